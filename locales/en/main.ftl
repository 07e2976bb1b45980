# Kingpost's interface texts, English (complete). Every other language in locales/<code>/main.ftl
# has the same keys and placeholders (tests/it/catalogue.rs checks it).

app-name = Kingpost
footer = Kingpost — correspondence chess by email or in the browser.

## Navigation
nav-skip = Skip to the content
nav-label = Main
nav-games = My games
nav-challenges = Challenges
nav-settings = Settings
nav-account = Your account
nav-login = Log in
nav-logout = Log out
nav-register = Sign up
nav-language = Language
nav-language-submit = Change

## Errors
error-home = Back to the start page
error-heading = That did not work
error-csrf-heading = This form has expired
error-csrf = The form was sent without its security token, or with an old one (for example from a page opened before you logged in or out, or from another site). Nothing was changed. Go back, reload the page and send the form again.
error-form-heading = The form could not be read
error-too-large-heading = The form is too large
error-too-large = The form holds more than the server accepts (64 KB). Nothing was changed. Go back, shorten what you wrote and send the form again.
error-not-found = Page not found
error-not-found-detail = There is nothing at this address. Check the link, or start again from the start page.
error-challenge-closed = The challenge is closed
error-not-your-challenge = Not your challenge
error-unknown-opponent = Unknown player
error-invalid-challenge = The challenge terms are not right
error-invalid-position = The start position cannot begin a game
error-stale-ply = The game has moved on
error-not-a-player = You are not playing in this game
error-game-over = The game is over
error-not-your-turn = It is not your move
error-no-draw-offer = No draw offer to answer
error-claim-refused = The draw claim was refused
error-illegal-move = That move is not possible
error-ambiguous-move = That move is ambiguous
error-wrong-move-number = Wrong move number
error-unreadable-move = The move could not be read
move-foreign-letter = { $letter } is not a piece letter { $in_language }; { $in_other } { $text } means { $meaning } — play it by replying { $meaning }, or set your language.
move-foreign-reading = { $text } is not a move { $in_language }; { $in_other } it means { $meaning } — play it by replying { $meaning }, or set your language.
move-piece-or-pawn = { $text } is ambiguous: it can be a piece move, { $piece }, or a pawn move, { $pawn }. Reply with the move you mean, or with its ICCF number, which a phone cannot change: { $piece_iccf } or { $pawn_iccf }.
move-language-in-en = in English
move-language-in-de = in German
move-language-in-fr = in French
move-language-in-es = in Spanish
move-language-in-it = in Italian
move-language-in-pt = in Portuguese
move-language-in-nl = in Dutch
move-language-in-sv = in Swedish
move-language-in-da = in Danish
move-language-in-no = in Norwegian
move-language-in-cs = in Czech
move-language-in-pl = in Polish
move-language-in-hu = in Hungarian
move-language-in-ro = in Romanian
move-language-in-ru = in Russian
error-internal-error = Something went wrong on the server
error-storage-unavailable = The server cannot save anything right now
error-storage-unavailable-detail = The server's storage is full or unavailable at the moment, so what you sent was not saved. Nothing was lost on your side: please try again in a few minutes.
error-invalid-account = Please check your details
error-username-taken = That username is taken
error-reserved-username = That username is reserved
error-own-game = You may not rule on your own game
error-wrong-credentials = Wrong username or password
error-wrong-password = Wrong password
error-invalid-link = The link does not work any more
error-already-confirmed = The address is confirmed already
error-too-many-requests = Too many requests; please wait a moment
error-unknown-preference = Unknown setting

## Form fields and hints
field-username = Username
field-email = Email address
field-password = Password
field-new-password = New password
field-current-password = Current password
field-username-or-email = Username or email address
field-token-label = Name for the token
field-language = Language
field-notation = Notation for moves
field-opponent = Opponent
field-color = Your colour
field-variant = Variant
field-chess960 = Chess960 position
field-opening = Opening moves
field-fen = Start position (FEN)
field-time-control = Time control
hint-username = 3 to 24 letters, digits, "_" or "-", starting with a letter or digit.
hint-password = At least 8 characters; a few words make a good password.
hint-language = The language of the pages and of piece letters in moves (German players write Sf3 for Nf3).
hint-opponent = A username, or leave it empty for an open challenge anyone may accept.
hint-chess960 = A number from 0 to 959, or empty for a random position.
hint-opening = Optional, for a thematic game: moves from the start, like 1.e4 c5 2.Nf3.
hint-fen = Optional, for a thematic game: a position in FEN. Use either opening moves or a FEN.
hint-time-control = 10/50 (10 moves in 50 days), 30+3 (30 days plus 3 per move) or 3d (3 days per move).
time-control-days-per-move = { $days } d per move

