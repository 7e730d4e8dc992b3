// Tests of the start-up decisions that keep the app from locking the user out: the user DB that
// does not open (a question through the Prompter), a read-only session, the last roster that
// fails to reopen, and the window placed on screen whatever geometry was saved.
#include "core/services/roster_editor.h"
#include "core/services/roster_store.h"
#include "core/services/session_opener.h"
#include "core/services/settings.h"
#include "core/services/window_geometry.h"
#include "core/storage/user_database.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include "fresh_session.h"
#include "scripted_prompter.h"
#include "tests/core/temp_dir.h"

#include <SQLiteCpp/Database.h>

#include <chrono>
#include <fstream>
#include <functional>
#include <optional>

using namespace ost;
namespace fs = std::filesystem;

namespace {

SessionOptions options_for(const fs::path& db) { return SessionOptions{test::bundled_reference().parent_path(), db, false}; }

void write_bytes(const fs::path& file, const std::string& bytes) {
    std::ofstream out(file, std::ios::binary);
    out << bytes;
}

/// A prompter that runs `before` on each question (to change the state between attempts).
class ActingPrompter final : public Prompter {
  public:
    ActingPrompter(std::function<void()> before, std::vector<std::size_t> answers)
        : m_before(std::move(before)), m_answers(std::move(answers)) {}
    std::size_t ask(const Question& question) override {
        m_asked.push_back(question.text.render(EnglishTranslator::instance()));
        m_before();
        return m_answers.at(m_asked.size() - 1);
    }
    std::vector<std::string> m_asked;

  private:
    std::function<void()> m_before;
    std::vector<std::size_t> m_answers;
};

const std::string kGarbage = "This is not a database at all, only text that was here before.\n";

} // namespace

TEST_CASE("A damaged user DB: one question, and a new database keeps the old file aside", "[services][startup]") {
    const auto dir = test::unique_temp_dir("startup-damaged");
    const auto db = dir / "user.sqlite";
    write_bytes(db, kGarbage + std::string(4096, 'x'));
    const auto before = read_file(db);

    // Quit: nothing opened, the file untouched.
    test::ScriptedPrompter quit({2});
    CHECK(open_session(options_for(db), quit) == nullptr);
    REQUIRE(quit.asked().size() == 1);
    CHECK(quit.asked()[0].find(db.string()) != std::string::npos);
    CHECK(quit.asked()[0].find("Start with a new database") != std::string::npos);
    CHECK(read_file(db) == before);

    // A new database: the app opens on an empty DB, the damaged file is kept byte for byte.
    test::ScriptedPrompter fresh({0});
    auto session = open_session(options_for(db), fresh);
    REQUIRE(session != nullptr);
    CHECK_FALSE(session->read_only());
    CHECK(RosterStore(*session).recent().empty());
    CHECK(read_file(dir / "user.sqlite.damaged-1") == before);
    session.reset();
    fs::remove_all(dir);
}

TEST_CASE("Retry opens the user DB once the cause is gone", "[services][startup]") {
    const auto dir = test::unique_temp_dir("startup-retry");
    const auto db = dir / "user.sqlite";
    write_bytes(db, kGarbage);
    // The "user" removes the bad file while the question is shown, then answers Retry (1).
    ActingPrompter prompter([&] { fs::remove(db); }, {1});
    auto session = open_session(options_for(db), prompter);
    REQUIRE(session != nullptr);
    CHECK(prompter.m_asked.size() == 1);
    CHECK_FALSE(fs::exists(dir / "user.sqlite.damaged-1"));
    session.reset();
    fs::remove_all(dir);
}

TEST_CASE("A default prompter cannot loop for ever on a DB that never opens", "[services][startup]") {
    const auto dir = test::unique_temp_dir("startup-loop");
    const auto db = dir / "user.sqlite";
    write_bytes(db, kGarbage);
    // Always "Retry" (the second choice): asked max_questions times, then the error is thrown.
    ActingPrompter prompter([] {}, {1, 1, 1, 1});
    CHECK_THROWS_AS(open_session(options_for(db), prompter, 3), StorageError);
    CHECK(prompter.m_asked.size() == 3);
    fs::remove_all(dir);
}

