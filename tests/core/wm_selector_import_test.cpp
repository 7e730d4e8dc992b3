// Tests for the wm-selector importer: committed fixtures always; the 15 bundled WME armies are
// compared with the source JSON when ../shared/testdata is present (skipped with a message otherwise).
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/system_reader.h"
#include "core/io/wm_selector_glossary.h"
#include "core/io/wm_selector_importer.h"
#include "core/io/xml_document.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <filesystem>
#include <optional>

namespace fs = std::filesystem;

namespace {
const fs::path kData = OST_TEST_DATA_DIR;
const fs::path kSource = OST_SOURCE_DIR;

ost::GameSystem wme() {
    return ost::read_system(ost::XmlDocument::load_file(kSource / "lists/wme/system.xml"));
}

std::string text_of(const nlohmann::json& value) {
    return value.is_string() ? value.get<std::string>() : std::to_string(value.get<long long>());
}

std::optional<int> optional_of(const nlohmann::json& unit, const char* key) {
    if (!unit.contains(key)) {
        return std::nullopt;
    }
    const auto& v = unit.at(key);
    if (v.is_string()) {
        return std::stoi(v.get<std::string>());
    }
    return v.get<int>();
}

/// The three stats the bundled lists correct (lists/README.md, "Corrections"): list, French unit
/// name, field, published text, bundled text. Written here again, independently of the importer.
std::string bundled_text(const std::string& list, const std::string& unit, const std::string& field,
                         const std::string& published) {
    static const std::vector<std::array<std::string, 5>> kCorrections{
        {"elfes-noirs", "Arbalétriers", "range", "15mm/30cm", "15cm/30cm"},
        {"elfes-noirs", "Chevaliers Noirs", "range", "15mm/30cm", "15cm/30cm"},
        {"elfes-sylvains", "Lémures", "armour", "+", "5+"},
    };
    for (const auto& c : kCorrections) {
        if (c[0] == list && c[1] == unit && c[2] == field && c[3] == published) {
            return c[4];
        }
    }
    return published;
}

/// Checks every unit of `list` against the raw wm-selector JSON, independently of the importer.
/// The member of `object` whose published name the importer spells `french` (names are
/// corrected to the published French spelling, wm_selector_french_name()).
nlohmann::json::const_iterator find_published(const nlohmann::json& object, const std::string& french) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (ost::wm_selector_french_name(it.key()) == french) {
            return it;
        }
    }
    return object.end();
}

void compare_with_source(const ost::ArmyList& list, const nlohmann::json& source) {
    const auto& units = source.at("units");
    REQUIRE(list.units.size() == units.size());
    for (const auto& u : list.units) {
        const auto it = find_published(units, u.name.fr);
        INFO(list.id << " / " << u.name.fr);
        REQUIRE(it != units.end());
        CHECK(u.points() == it->at("points").get<int>());
        CHECK(u.min == optional_of(*it, "min"));
        CHECK(u.max == optional_of(*it, "max"));
        CHECK(u.army_min == optional_of(*it, "armyMin"));
        CHECK(u.army_max == optional_of(*it, "armyMax"));
        for (const auto& [json_key, field] : std::vector<std::pair<const char*, const char*>>{
                 {"attack", "attacks"}, {"range", "range"}, {"hits", "hits"}, {"armour", "armour"},
                 {"command", "command"}, {"size", "size"}}) {
            const auto* value = u.profile.get(field);
            if (it->contains(json_key)) {
                REQUIRE(value != nullptr);
                CHECK(*value == bundled_text(list.id, u.name.fr, field, text_of(it->at(json_key))));
            } else {
                CHECK(value == nullptr);
            }
        }
        CHECK(u.counts == !it->value("noCount", false));
        CHECK(u.magic == !it->value("noMagic", false));
        CHECK(u.attaches_to.size() == it->value("augendUnits", nlohmann::json::array()).size());
    }
    const auto& upgrades = source.at("upgrades");
    REQUIRE(list.upgrades.size() == upgrades.size());
    for (const auto& o : list.upgrades) {
        const auto it = find_published(upgrades, o.name.fr);
        REQUIRE(it != upgrades.end());
        CHECK(ost::cost_of(o.costs, "points") == optional_of(*it, "points"));
        CHECK(o.max == optional_of(*it, "max"));
        CHECK(o.army_max == optional_of(*it, "armyMax"));
    }
}
} // namespace

