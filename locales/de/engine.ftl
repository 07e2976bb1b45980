# Gegen die Engine spielen, und Schiedsentscheide.

field-engine-level = Oder gegen die Engine spielen
engine-level-none = Nein, gegen einen Menschen (oben genannt oder beliebig)
engine-level-option = Engine, Stufe { $count }
hint-engine-level = Stufe 1 ist ein Anfänger, der Fehler macht; Stufe 10 ist volle Stärke. Die Engine nimmt sofort an und beantwortet Ihre Züge von selbst.

adjudication-heading = Schiedsentscheid
adjudicate-link = Diese Partie entscheiden …
adjudication-decided-by = Entschieden von { $name }:
adjudication-reason = Begründung: { $text }
adjudication-report = Bericht der Engine
adjudicate-title = Partie { $id } entscheiden
adjudicate-intro = Unten steht der Bericht der Engine zur aktuellen Stellung. Der Bericht schlägt vor; Sie entscheiden. Ihre Entscheidung, Ihr Name, Ihre Begründung und ein neuer Bericht werden mit der Partie gespeichert, und die Partie endet.
adjudicate-result = Ergebnis
adjudicate-reason = Begründung
adjudicate-reason-hint = Sagen Sie warum, mit Worten, die die Spieler verstehen; es wird auf der Partieseite angezeigt.
adjudicate-submit = Partie mit diesem Ergebnis beenden
adjudicate-back = Zurück zur Partie
notice-adjudicated = Die Partie wurde entschieden.

verdict-white_wins = Weiß gewinnt
verdict-draw = Remis
verdict-black_wins = Schwarz gewinnt
verdict-unclear = Unklar: ein Mensch muss entscheiden
