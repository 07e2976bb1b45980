-- A game mail may be stored as what to render rather than rendered: the event and the game's
-- state at it (JSON), with empty bodies. The worker renders it when it sends it, so the
-- transaction that made the move neither renders nor stores some kilobytes of mail.
ALTER TABLE outbox_bodies ADD COLUMN snapshot TEXT;
