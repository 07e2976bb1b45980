-- Limits on abuse. Incoming mail records the SMTP client's address ('client_addr') and the
-- sender the per-sender limit counts ('sender': the envelope sender in lower case, or a Maildir
-- message's Return-Path), so that the messages stored in the last hour can be counted per
-- sender and per client. Outgoing mail is counted per recipient and kind (reset links, error
-- replies) over the outbox itself.
ALTER TABLE inbox ADD COLUMN client_addr TEXT;
ALTER TABLE inbox ADD COLUMN sender TEXT;
CREATE INDEX inbox_sender_recent ON inbox (sender, received_at);
CREATE INDEX inbox_client_recent ON inbox (client_addr, received_at);
CREATE INDEX inbox_retention ON inbox (status, received_at);
CREATE INDEX outbox_recipient_kind ON outbox (recipient, kind, created_at);
