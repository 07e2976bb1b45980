-- Outgoing mail: one row per message, written in the same transaction as the change that caused
-- it. The worker claims due rows (claimed_by, claimed_at, and next_attempt_at pushed forward as
-- a lease), sends them, and marks them sent, or failed for good, or due again after a back-off.
CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    recipient TEXT NOT NULL,
    user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    game_id INTEGER REFERENCES games (id) ON DELETE SET NULL,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    text_body TEXT NOT NULL,
    html_body TEXT NOT NULL,
    message_id TEXT NOT NULL,
    in_reply_to TEXT,
    thread_references TEXT,
    reply_to TEXT,
    list_unsubscribe TEXT,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    last_error TEXT,
    created_at TIMESTAMP NOT NULL,
    sent_at TIMESTAMP,
    claimed_by TEXT,
    claimed_at TIMESTAMP
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_thread ON outbox (game_id, user_id);
