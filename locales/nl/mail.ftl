# Teksten van de mails van Kingpost, Nederlands. Dezelfde sleutels als locales/en/mail.ftl.

## Onderwerpregels
mail-subject-your-move = u bent aan zet ({ $move })
mail-subject-your-move-first = u bent aan zet
mail-subject-their-move = { $name } is aan zet
mail-subject-draw-offered = remise aangeboden
mail-subject-draw-declined = remise afgewezen
mail-subject-message = bericht van { $name }
mail-subject-over = partij afgelopen: { $result }
mail-subject-digest = { $count ->
    [one] U bent aan zet in één partij
   *[other] U bent aan zet in { $count } partijen
}

## Wat er gebeurde
mail-intro-started = Uw partij tegen { $name } is begonnen. U speelt met { $color }.
mail-intro-moved = { $name } speelde { $move }.
mail-intro-moved-offer = { $name } speelde { $move } en biedt remise aan.
mail-intro-draw-offered = { $name } biedt remise aan.
mail-intro-draw-declined = { $name } heeft uw remiseaanbod afgewezen.
mail-intro-reminder = Herinnering: u bent aan zet in uw partij tegen { $name }.
mail-intro-ended-checkmate = { $name } heeft gewonnen door schaakmat.
mail-intro-ended-resignation = { $name } heeft opgegeven.
mail-intro-ended-agreement = De partij is in onderling overleg remise.
mail-intro-ended-claim = De partij is remise na een claim: { $text }.
mail-intro-ended-time = { $name } heeft de bedenktijd overschreden.
mail-intro-ended-other = De partij is afgelopen: { $text }.

## Antwoorden op uw eigen mails
mail-confirm-move = Uw zet { $move } is gespeeld.
mail-confirm-move-offer = Uw zet { $move } is gespeeld en uw remiseaanbod is verstuurd.
mail-confirm-draw-offered = Uw remiseaanbod is naar { $name } gestuurd.
mail-confirm-draw-accepted = U hebt het remiseaanbod aangenomen.
mail-confirm-draw-declined = U hebt het remiseaanbod afgewezen.
mail-confirm-draw-claimed = Uw remiseclaim is toegekend.
mail-confirm-resigned = U hebt de partij opgegeven.
mail-confirm-message = Uw bericht is naar { $name } verstuurd.
mail-confirm-echo = Uw zet in elke notatie: { $text }
mail-error-intro = Uw mail kon niet worden uitgevoerd: { $text }
mail-error-nothing-changed = Er is niets aan de partij veranderd.
mail-error-legal-moves = Uw mogelijke zetten: { $text }
mail-error-generic-subject = Uw mail aan Kingpost
mail-confirm-conditionals = Uw voorwaardelijke zetten zijn opgeslagen: { $lines }. Ze worden alleen voor u gespeeld als de zetten van uw tegenstander overeenkomen; elke andere zet wist ze.
mail-confirm-move-conditionals = Uw zet { $move } is gespeeld en uw voorwaardelijke zetten zijn opgeslagen: { $lines }.
mail-error-repeated-mismatch = U herhaalde de laatste zet van uw tegenstander als { $written }, maar de laatste zet van de partij is { $actual }.
mail-error-repeated-none = U herhaalde een zet van uw tegenstander ({ $written }), maar in deze partij is nog geen zet gespeeld.
mail-error-wrong-sender = Deze mail kwam van { $from }, maar zetten voor uw partijen worden alleen aanvaard vanaf uw bevestigde adres { $address }. Stuur uw antwoord vanaf dat adres.
mail-error-unverified = Uw adres { $address } is nog niet bevestigd, dus per mail verstuurde zetten kunnen niet worden aanvaard. Open de bevestigingslink die we u stuurden, of vraag een nieuwe aan op uw accountpagina.
mail-error-no-game = Deze mail is niet naar het antwoordadres van een partij gestuurd, dus het is niet duidelijk voor welke partij hij is. Beantwoord de mail over de partij: het antwoordadres daarvan noemt de partij. Krijgt u het dagelijkse overzicht, beantwoord dat dan met het nummer van de partij vóór uw zet, bijvoorbeeld: 12: e4

