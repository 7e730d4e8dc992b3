// The fact domains the legality engine publishes: every fact the bundled tables use has one,
// labelled in French and English, holding every value the rows test; a table or a situation
// using a value outside its domain is refused; hex behaviour follows board="hex", not a name.
#include "legality_fixtures.h"

#include "core/engine/legality/evaluator.h"
#include "core/engine/legality/fact_domain.h"
#include "core/engine/legality/hex_board_facts.h"
#include "core/io/xml_document.h"
#include "core/services/legality_rules_reader.h"
#include "core/services/legality_scenario.h"
#include "core/services/reference_builder.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>

using namespace ost::engine::legality;
namespace fs = std::filesystem;

namespace {

bool is_terrain_class(const RuleTable& t, const std::string& v) {
    return std::any_of(t.terrains.begin(), t.terrains.end(), [&](const TerrainDef& d) {
        return std::find(d.classes.begin(), d.classes.end(), v) != d.classes.end();
    });
}

/// Every value row `r` tests for fact `key`, with the predicate it uses.
std::vector<std::pair<std::string, std::string>> tested_values(const RuleTable& t) {
    std::vector<std::pair<std::string, std::string>> out; // key, value
    for (const auto& r : t.rows) {
        for (const auto* groups : {&r.when, &r.need}) {
            for (const auto& g : *groups) {
                for (const auto& c : g.all) {
                    const std::string role = c.role == Role::Actor ? "actor." : "target.";
                    for (const auto& v : c.values) {
                        if (c.predicate == Predicate::Fact) out.emplace_back(c.key, v);
                        if (c.predicate == Predicate::Formation) out.emplace_back(role + "formation", v);
                        if (c.predicate == Predicate::Terrain && !is_terrain_class(t, v)) out.emplace_back(role + "terrain", v);
                    }
                }
            }
        }
    }
    return out;
}

std::string names() {
    return R"(<actor-name lang="fr">l'acteur</actor-name><actor-name lang="en">the actor</actor-name>
<target-name lang="fr">la cible</target-name><target-name lang="en">the target</target-name>)";
}

/// A small table: line 4 declares the fact, line 5 the question, the row comes on line 6.
std::string small_table(const std::string& fact, const std::string& row) {
    return "<legality system=\"t\">\n" + names() + "\n" + fact + "\n" +
           R"(<question id="may" kind="permission" default="allowed" section="s"><name lang="fr">q</name><name lang="en">q</name></question>)" +
           "\n" + row + "\n</legality>";
}

const std::string kSide = R"(<fact id="side" type="enum"><value id="front"><name lang="fr">de front</name><name lang="en">front</name></value><value id="flank"><name lang="fr">de flanc</name><name lang="en">flank</name></value><question lang="fr">Côté ?</question><question lang="en">Side?</question></fact>)";

std::string reader_error(const std::string& text) {
    try {
        (void)ost::read_legality_rules(ost::XmlDocument::load_string(text, "t.xml"));
    } catch (const ost::InvalidInputError& e) {
        return e.location().to_string() + " " + e.message().english();
    }
    return "no error";
}

std::string slurp(const fs::path& file) {
    std::ifstream in(file);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// A copy of the bundled A&B system and legality table as system `id`, in a folder of its own;
/// `hex` keeps its board="hex" or takes it away.
fs::path toy_system(const std::string& id, bool hex) {
    const fs::path root = fs::temp_directory_path() / ("ost-legality-" + id);
    fs::remove_all(root);
    fs::create_directories(root / "lists" / id);
    fs::create_directories(root / "data" / "engine");
    const fs::path src(OST_SOURCE_DIR);
    auto system = std::regex_replace(slurp(src / "lists/ab/system.xml"), std::regex("<system id=\"ab\""), "<system id=\"" + id + "\"");
    if (!hex) system = std::regex_replace(system, std::regex(" board=\"hex\""), "");
    std::ofstream(root / "lists" / id / "system.xml") << system;
    auto table = std::regex_replace(slurp(src / "data/engine/ab.xml"), std::regex("system=\"ab\""), "system=\"" + id + "\"");
    table = std::regex_replace(table, std::regex("\"ab\\."), "\"" + id + ".");
    std::ofstream(root / "data" / "engine" / (id + ".xml")) << table;
    // The service reads the reference DB built from these sources, as Ost does at run time.
    ost::NullProgress progress;
    ost::build_reference_db(root / "lists", root / "data", root / "ost-reference.sqlite", progress);
    return root;
}

} // namespace

