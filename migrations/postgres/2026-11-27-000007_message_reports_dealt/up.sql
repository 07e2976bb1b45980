-- Reported messages: when the event's organizer (or an admin) marked the report dealt with;
-- the open reports are those reported and not yet dealt with.
ALTER TABLE game_messages ADD COLUMN report_dealt_at TIMESTAMP;
CREATE INDEX game_messages_reported ON game_messages (reported_at);
