ALTER TABLE users DROP COLUMN session_generation;
