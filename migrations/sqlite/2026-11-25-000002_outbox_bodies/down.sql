ALTER TABLE outbox ADD COLUMN text_body TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN html_body TEXT NOT NULL DEFAULT '';
UPDATE outbox SET
    text_body = (SELECT b.text_body FROM outbox_bodies b WHERE b.outbox_id = outbox.id),
    html_body = (SELECT b.html_body FROM outbox_bodies b WHERE b.outbox_id = outbox.id)
WHERE id IN (SELECT outbox_id FROM outbox_bodies);
DROP TABLE outbox_bodies;
