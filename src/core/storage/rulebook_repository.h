// Writes the user's imported rulebooks (rulebook, rulebook_section and their FTS5 index).
// One import is one transaction: a failed or cancelled import leaves nothing behind.
#pragma once

#include "core/model/rule_hit.h"
#include "core/model/rule_listing.h"
#include "core/support/progress.h"

#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

namespace ost::storage {

using ost::ImportedSection; // core/model/rule_listing.h

class RulebookRepository {
public:
    explicit RulebookRepository(SQLite::Database& db) : m_db(db) {}

    /// Stores `book` (id ignored) and its sections, indexed for search in book.lang.
    /// Reports progress per section; throws UserCancelled (rolled back) when asked to stop.
    /// Returns the new rulebook id.
    long long add(const Rulebook& book, const std::vector<ImportedSection>& sections,
                  ProgressSink& progress);
    /// Deletes a rulebook, its sections and their index rows; false when there was none.
    bool remove(long long rulebook_id);

private:
    SQLite::Database& m_db;
};

} // namespace ost::storage