TEST_CASE("Legality domains: every fact the bundled tables use is published, labelled in both languages, with every value used",
          "[legality][domain]") {
    const ost::MoCatalog fr(OST_FR_MO, "fr");
    const ost::MoCatalog en("en");
    for (const auto& system : ost::test::legality().systems()) {
        CAPTURE(system);
        const auto& table = ost::test::legality().table(system);
        const auto keys = fact_keys_used(table);
        CHECK(keys.size() >= 5);
        for (const auto& key : keys) {
            CAPTURE(key);
            const auto domain = fact_domain(table, key);
            REQUIRE(domain);
            CHECK_FALSE(domain->question.render(fr).empty());
            CHECK_FALSE(domain->question.render(en).empty());
            if (domain->type == FactType::Number) {
                CHECK(domain->contains("12.5"));
                CHECK_FALSE(domain->contains("-1"));
                continue;
            }
            REQUIRE(domain->values.size() >= 2);
            for (const auto& v : domain->values) {
                CAPTURE(v.id);
                CHECK_FALSE(v.label.render(fr).empty());
                CHECK_FALSE(v.label.render(en).empty());
            }
        }
        for (const auto& [key, value] : tested_values(table)) {
            CAPTURE(key, value);
            const auto domain = fact_domain(table, key);
            REQUIRE(domain);
            CHECK(domain->contains(value));
        }
    }
}

TEST_CASE("Legality domains: labels come from the data, yes/no from the catalog", "[legality][domain]") {
    const ost::MoCatalog fr(OST_FR_MO, "fr");
    const auto& adlg = ost::test::legality().table("adlg");
    const auto side = fact_domain(adlg, "side");
    REQUIRE(side);
    CHECK(side->ids() == std::vector<std::string>{"front", "flank", "rear"});
    CHECK(side->label("flank").render(fr) == "de flanc");
    CHECK(side->label("flank").english() == "flank");
    CHECK(fact_domain(adlg, "target.terrain")->label("brush").render(fr) == "Broussailles");
    CHECK(fact_domain(adlg, "actor.state.disordered")->label("yes").render(fr) == "oui");
    const auto& wme = ost::test::legality().table("wme");
    CHECK(fact_domain(wme, "actor.formation")->label("irregular").english() == "irregular formation");
    CHECK_FALSE(fact_domain(adlg, "actor.state.sleepy"));
    CHECK_FALSE(fact_domain(adlg, "weather"));
    // A depends answer carries the same label.
    const auto r = ost::test::ask("adlg", "contact", ost::test::bare("adlg", "light-cavalry"),
                                  ost::test::unit("adlg", "heavy-swordsmen", {}, {}, "open"), {{"phase", "move"}});
    const auto* m = ost::test::missing(r, "side");
    REQUIRE(m != nullptr);
    REQUIRE(m->answers.size() == 3);
    CHECK(m->answers[1].value == "flank");
    CHECK(m->answers[1].label.render(fr) == "de flanc");
}

TEST_CASE("Legality domains: a table testing a value outside the fact's domain is refused where it is", "[legality][domain]") {
    const auto planted = small_table(kSide, R"(<row id="sideways" question="may" effect="forbids" section="s"><fact id="side" in="sideways"/><message lang="fr">x</message><message lang="en">x</message></row>)");
    CHECK(reader_error(planted) ==
          "t.xml:6:1 Rule row \"sideways\" asks whether \"side\" is \"sideways\", which is not one of its values (front, flank).");
    // A bool fact takes yes or no only.
    const auto bool_fact = small_table(R"(<fact id="brave"><question lang="fr">b ?</question><question lang="en">Brave?</question></fact>)",
                                       R"(<row id="r" question="may" effect="forbids" section="s"><fact id="brave" in="maybe"/><message lang="fr">x</message><message lang="en">x</message></row>)");
    CHECK(reader_error(bool_fact) == "t.xml:6:1 Rule row \"r\" asks whether \"brave\" is \"maybe\", which is not one of its values (yes, no).");
    // A value without its French label, the old values="…" list, an enum without values.
    const auto no_fr = small_table(R"(<fact id="side" type="enum"><value id="front"><name lang="en">front</name></value><question lang="fr">c</question><question lang="en">c</question></fact>)", "");
    CHECK(reader_error(no_fr).starts_with("t.xml:4:"));
    const auto old = small_table(R"(<fact id="side" type="enum" values="front flank"><question lang="fr">c</question><question lang="en">c</question></fact>)", "");
    CHECK(reader_error(old).starts_with("t.xml:4:"));
    const auto empty = small_table(R"(<fact id="side" type="enum"><question lang="fr">c</question><question lang="en">c</question></fact>)", "");
    CHECK(reader_error(empty) == "t.xml:4:1 The enum fact \"side\" lists no <value>.");
    CHECK(reader_error(small_table(kSide, "")) == "no error");
}

