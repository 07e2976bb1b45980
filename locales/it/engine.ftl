# Giocare contro il motore, e l'aggiudicazione.

field-engine-level = Oppure gioca contro il motore
engine-level-none = No, contro una persona (indicata sopra, o chiunque)
engine-level-option = Motore, livello { $count }
hint-engine-level = Il livello 1 è un principiante che sbaglia; il livello 10 è la piena forza. Il motore accetta subito e risponde da solo alle tue mosse.

adjudication-heading = Aggiudicazione
adjudicate-link = Aggiudica questa partita…
adjudication-decided-by = Deciso da { $name }:
adjudication-reason = Motivo: { $text }
adjudication-report = Rapporto del motore
adjudicate-title = Aggiudica la partita { $id }
adjudicate-intro = Qui sotto c'è il rapporto del motore sulla posizione attuale. Il rapporto suggerisce; tu decidi. La tua decisione, il tuo nome, il tuo motivo e un nuovo rapporto vengono salvati con la partita, e la partita finisce.
adjudicate-result = Risultato
adjudicate-reason = Motivo
adjudicate-reason-hint = Spiega perché, con parole che i giocatori capiranno; viene mostrato sulla pagina della partita.
adjudicate-submit = Termina la partita con questo risultato
adjudicate-back = Torna alla partita
notice-adjudicated = La partita è stata aggiudicata.

verdict-white_wins = Vince il Bianco
verdict-draw = Patta
verdict-black_wins = Vince il Nero
verdict-unclear = Incerto: deve decidere una persona
