-- Xfcc (Scid, ChessBase and other correspondence clients): application passwords, stored as
-- SHA-256 hashes like API tokens and usable only by the Xfcc door, and whether the account
-- password is accepted there too (no row: it is).
CREATE TABLE xfcc_passwords (
    id SERIAL PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    password_hash TEXT NOT NULL UNIQUE,
    label TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP
);
CREATE INDEX xfcc_passwords_user ON xfcc_passwords (user_id);
CREATE TABLE xfcc_settings (
    user_id INTEGER PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    account_password BOOLEAN NOT NULL DEFAULT TRUE
);
