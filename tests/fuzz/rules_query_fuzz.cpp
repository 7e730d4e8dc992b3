// Fuzz target: any text typed into the rules search box must give a valid FTS5 query. Each
// input goes through build_fts_query and is run against a small indexed rulebook in memory;
// an SQL or FTS syntax error (StorageError) or any other exception aborts.
#include "core/reference/rules_query.h"
#include "core/reference/rules_service.h"
#include "core/storage/rulebook_repository.h"
#include "core/storage/user_database.h"
#include "core/support/progress.h"

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

namespace {
struct Fixture {
    Fixture() : db(":memory:"), service(db) {
        ost::storage::RulebookRepository books(db.connection());
        ost::NullProgress progress;
        for (const char* lang : {"fr", "en"}) {
            ost::Rulebook book;
            book.system_id = "wme";
            book.lang = lang;
            book.title = "Fuzz";
            book.source_file = "fuzz.md";
            books.add(book,
                      {{"Charge", "Une unité qui charge avance au contact. Déroute et poursuite."},
                       {"Near and far", "NEAR OR AND NOT \"quoted\" text * - ( ) units charging."}},
                      progress);
        }
    }
    ost::storage::UserDatabase db;
    ost::reference::RulesService service;
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static Fixture fixture;
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const auto query = ost::reference::build_fts_query(text);
        if (query.size() > 100000) {
            std::abort(); // the builder bounds its output
        }
        (void)fixture.service.search({text, {}, {}, 10});
        (void)fixture.service.search({text, "wme", "fr", 5});
    } catch (...) {
        std::abort(); // no user text may make the search fail
    }
    return 0;
}
