# Testi dell'interfaccia di Kingpost, italiano. Stesse chiavi e variabili di locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — scacchi per corrispondenza via e-mail o nel browser.

## Navigation
nav-skip = Vai al contenuto
nav-label = Principale
nav-games = Le mie partite
nav-challenges = Sfide
nav-settings = Impostazioni
nav-account = Il tuo account
nav-login = Accedi
nav-logout = Esci
nav-register = Registrati
nav-language = Lingua
nav-language-submit = Cambia

## Errors
error-home = Torna alla pagina iniziale
error-heading = Non ha funzionato
error-csrf-heading = Questo modulo è scaduto
error-csrf = Il modulo è stato inviato senza il suo codice di sicurezza, o con uno vecchio (per esempio da una pagina aperta prima di accedere o uscire, o da un altro sito). Non è cambiato nulla. Torna indietro, ricarica la pagina e invia di nuovo il modulo.
error-form-heading = Non è stato possibile leggere il modulo
error-too-large-heading = Il modulo è troppo grande
error-too-large = Il modulo contiene più di quanto il server accetti (64 KB). Non è cambiato nulla. Torna indietro, accorcia il testo e invia di nuovo il modulo.
error-not-found = Pagina non trovata
error-not-found-detail = A questo indirizzo non c'è nulla. Controlla il link o ricomincia dalla pagina iniziale.
error-challenge-closed = La sfida è chiusa
error-not-your-challenge = Non è una tua sfida
error-unknown-opponent = Giocatore sconosciuto
error-invalid-challenge = Le condizioni della sfida non sono corrette
error-invalid-position = Da questa posizione non può iniziare una partita
error-stale-ply = La partita è andata avanti
error-not-a-player = Non giochi in questa partita
error-game-over = La partita è finita
error-not-your-turn = Non tocca a te muovere
error-no-draw-offer = Nessuna proposta di patta a cui rispondere
error-claim-refused = La richiesta di patta è stata respinta
error-illegal-move = Questa mossa non è possibile
error-ambiguous-move = Questa mossa è ambigua
error-wrong-move-number = Numero di mossa sbagliato
error-unreadable-move = Non è stato possibile leggere la mossa
move-foreign-letter = { $letter } non è una lettera di pezzo { $in_language }; { $in_other } { $text } significa { $meaning } — giocala rispondendo { $meaning }, oppure cambia la tua lingua.
move-foreign-reading = { $text } non è una mossa { $in_language }; { $in_other } significa { $meaning } — giocala rispondendo { $meaning }, oppure cambia la tua lingua.
move-piece-or-pawn = { $text } è ambigua: può essere una mossa di pezzo, { $piece }, o una mossa di pedone, { $pawn }. Rispondi con la mossa che intendi, o con il suo numero ICCF, che un telefono non può cambiare: { $piece_iccf } o { $pawn_iccf }.
move-language-in-en = in inglese
move-language-in-de = in tedesco
move-language-in-fr = in francese
move-language-in-es = in spagnolo
move-language-in-it = in italiano
move-language-in-pt = in portoghese
move-language-in-nl = in olandese
move-language-in-sv = in svedese
move-language-in-da = in danese
move-language-in-no = in norvegese
move-language-in-cs = in ceco
move-language-in-pl = in polacco
move-language-in-hu = in ungherese
move-language-in-ro = in rumeno
move-language-in-ru = in russo
error-internal-error = Qualcosa è andato storto sul server
error-storage-unavailable = Il server non può salvare nulla in questo momento
error-storage-unavailable-detail = Lo spazio di archiviazione del server è pieno o non disponibile in questo momento, quindi ciò che hai inviato non è stato salvato. Riprova tra qualche minuto.
error-invalid-account = Controlla i tuoi dati
error-username-taken = Questo nome utente è già in uso
error-reserved-username = Questo nome utente è riservato
error-own-game = Non puoi decidere sulla tua partita
error-wrong-credentials = Nome utente o password errati
error-wrong-password = Password errata
error-invalid-link = Il link non funziona più
error-already-confirmed = L’indirizzo è già confermato
error-too-many-requests = Troppe richieste; attendi un momento
error-unknown-preference = Impostazione sconosciuta

