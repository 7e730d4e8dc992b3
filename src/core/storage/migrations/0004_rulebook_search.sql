-- User DB step 4: full-text index of imported rulebooks (one per language, "ost" tokenizer,
-- rowid = rulebook_section.id) and the rules bookmarks of the Rules area.
CREATE VIRTUAL TABLE rulebook_fts_fr USING fts5(title, body, tokenize = 'ost fr', prefix = '2 3');
CREATE VIRTUAL TABLE rulebook_fts_en USING fts5(title, body, tokenize = 'ost en', prefix = '2 3');
CREATE TABLE rule_bookmark (
    section_key TEXT PRIMARY KEY NOT NULL, -- a digest section id, or "user:<rulebook_section.id>"
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
