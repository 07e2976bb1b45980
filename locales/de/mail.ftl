# Kingposts E-Mail-Texte, Deutsch. Schlüssel wie in locales/en/mail.ftl.

## Betreffzeilen
mail-subject-your-move = Sie sind am Zug ({ $move })
mail-subject-your-move-first = Sie sind am Zug
mail-subject-their-move = { $name } ist am Zug
mail-subject-draw-offered = Remis angeboten
mail-subject-draw-declined = Remis abgelehnt
mail-subject-message = Nachricht von { $name }
mail-subject-over = Partie beendet: { $result }
mail-subject-digest = { $count ->
    [one] Sie sind in einer Partie am Zug
   *[other] Sie sind in { $count } Partien am Zug
}

## Was geschah
mail-intro-started = Ihre Partie gegen { $name } hat begonnen. Sie spielen { $color }.
mail-intro-moved = { $name } hat { $move } gespielt.
mail-intro-moved-offer = { $name } hat { $move } gespielt und bietet Remis an.
mail-intro-draw-offered = { $name } bietet Remis an.
mail-intro-draw-declined = { $name } hat Ihr Remisangebot abgelehnt.
mail-intro-reminder = Zur Erinnerung: Sie sind in Ihrer Partie gegen { $name } am Zug.
mail-intro-ended-checkmate = { $name } hat durch Matt gewonnen.
mail-intro-ended-resignation = { $name } hat aufgegeben.
mail-intro-ended-agreement = Die Partie endet remis durch Einigung.
mail-intro-ended-claim = Die Partie endet remis auf Antrag: { $text }.
mail-intro-ended-time = { $name } hat die Bedenkzeit überschritten.
mail-intro-ended-other = Die Partie ist beendet: { $text }.

## Antworten auf eigene Mails
mail-confirm-move = Ihr Zug { $move } ist gespielt.
mail-confirm-move-offer = Ihr Zug { $move } ist gespielt, und Ihr Remisangebot ist übermittelt.
mail-confirm-draw-offered = Ihr Remisangebot ging an { $name }.
mail-confirm-draw-accepted = Sie haben das Remisangebot angenommen.
mail-confirm-draw-declined = Sie haben das Remisangebot abgelehnt.
mail-confirm-draw-claimed = Ihrem Remisantrag wurde stattgegeben.
mail-confirm-resigned = Sie haben die Partie aufgegeben.
mail-confirm-message = Ihre Nachricht wurde an { $name } gesendet.
mail-confirm-echo = Ihr Zug in allen Notationen: { $text }
mail-error-intro = Ihre Mail konnte nicht ausgeführt werden: { $text }
mail-error-nothing-changed = An der Partie wurde nichts geändert.
mail-error-legal-moves = Ihre möglichen Züge: { $text }
mail-error-generic-subject = Ihre Mail an Kingpost
mail-confirm-conditionals = Ihre bedingten Züge sind gespeichert: { $lines }. Sie werden nur gespielt, wenn die Züge Ihres Gegners passen; jeder andere Zug löscht sie.
mail-confirm-move-conditionals = Ihr Zug { $move } ist gespielt, und Ihre bedingten Züge sind gespeichert: { $lines }.
mail-error-repeated-mismatch = Sie haben den letzten Zug Ihres Gegners als { $written } wiederholt, aber der letzte Zug der Partie ist { $actual }.
mail-error-repeated-none = Sie haben einen Zug Ihres Gegners wiederholt ({ $written }), aber in dieser Partie wurde noch kein Zug gespielt.
mail-error-wrong-sender = Diese Mail kam von { $from }, aber Züge für Ihre Partien werden nur von Ihrer bestätigten Adresse { $address } angenommen. Senden Sie Ihre Antwort von dieser Adresse.
mail-error-unverified = Ihre Adresse { $address } ist noch nicht bestätigt, daher können per Mail gesendete Züge nicht angenommen werden. Öffnen Sie den Bestätigungslink, den wir Ihnen geschickt haben, oder fordern Sie auf Ihrer Kontoseite einen neuen an.
mail-error-no-game = Diese Mail ging nicht an die Antwortadresse einer Partie, daher ist unklar, für welche Partie sie ist. Antworten Sie auf die Mail zur Partie: deren Antwortadresse nennt die Partie. Wenn Sie die tägliche Übersicht bekommen, antworten Sie darauf mit der Nummer der Partie vor Ihrem Zug, zum Beispiel: 12: e4