## Form fields and hints
field-username = Nome utente
field-email = Indirizzo e-mail
field-password = Password
field-new-password = Nuova password
field-current-password = Password attuale
field-username-or-email = Nome utente o indirizzo e-mail
field-token-label = Nome del token
field-language = Lingua
field-notation = Notazione delle mosse
field-opponent = Avversario
field-color = Il tuo colore
field-variant = Variante
field-chess960 = Posizione Chess960
field-opening = Mosse d'apertura
field-fen = Posizione iniziale (FEN)
field-time-control = Tempo di riflessione
hint-username = Da 3 a 24 lettere, cifre, «_» o «-», iniziando con una lettera o una cifra.
hint-password = Almeno 8 caratteri; qualche parola fa una buona password.
hint-language = La lingua delle pagine e delle lettere dei pezzi nelle mosse (i giocatori italiani scrivono Cf3 invece di Nf3).
hint-opponent = Un nome utente, oppure lascia vuoto per una sfida aperta che chiunque può accettare.
hint-chess960 = Un numero da 0 a 959, oppure vuoto per una posizione casuale.
hint-opening = Facoltativo, per una partita tematica: mosse dall'inizio, come 1.e4 c5 2.Cf3.
hint-fen = Facoltativo, per una partita tematica: una posizione in FEN. Indica le mosse d'apertura oppure una FEN.
hint-time-control = 10/50 (10 mosse in 50 giorni), 30+3 (30 giorni più 3 per mossa) o 3d (3 giorni per mossa).
time-control-days-per-move = { $days } g per mossa

## Signing up and in
register-title = Registrati
register-submit = Crea il mio account
register-have-account = Hai già un account?
login-title = Accedi
login-submit = Accedi
login-forgot = Password dimenticata?
login-no-account = Sei nuovo?
login-wrong = Nome utente o password errati.
login-throttled = Troppi accessi falliti. Per la tua sicurezza, attendi { $minutes ->
    [one] un minuto
   *[other] { $minutes } minuti
  } e riprova (dopo le { $time } UTC).
forgot-title = Password dimenticata
forgot-intro = Indica il tuo nome utente o il tuo indirizzo e-mail e ti invieremo un link per scegliere una nuova password.
forgot-submit = Inviami un link
forgot-sent-heading = Controlla la tua e-mail
forgot-sent = Se un account corrisponde, abbiamo inviato un link al suo indirizzo e-mail. Il link vale due ore.
reset-title = Scegli una nuova password
reset-submit = Salva la nuova password
reset-ask-again = Chiedi un nuovo link
link-invalid-heading = Questo link non funziona più
link-invalid = Il link è già stato usato o è scaduto. Chiedine uno nuovo.
unsubscribe-heading = Niente più email sulle partite
unsubscribe-confirm = Premi il pulsante per non ricevere più email sulle tue partite. Le risposte alle tue email e le email del tuo account continueranno ad arrivare.
unsubscribe-button = Disattiva le email sulle partite
unsubscribe-done-heading = Le email sulle partite sono disattivate
unsubscribe-done = Non riceverai più email sulle tue partite. Puoi riattivarle nelle impostazioni.
unsubscribe-settings = Apri le impostazioni
unsubscribe-invalid = Questo link di disiscrizione non è valido. Scegli quali email ricevere nelle impostazioni.

## Notices
notice-registered = Benvenuto su Kingpost! Abbiamo inviato un link a { $email } per confermare il tuo indirizzo.
notice-verified = Grazie, il tuo indirizzo e-mail è confermato.
notice-verify-sent = Abbiamo inviato un nuovo link di conferma a { $email }.
notice-verify-wait = Un link di conferma è stato inviato poco fa. Controlla la posta o richiedilo di nuovo tra { $minutes } minuti.
notice-password-reset = La tua nuova password è salvata e hai effettuato l'accesso.
notice-password-changed = La tua password è cambiata. Gli altri dispositivi sono stati disconnessi e i tuoi token API revocati.
notice-signed-out-everywhere = Sei uscito da tutti i dispositivi e i tuoi token API sono stati revocati.
notice-token-revoked = Il token è stato revocato.
notice-settings-saved = Le tue impostazioni sono salvate.
notice-challenge-created = La tua sfida è pronta.
notice-challenge-closed = La sfida è chiusa.
notice-resigned = Hai abbandonato la partita.