## Signing up and in
register-title = Sign up
register-submit = Create my account
register-have-account = Already have an account?
login-title = Log in
login-submit = Log in
login-forgot = Forgot your password?
login-no-account = New here?
login-wrong = Wrong username or password.
login-throttled = Too many failed log-ins. For your safety, please wait { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
  } and try again (after { $time } UTC).
forgot-title = Forgotten password
forgot-intro = Give your username or email address, and we will email you a link to choose a new password.
forgot-submit = Send me a link
forgot-sent-heading = Check your email
forgot-sent = If an account matches, we have sent a link to its email address. The link works for two hours.
reset-title = Choose a new password
reset-submit = Save the new password
reset-ask-again = Ask for a new link
link-invalid-heading = This link does not work any more
link-invalid = The link was used already or has expired. Please ask for a new one.
unsubscribe-heading = Stop game mail
unsubscribe-confirm = Press the button to stop all mail about your games. Answers to your own mails and account mails still come.
unsubscribe-button = Stop game mail
unsubscribe-done-heading = Game mail is off
unsubscribe-done = You will get no more mail about your games. You can switch it back on in your settings.
unsubscribe-settings = Open the settings
unsubscribe-invalid = This unsubscribe link is not valid. Change which mail you get in your settings.

## Notices
notice-registered = Welcome to Kingpost! We sent a link to { $email } to confirm your address.
notice-verified = Thank you, your email address is confirmed.
notice-verify-sent = We sent a new confirmation link to { $email }.
notice-verify-wait = A confirmation link was sent a short while ago. Please check your mail, or ask again in { $minutes } minutes.
notice-password-reset = Your new password is saved and you are logged in.
notice-password-changed = Your password is changed. Other devices have been logged out and your API tokens revoked.
notice-signed-out-everywhere = You are signed out on every device and your API tokens are revoked.
notice-token-revoked = The token was revoked.
notice-settings-saved = Your settings are saved.
notice-challenge-created = Your challenge is made.
notice-challenge-closed = The challenge is closed.
notice-resigned = You resigned the game.

## Emails
mail-verify-subject = Confirm your email address for Kingpost
mail-verify-body =
    Hello { $username },

    please confirm your email address for Kingpost by opening this link:

    { $link }

    The link works for seven days. If you did not sign up, ignore this message.
mail-reset-subject = Choose a new Kingpost password
mail-reset-body =
    Hello { $username },

    someone (hopefully you) asked to reset your Kingpost password. To choose a new one, open:

    { $link }

    The link works for two hours. If you did not ask, ignore this message; your password stays as it is.

