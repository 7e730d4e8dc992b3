// Tests of the one data channel (issue 25): build-db stores every table of data/engine as its
// text, the legality and combat services read them from a folder holding only the reference DB,
// and a DB without them (an older Ost's) is named with what to do.
#include "core/systems/ab/ab_tables.h"
#include "core/systems/jomini/jomini_tables.h"
#include "core/services/combat_scenario.h"
#include "core/services/legality_scenario.h"
#include "core/services/legality_service.h"
#include "core/services/reference_builder.h"
#include "core/services/roster_store.h"
#include "core/services/session.h"
#include "core/storage/engine_table_repository.h"
#include "core/storage/reference_database.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/json_document.h"

#include "tests/core/temp_dir.h"
#include "tests/rules/bundled_reference.h"

#include <SQLiteCpp/Database.h>
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>

namespace fs = std::filesystem;
using namespace ost;

namespace {
/// A new folder holding only a copy of the bundled reference DB (no lists/, no data/).
fs::path folder_with_only_the_db(const std::string& name) {
    const auto dir = test::unique_temp_dir(name);
    fs::copy_file(test::bundled_reference(), dir / "ost-reference.sqlite");
    return dir;
}

/// The English message of what `action` throws as a StorageError or EnvironmentError.
template <typename F>
std::string failure(F action) {
    try {
        action();
    } catch (const Error& e) {
        return e.message().english();
    }
    return "(nothing thrown)";
}
} // namespace

TEST_CASE("build-db stores every table of data/engine as its text, keyed by system and kind",
          "[reference][engine-tables]") {
    auto db = storage::ReferenceDatabase::open(test::bundled_reference());
    const storage::EngineTableRepository repository(db, "main");
    std::set<std::string> engine;
    std::set<std::string> legality;
    for (const auto& entry : fs::directory_iterator(fs::path(OST_SOURCE_DIR) / "data/engine")) {
        const auto& file = entry.path();
        const bool json = file.extension() == ".json";
        (json ? engine : legality).insert(file.stem().string());
        const auto stored = repository.find(file.stem().string(), json ? storage::kEngineTableKind
                                                                        : storage::kLegalityTableKind);
        INFO(file.string());
        REQUIRE(stored);
        CHECK(stored->document == read_file(file));
        CHECK(fs::path(stored->file).filename() == file.filename());
    }
    CHECK(engine.size() == 4);
    const auto stored_engine = repository.systems(storage::kEngineTableKind);
    const auto stored_legality = repository.systems(storage::kLegalityTableKind);
    CHECK(std::set<std::string>(stored_engine.begin(), stored_engine.end()) == engine);
    CHECK(std::set<std::string>(stored_legality.begin(), stored_legality.end()) == legality);
    CHECK_FALSE(repository.find("no-such-system", storage::kEngineTableKind));
}

TEST_CASE("build-db refuses an engine table of an unknown system, located at its file",
          "[reference][engine-tables]") {
    const auto dir = test::unique_temp_dir("engine-table-unknown");
    fs::create_directories(dir / "lists/wme");
    fs::copy_file(fs::path(OST_SOURCE_DIR) / "lists/wme/system.xml", dir / "lists/wme/system.xml");
    fs::create_directories(dir / "data/engine");
    std::ofstream(dir / "data/engine/zzz.json") << "{}";
    NullProgress progress;
    try {
        build_reference_db(dir / "lists", dir / "data", dir / "ref.sqlite", progress);
        FAIL("build-db accepted an engine table of no system");
    } catch (const InvalidInputError& e) {
        CHECK_THAT(e.message().english(), Catch::Contains("Unknown game system \"zzz\""));
        CHECK(fs::path(e.location().file).filename() == "zzz.json");
    }
    CHECK_FALSE(fs::exists(dir / "ref.sqlite"));
    fs::remove_all(dir);
}

TEST_CASE("Legality and combat read everything from a folder holding only the reference DB",
          "[reference][engine-tables]") {
    const auto dir = folder_with_only_the_db("engine-tables-only-db");
    LegalityService legality(dir);
    CHECK(legality.systems() == std::vector<std::string>{"ab", "adlg", "jomini", "wme"});
    const auto doc = JsonDocument::load_file(fs::path(OST_SOURCE_DIR) /
                                             "tests/data/engine/legality/adlg-contact-bowmen-front.json");
    const auto result = legality.check(read_legality_scenario(doc, legality, {}));
    CHECK_FALSE(result.reasons.empty());
    CHECK_FALSE(legality.lists("adlg").empty());

    Session session({dir, dir / "user.sqlite"});
    const auto tables = load_engine_tables(session);
    // The dice of the games played on hexes come from their stored systems (system@board).
    CHECK(tables.of<ost::engine::AbTables>("ab").die);
    CHECK(tables.of<ost::engine::JominiTables>("jomini").die);
    fs::remove_all(dir);
}

TEST_CASE("A reference DB without the engine tables says to rebuild it or update Ost",
          "[reference][engine-tables]") {
    const auto dir = folder_with_only_the_db("engine-tables-old-db");
    {
        SQLite::Database db((dir / "ost-reference.sqlite").string(), SQLite::OPEN_READWRITE);
        db.exec("DROP TABLE engine_table");
    }
    const auto legality = failure([&] { LegalityService(dir).systems(); });
    CHECK_THAT(legality, Catch::Contains("built by an older Ost") && Catch::Contains("ost-cli build-db") &&
                             Catch::Contains("update Ost"));
    {
        Session session({dir, dir / "user.sqlite"});
        CHECK(failure([&] { load_engine_tables(session); }) == legality);
    }
    // A DB of the schema before these tables is refused when opened, with the same advice.
    {
        SQLite::Database db((dir / "ost-reference.sqlite").string(), SQLite::OPEN_READWRITE);
        db.exec("PRAGMA user_version = 4");
    }
    CHECK_THAT(failure([&] { LegalityService(dir).systems(); }),
               Catch::Contains("has schema 4") && Catch::Contains("ost-cli build-db"));
    fs::remove_all(dir);
}

TEST_CASE("A wm-selector save imports into the system that declares its game, never by name",
          "[reference][engine-tables][wm-selector]") {
    const auto dir = folder_with_only_the_db("engine-tables-wm-selector");
    Session session({dir, dir / "user.sqlite"});
    std::string declaring;
    for (const auto& s : session.systems()) {
        if (session.require_system(s.id).wm_selector_game == "warmaster-evolution") {
            declaring = s.id;
        }
    }
    REQUIRE_FALSE(declaring.empty());
    const RosterStore store(session);
    CHECK(store.wm_selector_system("warmaster-evolution") == declaring);
    CHECK_THAT(failure([&] { store.wm_selector_system("warmaster-revolution"); }),
               Catch::Contains("warmaster-revolution") && Catch::Contains("build-db"));
    fs::remove_all(dir);
}
