# Teksten van de Kingpost-interface, Nederlands. Dezelfde sleutels en variabelen als locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — correspondentieschaak per e-mail of in de browser.

## Navigation
nav-skip = Naar de inhoud
nav-label = Hoofdmenu
nav-games = Mijn partijen
nav-challenges = Uitdagingen
nav-settings = Instellingen
nav-account = Je account
nav-login = Inloggen
nav-logout = Uitloggen
nav-register = Aanmelden
nav-language = Taal
nav-language-submit = Wijzigen

## Errors
error-home = Terug naar de startpagina
error-heading = Dat is niet gelukt
error-csrf-heading = Dit formulier is verlopen
error-csrf = Het formulier is verstuurd zonder zijn beveiligingscode, of met een oude (bijvoorbeeld vanaf een pagina die geopend was voordat je in- of uitlogde, of vanaf een andere website). Er is niets gewijzigd. Ga terug, laad de pagina opnieuw en verstuur het formulier nog eens.
error-form-heading = Het formulier kon niet worden gelezen
error-too-large-heading = Het formulier is te groot
error-too-large = Het formulier bevat meer dan de server aanneemt (64 KB). Er is niets gewijzigd. Ga terug, maak je tekst korter en verstuur het formulier nog eens.
error-not-found = Pagina niet gevonden
error-not-found-detail = Op dit adres staat niets. Controleer de link of begin opnieuw op de startpagina.
error-challenge-closed = De uitdaging is gesloten
error-not-your-challenge = Niet jouw uitdaging
error-unknown-opponent = Onbekende speler
error-invalid-challenge = De voorwaarden van de uitdaging kloppen niet
error-invalid-position = Vanuit deze stelling kan geen partij beginnen
error-stale-ply = De partij is intussen verder gegaan
error-not-a-player = Je speelt niet mee in deze partij
error-game-over = De partij is afgelopen
error-not-your-turn = Je bent niet aan zet
error-no-draw-offer = Er is geen remiseaanbod om te beantwoorden
error-claim-refused = De remiseclaim is afgewezen
error-illegal-move = Die zet is niet mogelijk
error-ambiguous-move = Die zet is dubbelzinnig
error-wrong-move-number = Verkeerd zetnummer
error-unreadable-move = De zet kon niet worden gelezen
move-foreign-letter = { $letter } is { $in_language } geen stukletter; { $in_other } betekent { $text } { $meaning } — speel de zet door met { $meaning } te antwoorden, of stel je taal in.
move-foreign-reading = { $text } is { $in_language } geen zet; { $in_other } betekent het { $meaning } — speel de zet door met { $meaning } te antwoorden, of stel je taal in.
move-piece-or-pawn = { $text } is dubbelzinnig: het kan een stukzet zijn, { $piece }, of een pionzet, { $pawn }. Antwoord met de zet die je bedoelt, of met het ICCF-nummer ervan, dat een telefoon niet kan veranderen: { $piece_iccf } of { $pawn_iccf }.
move-language-in-en = in het Engels
move-language-in-de = in het Duits
move-language-in-fr = in het Frans
move-language-in-es = in het Spaans
move-language-in-it = in het Italiaans
move-language-in-pt = in het Portugees
move-language-in-nl = in het Nederlands
move-language-in-sv = in het Zweeds
move-language-in-da = in het Deens
move-language-in-no = in het Noors
move-language-in-cs = in het Tsjechisch
move-language-in-pl = in het Pools
move-language-in-hu = in het Hongaars
move-language-in-ro = in het Roemeens
move-language-in-ru = in het Russisch
error-internal-error = Er ging iets mis op de server
error-storage-unavailable = De server kan op dit moment niets opslaan
error-storage-unavailable-detail = De opslag van de server is op dit moment vol of niet beschikbaar, dus wat u hebt verstuurd is niet opgeslagen. Probeer het over een paar minuten opnieuw.
error-invalid-account = Controleer je gegevens
error-username-taken = Die gebruikersnaam is al in gebruik
error-reserved-username = Die gebruikersnaam is gereserveerd
error-own-game = Je mag niet beslissen over je eigen partij
error-wrong-credentials = Verkeerde gebruikersnaam of wachtwoord
error-wrong-password = Verkeerd wachtwoord
error-invalid-link = De link werkt niet meer
error-already-confirmed = Het adres is al bevestigd
error-too-many-requests = Te veel verzoeken; wacht even
error-unknown-preference = Onbekende instelling

