DROP INDEX game_messages_reported;
ALTER TABLE game_messages DROP COLUMN report_dealt_at;
