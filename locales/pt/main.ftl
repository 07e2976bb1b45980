# Textos da interface do Kingpost, português. As mesmas chaves e variáveis de locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — xadrez por correspondência, por e-mail ou no navegador.

## Navigation
nav-skip = Saltar para o conteúdo
nav-label = Principal
nav-games = As minhas partidas
nav-challenges = Desafios
nav-settings = Definições
nav-account = A sua conta
nav-login = Entrar
nav-logout = Sair
nav-register = Registar-se
nav-language = Idioma
nav-language-submit = Mudar

## Errors
error-home = Voltar à página inicial
error-heading = Isso não funcionou
error-csrf-heading = Este formulário expirou
error-csrf = O formulário foi enviado sem o seu código de segurança, ou com um código antigo (por exemplo, de uma página aberta antes de entrar ou sair, ou de outro site). Nada foi alterado. Volte atrás, recarregue a página e envie o formulário de novo.
error-form-heading = Não foi possível ler o formulário
error-too-large-heading = O formulário é grande demais
error-too-large = O formulário contém mais do que o servidor aceita (64 KB). Nada foi alterado. Volte atrás, encurte o que escreveu e envie o formulário de novo.
error-not-found = Página não encontrada
error-not-found-detail = Não há nada neste endereço. Verifique a ligação ou recomece a partir da página inicial.
error-challenge-closed = O desafio está fechado
error-not-your-challenge = Este desafio não é seu
error-unknown-opponent = Jogador desconhecido
error-invalid-challenge = As condições do desafio não estão corretas
error-invalid-position = Esta posição não pode iniciar uma partida
error-stale-ply = A partida já avançou
error-not-a-player = Não está a jogar nesta partida
error-game-over = A partida terminou
error-not-your-turn = Não é a sua vez de jogar
error-no-draw-offer = Não há proposta de empate a que responder
error-claim-refused = A reclamação de empate foi recusada
error-illegal-move = Esse lance não é possível
error-ambiguous-move = Esse lance é ambíguo
error-wrong-move-number = Número de lance errado
error-unreadable-move = Não foi possível ler o lance
move-foreign-letter = { $letter } não é uma letra de peça { $in_language }; { $in_other }, { $text } significa { $meaning } — jogue-o respondendo { $meaning }, ou mude o seu idioma.
move-foreign-reading = { $text } não é um lance { $in_language }; { $in_other }, significa { $meaning } — jogue-o respondendo { $meaning }, ou mude o seu idioma.
move-piece-or-pawn = { $text } é ambíguo: pode ser um lance de peça, { $piece }, ou um lance de peão, { $pawn }. Responda com o lance que pretende, ou com o seu número ICCF, que um telefone não consegue alterar: { $piece_iccf } ou { $pawn_iccf }.
move-language-in-en = em inglês
move-language-in-de = em alemão
move-language-in-fr = em francês
move-language-in-es = em espanhol
move-language-in-it = em italiano
move-language-in-pt = em português
move-language-in-nl = em neerlandês
move-language-in-sv = em sueco
move-language-in-da = em dinamarquês
move-language-in-no = em norueguês
move-language-in-cs = em checo
move-language-in-pl = em polaco
move-language-in-hu = em húngaro
move-language-in-ro = em romeno
move-language-in-ru = em russo
error-internal-error = Algo correu mal no servidor
error-storage-unavailable = O servidor não consegue guardar nada neste momento
error-storage-unavailable-detail = O armazenamento do servidor está cheio ou indisponível neste momento, por isso o que enviou não foi guardado. Tente novamente dentro de alguns minutos.
error-invalid-account = Verifique os seus dados
error-username-taken = Esse nome de utilizador já está ocupado
error-reserved-username = Esse nome de utilizador está reservado
error-own-game = Não pode decidir sobre a sua própria partida
error-wrong-credentials = Nome de utilizador ou palavra-passe errados
error-wrong-password = Palavra-passe errada
error-invalid-link = A ligação já não funciona
error-already-confirmed = O endereço já está confirmado
error-too-many-requests = Demasiados pedidos; aguarde um momento
error-unknown-preference = Definição desconhecida

