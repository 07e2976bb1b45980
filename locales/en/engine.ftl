# Playing against the engine, and adjudication.

field-engine-level = Or play the engine
engine-level-none = No, a person (named above, or anyone)
engine-level-option = Engine, level { $count }
hint-engine-level = Level 1 is a beginner who blunders; level 10 is full strength. The engine accepts at once and answers your moves by itself.

adjudication-heading = Adjudication
adjudicate-link = Adjudicate this game…
adjudication-decided-by = Decided by { $name }:
adjudication-reason = Reason: { $text }
adjudication-report = Engine report
adjudicate-title = Adjudicate game { $id }
adjudicate-intro = The engine's report on the current position is below. The report suggests; you decide. Your decision, your name, your reason and a fresh report are stored with the game, and the game ends.
adjudicate-result = Result
adjudicate-reason = Reason
adjudicate-reason-hint = Say why, in words the players will understand; it is shown on the game page.
adjudicate-submit = End the game with this result
adjudicate-back = Back to the game
notice-adjudicated = The game was adjudicated.

verdict-white_wins = White wins
verdict-draw = Draw
verdict-black_wins = Black wins
verdict-unclear = Unclear: a person must decide