TEST_CASE("Locked, read-only and damaged databases get the choices that fit", "[services][startup]") {
    const auto dir = test::unique_temp_dir("startup-classify");
    const auto db = dir / "user.sqlite";
    const StorageError locked(Text::verbatim("Cannot open the database."), "database is locked");
    const StorageError readonly(Text::verbatim("Cannot open the database."), "attempt to write a readonly database");
    const StorageError damaged(Text::verbatim("Cannot open the database."), "file is not a database");
    CHECK(classify_database_problem(db, locked) == DatabaseProblem::Locked);
    CHECK(classify_database_problem(db, readonly) == DatabaseProblem::ReadOnly);
    CHECK(classify_database_problem(db, damaged) == DatabaseProblem::Damaged);
    CHECK(open_choices(DatabaseProblem::Locked) ==
          std::vector<OpenChoice>{OpenChoice::Retry, OpenChoice::ReadOnly, OpenChoice::Quit});
    CHECK(open_choices(DatabaseProblem::ReadOnly) ==
          std::vector<OpenChoice>{OpenChoice::ReadOnly, OpenChoice::Retry, OpenChoice::Quit});
    CHECK(open_choices(DatabaseProblem::Damaged) ==
          std::vector<OpenChoice>{OpenChoice::NewDatabase, OpenChoice::Retry, OpenChoice::Quit});
    fs::remove_all(dir);
}

TEST_CASE("A read-only session reads everything and writes nothing", "[services][startup]") {
    const auto dir = test::unique_temp_dir("startup-readonly");
    const auto db = dir / "user.sqlite";
    std::int64_t id = 0;
    {
        Session session(options_for(db));
        RosterStore store(session);
        auto editor = store.create("wme", "empire", 2000, std::nullopt, "Empire");
        store.autosave(*editor);
        id = editor->roster().id;
        session.settings().set_int("window.area", 1);
    }
    const auto before = read_file(db);
    auto options = options_for(db);
    options.read_only = true;
    Session session(options);
    CHECK(session.read_only());
    RosterStore store(session);
    REQUIRE(store.load(id));
    CHECK(store.load(id)->name == "Empire");
    auto& settings = session.settings();
    CHECK(settings.get_int("window.area", 0) == 1);
    settings.set_int("window.area", 2); // kept for the session only
    CHECK(settings.get_int("window.area", 0) == 2);
    settings.remove("window.area");
    CHECK(settings.get_int("window.area", 7) == 7);
    auto editor = store.edit(*store.load(id));
    editor->add_unit("general");
    CHECK_THROWS(store.autosave(*editor)); // the roster cannot be written
    CHECK(read_file(db) == before);

    // A readable, writable DB opens through the opener without a question.
    options.read_only = false;
    ActingPrompter prompter([] {}, {});
    auto again = open_session(options, prompter);
    CHECK(again != nullptr);
    CHECK(prompter.m_asked.empty());
    fs::remove_all(dir);
}

TEST_CASE("A last roster that fails to reopen is named and not reopened next time", "[services][startup]") {
    test::FreshSession s("startup-last");
    RosterStore store(*s.session);
    CHECK_FALSE(store.reopen_last().editor); // nothing yet
    auto editor = store.create("wme", "empire", 2000, std::nullopt, "Empire du Nord");
    store.autosave(*editor);
    const auto id = editor->roster().id;

    // A good autosave reopens and stays the last roster.
    auto good = store.reopen_last();
    REQUIRE(good.editor);
    CHECK(good.editor->roster().id == id);
    CHECK_FALSE(good.problem);
    CHECK(s.session->settings().get(RosterStore::kLastRosterKey) == std::to_string(id));

    // A corrupted autosave: told with the roster's name, then forgotten as "last".
    s.session->database().connection().exec("UPDATE roster SET document = '<roster broken' WHERE id = " +
                                            std::to_string(id));
    auto bad = store.reopen_last();
    CHECK_FALSE(bad.editor);
    REQUIRE(bad.problem);
    CHECK(bad.problem->render(EnglishTranslator::instance()).find("Empire du Nord") != std::string::npos);
    CHECK_FALSE(s.session->settings().get(RosterStore::kLastRosterKey));
    auto next = store.reopen_last();
    CHECK_FALSE(next.editor);
    CHECK_FALSE(next.problem);
}

