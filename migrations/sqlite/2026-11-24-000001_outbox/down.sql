DROP TABLE outbox;
