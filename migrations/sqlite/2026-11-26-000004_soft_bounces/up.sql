-- Soft bounces: a report that delivery of an outgoing message (outbox_id) to a player's address
-- is delayed. Counted once per message; enough of them within the configured window mark the
-- address as bouncing, as a hard bounce does.
CREATE TABLE soft_bounces (
    outbox_id INTEGER PRIMARY KEY NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    bounced_at TIMESTAMP NOT NULL
);
CREATE INDEX soft_bounces_address ON soft_bounces (user_id, email, bounced_at);