TEST_CASE("The window opens on screen whatever geometry was saved", "[services][startup]") {
    const std::vector<ScreenRect> one{{0, 0, 1920, 1080}};
    const std::vector<ScreenRect> two{{0, 0, 1920, 1080}, {1920, 0, 1280, 1024}};
    // Nothing saved (the first start): 80% of the main screen, centred (issue 29: not about
    // 1100x700 in a corner of a 1920x1080 screen); never below the fallback size.
    auto p = place_window({}, one, 1100, 720);
    CHECK(p.width == 1536);
    CHECK(p.height == 864);
    CHECK_FALSE(p.position);
    p = place_window({}, {{0, 0, 1280, 800}}, 1100, 720);
    CHECK(p.width == 1100);
    CHECK(p.height == 720);
    // A sane saved geometry is kept, on either screen.
    p = place_window({100, 50, 1200, 800}, one, 1100, 720);
    CHECK(p.position == std::make_pair(100LL, 50LL));
    CHECK(p.width == 1200);
    p = place_window({2000, 100, 1100, 800}, two, 1100, 720);
    CHECK(p.position == std::make_pair(2000LL, 100LL));
    // Off every screen (a screen unplugged, a far-away value): centred.
    CHECK_FALSE(place_window({5000, 100, 1100, 800}, two, 1100, 720).position);
    CHECK_FALSE(place_window({-3000, -3000, 1100, 800}, one, 1100, 720).position);
    CHECK_FALSE(place_window({100, 1075, 1100, 800}, one, 1100, 720).position); // title bar below
    CHECK_FALSE(place_window({1900, 10, 1100, 800}, one, 1100, 720).position);  // 20 px visible
    // Zero, negative and enormous sizes come back within the minimum and the largest screen.
    p = place_window({0, 0, 0, 0}, one, 1100, 720);
    CHECK(p.width == kMinWindowWidth);
    CHECK(p.height == kMinWindowHeight);
    p = place_window({0, 0, -5, -5}, one, 1100, 720);
    CHECK(p.width == kMinWindowWidth);
    p = place_window({0, 0, 1'000'000'000'000LL, 99'999'999LL}, one, 1100, 720);
    CHECK(p.width == 1920);
    CHECK(p.height == 1080);
    // A main screen smaller than the minimum: the window fits it.
    p = place_window({0, 0, 5000, 5000}, {{0, 0, 800, 600}}, 1100, 720);
    CHECK(p.width == 800);
    CHECK(p.height == 600);
    p = place_window({0, 0, 10, 10}, {{0, 0, 800, 600}}, 1100, 720);
    CHECK(p.width == 800);
    // No screen known (no display yet): sizes are still bounded.
    p = place_window({0, 0, 1'000'000, 0}, {}, 1100, 720);
    CHECK(p.width == 4 * kMinWindowWidth);
    CHECK(p.height == kMinWindowHeight);
}

TEST_CASE("A database that cannot be opened is named by its path, never by a file: URI", "[services][startup]") {
    // Escaped URIs are for SQLite only: the user reads the path as typed (space, '#', '%').
    const auto dir = test::unique_temp_dir("startup-odd path") / "my rosters #2 100% a%20b";
    fs::create_directories(dir);
    const auto db = dir / "user.sqlite";
    write_bytes(db, kGarbage + std::string(4096, 'x'));
    std::string message;
    try {
        Session session(options_for(db));
    } catch (const StorageError& e) {
        message = e.message().english();
    }
    // What failed, then why in the player's words and what to do (issue 28: the cause was missing).
    CHECK(message == "Cannot open the database " + db.string() + ". Your database " + db.string() +
                         " is damaged: restore it from a backup, or start the Ost app and choose \"Start with a "
                         "new database\" (the damaged file is kept beside it).");
    test::ScriptedPrompter quit({2});
    CHECK(open_session(options_for(db), quit) == nullptr);
    REQUIRE(quit.asked().size() == 1);
    CHECK(quit.asked()[0].rfind("Your database " + db.string() + " is damaged, so Ost cannot read all of your data "
                                "(file is not a database).",
                                0) == 0);
    CHECK(quit.asked()[0].find("file:") == std::string::npos);
    CHECK(quit.asked()[0].find("%23") == std::string::npos);

    // Another program's SQLite file and a file from a newer Ost: named by the path too.
    const auto foreign = dir / "other #1.sqlite";
    {
        storage::UserDatabase made(foreign);
        made.connection().exec("PRAGMA application_id = 42");
    }
    try {
        Session session(options_for(foreign));
    } catch (const StorageError& e) {
        message = e.message().english();
    }
    CHECK(message == foreign.string() + " is not an Ost database of this kind, so Ost will not change it.");
    const auto newer = dir / "newer 100%.sqlite";
    {
        storage::UserDatabase made(newer);
        made.connection().exec("PRAGMA user_version = 999");
    }
    try {
        Session session(options_for(newer));
    } catch (const StorageError& e) {
        message = e.message().english();
    }
    CHECK(message.rfind(newer.string() + " was written by a newer version of Ost", 0) == 0);
    fs::remove_all(dir.parent_path());
}

