// Tests of the wm-selector save-link import: parsing, the mapping by order checked against the
// committed wm-selector files, and the fixture link with every kind of unit, upgrade, item and
// what does not map (kept and flagged).
#include "core/io/army_list_reader.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/io/system_reader.h"
#include "core/io/wm_selector_importer.h"
#include "core/io/wm_selector_roster.h"
#include "core/io/xml_document.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/translator.h"
#include "core/validation/roster_validator.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

using namespace ost;

namespace {

const std::filesystem::path kSource = OST_SOURCE_DIR;

const GameSystem& wme() {
    static const auto system = read_system(XmlDocument::load_file(kSource / "lists/wme/system.xml"));
    return system;
}

ArmyList wme_list(const std::string& id) {
    return read_army_list(XmlDocument::load_file(kSource / "lists/wme" / (id + ".xml")), wme());
}

std::string refusal(const std::string& link) {
    try {
        (void)wm_selector_list_id(parse_wm_selector_save(link));
    } catch (const InvalidInputError& e) {
        return e.message().english();
    }
    return {};
}

} // namespace

TEST_CASE("a wm-selector save link is parsed like wm-selector reads it", "[wm-selector][roster]") {
    const auto save = parse_wm_selector_save(
        "https://dsusco.github.io/wm-selector/#/?jsonPath=warmaster-evolution%2Felfes%20sylvains"
        "&label=A+b%2Bc%20%C3%A9&printItems=l%2Cs&10=2&3=1&3-0=1&3-BdB=1&x=4&3-=9&%ZZ=1");
    CHECK(save.json_path == "warmaster-evolution/elfes sylvains");
    CHECK(save.label == "A b+c é");
    REQUIRE(save.units.size() == 2);
    CHECK(save.units[0].order == 3); // sorted by order
    CHECK(save.units[0].number == 1);
    REQUIRE(save.units[0].upgrades.size() == 2);
    CHECK(save.units[0].upgrades[0].order == "0");
    CHECK(save.units[0].upgrades[1].order == "BdB");
    CHECK(save.units[1].order == 10);
    CHECK(save.units[1].number == 2);
    CHECK(wm_selector_list_id(save) == "elfes-sylvains");
    // Only the query counts; a bare query works too.
    CHECK(parse_wm_selector_save("jsonPath=warmaster-evolution/empire&0=1").units.size() == 1);
}

TEST_CASE("bad wm-selector links are refused with what is wrong", "[wm-selector][roster]") {
    CHECK(refusal("https://example.org/?0=1") ==
          "This is not a wm-selector save link: it has no \"jsonPath\" (use the address "
          "wm-selector's Save page gives).");
    CHECK(refusal("https://dsusco.github.io/wm-selector/army_selector.html?list=empire&0=1") ==
          "This is an old wm-selector link (list=empire): those armies are not Warmaster "
          "Evolution ones, the only ones Ost has.");
    CHECK(refusal("?jsonPath=warmaster-revolution/empire&0=1") ==
          "This wm-selector army (warmaster-revolution/empire) is not a Warmaster Evolution "
          "army, the only ones Ost has.");
    CHECK(refusal("?jsonPath=warmaster-evolution/empire&0=-1") ==
          "The wm-selector link gives \"-1\" for \"0\": a number of units from 0 to 10000 was "
          "expected.");
    CHECK(refusal("?jsonPath=warmaster-evolution/empire&0-BdB=lots") ==
          "The wm-selector link gives \"lots\" for \"0-BdB\": a number of units from 0 to 10000 "
          "was expected.");
    CHECK_FALSE(refusal("?jsonPath=warmaster-evolution/empire&0=99999").empty());
}

TEST_CASE("unit and upgrade orders of the 15 wm-selector armies are the bundled lists' order",
          "[wm-selector][roster]") {
    // The import maps by position; the committed wm-selector files prove the positions hold.
    int armies = 0;
    for (const auto& file : std::filesystem::directory_iterator(
             kSource / "tests/data/wm-selector/warmaster-evolution")) {
        const auto json = nlohmann::json::parse(read_file(file.path()));
        const auto save = parse_wm_selector_save("?jsonPath=warmaster-evolution/" +
                                                 file.path().stem().string());
        const auto list = wme_list(wm_selector_list_id(save));
        INFO(list.id);
        std::vector<std::pair<int, std::string>> units;
        for (const auto& [name, unit] : json.at("units").items()) {
            units.emplace_back(unit.at("order").get<int>(), slug_id(name));
        }
        std::sort(units.begin(), units.end());
        REQUIRE(units.size() == list.units.size());
        for (std::size_t i = 0; i < units.size(); ++i) {
            CHECK(units[i].first == static_cast<int>(i));
            CHECK(units[i].second == list.units[i].id);
        }
        if (json.contains("upgrades")) {
            std::vector<std::pair<int, std::string>> upgrades;
            for (const auto& [name, upgrade] : json.at("upgrades").items()) {
                upgrades.emplace_back(upgrade.at("order").get<int>(), slug_id(name));
            }
            std::sort(upgrades.begin(), upgrades.end());
            REQUIRE(upgrades.size() == list.upgrades.size());
            for (std::size_t i = 0; i < upgrades.size(); ++i) {
                CHECK(upgrades[i].second == list.upgrades[i].id);
            }
        }
        ++armies;
    }
    CHECK(armies == 15);
}

