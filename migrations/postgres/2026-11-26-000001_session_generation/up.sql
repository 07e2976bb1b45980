-- Every browser session remembers the account's session generation at sign-in and is refused once
-- it changes: signing out, changing the password and "sign out everywhere" add one.
ALTER TABLE users ADD COLUMN session_generation INTEGER NOT NULL DEFAULT 0;
