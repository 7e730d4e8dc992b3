-- Reference DB step 3: the rules digest (data/rules/*.xml) and its full-text index.
-- The FTS tables use the "ost" tokenizer (accent folding + Snowball stemming), which every
-- connection must register first (storage/search_tokenizer.h).
CREATE TABLE rule_source (
    id        TEXT PRIMARY KEY NOT NULL,
    system_id TEXT NOT NULL,
    title_fr  TEXT NOT NULL,
    title_en  TEXT NOT NULL
);
CREATE TABLE rule_section (
    id        TEXT PRIMARY KEY NOT NULL,
    system_id TEXT NOT NULL,
    position  INTEGER NOT NULL,
    source_id TEXT,
    ref       TEXT NOT NULL DEFAULT '',
    title_fr  TEXT NOT NULL,
    title_en  TEXT NOT NULL,
    body_fr   TEXT NOT NULL,
    body_en   TEXT NOT NULL
);
CREATE INDEX rule_section_by_system ON rule_section (system_id, position);
CREATE TABLE rule_see_also (
    section_id TEXT NOT NULL,
    position   INTEGER NOT NULL,
    target_id  TEXT NOT NULL,
    PRIMARY KEY (section_id, position)
);
CREATE TABLE rule_term (
    id         TEXT PRIMARY KEY NOT NULL,
    system_id  TEXT NOT NULL,
    section_id TEXT NOT NULL
);
CREATE TABLE rule_term_form (
    term_id  TEXT NOT NULL,
    lang     TEXT NOT NULL CHECK (lang IN ('fr', 'en')),
    position INTEGER NOT NULL,
    form     TEXT NOT NULL,
    PRIMARY KEY (term_id, lang, position)
);
-- One index per language so each is stemmed by its own Snowball algorithm. rowid is
-- rule_section.rowid; body holds the plain text (markup removed) so snippets read well;
-- terms holds the glossary names and synonyms that point to the section, terms_other the same
-- in the other language (so "light infantry" finds the French section, ranked low).
CREATE VIRTUAL TABLE rule_fts_fr USING fts5(title, body, terms, terms_other, tokenize = 'ost fr', prefix = '2 3');
CREATE VIRTUAL TABLE rule_fts_en USING fts5(title, body, terms, terms_other, tokenize = 'ost en', prefix = '2 3');