namespace {

/// A user DB with a few stored settings, its last page then overwritten (a page damaged after
/// the file was made: the header still reads, the data does not).
fs::path damaged_after_open(const fs::path& dir) {
    const auto db = dir / "user.sqlite";
    {
        storage::UserDatabase made(db);
        for (int i = 0; i < 200; ++i) {
            made.connection().exec("INSERT INTO setting (key, value) VALUES ('k" + std::to_string(i) + "', '" +
                                   std::string(200, 'v') + "')");
        }
        made.connection().exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const auto size = fs::file_size(db);
    std::fstream file(db, std::ios::in | std::ios::out | std::ios::binary);
    file.seekp(static_cast<std::streamoff>(size - 4096));
    file << std::string(4096, '\xff');
    return db;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

TEST_CASE("A user DB damaged after it was made is a start-up question, not a failure later",
          "[services][startup]") {
    const auto dir = test::unique_temp_dir("startup-damaged-page");
    const auto db = damaged_after_open(dir);
    test::ScriptedPrompter fresh({0}); // start with a new database
    auto session = open_session(options_for(db), fresh);
    REQUIRE(session != nullptr);
    REQUIRE(fresh.asked().size() == 1);
    // The file, the cause in the player's words, SQLite's own words, and what the player can do.
    CHECK_THAT(fresh.asked()[0],
               Catch::StartsWith("Your database " + db.string() + " is damaged, so Ost cannot read all of your data (") &&
                   Catch::Contains("kept beside it as user.sqlite.damaged-1") && Catch::Contains("backup"));
    CHECK(fs::exists(dir / "user.sqlite.damaged-1"));
    session.reset();
    fs::remove_all(dir);
}

TEST_CASE("A storage error in the app's first reads leads to the question too", "[services][startup]") {
    const auto dir = test::unique_temp_dir("startup-first-reads");
    const auto db = dir / "user.sqlite";
    int calls = 0;
    test::ScriptedPrompter quit({2});
    const auto failing = [&](Session&) {
        ++calls;
        throw StorageError(Text::verbatim("Cannot read your settings."), "database disk image is malformed");
    };
    CHECK(open_session(options_for(db), quit, 20, failing) == nullptr);
    CHECK(calls == 1);
    CHECK(quit.asked().size() == 1);
    fs::remove_all(dir);
}

TEST_CASE("A locked user DB is told within 3 s, naming what may hold it", "[services][startup]") {
    const auto dir = test::unique_temp_dir("startup-locked");
    const auto db = dir / "user.sqlite";
    storage::UserDatabase(db).connection().exec("SELECT 1");
    // Another connection holds the file exclusively: nobody can even read it.
    SQLite::Database locker(db.string(), SQLite::OPEN_READWRITE);
    locker.exec("PRAGMA locking_mode = EXCLUSIVE");
    locker.exec("BEGIN EXCLUSIVE");
    locker.exec("INSERT OR REPLACE INTO setting (key, value) VALUES ('lock', 'held')");

    auto start = std::chrono::steady_clock::now();
    std::optional<Text> note;
    try {
        open_session_unattended(options_for(db), note);
        FAIL("a locked database opened");
    } catch (const StorageError& e) {
        CHECK(e.message().english().find("is in use by") != std::string::npos);
    }
    CHECK(seconds_since(start) < 3.0);

    // The app: a question within 3 s; "Open read-only" does not wait again, and the question
    // after it offers to go on without saving, which opens.
    start = std::chrono::steady_clock::now();
    test::ScriptedPrompter prompter({1, 1}); // open read-only, then go on without saving
    auto session = open_session(options_for(db), prompter);
    CHECK(seconds_since(start) < 6.0);
    REQUIRE(session != nullptr);
    CHECK(session->in_memory());
    CHECK(prompter.asked().size() == 2);
    locker.exec("ROLLBACK");
    session.reset();
    fs::remove_all(dir);
}
