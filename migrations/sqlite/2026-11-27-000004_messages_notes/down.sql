ALTER TABLE events DROP COLUMN messages_allowed;
ALTER TABLE users DROP COLUMN messages_enabled;
DROP INDEX game_notes_user;
DROP TABLE game_notes;
DROP INDEX game_messages_author;
DROP INDEX game_messages_game;
DROP TABLE game_messages;