TEST_CASE("The wm-selector importer converts a committed fixture exactly", "[import]") {
    const auto text = ost::read_file(kData / "wm-selector/tiny-army.json");
    const auto list = ost::import_wm_selector_army(text, "tiny-army.json", "tiny-army");
    CHECK(list.id == "tiny-army");
    CHECK(list.system_id == "wme");
    CHECK(list.name.fr == "Petite Armée");
    CHECK(list.source.find("ISC") != std::string::npos);
    REQUIRE(list.units.size() == 5);
    const auto& spear = list.units[0];
    CHECK(spear.id == "lanciers");
    CHECK(spear.name.en == "Spearmen");
    CHECK(spear.points() == 45);
    CHECK(spear.min == 2);
    CHECK(*spear.profile.get("type") == "infantry");
    CHECK(*spear.profile.get("armour") == "5+");
    const auto* archers = list.unit("archers");
    CHECK(*archers->profile.get("attacks") == "3/1");
    CHECK(*archers->profile.get("range") == "30cm");
    CHECK(archers->max == 4);
    const auto* skirmishers = list.unit("tirailleurs");
    CHECK(skirmishers->attaches_to == std::vector<std::string>{"lanciers", "archers"});
    CHECK_FALSE(skirmishers->counts);
    CHECK_FALSE(skirmishers->magic);
    CHECK(*skirmishers->profile.get("size") == "+1");
    CHECK(skirmishers->rules == std::vector<std::string>{"tirailleurs"});
    const auto* general = list.unit("general");
    CHECK(general->role == ost::UnitRole::General);
    CHECK(general->army_min == 1);
    CHECK(general->army_max == 1);
    CHECK(general->upgrades == std::vector<std::string>{"griffon"});
    CHECK(list.unit("sorcier")->role == ost::UnitRole::Character);
    CHECK(list.unit("sorcier")->rules == std::vector<std::string>{"regle-optionnelle"});
    REQUIRE(list.upgrades.size() == 1);
    CHECK(ost::cost_of(list.upgrades[0].costs, "points") == 80);
    CHECK(*list.upgrades[0].profile.get("type") == "monstrous-mount");
    CHECK(list.rule("regle-optionnelle")->name.en == "Optional unit (opponent's consent)");
    CHECK(list.rule("regle-optionnelle")->section.empty());
    compare_with_source(list, nlohmann::json::parse(text));

    // The result is a valid list of the bundled WME system, and survives a round trip.
    const auto system = wme();
    const auto written = ost::write_army_list(list);
    const auto back = ost::read_army_list(ost::XmlDocument::load_string(written, "w.xml"), system);
    CHECK(back == list);
}

TEST_CASE("Re-importing keeps the rules-reference links of the previous list", "[import]") {
    const auto text = ost::read_file(kData / "wm-selector/tiny-army.json");
    auto previous = ost::import_wm_selector_army(text, "tiny-army.json", "tiny-army");
    const auto skirmish =
        std::find_if(previous.rules.begin(), previous.rules.end(),
                     [](const ost::SpecialRule& r) { return r.id == "tirailleurs"; });
    REQUIRE(skirmish != previous.rules.end());
    skirmish->section = "wme.army.tiny-army.tirailleurs";
    skirmish->summary = {"Un socle en plus.", "One more stand."};
    skirmish->name.en = "Renamed"; // names always come from the importer
    previous.rules.push_back({"gone", {"Disparue", "Gone"}, {}, "wme.special.terror"});

    auto again = ost::import_wm_selector_army(text, "tiny-army.json", "tiny-army");
    ost::keep_rule_links(again, previous);
    const auto* kept = again.rule("tirailleurs");
    CHECK(kept->section == "wme.army.tiny-army.tirailleurs");
    CHECK(kept->summary.en == "One more stand.");
    CHECK(kept->name.en == "Skirmishers");
    CHECK(again.rule("regle-optionnelle")->section.empty());
    CHECK(again.rule("gone") == nullptr);
}

