// Loading the search indexes from their stored copies, checked against the FTS5 state they
// were read from; rebuilding them from FTS5 otherwise (issue 26).
#include "core/reference/stored_index.h"

#include "core/storage/rules_repository.h"
#include "core/storage/search_index_cache.h"

namespace ost::reference {

const std::vector<double>& reference_weights() {
    static const std::vector<double> weights{10.0, 1.0, 5.0, 2.0};
    return weights;
}

const std::vector<double>& user_weights() {
    static const std::vector<double> weights{10.0, 1.0};
    return weights;
}

SearchIndex build_index(const storage::RulesRepository& repo, const std::string& lang, bool user) {
    SearchIndex index(user ? user_weights() : reference_weights());
    repo.index_instances(lang, user, [&](std::string_view term, long long row, int column, int offset) {
        index.add(term, row, column, offset);
    });
    index.finish();
    return index;
}

SearchIndex empty_user_index() {
    SearchIndex index(user_weights());
    index.finish();
    return index;
}

SearchIndex load_reference_index(const storage::RulesRepository& repo, const std::string& lang,
                                 IndexOrigin* origin) {
    const auto state = repo.index_state(lang, false);
    std::optional<SearchIndex> stored;
    repo.read_stored_reference_index(lang, [&](std::string_view bytes) {
        stored = SearchIndex::from_bytes(bytes, state, reference_weights());
    });
    if (stored) {
        if (origin) {
            *origin = IndexOrigin::Stored;
        }
        return std::move(*stored);
    }
    if (origin) {
        *origin = IndexOrigin::Rebuilt;
    }
    return build_index(repo, lang, false);
}

SearchIndex load_user_index(const storage::RulesRepository& repo, const storage::SearchIndexCache& cache,
                            const std::string& lang, IndexOrigin* origin) {
    const auto state = repo.index_state(lang, true);
    std::optional<SearchIndex> stored;
    const bool had_file = cache.read(lang, [&](std::string_view bytes) {
        stored = SearchIndex::from_bytes(bytes, state, user_weights());
    });
    if (stored) {
        if (origin) {
            *origin = IndexOrigin::Stored;
        }
        return std::move(*stored);
    }
    if (origin) {
        *origin = IndexOrigin::Rebuilt;
    }
    auto index = build_index(repo, lang, true);
    // An empty index is written only over a stale copy (a user without rulebooks gets no files,
    // and one who deleted them all does not read a large stale file at every search).
    if (!index.empty() || had_file) {
        cache.write(lang, index.to_bytes(state));
    }
    return index;
}

std::string reference_index_bytes(const storage::RulesRepository& repo, const std::string& lang) {
    return build_index(repo, lang, false).to_bytes(repo.index_state(lang, false));
}

} // namespace ost::reference
