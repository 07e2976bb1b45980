-- Postal events: round robins run by an organizer (see src/domain/events).
CREATE TABLE events (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    organizer_id INTEGER NOT NULL REFERENCES users (id),
    status TEXT NOT NULL,
    time_control TEXT NOT NULL,
    leave_rule TEXT NOT NULL,
    variant TEXT NOT NULL,
    chess960_number INTEGER,
    start_fen TEXT,
    sections INTEGER NOT NULL,
    section_size INTEGER NOT NULL,
    double_round BOOLEAN NOT NULL DEFAULT FALSE,
    registration_opens TIMESTAMP,
    registration_closes TIMESTAMP,
    starts_at TIMESTAMP NOT NULL,
    ends_at TIMESTAMP NOT NULL,
    draw_offers_from_move INTEGER NOT NULL DEFAULT 1,
    tablebase_claims BOOLEAN NOT NULL DEFAULT TRUE,
    fifty_move_suspended BOOLEAN NOT NULL DEFAULT FALSE,
    withdrawal_adjudication_percent INTEGER,
    silence_days INTEGER NOT NULL,
    appeal_days INTEGER NOT NULL,
    tiebreaks TEXT NOT NULL,
    rated BOOLEAN NOT NULL DEFAULT TRUE,
    created_at TIMESTAMP NOT NULL,
    started_at TIMESTAMP,
    finished_at TIMESTAMP
);
CREATE INDEX events_status ON events (status);

-- Sections, numbered from 1; a Chess960 event draws one position per section.
CREATE TABLE event_sections (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    chess960_number INTEGER,
    UNIQUE (event_id, number)
);

-- Registrations: the starting rating, and once seeded the section and seat (0-based).
CREATE TABLE event_players (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id),
    rating INTEGER NOT NULL,
    section_id INTEGER REFERENCES event_sections (id),
    seat INTEGER,
    status TEXT NOT NULL,
    registered_at TIMESTAMP NOT NULL,
    withdrawn_at TIMESTAMP,
    UNIQUE (event_id, user_id)
);
CREATE INDEX event_players_section ON event_players (section_id, seat);

-- Which games belong to which event, section and round, and the crosstable mark
-- (forfeit, adjudicated, cancelled; NULL for a game played out).
CREATE TABLE event_games (
    game_id INTEGER PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    section_id INTEGER NOT NULL REFERENCES event_sections (id),
    round INTEGER NOT NULL,
    board INTEGER NOT NULL,
    white_seat INTEGER NOT NULL,
    black_seat INTEGER NOT NULL,
    mark TEXT
);
CREATE INDEX event_games_section ON event_games (section_id, round);
CREATE INDEX event_games_event ON event_games (event_id);

-- The organizer's claims queue: each decision with its author and reason, one appeal.
CREATE TABLE event_claims (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    filed_by INTEGER REFERENCES users (id),
    note TEXT NOT NULL DEFAULT '',
    report TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    ruling TEXT,
    reason TEXT,
    decided_by INTEGER REFERENCES users (id),
    decided_at TIMESTAMP,
    appeal_note TEXT,
    appealed_by INTEGER REFERENCES users (id),
    appealed_at TIMESTAMP,
    appeal_ruling TEXT,
    appeal_reason TEXT,
    appeal_decided_by INTEGER REFERENCES users (id),
    appeal_decided_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX event_claims_queue ON event_claims (event_id, status);
CREATE INDEX event_claims_game ON event_claims (game_id);

-- Correspondence ratings (src/domain/rating.rs) and their history, one row per rated game.
CREATE TABLE player_ratings (
    user_id INTEGER PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    rating INTEGER NOT NULL,
    games INTEGER NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE TABLE rating_history (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    rating_before INTEGER NOT NULL,
    rating_after INTEGER NOT NULL,
    games INTEGER NOT NULL,
    recorded_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, game_id)
);
CREATE INDEX rating_history_user ON rating_history (user_id, id);
