// The outcomes of an A&B or Jomini attack are mutually exclusive and add up to exactly 1 (GMP sums
// of the exact fractions): every example scenario, a seeded random sweep, and each game's new form.
#include "core/systems/ab/ab_resolver.h"
#include "core/engine/combat_schema.h"
#include "core/systems/jomini/jomini_resolver.h"
#include "core/engine/scenario.h"
#include "core/support/json_document.h"
#include "core/support/translator.h"

#include "tests/engine/engine_test_support.h"

#include <catch2/catch.hpp>
#include <gmpxx.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

using namespace ost;
using namespace ost::engine;
using ost::test::engine_tables;
using ost::test::exact_fraction;

namespace {
const std::filesystem::path kSource(OST_SOURCE_DIR);

/// Outcomes add up to exactly 1; each flag is a probability on its own.
void check_adds_up(const OddsResult& o) {
    REQUIRE_FALSE(o.outcomes.empty());
    mpq_class sum = 0;
    for (const auto& out : o.outcomes) {
        INFO(out.id);
        const mpq_class p = exact_fraction(out.p);
        CHECK(p >= 0);
        sum += p;
    }
    CHECK(sum == 1);
    for (const auto& f : o.flags) {
        INFO(f.id);
        const mpq_class p = exact_fraction(f.p);
        CHECK(p >= 0);
        CHECK(p <= 1);
    }
}

template <class T>
const T& pick(std::mt19937& g, const std::vector<T>& v) {
    return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(g)];
}

int between(std::mt19937& g, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(g); }
bool coin(std::mt19937& g) { return between(g, 0, 1) == 1; }

const std::vector<std::string> kTerrain{"open", "rough", "forest", "marsh", "buildings", "fortification"};
const std::vector<std::string> kCharacters{"", "officer", "general", "commander"};

/// A line of the Jomini troop table (lists/jomini/system.xml): "troop-line-07-left".
std::string troop_line(int line, bool left) {
    return "troop-line-" + std::string(line < 10 ? "0" : "") + std::to_string(line) + (left ? "-left" : "-right");
}

AbAttackRequest random_ab(std::mt19937& g) {
    static const std::vector<std::string> kinds{"infantry", "mounted-infantry", "cavalry", "camelry", "chariotry", "elephants",
                                                "mechanical-artillery", "gunpowder-artillery", "rocket-artillery"};
    static const std::vector<std::string> colours{"yellow", "green", "blue", "red", "black"};
    AbAttackRequest r;
    r.attacker.kind = pick(g, kinds);
    r.attacker.dice = between(g, 0, 5);
    r.attacker.supported = coin(g);
    r.attacker.fire = coin(g);
    r.attacker.armour = pick(g, colours);
    r.defender.kind = pick(g, kinds);
    r.defender.armour = pick(g, colours);
    r.defender.terrain = pick(g, kTerrain);
    r.defender.supported = coin(g);
    r.defender.leaders = between(g, 0, 2);
    r.defender.elements = between(g, 0, 5);
    r.defender.panic = coin(g);
    r.defender.elusive = coin(g);
    r.defender.fanatic = coin(g);
    r.defender.melee = between(g, -1, 3);
    r.defender.retreat_capacity = between(g, -1, 2);
    r.melee = coin(g);
    r.range_hexes = r.melee ? 1 : between(g, 2, 4);
    r.defender.evades = r.melee && coin(g);
    r.defender.animal_units_near = r.melee ? 0 : between(g, 0, 2);
    if (coin(g)) {
        r.retreat_blocked_after = between(g, 0, 2);
    }
    r.morale_cancel = pick(g, std::vector<std::string>{"", "one", "each"});
    r.defender.character = pick(g, kCharacters);
    r.defender.character_refuge = coin(g);
    r.attacker.flight_blocked = r.attacker.kind == "elephants" && coin(g);
    return r;
}

