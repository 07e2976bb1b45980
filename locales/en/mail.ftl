# Kingpost's email texts, English (complete). Other languages go in locales/<code>/mail.ftl with
# the same keys; a missing key falls back to English. The texts of the account mails
# (mail-verify-*, mail-reset-*) are in main.ftl.

## Subjects (a game mail's subject is "Game 12 · alice – bob · " and one of the mail-subject-* texts;
## the game part stays the same in every language, templates/emails/game.subject)
mail-subject-your-move = your move ({ $move })
mail-subject-your-move-first = your move
mail-subject-their-move = { $name } to move
mail-subject-draw-offered = draw offered
mail-subject-draw-declined = draw declined
mail-subject-message = message from { $name }
mail-subject-over = game over: { $result }
mail-subject-digest = { $count ->
    [one] Your move in one game
   *[other] Your move in { $count } games
}

## What happened (the first line of a game mail)
mail-intro-started = Your game against { $name } has begun. You play { $color }.
mail-intro-moved = { $name } played { $move }.
mail-intro-moved-offer = { $name } played { $move } and offers a draw.
mail-intro-draw-offered = { $name } offers a draw.
mail-intro-draw-declined = { $name } declined your draw offer.
mail-intro-reminder = A reminder: it is your move in your game against { $name }.
mail-intro-ended-checkmate = { $name } won by checkmate.
mail-intro-ended-resignation = { $name } resigned.
mail-intro-ended-agreement = The game is drawn by agreement.
mail-intro-ended-claim = The game is drawn on a claim: { $text }.
mail-intro-ended-time = { $name } ran out of time.
mail-intro-ended-other = The game is over: { $text }.

## Answers to a player's own mail
mail-confirm-move = Your move { $move } is played.
mail-confirm-move-offer = Your move { $move } is played, and your draw offer is sent.
mail-confirm-draw-offered = Your draw offer is sent to { $name }.
mail-confirm-draw-accepted = You accepted the draw offer.
mail-confirm-draw-declined = You declined the draw offer.
mail-confirm-draw-claimed = Your draw claim is accepted.
mail-confirm-resigned = You resigned the game.
mail-confirm-message = Your message was sent to { $name }.
mail-confirm-echo = Your move in every notation: { $text }
mail-error-intro = Your mail could not be carried out: { $text }
mail-error-nothing-changed = Nothing was changed in the game.
mail-error-legal-moves = Your legal moves: { $text }
mail-error-generic-subject = Your mail to Kingpost
mail-confirm-conditionals = Your conditional moves are stored: { $lines }. They are played for you only when your opponent's moves match; any other move clears them.
mail-confirm-move-conditionals = Your move { $move } is played, and your conditional moves are stored: { $lines }.
mail-error-repeated-mismatch = You repeated your opponent's last move as { $written }, but the last move in the game is { $actual }.
mail-error-repeated-none = You repeated a move of your opponent ({ $written }), but no move has been played in this game yet.
mail-error-wrong-sender = This mail came from { $from }, but moves for your games are accepted only from your confirmed address { $address }. Send your reply from that address.
mail-error-unverified = Your address { $address } is not confirmed yet, so moves sent by mail cannot be accepted. Open the confirmation link we sent you, or ask for a new one on your account page.
mail-error-no-game = This mail was not sent to the reply address of a game, so it is not clear which game it is for. Reply to the mail about the game: its reply address names the game. If you get the daily digest, reply to it with the game's number before your move, for example: 12: e4

## The game
mail-color-white = White
mail-color-black = Black
mail-game-heading = Game { $id }: { $white } (White) – { $black } (Black), { $text }
mail-position = The position, { $color } at the bottom:
mail-board-legend = Upper case is White, lower case is Black: K king, Q queen, R rook, B bishop, N knight, P pawn.
mail-moves = Moves:
mail-no-moves = No moves have been played yet.
mail-last-move = Last move: { $move }
mail-turn-yours = It is your move: { $move }
mail-turn-theirs = It is { $name }'s move.
mail-result = Result: { $result } ({ $text })
mail-deadline = Deadline: { $time } { $zone } ({ $count ->
    [0] less than a day left
    [one] one day left
   *[other] { $count } days left
})
mail-deadline-passed = Deadline: { $time } { $zone } (passed)
mail-draw-offer-waiting = { $name } offers a draw: reply "accept" or "decline" (playing a move declines it too).

## How to reply
mail-button-game = Open the game
mail-reply-heading = How to reply
mail-reply-move = Reply to this mail with your move at the top, for example: { $move }
mail-reply-repeat = You may repeat your opponent's last move first, as postal players do: { $move }
mail-reply-commands = Other replies: "resign"; "draw" to offer a draw (after your move, it offers it with the move); "accept" or "decline" for a draw offer; "claim" for a draw by repetition or the 50-move rule (with your move, if it makes the claim true).
mail-reply-quoting = Quoted text below your reply is ignored.
mail-link-game = The game in your browser: { $link }
mail-link-settings = Choose which mail you get: { $link }

## Daily digest
mail-digest-intro = { $count ->
    [one] It is your move in one game.
   *[other] It is your move in { $count } games.
}
mail-digest-game = Game { $id } against { $name }
mail-digest-reply = To move, reply to: { $email }
mail-digest-footer = You get one mail like this a day because you chose the daily digest.
mail-digest-reply-all = Or reply to this mail itself, one line per game, with the game's number before your move, for example: { $example }
mail-error-digest-no-game = This reply to your daily digest does not say which game it is for. Write each move on a line of its own with the game's number before it, for example: { $example }
mail-error-digest-not-your-game = You do not play in game { $id }. Write the number of one of your games before the move, as the digest lists them.

## Challenges
mail-subject-challenge = { $name } challenges you to a game
mail-challenge-intro = { $name } challenges you to a game ({ $terms }).
mail-challenge-reply = Reply "accept" to this mail to play, or "decline" to say no. You can also answer on the page:
mail-subject-challenge-declined = { $name } declined your challenge
mail-challenge-declined = { $name } declined your challenge ({ $terms }).
mail-confirm-challenge-declined = You declined the challenge of { $name }.
mail-error-challenge-command = This reply answers a challenge: write "accept" to play the game or "decline" to say no.

## Conditional moves
mail-intro-conditional-played = { $name } played { $move }, and your conditional move { $text } was played in answer.
mail-intro-conditionals-cleared = Your conditional moves were cleared: this move was not among them.
mail-message-from = { $name } writes:
mail-message-reported-subject = A message between { $white } and { $black } was reported
mail-message-reported-body = Hello { $username }, { $name } reported a message in the game { $white } – { $black }. You may now read the messages of that game on its page:
