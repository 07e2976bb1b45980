-- A challenge (and the game it becomes) may be rated: a rated game outside an event moves both
-- players' ratings when it ends. Existing challenges and games stay unrated; event games are
-- rated as their event decides, whatever this column says.
ALTER TABLE challenges ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