JominiAttackRequest random_jomini(std::mt19937& g) {
    static const std::vector<std::string> kinds{"infantry", "mounted-infantry", "cavalry", "camels", "elephants", "artillery", "rockets"};
    JominiAttackRequest r;
    r.attacker.kind = pick(g, kinds);
    if (coin(g)) {
        r.attacker.dice = between(g, 0, 5);
    } else {
        r.attacker.troop = troop_line(between(g, 1, 19), coin(g));
    }
    r.attacker.moved_hexes = between(g, 0, 2);
    r.attacker.supported = coin(g);
    r.attacker.elite = coin(g);
    r.defender.kind = pick(g, kinds);
    r.defender.terrain = pick(g, kTerrain);
    r.defender.supported = coin(g);
    r.defender.officers = between(g, 0, 2);
    r.defender.elements = between(g, 0, 5);
    r.defender.horse_artillery = coin(g);
    r.defender.elusive = coin(g);
    r.defender.wagons = coin(g);
    r.attacker.order_dice = between(g, 0, 1);
    if (coin(g)) {
        r.defender.troop = troop_line(between(g, 1, 20), true);
    } else {
        r.defender.dice = between(g, -1, 3); // its riposte's dice (-1: none given)
    }
    r.melee = coin(g);
    r.range_hexes = r.melee ? 1 : between(g, 2, 5);
    if (coin(g)) {
        r.retreat_blocked_after = between(g, 0, 2);
    }
    r.defender.character = pick(g, kCharacters);
    r.defender.character_refuge = coin(g);
    r.attacker.flight_blocked = r.melee && r.attacker.kind == "elephants" && coin(g);
    return r;
}

/// The partitions and flags apart: the rockets' scatter (on target, short, long), the character's
/// fate (stays, follows, flees, removed), each adding up to 1; a riposte needs a defender that
/// neither retreats nor is destroyed; the fleeing elephant disappears only in a riposte.
void check_flags(const OddsResult& o) {
    auto p = [&](const char* id) { return o.flag(id) != nullptr ? exact_fraction(o.flag(id)->p) : mpq_class(0); };
    auto out = [&](const char* id) { return o.outcome(id) != nullptr ? exact_fraction(o.outcome(id)->p) : mpq_class(0); };
    if (o.flag("on_target") != nullptr) {
        CHECK(p("on_target") + p("scatter_short") + p("scatter_long") == 1);
    }
    if (o.flag("character_stays") != nullptr) {
        CHECK(p("character_stays") + p("character_follows") + p("character_flees") + p("character_removed") == 1);
        CHECK(p("character_follows") == out("retreats"));
        CHECK(p("character_flees") + p("character_removed") == out("destroyed"));
    }
    if (o.flag("riposte") != nullptr) {
        CHECK(p("riposte") == out("no_effect") + out("holds"));
    }
    CHECK(p("elephant_gone") <= p("riposte"));
}

/// A seeded sweep's case: a game and a random attack of it, described for the failure message.
struct SweepCase {
    const char* game;
    std::function<OddsResult(std::mt19937&, std::string&)> attack;
};

const std::vector<SweepCase>& sweep_cases() {
    static const std::vector<SweepCase> cases{
        {"A&B",
         [](std::mt19937& g, std::string& what) {
             const AbAttackRequest r = random_ab(g);
             what = r.attacker.kind + " on " + r.defender.kind + " " + r.defender.armour;
             return ab_attack(engine_tables().of<AbTables>("ab"), r);
         }},
        {"Jomini", [](std::mt19937& g, std::string& what) {
             const JominiAttackRequest r = random_jomini(g);
             what = r.attacker.kind + " on " + r.defender.kind;
             return jomini_attack(engine_tables().of<JominiTables>("jomini"), r);
         }}};
    return cases;
}
} // namespace

TEST_CASE("Hex attacks: every A&B and Jomini example's outcomes add up to exactly 1", "[engine][ab][jomini][sum]") {
    int checked = 0;
    for (const auto& entry : std::filesystem::directory_iterator(kSource / "tests/data/engine")) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        const JsonDocument doc = JsonDocument::load_file(entry.path());
        const std::string system = doc.root().at("system").as_string();
        if (system != "ab" && system != "jomini") {
            continue;
        }
        const Scenario s = parse_scenario(doc, nullptr, entry.path().parent_path());
        INFO(entry.path().filename().string());
        const OddsResult o = evaluate(engine_tables(), s);
        check_adds_up(o);
        check_flags(o);
        ++checked;
    }
    CHECK(checked >= 5);
}

