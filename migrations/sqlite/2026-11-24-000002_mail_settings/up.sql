-- Mail settings per player: 'move' (a mail for every event), 'digest' (one mail a day listing
-- the games where it is their move; digest_due_at is when the next one is due) or 'none'.
-- email_bouncing_at is set when mail to the address failed for good, with the server's answer.
ALTER TABLE users ADD COLUMN notify TEXT NOT NULL DEFAULT 'move';
ALTER TABLE users ADD COLUMN digest_due_at TIMESTAMP;
ALTER TABLE users ADD COLUMN email_bouncing_at TIMESTAMP;
ALTER TABLE users ADD COLUMN email_bounce_reason TEXT;
