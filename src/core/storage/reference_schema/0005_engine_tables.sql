-- Reference DB step 5: the engine's and the legality checks' tables (issue 25, one data channel).
-- Each source file of data/engine/ is kept as its text, keyed by system and kind ('engine' for
-- <system>.json, the odds tables; 'legality' for <system>.xml, the legality rule table), and read
-- by the same parsers that check-data uses: nothing reads data/ or lists/ at run time.
CREATE TABLE engine_table (
    system_id TEXT NOT NULL REFERENCES game_system (id),
    kind      TEXT NOT NULL,
    file      TEXT NOT NULL, -- the source file, for located errors ("data/engine/ab.json")
    document  TEXT NOT NULL,
    PRIMARY KEY (system_id, kind)
);
