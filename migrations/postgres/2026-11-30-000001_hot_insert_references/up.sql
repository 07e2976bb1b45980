-- A move's inserts (the move, its mail and the mail's bodies) no longer have PostgreSQL check
-- their references. Each check is a query of its own, run for every row (`SELECT 1 FROM games
-- WHERE id = $1 FOR KEY SHARE`), and the five of them were 6-7 % of the machine in a profile of
-- the move path (BENCHMARKS.md, session 18). None of them can fail through Kingpost:
--   moves.game_id and outbox_bodies.outbox_id are taken from the row the same statement wrote;
--   moves.played_by, outbox.user_id and outbox.game_id name accounts and games the transaction
--   read, and Kingpost never deletes an account or a game (an account is erased by clearing its
--   personal data, not its row). It deletes messages only when erasing an account, and their
--   bodies first (db/personal.rs).
-- What is lost is the guard against deleting such rows by hand in psql: do not. SQLite keeps
-- the checks (they cost little in-process, and dropping one there means rebuilding the table).
ALTER TABLE moves DROP CONSTRAINT moves_game_id_fkey;
ALTER TABLE moves DROP CONSTRAINT moves_played_by_fkey;
ALTER TABLE outbox DROP CONSTRAINT outbox_user_id_fkey;
ALTER TABLE outbox DROP CONSTRAINT outbox_game_id_fkey;
ALTER TABLE outbox_bodies DROP CONSTRAINT outbox_bodies_outbox_id_fkey;
