ALTER TABLE users DROP COLUMN confirm_moves;
DROP TABLE game_changes;
