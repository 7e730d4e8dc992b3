// Where the rules search's in-memory indexes come from (issue 26): build-db's copy of the
// digest's, the cache files of the user's rulebooks', or FTS5 itself when no valid copy exists.
#pragma once

#include "core/reference/search_index.h"

#include <string>
#include <vector>

namespace ost::storage {
class RulesRepository;
class SearchIndexCache;
} // namespace ost::storage

namespace ost::reference {

/// bm25 column weights, as the FTS5 statements give them: digest title 10, body 1, glossary
/// names 5, names in the other language 2; user rulebooks title 10, body 1.
const std::vector<double>& reference_weights();
const std::vector<double>& user_weights();

/// How an index was obtained (tests check that a damaged or stale copy is never used).
enum class IndexOrigin { Stored, Rebuilt };

/// The index read from FTS5 (`user` false: the digest, else the user's rulebooks) in `lang`:
/// every token, the slow way (0.3 s for a 100,000-word rulebook).
SearchIndex build_index(const storage::RulesRepository& repo, const std::string& lang, bool user);

/// The digest's index in `lang`: the copy build-db stored in the reference DB when it is whole
/// and tagged with the digest's current FTS5 state (RulesRepository::index_state), else rebuilt
/// from FTS5 (the reference DB is never written).
SearchIndex load_reference_index(const storage::RulesRepository& repo, const std::string& lang,
                                 IndexOrigin* origin = nullptr);

/// The user's rulebooks' index in `lang`: the cache file when it is whole and tagged with the
/// current FTS5 state, else rebuilt from FTS5 and the cache file rewritten (an empty index
/// only over a stale file: a user without rulebooks gets no files).
SearchIndex load_user_index(const storage::RulesRepository& repo, const storage::SearchIndexCache& cache,
                            const std::string& lang, IndexOrigin* origin = nullptr);

/// The index of a user without rulebooks: what build_index reads from their empty FTS5 tables.
SearchIndex empty_user_index();

/// What build-db stores for the digest in `lang`: its index read from FTS5, as bytes tagged
/// with its FTS5 state.
std::string reference_index_bytes(const storage::RulesRepository& repo, const std::string& lang);

} // namespace ost::reference
