-- User DB step 3: rulebooks imported by the user, split into sections.
CREATE TABLE rulebook (
    id          INTEGER PRIMARY KEY,
    system_id   TEXT NOT NULL,
    lang        TEXT NOT NULL CHECK (lang IN ('fr', 'en')),
    title       TEXT NOT NULL,
    source_file TEXT NOT NULL,
    imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE rulebook_section (
    id          INTEGER PRIMARY KEY,
    rulebook_id INTEGER NOT NULL REFERENCES rulebook (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    title       TEXT NOT NULL,
    body        TEXT NOT NULL
);
CREATE INDEX rulebook_section_by_book ON rulebook_section (rulebook_id, position);
