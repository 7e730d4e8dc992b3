// Tests of the writes Ost makes on its own (issue 14, read-only session): a read-only session never
// writes and says so once, closing says nothing, and a failing autosave is told once per session.
#include "core/services/background_writes.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_store.h"
#include "core/services/session.h"
#include "core/services/settings.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include "fresh_session.h"
#include "scripted_prompter.h"
#include "tests/core/temp_dir.h"

using namespace ost;
namespace fs = std::filesystem;

namespace {

SessionOptions options_for(const fs::path& db, bool read_only) {
    return SessionOptions{test::bundled_reference().parent_path(), db, read_only};
}

/// A user DB holding one roster; returns its id.
std::int64_t make_db(const fs::path& db) {
    Session session(options_for(db, false));
    RosterStore store(session);
    auto editor = store.create("wme", "empire", 2000, std::nullopt, "Empire");
    store.autosave(*editor);
    return editor->roster().id;
}

} // namespace

TEST_CASE("A read-only session never autosaves and says so once; closing says nothing",
          "[services][readonly]") {
    const auto dir = test::unique_temp_dir("readonly-once");
    const auto db = dir / "user.sqlite";
    const auto id = make_db(db);
    const auto before = read_file(db);

    Session session(options_for(db, true));
    RosterStore store(session);
    auto editor = store.edit(*store.load(id));
    test::ScriptedPrompter prompter({0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    auto& writes = session.background_writes();
    const auto what = TR_("The roster could not be saved in your database.");

    // Closing the window first (a rebuild, or quitting at once): nothing told, nothing written.
    CHECK_FALSE(writes.run(what, prompter, [&] { store.autosave(*editor); }, true));
    CHECK(prompter.asked().empty());

    // Five edits, five autosaves: one message, no write attempted.
    for (int i = 0; i < 5; ++i) {
        editor->add_unit("halberdiers");
        CHECK_FALSE(writes.run(what, prompter, [&] { store.autosave(*editor); }));
    }
    REQUIRE(prompter.asked().size() == 1);
    CHECK(prompter.asked()[0].find("read-only") != std::string::npos);
    CHECK(prompter.asked()[0].find(db.string()) != std::string::npos);
    CHECK(writes.skipped() == 6);
    CHECK(writes.failures() == 0);
    CHECK(writes.told() == 1);

    // What closing the window does: the pending autosave and the window settings. No message,
    // no exception, nothing written.
    CHECK_NOTHROW(writes.run(what, prompter, [&] { store.autosave(*editor); }, true));
    CHECK_NOTHROW(session.settings().set_int("window.width", 1234));
    CHECK_NOTHROW(session.settings().set("window.panels", "{}"));
    CHECK(prompter.asked().size() == 1);

    // Saving to a file works in a read-only session, without touching the DB.
    const auto file = dir / "saved.ostr";
    CHECK_NOTHROW(store.save(*editor, file));
    CHECK(fs::is_regular_file(file));
    CHECK_FALSE(editor->history().dirty());

    CHECK(read_file(db) == before);
    fs::remove_all(dir);
}

TEST_CASE("A failing autosave is told once per session, then counted", "[services][readonly]") {
    test::FreshSession s("writes-fail");
    auto& writes = s.session->background_writes();
    test::ScriptedPrompter prompter({0, 0, 0, 0});
    const auto what = TR_("The roster could not be saved in your database.");
    int attempts = 0;
    const auto failing = [&] {
        ++attempts;
        throw StorageError(TR_("Cannot write the database {0}.").arg("user.sqlite"), "disk I/O error");
    };
    for (int i = 0; i < 4; ++i) {
        CHECK_FALSE(writes.run(what, prompter, failing));
    }
    CHECK(attempts == 4); // a writable session tries every time (the cause may go away)
    CHECK(writes.failures() == 4);
    REQUIRE(prompter.asked().size() == 1);
    CHECK(prompter.asked()[0] ==
          "The roster could not be saved in your database.\nCannot write the database user.sqlite.\nOst goes on "
          "and will not tell you again during this session; save your roster to a file to keep it.");
    // A good write still writes.
    bool wrote = false;
    CHECK(writes.run(what, prompter, [&] { wrote = true; }));
    CHECK(wrote);
    // A bug is not a write failure: it reaches the caller's handler.
    CHECK_THROWS_AS(writes.run(what, prompter, [] { throw InternalError(Text::verbatim("bug")); }), InternalError);
    CHECK(prompter.asked().size() == 1);
}
