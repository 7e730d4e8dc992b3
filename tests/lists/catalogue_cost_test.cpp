// Tests for catalogue costing (services/catalogue_cost.h): ADLG troop type + capabilities, the
// hand-typed override, and every line of the bundled ADLG lists against the catalogue sums.
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/catalogue_cost.h"
#include "core/support/atomic_file.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace fs = std::filesystem;

namespace {
const fs::path kSource = OST_SOURCE_DIR;
const fs::path kData = OST_TEST_DATA_DIR;

ost::GameSystem system_of(const std::string& id) {
    return ost::read_system(ost::XmlDocument::load_file(kSource / "lists" / id / "system.xml"));
}

ost::Profile troop(std::string type, std::string capabilities = {}) {
    ost::Profile p;
    p.type = "troop";
    p.values.emplace_back("troop-type", std::move(type));
    if (!capabilities.empty()) p.values.emplace_back("capabilities", std::move(capabilities));
    return p;
}
} // namespace

TEST_CASE("An ADLG line costs its troop type plus its capabilities", "[lists][cost]") {
    const auto adlg = system_of("adlg");
    // Figures of lists/adlg/system.xml: bowmen 7, elite 2, pavise 1; light infantry 4,
    // elite-light 1; medium cavalry 7, bows 2; mediocre -2.
    CHECK(ost::catalogue_cost(adlg, troop("bowmen")).points == 7);
    const auto elite = ost::catalogue_cost(adlg, troop("bowmen", "elite pavise"));
    CHECK(elite.points == 10);
    REQUIRE(elite.parts.size() == 3);
    CHECK(elite.parts[0] == std::pair<std::string, int>{"bowmen", 7});
    CHECK(elite.parts[1] == std::pair<std::string, int>{"elite", 2});
    CHECK(ost::catalogue_cost(adlg, troop("light-infantry", "elite-light")).points == 5);
    CHECK(ost::catalogue_cost(adlg, troop("medium-cavalry", "bows")).points == 9);
    CHECK(ost::catalogue_cost(adlg, troop("bowmen", "mediocre")).points == 5);
    // Bows are paid by the mounted types named in the catalogue only: light infantry have them.
    CHECK(ost::catalogue_cost(adlg, troop("light-infantry", "bows")).points == 4);

    const auto unknown = ost::catalogue_cost(adlg, troop("bowmen", "flying"));
    CHECK_FALSE(unknown.points.has_value());
    CHECK(unknown.unknown == std::vector<std::string>{"flying"});
    CHECK_FALSE(ost::catalogue_cost(adlg, troop("elite")).points.has_value()); // not a troop type
    CHECK_FALSE(ost::catalogue_cost(adlg, ost::Profile{}).points.has_value());

    // WME has no costing catalogue: nothing computed.
    const auto wme = system_of("wme");
    CHECK_FALSE(ost::catalogue_cost(wme, troop("bowmen")).points.has_value());
}

TEST_CASE("A hand-typed cost is kept and marked; a missing one comes from the catalogue", "[lists][cost]") {
    const auto adlg = system_of("adlg");
    ost::UnitEntry unit;
    unit.id = "archers";
    unit.profile = troop("bowmen", "elite");
    auto cost = ost::fill_catalogue_cost(adlg, unit);
    CHECK(cost.points == 9);
    CHECK(cost.catalogue == 9);
    CHECK_FALSE(cost.overridden);
    CHECK(unit.points() == 9);

    unit.costs = {ost::Cost{"points", 8, 0}};
    cost = ost::fill_catalogue_cost(adlg, unit);
    CHECK(unit.points() == 8); // kept
    CHECK(cost.catalogue == 9);
    CHECK(cost.overridden);
}

TEST_CASE("An edit recomputes catalogue points but keeps a hand-typed figure", "[lists][cost]") {
    const auto adlg = system_of("adlg");
    ost::UnitEntry before;
    before.profile = troop("bowmen");
    ost::fill_catalogue_cost(adlg, before); // 7 from the catalogue
    auto after = before;
    after.profile = troop("bowmen", "elite");
    CHECK(ost::update_catalogue_cost(adlg, before, after).points == 9);
    CHECK(after.points() == 9);

    before.costs = {ost::Cost{"points", 12, 0}}; // typed by hand
    after = before;
    after.profile = troop("bowmen", "elite");
    const auto kept = ost::update_catalogue_cost(adlg, before, after);
    CHECK(after.points() == 12);
    CHECK(kept.overridden);

    CHECK(ost::capability_for(adlg, "elite", "light-infantry") == "elite-light");
    CHECK(ost::capability_for(adlg, "elite", "elephants") == "elite-elephants");
    CHECK(ost::capability_for(adlg, "elite", "bowmen") == "elite");
    CHECK(ost::capability_for(adlg, "pavise", "bowmen") == "pavise");
}

