# Fernschach-Uhren, Urlaub und bedingte Züge. Dieselben Schlüssel und Variablen wie locales/en/clock.ftl.

clock-heading = Uhren
clock-days-left = { $count ->
    [one] Noch { $count } Tag
   *[other] Noch { $count } Tage
}
clock-days-used = { $count ->
    [one] { $count } Tag verbraucht
   *[other] { $count } Tage verbraucht
}
clock-moves-to-control = { $count ->
    [one] { $count } Zug bis zur Zeitkontrolle
   *[other] { $count } Züge bis zur Zeitkontrolle
}
clock-deadline = Frist: { $time }
clock-zone = Ihre Zeitzone, { $name }
clock-overstepped = Die Frist ist abgelaufen.
clock-on-leave = Im Urlaub: { $text }
clock-leave = Urlaub: { $text }
clock-rules = Gezählt wird in ganzen Tagen, jeweils um Mitternacht Ortszeit des Spielers; ein Zug noch an dem Tag, an dem der gegnerische Zug eintrifft, kostet nichts, und Urlaubstage zählen nicht.
clock-book-leave = Urlaub und Zeitzone
reflection-heading = Bedenkzeit
reflection-time = Tage
reflection-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}

conditionals-heading = Bedingte Züge
conditionals-label = Wenn Ihr Gegner … spielt, antworten Sie …
conditionals-hint = Eine Zeile je Abspiel, Züge in beliebiger Notation, der Zug Ihres Gegners zuerst: „13...Sf6 14.e5 14...Sd5 15.c4“. Passt eine Zeile, spielt der Server Ihre Antwort sofort; jeder andere Zug löscht Ihre bedingten Züge. Ihr Gegner sieht sie nie. Ein leeres Feld löscht sie ebenfalls.
conditionals-submit = Bedingte Züge speichern
notice-conditionals-saved = Ihre bedingten Züge sind gespeichert.
notice-conditionals-cleared = Ihre bedingten Züge sind gelöscht.
messages-heading = Nachrichten
messages-none = Noch keine Nachrichten. Nur Sie und Ihr Gegner sehen sie.
messages-with-move = mit { $move }
messages-reported = gemeldet
messages-report = Melden
messages-label = An Ihren Gegner schreiben
messages-hint = Reiner Text, höchstens { $count } Zeichen. Ihr Gegner erhält ihn auch per Mail.
messages-move-label = Mit meinem Zug (freiwillig)
messages-submit = Nachricht senden
messages-refused-event = Das Turnier { $name } erlaubt keine Nachrichten zwischen den Spielern.
messages-refused-you-off = Sie haben Nachrichten ausgeschaltet. Schalten Sie sie in Ihren Einstellungen ein, um zu schreiben.
messages-refused-opponent-off = { $name } empfängt keine Nachrichten.
messages-refused-empty = Die Nachricht ist leer. Schreiben Sie zuerst etwas.
messages-refused-long = Der Text ist zu lang ({ $count } Zeichen). Bitte kürzen Sie ihn.
notes-heading = Meine privaten Notizen
notes-label = Nur Sie sehen diese Notizen, auch nach der Partie.
notes-submit = Notizen speichern
notes-download-pgn = PGN mit meinen Notizen herunterladen
notice-message-sent = Ihre Nachricht ist gesendet.
notice-message-reported = Die Nachricht ist gemeldet. Der Turnierleiter oder ein Administrator kann nun die Nachrichten dieser Partie lesen.
notice-report-dealt = Die Meldung ist als erledigt markiert.
reports-title = Gemeldete Nachrichten
reports-intro = Nachrichten, die Spieler gemeldet haben und die noch niemand erledigt hat. Öffnen Sie die Partie, um ihre Nachrichten zu lesen; markieren Sie die Meldung als erledigt, sobald Sie sich darum gekümmert haben.
reports-none = Keine offenen Meldungen.
reports-col-game = Partie
reports-col-author = Geschrieben von
reports-col-by = Gemeldet von
reports-col-when = Gemeldet am
reports-col-event = Turnier
reports-game-link = { $white } – { $black }: Nachrichten lesen
reports-dealt = Als erledigt markieren
notice-note-saved = Ihre Notizen sind gespeichert.

leave-title = Urlaub und Zeitzone
leave-intro = Während Ihres Urlaubs stehen Ihre Uhren in allen Ihren Partien still, und Ihre Gegner sehen Ihren Urlaub. Melden Sie ihn im Voraus an; im Urlaub können Sie nicht ziehen, es sei denn, Sie beenden ihn vorzeitig.
leave-zone-heading = Zeitzone
leave-zone-label = Ihre Zeitzone
leave-zone-hint = Ihre Tage beginnen um Mitternacht in dieser Zeitzone: Fristen werden in ihr berechnet und angezeigt.
leave-zone-submit = Zeitzone speichern
notice-time-zone-saved = Ihre Zeitzone ist gespeichert; Ihre Fristen richten sich nach ihr.
leave-periods-heading = Ihr Urlaub
leave-allowance = { $count ->
    [one] Sie können { $count } Urlaubstag je Kalenderjahr anmelden.
   *[other] Sie können { $count } Urlaubstage je Kalenderjahr anmelden.
}
leave-left = { $count ->
    [one] In diesem Jahr bleibt noch { $count } Tag.
   *[other] In diesem Jahr bleiben noch { $count } Tage.
}
leave-none = Sie haben keinen Urlaub angemeldet.
leave-kind-regular = von Ihnen angemeldet
leave-kind-special = von der Turnierleitung gewährt
leave-status-past = vorbei
leave-status-current = jetzt
leave-status-future = bevorstehend
leave-first = Erster Tag
leave-last = Letzter Tag
leave-change-submit = Verschieben
leave-cancel = Absagen
leave-end-early = Vorzeitig beenden
leave-book-heading = Urlaub anmelden
leave-book-hint = Daten in Ihrer Zeitzone, beide Tage eingeschlossen; der erste Tag muss nach heute ({ $time }) liegen.
leave-book-submit = Urlaub anmelden
leave-bad-date = „{ $text }“ ist kein Datum; wählen Sie eines im Kalender oder schreiben Sie es als JJJJ-MM-TT.
notice-leave-booked = Ihr Urlaub ist angemeldet.
notice-leave-changed = Ihr Urlaub ist verschoben.
notice-leave-cancelled = Ihr Urlaub ist abgesagt.
notice-leave-ended = Ihr Urlaub ist beendet; Sie können heute wieder ziehen.

error-invalid-leave = Der Urlaub stimmt nicht
error-leave-not-changeable = Dieser Urlaub kann nicht mehr geändert werden
error-on-leave = Sie sind im Urlaub
error-time-ran-out = Ihre Bedenkzeit ist abgelaufen
error-unknown-time-zone = Unbekannte Zeitzone
error-invalid-conditionals = Die bedingten Züge stimmen nicht
error-your-move = Sie sind am Zug
error-messages-off = Nachrichten sind hier nicht möglich
error-invalid-message = Die Nachricht kann nicht gesendet werden
error-own-message = Das ist Ihre eigene Nachricht
