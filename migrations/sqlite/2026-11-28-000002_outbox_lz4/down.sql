-- PostgreSQL only (the compression of mail bodies); nothing changes on SQLite.
SELECT 1;