TEST_CASE("The bundled ADLG lists' costs match the catalogue sums", "[lists][cost]") {
    // Each line whose points differ from troop type + capabilities is either explained in
    // tests/data/lists/adlg-cost-differences.txt or a failure; a listed one that is gone fails too.
    const auto adlg = system_of("adlg");
    std::set<std::string> found;
    std::size_t checked = 0;
    for (const auto& entry : fs::directory_iterator(kSource / "lists/adlg")) {
        if (entry.path().filename() == "system.xml" || entry.path().extension() != ".xml") continue;
        const auto list = ost::read_army_list(ost::XmlDocument::load_file(entry.path()), adlg);
        for (const auto& unit : list.units) {
            const auto cost = ost::line_cost(adlg, unit);
            if (!cost.catalogue) continue;
            ++checked;
            if (cost.overridden) {
                found.insert(list.id + ": " + unit.id + " ours " + std::to_string(*cost.points) + " / catalogue " +
                             std::to_string(*cost.catalogue));
            }
        }
    }
    CHECK(checked > 80);
    std::set<std::string> known;
    std::istringstream in(ost::read_file(kData / "lists/adlg-cost-differences.txt"));
    for (std::string line; std::getline(in, line);) {
        const auto bar = line.find(" | ");
        if (!line.empty() && line[0] != '#' && bar != std::string::npos) known.insert(line.substr(0, bar));
    }
    for (const auto& d : found) {
        INFO("not in adlg-cost-differences.txt: " << d);
        CHECK(known.count(d) == 1);
    }
    for (const auto& k : known) {
        INFO("listed but no longer found: " << k);
        CHECK(found.count(k) == 1);
    }
    if (const char* dump = std::getenv("OST_DUMP_DIFFERENCES")) {
        std::ofstream out(dump);
        for (const auto& d : found) out << d << '\n';
    }
}

TEST_CASE("The editor's troop type and capability ticks give the catalogue's stats and variants", "[lists][cost]") {
    const auto system = ost::read_system(
        ost::XmlDocument::load_file(std::filesystem::path(OST_SOURCE_DIR) / "lists" / "adlg" / "system.xml"));
    const auto choices = ost::capability_choices(system);
    const auto offered = [&](const std::string& id) {
        return std::any_of(choices.begin(), choices.end(), [&](const auto* c) { return c->id == id; });
    };
    CHECK(offered("elite"));
    CHECK(offered("bows"));
    CHECK(offered("mediocre"));
    CHECK_FALSE(offered("elite-light")); // ticked as "elite"
    CHECK_FALSE(offered("bows-swordsmen"));
    CHECK(ost::base_capability(system, "elite-light") == "elite");
    CHECK(ost::base_capability(system, "mediocre-heavy") == "mediocre");
    CHECK(ost::base_capability(system, "elite") == "elite");

    ost::Profile profile;
    ost::set_troop_type(system, profile, "troop", "light-infantry");
    CHECK(profile.type == "troop");
    const auto* troop = system.catalogue_entry("light-infantry");
    REQUIRE(troop != nullptr);
    for (const auto& [field, value] : troop->profile.values) {
        INFO(field);
        REQUIRE(profile.get(field) != nullptr);
        CHECK(*profile.get(field) == value);
    }
    ost::set_capabilities(system, profile, {"elite", "elite"});
    CHECK(ost::capabilities_of(profile) == std::vector<std::string>{"elite-light"}); // the light variant, once
    ost::set_troop_type(system, profile, "troop", "bowmen"); // the capability follows the troop type
    CHECK(ost::capabilities_of(profile) == std::vector<std::string>{"elite"});
    // the points are the catalogue's troop type plus capability, computed here from the entries
    const auto base = ost::cost_of(system.catalogue_entry("bowmen")->costs, "points");
    const auto elite = ost::cost_of(system.catalogue_entry("elite")->costs, "points");
    REQUIRE(base);
    REQUIRE(elite);
    CHECK(ost::catalogue_cost(system, profile).points == *base + *elite);
    ost::set_capabilities(system, profile, {});
    CHECK(profile.get(ost::kCapabilitiesField) == nullptr);
}
