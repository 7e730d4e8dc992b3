// The outcomes of every WME and ADLG answer are mutually exclusive and sum to exactly 1 (issue
// 27): each example of tests/data/engine, then a seeded random sweep of scenarios of every test.
#include "core/systems/adlg/adlg_resolver.h"
#include "core/engine/scenario.h"
#include "core/systems/wme/wme_off_table.h"
#include "core/systems/wme/wme_resolver.h"
#include "core/services/combat_scenario.h"
#include "core/support/json_document.h"

#include "tests/engine/engine_test_support.h"
#include "tests/services/fresh_session.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <random>

using namespace ost::engine;
using ost::test::engine_tables;
namespace fs = std::filesystem;

namespace {
/// Exactly 1 when every outcome is an exact fraction; otherwise within 1e-12 (the double path).
void check_sum(const OddsResult& o, const std::string& what) {
    CAPTURE(what, o.test);
    REQUIRE_FALSE(o.outcomes.empty());
    Probability sum;
    bool exact = true;
    long double value = 0;
    for (const auto& outcome : o.outcomes) {
        CHECK(outcome.p.value >= 0);
        sum += outcome.p;
        value += outcome.p.value;
        exact = exact && outcome.p.exact.has_value();
    }
    if (exact) {
        CHECK(sum.exact_string() == "1");
    } else {
        CHECK(std::fabs(static_cast<double>(value) - 1.0) < 1e-12);
    }
}
} // namespace

TEST_CASE("Every WME and ADLG example's outcomes sum to exactly 1", "[engine][wme][adlg][issue27]") {
    ost::test::FreshSession fresh("outcome-sums");
    int examples = 0;
    for (const auto& entry : fs::directory_iterator(fs::path(OST_SOURCE_DIR) / "tests/data/engine")) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || (name.rfind("wme-", 0) != 0 && name.rfind("adlg-", 0) != 0)) {
            continue;
        }
        const ost::ListUnitResolver resolver(*fresh.session, entry.path().parent_path());
        const Scenario s = parse_scenario(ost::JsonDocument::load_file(entry.path()), &resolver, entry.path().parent_path());
        check_sum(evaluate(engine_tables(), s), name);
        ++examples;
    }
    CHECK(examples >= 14);
}

TEST_CASE("A seeded random sweep of WME and ADLG scenarios: outcomes sum to exactly 1", "[engine][wme][adlg][issue27]") {
    std::mt19937 gen(27);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(gen); };
    const char* types[] = {"infantry", "cavalry", "chariot", "monster", "artillery", "machine"};
    const char* covers[] = {"open", "defended", "fortified"};
    for (int i = 0; i < 60; ++i) {
        WmeCombatRequest c;
        for (WmeCombatant* side : {&c.attacker, &c.defender}) {
            side->type = types[pick(0, 5)];
            side->attacks = pick(0, 4);
            side->hits = pick(1, 4);
            side->armour = pick(0, 6) == 1 ? 0 : pick(0, 6);
            side->stands = pick(1, 4);
            side->confused = pick(0, 3) == 0;
            side->flank_or_rear = pick(0, 3) == 0;
            side->terrifying = pick(0, 3) == 0;
            side->supports = pick(0, 2);
            side->units = pick(1, 2);
            side->flying = pick(0, 5) == 0;
        }
        c.attacker.charging = pick(0, 1) == 1;
        // wme.shooting.charging-enemy: a charger shot at keeps its wounds into round one (either reading).
        c.attacker.shot_wounds = c.attacker.charging && pick(0, 1) == 1 ? pick(0, c.attacker.stands * c.attacker.hits - 1) : 0;
        c.shot_wounds_reading = pick(0, 1) == 1 ? "carry" : "";
        c.cover = covers[pick(0, 2)];
        c.rounds = pick(1, 2);
        c.prefer_exact = pick(0, 3) != 0;
        check_sum(wme_combat(engine_tables().of<WmeTables>("wme"), c), "combat " + std::to_string(i));

        WmeShootingRequest s;
        s.dice = pick(0, 20);
        s.type = types[pick(0, 5)];
        s.armour = pick(0, 6);
        s.cover = covers[pick(0, 2)];
        s.hits = pick(1, 4);
        s.stands = pick(1, 4);
        check_sum(wme_shooting(engine_tables().of<WmeTables>("wme"), s), "shooting " + std::to_string(i));

        WmeDriveBackRequest d;
        d.wounds = pick(0, 8);
        d.type = types[pick(0, 5)];
        d.cover = covers[pick(0, 2)];
        d.pace_cm = pick(0, 1) == 0 ? 0 : pick(1, 40);
        d.charging = pick(0, 5) == 0;
        check_sum(wme_drive_back(engine_tables().of<WmeTables>("wme"), d), "drive-back " + std::to_string(i));

        WmeCommandRequest k;
        k.command = pick(5, 10);
        k.order = pick(1, 3);
        k.unit.distance_cm = pick(0, 80);
        k.unit.stands_lost = pick(0, 3);
        check_sum(wme_command(engine_tables().of<WmeTables>("wme"), k), "command " + std::to_string(i));
        check_sum(wme_off_table(engine_tables().of<WmeTables>("wme"), {pick(0, 8)}), "off-table " + std::to_string(i));

        check_sum(adlg_opposed(engine_tables().of<AdlgTables>("adlg"), {pick(-2, 6), pick(-2, 6)}), "opposed " + std::to_string(i));
        AdlgArmyRoutRequest a;
        a.army.units = pick(4, 20);
        a.army.eliminated = pick(0, 6);
        a.army.disordered = pick(0, 6);
        a.army.camp_taken = pick(0, 4) == 0;
        if (pick(0, 1) == 1) {
            a.opponent = a.army;
            a.opponent->eliminated = pick(0, 8);
        }
        check_sum(adlg_army_rout(engine_tables().of<AdlgTables>("adlg"), a), "army-rout " + std::to_string(i));
        check_sum(adlg_general_in_rout(engine_tables().of<AdlgTables>("adlg"), {pick(0, 1) == 1}), "general " + std::to_string(i));
    }
    check_sum(adlg_elephant_fury(engine_tables().of<AdlgTables>("adlg")), "elephant fury");
}
