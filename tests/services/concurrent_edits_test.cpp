// Tests of concurrent writers (issue 28): a roster file changed by another program since it was
// opened is not overwritten by the app's Save, file locks and database edits make writers wait.
#include "core/services/roster_editor.h"
#include "core/services/roster_store.h"
#include "core/services/session.h"
#include "core/services/user_lists.h"
#include "core/storage/edit_transaction.h"
#include "core/storage/user_database.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/file_lock.h"
#include "core/support/file_version.h"

#include <catch2/catch.hpp>

#include <future>
#include <thread>

#include "fresh_session.h"
#include "scripted_prompter.h"

using namespace ost;
using namespace std::chrono_literals;

namespace {
/// A roster of two halberdiers saved to `file`, and the version save() returned.
std::pair<std::unique_ptr<RosterEditor>, FileVersion> saved_roster(RosterStore& store,
                                                                    const std::filesystem::path& file) {
    auto editor = store.create("wme", "empire", 2000, std::nullopt, "Empire");
    editor->add_unit("halberdiers", 2);
    const auto version = store.save(*editor, file);
    return {std::move(editor), version};
}
} // namespace

TEST_CASE("RosterStore: a save refuses a file another program changed since it was opened",
          "[services][concurrency]") {
    test::FreshSession s("concurrent-stale");
    RosterStore store(*s.session);
    const auto file = s.dir / "army.ostr";
    saved_roster(store, file);

    // The app opens the file; another program (the CLI, another Ost) then adds a unit to it.
    auto opened = store.read_versioned(file);
    auto editor = store.edit(std::move(opened.roster));
    {
        auto other = store.edit(store.read_file(file));
        other->add_unit("crossbowmen");
        store.write_file(file, other->roster());
    }
    const auto behind_its_back = read_file(file);

    editor->add_unit("general");
    try {
        store.save(*editor, file, opened.version);
        FAIL("the stale save was not refused");
    } catch (const InvalidInputError& e) {
        CHECK_THAT(std::string(e.what()),
                   Catch::Contains("was changed by another program since you opened it") &&
                       Catch::Contains("army.ostr") && Catch::Contains("Save under another name"));
    }
    CHECK(read_file(file) == behind_its_back); // untouched: the other program's unit is kept
    CHECK(editor->history().dirty());          // and the user's changes are still to be saved

    // Saved under another name, then back where the user confirmed replacing: no check then.
    const auto copy = s.dir / "army-2.ostr";
    const auto copy_version = store.save(*editor, copy);
    CHECK(store.read_file(copy).entries.size() == 2);
    // The app's own saves do not trip the check: the version each save returns is the next one seen.
    editor->add_unit("halberdiers");
    CHECK_NOTHROW(store.save(*editor, copy, copy_version));
}

TEST_CASE("RosterStore: a file rewritten with the same bytes, or deleted, is no conflict",
          "[services][concurrency]") {
    test::FreshSession s("concurrent-same");
    RosterStore store(*s.session);
    const auto file = s.dir / "army.ostr";
    auto [editor, version] = saved_roster(store, file);

    write_file_atomic(file, read_file(file)); // another program saved it unchanged: a new time only
    editor->add_unit("general");
    version = store.save(*editor, file, version);
    CHECK(store.read_file(file).entries.size() == 2);

    std::filesystem::remove(file); // gone: nothing to lose, the save writes it again
    editor->add_unit("crossbowmen");
    CHECK_NOTHROW(store.save(*editor, file, version));
    CHECK(store.read_file(file).entries.size() == 3);
}

TEST_CASE("FileVersion: kept as text and read back; damaged text gives nothing", "[support][concurrency]") {
    const FileVersion version{1234, -5, 18446744073709551615ull};
    CHECK(FileVersion::parse(version.to_string()) == version);
    CHECK_FALSE(FileVersion::parse(""));
    CHECK_FALSE(FileVersion::parse("1:2"));
    CHECK_FALSE(FileVersion::parse("1:2:3:4"));
    CHECK_FALSE(FileVersion::parse("1:x:3"));
    CHECK(content_hash("") != content_hash("a"));
}

TEST_CASE("FileLock: a second writer waits, then is refused with a message", "[support][concurrency]") {
    test::FreshSession s("concurrent-lock");
    const auto file = s.dir / "army.ostr";
    write_file_atomic(file, "x");
    {
        const FileLock first(file);
        CHECK(first.held());
        try {
            const FileLock second(file, 100ms);
            FAIL("the second lock was granted");
        } catch (const EnvironmentError& e) {
            CHECK_THAT(std::string(e.what()), Catch::Contains("army.ostr is being changed by another program") &&
                                                         Catch::Contains("nothing was changed"));
        }
    }
    CHECK(FileLock(file, 100ms).held()); // released with the first
    CHECK_FALSE(FileLock(s.dir / "missing.ostr").held());
}

TEST_CASE("EditTransaction: a second edit of the database waits, then is refused with a message",
          "[storage][concurrency]") {
    test::FreshSession s("concurrent-db");
    storage::UserDatabase other(s.dir / "user.sqlite");
    storage::EditTransaction first(s.session->database().connection(), s.dir / "user.sqlite", 5s);
    try {
        storage::EditTransaction second(other.connection(), s.dir / "user.sqlite", 100ms);
        FAIL("the second transaction began");
    } catch (const StorageError& e) {
        CHECK_THAT(std::string(e.what()), Catch::Contains("user.sqlite is being changed by another program"));
    }
    first.commit();
    CHECK_NOTHROW(storage::EditTransaction(other.connection(), s.dir / "user.sqlite", 100ms).commit());
}