## Die Partie
mail-color-white = Weiß
mail-color-black = Schwarz
mail-game-heading = Partie { $id }: { $white } (Weiß) – { $black } (Schwarz), { $text }
mail-position = Die Stellung, { $color } unten:
mail-board-legend = Großbuchstaben sind Weiß, Kleinbuchstaben Schwarz (englische Buchstaben): K König, Q Dame, R Turm, B Läufer, N Springer, P Bauer.
mail-moves = Züge:
mail-no-moves = Es wurde noch kein Zug gespielt.
mail-last-move = Letzter Zug: { $move }
mail-turn-yours = Sie sind am Zug: { $move }
mail-turn-theirs = { $name } ist am Zug.
mail-result = Ergebnis: { $result } ({ $text })
mail-deadline = Frist: { $time } { $zone } ({ $count ->
    [0] weniger als ein Tag übrig
    [one] noch ein Tag
   *[other] noch { $count } Tage
})
mail-deadline-passed = Frist: { $time } { $zone } (abgelaufen)
mail-draw-offer-waiting = { $name } bietet Remis an: Antworten Sie "accept" oder "decline" (auch ein Zug lehnt es ab).

## So antworten Sie
mail-button-game = Partie öffnen
mail-reply-heading = So antworten Sie
mail-reply-move = Antworten Sie auf diese Mail mit Ihrem Zug ganz oben, zum Beispiel: { $move }
mail-reply-repeat = Sie können wie im Fernschach zuerst den letzten Zug des Gegners wiederholen: { $move }
mail-reply-commands = Weitere Antworten: "resign" (aufgeben); "draw" bietet Remis an (nach Ihrem Zug zusammen mit dem Zug); "accept" oder "decline" für ein Remisangebot; "claim" beantragt Remis wegen Stellungswiederholung oder der 50-Züge-Regel (mit Ihrem Zug, wenn erst er den Antrag begründet).
mail-reply-quoting = Zitierter Text unter Ihrer Antwort wird nicht beachtet.
mail-link-game = Die Partie im Browser: { $link }
mail-link-settings = Wählen Sie, welche Mails Sie bekommen: { $link }

## Tägliche Übersicht
mail-digest-intro = { $count ->
    [one] Sie sind in einer Partie am Zug.
   *[other] Sie sind in { $count } Partien am Zug.
}
mail-digest-game = Partie { $id } gegen { $name }
mail-digest-reply = Zum Ziehen antworten Sie an: { $email }
mail-digest-footer = Sie bekommen diese Mail einmal am Tag, weil Sie die tägliche Übersicht gewählt haben.
mail-digest-reply-all = Oder antworten Sie auf diese Mail selbst, eine Zeile je Partie, mit der Nummer der Partie vor Ihrem Zug, zum Beispiel: { $example }
mail-error-digest-no-game = Diese Antwort auf Ihre tägliche Übersicht sagt nicht, für welche Partie sie ist. Schreiben Sie jeden Zug in eine eigene Zeile mit der Nummer der Partie davor, zum Beispiel: { $example }
mail-error-digest-not-your-game = Sie spielen nicht in Partie { $id }. Schreiben Sie die Nummer einer Ihrer Partien vor den Zug, wie die Übersicht sie aufführt.

## Herausforderungen
mail-subject-challenge = { $name } fordert Sie zu einer Partie heraus
mail-challenge-intro = { $name } fordert Sie zu einer Partie heraus ({ $terms }).
mail-challenge-reply = Antworten Sie auf diese Mail mit "accept", um zu spielen, oder mit "decline", um abzulehnen. Sie können auch auf der Seite antworten:
mail-subject-challenge-declined = { $name } hat Ihre Herausforderung abgelehnt
mail-challenge-declined = { $name } hat Ihre Herausforderung abgelehnt ({ $terms }).
mail-confirm-challenge-declined = Sie haben die Herausforderung von { $name } abgelehnt.
mail-error-challenge-command = Diese Antwort gilt einer Herausforderung: Schreiben Sie "accept", um die Partie zu spielen, oder "decline", um abzulehnen.

## Conditional moves
mail-intro-conditional-played = { $name } hat { $move } gespielt, und Ihr bedingter Zug { $text } wurde als Antwort gespielt.
mail-intro-conditionals-cleared = Ihre bedingten Züge wurden gelöscht: Dieser Zug war nicht darunter.
mail-message-from = { $name } schreibt:
mail-message-reported-subject = Eine Nachricht zwischen { $white } und { $black } wurde gemeldet
mail-message-reported-body = Hallo { $username }, { $name } hat eine Nachricht in der Partie { $white } – { $black } gemeldet. Sie können die Nachrichten dieser Partie nun auf ihrer Seite lesen:
