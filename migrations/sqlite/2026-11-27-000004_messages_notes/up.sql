-- Messages between the two players of a game, each with the move (ply) it came with or none;
-- a message may be reported to the event's organizer or an admin, who may then read the game's
-- thread. Private notes: one text per player and game, seen only by its author. A player may
-- switch messages off; an event may forbid them.
CREATE TABLE game_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    author_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ply INTEGER,
    body TEXT NOT NULL,
    written_at TIMESTAMP NOT NULL,
    reported_at TIMESTAMP,
    reported_by INTEGER REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX game_messages_game ON game_messages (game_id, id);
CREATE INDEX game_messages_author ON game_messages (author_id);
CREATE TABLE game_notes (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX game_notes_user ON game_notes (user_id);
ALTER TABLE users ADD COLUMN messages_enabled BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE events ADD COLUMN messages_allowed BOOLEAN NOT NULL DEFAULT TRUE;