TEST_CASE("The wm-selector importer converts magic items", "[import]") {
    const auto text = ost::read_file(kData / "wm-selector/tiny-magic.json");
    CHECK(ost::is_wm_selector_magic_items(text));
    const auto items = ost::import_wm_selector_magic_items(text, "tiny-magic.json");
    REQUIRE(items.size() == 2);
    CHECK(items[0].id == "baguette-de-pouvoir");
    CHECK(items[0].name.en == "Wand of Power");
    CHECK(ost::cost_of(items[0].costs, "points") == 10);
    CHECK(items[0].army_max == 1);
    CHECK(items[0].eligible_types == std::vector<std::string>{"wizard"});
    CHECK(items[1].eligible_types == std::vector<std::string>{"infantry", "cavalry"});
    CHECK(ost::write_catalogue_entries(items).find("<entry id=\"banniere-de-bataille\" kind=\"magic-item\"") !=
          std::string::npos);
}

TEST_CASE("Library exceptions of hostile wm-selector files become located input errors",
          "[import][hardening]") {
    // 1e999 made nlohmann throw out_of_range (not parse_error): it reached main and aborted.
    try {
        ost::import_wm_selector_army(ost::read_file(kData / "wm-selector/number-overflow.json"),
                                     "number-overflow.json", "huge");
        FAIL("no error");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().file == "number-overflow.json");
        CHECK(e.location().line == 4);
        CHECK(e.location().column == 21);
        CHECK(e.message().english().find("out of range") != std::string::npos);
    }
    const auto error = [](const std::string& text) {
        try {
            ost::import_wm_selector_army(text, "x.json", "x");
        } catch (const ost::InvalidInputError& e) {
            CHECK(e.location().file == "x.json");
            return e.message().english();
        } catch (const std::exception& e) {
            FAIL("untyped " << e.what() << " for " << text);
        }
        FAIL("no error for " << text);
        return std::string();
    };
    // A NUL byte ended the input for nlohmann-json, so what followed it was ignored.
    CHECK(error(std::string(R"({"name": "A", "upgrades": {}, "units": {}})") + '\0' + "garbage")
              .find("NUL byte") != std::string::npos);
    // Wrong JSON types where names and lists are expected (type_error before).
    CHECK_FALSE(error(R"({"name": 5, "upgrades": {}, "units": {}})").empty());
    CHECK_FALSE(error(R"({"name": "A", "units": {"B": {"type": 7, "points": 5}}})").empty());
    CHECK_FALSE(error(R"({"name": "A", "units": {"B": {"type": "Infantrie", "points": 5, "upgrades": 3}}})").empty());
    // Numbers beyond int (they were cast silently) and beyond long long.
    CHECK(error(R"({"name": "A", "upgrades": {}, "units": {"B": {"type": "Infantrie", "points": 99999999999}}})")
              .find("far beyond") != std::string::npos);
    CHECK(error(R"({"name": "A", "upgrades": {}, "units": {"B": {"type": "Infantrie", "points": -99999999999}}})")
              .find("far beyond") != std::string::npos);
    CHECK(error(R"({"name": "A", "upgrades": {}, "units": {"B": {"type": "Infantrie", "points": 18446744073709551615}}})")
              .find("far beyond") != std::string::npos);
    try {
        ost::import_wm_selector_magic_items(R"({"upgrades": {"X": {"points": 5, "type": 3}}, "upgradeConstraints": [{"unitType": [1], "upgrades": [2]}]})",
                                            "m.json");
        FAIL("no error");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().file == "m.json");
    }
}

