# Klokken bij correspondentieschaak, verlof en voorwaardelijke zetten. Dezelfde sleutels en variabelen als locales/en/clock.ftl.

clock-heading = Klokken
clock-days-left = { $count ->
    [one] Nog { $count } dag
   *[other] Nog { $count } dagen
}
clock-days-used = { $count ->
    [one] { $count } dag gebruikt
   *[other] { $count } dagen gebruikt
}
clock-moves-to-control = { $count ->
    [one] { $count } zet tot de tijdcontrole
   *[other] { $count } zetten tot de tijdcontrole
}
clock-deadline = Uiterste termijn: { $time }
clock-zone = je tijdzone, { $name }
clock-overstepped = De termijn is verstreken.
clock-on-leave = Met verlof: { $text }
clock-leave = Verlof: { $text }
clock-rules = Er wordt in hele dagen geteld, om middernacht plaatselijke tijd van elke speler; een zet op de dag dat de zet van de tegenstander binnenkomt kost niets, en verlofdagen tellen niet mee.
clock-book-leave = Verlof en tijdzone
reflection-heading = Bedenktijd
reflection-time = Dagen
reflection-days = { $count ->
    [one] { $count } dag
   *[other] { $count } dagen
}

conditionals-heading = Voorwaardelijke zetten
conditionals-label = Als je tegenstander … speelt, antwoord dan …
conditionals-hint = Eén regel per variant, zetten in elke notatie, die van je tegenstander eerst: ‘13...Pf6 14.e5 14...Pd5 15.c4’. De server speelt je antwoord meteen als een regel klopt; elke andere zet wist je voorwaardelijke zetten. Je tegenstander ziet ze nooit. Een leeg vak wist ze ook.
conditionals-submit = Voorwaardelijke zetten opslaan
notice-conditionals-saved = Je voorwaardelijke zetten zijn opgeslagen.
notice-conditionals-cleared = Je voorwaardelijke zetten zijn gewist.
messages-heading = Berichten
messages-none = Nog geen berichten. Alleen jij en je tegenstander zien ze.
messages-with-move = bij { $move }
messages-reported = gemeld
messages-report = Melden
messages-label = Schrijf je tegenstander
messages-hint = Platte tekst, hoogstens { $count } tekens. Je tegenstander krijgt het ook per mail.
messages-move-label = Met mijn zet (niet verplicht)
messages-submit = Bericht versturen
messages-refused-event = Het toernooi { $name } staat geen berichten tussen spelers toe.
messages-refused-you-off = Je hebt berichten uitgezet. Zet ze aan in je instellingen om te schrijven.
messages-refused-opponent-off = { $name } ontvangt geen berichten.
messages-refused-empty = Het bericht is leeg. Schrijf eerst iets.
messages-refused-long = De tekst is te lang ({ $count } tekens). Maak hem korter.
notes-heading = Mijn privénotities
notes-label = Alleen jij ziet deze notities, ook na de partij.
notes-submit = Notities opslaan
notes-download-pgn = PGN met mijn notities downloaden
notice-message-sent = Je bericht is verstuurd.
notice-message-reported = Het bericht is gemeld. De organisator of een beheerder kan nu de berichten van deze partij lezen.
notice-report-dealt = De melding is als afgehandeld gemarkeerd.
reports-title = Gemelde berichten
reports-intro = Berichten die spelers hebben gemeld en die nog niemand heeft afgehandeld. Open de partij om de berichten te lezen; markeer de melding als afgehandeld zodra je ermee klaar bent.
reports-none = Geen open meldingen.
reports-col-game = Partij
reports-col-author = Geschreven door
reports-col-by = Gemeld door
reports-col-when = Gemeld op
reports-col-event = Toernooi
reports-game-link = { $white } – { $black }: berichten lezen
reports-dealt = Als afgehandeld markeren
notice-note-saved = Je notities zijn opgeslagen.

leave-title = Verlof en tijdzone
leave-intro = Tijdens je verlof staan je klokken in al je partijen stil, en je tegenstanders zien je verlof. Plan het vooraf in; tijdens je verlof kun je geen zet doen, tenzij je het eerder beëindigt.
leave-zone-heading = Tijdzone
leave-zone-label = Je tijdzone
leave-zone-hint = Je dagen beginnen om middernacht in deze tijdzone: termijnen worden daarin geteld en getoond.
leave-zone-submit = Tijdzone opslaan
notice-time-zone-saved = Je tijdzone is opgeslagen; je termijnen volgen die.
leave-periods-heading = Je verlof
leave-allowance = { $count ->
    [one] Je kunt per kalenderjaar { $count } verlofdag inplannen.
   *[other] Je kunt per kalenderjaar { $count } verlofdagen inplannen.
}
leave-left = { $count ->
    [one] Dit jaar is er nog { $count } dag over.
   *[other] Dit jaar zijn er nog { $count } dagen over.
}
leave-none = Je hebt geen verlof ingepland.
leave-kind-regular = door jou ingepland
leave-kind-special = toegekend door een organisator
leave-status-past = voorbij
leave-status-current = nu
leave-status-future = aanstaand
leave-first = Eerste dag
leave-last = Laatste dag
leave-change-submit = Verplaatsen
leave-cancel = Annuleren
leave-end-early = Eerder beëindigen
leave-book-heading = Verlof inplannen
leave-book-hint = Data in je tijdzone, beide dagen inbegrepen; de eerste dag moet na vandaag ({ $time }) liggen.
leave-book-submit = Verlof inplannen
leave-bad-date = ‘{ $text }’ is geen datum; kies er een in de kalender of schrijf hem als JJJJ-MM-DD.
notice-leave-booked = Je verlof is ingepland.
notice-leave-changed = Je verlof is verplaatst.
notice-leave-cancelled = Je verlof is geannuleerd.
notice-leave-ended = Je verlof is beëindigd; je kunt vandaag weer zetten doen.

error-invalid-leave = Het verlof klopt niet
error-leave-not-changeable = Dit verlof kan niet meer worden gewijzigd
error-on-leave = U bent met verlof
error-time-ran-out = Uw bedenktijd is op
error-unknown-time-zone = Onbekende tijdzone
error-invalid-conditionals = De voorwaardelijke zetten kloppen niet
error-your-move = U bent aan zet
error-messages-off = Berichten zijn hier niet mogelijk
error-invalid-message = Het bericht kan niet worden verstuurd
error-own-message = Dat is uw eigen bericht
