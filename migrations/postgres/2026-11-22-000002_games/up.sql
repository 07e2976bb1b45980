-- Challenges: an offer to play, to a named player or open to anyone.
CREATE TABLE challenges (
    id SERIAL PRIMARY KEY,
    challenger_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    opponent_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
    color TEXT NOT NULL,
    variant TEXT NOT NULL,
    chess960_number INTEGER,
    initial_fen TEXT,
    time_control TEXT NOT NULL,
    status TEXT NOT NULL,
    game_id INTEGER,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX challenges_open ON challenges (status, opponent_id);

-- Games. 'version' grows with every change; writers update WHERE version = the one they read,
-- so of two concurrent changes exactly one applies.
CREATE TABLE games (
    id SERIAL PRIMARY KEY,
    white_id INTEGER NOT NULL REFERENCES users (id),
    black_id INTEGER NOT NULL REFERENCES users (id),
    variant TEXT NOT NULL,
    chess960_number INTEGER,
    initial_fen TEXT NOT NULL,
    current_fen TEXT NOT NULL,
    ply INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    result TEXT NOT NULL DEFAULT '*',
    termination TEXT,
    draw_offer TEXT,
    time_control TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    finished_at TIMESTAMP
);
CREATE INDEX games_white ON games (white_id, status);
CREATE INDEX games_black ON games (black_id, status);

-- Every move, with when it was received and where from (web, api, email, engine).
-- The primary key makes a second move for the same ply impossible.
CREATE TABLE moves (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    uci TEXT NOT NULL,
    san TEXT NOT NULL,
    played_by INTEGER REFERENCES users (id),
    source TEXT NOT NULL,
    played_at TIMESTAMP NOT NULL,
    PRIMARY KEY (game_id, ply)
);
