// Tests for the user DB schema steps: fresh migration, upgrade of a committed old file with a
// backup, refusal of a newer schema and of files that are not Ost databases.
#include "core/storage/migration.h"
#include "core/storage/settings_repository.h"
#include "core/storage/sqlite_access.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"

#include <SQLiteCpp/Database.h>
#include "tests/core/temp_dir.h"
#include "tests/rules/bundled_reference.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace {
fs::path fresh_dir(const std::string& name) {
    const auto dir = ost::test::unique_temp_dir(name);
    return dir;
}
std::string storage_error_of(const fs::path& file) {
    try {
        ost::storage::UserDatabase db(file);
    } catch (const ost::StorageError& e) {
        return e.message().english();
    }
    return {};
}
} // namespace

TEST_CASE("A new in-memory user DB is migrated to the last step", "[storage]") {
    ost::storage::UserDatabase db(":memory:");
    CHECK(db.opened_version() == 0);
    CHECK(db.schema_version() == ost::storage::UserDatabase::latest_version());
    CHECK(db.schema_version() >= 3);
    CHECK(db.connection().execAndGet("PRAGMA application_id").getInt() ==
          ost::storage::kUserApplicationId);
    CHECK(db.connection().execAndGet("PRAGMA foreign_keys").getInt() == 1);
    CHECK(db.connection().tableExists("roster"));
    CHECK(db.connection().tableExists("rulebook_section"));
}

TEST_CASE("The embedded steps are numbered 1..N without gaps", "[storage]") {
    int expected = 1;
    for (const auto& step : ost::storage::user_migrations()) {
        CHECK(step.version == expected++);
        CHECK_FALSE(step.sql.empty());
    }
    CHECK(ost::storage::reference_migrations().front().version == 1);
    // Reference steps may leave gaps (each branch owns its numbers) but must be listed in
    // increasing order: the last one gives the schema version.
    int previous = 0;
    for (const auto& step : ost::storage::reference_migrations()) {
        CHECK(step.version > previous);
        previous = step.version;
    }
}

TEST_CASE("A committed version-1 file is upgraded and backed up first", "[storage]") {
    const auto dir = fresh_dir("upgrade");
    const auto file = dir / "user.sqlite";
    fs::copy_file(OST_TEST_DATA_DIR "/db/user-v1.sqlite", file);
    {
        ost::storage::UserDatabase db(file);
        CHECK(db.opened_version() == 1);
        CHECK(db.schema_version() == ost::storage::UserDatabase::latest_version());
        ost::storage::SettingsRepository settings(db.connection());
        CHECK(settings.get_or("ui.language", "") == "fr"); // data of the old file survived
        CHECK(db.connection().execAndGet("PRAGMA journal_mode").getString() == "wal");
    }
    REQUIRE(fs::exists(dir / "user.sqlite.v1.bak"));
    SQLite::Database backup((dir / "user.sqlite.v1.bak").string());
    CHECK(backup.execAndGet("PRAGMA user_version").getInt() == 1);
    // Opening again changes nothing and makes no new backup.
    ost::storage::UserDatabase again(file);
    CHECK(again.opened_version() == ost::storage::UserDatabase::latest_version());
    fs::remove_all(dir);
}

TEST_CASE("Processes creating the same new file at once all get a migrated DB", "[storage]") {
    // Parallel CLI runs or two windows started together used to race on a new file: the second
    // one replayed step 1 and failed on "table already exists".
    const auto dir = fresh_dir("concurrent");
    const auto file = dir / "user.sqlite";
    constexpr int kOpeners = 8;
    std::vector<std::string> errors(kOpeners);
    std::vector<int> opened(kOpeners, -1);
    std::vector<std::thread> threads;
    for (int i = 0; i < kOpeners; ++i) {
        threads.emplace_back([&, i] {
            try {
                ost::storage::UserDatabase db(file);
                opened[i] = db.opened_version();
            } catch (const ost::Error& e) {
                errors[i] = e.message().english() + " / " + e.detail();
            }
        });
    }
    for (auto& t : threads) {
        t.join();
    }
    for (int i = 0; i < kOpeners; ++i) {
        INFO("opener " << i);
        CHECK(errors[i] == "");
        CHECK((opened[i] == 0 || opened[i] == ost::storage::UserDatabase::latest_version()));
    }
    ost::storage::UserDatabase db(file);
    CHECK(db.schema_version() == ost::storage::UserDatabase::latest_version());
    fs::remove_all(dir);
}

TEST_CASE("Separate processes creating the same new file at once all get a migrated DB",
          "[storage]") {
    // The fresh-machine failure: "database is locked" for one of several first opens (a WAL
    // switch or schema change of another process is reported BUSY without waiting).
    const auto dir = fresh_dir("concurrent-processes");
    const auto file = dir / "user.sqlite";
    constexpr int kOpeners = 8;
    std::vector<pid_t> children;
    for (int i = 0; i < kOpeners; ++i) {
        const pid_t pid = ::fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            int code = 0;
            try {
                ost::storage::UserDatabase db(file);
                code = db.schema_version() == ost::storage::UserDatabase::latest_version() ? 0 : 3;
            } catch (const ost::Error& e) {
                const auto line = e.message().english() + " / " + e.detail() + "\n";
                [[maybe_unused]] const auto n = ::write(2, line.data(), line.size());
                code = 4;
            } catch (...) {
                code = 5;
            }
            ::_exit(code);
        }
        children.push_back(pid);
    }
    for (const pid_t pid : children) {
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
    }
    ost::storage::UserDatabase db(file);
    CHECK(db.schema_version() == ost::storage::UserDatabase::latest_version());
    fs::remove_all(dir);
}