TEST_CASE("UserLists::edit: the change sees the list as stored, and a refused change keeps nothing",
          "[services][concurrency]") {
    test::FreshSession s("concurrent-lists");
    UserLists lists(*s.session);
    test::ScriptedPrompter none({});
    REQUIRE(lists.import_file(std::filesystem::path(OST_TEST_DATA_DIR) / "lists/wme/tiny.xml", none).stored);

    // Another program (its own session on the same database) renames the list after this one
    // last read it: the edit gets the renamed list, so that change is kept along with its own.
    Session other(SessionOptions{test::bundled_reference().parent_path(), s.dir / "user.sqlite"});
    auto renamed = UserLists(other).require("tiny");
    renamed.name = {"Renommée", "Renamed"};
    UserLists(other).save(renamed);
    const auto edited = lists.edit("tiny", [](const ArmyList& stored) {
        CHECK(stored.name.en == "Renamed");
        auto changed = stored;
        changed.source = "Edited";
        return changed;
    });
    CHECK(edited.name.en == "Renamed");
    CHECK(UserLists(other).require("tiny").source == "Edited");
    CHECK(UserLists(other).require("tiny").name.en == "Renamed");

    CHECK_THROWS_AS(lists.edit("tiny",
                               [](const ArmyList&) -> ArmyList { throw InvalidInputError(TR_("refused")); }),
                    InvalidInputError);
    CHECK(lists.require("tiny").source == "Edited");
    CHECK_THROWS_AS(lists.edit("nope", [](const ArmyList& l) { return l; }), InvalidInputError);

    // A new list is stored once: the second program to make the same id is told, nothing replaced.
    auto fresh = lists.require("tiny");
    fresh.id = "fresh";
    CHECK(lists.save_new(fresh));
    fresh.source = "Second";
    CHECK_FALSE(UserLists(other).save_new(fresh));
    CHECK(lists.require("fresh").source == "Edited");
}

TEST_CASE("UserLists::save_checked: a list changed by another program since it was opened is not overwritten",
          "[services][concurrency]") {
    test::FreshSession s("concurrent-list-stale");
    UserLists lists(*s.session);
    test::ScriptedPrompter none({});
    REQUIRE(lists.import_file(std::filesystem::path(OST_TEST_DATA_DIR) / "lists/wme/tiny.xml", none).stored);

    // The app opens the list; the CLI then changes it.
    const auto seen = lists.stored_version("tiny");
    REQUIRE(seen);
    auto mine = lists.require("tiny");
    lists.edit("tiny", [](const ArmyList& stored) {
        auto changed = stored;
        changed.source = "From the CLI";
        return changed;
    });

    mine.name = {"Mienne", "Mine"};
    try {
        lists.save_checked(mine, "tiny", seen);
        FAIL("the stale save was not refused");
    } catch (const InvalidInputError& e) {
        CHECK_THAT(std::string(e.what()), Catch::Contains("Your army list \"tiny\" was changed by another program"));
    }
    CHECK(lists.require("tiny").source == "From the CLI"); // the other change is kept
    CHECK(lists.require("tiny").name.en != "Mine");

    // Reopened, the save goes through, and the version it returns is the next one seen.
    auto again = lists.require("tiny");
    again.name = {"Mienne", "Mine"};
    const auto next = lists.save_checked(again, "tiny", lists.stored_version("tiny"));
    again.source = "Edited twice";
    CHECK_NOTHROW(lists.save_checked(again, "tiny", next));
    CHECK(lists.require("tiny").source == "Edited twice");
}

TEST_CASE("UserLists import: a list another program stores while this import runs is never silently replaced",
          "[services][concurrency][issue28]") {
    test::FreshSession s("concurrent-import");
    const auto tiny = std::filesystem::path(OST_TEST_DATA_DIR) / "lists/wme/tiny.xml";
    // Another program imports the same list and is in the middle of storing it (its write lock
    // held) when this import looks for a list of that id: there is none yet.
    Session other(SessionOptions{test::bundled_reference().parent_path(), s.dir / "user.sqlite"});
    test::ScriptedPrompter none({});
    auto list = UserLists(other).import_file(tiny, none).list; // the file's list, read and checked
    REQUIRE(UserLists(other).remove("tiny"));
    list.source = "Theirs";
    std::promise<void> locked;
    std::thread writer([&] {
        storage::EditTransaction transaction(other.database().connection(), s.dir / "user.sqlite", 5s);
        locked.set_value();
        std::this_thread::sleep_for(300ms);
        UserLists(other).save(list);
        transaction.commit();
    });
    locked.get_future().wait();
    // Keep mine: the second import finds the first's list once it may write, and asks.
    test::ScriptedPrompter keep({UserLists::kKeepMine});
    const auto result = UserLists(*s.session).import_file(tiny, keep);
    writer.join();
    CHECK_FALSE(result.stored);
    REQUIRE(keep.asked().size() == 1);
    CHECK_THAT(keep.asked()[0], Catch::Contains("You already have a list with the id \"tiny\""));
    CHECK(UserLists(*s.session).require("tiny").source == "Theirs");
}
