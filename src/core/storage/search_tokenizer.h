// The "ost" FTS5 tokenizer: folds accents and case, then stems (French or English), so
// « deroute » finds « déroute » and « charges » finds « charger ». Registered per connection.
#pragma once

#include <SQLiteCpp/Database.h>

namespace ost::storage {

/// Registers the tokenizer `ost` on `db` (idempotent per connection). Every connection that
/// creates, writes or queries a rules FTS5 table (reference or user DB, attached or not) must
/// call it first; UserDatabase and ReferenceDatabase::create do. Use as
/// `tokenize = 'ost fr'` or `'ost en'`. Indexing emits, for each word, its stem plus its folded
/// form at the same position; a query term is stemmed, a prefix term (`word*`) is only folded,
/// so typing "derou" already matches. Throws StorageError if FTS5 is missing.
void register_search_tokenizer(SQLite::Database& db);

} // namespace ost::storage