## Form fields and hints
field-username = Nome de utilizador
field-email = Endereço de e-mail
field-password = Palavra-passe
field-new-password = Nova palavra-passe
field-current-password = Palavra-passe atual
field-username-or-email = Nome de utilizador ou endereço de e-mail
field-token-label = Nome do token
field-language = Idioma
field-notation = Notação dos lances
field-opponent = Adversário
field-color = A sua cor
field-variant = Variante
field-chess960 = Posição de Chess960
field-opening = Lances de abertura
field-fen = Posição inicial (FEN)
field-time-control = Ritmo de jogo
hint-username = De 3 a 24 letras, algarismos, «_» ou «-», a começar por uma letra ou um algarismo.
hint-password = Pelo menos 8 caracteres; algumas palavras fazem uma boa palavra-passe.
hint-language = O idioma das páginas e das letras das peças nos lances (os jogadores portugueses escrevem Cf3 em vez de Nf3).
hint-opponent = Um nome de utilizador, ou deixe vazio para um desafio aberto que qualquer pessoa pode aceitar.
hint-chess960 = Um número de 0 a 959, ou vazio para uma posição ao acaso.
hint-opening = Opcional, para uma partida temática: lances desde o início, como 1.e4 c5 2.Cf3.
hint-fen = Opcional, para uma partida temática: uma posição em FEN. Indique lances de abertura ou uma FEN, não ambos.
hint-time-control = 10/50 (10 lances em 50 dias), 30+3 (30 dias mais 3 por lance) ou 3d (3 dias por lance).
time-control-days-per-move = { $days } d por lance

## Signing up and in
register-title = Registar-se
register-submit = Criar a minha conta
register-have-account = Já tem uma conta?
login-title = Entrar
login-submit = Entrar
login-forgot = Esqueceu-se da palavra-passe?
login-no-account = É novo por aqui?
login-wrong = Nome de utilizador ou palavra-passe errados.
login-throttled = Demasiadas tentativas falhadas. Para sua segurança, aguarde { $minutes ->
    [one] um minuto
   *[other] { $minutes } minutos
  } e tente de novo (depois das { $time } UTC).
forgot-title = Palavra-passe esquecida
forgot-intro = Indique o seu nome de utilizador ou endereço de e-mail e enviamos-lhe uma ligação para escolher uma nova palavra-passe.
forgot-submit = Enviar-me uma ligação
forgot-sent-heading = Veja o seu e-mail
forgot-sent = Se existir uma conta correspondente, enviámos uma ligação para o seu endereço de e-mail. A ligação é válida durante duas horas.
reset-title = Escolher uma nova palavra-passe
reset-submit = Guardar a nova palavra-passe
reset-ask-again = Pedir uma nova ligação
link-invalid-heading = Esta ligação já não funciona
link-invalid = A ligação já foi usada ou expirou. Peça uma nova.
unsubscribe-heading = Deixar de receber correio das partidas
unsubscribe-confirm = Prima o botão para deixar de receber correio sobre as suas partidas. As respostas aos seus próprios correios e os correios da conta continuam a chegar.
unsubscribe-button = Parar o correio das partidas
unsubscribe-done-heading = O correio das partidas está desligado
unsubscribe-done = Não receberá mais correio sobre as suas partidas. Pode voltar a ligá-lo nas definições.
unsubscribe-settings = Abrir as definições
unsubscribe-invalid = Esta ligação para cancelar a subscrição não é válida. Escolha nas definições que correio recebe.

## Notices
notice-registered = Bem-vindo ao Kingpost! Enviámos uma ligação para { $email } para confirmar o seu endereço.
notice-verified = Obrigado, o seu endereço de e-mail está confirmado.
notice-verify-sent = Enviámos uma nova ligação de confirmação para { $email }.
notice-verify-wait = Foi enviada uma ligação de confirmação há pouco. Verifique o seu correio ou peça outra dentro de { $minutes } minutos.
notice-password-reset = A sua nova palavra-passe está guardada e tem a sessão iniciada.
notice-password-changed = A sua palavra-passe foi alterada. Os outros dispositivos terminaram a sessão e os seus tokens da API foram revogados.
notice-signed-out-everywhere = A sessão foi terminada em todos os dispositivos e os seus tokens da API foram revogados.
notice-token-revoked = O token foi revogado.
notice-settings-saved = As suas definições estão guardadas.
notice-challenge-created = O seu desafio foi criado.
notice-challenge-closed = O desafio está fechado.
notice-resigned = Abandonou a partida.

