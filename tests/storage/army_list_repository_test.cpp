// Tests for the reference tables of army lists (build-db on the bundled lists/), the repository
// filters and full loads, and the user-made list repository (save, load, export, import).
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/reference_builder.h"
#include "core/services/session.h"
#include "core/storage/army_list_repository.h"
#include "core/storage/user_list_repository.h"
#include "core/storage/user_database.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>

namespace fs = std::filesystem;

namespace {
const fs::path kSource = OST_SOURCE_DIR;

fs::path built_reference(const std::string& name) {
    const auto dir = ost::test::unique_temp_dir(name);
    fs::create_directories(dir / "share/ost");
    ost::NullProgress progress;
    const auto report =
        ost::build_reference_db(kSource / "lists", kSource / "data", dir / "share/ost/ost-reference.sqlite", progress);
    CHECK(report.lists >= 21);
    return dir;
}
} // namespace

TEST_CASE("The army list repository filters lists and loads them whole", "[reference][lists]") {
    const auto dir = built_reference("army-lists");
    ost::Session session({dir / "share/ost", dir / "user.sqlite"});
    ost::storage::ArmyListRepository repo(session.database().connection());

    const auto wme = repo.find({"wme", {}, {}, {}});
    CHECK(wme.size() == 15);
    const auto adlg = repo.find({"adlg", {}, {}, {}});
    CHECK(adlg.size() == 6);
    for (const auto& l : adlg) {
        CHECK_FALSE(l.confirmed);
        CHECK(l.number);
    }
    CHECK(repo.find({"wme", "empire", {}, {}}).size() == 1);
    CHECK(repo.find({"", "empire", {}, {}}).size() == 2); // also the Moyen Empire egyptians (ADLG)
    CHECK(repo.find({"", "Lizard", {}, {}}).size() == 1);
    const auto fourth = repo.find({"adlg", {}, 4, {}});
    REQUIRE(fourth.size() == 1);
    CHECK(fourth[0].id == "004-elamite");
    CHECK(repo.find({"wme", {}, {}, 1500}).size() == 15); // WME lists have no dates

    const auto empire = repo.load("wme", "empire");
    REQUIRE(empire);
    CHECK(empire->units.size() == 17);
    const auto* general = empire->unit("general");
    REQUIRE(general != nullptr);
    CHECK(general->points() == 125);
    CHECK(general->army_max == 1);
    CHECK(*general->profile.get("command") == "9");
    CHECK(empire->upgrade("griffon") != nullptr);
    CHECK_FALSE(repo.load("wme", "atlantis"));
    CHECK_FALSE(repo.load("nope", "empire"));

    const auto system = repo.load_system("adlg");
    REQUIRE(system);
    CHECK(system->catalogue_of("troop-type").size() >= 28);
    CHECK(system->catalogue_of("general-grade").size() == 4);
    CHECK(repo.rules("wme").size() >= 10);
    CHECK(repo.rules("wme", "empire").size() >= 5);
    fs::remove_all(dir);
}

TEST_CASE("army limits survive the reference DB: build-db stores them, the session reads them back",
          "[reference][lists][army-limits]") {
    const auto dir = built_reference("army-limits");
    ost::Session session({dir / "share/ost", dir / "user.sqlite"});
    for (const std::string id : {"wme", "adlg"}) {
        const auto from_file =
            ost::read_system(ost::XmlDocument::load_file(kSource / "lists" / id / "system.xml"));
        const auto from_db = session.require_system(id);
        REQUIRE_FALSE(from_file.army_limits.empty());
        CHECK(from_db.army_limits == from_file.army_limits);
    }
    CHECK(session.require_system("wme").army_limit("generals")->max == 1);
    CHECK(session.require_system("adlg").army_limit("strategists")->grade == "strategist");
    CHECK(session.require_system("ab").army_limits.empty());
    fs::remove_all(dir);
}

TEST_CASE("User-made lists are stored, loaded, exported and imported", "[lists][user]") {
    const auto dir = built_reference("user-lists");
    ost::Session session({dir / "share/ost", dir / "user.sqlite"});
    auto& db = session.database().connection();
    ost::storage::ArmyListRepository reference(db);
    ost::storage::UserListRepository users(db);

    auto mine = *reference.load("wme", "empire");
    mine.id = "my-empire";
    mine.name = {"Mon Empire", "My Empire"};
    mine.units.pop_back();
    users.save(mine);
    auto summaries = users.all("wme");
    REQUIRE(summaries.size() == 1);
    CHECK(summaries[0].user_made);
    CHECK(summaries[0].units == 16);
    CHECK(users.all("adlg").empty());
    const auto loaded = users.load("my-empire");
    REQUIRE(loaded);
    CHECK(*loaded == mine);

    mine.name.en = "My Empire, v2";
    users.save(mine);
    CHECK(users.all().size() == 1);
    CHECK(users.load("my-empire")->name.en == "My Empire, v2");

    const auto file = dir / "export.xml";
    users.export_file("my-empire", file);
    CHECK(ost::read_file(file) == *users.document("my-empire"));
    CHECK(users.remove("my-empire"));
    CHECK_FALSE(users.remove("my-empire"));
    CHECK_FALSE(users.load("my-empire"));
    const auto imported = users.import_file(file);
    CHECK(imported.id == "my-empire");
    CHECK(*users.load("my-empire") == mine);
    CHECK_THROWS_AS(users.export_file("nobody", file), ost::InvalidInputError);

    // An invalid list is refused and nothing is stored.
    auto bad = mine;
    bad.id = "bad";
    bad.units[0].costs[0].value = -3;
    CHECK_THROWS_AS(users.save(bad), ost::InvalidInputError);
    CHECK_FALSE(users.load("bad"));
    ost::write_file_atomic(dir / "bad.xml", "<army-list id=\"x\" system=\"chess\"/>");
    CHECK_THROWS_AS(users.import_file(dir / "bad.xml"), ost::InvalidInputError);
    fs::remove_all(dir);
}
