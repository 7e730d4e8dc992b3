// Tests for data lookup: --data is used alone when given, the catalogs beside it are found, and
// a failed lookup names every place it looked (the installed layout is covered by package.deb).
#include "core/support/error.h"
#include "core/support/paths.h"

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
} // namespace

TEST_CASE("The --data option names the data folder and its sibling locale folder", "[paths]") {
    const auto root = fresh_dir("paths-data");
    fs::create_directories(root / "share/ost");
    fs::create_directories(root / "share/locale/fr/LC_MESSAGES");
    std::ofstream(root / "share/ost/ost-reference.sqlite") << "x";
    const auto paths = ost::locate_data(root / "share/ost");
    CHECK(paths.data_dir == root / "share/ost");
    CHECK(paths.reference_db() == root / "share/ost/ost-reference.sqlite");
    CHECK(paths.locale_dir == root / "share/locale");
    CHECK(paths.catalog("fr") == root / "share/locale/fr/LC_MESSAGES/ost.mo");
    fs::remove_all(root);
}

TEST_CASE("The --data folder is the only place looked at when given", "[paths]") {
    const auto root = fresh_dir("paths-empty");
    try {
        ost::locate_data(root);
        FAIL("a --data folder without ost-reference.sqlite was accepted");
    } catch (const ost::EnvironmentError& e) {
        CHECK_THAT(e.message().english(), Catch::Contains(root.string()));
        CHECK_THAT(e.message().english(), Catch::Contains("ost-reference.sqlite is missing"));
    }
    fs::remove_all(root);
}

TEST_CASE("Without --data the lookup starts beside the executable", "[paths]") {
    const auto exe = ost::executable_path();
    REQUIRE(exe.filename().string().rfind("ost_core_tests", 0) == 0);
    const auto beside = exe.parent_path().parent_path() / "share" / "ost";
    try {
        const auto paths = ost::locate_data(std::nullopt);
        // Only possible when Ost data is installed under the prefix on this machine.
        CHECK(fs::is_regular_file(paths.reference_db()));
    } catch (const ost::EnvironmentError& e) {
        CHECK_THAT(e.message().english(), Catch::Contains("Looked in: " + beside.string()));
        CHECK_THAT(e.message().english(), Catch::Contains("--data DIR"));
    }
}