## Emails
mail-verify-subject = Confirme o seu endereço de e-mail para o Kingpost
mail-verify-body =
    Olá { $username },

    confirme o seu endereço de e-mail para o Kingpost abrindo esta ligação:

    { $link }

    A ligação é válida durante sete dias. Se não se registou, ignore esta mensagem.
mail-reset-subject = Escolha uma nova palavra-passe do Kingpost
mail-reset-body =
    Olá { $username },

    alguém (esperamos que tenha sido você) pediu para repor a sua palavra-passe do Kingpost. Para escolher uma nova, abra:

    { $link }

    A ligação é válida durante duas horas. Se não fez este pedido, ignore esta mensagem; a sua palavra-passe fica como está.

## Account and settings
account-title = A sua conta
account-email = Endereço de e-mail
account-verified = confirmado
account-unverified = ainda não confirmado
account-resend = Enviar uma nova ligação de confirmação
account-password = Alterar a sua palavra-passe
account-password-submit = Alterar a palavra-passe
account-sessions = Dispositivos com sessão iniciada
account-sessions-intro = Perdeu um dispositivo ou receia que alguém saiba a sua palavra-passe? Termine a sessão em todo o lado de uma vez: cada navegador com a sua sessão iniciada, incluindo este, terá de entrar de novo, e os seus tokens da API deixam de funcionar.
account-sign-out-everywhere = Terminar sessão em todo o lado
tokens-title = Tokens pessoais da API
tokens-intro = Um token permite que um programa (um bot, uma aplicação) jogue por si através da API. Mantenha os tokens em segredo.
tokens-new = O seu novo token. Copie-o agora: só é mostrado desta vez.
tokens-label-example = p. ex. o meu telemóvel
tokens-create = Criar um token
tokens-none = Não tem tokens.
tokens-revoke = Revogar
settings-title = Definições
settings-submit = Guardar as definições
notation-san = Algébrica (Cf3), com as letras das peças do seu idioma
notation-figurine = Algébrica com figuras (♘f3)
notation-iccf = Numérica ICCF (7163)
notation-lan = Algébrica longa (Cg1-f3)
notation-uci = UCI (g1f3)
notation-auto = A habitual no meu idioma (agora: { $example })
notation-figurine-iccf = Algébrica com figuras e a numérica ICCF ao lado (♘f3 7163)
hint-notation = Como a lista de lances mostra os lances. A habitual segue o seu idioma: as letras das peças próprias onde os jogadores as têm; caso contrário, figuras com os números ICCF ao lado.
settings-letters-only = Só letras das peças (páginas em inglês)
language-autonym = Português
language-en = English (inglês)
language-de = Deutsch (alemão)
language-fr = Français (francês)
language-es = Español (espanhol)
language-it = Italiano (italiano)
language-pt = Português
language-nl = Nederlands (neerlandês)
language-sv = Svenska (sueco)
language-da = Dansk (dinamarquês)
language-no = Norsk (norueguês)
language-cs = Čeština (checo)
language-pl = Polski (polaco)
language-hu = Magyar (húngaro)
language-ro = Română (romeno)
language-ru = Русский (russo)
language-sq = Shqip (albanês)
language-ga = Gaeilge (irlandês)
language-yi = ייִדיש (iídiche)
language-am = አማርኛ (amárico)

## Start page
home-title = Xadrez por correspondência, à sua maneira
home-lead = O Kingpost é um servidor de xadrez por correspondência: partidas que duram semanas ou meses, com dias para cada lance.
home-point-time = Não tenha pressa: 10 lances em 50 dias, dias por lance, ou uma reserva de dias com um bónus por lance.
home-point-notation = Escreva os lances como os aprendeu: Cf3, Nf3, Sf3, ♘f3, ICCF 7163, ou simplesmente clique no tabuleiro.
home-point-rules = Cada lance é verificado segundo as regras do xadrez, incluindo Chess960 e aberturas temáticas.
home-point-own = Jogue no navegador, ou deixe os seus próprios programas jogar através da API.