TEST_CASE("Bad wm-selector JSON gets a located message", "[import]") {
    try {
        ost::import_wm_selector_army(ost::read_file(kData / "wm-selector/broken.json"), "broken.json", "broken");
        FAIL("no error");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().file == "broken.json");
        CHECK(e.location().line == 4);
        CHECK(e.location().column == 24);
    }
    const auto error = [](const std::string& text) {
        try {
            ost::import_wm_selector_army(text, "x.json", "x");
        } catch (const ost::InvalidInputError& e) {
            return e.message().english();
        }
        FAIL("no error for " << text);
        return std::string();
    };
    CHECK(error(R"({"name": "A", "upgrades": {}})").find("\"units\" is missing") != std::string::npos);
    CHECK(error(R"({"name": "A", "upgrades": {}, "units": {"B": {"type": "Dragon", "points": 5}}})")
              .find("/units/B/type") != std::string::npos);
    CHECK(error(R"({"name": "A", "upgrades": {}, "units": {"B": {"type": "Infantrie", "points": "x"}}})")
              .find("/units/B/points") != std::string::npos);
    CHECK(error(R"({"name": "A", "upgrades": {}, "units": {"B": {"type": "Infantrie", "points": -5}}})")
              .find("negative") != std::string::npos);
    CHECK(error(R"({"name": "A", "upgrades": {}, "units": {"B": {"type": "Infantrie", "points": 5, "augendUnits": ["Z"]}}})")
              .find("not a unit of this army") != std::string::npos);
    CHECK(ost::slug_id("Joueurs d’Épée (*)") == "joueurs-d-epee");
}

TEST_CASE("The importer corrects the known misprints of the source, and only those", "[import]") {
    const auto stats = [](const char* list, const char* unit, const char* range, const char* armour) {
        const auto text = std::string(R"({"name": "A", "upgrades": {}, "units": {")") + unit +
                          R"(": {"type": "Infantrie", "attack": 3, "range": ")" + range + R"(", "armour": ")" +
                          armour + R"(", "hits": 3, "size": 3, "points": 60}}})";
        const auto imported = ost::import_wm_selector_army(text, "x.json", list);
        REQUIRE(imported.units.size() == 1);
        return std::make_pair(*imported.units[0].profile.get("range"), *imported.units[0].profile.get("armour"));
    };
    CHECK(stats("elfes-noirs", "Arbalétriers", "15mm/30cm", "6+") == std::make_pair(std::string("15cm/30cm"), std::string("6+")));
    CHECK(stats("elfes-sylvains", "Lémures", "30cm", "+") == std::make_pair(std::string("30cm"), std::string("5+")));
    // Another list, another unit or another text: kept as published.
    CHECK(stats("empire", "Arbalétriers", "15mm/30cm", "+").first == "15mm/30cm");
    CHECK(stats("elfes-noirs", "Lanciers", "15mm/30cm", "+") == std::make_pair(std::string("15mm/30cm"), std::string("+")));
    CHECK(stats("elfes-noirs", "Arbalétriers", "20mm/30cm", "6+").first == "20mm/30cm");
}

TEST_CASE("The importer gives the published French spelling of names, and keeps ids", "[import][words]") {
    CHECK(ost::wm_selector_french_name("Halberdiers") == "Hallebardiers");
    CHECK(ost::wm_selector_french_name("Joueurs d’Epée") == "Joueurs d’Épée");
    CHECK(ost::wm_selector_french_name("Epée de Puissance") == "Épée de Puissance");
    CHECK(ost::wm_selector_french_name("Chevaliers Ethérés (*)") == "Chevaliers Éthérés (*)");
    // Names already right, and unknown ones, come back exactly as published.
    CHECK(ost::wm_selector_french_name("Épée de Mutilation") == "Épée de Mutilation");
    CHECK(ost::wm_selector_french_name("Bombarde / Mortier (*)") == "Bombarde / Mortier (*)");
    CHECK(ost::wm_selector_french_name("Faveur des Dieux ") == "Faveur des Dieux ");
    // Through the importer: the French name is corrected, the id and English name are not.
    const auto list = ost::import_wm_selector_army(
        R"J({"name": "A", "upgrades": {}, "units": {"Joueurs d’Epée (*)": {"type": "Infantrie", "attack": 3, "hits": 3, "size": 3, "points": 70}}})J",
        "x.json", "x");
    REQUIRE(list.units.size() == 1);
    CHECK(list.units[0].id == "joueurs-d-epee");
    CHECK(list.units[0].name.fr == "Joueurs d’Épée (*)");
    CHECK(list.units[0].name.en == "Greatswords (*)");
}

