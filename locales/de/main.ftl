# Kingpost-Oberfläche, Deutsch. Gleiche Schlüssel und Platzhalter wie locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — Fernschach per E-Mail oder im Browser.

## Navigation
nav-skip = Zum Inhalt springen
nav-label = Hauptmenü
nav-games = Meine Partien
nav-challenges = Herausforderungen
nav-settings = Einstellungen
nav-account = Ihr Konto
nav-login = Anmelden
nav-logout = Abmelden
nav-register = Registrieren
nav-language = Sprache
nav-language-submit = Wechseln

## Errors
error-home = Zurück zur Startseite
error-heading = Das hat nicht geklappt
error-csrf-heading = Dieses Formular ist abgelaufen
error-csrf = Das Formular wurde ohne sein Sicherheitsmerkmal gesendet oder mit einem alten (zum Beispiel von einer Seite, die vor dem An- oder Abmelden geöffnet wurde, oder von einer anderen Website). Es wurde nichts geändert. Gehen Sie zurück, laden Sie die Seite neu und senden Sie das Formular erneut.
error-form-heading = Das Formular konnte nicht gelesen werden
error-too-large-heading = Das Formular ist zu groß
error-too-large = Das Formular enthält mehr, als der Server annimmt (64 KB). Es wurde nichts geändert. Gehen Sie zurück, kürzen Sie Ihren Text und senden Sie das Formular erneut.
error-not-found = Seite nicht gefunden
error-not-found-detail = Unter dieser Adresse gibt es nichts. Prüfen Sie den Link oder beginnen Sie noch einmal auf der Startseite.
error-challenge-closed = Die Herausforderung ist geschlossen
error-not-your-challenge = Nicht Ihre Herausforderung
error-unknown-opponent = Unbekannter Spieler
error-invalid-challenge = Die Bedingungen der Herausforderung stimmen nicht
error-invalid-position = Aus dieser Stellung kann keine Partie beginnen
error-stale-ply = Die Partie ist inzwischen weitergegangen
error-not-a-player = Sie spielen in dieser Partie nicht mit
error-game-over = Die Partie ist beendet
error-not-your-turn = Sie sind nicht am Zug
error-no-draw-offer = Es gibt kein Remisangebot zu beantworten
error-claim-refused = Die Remisreklamation wurde abgelehnt
error-illegal-move = Dieser Zug ist nicht möglich
error-ambiguous-move = Dieser Zug ist mehrdeutig
error-wrong-move-number = Falsche Zugnummer
error-unreadable-move = Der Zug konnte nicht gelesen werden
move-foreign-letter = { $letter } ist { $in_language } kein Figurenbuchstabe; { $in_other } bedeutet { $text } { $meaning } — spielen Sie den Zug, indem Sie mit { $meaning } antworten, oder stellen Sie Ihre Sprache um.
move-foreign-reading = { $text } ist { $in_language } kein Zug; { $in_other } bedeutet es { $meaning } — spielen Sie den Zug, indem Sie mit { $meaning } antworten, oder stellen Sie Ihre Sprache um.
move-piece-or-pawn = { $text } ist mehrdeutig: Es kann ein Figurenzug sein, { $piece }, oder ein Bauernzug, { $pawn }. Antworten Sie mit dem Zug, den Sie meinen, oder mit seiner ICCF-Nummer, die kein Telefon verändern kann: { $piece_iccf } oder { $pawn_iccf }.
move-language-in-en = auf Englisch
move-language-in-de = auf Deutsch
move-language-in-fr = auf Französisch
move-language-in-es = auf Spanisch
move-language-in-it = auf Italienisch
move-language-in-pt = auf Portugiesisch
move-language-in-nl = auf Niederländisch
move-language-in-sv = auf Schwedisch
move-language-in-da = auf Dänisch
move-language-in-no = auf Norwegisch
move-language-in-cs = auf Tschechisch
move-language-in-pl = auf Polnisch
move-language-in-hu = auf Ungarisch
move-language-in-ro = auf Rumänisch
move-language-in-ru = auf Russisch
error-internal-error = Auf dem Server ist etwas schiefgegangen
error-storage-unavailable = Der Server kann gerade nichts speichern
error-storage-unavailable-detail = Der Speicher des Servers ist im Moment voll oder nicht erreichbar, deshalb wurde Ihre Eingabe nicht gespeichert. Bitte versuchen Sie es in einigen Minuten noch einmal.
error-invalid-account = Bitte prüfen Sie Ihre Angaben
error-username-taken = Dieser Benutzername ist vergeben
error-reserved-username = Dieser Benutzername ist reserviert
error-own-game = Über Ihre eigene Partie dürfen Sie nicht entscheiden
error-wrong-credentials = Falscher Benutzername oder falsches Passwort
error-wrong-password = Falsches Passwort
error-invalid-link = Der Link funktioniert nicht mehr
error-already-confirmed = Die Adresse ist bereits bestätigt
error-too-many-requests = Zu viele Anfragen; bitte warten Sie einen Moment
error-unknown-preference = Unbekannte Einstellung

