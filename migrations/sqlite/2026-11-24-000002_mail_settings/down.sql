ALTER TABLE users DROP COLUMN email_bounce_reason;
ALTER TABLE users DROP COLUMN email_bouncing_at;
ALTER TABLE users DROP COLUMN digest_due_at;
ALTER TABLE users DROP COLUMN notify;
