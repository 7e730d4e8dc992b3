// Tests for build-db: systems loaded from a fixture lists folder, located errors for bad files,
// the reference DB check, and the session that attaches it.
#include "core/services/reference_builder.h"
#include "core/services/session.h"
#include "core/storage/reference_database.h"
#include "core/storage/system_repository.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"

#include <SQLiteCpp/Database.h>
#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace {
fs::path fresh_dir(const std::string& name) {
    const auto dir = ost::test::unique_temp_dir(name);
    return dir;
}
void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file) << text;
}
const char* kSystem = R"(<system id="%ID%" position="1"><name lang="fr">F</name><name lang="en">E</name><source>S</source></system>)";
std::string system_xml(const std::string& id) {
    std::string s = kSystem;
    s.replace(s.find("%ID%"), 4, id);
    return s;
}
} // namespace

TEST_CASE("build-db loads every system and the session attaches the result", "[reference]") {
    const auto dir = fresh_dir("build");
    write(dir / "lists/wme/system.xml", system_xml("wme"));
    write(dir / "lists/adlg/system.xml", system_xml("adlg"));
    fs::create_directories(dir / "data");
    const auto out = dir / "share/ost/ost-reference.sqlite";
    fs::create_directories(out.parent_path());
    ost::NullProgress progress;
    const auto report = ost::build_reference_db(dir / "lists", dir / "data", out, progress);
    CHECK(report.systems == 2);
    CHECK_NOTHROW(ost::storage::ReferenceDatabase::check(out));
    CHECK_FALSE(fs::exists(out.string() + ".building"));

    ost::Session session({dir / "share/ost", dir / "user.sqlite"});
    const auto systems = session.systems();
    REQUIRE(systems.size() == 2);
    CHECK(systems[0].id == "adlg");
    CHECK(session.database().has_reference());
    fs::remove_all(dir);
}

TEST_CASE("build-db stops at the first bad file with its location", "[reference]") {
    const auto dir = fresh_dir("build-bad");
    write(dir / "lists/wme/system.xml", "<system id=\"wme\">\n  <name lang=\"fr\">A</name>\n<source>x</source></system>");
    fs::create_directories(dir / "data");
    ost::NullProgress progress;
    try {
        ost::build_reference_db(dir / "lists", dir / "data", dir / "ref.sqlite", progress);
        FAIL("bad data accepted");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().file == (dir / "lists/wme/system.xml").string());
        CHECK(e.location().line == 1);
        CHECK_THAT(e.message().english(), Catch::Contains("lang=\"en\""));
    }
    CHECK_FALSE(fs::exists(dir / "ref.sqlite"));
    CHECK_THROWS_AS(ost::build_reference_db(dir / "nope", dir / "data", dir / "r.sqlite", progress),
                    ost::EnvironmentError);
    fs::remove_all(dir);
}

TEST_CASE("Stale, foreign or missing reference DBs are named clearly", "[reference]") {
    const auto dir = fresh_dir("refcheck");
    CHECK_THROWS_AS(ost::storage::ReferenceDatabase::check(dir / "none.sqlite"), ost::StorageError);
    {
        auto db = ost::storage::ReferenceDatabase::create(dir / "old.sqlite");
        db.exec("PRAGMA user_version = 0");
    }
    try {
        ost::storage::ReferenceDatabase::check(dir / "old.sqlite");
        FAIL("stale schema accepted");
    } catch (const ost::StorageError& e) {
        CHECK_THAT(e.message().english(), Catch::Contains("build-db"));
    }
    std::ofstream(dir / "junk.sqlite") << "junk junk junk junk junk junk junk junk junk junk junk";
    CHECK_THROWS_AS(ost::storage::ReferenceDatabase::check(dir / "junk.sqlite"), ost::StorageError);
    try {
        ost::Session session({dir, dir / "u.sqlite"});
        FAIL("missing data accepted");
    } catch (const ost::EnvironmentError& e) {
        CHECK_THAT(e.message().english(), Catch::Contains(dir.string()));
    }
    fs::remove_all(dir);
}

TEST_CASE("The user data folder follows XDG_DATA_HOME", "[paths]") {
    setenv("XDG_DATA_HOME", "/tmp/xdg-test", 1);
    CHECK(ost::default_user_db() == fs::path("/tmp/xdg-test/ost/user.sqlite"));
    unsetenv("XDG_DATA_HOME");
    setenv("HOME", "/home/someone", 1);
    CHECK(ost::user_data_dir() == fs::path("/home/someone/.local/share/ost"));
}