## Form fields and hints
field-username = Benutzername
field-email = E-Mail-Adresse
field-password = Passwort
field-new-password = Neues Passwort
field-current-password = Aktuelles Passwort
field-username-or-email = Benutzername oder E-Mail-Adresse
field-token-label = Name für das Token
field-language = Sprache
field-notation = Notation der Züge
field-opponent = Gegner
field-color = Ihre Farbe
field-variant = Variante
field-chess960 = Chess960-Stellung
field-opening = Eröffnungszüge
field-fen = Ausgangsstellung (FEN)
field-time-control = Bedenkzeit
hint-username = 3 bis 24 Buchstaben, Ziffern, „_“ oder „-“, beginnend mit einem Buchstaben oder einer Ziffer.
hint-password = Mindestens 8 Zeichen; ein paar Wörter ergeben ein gutes Passwort.
hint-language = Die Sprache der Seiten und der Figurenbuchstaben in Zügen (deutsche Spieler schreiben Sf3 statt Nf3).
hint-opponent = Ein Benutzername, oder leer lassen für eine offene Herausforderung, die jeder annehmen kann.
hint-chess960 = Eine Zahl von 0 bis 959, oder leer für eine zufällige Stellung.
hint-opening = Optional, für eine Thematurnier-Partie: Züge ab der Grundstellung, etwa 1.e4 c5 2.Sf3.
hint-fen = Optional, für eine Thematurnier-Partie: eine Stellung in FEN. Entweder Eröffnungszüge oder eine FEN angeben.
hint-time-control = 10/50 (10 Züge in 50 Tagen), 30+3 (30 Tage plus 3 je Zug) oder 3d (3 Tage je Zug).
time-control-days-per-move = { $days } T. pro Zug

## Signing up and in
register-title = Registrieren
register-submit = Mein Konto anlegen
register-have-account = Sie haben schon ein Konto?
login-title = Anmelden
login-submit = Anmelden
login-forgot = Passwort vergessen?
login-no-account = Neu hier?
login-wrong = Falscher Benutzername oder falsches Passwort.
login-throttled = Zu viele fehlgeschlagene Anmeldungen. Bitte warten Sie zu Ihrer Sicherheit { $minutes ->
    [one] eine Minute
   *[other] { $minutes } Minuten
  } und versuchen Sie es dann erneut (ab { $time } UTC).
forgot-title = Passwort vergessen
forgot-intro = Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse an, und wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.
forgot-submit = Link zusenden
forgot-sent-heading = Sehen Sie in Ihr Postfach
forgot-sent = Falls ein Konto passt, haben wir einen Link an seine E-Mail-Adresse gesendet. Der Link gilt zwei Stunden.
reset-title = Neues Passwort wählen
reset-submit = Neues Passwort speichern
reset-ask-again = Einen neuen Link anfordern
link-invalid-heading = Dieser Link funktioniert nicht mehr
link-invalid = Der Link wurde schon benutzt oder ist abgelaufen. Bitte fordern Sie einen neuen an.
unsubscribe-heading = Keine Partie-Mails mehr
unsubscribe-confirm = Drücken Sie den Knopf, um keine Mails über Ihre Partien mehr zu bekommen. Antworten auf Ihre eigenen Mails und Mails zu Ihrem Konto kommen weiterhin.
unsubscribe-button = Partie-Mails abbestellen
unsubscribe-done-heading = Partie-Mails sind aus
unsubscribe-done = Sie bekommen keine Mails über Ihre Partien mehr. In den Einstellungen können Sie sie wieder einschalten.
unsubscribe-settings = Einstellungen öffnen
unsubscribe-invalid = Dieser Abmeldelink ist ungültig. Welche Mails Sie bekommen, stellen Sie in den Einstellungen ein.

