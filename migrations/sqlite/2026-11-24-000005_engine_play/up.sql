-- Roles: organizers and admins may adjudicate unfinished games; everyone else is a player.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'player';
-- Engine accounts (kingpost-level-N) play as the built-in engine at this level; NULL for people.
ALTER TABLE users ADD COLUMN engine_level INTEGER;
CREATE INDEX users_engine ON users (engine_level);

-- Decisions that ended a game by adjudication (by an organizer or admin, or a player's
-- tablebase claim): the result, why, who decided, and the engine report (JSON) behind it.
CREATE TABLE adjudications (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    game_id INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    result TEXT NOT NULL,
    reason TEXT NOT NULL,
    decided_by INTEGER NOT NULL REFERENCES users (id),
    report TEXT NOT NULL,
    decided_at TIMESTAMP NOT NULL
);
