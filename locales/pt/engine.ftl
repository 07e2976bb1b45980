# Jogar contra o motor, e a adjudicação.

field-engine-level = Ou jogar contra o motor
engine-level-none = Não, contra uma pessoa (indicada acima, ou qualquer uma)
engine-level-option = Motor, nível { $count }
hint-engine-level = O nível 1 é um principiante que comete erros; o nível 10 é a força máxima. O motor aceita de imediato e responde sozinho aos seus lances.

adjudication-heading = Adjudicação
adjudicate-link = Adjudicar esta partida…
adjudication-decided-by = Decidido por { $name }:
adjudication-reason = Motivo: { $text }
adjudication-report = Relatório do motor
adjudicate-title = Adjudicar a partida { $id }
adjudicate-intro = Abaixo está o relatório do motor sobre a posição atual. O relatório sugere; quem decide é você. A sua decisão, o seu nome, o seu motivo e um relatório novo ficam guardados com a partida, e a partida termina.
adjudicate-result = Resultado
adjudicate-reason = Motivo
adjudicate-reason-hint = Explique porquê, com palavras que os jogadores entendam; é mostrado na página da partida.
adjudicate-submit = Terminar a partida com este resultado
adjudicate-back = Voltar à partida
notice-adjudicated = A partida foi adjudicada.

verdict-white_wins = Ganham as brancas
verdict-draw = Empate
verdict-black_wins = Ganham as pretas
verdict-unclear = Incerto: uma pessoa tem de decidir