## Notices
notice-registered = Willkommen bei Kingpost! Wir haben einen Link an { $email } gesendet, um Ihre Adresse zu bestätigen.
notice-verified = Danke, Ihre E-Mail-Adresse ist bestätigt.
notice-verify-sent = Wir haben einen neuen Bestätigungslink an { $email } gesendet.
notice-verify-wait = Vor Kurzem wurde bereits ein Bestätigungslink gesendet. Bitte sehen Sie in Ihrem Postfach nach oder fragen Sie in { $minutes } Minuten erneut.
notice-password-reset = Ihr neues Passwort ist gespeichert und Sie sind angemeldet.
notice-password-changed = Ihr Passwort ist geändert. Andere Geräte wurden abgemeldet und Ihre API-Tokens widerrufen.
notice-signed-out-everywhere = Sie sind auf allen Geräten abgemeldet und Ihre API-Tokens sind widerrufen.
notice-token-revoked = Das Token wurde widerrufen.
notice-settings-saved = Ihre Einstellungen sind gespeichert.
notice-challenge-created = Ihre Herausforderung ist erstellt.
notice-challenge-closed = Die Herausforderung ist geschlossen.
notice-resigned = Sie haben die Partie aufgegeben.

## Emails
mail-verify-subject = Bestätigen Sie Ihre E-Mail-Adresse für Kingpost
mail-verify-body =
    Hallo { $username },

    bitte bestätigen Sie Ihre E-Mail-Adresse für Kingpost, indem Sie diesen Link öffnen:

    { $link }

    Der Link gilt sieben Tage. Wenn Sie sich nicht registriert haben, beachten Sie diese Nachricht nicht.
mail-reset-subject = Neues Kingpost-Passwort wählen
mail-reset-body =
    Hallo { $username },

    jemand (hoffentlich Sie) möchte Ihr Kingpost-Passwort zurücksetzen. Um ein neues zu wählen, öffnen Sie:

    { $link }

    Der Link gilt zwei Stunden. Wenn Sie das nicht angefordert haben, beachten Sie diese Nachricht nicht; Ihr Passwort bleibt, wie es ist.

