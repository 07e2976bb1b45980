-- Engine work as jobs any worker process may claim: an engine account's answer in a game
-- (kind 'move', game_id, payload the game's version when it was queued) or the adjudication
-- reports of an event's open claims (kind 'reports', event_id). A worker claims a queued job
-- (state 'running', its name in worker, lease_until = now + thinking time + lease), does the
-- work holding no connection, and marks it 'done'; a running job whose lease has passed was
-- left by a worker that died and is claimed again (attempts counts the claims). dedup_key keeps
-- one job per game and version.
CREATE TABLE engine_jobs (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    kind TEXT NOT NULL,
    game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,
    event_id INTEGER REFERENCES events (id) ON DELETE CASCADE,
    payload TEXT NOT NULL DEFAULT '',
    dedup_key TEXT UNIQUE,
    state TEXT NOT NULL DEFAULT 'queued',
    worker TEXT,
    lease_until TIMESTAMP,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    finished_at TIMESTAMP
);
CREATE INDEX engine_jobs_open ON engine_jobs (state, lease_until, id);
