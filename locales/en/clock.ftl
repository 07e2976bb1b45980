# Correspondence clocks, leave and conditional moves.

clock-heading = Clocks
clock-days-left = { $count ->
    [one] 1 day left
   *[other] { $count } days left
}
clock-days-used = { $count ->
    [one] 1 day used
   *[other] { $count } days used
}
clock-moves-to-control = { $count ->
    [one] 1 move to the time control
   *[other] { $count } moves to the time control
}
clock-deadline = Deadline: { $time }
clock-zone = your time zone, { $name }
clock-overstepped = The deadline has passed.
clock-on-leave = On leave: { $text }
clock-leave = Leave: { $text }
clock-rules = Days are counted in whole days at each player's local midnight; a move on the day it arrives costs nothing, and days of leave do not count.
clock-book-leave = Leave and time zone
reflection-heading = Reflection time
reflection-time = Days
reflection-days = { $count ->
    [one] 1 day
   *[other] { $count } days
}

conditionals-heading = Conditional moves
conditionals-label = If your opponent plays …, reply …
conditionals-hint = One line per branch, moves in any notation, your opponent's first: "if 13...Nf6 14.e5 if 14...Nd5 15.c4". The server plays your reply at once when a line matches; any other move clears them. Your opponent never sees them. An empty box clears them.
conditionals-submit = Save conditional moves
notice-conditionals-saved = Your conditional moves are saved.
notice-conditionals-cleared = Your conditional moves are cleared.
messages-heading = Messages
messages-none = No messages yet. Only you and your opponent see them.
messages-with-move = with { $move }
messages-reported = reported
messages-report = Report
messages-label = Write to your opponent
messages-hint = Plain text, at most { $count } characters. Your opponent gets it by mail too.
messages-move-label = With my move (optional)
messages-submit = Send message
messages-refused-event = The event { $name } does not allow messages between players.
messages-refused-you-off = You switched messages off. Switch them on in your settings to write.
messages-refused-opponent-off = { $name } does not receive messages.
messages-refused-empty = The message is empty. Write something first.
messages-refused-long = The text is too long ({ $count } characters). Shorten it.
notes-heading = My private notes
notes-label = Only you ever see these notes, also after the game.
notes-submit = Save notes
notes-download-pgn = Download PGN with my notes
notice-message-sent = Your message is sent.
notice-message-reported = The message is reported. The organizer or an admin may now read this game's messages.
notice-report-dealt = The report is marked dealt with.
reports-title = Reported messages
reports-intro = Messages that players reported and nobody has dealt with yet. Open the game to read its messages; mark the report dealt with once you have handled it.
reports-none = No open reports.
reports-col-game = Game
reports-col-author = Written by
reports-col-by = Reported by
reports-col-when = Reported on
reports-col-event = Event
reports-game-link = { $white } – { $black }: read the messages
reports-dealt = Mark dealt with
notice-note-saved = Your notes are saved.

leave-title = Leave and time zone
leave-intro = While you are on leave your clocks stand still in all your games, and your opponents see your leave. Book it in advance; you cannot move while on leave unless you end it early.
leave-zone-heading = Time zone
leave-zone-label = Your time zone
leave-zone-hint = Your days begin at midnight in this time zone: deadlines are counted and shown in it.
leave-zone-submit = Save time zone
notice-time-zone-saved = Your time zone is saved; your deadlines follow it.
leave-periods-heading = Your leave
leave-allowance = { $count ->
    [one] You may book 1 day of leave per calendar year.
   *[other] You may book { $count } days of leave per calendar year.
}
leave-left = { $count ->
    [one] 1 day is left this year.
   *[other] { $count } days are left this year.
}
leave-none = You have booked no leave.
leave-kind-regular = booked by you
leave-kind-special = granted by an organizer
leave-status-past = over
leave-status-current = now
leave-status-future = coming
leave-first = First day
leave-last = Last day
leave-change-submit = Move
leave-cancel = Cancel
leave-end-early = End early
leave-book-heading = Book leave
leave-book-hint = Dates in your time zone, both days included; the first day must be after today ({ $time }).
leave-book-submit = Book leave
leave-bad-date = "{ $text }" is not a date; choose one in the calendar or write it as YYYY-MM-DD.
notice-leave-booked = Your leave is booked.
notice-leave-changed = Your leave is moved.
notice-leave-cancelled = Your leave is cancelled.
notice-leave-ended = Your leave is ended; you can move again today.

error-invalid-leave = The leave is not right
error-leave-not-changeable = This leave can no longer be changed
error-on-leave = You are on leave
error-time-ran-out = Your time has run out
error-unknown-time-zone = Unknown time zone
error-invalid-conditionals = The conditional moves are not right
error-your-move = It is your move
error-messages-off = Messages are not possible here
error-invalid-message = The message cannot be sent
error-own-message = That is your own message
