DROP INDEX outbox_recipient_kind;
DROP INDEX inbox_retention;
DROP INDEX inbox_client_recent;
DROP INDEX inbox_sender_recent;
ALTER TABLE inbox DROP COLUMN sender;
ALTER TABLE inbox DROP COLUMN client_addr;