## Account and settings
account-title = Ihr Konto
account-email = E-Mail-Adresse
account-verified = bestätigt
account-unverified = noch nicht bestätigt
account-resend = Neuen Bestätigungslink senden
account-password = Passwort ändern
account-password-submit = Passwort ändern
account-sessions = Angemeldete Geräte
account-sessions-intro = Ein Gerät verloren oder Sorge, dass jemand Ihr Passwort kennt? Melden Sie sich überall auf einmal ab: Jeder Browser, in dem Sie angemeldet sind, auch dieser, muss sich neu anmelden, und Ihre API-Tokens funktionieren nicht mehr.
account-sign-out-everywhere = Überall abmelden
tokens-title = Persönliche API-Tokens
tokens-intro = Mit einem Token kann ein Programm (ein Bot, eine App) über die API für Sie spielen. Halten Sie Tokens geheim.
tokens-new = Ihr neues Token. Kopieren Sie es jetzt: Es wird nur dieses eine Mal angezeigt.
tokens-label-example = z. B. mein Telefon
tokens-create = Token erstellen
tokens-none = Sie haben keine Tokens.
tokens-revoke = Widerrufen
settings-title = Einstellungen
settings-submit = Einstellungen speichern
notation-san = Algebraisch (Sf3), mit den Figurenbuchstaben Ihrer Sprache
notation-figurine = Algebraisch mit Figurinen (♘f3)
notation-iccf = ICCF-Ziffernnotation (7163)
notation-lan = Lang algebraisch (Sg1-f3)
notation-uci = UCI (g1f3)
notation-auto = Die übliche für meine Sprache (derzeit: { $example })
notation-figurine-iccf = Algebraisch mit Figurinen, ICCF-Ziffern daneben (♘f3 7163)
hint-notation = So zeigt die Zugliste die Züge. Die übliche Notation folgt Ihrer Sprache: deren eigene Figurenbuchstaben, wo es welche gibt, sonst Figurinen mit ICCF-Ziffern daneben.
settings-letters-only = Nur Figurenbuchstaben (Seiten auf Englisch)
language-autonym = Deutsch
language-en = English (Englisch)
language-de = Deutsch
language-fr = Français (Französisch)
language-es = Español (Spanisch)
language-it = Italiano (Italienisch)
language-pt = Português (Portugiesisch)
language-nl = Nederlands (Niederländisch)
language-sv = Svenska (Schwedisch)
language-da = Dansk (Dänisch)
language-no = Norsk (Norwegisch)
language-cs = Čeština (Tschechisch)
language-pl = Polski (Polnisch)
language-hu = Magyar (Ungarisch)
language-ro = Română (Rumänisch)
language-ru = Русский (Russisch)
language-sq = Shqip (Albanisch)
language-ga = Gaeilge (Irisch)
language-yi = ייִדיש (Jiddisch)
language-am = አማርኛ (Amharisch)

## Start page
home-title = Fernschach, wie Sie es mögen
home-lead = Kingpost ist ein Server für Fernschach: Partien, die Wochen oder Monate dauern, mit Tagen für jeden Zug.
home-point-time = Lassen Sie sich Zeit: 10 Züge in 50 Tagen, Tage je Zug oder ein Zeitkonto mit Zuschlag je Zug.
home-point-notation = Schreiben Sie Züge so, wie Sie es gelernt haben: Sf3, Nf3, Cf3, ♘f3, ICCF 7163, oder klicken Sie einfach aufs Brett.
home-point-rules = Jeder Zug wird nach den Schachregeln geprüft, auch bei Chess960 und thematischen Eröffnungen.
home-point-own = Spielen Sie im Browser oder lassen Sie Ihre eigenen Programme über die API spielen.

## Challenges
challenge-new-title = Neue Herausforderung
challenge-submit = Herausforderung senden
challenge-bad-number = „{ $text }“ ist keine Chess960-Stellungsnummer; geben Sie eine Zahl von 0 bis 959 an oder lassen Sie das Feld leer.
challenge-error-no-player = Bitte die Schreibweise prüfen: Es gibt keinen Spieler namens „{ $text }“.
challenge-error-self = Sie können sich nicht selbst herausfordern; wählen Sie einen anderen Spieler oder das Programm.
challenge-error-time-control = „{ $text }“ ist keine Bedenkzeit; schreiben Sie zum Beispiel 10/50, 30+3 oder 3d.
challenge-error-fen = Mit dieser FEN kann keine Partie beginnen; prüfen Sie sie oder lassen Sie das Feld leer.
challenge-error-thematic = Geben Sie entweder eine Eröffnung oder eine FEN an, und nur bei normalem Schach.
challenge-error-number = Eine Stellungsnummer gibt es nur bei Chess960; wählen Sie Chess960 oder lassen Sie sie leer.
challenge-error-opening = Der Eröffnungszug „{ $text }“ ist dort nicht erlaubt; prüfen Sie die Züge.
challenge-error-engine-level = Wählen Sie eine Programmstufe von 1 bis 10.
challenge-error-rated-thematic = Eine Partie aus einer gewählten Eröffnung oder Stellung kann nicht gewertet werden; wählen Sie „Ungewertet“ oder leeren Sie Eröffnung und FEN.
challenge-error-rated-engine = Partien gegen das Programm können nicht gewertet werden; wählen Sie „Ungewertet“.
challenge-thematic-toggle = Mit einer Eröffnung oder Stellung (FEN) beginnen
color-choice = { $color ->
    [white] Weiß
    [black] Schwarz
   *[random] Zufällig bestimmt
  }
