// Tests for what the list browser shows (stat values in words, columns, options, special rules,
// costs, dates) and for the browser's accent-insensitive search by name and number.
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/list_search.h"
#include "core/services/list_view.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

namespace fs = std::filesystem;

namespace {
const fs::path kLists = fs::path(OST_SOURCE_DIR) / "lists";

ost::GameSystem system_of(const std::string& id) {
    return ost::read_system(ost::XmlDocument::load_file(kLists / id / "system.xml"));
}

ost::ArmyList list_of(const ost::GameSystem& system, const std::string& id) {
    return ost::read_army_list(ost::XmlDocument::load_file(kLists / system.id / (id + ".xml")),
                               system);
}

std::string en(const ost::Text& text) {
    return text.render(ost::EnglishTranslator::instance());
}
std::string fr(const ost::Text& text) {
    return text.render(ost::MoCatalog("fr"));
}

std::vector<std::string> ids(const std::vector<ost::SpecialRule>& rules) {
    std::vector<std::string> out;
    for (const auto& r : rules) {
        out.push_back(r.id);
    }
    return out;
}
} // namespace

TEST_CASE("Stat values read as words: choices, catalogue entries, published text",
          "[lists][view]") {
    const auto wme = system_of("wme");
    const auto* unit = wme.profile_type("unit");
    REQUIRE(unit != nullptr);
    CHECK(en(ost::stat_value_text(wme, unit->field("type"), "infantry")) == "Infantry");
    CHECK(fr(ost::stat_value_text(wme, unit->field("type"), "infantry")) == "Infanterie");
    // A published note in one language is reworded for the other (<wording> in system.xml).
    CHECK(en(ost::stat_value_text(wme, unit->field("range"), "15cm à 360°")) == "15cm, 360°");
    CHECK(fr(ost::stat_value_text(wme, unit->field("range"), "15cm à 360°")) == "15cm à 360°");

    const auto adlg = system_of("adlg");
    const auto* troop = adlg.profile_type("troop");
    REQUIRE(troop != nullptr);
    CHECK(en(ost::stat_value_text(adlg, troop->field("capabilities"), "elite impact")) ==
          "Elite, Impact");
    CHECK(en(ost::stat_value_text(adlg, troop->field("troop-type"), "medium-swordsmen")) ==
          "Medium Swordsmen");
    // A word that is no catalogue id keeps the whole value as published.
    CHECK(en(ost::stat_value_text(adlg, troop->field("capabilities"), "elite dragons")) ==
          "elite dragons");
}

TEST_CASE("Stat columns follow the system's field order and skip fields no unit gives",
          "[lists][view]") {
    const auto wme = system_of("wme");
    const auto empire = list_of(wme, "empire");
    std::vector<std::string> columns;
    for (const auto& f : ost::stat_columns(wme, empire)) {
        columns.push_back(f.id);
    }
    CHECK(columns == std::vector<std::string>{"type", "attacks", "range", "hits", "armour",
                                              "command", "size"});

    auto bare = empire;
    for (auto& u : bare.units) {
        u.profile.values.erase(std::remove_if(u.profile.values.begin(), u.profile.values.end(),
                                              [](const auto& v) { return v.first == "command"; }),
                               u.profile.values.end());
    }
    columns.clear();
    for (const auto& f : ost::stat_columns(wme, bare)) {
        columns.push_back(f.id);
    }
    CHECK(std::find(columns.begin(), columns.end(), "command") == columns.end());
}

TEST_CASE("Options resolve own options, shared upgrades and catalogue entries", "[lists][view]") {
    const auto wme = system_of("wme");
    const auto empire = list_of(wme, "empire");
    const auto* general = empire.unit("general");
    REQUIRE(general != nullptr);
    const auto options = ost::unit_option_lines(wme, empire, *general);
    REQUIRE(options.size() == 1);
    CHECK(options[0].id == "griffon");
    CHECK(options[0].shared);
    CHECK(en(ost::costs_text(options[0].costs)) == "80 pts");

    const auto adlg = system_of("adlg");
    const auto elamite = list_of(adlg, "004-elamite");
    const auto* adlg_general = elamite.unit("general");
    REQUIRE(adlg_general != nullptr);
    const auto grades = ost::unit_option_lines(adlg, elamite, *adlg_general);
    REQUIRE(grades.size() >= 3);
    const auto competent = std::find_if(grades.begin(), grades.end(),
                                        [](const auto& o) { return o.id == "competent"; });
    REQUIRE(competent != grades.end());
    CHECK(en(ost::costs_text(competent->costs, 300)) == "5 pts, 1 command point");
    CHECK(en(ost::costs_text(competent->costs, 100)) == "2 pts, 1 command point");
    CHECK(en(ost::costs_text({})) == "\xe2\x80\x94");
}

