ALTER TABLE outbox_bodies DROP COLUMN snapshot;
