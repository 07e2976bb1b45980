-- The change log the live pages read: one row per change of a game, written in the transaction
-- that made it (so a rolled-back move is never announced, and a change made by another process
-- is seen too). The serve process tails it by id; the prune job deletes rows older than a day.
CREATE TABLE game_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    game_id INTEGER NOT NULL,
    white_id INTEGER NOT NULL,
    black_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    ply INTEGER NOT NULL,
    at TIMESTAMP NOT NULL
);
-- Whether the game page asks "Play 14. Nf3?" before a move is sent (on by default).
ALTER TABLE users ADD COLUMN confirm_moves BOOLEAN NOT NULL DEFAULT TRUE;
