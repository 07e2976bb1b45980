ALTER TABLE moves ADD CONSTRAINT moves_game_id_fkey
    FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE CASCADE;
ALTER TABLE moves ADD CONSTRAINT moves_played_by_fkey
    FOREIGN KEY (played_by) REFERENCES users (id);
ALTER TABLE outbox ADD CONSTRAINT outbox_user_id_fkey
    FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE outbox ADD CONSTRAINT outbox_game_id_fkey
    FOREIGN KEY (game_id) REFERENCES games (id) ON DELETE SET NULL;
ALTER TABLE outbox_bodies ADD CONSTRAINT outbox_bodies_outbox_id_fkey
    FOREIGN KEY (outbox_id) REFERENCES outbox (id) ON DELETE CASCADE;