## Form fields and hints
field-username = Gebruikersnaam
field-email = E-mailadres
field-password = Wachtwoord
field-new-password = Nieuw wachtwoord
field-current-password = Huidig wachtwoord
field-username-or-email = Gebruikersnaam of e-mailadres
field-token-label = Naam voor het token
field-language = Taal
field-notation = Notatie van zetten
field-opponent = Tegenstander
field-color = Jouw kleur
field-variant = Variant
field-chess960 = Chess960-stelling
field-opening = Openingszetten
field-fen = Beginstelling (FEN)
field-time-control = Bedenktijd
hint-username = 3 tot 24 letters, cijfers, ‘_’ of ‘-’, beginnend met een letter of cijfer.
hint-password = Minstens 8 tekens; een paar woorden vormen een goed wachtwoord.
hint-language = De taal van de pagina's en van de stukletters in zetten (Nederlandse spelers schrijven Pf3 voor Nf3).
hint-opponent = Een gebruikersnaam, of laat leeg voor een open uitdaging die iedereen mag aannemen.
hint-chess960 = Een getal van 0 tot 959, of leeg voor een willekeurige stelling.
hint-opening = Optioneel, voor een themapartij: zetten vanaf het begin, zoals 1.e4 c5 2.Pf3.
hint-fen = Optioneel, voor een themapartij: een stelling in FEN. Geef openingszetten of een FEN op, niet allebei.
hint-time-control = 10/50 (10 zetten in 50 dagen), 30+3 (30 dagen plus 3 per zet) of 3d (3 dagen per zet).
time-control-days-per-move = { $days } d per zet

## Signing up and in
register-title = Aanmelden
register-submit = Mijn account aanmaken
register-have-account = Heb je al een account?
login-title = Inloggen
login-submit = Inloggen
login-forgot = Wachtwoord vergeten?
login-no-account = Nieuw hier?
login-wrong = Verkeerde gebruikersnaam of wachtwoord.
login-throttled = Te veel mislukte inlogpogingen. Wacht voor je veiligheid { $minutes ->
    [one] een minuut
   *[other] { $minutes } minuten
  } en probeer het opnieuw (na { $time } UTC).
forgot-title = Wachtwoord vergeten
forgot-intro = Geef je gebruikersnaam of e-mailadres op, dan mailen we je een link om een nieuw wachtwoord te kiezen.
forgot-submit = Stuur me een link
forgot-sent-heading = Kijk in je e-mail
forgot-sent = Als er een account bij past, hebben we een link naar het e-mailadres daarvan gestuurd. De link werkt twee uur.
reset-title = Kies een nieuw wachtwoord
reset-submit = Nieuw wachtwoord opslaan
reset-ask-again = Een nieuwe link aanvragen
link-invalid-heading = Deze link werkt niet meer
link-invalid = De link is al gebruikt of verlopen. Vraag een nieuwe aan.
unsubscribe-heading = Geen partijmail meer
unsubscribe-confirm = Druk op de knop om geen mail over je partijen meer te krijgen. Antwoorden op je eigen mails en mails over je account blijven komen.
unsubscribe-button = Partijmail uitzetten
unsubscribe-done-heading = Partijmail staat uit
unsubscribe-done = Je krijgt geen mail over je partijen meer. Je kunt het in je instellingen weer aanzetten.
unsubscribe-settings = Instellingen openen
unsubscribe-invalid = Deze afmeldlink is niet geldig. Kies in je instellingen welke mail je krijgt.

## Notices
notice-registered = Welkom bij Kingpost! We hebben een link naar { $email } gestuurd om je adres te bevestigen.
notice-verified = Bedankt, je e-mailadres is bevestigd.
notice-verify-sent = We hebben een nieuwe bevestigingslink naar { $email } gestuurd.
notice-verify-wait = Er is kort geleden al een bevestigingslink verstuurd. Kijk in je mailbox of vraag het over { $minutes } minuten opnieuw.
notice-password-reset = Je nieuwe wachtwoord is opgeslagen en je bent ingelogd.
notice-password-changed = Je wachtwoord is gewijzigd. Andere apparaten zijn uitgelogd en je API-tokens zijn ingetrokken.
notice-signed-out-everywhere = Je bent op alle apparaten uitgelogd en je API-tokens zijn ingetrokken.
notice-token-revoked = Het token is ingetrokken.
notice-settings-saved = Je instellingen zijn opgeslagen.
notice-challenge-created = Je uitdaging staat klaar.
notice-challenge-closed = De uitdaging is gesloten.
notice-resigned = Je hebt de partij opgegeven.