TEST_CASE("A write waits for another process's long transaction instead of failing", "[storage]") {
    // An autosave while another Ost imports a rulebook: the importer holds the write lock for
    // longer than the old 2 s busy timeout; the settings write must wait, then succeed.
    const auto dir = fresh_dir("contention");
    const auto file = dir / "user.sqlite";
    { ost::storage::UserDatabase create(file); }
    const auto locked = dir / "locked";
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        int code = 0;
        try {
            ost::storage::UserDatabase db(file);
            db.connection().exec("BEGIN IMMEDIATE");
            db.connection().exec("INSERT INTO setting (key, value) VALUES ('importer', 'busy')");
            std::ofstream(locked) << "1";
            std::this_thread::sleep_for(std::chrono::milliseconds(3500));
            db.connection().exec("COMMIT");
        } catch (...) {
            code = 4;
        }
        ::_exit(code);
    }
    while (!fs::exists(locked)) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    std::string error;
    try {
        ost::storage::UserDatabase db(file);
        ost::storage::SettingsRepository(db.connection()).set("autosave", "done");
        CHECK(ost::storage::SettingsRepository(db.connection()).get_or("importer", "") == "busy");
    } catch (const ost::Error& e) {
        error = e.message().english() + " / " + e.detail();
    }
    CHECK(error == "");
    int status = 0;
    REQUIRE(::waitpid(pid, &status, 0) == pid);
    CHECK(WEXITSTATUS(status) == 0);
    fs::remove_all(dir);
}

TEST_CASE("Another program's SQLite file is left byte for byte as it was", "[storage]") {
    const auto dir = fresh_dir("foreign-untouched");
    const auto file = dir / "other.sqlite";
    {
        SQLite::Database db(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("PRAGMA application_id = 42; CREATE TABLE t(x); INSERT INTO t VALUES (1)");
    }
    const auto bytes = [&] {
        std::ifstream in(file, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    };
    const auto before = bytes();
    CHECK_THAT(storage_error_of(file), Catch::Contains("not an Ost database"));
    CHECK(bytes() == before); // the journal mode byte (offset 18) too: no switch to WAL
    CHECK_FALSE(fs::exists(dir / "other.sqlite-wal"));
    fs::remove_all(dir);
}

TEST_CASE("Database paths with #, ?, % and spaces name exactly that file", "[storage]") {
    const auto dir = fresh_dir("uri");
    const auto folder = dir / "my #1 army? 100% sure";
    fs::create_directories(folder);
    const auto file = folder / "user db?mode=ro#x%41.sqlite";
    {
        ost::storage::UserDatabase db(file);
        ost::storage::SettingsRepository(db.connection()).set("k", "v");
    }
    CHECK(fs::is_regular_file(file));
    for (const auto& entry : fs::directory_iterator(dir)) {
        CHECK(entry.path() == folder); // nothing was created beside it under a cut name
    }
    // The reference DB is ATTACHed through a URI too (the --data folder may have such a name).
    const auto reference = folder / "ref #2?mode=rw%20.sqlite";
    fs::copy_file(ost::test::bundled_reference(), reference);
    ost::storage::UserDatabase again(file, reference);
    CHECK(again.has_reference());
    CHECK(again.connection().execAndGet("SELECT count(*) FROM ref.sqlite_master").getInt() > 0);
    CHECK(ost::storage::SettingsRepository(again.connection()).get_or("k", "") == "v");
    CHECK(ost::storage::sqlite_file_uri("/a b/c#?%.db", "mode=ro") ==
          "file:///a%20b/c%23%3F%25.db?mode=ro");
    CHECK(ost::storage::sqlite_file_uri("//host/x").rfind("file:///host/x", 0) == 0);
    fs::remove_all(dir);
}

TEST_CASE("A file from a newer Ost is refused untouched", "[storage]") {
    const auto dir = fresh_dir("future");
    const auto file = dir / "user.sqlite";
    {
        ost::storage::UserDatabase db(file);
        db.connection().exec("PRAGMA user_version = 999");
    }
    CHECK_THAT(storage_error_of(file), Catch::Contains("newer version of Ost"));
    SQLite::Database check(file.string());
    CHECK(check.execAndGet("PRAGMA user_version").getInt() == 999);
    fs::remove_all(dir);
}

TEST_CASE("Files that are not Ost databases are refused", "[storage]") {
    const auto dir = fresh_dir("foreign");
    const auto other_app = dir / "other.sqlite";
    {
        SQLite::Database db(other_app.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("PRAGMA application_id = 42; CREATE TABLE t(x)");
    }
    CHECK_THAT(storage_error_of(other_app), Catch::Contains("not an Ost database"));
    const auto unknown_tables = dir / "tables.sqlite";
    {
        SQLite::Database db(unknown_tables.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        db.exec("CREATE TABLE t(x)");
    }
    CHECK_THAT(storage_error_of(unknown_tables), Catch::Contains("not an Ost database"));
    const auto text = dir / "notes.txt";
    std::ofstream(text) << "these are my notes, not a database at all, definitely not\n";
    CHECK_THAT(storage_error_of(text), Catch::Contains("Cannot open the database"));
    fs::remove_all(dir);
}

TEST_CASE("Settings round-trip with typed fallbacks", "[storage]") {
    ost::storage::UserDatabase db(":memory:");
    ost::storage::SettingsRepository settings(db.connection());
    CHECK_FALSE(settings.get("window.width"));
    settings.set_int("window.width", 1200);
    settings.set("window.height", "tall");
    CHECK(settings.get_int("window.width", 0) == 1200);
    CHECK(settings.get_int("window.height", 700) == 700);
    settings.set_int("window.width", 900);
    CHECK(settings.get_int("window.width", 0) == 900);
    settings.remove("window.width");
    CHECK(settings.get_or("window.width", "none") == "none");
}
