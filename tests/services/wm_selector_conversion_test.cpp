// The wm-selector conversion service (what `ost-cli import wm-selector` calls): armies and magic
// items written as lists/ XML, links kept on re-import, a bad file located, a missing folder said.
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/wm_selector_conversion.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace ost;
namespace fs = std::filesystem;

namespace {
const fs::path kData = fs::path(OST_SOURCE_DIR) / "tests/data/wm-selector";
}

TEST_CASE("wm-selector files convert into list files through the service", "[wm-selector][services]") {
    const auto dir = test::unique_temp_dir("wm-convert");
    fs::create_directories(dir);
    fs::copy_file(fs::path(OST_SOURCE_DIR) / "lists/wme/system.xml", dir / "system.xml");
    std::vector<fs::path> seen;
    const auto done = convert_wm_selector_files({kData / "tiny-army.json", kData / "tiny-magic.json"}, dir,
                                                [&](const WmSelectorConversion& c) { seen.push_back(c.target); });
    REQUIRE(done.size() == 2);
    CHECK(done[0].source == kData / "tiny-army.json");
    CHECK(done[0].target == dir / "tiny-army.xml");
    CHECK(done[1].target == dir / "magic-items.xml");
    CHECK(seen == std::vector<fs::path>{done[0].target, done[1].target});
    const auto system = read_system(XmlDocument::load_file(dir / "system.xml"));
    const auto list = read_army_list(XmlDocument::load_file(done[0].target), system);
    CHECK(list.id == "tiny-army");
    CHECK_FALSE(list.units.empty());
    CHECK(read_file(done[1].target).find("kind=\"magic-item\"") != std::string::npos);

    // Re-importing keeps a rules-reference link added to the list by hand.
    auto text = read_file(done[0].target);
    const std::string rule = "<rule id=\"tirailleurs\">";
    REQUIRE(text.find(rule) != std::string::npos);
    text.replace(text.find(rule), rule.size(), "<rule id=\"tirailleurs\" section=\"wme.lists.attachment\">");
    write_file_atomic(done[0].target, text);
    convert_wm_selector_files({kData / "tiny-army.json"}, dir);
    CHECK(read_file(done[0].target).find("section=\"wme.lists.attachment\"") != std::string::npos);
    fs::remove_all(dir);
}

TEST_CASE("wm-selector conversion errors: a missing folder, a bad file located", "[wm-selector][services]") {
    const auto dir = test::unique_temp_dir("wm-convert-bad");
    CHECK_THROWS_WITH(convert_wm_selector_files({kData / "tiny-army.json"}, dir / "nowhere"),
                      Catch::Contains("does not exist"));
    fs::create_directories(dir);
    std::vector<fs::path> seen;
    try {
        convert_wm_selector_files({kData / "tiny-army.json", kData / "broken.json"}, dir,
                                  [&](const WmSelectorConversion& c) { seen.push_back(c.target); });
        FAIL("a broken file was converted");
    } catch (const InvalidInputError& e) {
        CHECK(e.location().line == 4);
    }
    CHECK(seen == std::vector<fs::path>{dir / "tiny-army.xml"}); // the files before it are written
    CHECK(fs::exists(dir / "tiny-army.xml"));
    fs::remove_all(dir);
}