## Challenges
challenge-new-title = Novo desafio
challenge-submit = Enviar o desafio
challenge-bad-number = «{ $text }» não é um número de posição de Chess960; indique um número de 0 a 959 ou deixe vazio.
challenge-error-no-player = Verifique a ortografia: não há nenhum jogador chamado «{ $text }».
challenge-error-self = Não se pode desafiar a si próprio; escolha outro jogador ou o motor.
challenge-error-time-control = «{ $text }» não é um ritmo de jogo; escreva por exemplo 10/50, 30+3 ou 3d.
challenge-error-fen = Esta FEN não pode começar uma partida; verifique-a ou deixe o campo vazio.
challenge-error-thematic = Indique uma abertura ou uma FEN, não as duas, e só com xadrez clássico.
challenge-error-number = Um número de posição só vai com Chess960; escolha Chess960 ou deixe-o vazio.
challenge-error-opening = O lance de abertura «{ $text }» não é legal ali; verifique os lances.
challenge-error-engine-level = Escolha um nível do motor de 1 a 10.
challenge-error-rated-thematic = Uma partida a partir de uma abertura ou posição escolhida não pode valer rating; escolha «Sem rating» ou esvazie a abertura e o FEN.
challenge-error-rated-engine = Partidas contra o motor não podem valer rating; escolha «Sem rating».
challenge-thematic-toggle = Começar de uma abertura ou posição (FEN)
color-choice = { $color ->
    [white] Brancas
    [black] Pretas
   *[random] Ao acaso
  }
color-white = Brancas
color-black = Pretas
variant-standard = Xadrez clássico
variant-chess960 = Chess960
game-rated = Valendo rating
game-unrated = Sem rating
field-rated = Rating
hint-rated = Uma partida valendo rating altera o rating dos dois jogadores ao terminar.
challenges-title = Desafios
challenges-incoming = Desafios para si
challenges-open = Desafios abertos
challenges-mine = Os seus desafios
challenges-none = Nenhum de momento.
challenge-from = De { $name }
challenge-to = Para { $name }
challenge-to-anyone = Aberto a todos
challenge-you-play = { $color ->
    [white] Joga com as brancas
    [black] Joga com as pretas
   *[random] Cores ao acaso
  }
challenge-thematic = início temático
challenge-accept = Aceitar
challenge-decline = Recusar
challenge-withdraw = Retirar

## Dashboard
dashboard-title = As minhas partidas
dashboard-filter = Só partidas contra
dashboard-filter-submit = Filtrar
dashboard-show-all = Mostrar tudo
dashboard-challenges-received = Desafios para si: { $count }
dashboard-next = Próxima partida em que é a sua vez
dashboard-round = Ronda { $round }
dashboard-last-move = Último lance:
dashboard-no-move = Ainda sem lances
dashboard-their-time = Vez de { $name }:
dashboard-left-hours = { $count ->
    [one] falta 1 hora
   *[other] faltam { $count } horas
  }
dashboard-left-minutes = { $count ->
    [one] falta 1 minuto
   *[other] faltam { $count } minutos
  }
dashboard-you-on-leave = Está de férias
dashboard-on-leave = { $name } está de férias
dashboard-result-win = Ganha
dashboard-result-loss = Perdida
dashboard-result-draw = Empate
dashboard-result-none = Por terminar
section-my-turn = É a sua vez
section-my-turn-empty = Nenhuma partida espera o seu lance.
section-waiting = À espera do adversário
section-waiting-empty = Nenhuma partida espera um adversário.
section-finished = Partidas terminadas
section-finished-empty = Ainda não há partidas terminadas.
game-vs-as-white = contra { $name } (joga com as brancas)
game-vs-as-black = contra { $name } (joga com as pretas)
game-moves = { $count ->
    [one] { $count } lance
   *[other] { $count } lances
  }
pager-label = Páginas
pager-previous = Anterior
pager-next = Seguinte
pager-position = Página { $page }