## Emails
mail-verify-subject = Bevestig je e-mailadres voor Kingpost
mail-verify-body =
    Hallo { $username },

    bevestig je e-mailadres voor Kingpost door deze link te openen:

    { $link }

    De link werkt zeven dagen. Heb je je niet aangemeld, negeer dan dit bericht.
mail-reset-subject = Kies een nieuw Kingpost-wachtwoord
mail-reset-body =
    Hallo { $username },

    iemand (hopelijk jij) heeft gevraagd je Kingpost-wachtwoord opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:

    { $link }

    De link werkt twee uur. Heb je dit niet gevraagd, negeer dan dit bericht; je wachtwoord blijft zoals het is.

## Account and settings
account-title = Je account
account-email = E-mailadres
account-verified = bevestigd
account-unverified = nog niet bevestigd
account-resend = Stuur een nieuwe bevestigingslink
account-password = Je wachtwoord wijzigen
account-password-submit = Wachtwoord wijzigen
account-sessions = Ingelogde apparaten
account-sessions-intro = Een apparaat kwijt, of bang dat iemand je wachtwoord kent? Log overal tegelijk uit: elke browser waarin je bent ingelogd, ook deze, moet opnieuw inloggen, en je API-tokens werken niet meer.
account-sign-out-everywhere = Overal uitloggen
tokens-title = Persoonlijke API-tokens
tokens-intro = Met een token kan een programma (een bot, een app) via de API voor je spelen. Houd tokens geheim.
tokens-new = Je nieuwe token. Kopieer het nu: het wordt maar één keer getoond.
tokens-label-example = bijv. mijn telefoon
tokens-create = Token aanmaken
tokens-none = Je hebt geen tokens.
tokens-revoke = Intrekken
settings-title = Instellingen
settings-submit = Instellingen opslaan
notation-san = Algebraïsch (Pf3), met de stukletters van je taal
notation-figurine = Algebraïsch met figuurtjes (♘f3)
notation-iccf = ICCF-cijfernotatie (7163)
notation-lan = Lang algebraïsch (Pg1-f3)
notation-uci = UCI (g1f3)
notation-auto = De gebruikelijke voor mijn taal (nu: { $example })
notation-figurine-iccf = Algebraïsch met figuurtjes, ICCF-cijfers ernaast (♘f3 7163)
hint-notation = Hoe de zettenlijst zetten toont. De gebruikelijke volgt je taal: eigen stukletters waar spelers die hebben, anders figuurtjes met ICCF-cijfers ernaast.
settings-letters-only = Alleen stukletters (pagina's in het Engels)
language-autonym = Nederlands
language-en = English (Engels)
language-de = Deutsch (Duits)
language-fr = Français (Frans)
language-es = Español (Spaans)
language-it = Italiano (Italiaans)
language-pt = Português (Portugees)
language-nl = Nederlands
language-sv = Svenska (Zweeds)
language-da = Dansk (Deens)
language-no = Norsk (Noors)
language-cs = Čeština (Tsjechisch)
language-pl = Polski (Pools)
language-hu = Magyar (Hongaars)
language-ro = Română (Roemeens)
language-ru = Русский (Russisch)
language-sq = Shqip (Albanees)
language-ga = Gaeilge (Iers)
language-yi = ייִדיש (Jiddisch)
language-am = አማርኛ (Amhaars)

## Start page
home-title = Correspondentieschaak, op jouw manier
home-lead = Kingpost is een server voor correspondentieschaak: partijen die weken of maanden duren, met dagen voor elke zet.
home-point-time = Neem je tijd: 10 zetten in 50 dagen, dagen per zet, of een tegoed aan dagen met een bonus per zet.
home-point-notation = Schrijf zetten zoals je ze hebt geleerd: Pf3, Nf3, Sf3, ♘f3, ICCF 7163, of klik gewoon op het bord.
home-point-rules = Elke zet wordt gecontroleerd volgens de schaakregels, ook bij Chess960 en thema-openingen.
home-point-own = Speel in de browser, of laat je eigen programma's via de API spelen.

## Challenges
challenge-new-title = Nieuwe uitdaging
challenge-submit = Uitdaging versturen
challenge-bad-number = ‘{ $text }’ is geen Chess960-stellingnummer; geef een getal van 0 tot 959 of laat het leeg.
challenge-error-no-player = Controleer de spelling: er is geen speler die “{ $text }” heet.
challenge-error-self = Je kunt jezelf niet uitdagen; kies een andere speler of de engine.
challenge-error-time-control = “{ $text }” is geen bedenktijd; schrijf bijvoorbeeld 10/50, 30+3 of 3d.
challenge-error-fen = Met deze FEN kan geen partij beginnen; controleer hem of laat het veld leeg.
challenge-error-thematic = Geef een opening of een FEN, niet allebei, en alleen bij gewoon schaak.
challenge-error-number = Een stellingnummer hoort alleen bij Chess960; kies Chess960 of laat het leeg.
challenge-error-opening = De openingszet “{ $text }” is daar niet geldig; controleer de zetten.
challenge-error-engine-level = Kies een engineniveau van 1 tot 10.
challenge-error-rated-thematic = Een partij vanuit een gekozen opening of stelling kan niet voor de rating tellen; kies „Telt niet voor de rating” of maak opening en FEN leeg.
challenge-error-rated-engine = Partijen tegen de engine tellen niet voor de rating; kies „Telt niet voor de rating”.
challenge-thematic-toggle = Beginnen vanuit een opening of stelling (FEN)
color-choice = { $color ->
    [white] Wit
    [black] Zwart
   *[random] Willekeurig bepaald
  }
color-white = Wit
color-black = Zwart
variant-standard = Gewoon schaken
variant-chess960 = Chess960
game-rated = Telt voor de rating
game-unrated = Telt niet voor de rating
field-rated = Rating
hint-rated = Een partij die voor de rating telt, verandert aan het eind de rating van beide spelers.
challenges-title = Uitdagingen
challenges-incoming = Uitdagingen voor jou
challenges-open = Open uitdagingen
challenges-mine = Jouw uitdagingen
challenges-none = Op dit moment geen.
challenge-from = Van { $name }
challenge-to = Aan { $name }
challenge-to-anyone = Open voor iedereen
challenge-you-play = { $color ->
    [white] Jij speelt met wit
    [black] Jij speelt met zwart
   *[random] Kleuren willekeurig
  }
challenge-thematic = thematisch begin
challenge-accept = Aannemen
challenge-decline = Afwijzen
challenge-withdraw = Intrekken

## Dashboard
dashboard-title = Mijn partijen
dashboard-filter = Alleen partijen tegen
dashboard-filter-submit = Filteren
dashboard-show-all = Alles tonen
dashboard-challenges-received = Uitdagingen voor jou: { $count }
dashboard-next = Volgende partij waarin jij aan zet bent
dashboard-round = Ronde { $round }
dashboard-last-move = Laatste zet:
dashboard-no-move = Nog geen zet
dashboard-their-time = { $name } is aan zet:
dashboard-left-hours = { $count ->
    [one] nog 1 uur
   *[other] nog { $count } uur
  }
dashboard-left-minutes = { $count ->
    [one] nog 1 minuut
   *[other] nog { $count } minuten
  }
dashboard-you-on-leave = Je bent met verlof
dashboard-on-leave = { $name } is met verlof
dashboard-result-win = Gewonnen
dashboard-result-loss = Verloren
dashboard-result-draw = Remise
dashboard-result-none = Niet afgelopen
section-my-turn = Jij bent aan zet
section-my-turn-empty = Geen enkele partij wacht op jouw zet.
section-waiting = Wachten op je tegenstander
section-waiting-empty = Geen enkele partij wacht op een tegenstander.
section-finished = Afgelopen partijen
section-finished-empty = Nog geen afgelopen partijen.
game-vs-as-white = tegen { $name } (jij speelt met wit)
game-vs-as-black = tegen { $name } (jij speelt met zwart)
game-moves = { $count ->
    [one] één zet
   *[other] { $count } zetten
  }
pager-label = Pagina's
pager-previous = Vorige
pager-next = Volgende
pager-position = Pagina { $page }

## Game page
game-title = Partij { $id }
game-versus = tegen
game-result = Uitslag: { $result }
game-your-move = Jij bent aan zet.
game-to-move = { $name } is aan zet.
game-flip = Bord draaien
game-fullscreen = Volledig scherm
game-sound-on = Geluid: aan
game-sound-off = Geluid: uit
game-promote = Promoveren tot
piece-queen = Dame
piece-rook = Toren
piece-bishop = Loper
piece-knight = Paard
piece-king = Koning
piece-pawn = Pion
game-legal-moves = Toegestane zetten in deze stelling:
game-move-label = Jouw zet
game-move-hint = In elke notatie: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Remise aanbieden met deze zet
game-move-submit = Spelen
game-offer-received = Je tegenstander biedt remise aan.
game-offer-accept = Remise aannemen
game-offer-decline = Afwijzen
game-offer-waiting = Je remiseaanbod wacht op antwoord.
game-more-actions = Remise en opgeven
game-offer-draw = Remise aanbieden
game-claimable = Je kunt nu remise claimen (drievoudige herhaling of de 50-zettenregel).
game-claim-move = Zet waarmee je claimt (optioneel)
game-claim = Remise claimen
game-resign = Opgeven…
game-moves-heading = Zetten
game-no-moves = Nog geen zetten.
game-download-pgn = PGN downloaden
termination-checkmate = schaakmat
termination-stalemate = pat
termination-insufficient_material = dode stelling: geen van beide kan nog mat zetten
termination-fivefold_repetition = dezelfde stelling kwam vijf keer voor
termination-seventyfive_moves = 75 zetten zonder slagzet of pionzet
termination-threefold_repetition = drievoudige herhaling, geclaimd
termination-fifty_moves = 50 zetten zonder slagzet of pionzet, geclaimd
termination-agreement = remise in onderling overleg
termination-resignation = opgave
termination-time_forfeit = tijdsoverschrijding
termination-adjudication = arbitrage
resign-title = Opgeven?
resign-question = Wil je partij { $id } echt opgeven?
resign-confirm = Ja, opgeven
resign-cancel = Nee, terug naar de partij

## The board in words (screen readers, braille displays, keyboard)
board-help = Pijltjestoetsen bewegen over het bord; Enter of spatie pakt een stuk op en zet het neer; Escape zet het terug.
board-cell = { $square }, { $piece }
board-empty = leeg
board-piece-white-king = witte koning
board-piece-white-queen = witte dame
board-piece-white-rook = witte toren
board-piece-white-bishop = witte loper
board-piece-white-knight = wit paard
board-piece-white-pawn = witte pion
board-piece-black-king = zwarte koning
board-piece-black-queen = zwarte dame
board-piece-black-rook = zwarte toren
board-piece-black-bishop = zwarte loper
board-piece-black-knight = zwart paard
board-piece-black-pawn = zwarte pion
board-picked = Opgepakt: { $square }. Ga naar een veld en druk op Enter.
board-put-back = Teruggezet: { $square }.
board-cannot = { $square }: daar kan het stuk niet heen.
board-no-moves = { $square }: hier kan niets zetten.
board-sending = { $move } wordt gespeeld…
board-last-move = { $name } speelde { $move }.
board-text = Bord als tekst
board-text-white = Wit:
board-text-black = Zwart:
game-spoken = Uitgesproken zetten
game-contrast = Bord met hoog contrast

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = slaat
spoken-check = schaak
spoken-mate = schaakmat
spoken-castle-short = korte rokade
spoken-castle-long = lange rokade
spoken-promotes = promoveert tot { $piece }
spoken-rank-1 = een
spoken-rank-2 = twee
spoken-rank-3 = drie
spoken-rank-4 = vier
spoken-rank-5 = vijf
spoken-rank-6 = zes
spoken-rank-7 = zeven
spoken-rank-8 = acht

## Game mail and bouncing addresses (settings and account pages)
field-notify = Partijmail
hint-notify = Mail kan u over elke zet informeren, of eenmaal per dag de partijen tonen waarin u aan zet bent. Antwoorden op uw eigen mails en accountmails komen altijd.
notify-move = Een mail voor elke zet en elke gebeurtenis in mijn partijen
notify-digest = Eenmaal per dag een mail met de partijen waarin ik aan zet ben
notify-none = Geen partijmail
field-messages = Berichten van tegenstanders
settings-messages-on = Berichten van mijn tegenstanders ontvangen
settings-messages-off = Geen berichten (ik ontvang en verstuur er geen)
hint-messages = De spelers van een partij kunnen elkaar naast de zetten schrijven. Uitgezet ontvangt en verstuurt u geen berichten.
account-bouncing = Mail aan dit adres kon niet worden bezorgd ({ $time }).
account-bouncing-reason = De ontvangende mailserver antwoordde: { $text }
account-bouncing-advice = Controleer of het adres klopt en of de mailbox mail aanneemt (niet vol, blokkeert ons niet). Stuur uzelf daarna een nieuwe bevestigingslink: zodra die aankomt, verdwijnt deze waarschuwing.
