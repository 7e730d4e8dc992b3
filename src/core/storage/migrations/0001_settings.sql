-- User DB step 1: settings as key/value pairs (window geometry, language, last area...).
CREATE TABLE setting (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
