// Tests for the wx-free .mo reader against a catalog compiled from tests/data/i18n/sample.po.
// OST_TEST_MO is the compiled file's path (built by tests/CMakeLists.txt with msgfmt).
#include "core/support/error.h"
#include "core/support/translator.h"

#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

TEST_CASE("MoCatalog translates singular and plural messages", "[i18n]") {
    const ost::MoCatalog fr(OST_TEST_MO, "fr");
    CHECK(fr.language() == "fr");
    CHECK(fr.size() == 2);
    CHECK(fr.translate("Lists") == "Listes");
    CHECK(fr.translate("Not translated") == "Not translated");
    CHECK(fr.translate_plural("{n} unit", "{n} units", 1) == "{n} unité");
    CHECK(fr.translate_plural("{n} unit", "{n} units", 2) == "{n} unités");
    CHECK(fr.translate_plural("{n} file", "{n} files", 2) == "{n} files");
}

TEST_CASE("MoCatalog rejects missing and damaged files", "[i18n]") {
    CHECK_THROWS_AS(ost::MoCatalog("/nonexistent/ost.mo", "fr"), ost::EnvironmentError);
    const auto dir = ost::test::unique_temp_dir("mo");
    const auto bad = dir / "bad.mo";
    {
        std::ofstream out(bad, std::ios::binary);
        out << "this is not a catalog at all, just some text";
    }
    CHECK_THROWS_AS(ost::MoCatalog(bad, "fr"), ost::EnvironmentError);
    {
        std::ofstream out(bad, std::ios::binary);
        const unsigned char header[28] = {0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 5, 0, 0, 0,
                                          0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        out.write(reinterpret_cast<const char*>(header), sizeof header);
    }
    CHECK_THROWS_AS(ost::MoCatalog(bad, "fr"), ost::EnvironmentError);
    std::filesystem::remove_all(dir);
}
