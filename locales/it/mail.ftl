# Testi delle email di Kingpost, italiano. Stesse chiavi di locales/en/mail.ftl.

## Oggetti
mail-subject-your-move = tocca a te ({ $move })
mail-subject-your-move-first = tocca a te
mail-subject-their-move = tocca a { $name }
mail-subject-draw-offered = patta offerta
mail-subject-draw-declined = patta rifiutata
mail-subject-message = messaggio da { $name }
mail-subject-over = partita finita: { $result }
mail-subject-digest = { $count ->
    [one] Tocca a te in una partita
   *[other] Tocca a te in { $count } partite
}

## Che cosa è successo
mail-intro-started = La tua partita contro { $name } è iniziata. Giochi con { $color }.
mail-intro-moved = { $name } ha giocato { $move }.
mail-intro-moved-offer = { $name } ha giocato { $move } e offre la patta.
mail-intro-draw-offered = { $name } offre la patta.
mail-intro-draw-declined = { $name } ha rifiutato la tua offerta di patta.
mail-intro-reminder = Promemoria: tocca a te nella partita contro { $name }.
mail-intro-ended-checkmate = { $name } ha vinto per scacco matto.
mail-intro-ended-resignation = { $name } ha abbandonato.
mail-intro-ended-agreement = La partita è patta di comune accordo.
mail-intro-ended-claim = La partita è patta su richiesta: { $text }.
mail-intro-ended-time = { $name } ha esaurito il tempo.
mail-intro-ended-other = La partita è finita: { $text }.

## Risposte alle tue email
mail-confirm-move = La tua mossa { $move } è stata giocata.
mail-confirm-move-offer = La tua mossa { $move } è stata giocata e la tua offerta di patta è stata inviata.
mail-confirm-draw-offered = La tua offerta di patta è stata inviata a { $name }.
mail-confirm-draw-accepted = Hai accettato l'offerta di patta.
mail-confirm-draw-declined = Hai rifiutato l'offerta di patta.
mail-confirm-draw-claimed = La tua richiesta di patta è stata accolta.
mail-confirm-resigned = Hai abbandonato la partita.
mail-confirm-message = Il tuo messaggio è stato inviato a { $name }.
mail-confirm-echo = La tua mossa in ogni notazione: { $text }
mail-error-intro = La tua email non è stata eseguita: { $text }
mail-error-nothing-changed = Nella partita non è cambiato nulla.
mail-error-legal-moves = Le tue mosse possibili: { $text }
mail-error-generic-subject = La tua email a Kingpost
mail-confirm-conditionals = Le tue mosse condizionali sono salvate: { $lines }. Vengono giocate per te solo se le mosse del tuo avversario corrispondono; qualsiasi altra mossa le cancella.
mail-confirm-move-conditionals = La tua mossa { $move } è giocata e le tue mosse condizionali sono salvate: { $lines }.
mail-error-repeated-mismatch = Hai ripetuto l'ultima mossa del tuo avversario come { $written }, ma l'ultima mossa della partita è { $actual }.
mail-error-repeated-none = Hai ripetuto una mossa del tuo avversario ({ $written }), ma in questa partita non è ancora stata giocata nessuna mossa.
mail-error-wrong-sender = Questa email è arrivata da { $from }, ma le mosse delle tue partite sono accettate solo dal tuo indirizzo confermato { $address }. Invia la risposta da quell'indirizzo.
mail-error-unverified = Il tuo indirizzo { $address } non è ancora confermato, quindi le mosse inviate per email non possono essere accettate. Apri il link di conferma che ti abbiamo inviato o chiedine uno nuovo nella pagina del tuo account.
mail-error-no-game = Questa email non è stata inviata all'indirizzo di risposta di una partita, quindi non è chiaro a quale partita si riferisca. Rispondi all'email della partita: il suo indirizzo di risposta indica la partita. Se ricevi il riepilogo giornaliero, rispondi a quello con il numero della partita prima della mossa, per esempio: 12: e4

