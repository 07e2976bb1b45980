-- Correspondence clocks. 'deadline' is the side to move's deadline (UTC; NULL when the game has
-- ended) and 'clock_check_at' the next moment the deadline job must look at the game (a reminder
-- or the deadline); the job reads the index range clock_check_at <= now, never every game.
ALTER TABLE games ADD COLUMN deadline TIMESTAMP;
ALTER TABLE games ADD COLUMN clock_check_at TIMESTAMP;
CREATE INDEX games_clock_check ON games (clock_check_at);
-- Games that were running before clocks existed are looked at on the job's first run.
UPDATE games SET clock_check_at = created_at WHERE status = 'active';

-- Leave: days (in the player's own time zone, both ends included) on which the player's clocks
-- stand still in all their games. 'kind' is 'regular' (booked by the player, within the yearly
-- allowance) or 'special' (granted by an organizer).
CREATE TABLE leave_periods (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    first_day DATE NOT NULL,
    last_day DATE NOT NULL,
    kind TEXT NOT NULL,
    note TEXT,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX leave_periods_user ON leave_periods (user_id, first_day);

-- Conditional moves: one tree per player and game (JSON of UCI moves), valid for the position
-- after 'ply' half-moves, where the opponent is to move. The opponent never sees it.
CREATE TABLE conditional_moves (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    tree TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

-- Reminders sent to a silent player: at most one per game, move (the ply it answers) and point
-- ('80%', '14d', ...), which is what makes the deadline job idempotent.
CREATE TABLE clock_reminders (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    point TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    sent_at TIMESTAMP NOT NULL,
    PRIMARY KEY (game_id, ply, point)
);
