-- Players' accounts. Usernames compare case-insensitively.
CREATE TABLE users (
    id SERIAL PRIMARY KEY,
    username TEXT NOT NULL,
    email TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    email_verified_at TIMESTAMP,
    language TEXT NOT NULL DEFAULT 'en',
    notation TEXT NOT NULL DEFAULT 'san',
    time_zone TEXT NOT NULL DEFAULT 'UTC',
    created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX users_username ON users (lower(username));
CREATE INDEX users_email ON users (lower(email));

-- Personal API tokens; only a SHA-256 of each token is stored.
CREATE TABLE api_tokens (
    id SERIAL PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    label TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP
);
CREATE INDEX api_tokens_user ON api_tokens (user_id);