namespace {
/// Imports every army JSON of `source_dir` and compares it with the committed lists/wme file
/// (model equality) and, independently of the importer, with the raw JSON; then the magic items.
void check_bundled_against(const fs::path& source_dir, const fs::path& magic_file) {
    const auto system = wme();
    int armies = 0;
    for (const auto& entry : fs::directory_iterator(source_dir)) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        const auto text = ost::read_file(entry.path());
        const auto id = ost::slug_id(entry.path().stem().string());
        INFO(entry.path().string());
        auto imported = ost::import_wm_selector_army(text, entry.path().string(), id);
        const auto committed_file = kSource / "lists/wme" / (id + ".xml");
        REQUIRE(fs::exists(committed_file));
        const auto committed = ost::read_army_list(ost::XmlDocument::load_file(committed_file), system);
        // The JSON has no rules-reference links: only the section and summary of each rule
        // come from the committed file (keep_rule_links); ids, names, units, upgrades, points
        // and stats must be the importer's output exactly.
        REQUIRE(committed.rules.size() == imported.rules.size());
        for (std::size_t i = 0; i < committed.rules.size(); ++i) {
            CHECK(committed.rules[i].id == imported.rules[i].id);
            CHECK(committed.rules[i].name == imported.rules[i].name);
            CHECK_FALSE(committed.rules[i].section.empty());
        }
        ost::keep_rule_links(imported, committed);
        CHECK(committed == imported);
        compare_with_source(committed, nlohmann::json::parse(text));
        ++armies;
    }
    CHECK(armies == 15);

    const auto items = ost::import_wm_selector_magic_items(ost::read_file(magic_file), magic_file.string());
    REQUIRE(items.size() == 18);
    for (const auto& item : items) {
        const auto* bundled = system.catalogue_entry(item.id);
        REQUIRE(bundled != nullptr);
        CHECK(*bundled == item);
    }
}

/// ../shared beside the repository (main checkout), or two levels up (a worktree under wt/).
std::optional<fs::path> shared_dir() {
    for (const auto& candidate : {kSource / "../shared", kSource / "../../shared"}) {
        if (fs::is_directory(candidate / "testdata/wm-selector/warmaster-evolution")) {
            return candidate;
        }
    }
    return std::nullopt;
}
} // namespace

TEST_CASE("The bundled WME armies match the committed wm-selector fixtures exactly", "[import]") {
    // tests/data/wm-selector/warmaster-evolution holds a copy of the 15 source files (ISC).
    check_bundled_against(kData / "wm-selector/warmaster-evolution", kData / "wm-selector/magic-items.json");
}

TEST_CASE("The bundled WME armies match the wm-selector source in ../shared exactly", "[import][shared]") {
    // Reads ../shared/testdata when present; skipped with a message otherwise.
    const auto shared = shared_dir();
    if (!shared) {
        WARN("Skipped: ../shared/testdata/wm-selector is absent (the check needs ../shared).");
        return;
    }
    const auto source_dir = *shared / "testdata/wm-selector/warmaster-evolution";
    check_bundled_against(source_dir, *shared / "testdata/wm-selector/magic-items/Warmaster Evolution.json");
    // The committed fixtures are still the source's files.
    for (const auto& entry : fs::directory_iterator(source_dir)) {
        INFO(entry.path().string());
        CHECK(ost::read_file(entry.path()) ==
              ost::read_file(kData / "wm-selector/warmaster-evolution" / entry.path().filename()));
    }
}
