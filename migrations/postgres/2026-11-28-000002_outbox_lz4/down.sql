DO $$
BEGIN
    ALTER TABLE outbox_bodies
        ALTER COLUMN text_body SET COMPRESSION default,
        ALTER COLUMN html_body SET COMPRESSION default;
EXCEPTION WHEN OTHERS THEN
    NULL;
END
$$;
