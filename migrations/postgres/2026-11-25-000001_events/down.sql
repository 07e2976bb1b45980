DROP TABLE rating_history;
DROP TABLE player_ratings;
DROP TABLE event_claims;
DROP TABLE event_games;
DROP TABLE event_players;
DROP TABLE event_sections;
DROP TABLE events;