## Game page
game-title = Partida { $id }
game-versus = contra
game-result = Resultado: { $result }
game-your-move = É a sua vez de jogar.
game-to-move = É a vez de { $name } jogar.
game-flip = Virar o tabuleiro
game-fullscreen = Ecrã inteiro
game-sound-on = Som: ligado
game-sound-off = Som: desligado
game-promote = Promover a
piece-queen = Dama
piece-rook = Torre
piece-bishop = Bispo
piece-knight = Cavalo
piece-king = Rei
piece-pawn = Peão
game-legal-moves = Lances legais nesta posição:
game-move-label = O seu lance
game-move-hint = Em qualquer notação: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Propor empate com este lance
game-move-submit = Jogar
game-offer-received = O seu adversário propõe empate.
game-offer-accept = Aceitar o empate
game-offer-decline = Recusar
game-offer-waiting = A sua proposta de empate aguarda resposta.
game-more-actions = Empate e abandono
game-offer-draw = Propor empate
game-claimable = Pode reclamar empate agora (tripla repetição ou regra dos 50 lances).
game-claim-move = Lance com que reclama (opcional)
game-claim = Reclamar empate
game-resign = Abandonar…
game-moves-heading = Lances
game-no-moves = Ainda não há lances.
game-download-pgn = Descarregar o PGN
termination-checkmate = xeque-mate
termination-stalemate = afogamento
termination-insufficient_material = posição morta: nenhum lado pode dar mate
termination-fivefold_repetition = a mesma posição ocorreu cinco vezes
termination-seventyfive_moves = 75 lances sem captura nem lance de peão
termination-threefold_repetition = tripla repetição, reclamada
termination-fifty_moves = 50 lances sem captura nem lance de peão, reclamados
termination-agreement = empate por acordo
termination-resignation = abandono
termination-time_forfeit = perda por tempo
termination-adjudication = adjudicação
resign-title = Abandonar?
resign-question = Quer mesmo abandonar a partida { $id }?
resign-confirm = Sim, abandonar
resign-cancel = Não, voltar à partida

## The board in words (screen readers, braille displays, keyboard)
board-help = As setas percorrem o tabuleiro; Enter ou Espaço pega numa peça e pousa-a; Escape devolve-a ao lugar.
board-cell = { $square }, { $piece }
board-empty = vazia
board-piece-white-king = rei branco
board-piece-white-queen = dama branca
board-piece-white-rook = torre branca
board-piece-white-bishop = bispo branco
board-piece-white-knight = cavalo branco
board-piece-white-pawn = peão branco
board-piece-black-king = rei preto
board-piece-black-queen = dama preta
board-piece-black-rook = torre preta
board-piece-black-bishop = bispo preto
board-piece-black-knight = cavalo preto
board-piece-black-pawn = peão preto
board-picked = Peça levantada: { $square }. Vá a uma casa e prima Enter.
board-put-back = Devolvida ao lugar: { $square }.
board-cannot = { $square }: a peça não pode ir para lá.
board-no-moves = { $square }: nada aqui se pode mover.
board-sending = A jogar { $move }…
board-last-move = { $name } jogou { $move }.
board-text = Tabuleiro em texto
board-text-white = Brancas:
board-text-black = Pretas:
game-spoken = Lances falados
game-contrast = Tabuleiro de alto contraste

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = captura
spoken-check = xeque
spoken-mate = xeque-mate
spoken-castle-short = roque pequeno
spoken-castle-long = roque grande
spoken-promotes = promove a { $piece }
spoken-rank-1 = um
spoken-rank-2 = dois
spoken-rank-3 = três
spoken-rank-4 = quatro
spoken-rank-5 = cinco
spoken-rank-6 = seis
spoken-rank-7 = sete
spoken-rank-8 = oito

## Game mail and bouncing addresses (settings and account pages)
field-notify = E-mails das partidas
hint-notify = Os e-mails podem avisar de cada lance ou, uma vez por dia, listar as partidas em que é a sua vez. As respostas aos seus próprios e-mails e os e-mails da conta chegam sempre.
notify-move = Um e-mail para cada lance e cada acontecimento das minhas partidas
notify-digest = Um e-mail por dia com as partidas em que é a minha vez
notify-none = Nenhum e-mail das partidas
field-messages = Mensagens dos adversários
settings-messages-on = Aceitar mensagens dos meus adversários
settings-messages-off = Sem mensagens (não recebo nem envio nenhuma)
hint-messages = Os jogadores de uma partida podem escrever-se ao lado dos lances. Desativadas, não recebe nem envia mensagens.
account-bouncing = Não foi possível entregar e-mails a este endereço ({ $time }).
account-bouncing-reason = O servidor de e-mail de destino respondeu: { $text }
account-bouncing-advice = Verifique se o endereço está certo e se a caixa aceita e-mails (não está cheia nem nos bloqueia). Depois envie para si mesmo um novo link de confirmação: quando ele chegar, o aviso desaparece.
