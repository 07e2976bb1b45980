-- Watching games: a player may keep all their games from visitors; an event may keep its games
-- private or show them to visitors only some moves or days behind (0: no delay).
ALTER TABLE users ADD COLUMN games_private BOOLEAN NOT NULL DEFAULT FALSE;
-- When the owner deleted the account (the row stays, anonymized, for the game records).
ALTER TABLE users ADD COLUMN deleted_at TIMESTAMP;
ALTER TABLE events ADD COLUMN public_games BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE events ADD COLUMN public_delay_moves INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN public_delay_days INTEGER NOT NULL DEFAULT 0;