## Account and settings
account-title = Your account
account-email = Email address
account-verified = confirmed
account-unverified = not confirmed yet
account-resend = Send a new confirmation link
account-password = Change your password
account-password-submit = Change password
account-sessions = Signed-in devices
account-sessions-intro = Lost a device, or worried that someone knows your password? Sign out everywhere at once: every browser where you are signed in, this one too, must log in again, and your API tokens stop working.
account-sign-out-everywhere = Sign out everywhere
tokens-title = Personal API tokens
tokens-intro = A token lets a program (a bot, an app) play for you through the API. Keep tokens secret.
tokens-new = Your new token. Copy it now: it is shown only this once.
tokens-label-example = e.g. my phone
tokens-create = Create a token
tokens-none = You have no tokens.
tokens-revoke = Revoke
settings-title = Settings
settings-submit = Save settings
field-notify = Game mail
hint-notify = Mail can tell you about every move, or once a day list the games where it is your move. Answers to your own mails and account mails always come.
notify-move = A mail for every move and every event of my games
notify-digest = One mail a day with the games where it is my move
notify-none = No game mail
field-messages = Messages from opponents
settings-messages-on = Accept messages from my opponents
settings-messages-off = No messages (I neither receive nor send any)
hint-messages = The players of a game can write to each other beside the moves. Switched off, you neither receive nor send messages.
account-bouncing = Mail to this address could not be delivered ({ $time }).
account-bouncing-reason = The receiving mail server answered: { $text }
account-bouncing-advice = Check that the address is right and that the mailbox accepts mail (not full, not blocking us). Then send yourself a new confirmation link: when it arrives, the warning goes away.
notation-san = Algebraic (Nf3), with your language's piece letters
notation-figurine = Figurine algebraic (♘f3)
notation-iccf = ICCF numeric (7163)
notation-lan = Long algebraic (Ng1-f3)
notation-uci = UCI (g1f3)
notation-auto = The usual one for my language (now: { $example })
notation-figurine-iccf = Figurine algebraic with ICCF numeric beside it (♘f3 7163)
hint-notation = How the move list shows moves. The usual one follows your language: its own piece letters where players have them, otherwise figurines with ICCF numbers beside them.
settings-letters-only = Piece letters only (pages in English)
language-autonym = English
language-en = English
language-de = Deutsch (German)
language-fr = Français (French)
language-es = Español (Spanish)
language-it = Italiano (Italian)
language-pt = Português (Portuguese)
language-nl = Nederlands (Dutch)
language-sv = Svenska (Swedish)
language-da = Dansk (Danish)
language-no = Norsk (Norwegian)
language-cs = Čeština (Czech)
language-pl = Polski (Polish)
language-hu = Magyar (Hungarian)
language-ro = Română (Romanian)
language-ru = Русский (Russian)
language-sq = Shqip (Albanian)
language-ga = Gaeilge (Irish)
language-yi = ייִדיש (Yiddish)
language-am = አማርኛ (Amharic)

## Start page
home-title = Correspondence chess, your way
home-lead = Kingpost is a server for correspondence chess: games that last weeks or months, with days for every move.
home-point-time = Take your time: 10 moves in 50 days, days per move, or a bank of days with a bonus per move.
home-point-notation = Write moves as you learned them: Nf3, Sf3, Cf3, ♘f3, ICCF 7163, or just click the board.
home-point-rules = Every move is checked against the rules of chess, including Chess960 and thematic openings.
home-point-own = Play in the browser, or let your own programs play through the API.

## Challenges
challenge-new-title = New challenge
challenge-submit = Send the challenge
challenge-bad-number = “{ $text }” is not a Chess960 position number; give a number from 0 to 959 or leave it empty.
challenge-error-no-player = Check the spelling: there is no player called “{ $text }”.
challenge-error-self = You cannot challenge yourself; choose another player or the engine.
challenge-error-time-control = “{ $text }” is not a time control; write for example 10/50, 30+3 or 3d.
challenge-error-fen = This FEN cannot start a game; check it, or leave the field empty.
challenge-error-thematic = Give either an opening or a FEN, and only with standard chess.
challenge-error-number = A position number goes with Chess960 only; choose Chess960 or leave it empty.
challenge-error-opening = The opening move “{ $text }” is not legal there; check the moves.
challenge-error-engine-level = Choose an engine level from 1 to 10.
challenge-error-rated-thematic = A game from a chosen opening or position cannot be rated; choose Unrated, or clear the opening and the FEN.
challenge-error-rated-engine = Games against the engine cannot be rated; choose Unrated.
challenge-thematic-toggle = Start from an opening or a position (FEN)
color-choice = { $color ->
    [white] White
    [black] Black
   *[random] Decided at random
  }
color-white = White
color-black = Black
variant-standard = Standard chess
variant-chess960 = Chess960
game-rated = Rated
game-unrated = Unrated
field-rated = Rating
hint-rated = A rated game moves both players' ratings when it ends.
challenges-title = Challenges
challenges-incoming = Challenges for you
challenges-open = Open challenges
challenges-mine = Your challenges
challenges-none = None at the moment.
challenge-from = From { $name }
challenge-to = To { $name }
challenge-to-anyone = Open to anyone
challenge-you-play = { $color ->
    [white] You play White
    [black] You play Black
   *[random] Colours at random
  }
challenge-thematic = thematic start
challenge-accept = Accept
challenge-decline = Decline
challenge-withdraw = Withdraw

## Dashboard
dashboard-title = My games
dashboard-filter = Only games against
dashboard-filter-submit = Filter
dashboard-show-all = Show all
dashboard-challenges-received = Challenges for you: { $count }
dashboard-next = Next game to move
dashboard-round = Round { $round }
dashboard-last-move = Last move:
dashboard-no-move = No move yet
dashboard-their-time = { $name } to move:
dashboard-left-hours = { $count ->
    [one] 1 hour left
   *[other] { $count } hours left
  }
