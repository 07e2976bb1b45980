DROP TABLE adjudications;
DROP INDEX users_engine;
ALTER TABLE users DROP COLUMN engine_level;
ALTER TABLE users DROP COLUMN role;
