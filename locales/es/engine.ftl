# Jugar contra el motor, y la adjudicación.

field-engine-level = O jugar contra el motor
engine-level-none = No, contra una persona (indicada arriba, o cualquiera)
engine-level-option = Motor, nivel { $count }
hint-engine-level = El nivel 1 es un principiante que comete errores; el nivel 10 es la fuerza máxima. El motor acepta al instante y responde solo a tus jugadas.

adjudication-heading = Adjudicación
adjudicate-link = Adjudicar esta partida…
adjudication-decided-by = Decidido por { $name }:
adjudication-reason = Motivo: { $text }
adjudication-report = Informe del motor
adjudicate-title = Adjudicar la partida { $id }
adjudicate-intro = Abajo está el informe del motor sobre la posición actual. El informe sugiere; tú decides. Tu decisión, tu nombre, tu motivo y un informe nuevo se guardan con la partida, y la partida termina.
adjudicate-result = Resultado
adjudicate-reason = Motivo
adjudicate-reason-hint = Explica por qué, con palabras que los jugadores entiendan; se muestra en la página de la partida.
adjudicate-submit = Terminar la partida con este resultado
adjudicate-back = Volver a la partida
notice-adjudicated = La partida se ha adjudicado.

verdict-white_wins = Ganan las blancas
verdict-draw = Tablas
verdict-black_wins = Ganan las negras
verdict-unclear = Incierto: debe decidir una persona