TEST_CASE("Special rules come from the unit, its capabilities and its role", "[lists][view]") {
    const auto adlg = system_of("adlg");
    const auto elamite = list_of(adlg, "004-elamite");
    const auto* guards = elamite.unit("royal-guardsmen-medium-swordsmen-elite-impact");
    REQUIRE(guards != nullptr);
    const auto rules = ost::unit_special_rules(adlg, elamite, *guards);
    REQUIRE(ids(rules) == std::vector<std::string>{"impact"});
    CHECK(rules[0].section == "adlg.special.impact");

    const auto wme = system_of("wme");
    const auto empire = list_of(wme, "empire");
    const auto general_rules = ost::unit_special_rules(wme, empire, *empire.unit("general"));
    CHECK(ids(general_rules) == std::vector<std::string>{"general"});
    const auto skirmishers = ost::unit_special_rules(wme, empire, *empire.unit("tirailleurs"));
    CHECK(ids(skirmishers) == std::vector<std::string>{"tirailleurs", "attachment"});
    // Unknown rule ids are skipped, repeated ones shown once.
    auto unit = *empire.unit("flagellants");
    unit.rules = {"flagellants", "nope", "flagellants"};
    CHECK(ids(ost::unit_special_rules(wme, empire, unit)) ==
          std::vector<std::string>{"flagellants"});
}

TEST_CASE("Magic item eligibility reads as unit type names", "[lists][view]") {
    const auto wme = system_of("wme");
    const auto* ring = wme.catalogue_entry("anneau-de-sorcellerie");
    REQUIRE(ring != nullptr);
    CHECK(en(ost::eligibility_text(wme, *ring)) == "Wizard");
    CHECK(fr(ost::eligibility_text(wme, *ring)) == "Sorcier");
    const auto* banner = wme.catalogue_entry("banniere-de-bataille");
    REQUIRE(banner != nullptr);
    CHECK(en(ost::eligibility_text(wme, *banner)) == "Infantry, Cavalry, Chariot");
    auto anyone = *banner;
    anyone.eligible_types.clear();
    CHECK(ost::eligibility_text(wme, anyone).empty());
    anyone.eligible_armour = {"4+", "5+"};
    CHECK(en(ost::eligibility_text(wme, anyone)) == "armour 4+, 5+");
    anyone.eligible_types = {"infantry"};
    CHECK(en(ost::eligibility_text(wme, anyone)) == "Infantry; armour 4+, 5+");
}

TEST_CASE("Date windows read in words", "[lists][view]") {
    CHECK(en(ost::date_window_text(-500, 150)) == "500 BC to AD 150");
    CHECK(en(ost::date_window_text(-500, std::nullopt)) == "from 500 BC");
    CHECK(en(ost::date_window_text(std::nullopt, 1066)) == "until AD 1066");
    CHECK(ost::date_window_text(std::nullopt, std::nullopt).empty());
}

TEST_CASE("The list search ignores accents and case and finds numbers", "[lists][search]") {
    ost::ArmyListSummary sumer;
    sumer.system_id = "adlg";
    sumer.id = "001-sumer-and-akkad";
    sumer.number = 1;
    sumer.name = {"Sumer et Akkad", "Sumer and Akkad"};
    ost::ArmyListSummary egypt;
    egypt.system_id = "adlg";
    egypt.id = "010-old-and-middle-kingdom-egyptian";
    egypt.number = 10;
    egypt.name = {"Égyptiens de l'Ancien et du Moyen Empire", "Old and Middle Kingdom Egyptian"};
    ost::ArmyListSummary elves;
    elves.system_id = "wme";
    elves.id = "hauts-elfes";
    elves.name = {"Hauts Elfes", "High Elves"};

    CHECK(ost::list_matches(egypt, "egyptiens"));
    CHECK(ost::list_matches(egypt, "ÉGYPT emp"));
    CHECK(ost::list_matches(egypt, "kingdom"));
    CHECK_FALSE(ost::list_matches(egypt, "sumer"));
    CHECK(ost::list_matches(sumer, "Sumér"));
    CHECK(ost::list_matches(sumer, "1"));
    CHECK(ost::list_matches(sumer, "#1"));
    CHECK(ost::list_matches(sumer, "n° 1"));
    CHECK_FALSE(ost::list_matches(egypt, "1"));
    CHECK(ost::list_matches(egypt, "10"));
    CHECK(ost::list_matches(elves, "high"));
    CHECK(ost::list_matches(elves, "hauts-elfes"));
    CHECK_FALSE(ost::list_matches(elves, "12"));
    CHECK(ost::list_matches(elves, "  "));
    const auto found = ost::filter_lists({sumer, egypt, elves}, "emp");
    REQUIRE(found.size() == 1); // words must start with the query: "Empire", not "temple"
    CHECK(found[0].id == egypt.id);
    CHECK(ost::filter_lists({sumer, egypt, elves}, "").size() == 3);

    // Date windows (a user's list may have one).
    egypt.date_from = -3000;
    egypt.date_to = -1690;
    CHECK(ost::list_available_in(egypt, -2000));
    CHECK(ost::list_available_in(egypt, -3000));
    CHECK_FALSE(ost::list_available_in(egypt, -1600));
    CHECK_FALSE(ost::list_available_in(egypt, -3001));
    CHECK(ost::list_available_in(elves, 1500)); // no dates: always
}
