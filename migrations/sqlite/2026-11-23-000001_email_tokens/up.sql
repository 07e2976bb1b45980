-- One-time links sent by email: confirming an address ('verify') and resetting a forgotten
-- password ('reset'). Only a SHA-256 of each token is stored; a link works once, until it expires.
CREATE TABLE email_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose);