TEST_CASE("Hex attacks: a seeded sweep of random attacks, outcomes exclusive and adding up to 1", "[engine][ab][jomini][sum]") {
    std::mt19937 g(20261127);
    for (const SweepCase& c : sweep_cases()) {
        for (int i = 0; i < 300; ++i) {
            std::string what;
            const OddsResult o = c.attack(g, what);
            INFO(c.game << " attack " << i << ": " << what);
            check_adds_up(o);
            check_flags(o);
        }
    }
}

TEST_CASE("Hex attacks: an attack that cannot destroy still adds up (no elements given)", "[engine][ab][jomini][sum]") {
    // 2 dice against blue infantry, no elements: the outcomes are no effect, holds, retreats. By
    // hand per die (6 faces): blue, red hits and the special (no support either side: a miss) —
    // a loss on 2 faces, a flag on 2, a miss on 2. No effect: neither loss nor flag on both dice,
    // (2/6)^2 = 1/9; retreats: at least one flag, 1 - (4/6)^2 = 5/9; holds: the rest, 1/3.
    AbAttackRequest r;
    r.attacker.dice = 2;
    const OddsResult o = ab_attack(engine_tables().of<AbTables>("ab"), r);
    CHECK(o.outcome("destroyed") == nullptr);
    CHECK(o.outcome("no_effect")->p.exact_string() == "1/9");
    CHECK(o.outcome("retreats")->p.exact_string() == "5/9");
    CHECK(o.outcome("holds")->p.exact_string() == "1/3");
    check_adds_up(o);
}

TEST_CASE("Combat page: each game's new form is a valid attack (issue 29 item 7)", "[engine][schema]") {
    for (const auto& game : combat_schemas()) {
        const TestSchema& test = *game.find(game.default_test);
        INFO(game.system << " " << test.id);
        nlohmann::json j{{"system", game.system}, {"test", test.id}};
        for (const auto& f : test.fields) {
            // What a new form writes: its shown values, a "not given" one left out.
            if (!f.in_form || f.required || (f.optional && f.initial() == f.value)) {
                continue;
            }
            nlohmann::json& slot = f.group().empty() ? j : j[f.group()];
            if (f.type == FieldType::Integer) {
                slot[f.key()] = f.initial().number;
            } else if (f.type == FieldType::Boolean) {
                slot[f.key()] = f.initial().number != 0;
            } else if (!f.initial().choice.empty()) {
                slot[f.key()] = f.initial().choice;
            }
        }
        if (std::any_of(test.fields.begin(), test.fields.end(), [](const SchemaField& f) { return f.required; })) {
            continue; // a test with required facts opens asking for them
        }
        const Scenario s = parse_scenario(JsonDocument::load_string(j.dump(), "form.json"), nullptr);
        const OddsResult o = evaluate(engine_tables(), s);
        CHECK_FALSE(o.outcomes.empty());
        if (game.hex_board) {
            check_adds_up(o);
        }
    }
}

TEST_CASE("Combat page: the Jomini troop lines are named from the data with range and dice", "[engine][schema][jomini]") {
    const SchemaField& troop = combat_schema("jomini", "attack").field("attacker.troop");
    const std::vector<FieldChoice> choices = form_choices(engine_tables(), troop);
    REQUIRE(choices.size() == engine_tables().of<JominiTables>("jomini").troops.size() + 1);
    CHECK(choices.front().id.empty());
    const auto line7 = std::find_if(choices.begin(), choices.end(), [](const FieldChoice& c) { return c.id == "troop-line-07-left"; });
    REQUIRE(line7 != choices.end());
    // lists/jomini/system.xml: "Troop table, line 7, left", range 1, factor 2. The label is short
    // enough for the form at 1024 px; the entry in full is its tooltip (issue 27).
    CHECK(line7->label.render(EnglishTranslator::instance()) == "Line 7, left: 2 dice");
    CHECK(line7->tip.render(EnglishTranslator::instance()).rfind("Troop table, line 7, left: range 1, 2 dice.", 0) == 0);
    for (const FieldChoice& c : choices) {
        INFO(c.id);
        CHECK(c.label.render(EnglishTranslator::instance()).size() <= 22);
    }
    // The default form starts on a line of the table, so the dice come from the data.
    CHECK(troop.initial().choice == "troop-line-01-left");
}
