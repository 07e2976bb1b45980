# Textos dos e-mails do Kingpost, português. Mesmas chaves que locales/en/mail.ftl.

## Assuntos
mail-subject-your-move = é a sua vez ({ $move })
mail-subject-your-move-first = é a sua vez
mail-subject-their-move = vez de { $name }
mail-subject-draw-offered = empate proposto
mail-subject-draw-declined = empate recusado
mail-subject-message = mensagem de { $name }
mail-subject-over = partida terminada: { $result }
mail-subject-digest = { $count ->
    [one] É a sua vez em uma partida
   *[other] É a sua vez em { $count } partidas
}

## O que aconteceu
mail-intro-started = A sua partida contra { $name } começou. Você joga com { $color }.
mail-intro-moved = { $name } jogou { $move }.
mail-intro-moved-offer = { $name } jogou { $move } e propõe empate.
mail-intro-draw-offered = { $name } propõe empate.
mail-intro-draw-declined = { $name } recusou a sua proposta de empate.
mail-intro-reminder = Lembrete: é a sua vez na partida contra { $name }.
mail-intro-ended-checkmate = { $name } venceu por xeque-mate.
mail-intro-ended-resignation = { $name } abandonou.
mail-intro-ended-agreement = A partida terminou empatada por acordo.
mail-intro-ended-claim = A partida terminou empatada por reclamação: { $text }.
mail-intro-ended-time = { $name } perdeu por tempo.
mail-intro-ended-other = A partida terminou: { $text }.

## Respostas aos seus e-mails
mail-confirm-move = O seu lance { $move } foi jogado.
mail-confirm-move-offer = O seu lance { $move } foi jogado e a sua proposta de empate foi enviada.
mail-confirm-draw-offered = A sua proposta de empate foi enviada a { $name }.
mail-confirm-draw-accepted = Você aceitou a proposta de empate.
mail-confirm-draw-declined = Você recusou a proposta de empate.
mail-confirm-draw-claimed = A sua reclamação de empate foi aceita.
mail-confirm-resigned = Você abandonou a partida.
mail-confirm-message = A sua mensagem foi enviada a { $name }.
mail-confirm-echo = O seu lance em cada notação: { $text }
mail-error-intro = Não foi possível executar o seu e-mail: { $text }
mail-error-nothing-changed = Nada foi alterado na partida.
mail-error-legal-moves = Os seus lances possíveis: { $text }
mail-error-generic-subject = O seu e-mail para o Kingpost
mail-confirm-conditionals = Os seus lances condicionais estão guardados: { $lines }. Só são jogados por si se os lances do seu adversário corresponderem; qualquer outro lance apaga-os.
mail-confirm-move-conditionals = O seu lance { $move } foi jogado e os seus lances condicionais estão guardados: { $lines }.
mail-error-repeated-mismatch = Repetiu o último lance do seu adversário como { $written }, mas o último lance da partida é { $actual }.
mail-error-repeated-none = Repetiu um lance do seu adversário ({ $written }), mas ainda não foi jogado nenhum lance nesta partida.
mail-error-wrong-sender = Este e-mail veio de { $from }, mas os lances das suas partidas só são aceites a partir do seu endereço confirmado { $address }. Envie a sua resposta a partir desse endereço.
mail-error-unverified = O seu endereço { $address } ainda não está confirmado, por isso os lances enviados por e-mail não podem ser aceites. Abra a ligação de confirmação que lhe enviámos ou peça uma nova na página da sua conta.
mail-error-no-game = Este e-mail não foi enviado para o endereço de resposta de uma partida, por isso não é claro a que partida se refere. Responda ao e-mail da partida: o endereço de resposta indica a partida. Se recebe o resumo diário, responda a ele com o número da partida antes do seu lance, por exemplo: 12: e4

## A partida
mail-color-white = as brancas
mail-color-black = as pretas
mail-game-heading = Partida { $id }: { $white } (brancas) – { $black } (pretas), { $text }
mail-position = A posição, com { $color } embaixo:
mail-board-legend = Maiúsculas: brancas; minúsculas: pretas (letras inglesas): K rei, Q dama, R torre, B bispo, N cavalo, P peão.
mail-moves = Lances:
mail-no-moves = Ainda não foi jogado nenhum lance.
mail-last-move = Último lance: { $move }
mail-turn-yours = É a sua vez: { $move }
mail-turn-theirs = É a vez de { $name }.
mail-result = Resultado: { $result } ({ $text })
mail-deadline = Prazo: { $time } { $zone } ({ $count ->
    [0] falta menos de um dia
    [one] falta um dia
   *[other] faltam { $count } dias
})
mail-deadline-passed = Prazo: { $time } { $zone } (vencido)
mail-draw-offer-waiting = { $name } propõe empate: responda "accept" ou "decline" (jogar um lance também o recusa).

## Como responder
mail-button-game = Abrir a partida
mail-reply-heading = Como responder
mail-reply-move = Responda a este e-mail com o seu lance no topo, por exemplo: { $move }
mail-reply-repeat = Você pode repetir primeiro o último lance do adversário, como no xadrez por correspondência: { $move }
mail-reply-commands = Outras respostas: "resign" para abandonar; "draw" para propor empate (depois do seu lance, propõe junto com o lance); "accept" ou "decline" para uma proposta de empate; "claim" para reclamar empate por repetição ou pela regra dos 50 lances (com o seu lance, se for ele que justifica a reclamação).
mail-reply-quoting = O texto citado abaixo da sua resposta é ignorado.
mail-link-game = A partida no seu navegador: { $link }
mail-link-settings = Escolha que e-mails você recebe: { $link }

## Resumo diário
mail-digest-intro = { $count ->
    [one] É a sua vez em uma partida.
   *[other] É a sua vez em { $count } partidas.
}
mail-digest-game = Partida { $id } contra { $name }
mail-digest-reply = Para jogar, responda para: { $email }
mail-digest-footer = Você recebe este e-mail uma vez por dia porque escolheu o resumo diário.
mail-digest-reply-all = Ou responda a este próprio e-mail, uma linha por partida, com o número da partida antes do seu lance, por exemplo: { $example }
mail-error-digest-no-game = Esta resposta ao seu resumo diário não diz a que partida se refere. Escreva cada lance numa linha própria com o número da partida antes dele, por exemplo: { $example }
mail-error-digest-not-your-game = Você não joga a partida { $id }. Escreva antes do lance o número de uma das suas partidas, como o resumo as lista.

## Desafios
mail-subject-challenge = { $name } desafia você para uma partida
mail-challenge-intro = { $name } desafia você para uma partida ({ $terms }).
mail-challenge-reply = Responda "accept" a este e-mail para jogar, ou "decline" para recusar. Você também pode responder na página:
mail-subject-challenge-declined = { $name } recusou o seu desafio
mail-challenge-declined = { $name } recusou o seu desafio ({ $terms }).
mail-confirm-challenge-declined = Você recusou o desafio de { $name }.
mail-error-challenge-command = Esta resposta é para um desafio: escreva "accept" para jogar a partida ou "decline" para recusar.

## Conditional moves
mail-intro-conditional-played = { $name } jogou { $move }, e o seu lance condicional { $text } foi jogado em resposta.
mail-intro-conditionals-cleared = Os seus lances condicionais foram apagados: este lance não estava entre eles.
mail-message-from = { $name } escreve:
mail-message-reported-subject = Foi denunciada uma mensagem entre { $white } e { $black }
mail-message-reported-body = Olá { $username }, { $name } denunciou uma mensagem na partida { $white } – { $black }. Pode agora ler as mensagens dessa partida na página dela:
