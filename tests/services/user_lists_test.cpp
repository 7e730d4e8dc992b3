// Tests of the UserLists service: an import never replaces a list of the user without asking
// (scripted Prompter: keep, replace, default), renames keep one copy, copies take a free id.
#include "core/services/session.h"
#include "core/services/user_lists.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <filesystem>

#include "fresh_session.h"
#include "scripted_prompter.h"

using namespace ost;
namespace fs = std::filesystem;

namespace {
const fs::path kTiny = fs::path(OST_TEST_DATA_DIR) / "lists/wme/tiny.xml";
const fs::path kBadTiny = fs::path(OST_TEST_DATA_DIR) / "lists-bad-list/wme/tiny.xml";

} // namespace

TEST_CASE("UserLists: an import asks before replacing a list of the user", "[services][user-lists]") {
    test::FreshSession s("user-lists-import");
    UserLists lists(*s.session);

    // No conflict: stored without a question.
    test::ScriptedPrompter none({});
    const auto first = lists.import_file(kTiny, none);
    CHECK(first.stored);
    CHECK(first.list.id == "tiny");
    CHECK(none.asked().empty());

    // The user renames their copy; the file is imported again.
    auto mine = lists.require("tiny");
    mine.name = {"Ma petite armée", "My tiny army"};
    lists.save(mine);

    SECTION("keeping mine stores nothing") {
        test::ScriptedPrompter keep({UserLists::kKeepMine});
        const auto again = lists.import_file(kTiny, keep);
        CHECK_FALSE(again.stored);
        REQUIRE(keep.asked().size() == 1);
        CHECK(keep.asked()[0] == "You already have a list with the id \"tiny\" (My tiny army). Replace it?");
        CHECK(keep.defaults()[0] == UserLists::kKeepMine);
        CHECK(lists.require("tiny").name.en == "My tiny army");
    }
    SECTION("replacing stores the file's list") {
        test::ScriptedPrompter replace({UserLists::kReplace});
        const auto again = lists.import_file(kTiny, replace);
        CHECK(again.stored);
        CHECK(replace.asked().size() == 1);
        CHECK(lists.require("tiny").name.en == "Tiny army");
    }
    SECTION("a batch front end gets the default: keep") {
        DefaultPrompter batch;
        CHECK_FALSE(lists.import_file(kTiny, batch).stored);
        CHECK(lists.require("tiny").name.en == "My tiny army");
    }
    CHECK(lists.all("wme").size() == 1);
}

TEST_CASE("UserLists: a bad file is refused before any question", "[services][user-lists]") {
    test::FreshSession s("user-lists-bad");
    UserLists lists(*s.session);
    test::ScriptedPrompter none({});
    lists.import_file(kTiny, none);
    try {
        lists.import_file(kBadTiny, none);
        FAIL("a bad list file was imported");
    } catch (const InvalidInputError& e) {
        CHECK(e.location().line == 27);
    }
    CHECK(none.asked().empty());
    CHECK(lists.require("tiny").units.size() == 5);
}

TEST_CASE("UserLists: rename keeps one copy, copies take a free id", "[services][user-lists]") {
    test::FreshSession s("user-lists-save");
    UserLists lists(*s.session);
    test::ScriptedPrompter none({});
    const auto tiny = lists.import_file(kTiny, none).list;

    auto renamed = tiny;
    renamed.id = "tiny-renamed";
    lists.save(renamed, "tiny");
    CHECK_FALSE(lists.load("tiny"));
    CHECK(lists.load("tiny-renamed"));
    CHECK(lists.all().size() == 1);

    CHECK(lists.unused_id("tiny") == "tiny");
    CHECK(lists.unused_id("tiny-renamed") == "tiny-renamed-2");
    CHECK(lists.save_copy(renamed) == "tiny-renamed-2");
    CHECK(lists.save_copy(renamed) == "tiny-renamed-3");
    CHECK(lists.all().size() == 3);

    CHECK(lists.remove("tiny-renamed-3"));
    CHECK_FALSE(lists.remove("tiny-renamed-3"));
    CHECK_THROWS_AS(lists.require("nope"), InvalidInputError);
}