## De partij
mail-color-white = wit
mail-color-black = zwart
mail-game-heading = Partij { $id }: { $white } (wit) – { $black } (zwart), { $text }
mail-position = De stelling, { $color } onder:
mail-board-legend = Hoofdletters zijn wit, kleine letters zwart (Engelse letters): K koning, Q dame, R toren, B loper, N paard, P pion.
mail-moves = Zetten:
mail-no-moves = Er is nog geen zet gespeeld.
mail-last-move = Laatste zet: { $move }
mail-turn-yours = U bent aan zet: { $move }
mail-turn-theirs = { $name } is aan zet.
mail-result = Uitslag: { $result } ({ $text })
mail-deadline = Termijn: { $time } { $zone } ({ $count ->
    [0] minder dan een dag over
    [one] nog één dag
   *[other] nog { $count } dagen
})
mail-deadline-passed = Termijn: { $time } { $zone } (verstreken)
mail-draw-offer-waiting = { $name } biedt remise aan: antwoord "accept" of "decline" (een zet spelen wijst het ook af).

## Zo antwoordt u
mail-button-game = Partij openen
mail-reply-heading = Zo antwoordt u
mail-reply-move = Beantwoord deze mail met uw zet bovenaan, bijvoorbeeld: { $move }
mail-reply-repeat = U mag eerst de laatste zet van uw tegenstander herhalen, zoals bij correspondentieschaak: { $move }
mail-reply-commands = Andere antwoorden: "resign" om op te geven; "draw" om remise aan te bieden (na uw zet samen met de zet); "accept" of "decline" voor een remiseaanbod; "claim" om remise te claimen wegens herhaling of de 50-zettenregel (met uw zet, als die de claim mogelijk maakt).
mail-reply-quoting = Geciteerde tekst onder uw antwoord wordt genegeerd.
mail-link-game = De partij in uw browser: { $link }
mail-link-settings = Kies welke mail u krijgt: { $link }

## Dagelijks overzicht
mail-digest-intro = { $count ->
    [one] U bent aan zet in één partij.
   *[other] U bent aan zet in { $count } partijen.
}
mail-digest-game = Partij { $id } tegen { $name }
mail-digest-reply = Om te zetten, antwoord aan: { $email }
mail-digest-footer = U krijgt deze mail eenmaal per dag omdat u het dagelijkse overzicht hebt gekozen.
mail-digest-reply-all = Of antwoord op deze mail zelf, één regel per partij, met het nummer van de partij vóór uw zet, bijvoorbeeld: { $example }
mail-error-digest-no-game = Dit antwoord op uw dagelijkse overzicht zegt niet voor welke partij het is. Schrijf elke zet op een eigen regel met het nummer van de partij ervoor, bijvoorbeeld: { $example }
mail-error-digest-not-your-game = U speelt niet in partij { $id }. Schrijf het nummer van een van uw partijen vóór de zet, zoals het overzicht ze noemt.

## Uitdagingen
mail-subject-challenge = { $name } daagt u uit voor een partij
mail-challenge-intro = { $name } daagt u uit voor een partij ({ $terms }).
mail-challenge-reply = Antwoord "accept" op deze mail om te spelen, of "decline" om te weigeren. U kunt ook op de pagina antwoorden:
mail-subject-challenge-declined = { $name } heeft uw uitdaging geweigerd
mail-challenge-declined = { $name } heeft uw uitdaging geweigerd ({ $terms }).
mail-confirm-challenge-declined = U hebt de uitdaging van { $name } geweigerd.
mail-error-challenge-command = Dit antwoord hoort bij een uitdaging: schrijf "accept" om de partij te spelen of "decline" om te weigeren.

## Conditional moves
mail-intro-conditional-played = { $name } speelde { $move }, en uw voorwaardelijke zet { $text } is als antwoord gespeeld.
mail-intro-conditionals-cleared = Uw voorwaardelijke zetten zijn gewist: deze zet zat er niet bij.
mail-message-from = { $name } schrijft:
mail-message-reported-subject = Een bericht tussen { $white } en { $black } is gemeld
mail-message-reported-body = Hallo { $username }, { $name } heeft een bericht gemeld in de partij { $white } – { $black }. U kunt de berichten van die partij nu op haar pagina lezen:
