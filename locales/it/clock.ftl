# Orologi degli scacchi per corrispondenza, ferie e mosse condizionali. Le stesse chiavi e variabili di locales/en/clock.ftl.

clock-heading = Orologi
clock-days-left = { $count ->
    [one] { $count } giorno rimanente
   *[other] { $count } giorni rimanenti
}
clock-days-used = { $count ->
    [one] { $count } giorno usato
   *[other] { $count } giorni usati
}
clock-moves-to-control = { $count ->
    [one] { $count } mossa al controllo del tempo
   *[other] { $count } mosse al controllo del tempo
}
clock-deadline = Scadenza: { $time }
clock-zone = il tuo fuso orario, { $name }
clock-overstepped = La scadenza è passata.
clock-on-leave = In ferie: { $text }
clock-leave = Ferie: { $text }
clock-rules = I giorni si contano interi, a mezzanotte nell'ora locale di ciascun giocatore; una mossa giocata lo stesso giorno in cui arriva quella dell'avversario non costa nulla, e i giorni di ferie non contano.
clock-book-leave = Ferie e fuso orario
reflection-heading = Tempo di riflessione
reflection-time = Giorni
reflection-days = { $count ->
    [one] { $count } giorno
   *[other] { $count } giorni
}

conditionals-heading = Mosse condizionali
conditionals-label = Se il tuo avversario gioca …, rispondi …
conditionals-hint = Una riga per variante, mosse in qualsiasi notazione, prima quella del tuo avversario: «13...Cf6 14.e5 14...Cd5 15.c4». Il server gioca subito la tua risposta quando una riga corrisponde; qualsiasi altra mossa cancella le tue mosse condizionali. Il tuo avversario non le vede mai. Anche un riquadro vuoto le cancella.
conditionals-submit = Salva le mosse condizionali
notice-conditionals-saved = Le tue mosse condizionali sono salvate.
notice-conditionals-cleared = Le tue mosse condizionali sono cancellate.
messages-heading = Messaggi
messages-none = Ancora nessun messaggio. Solo tu e il tuo avversario li vedete.
messages-with-move = con { $move }
messages-reported = segnalato
messages-report = Segnala
messages-label = Scrivi al tuo avversario
messages-hint = Testo semplice, al massimo { $count } caratteri. Il tuo avversario lo riceve anche per email.
messages-move-label = Con la mia mossa (facoltativa)
messages-submit = Invia messaggio
messages-refused-event = Il torneo { $name } non consente messaggi tra i giocatori.
messages-refused-you-off = Hai disattivato i messaggi. Riattivali nelle impostazioni per scrivere.
messages-refused-opponent-off = { $name } non riceve messaggi.
messages-refused-empty = Il messaggio è vuoto. Scrivi prima qualcosa.
messages-refused-long = Il testo è troppo lungo ({ $count } caratteri). Accorcialo.
notes-heading = Le mie note private
notes-label = Solo tu vedi queste note, anche dopo la partita.
notes-submit = Salva le note
notes-download-pgn = Scarica il PGN con le mie note
notice-message-sent = Il tuo messaggio è stato inviato.
notice-message-reported = Il messaggio è stato segnalato. L’organizzatore o un amministratore ora può leggere i messaggi di questa partita.
notice-report-dealt = La segnalazione è contrassegnata come gestita.
reports-title = Messaggi segnalati
reports-intro = Messaggi che i giocatori hanno segnalato e che nessuno ha ancora gestito. Apri la partita per leggerne i messaggi; contrassegna la segnalazione come gestita quando te ne sei occupato.
reports-none = Nessuna segnalazione aperta.
reports-col-game = Partita
reports-col-author = Scritto da
reports-col-by = Segnalato da
reports-col-when = Segnalato il
reports-col-event = Torneo
reports-game-link = { $white } – { $black }: leggi i messaggi
reports-dealt = Segna come gestita
notice-note-saved = Le tue note sono salvate.

leave-title = Ferie e fuso orario
leave-intro = Mentre sei in ferie i tuoi orologi restano fermi in tutte le tue partite, e i tuoi avversari vedono le tue ferie. Prenotale in anticipo; durante le ferie non puoi muovere, a meno che tu non le termini prima.
leave-zone-heading = Fuso orario
leave-zone-label = Il tuo fuso orario
leave-zone-hint = I tuoi giorni iniziano a mezzanotte in questo fuso orario: le scadenze vengono calcolate e mostrate in base a esso.
leave-zone-submit = Salva il fuso orario
notice-time-zone-saved = Il tuo fuso orario è salvato; le tue scadenze lo seguono.
leave-periods-heading = Le tue ferie
leave-allowance = { $count ->
    [one] Puoi prenotare { $count } giorno di ferie per anno solare.
   *[other] Puoi prenotare { $count } giorni di ferie per anno solare.
}
leave-left = { $count ->
    [one] Quest'anno ti resta { $count } giorno.
   *[other] Quest'anno ti restano { $count } giorni.
}
leave-none = Non hai prenotato ferie.
leave-kind-regular = prenotate da te
leave-kind-special = concesse da un organizzatore
leave-status-past = passate
leave-status-current = in corso
leave-status-future = previste
leave-first = Primo giorno
leave-last = Ultimo giorno
leave-change-submit = Sposta
leave-cancel = Annulla
leave-end-early = Termina prima
leave-book-heading = Prenota le ferie
leave-book-hint = Date nel tuo fuso orario, entrambi i giorni compresi; il primo giorno deve essere dopo oggi ({ $time }).
leave-book-submit = Prenota le ferie
leave-bad-date = «{ $text }» non è una data; scegline una nel calendario o scrivila come AAAA-MM-GG.
notice-leave-booked = Le tue ferie sono prenotate.
notice-leave-changed = Le tue ferie sono spostate.
notice-leave-cancelled = Le tue ferie sono annullate.
notice-leave-ended = Le tue ferie sono terminate; oggi puoi di nuovo muovere.

error-invalid-leave = Il congedo non è corretto
error-leave-not-changeable = Questo congedo non può più essere modificato
error-on-leave = Sei in congedo
error-time-ran-out = Il tuo tempo è scaduto
error-unknown-time-zone = Fuso orario sconosciuto
error-invalid-conditionals = Le mosse condizionali non sono corrette
error-your-move = Tocca a te muovere
error-messages-off = Qui i messaggi non sono possibili
error-invalid-message = Il messaggio non può essere inviato
error-own-message = È un tuo messaggio
