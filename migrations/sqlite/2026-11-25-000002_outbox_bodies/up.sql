-- The bodies of outgoing mail in their own table: claiming a message and marking it sent then
-- rewrite a small row, not the whole 10 KB message with it.
CREATE TABLE outbox_bodies (
    outbox_id INTEGER PRIMARY KEY NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL
);
INSERT INTO outbox_bodies (outbox_id, text_body, html_body)
    SELECT id, text_body, html_body FROM outbox;
ALTER TABLE outbox DROP COLUMN text_body;
ALTER TABLE outbox DROP COLUMN html_body;