TEST_CASE("every magic-item abbreviation of wm-selector maps to the item it names first",
          "[wm-selector][roster]") {
    const auto json =
        nlohmann::json::parse(read_file(kSource / "tests/data/wm-selector/magic-items.json"));
    const auto list = wme_list("empire");
    int items = 0;
    std::vector<std::string> seen;
    std::vector<std::string> all;
    for (const auto& [name, item] : json.at("upgrades").items()) {
        all.push_back(item.at("order").get<std::string>());
    }
    for (const auto& [name, item] : json.at("upgrades").items()) {
        const auto order = item.at("order").get<std::string>();
        const bool first = std::find(seen.begin(), seen.end(), order) == seen.end();
        const bool shared = std::count(all.begin(), all.end(), order) > 1;
        seen.push_back(order);
        const auto save = parse_wm_selector_save(
            "?jsonPath=warmaster-evolution/empire&14=1&14-" + order + "=1");
        const auto imported =
            import_wm_selector_save(save, wme(), list, 2000, EnglishTranslator::instance());
        REQUIRE(imported.roster.entries.size() == 1);
        const auto& carried = imported.roster.entries[0].magic_items;
        REQUIRE(carried.size() == 1);
        INFO(name << " " << order);
        CHECK(wme().catalogue_entry(carried[0]) != nullptr);
        if (first) {
            CHECK(carried[0] == slug_id(name));
        }
        // An abbreviation wm-selector gives to two items is flagged, never silently taken.
        CHECK(imported.unmapped.size() == (shared ? 1u : 0u));
        ++items;
    }
    CHECK(items == 18);
}

TEST_CASE("the fixture save link becomes a roster with everything kept, the rest flagged",
          "[wm-selector][roster]") {
    const auto link = read_file(kSource / "tests/data/wm-selector/saves/empire.txt");
    const auto save = parse_wm_selector_save(link);
    const auto list = wme_list(wm_selector_list_id(save));
    const auto imported =
        import_wm_selector_save(save, wme(), list, 2000, EnglishTranslator::instance());
    const auto& r = imported.roster;
    CHECK(r.system_id == "wme");
    CHECK(r.list_id == "empire");
    CHECK(r.army_size == 2000);
    CHECK(r.name == "Reikland & co été");
    std::vector<std::string> lines;
    for (const auto& e : r.entries) {
        std::string line = e.unit_id + " x" + std::to_string(e.count);
        for (const auto& o : e.options) {
            line += " +" + o.id + "x" + std::to_string(o.count);
        }
        for (const auto& i : e.magic_items) {
            line += " *" + i;
        }
        lines.push_back(line);
    }
    CHECK(lines == std::vector<std::string>{
                       "halberdiers x4 *banniere-de-bataille",
                       "arbaletriers x3 +wm-selector-upgrade-zz-9x2",
                       "tirailleurs x2",
                       "canon x1",
                       "general x1 +griffonx1 *epee-de-puissance",
                       "sorcier x1 +autel-de-guerrex1 *baguette-de-pouvoir",
                       "wm-selector-unit-23 x2",
                   });
    std::vector<std::string> unmapped;
    for (const auto& t : imported.unmapped) {
        unmapped.push_back(t.english());
    }
    CHECK(unmapped == std::vector<std::string>{
                          "Upgrade \"Zz_9\" ×2 of Crossbowmen: unknown to Ost; kept as the option "
                          "wm-selector-upgrade-zz-9.",
                          "Upgrade 0 ×1 of Knightly Orders (*), a unit the link does not "
                          "field: not added.",
                          "Magic item \"BdP\" of Wizard: wm-selector gives this abbreviation to "
                          "two items; Wand of Power was taken, as wm-selector does. Check it.",
                          "Unit number 23 of the wm-selector army ×2: not in the list The Empire; "
                          "kept as wm-selector-unit-23.",
                      });
    CHECK_THAT(r.notes, Catch::StartsWith("Imported from wm-selector (warmaster-evolution/empire).\n"
                                          "Upgrade \"Zz_9\" ×2"));
    CHECK_THAT(r.entries[5].note, Catch::Contains("\"BdP\""));
    // Kept in the file, and flagged by the validator.
    const auto again = read_roster_text(write_roster(r), "import.ostr");
    CHECK(again.same_content(r));
    const RosterValidator v(wme(), list);
    const auto report = v.validate(r);
    std::vector<std::string> codes;
    for (const auto& d : report.diagnostics) {
        codes.push_back(d.code);
    }
    CHECK(std::count(codes.begin(), codes.end(), "roster.unit-unknown") == 1);
    CHECK(std::count(codes.begin(), codes.end(), "roster.option-unknown") == 1);
    CHECK(report.entry("e7")->known == false);
}

TEST_CASE("a wm-selector label or army that is not text is refused, never stored", "[wm-selector][roster][hardening]") {
    for (const std::string link : {"?jsonPath=warmaster-evolution/empire&label=Arm%FFee&0=1",
                                   "?jsonPath=warmaster-evolution/empire&label=%C3&0=1",
                                   "?jsonPath=warmaster-evolution/empire&label=A%01B&0=1",
                                   "?jsonPath=warmaster-evolution/empire&label=A%7FB&0=1",
                                   "?jsonPath=warmaster-evolution/empire&label=A%C2%85B&0=1",
                                   "?jsonPath=warmaster-evolution/emp%EDre&0=1"}) {
        INFO(link);
        CHECK_THAT(refusal(link), Catch::Contains("is not text, or a control character"));
    }
    CHECK(parse_wm_selector_save("?jsonPath=warmaster-evolution/empire&label=Arm%C3%A9e+%E2%9C%93&0=1").label ==
          "Arm\xC3\xA9" "e \xE2\x9C\x93");
}
