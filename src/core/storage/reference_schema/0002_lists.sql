-- Reference DB step 2: system definitions, special rules and army lists (lists/README.md).
-- Each definition keeps its XML document (the repositories parse it for the full model) and
-- the columns the list browser filters and sorts on.
CREATE TABLE system_definition (
    system_id TEXT PRIMARY KEY NOT NULL REFERENCES game_system (id),
    scaling   TEXT NOT NULL,
    default_size INTEGER NOT NULL,
    document  TEXT NOT NULL
);
CREATE TABLE special_rule (
    system_id  TEXT NOT NULL,
    list_id    TEXT NOT NULL DEFAULT '', -- '' for rules of the system itself
    id         TEXT NOT NULL,
    name_fr    TEXT NOT NULL,
    name_en    TEXT NOT NULL,
    summary_fr TEXT NOT NULL,
    summary_en TEXT NOT NULL,
    section    TEXT NOT NULL,
    PRIMARY KEY (system_id, list_id, id)
);
CREATE TABLE army_list (
    system_id TEXT NOT NULL REFERENCES game_system (id),
    id        TEXT NOT NULL,
    number    INTEGER,
    name_fr   TEXT NOT NULL,
    name_en   TEXT NOT NULL,
    source    TEXT NOT NULL,
    edition   TEXT NOT NULL,
    date_from INTEGER,
    date_to   INTEGER,
    confirmed INTEGER NOT NULL,
    units     INTEGER NOT NULL,
    file      TEXT NOT NULL,
    document  TEXT NOT NULL,
    PRIMARY KEY (system_id, id)
);
CREATE TABLE army_unit (
    system_id TEXT NOT NULL,
    list_id   TEXT NOT NULL,
    id        TEXT NOT NULL,
    position  INTEGER NOT NULL,
    name_fr   TEXT NOT NULL,
    name_en   TEXT NOT NULL,
    role      TEXT NOT NULL,
    points    INTEGER,
    min       INTEGER,
    max       INTEGER,
    army_min  INTEGER,
    army_max  INTEGER,
    PRIMARY KEY (system_id, list_id, id),
    FOREIGN KEY (system_id, list_id) REFERENCES army_list (system_id, id)
);