TEST_CASE("Legality domains: the evaluator refuses a declared value outside its domain", "[legality][domain]") {
    auto bowmen = ost::test::unit("adlg", "bowmen");
    auto spears = ost::test::unit("adlg", "heavy-spearmen", {}, {}, "open");
    CHECK_THROWS_AS(ost::test::ask("adlg", "contact", bowmen, spears, {{"side", "sideways"}}), ost::InvalidInputError);
    CHECK_THROWS_AS(ost::test::ask("adlg", "contact", bowmen, spears, {{"weather", "rain"}}), ost::InvalidInputError);
    spears.terrain = "swamp";
    CHECK_THROWS_AS(ost::test::ask("adlg", "contact", bowmen, spears, {{"side", "flank"}}), ost::InvalidInputError);
    spears.terrain = "open";
    CHECK_NOTHROW(ost::test::ask("adlg", "contact", bowmen, spears, {{"side", "flank"}}));
}

TEST_CASE("Legality: extra targets come from the data", "[legality][domain]") {
    auto& service = ost::test::legality();
    REQUIRE(service.extra_targets("adlg").size() == 1);
    CHECK(service.extra_targets("adlg").front().id == "camp");
    const auto camp = service.extra_target("adlg", "camp");
    CHECK(camp.camp);
    CHECK(camp.troop == "camp");
    CHECK(service.extra_targets("wme").empty());
    CHECK_THROWS_AS(service.extra_target("wme", "camp"), ost::InvalidInputError);
}

TEST_CASE("Hex selection by data: a system with board=\"hex\" under another id gets the hex line of sight", "[legality][hex]") {
    const auto root = toy_system("toyhex", true);
    auto service = ost::LegalityService::for_data_dir(root);
    const auto& sight = service.hex_sight("toyhex");
    CHECK(sight.line_of_sight == "toyhex.shooting.line-of-sight");
    CHECK(sight.hills == "toyhex.shooting.hills");
    HexGrid g;
    g.set_terrain({1, 0}, "wood");
    const auto los = judge_line_of_sight(g, {0, 0}, {3, 0}, sight);
    CHECK_FALSE(los.clear);
    CHECK(los.rule == "toyhex.shooting.line-of-sight");
    // A scenario's board gives its facts, as for the bundled hex games.
    const auto doc = ost::JsonDocument::load_string(R"({"system": "toyhex", "question": "shoot",
  "actor": {"troop": "gunpowder-artillery"}, "target": {"troop": "infantry"},
  "board": {"actor": "0,0", "target": "3,0", "hexes": {"1,0": {"terrain": "wood"}}}})", "toy.json");
    const auto s = ost::read_legality_scenario(doc, service, root);
    CHECK(s.facts.at("line-of-sight") == "no");
    CHECK(s.facts.at("distance") == "3");
    fs::remove_all(root);
}

TEST_CASE("Hex selection by data: the same system without board=\"hex\" has no board", "[legality][hex]") {
    const auto root = toy_system("toyflat", false);
    auto service = ost::LegalityService::for_data_dir(root);
    CHECK_FALSE(service.game_system("toyflat").has_hex_board());
    CHECK_THROWS_AS(service.hex_sight("toyflat"), ost::InvalidInputError);
    const auto doc = ost::JsonDocument::load_string(R"({"system": "toyflat", "question": "shoot",
  "actor": {"troop": "gunpowder-artillery"}, "target": {"troop": "infantry"},
  "board": {"actor": "0,0", "target": "3,0"}})", "toy.json");
    try {
        (void)ost::read_legality_scenario(doc, service, root);
        FAIL("a board on a system not played on hexes should be refused");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().to_string() == "toy.json:3:12");
        CHECK(e.message().english().ends_with("is not played on hexes: it has no board."));
    }
    fs::remove_all(root);
}