color-white = Weiß
color-black = Schwarz
variant-standard = Normales Schach
variant-chess960 = Chess960
game-rated = Gewertet
game-unrated = Ungewertet
field-rated = Wertung
hint-rated = Eine gewertete Partie verändert an ihrem Ende die Wertungszahlen beider Spieler.
challenges-title = Herausforderungen
challenges-incoming = Herausforderungen an Sie
challenges-open = Offene Herausforderungen
challenges-mine = Ihre Herausforderungen
challenges-none = Derzeit keine.
challenge-from = Von { $name }
challenge-to = An { $name }
challenge-to-anyone = Offen für alle
challenge-you-play = { $color ->
    [white] Sie spielen Weiß
    [black] Sie spielen Schwarz
   *[random] Farben zufällig
  }
challenge-thematic = thematischer Beginn
challenge-accept = Annehmen
challenge-decline = Ablehnen
challenge-withdraw = Zurückziehen

## Dashboard
dashboard-title = Meine Partien
dashboard-filter = Nur Partien gegen
dashboard-filter-submit = Filtern
dashboard-show-all = Alle zeigen
dashboard-challenges-received = Herausforderungen an Sie: { $count }
dashboard-next = Nächste Partie, in der Sie am Zug sind
dashboard-round = Runde { $round }
dashboard-last-move = Letzter Zug:
dashboard-no-move = Noch kein Zug
dashboard-their-time = { $name } ist am Zug:
dashboard-left-hours = { $count ->
    [one] noch 1 Stunde
   *[other] noch { $count } Stunden
  }
dashboard-left-minutes = { $count ->
    [one] noch 1 Minute
   *[other] noch { $count } Minuten
  }
dashboard-you-on-leave = Sie sind im Urlaub
dashboard-on-leave = { $name } ist im Urlaub
dashboard-result-win = Gewonnen
dashboard-result-loss = Verloren
dashboard-result-draw = Remis
dashboard-result-none = Nicht beendet
section-my-turn = Sie sind am Zug
section-my-turn-empty = Keine Partie wartet auf Ihren Zug.
section-waiting = Warten auf den Gegner
section-waiting-empty = Keine Partie wartet auf einen Gegner.
section-finished = Beendete Partien
section-finished-empty = Noch keine beendeten Partien.
game-vs-as-white = gegen { $name } (Sie spielen Weiß)
game-vs-as-black = gegen { $name } (Sie spielen Schwarz)
game-moves = { $count ->
    [one] ein Zug
   *[other] { $count } Züge
  }
pager-label = Seiten
pager-previous = Zurück
pager-next = Weiter
pager-position = Seite { $page }

## Game page
game-title = Partie { $id }
game-versus = gegen
game-result = Ergebnis: { $result }
game-your-move = Sie sind am Zug.
game-to-move = { $name } ist am Zug.
game-flip = Brett drehen
game-fullscreen = Vollbild
game-sound-on = Ton: an
game-sound-off = Ton: aus
game-promote = Umwandeln in
piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer
piece-king = König
piece-pawn = Bauer
game-legal-moves = Erlaubte Züge in dieser Stellung:
game-move-label = Ihr Zug
game-move-hint = In jeder Notation: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Mit diesem Zug Remis anbieten
game-move-submit = Ziehen
game-offer-received = Ihr Gegner bietet Remis an.
game-offer-accept = Remis annehmen
game-offer-decline = Ablehnen
game-offer-waiting = Ihr Remisangebot wartet auf Antwort.
game-more-actions = Remis und Aufgabe
game-offer-draw = Remis anbieten
game-claimable = Sie können jetzt Remis reklamieren (dreifache Stellungswiederholung oder 50-Züge-Regel).
game-claim-move = Zug, mit dem Sie reklamieren (optional)
game-claim = Remis reklamieren
game-resign = Aufgeben …
game-moves-heading = Züge
game-no-moves = Noch keine Züge.
game-download-pgn = PGN herunterladen
termination-checkmate = Schachmatt
termination-stalemate = Patt
termination-insufficient_material = tote Stellung: keine Seite kann mehr mattsetzen
termination-fivefold_repetition = dieselbe Stellung kam fünfmal vor
termination-seventyfive_moves = 75 Züge ohne Schlagen oder Bauernzug
termination-threefold_repetition = dreifache Stellungswiederholung, reklamiert
termination-fifty_moves = 50 Züge ohne Schlagen oder Bauernzug, reklamiert
termination-agreement = Remis nach Vereinbarung
termination-resignation = Aufgabe
termination-time_forfeit = Zeitüberschreitung
termination-adjudication = Schiedsentscheid
resign-title = Aufgeben?
resign-question = Wollen Sie Partie { $id } wirklich aufgeben?
resign-confirm = Ja, aufgeben
resign-cancel = Nein, zurück zur Partie

