-- Nothing to do on SQLite: this version drops the reference checks of a move's inserts on
-- PostgreSQL only (see migrations/postgres/2026-11-30-000001_hot_insert_references), where each
-- check is a query of its own. In-process they cost little, and dropping one here would mean
-- rebuilding the table. The version exists here too so that both backends list the same ones.
SELECT 1;
