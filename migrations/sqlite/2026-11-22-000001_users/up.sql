-- Players' accounts. Usernames compare case-insensitively.
CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
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
