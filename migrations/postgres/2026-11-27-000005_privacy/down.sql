ALTER TABLE events DROP COLUMN public_delay_days;
ALTER TABLE events DROP COLUMN public_delay_moves;
ALTER TABLE events DROP COLUMN public_games;
ALTER TABLE users DROP COLUMN deleted_at;
ALTER TABLE users DROP COLUMN games_private;