## The board in words (screen readers, braille displays, keyboard)
board-help = Pfeiltasten bewegen über das Brett; Eingabe oder Leertaste nimmt eine Figur auf und setzt sie ab; Escape stellt sie zurück.
board-cell = { $square }, { $piece }
board-empty = leer
board-piece-white-king = weißer König
board-piece-white-queen = weiße Dame
board-piece-white-rook = weißer Turm
board-piece-white-bishop = weißer Läufer
board-piece-white-knight = weißer Springer
board-piece-white-pawn = weißer Bauer
board-piece-black-king = schwarzer König
board-piece-black-queen = schwarze Dame
board-piece-black-rook = schwarzer Turm
board-piece-black-bishop = schwarzer Läufer
board-piece-black-knight = schwarzer Springer
board-piece-black-pawn = schwarzer Bauer
board-picked = Aufgenommen: { $square }. Gehen Sie zu einem Feld und drücken Sie Eingabe.
board-put-back = Zurückgestellt: { $square }.
board-cannot = { $square }: Dorthin kann die Figur nicht ziehen.
board-no-moves = { $square }: Hier kann nichts ziehen.
board-sending = { $move } wird gespielt …
board-last-move = { $name } hat { $move } gespielt.
board-text = Brett als Text
board-text-white = Weiß:
board-text-black = Schwarz:
game-spoken = Züge ausgesprochen
game-contrast = Brett mit hohem Kontrast

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = schlägt
spoken-check = Schach
spoken-mate = Schachmatt
spoken-castle-short = kurze Rochade
spoken-castle-long = lange Rochade
spoken-promotes = Umwandlung in { $piece }
spoken-rank-1 = eins
spoken-rank-2 = zwei
spoken-rank-3 = drei
spoken-rank-4 = vier
spoken-rank-5 = fünf
spoken-rank-6 = sechs
spoken-rank-7 = sieben
spoken-rank-8 = acht

## Game mail and bouncing addresses (settings and account pages)
field-notify = Partie-Mails
hint-notify = Mails können Sie über jeden Zug informieren oder einmal am Tag die Partien auflisten, in denen Sie am Zug sind. Antworten auf Ihre eigenen Mails und Konto-Mails kommen immer.
notify-move = Eine Mail für jeden Zug und jedes Ereignis meiner Partien
notify-digest = Einmal am Tag eine Mail mit den Partien, in denen ich am Zug bin
notify-none = Keine Partie-Mails
field-messages = Nachrichten von Gegnern
settings-messages-on = Nachrichten meiner Gegner annehmen
settings-messages-off = Keine Nachrichten (ich empfange und sende keine)
hint-messages = Die Spieler einer Partie können einander neben den Zügen schreiben. Ausgeschaltet empfangen und senden Sie keine Nachrichten.
account-bouncing = Mails an diese Adresse konnten nicht zugestellt werden ({ $time }).
account-bouncing-reason = Der empfangende Mailserver antwortete: { $text }
account-bouncing-advice = Prüfen Sie, ob die Adresse stimmt und das Postfach Mails annimmt (nicht voll, blockiert uns nicht). Schicken Sie sich dann einen neuen Bestätigungslink: Sobald er ankommt, verschwindet diese Warnung.
