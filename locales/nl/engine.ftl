# Tegen de engine spelen, en arbitrage.

field-engine-level = Of speel tegen de engine
engine-level-none = Nee, tegen een mens (hierboven genoemd, of wie dan ook)
engine-level-option = Engine, niveau { $count }
hint-engine-level = Niveau 1 is een beginner die blunders maakt; niveau 10 is volle sterkte. De engine neemt meteen aan en beantwoordt je zetten zelf.

adjudication-heading = Arbitrage
adjudicate-link = Deze partij beslissen…
adjudication-decided-by = Beslist door { $name }:
adjudication-reason = Reden: { $text }
adjudication-report = Rapport van de engine
adjudicate-title = Partij { $id } beslissen
adjudicate-intro = Hieronder staat het rapport van de engine over de huidige stelling. Het rapport doet een voorstel; jij beslist. Je beslissing, je naam, je reden en een nieuw rapport worden bij de partij bewaard, en de partij eindigt.
adjudicate-result = Uitslag
adjudicate-reason = Reden
adjudicate-reason-hint = Zeg waarom, in woorden die de spelers begrijpen; het staat op de partijpagina.
adjudicate-submit = De partij met deze uitslag beëindigen
adjudicate-back = Terug naar de partij
notice-adjudicated = De partij is beslist.

verdict-white_wins = Wit wint
verdict-draw = Remise
verdict-black_wins = Zwart wint
verdict-unclear = Onduidelijk: een mens moet beslissen
