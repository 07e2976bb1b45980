-- Mail bodies are written once per move and compressed on the way in (TOAST). lz4 costs the
-- server a fraction of the default pglz's time for about the same size. A server built without
-- lz4 (or older than PostgreSQL 14) keeps the default.
DO $$
BEGIN
    ALTER TABLE outbox_bodies
        ALTER COLUMN text_body SET COMPRESSION lz4,
        ALTER COLUMN html_body SET COMPRESSION lz4;
EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'outbox bodies keep the default compression: %', SQLERRM;
END
$$;
