-- User DB step 2: rosters and user-made army lists, each stored as its XML document.
CREATE TABLE roster (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    system_id  TEXT NOT NULL,
    army_id    TEXT NOT NULL,
    army_size  INTEGER NOT NULL CHECK (army_size > 0),
    document   TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX roster_by_system ON roster (system_id);

CREATE TABLE user_list (
    id         TEXT PRIMARY KEY NOT NULL,
    system_id  TEXT NOT NULL,
    name_fr    TEXT NOT NULL,
    name_en    TEXT NOT NULL,
    document   TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
