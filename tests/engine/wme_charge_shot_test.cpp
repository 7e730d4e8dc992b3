// WME: the wounds a charging unit took from the shooting at its charge are kept into the first
// combat round (wme.shooting.charging-enemy), counted in the result by our reading or only toward
// its losses by the other; each expectation enumerated here over every die.
#include "core/engine/dice_source.h"
#include "core/systems/wme/wme_resolver.h"
#include "core/support/error.h"

#include "tests/engine/engine_test_support.h"

#include <catch2/catch.hpp>
#include <gmpxx.h>

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

using namespace ost::engine;
using ost::test::exact_fraction;
using ost::test::wme_tables;

namespace {
struct Expected {
    mpq_class win, draw, lose, attacker_lost_mean;
};

/// One round in the open, every die hitting on 4+ with no save (1/2), enumerated die by die:
/// the attacker rolls `dice_a`, the defender `dice_b`; the attacker (`hits_a` per stand, `stands_a`)
/// comes in with `shot` wounds, counted in the defender's result when `count` (wme.combat.results:
/// wounds beyond what a side can take do not count; a side destroyed loses).
Expected round_one(int dice_a, int dice_b, int hits_a, int stands_a, int hits_b, int stands_b, int shot, bool count) {
    Expected e;
    const int cap_a = stands_a * hits_a - shot;
    const int cap_b = stands_b * hits_b;
    const int n = dice_a + dice_b;
    const mpq_class each(1, 1 << n);
    for (int mask = 0; mask < (1 << n); ++mask) {
        int x = 0;
        int y = 0;
        for (int i = 0; i < n; ++i) {
            if ((mask >> i) & 1) (i < dice_a ? x : y) += 1;
        }
        const int on_b = std::min(x, cap_b);
        const int on_a = std::min(y, cap_a);
        const bool b_dead = on_b >= cap_b;
        const bool a_dead = on_a >= cap_a;
        int result = 0;
        if (b_dead != a_dead) {
            result = b_dead ? 1 : -1;
        } else if (!b_dead) {
            const int a = on_b;
            const int b = on_a + (count ? shot : 0);
            result = a > b ? 1 : (a < b ? -1 : 0);
        }
        (result > 0 ? e.win : (result == 0 ? e.draw : e.lose)) += each;
        e.attacker_lost_mean += each * std::min(stands_a, (shot + on_a) / hits_a);
    }
    return e;
}

WmeCombatRequest charge(int shot) {
    // Cavalry charging infantry in the open: +1 Attack per stand (wme.combat.modifiers).
    WmeCombatRequest r;
    r.attacker.type = "cavalry";
    r.attacker.attacks = 1;
    r.attacker.hits = 2;
    r.attacker.stands = 2;
    r.attacker.charging = true;
    r.attacker.shot_wounds = shot;
    r.defender.attacks = 2;
    r.defender.hits = 3;
    r.defender.stands = 1;
    return r;
}

void check(const OddsResult& o, const Expected& e) {
    CHECK(exact_fraction(o.outcome("attacker_wins")->p) == e.win);
    CHECK(exact_fraction(o.outcome("draw")->p) == e.draw);
    CHECK(exact_fraction(o.outcome("defender_wins")->p) == e.lose);
    CHECK(e.win + e.draw + e.lose == 1);
    const Distribution* lost = o.distribution("attacker_stands_lost");
    REQUIRE(lost != nullptr);
    mpq_class mean = 0;
    for (int v = lost->min(); v <= lost->max(); ++v) mean += exact_fraction(lost->p(v)) * v;
    CHECK(mean == e.attacker_lost_mean);
}
} // namespace

TEST_CASE("WME: wounds from shooting at a charge count in the first round's result (our reading)", "[engine][wme][charge]") {
    // 1 wound kept: 2 stands of 2 Attacks (1 + 1 charging) = 4 dice; the defender 2 dice.
    const OddsResult o = wme_combat(wme_tables(), charge(1));
    check(o, round_one(4, 2, 2, 2, 3, 1, 1, true));
    REQUIRE(o.readings.size() == 1);
    CHECK(o.readings.front().rule == "wme.shooting.charging-enemy");
    CHECK(o.readings.front().taken == "count");
    CHECK(o.readings.front().ours);
    // Without them the answer differs: the test can fail.
    CHECK(exact_fraction(wme_combat(wme_tables(), charge(0)).outcome("defender_wins")->p) != round_one(4, 2, 2, 2, 3, 1, 1, true).lose);
}

TEST_CASE("WME: the other reading carries them toward the stands lost only", "[engine][wme][charge]") {
    WmeCombatRequest r = charge(1);
    r.shot_wounds_reading = "carry";
    const OddsResult o = wme_combat(wme_tables(), r);
    check(o, round_one(4, 2, 2, 2, 3, 1, 1, false));
    REQUIRE(o.readings.size() == 1);
    CHECK(o.readings.front().taken == "carry");
    CHECK_FALSE(o.readings.front().ours);
}

TEST_CASE("WME: a whole stand shot away before contact does not fight; the rest is carried", "[engine][wme][charge]") {
    // 3 wounds on 2-Hit stands: one stand gone (its 2 Attacks with it), 1 wound kept.
    WmeCombatRequest r = charge(3);
    check(wme_combat(wme_tables(), r), round_one(2, 2, 2, 2, 3, 1, 3, true));
    r.prefer_exact = false; // the double path does not take them: the enumeration answers alike
    check(wme_combat(wme_tables(), r), round_one(2, 2, 2, 2, 3, 1, 3, true));
}

TEST_CASE("WME: wounds from shooting at a charge need a charger that survived them", "[engine][wme][charge]") {
    WmeCombatRequest r = charge(1);
    r.attacker.charging = false;
    CHECK_THROWS_AS(wme_combat(wme_tables(), r), ost::InvalidInputError);
    CHECK_THROWS_AS(wme_combat(wme_tables(), charge(4)), ost::InvalidInputError);
}

TEST_CASE("WME: a resolved roll counts the charger's shot wounds as the reading says", "[engine][wme][charge]") {
    // The attacker's 4 dice: two hits on the defender; the defender's 2 dice: none. Our reading: 2
    // against 0 + 1 kept wound, the defender retreats 1 cm; the other reading: 2 against 0, 2 cm.
    for (const auto& [reading, retreat] : std::vector<std::pair<std::string, long long>>{{"", 1}, {"carry", 2}}) {
        WmeCombatRequest r = charge(1);
        r.shot_wounds_reading = reading;
        GivenDice dice({"6", "6", "1", "1", "1", "1"});
        const RollReport report = wme_combat_roll(wme_tables(), r, dice);
        const std::map<std::string, long long> values(report.values.begin(), report.values.end());
        INFO("reading \"" << reading << "\"");
        CHECK(report.outcome == "attacker_wins");
        CHECK(values.at("retreat_cm") == retreat);
        CHECK(dice.unused() == 0);
    }
}
