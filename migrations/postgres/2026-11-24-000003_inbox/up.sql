-- Incoming mail, stored raw before anything else happens to it. 'message_id' is the
-- Message-ID (or 'sha256:' and a hash of the content when a message has none): a redelivered
-- message finds its row and stores nothing new. Processing claims a row ('claimed_by',
-- 'claimed_at'; a claim older than the lease may be taken over after a crash) and marks it
-- 'processed', 'ignored' or 'failed' with an outcome; until then the status is 'new'.
CREATE TABLE inbox (
    id SERIAL PRIMARY KEY,
    message_id TEXT NOT NULL UNIQUE,
    raw BYTEA NOT NULL,
    size INTEGER NOT NULL,
    source TEXT NOT NULL,
    envelope_from TEXT,
    envelope_to TEXT NOT NULL DEFAULT '',
    received_at TIMESTAMP NOT NULL,
    status TEXT NOT NULL DEFAULT 'new',
    attempts INTEGER NOT NULL DEFAULT 0,
    claimed_by TEXT,
    claimed_at TIMESTAMP,
    processed_at TIMESTAMP,
    outcome TEXT
);
CREATE INDEX inbox_status ON inbox (status, id);
