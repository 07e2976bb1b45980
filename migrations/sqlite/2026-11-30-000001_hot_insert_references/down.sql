-- Nothing was changed on SQLite (see up.sql).
SELECT 1;
