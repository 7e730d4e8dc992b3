-- Reference DB step 6: the digest's search index as the rules search holds it in memory (issue
-- 26), one row per language, written by build-db from rule_fts_fr/en once every section is in,
-- so that a one-shot search reads it instead of rebuilding it from FTS5 in every process. The
-- data is SearchIndex bytes (core/reference/search_index_codec.cpp), tagged with the FTS5 state
-- it was read from; a copy that does not match that state, or is damaged, is ignored.
CREATE TABLE search_index (
    lang TEXT PRIMARY KEY CHECK (lang IN ('fr', 'en')),
    data BLOB NOT NULL
);