dashboard-left-minutes = { $count ->
    [one] 1 minute left
   *[other] { $count } minutes left
  }
dashboard-you-on-leave = You are on leave
dashboard-on-leave = { $name } is on leave
dashboard-result-win = Won
dashboard-result-loss = Lost
dashboard-result-draw = Drawn
dashboard-result-none = Not finished
section-my-turn = Your move
section-my-turn-empty = No game is waiting for your move.
section-waiting = Waiting for your opponent
section-waiting-empty = No game is waiting for an opponent.
section-finished = Finished games
section-finished-empty = No finished games yet.
game-vs-as-white = against { $name } (you play White)
game-vs-as-black = against { $name } (you play Black)
game-moves = { $count ->
    [one] one move
   *[other] { $count } moves
  }
pager-label = Pages
pager-previous = Previous
pager-next = Next
pager-position = Page { $page }

## Game page
game-title = Game { $id }
game-versus = against
game-result = Result: { $result }
game-your-move = It is your move.
game-to-move = { $name } is to move.
game-flip = Turn the board
game-fullscreen = Full screen
game-sound-on = Sound: on
game-sound-off = Sound: off
game-promote = Promote to
piece-queen = Queen
piece-rook = Rook
piece-bishop = Bishop
piece-knight = Knight
piece-king = King
piece-pawn = Pawn
game-legal-moves = Legal moves in this position:
game-move-label = Your move
game-move-hint = In any notation: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Offer a draw with this move
game-move-submit = Play
game-offer-received = Your opponent offers a draw.
game-offer-accept = Accept the draw
game-offer-decline = Decline
game-offer-waiting = Your draw offer is waiting for an answer.
game-more-actions = Draw and resign
game-offer-draw = Offer a draw
game-claimable = You may claim a draw now (threefold repetition or the 50-move rule).
game-claim-move = Move to claim with (optional)
game-claim = Claim a draw
game-resign = Resign…
game-moves-heading = Moves
game-no-moves = No moves yet.
game-download-pgn = Download PGN
termination-checkmate = checkmate
termination-stalemate = stalemate
termination-insufficient_material = dead position: neither side can checkmate
termination-fivefold_repetition = the same position occurred five times
termination-seventyfive_moves = 75 moves without a capture or a pawn move
termination-threefold_repetition = threefold repetition, claimed
termination-fifty_moves = 50 moves without a capture or a pawn move, claimed
termination-agreement = draw by agreement
termination-resignation = resignation
termination-time_forfeit = time forfeit
termination-adjudication = adjudication
resign-title = Resign?
resign-question = Do you really want to resign game { $id }?
resign-confirm = Yes, resign
resign-cancel = No, back to the game

## The board in words (screen readers, braille displays, keyboard)
board-help = Arrow keys move across the board; Enter or Space picks up a piece and puts it down; Escape puts it back.
board-cell = { $square }, { $piece }
board-empty = empty
board-piece-white-king = white king
board-piece-white-queen = white queen
board-piece-white-rook = white rook
board-piece-white-bishop = white bishop
board-piece-white-knight = white knight
board-piece-white-pawn = white pawn
board-piece-black-king = black king
board-piece-black-queen = black queen
board-piece-black-rook = black rook
board-piece-black-bishop = black bishop
board-piece-black-knight = black knight
board-piece-black-pawn = black pawn
board-picked = Picked up: { $square }. Go to a square and press Enter.
board-put-back = Put back: { $square }.
board-cannot = { $square }: the piece cannot go there.
board-no-moves = { $square }: nothing here can move.
board-sending = Playing { $move }…
board-last-move = { $name } played { $move }.
board-text = Text board
board-text-white = White:
board-text-black = Black:
game-spoken = Spoken moves
game-contrast = High-contrast board

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = takes
spoken-check = check
spoken-mate = checkmate
spoken-castle-short = castles kingside
spoken-castle-long = castles queenside
spoken-promotes = promotes to { $piece }
spoken-rank-1 = one
spoken-rank-2 = two
spoken-rank-3 = three
spoken-rank-4 = four
spoken-rank-5 = five
spoken-rank-6 = six
spoken-rank-7 = seven
spoken-rank-8 = eight