## La partita
mail-color-white = il Bianco
mail-color-black = il Nero
mail-game-heading = Partita { $id }: { $white } (Bianco) – { $black } (Nero), { $text }
mail-position = La posizione, con { $color } in basso:
mail-board-legend = Maiuscole: Bianco, minuscole: Nero (lettere inglesi): K re, Q donna, R torre, B alfiere, N cavallo, P pedone.
mail-moves = Mosse:
mail-no-moves = Non è ancora stata giocata nessuna mossa.
mail-last-move = Ultima mossa: { $move }
mail-turn-yours = Tocca a te: { $move }
mail-turn-theirs = Tocca a { $name }.
mail-result = Risultato: { $result } ({ $text })
mail-deadline = Scadenza: { $time } { $zone } ({ $count ->
    [0] meno di un giorno
    [one] ancora un giorno
   *[other] ancora { $count } giorni
})
mail-deadline-passed = Scadenza: { $time } { $zone } (superata)
mail-draw-offer-waiting = { $name } offre la patta: rispondi "accept" o "decline" (anche giocare una mossa la rifiuta).

## Come rispondere
mail-button-game = Apri la partita
mail-reply-heading = Come rispondere
mail-reply-move = Rispondi a questa email con la tua mossa in cima, per esempio: { $move }
mail-reply-repeat = Puoi ripetere prima l'ultima mossa dell'avversario, come nel gioco per corrispondenza: { $move }
mail-reply-commands = Altre risposte: "resign" per abbandonare; "draw" per offrire la patta (dopo la tua mossa, la offre con la mossa); "accept" o "decline" per un'offerta di patta; "claim" per chiedere la patta per ripetizione o per la regola delle 50 mosse (con la tua mossa, se è lei a giustificare la richiesta).
mail-reply-quoting = Il testo citato sotto la tua risposta viene ignorato.
mail-link-game = La partita nel browser: { $link }
mail-link-settings = Scegli quali email ricevere: { $link }

## Riepilogo giornaliero
mail-digest-intro = { $count ->
    [one] Tocca a te in una partita.
   *[other] Tocca a te in { $count } partite.
}
mail-digest-game = Partita { $id } contro { $name }
mail-digest-reply = Per muovere, rispondi a: { $email }
mail-digest-footer = Ricevi questa email una volta al giorno perché hai scelto il riepilogo giornaliero.
mail-digest-reply-all = Oppure rispondi a questa stessa email, una riga per partita, con il numero della partita prima della tua mossa, per esempio: { $example }
mail-error-digest-no-game = Questa risposta al tuo riepilogo giornaliero non dice a quale partita si riferisce. Scrivi ogni mossa su una riga a sé con il numero della partita davanti, per esempio: { $example }
mail-error-digest-not-your-game = Non giochi la partita { $id }. Scrivi prima della mossa il numero di una delle tue partite, come le elenca il riepilogo.

## Sfide
mail-subject-challenge = { $name } ti sfida a una partita
mail-challenge-intro = { $name } ti sfida a una partita ({ $terms }).
mail-challenge-reply = Rispondi "accept" a questa email per giocare, oppure "decline" per rifiutare. Puoi anche rispondere sulla pagina:
mail-subject-challenge-declined = { $name } ha rifiutato la tua sfida
mail-challenge-declined = { $name } ha rifiutato la tua sfida ({ $terms }).
mail-confirm-challenge-declined = Hai rifiutato la sfida di { $name }.
mail-error-challenge-command = Questa risposta riguarda una sfida: scrivi "accept" per giocare la partita o "decline" per rifiutare.

## Conditional moves
mail-intro-conditional-played = { $name } ha giocato { $move }, e la tua mossa condizionale { $text } è stata giocata in risposta.
mail-intro-conditionals-cleared = Le tue mosse condizionali sono state cancellate: questa mossa non era tra quelle.
mail-message-from = { $name } scrive:
mail-message-reported-subject = È stato segnalato un messaggio tra { $white } e { $black }
mail-message-reported-body = Ciao { $username }, { $name } ha segnalato un messaggio nella partita { $white } – { $black }. Ora puoi leggere i messaggi di quella partita sulla sua pagina:
