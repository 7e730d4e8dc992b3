-- Reference DB step 1: build facts and the game systems.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
CREATE TABLE game_system (
    id       TEXT PRIMARY KEY NOT NULL,
    position INTEGER NOT NULL,
    name_fr  TEXT NOT NULL,
    name_en  TEXT NOT NULL,
    source   TEXT NOT NULL,
    file     TEXT NOT NULL
);