## Emails
mail-verify-subject = Conferma il tuo indirizzo e-mail per Kingpost
mail-verify-body =
    Ciao { $username },

    conferma il tuo indirizzo e-mail per Kingpost aprendo questo link:

    { $link }

    Il link vale sette giorni. Se non ti sei registrato, ignora questo messaggio.
mail-reset-subject = Scegli una nuova password per Kingpost
mail-reset-body =
    Ciao { $username },

    qualcuno (speriamo tu) ha chiesto di reimpostare la tua password di Kingpost. Per sceglierne una nuova, apri:

    { $link }

    Il link vale due ore. Se non l'hai chiesto tu, ignora questo messaggio; la tua password resta com'è.

## Account and settings
account-title = Il tuo account
account-email = Indirizzo e-mail
account-verified = confermato
account-unverified = non ancora confermato
account-resend = Invia un nuovo link di conferma
account-password = Cambia la tua password
account-password-submit = Cambia password
account-sessions = Dispositivi collegati
account-sessions-intro = Hai perso un dispositivo o temi che qualcuno conosca la tua password? Esci ovunque in un colpo solo: ogni browser in cui hai effettuato l'accesso, compreso questo, dovrà accedere di nuovo, e i tuoi token API smetteranno di funzionare.
account-sign-out-everywhere = Esci ovunque
tokens-title = Token API personali
tokens-intro = Un token permette a un programma (un bot, un'app) di giocare per te tramite l'API. Tieni segreti i token.
tokens-new = Il tuo nuovo token. Copialo ora: viene mostrato solo questa volta.
tokens-label-example = es. il mio telefono
tokens-create = Crea un token
tokens-none = Non hai token.
tokens-revoke = Revoca
settings-title = Impostazioni
settings-submit = Salva le impostazioni
notation-san = Algebrica (Cf3), con le lettere dei pezzi della tua lingua
notation-figurine = Algebrica con figurine (♘f3)
notation-iccf = Numerica ICCF (7163)
notation-lan = Algebrica estesa (Cg1-f3)
notation-uci = UCI (g1f3)
notation-auto = Quella consueta per la mia lingua (ora: { $example })
notation-figurine-iccf = Algebrica con figurine e la numerica ICCF accanto (♘f3 7163)
hint-notation = Come l'elenco delle mosse mostra le mosse. Quella consueta segue la tua lingua: le sue lettere dei pezzi dove i giocatori le hanno, altrimenti figurine con i numeri ICCF accanto.
settings-letters-only = Solo lettere dei pezzi (pagine in inglese)
language-autonym = Italiano
language-en = English (inglese)
language-de = Deutsch (tedesco)
language-fr = Français (francese)
language-es = Español (spagnolo)
language-it = Italiano
language-pt = Português (portoghese)
language-nl = Nederlands (olandese)
language-sv = Svenska (svedese)
language-da = Dansk (danese)
language-no = Norsk (norvegese)
language-cs = Čeština (ceco)
language-pl = Polski (polacco)
language-hu = Magyar (ungherese)
language-ro = Română (rumeno)
language-ru = Русский (russo)
language-sq = Shqip (albanese)
language-ga = Gaeilge (irlandese)
language-yi = ייִדיש (yiddish)
language-am = አማርኛ (amarico)

## Start page
home-title = Scacchi per corrispondenza, a modo tuo
home-lead = Kingpost è un server per gli scacchi per corrispondenza: partite che durano settimane o mesi, con giorni per ogni mossa.
home-point-time = Prenditi il tuo tempo: 10 mosse in 50 giorni, giorni per mossa, oppure una riserva di giorni con un bonus per mossa.
home-point-notation = Scrivi le mosse come le hai imparate: Cf3, Nf3, Sf3, ♘f3, ICCF 7163, o semplicemente fai clic sulla scacchiera.
home-point-rules = Ogni mossa viene controllata secondo le regole degli scacchi, anche nello Chess960 e nelle aperture tematiche.
home-point-own = Gioca nel browser, oppure lascia giocare i tuoi programmi tramite l'API.

## Challenges
challenge-new-title = Nuova sfida
challenge-submit = Invia la sfida
challenge-bad-number = «{ $text }» non è un numero di posizione Chess960; indica un numero da 0 a 959 o lascia vuoto.
challenge-error-no-player = Controlla come si scrive: non c'è nessun giocatore chiamato «{ $text }».
challenge-error-self = Non puoi sfidare te stesso; scegli un altro giocatore o il motore.
challenge-error-time-control = «{ $text }» non è una cadenza; scrivi per esempio 10/50, 30+3 o 3d.
challenge-error-fen = Con questa FEN non può iniziare una partita; controllala o lascia il campo vuoto.
challenge-error-thematic = Indica un'apertura o una FEN, non entrambe, e solo con gli scacchi classici.
challenge-error-number = Un numero di posizione va solo con Chess960; scegli Chess960 o lascialo vuoto.
challenge-error-opening = La mossa d'apertura «{ $text }» lì non è legale; controlla le mosse.
challenge-error-engine-level = Scegli un livello del motore da 1 a 10.
challenge-error-rated-thematic = Una partita da un'apertura o una posizione scelta non può essere valida per il punteggio; scegli «Amichevole» o svuota l'apertura e il FEN.
challenge-error-rated-engine = Le partite contro il motore non possono essere valide per il punteggio; scegli «Amichevole».
challenge-thematic-toggle = Partire da un'apertura o da una posizione (FEN)
color-choice = { $color ->
    [white] Bianco
    [black] Nero
   *[random] A sorte
  }
color-white = Bianco
color-black = Nero
variant-standard = Scacchi classici
variant-chess960 = Chess960
game-rated = Valida per il punteggio
game-unrated = Amichevole
field-rated = Punteggio
hint-rated = Una partita valida per il punteggio cambia il punteggio di entrambi i giocatori alla fine.
challenges-title = Sfide
challenges-incoming = Sfide per te
challenges-open = Sfide aperte
challenges-mine = Le tue sfide
challenges-none = Nessuna al momento.
challenge-from = Da { $name }
challenge-to = A { $name }
challenge-to-anyone = Aperta a tutti
challenge-you-play = { $color ->
    [white] Giochi col Bianco
    [black] Giochi col Nero
   *[random] Colori a sorte
  }
challenge-thematic = inizio tematico
challenge-accept = Accetta
challenge-decline = Rifiuta
challenge-withdraw = Ritira

## Dashboard
dashboard-title = Le mie partite
dashboard-filter = Solo partite contro
dashboard-filter-submit = Filtra
dashboard-show-all = Mostra tutto
dashboard-challenges-received = Sfide per te: { $count }
dashboard-next = Prossima partita in cui tocca a te
dashboard-round = Turno { $round }
dashboard-last-move = Ultima mossa:
dashboard-no-move = Nessuna mossa ancora
dashboard-their-time = Tocca a { $name }:
dashboard-left-hours = { $count ->
    [one] manca 1 ora
   *[other] mancano { $count } ore
  }
dashboard-left-minutes = { $count ->
    [one] manca 1 minuto
   *[other] mancano { $count } minuti
  }
dashboard-you-on-leave = Sei in ferie
dashboard-on-leave = { $name } è in ferie
dashboard-result-win = Vinta
dashboard-result-loss = Persa
dashboard-result-draw = Patta
dashboard-result-none = Non finita
section-my-turn = Tocca a te
section-my-turn-empty = Nessuna partita attende la tua mossa.
section-waiting = In attesa dell'avversario
section-waiting-empty = Nessuna partita attende un avversario.
section-finished = Partite finite
section-finished-empty = Ancora nessuna partita finita.
game-vs-as-white = contro { $name } (giochi col Bianco)
game-vs-as-black = contro { $name } (giochi col Nero)
game-moves = { $count ->
    [one] una mossa
   *[other] { $count } mosse
  }
pager-label = Pagine
pager-previous = Precedente
pager-next = Successiva
pager-position = Pagina { $page }

## Game page
game-title = Partita { $id }
game-versus = contro
game-result = Risultato: { $result }
game-your-move = Tocca a te muovere.
game-to-move = Tocca a { $name } muovere.
game-flip = Gira la scacchiera
game-fullscreen = Schermo intero
game-sound-on = Suono: attivo
game-sound-off = Suono: spento
game-promote = Promuovi a
piece-queen = Donna
piece-rook = Torre
piece-bishop = Alfiere
piece-knight = Cavallo
piece-king = Re
piece-pawn = Pedone
game-legal-moves = Mosse legali in questa posizione:
game-move-label = La tua mossa
game-move-hint = In qualsiasi notazione: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Proponi la patta con questa mossa
game-move-submit = Gioca
game-offer-received = Il tuo avversario propone la patta.
game-offer-accept = Accetta la patta
game-offer-decline = Rifiuta
game-offer-waiting = La tua proposta di patta attende una risposta.
game-more-actions = Patta e abbandono
game-offer-draw = Proponi la patta
game-claimable = Ora puoi chiedere la patta (triplice ripetizione o regola delle 50 mosse).
game-claim-move = Mossa con cui chiedi la patta (facoltativa)
game-claim = Chiedi la patta
game-resign = Abbandona…
game-moves-heading = Mosse
game-no-moves = Ancora nessuna mossa.
game-download-pgn = Scarica il PGN
termination-checkmate = scacco matto
termination-stalemate = stallo
termination-insufficient_material = posizione morta: nessuno dei due può dare matto
termination-fivefold_repetition = la stessa posizione si è presentata cinque volte
termination-seventyfive_moves = 75 mosse senza catture né mosse di pedone
termination-threefold_repetition = triplice ripetizione, richiesta
termination-fifty_moves = 50 mosse senza catture né mosse di pedone, richiesta
termination-agreement = patta d'accordo
termination-resignation = abbandono
termination-time_forfeit = tempo scaduto
termination-adjudication = aggiudicazione
resign-title = Abbandonare?
resign-question = Vuoi davvero abbandonare la partita { $id }?
resign-confirm = Sì, abbandono
resign-cancel = No, torna alla partita

## The board in words (screen readers, braille displays, keyboard)
board-help = Le frecce si spostano sulla scacchiera; Invio o Spazio prende un pezzo e lo posa; Esc lo rimette a posto.
board-cell = { $square }, { $piece }
board-empty = vuota
board-piece-white-king = re bianco
board-piece-white-queen = donna bianca
board-piece-white-rook = torre bianca
board-piece-white-bishop = alfiere bianco
board-piece-white-knight = cavallo bianco
board-piece-white-pawn = pedone bianco
board-piece-black-king = re nero
board-piece-black-queen = donna nera
board-piece-black-rook = torre nera
board-piece-black-bishop = alfiere nero
board-piece-black-knight = cavallo nero
board-piece-black-pawn = pedone nero
board-picked = Preso: { $square }. Vai su una casa e premi Invio.
board-put-back = Rimesso a posto: { $square }.
board-cannot = { $square }: il pezzo non può andare lì.
board-no-moves = { $square }: qui niente può muovere.
board-sending = Gioco { $move }…
board-last-move = { $name } ha giocato { $move }.
board-text = Scacchiera in testo
board-text-white = Bianco:
board-text-black = Nero:
game-spoken = Mosse pronunciate
game-contrast = Scacchiera ad alto contrasto

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = prende
spoken-check = scacco
spoken-mate = scacco matto
spoken-castle-short = arrocco corto
spoken-castle-long = arrocco lungo
spoken-promotes = promozione a { $piece }
spoken-rank-1 = uno
spoken-rank-2 = due
spoken-rank-3 = tre
spoken-rank-4 = quattro
spoken-rank-5 = cinque
spoken-rank-6 = sei
spoken-rank-7 = sette
spoken-rank-8 = otto

## Game mail and bouncing addresses (settings and account pages)
field-notify = Email delle partite
hint-notify = Le email possono avvisarti di ogni mossa oppure, una volta al giorno, elencare le partite in cui tocca a te. Le risposte alle tue email e le email dell'account arrivano sempre.
notify-move = Un'email per ogni mossa e ogni evento delle mie partite
notify-digest = Un'email al giorno con le partite in cui tocca a me
notify-none = Nessuna email delle partite
field-messages = Messaggi degli avversari
settings-messages-on = Accetta i messaggi dei miei avversari
settings-messages-off = Nessun messaggio (non ne ricevo né ne invio)
hint-messages = I giocatori di una partita possono scriversi accanto alle mosse. Se li disattivi, non ricevi né invii messaggi.
account-bouncing = Non è stato possibile consegnare le email a questo indirizzo ({ $time }).
account-bouncing-reason = Il server di posta del destinatario ha risposto: { $text }
account-bouncing-advice = Controlla che l'indirizzo sia giusto e che la casella accetti posta (non piena, non ci blocca). Poi fatti inviare un nuovo link di conferma: quando arriva, l'avviso scompare.
