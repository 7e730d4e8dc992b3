// Characters in the hex games (ab.characters.*, jomini.characters.*) and a panicking elephant blocked
// in its flight (ab.elephants.panic, jomini.elephants.panic): each expectation enumerated here.
#include "core/systems/ab/ab_resolver.h"
#include "core/engine/dice_source.h"
#include "core/systems/jomini/jomini_resolver.h"
#include "core/support/error.h"

#include "tests/engine/engine_test_support.h"

#include <catch2/catch.hpp>
#include <gmpxx.h>

#include <functional>
#include <map>
#include <vector>

using namespace ost::engine;
using ost::test::ab_tables;
using ost::test::exact_fraction;
using ost::test::jomini_tables;

namespace {
mpq_class flag(const OddsResult& o, const char* id) {
    const Outcome* f = o.flag(id);
    REQUIRE(f != nullptr);
    return exact_fraction(f->p);
}

mpq_class outcome(const OddsResult& o, const char* id) {
    const Outcome* f = o.outcome(id);
    REQUIRE(f != nullptr);
    return exact_fraction(f->p);
}

/// What one face does, read by hand from the die and the rules: a loss, a flag, or nothing.
struct Face {
    int count;
    bool loss;
    bool flag;
};

/// Every ordered roll of `dice` dice: `sink(losses, flags, probability)`.
void enumerate(const std::vector<Face>& die, int dice, const std::function<void(int, int, const mpq_class&)>& sink) {
    int total = 0;
    for (const Face& f : die) total += f.count;
    std::function<void(int, int, int, mpq_class)> step = [&](int left, int losses, int flags, mpq_class p) {
        if (left == 0) {
            sink(losses, flags, p);
            return;
        }
        for (const Face& f : die) {
            step(left - 1, losses + (f.loss ? 1 : 0), flags + (f.flag ? 1 : 0), p * mpq_class(f.count, total));
        }
    };
    step(dice, 0, 0, mpq_class(1));
}

// The A&B die (lists/ab/system.xml) against blue armour, neither side supported (ab.armour.colours,
// ab.special-hits.melee): the blue and red faces hit, the special misses, two flags, green misses.
const std::vector<Face> kAbBlue{{1, false, false}, {1, true, false}, {1, true, false}, {1, false, false}, {2, false, true}};
} // namespace

TEST_CASE("A&B characters: a general with the unit cancels a morale hit, follows it, is removed with nowhere to flee", "[engine][ab][characters]") {
    // 2 dice on blue infantry of 1 element: destroyed at a loss. ab.characters.combat: the general is
    // a chief with the unit, so one morale hit is cancelled (ab.retreat): a retreat needs 2 flags.
    AbAttackRequest r;
    r.attacker.dice = 2;
    r.defender.elements = 1;
    mpq_class destroyed, retreats, stays, retreats_without;
    enumerate(kAbBlue, 2, [&](int losses, int flags, const mpq_class& p) {
        if (losses >= 1) {
            destroyed += p;
        } else if (flags - 1 >= 1) {
            retreats += p;
        } else {
            stays += p;
        }
        if (losses == 0 && flags >= 1) {
            retreats_without += p;
        }
    });
    CHECK(destroyed == mpq_class(5, 9));
    CHECK(retreats == mpq_class(1, 9));
    CHECK(outcome(ab_attack(ab_tables(), r), "retreats") == retreats_without); // no character: one flag is enough

    r.defender.character = "general";
    const OddsResult o = ab_attack(ab_tables(), r);
    CHECK(outcome(o, "destroyed") == destroyed);
    CHECK(outcome(o, "retreats") == retreats);
    CHECK(flag(o, "character_stays") == stays);
    CHECK(flag(o, "character_follows") == retreats);
    CHECK(flag(o, "character_flees") == 0);
    CHECK(flag(o, "character_removed") == destroyed); // ab.characters.flight: no friend within reach
    CHECK(flag(o, "character_stays") + flag(o, "character_follows") + flag(o, "character_flees") + flag(o, "character_removed") == 1);

    r.defender.character_refuge = true;
    const OddsResult refuge = ab_attack(ab_tables(), r);
    CHECK(flag(refuge, "character_flees") == destroyed);
    CHECK(flag(refuge, "character_removed") == 0);
}

TEST_CASE("A&B characters: a character is one leader, whatever the reading of support and a leader", "[engine][ab][characters]") {
    // A leader already counted and a character: still one leader (ab.retreat, "one leader per unit").
    AbAttackRequest r;
    r.attacker.dice = 2;
    r.defender.leaders = 1;
    const mpq_class with_leader = outcome(ab_attack(ab_tables(), r), "retreats");
    r.defender.character = "officer";
    CHECK(outcome(ab_attack(ab_tables(), r), "retreats") == with_leader);
}

TEST_CASE("A&B characters: the commander-in-chief removed costs his side a turn, in odds and in a roll", "[engine][ab][characters]") {
    AbAttackRequest r;
    r.attacker.dice = 1;
    r.defender.elements = 1;
    r.defender.character = "commander";
    const OddsResult o = ab_attack(ab_tables(), r);
    CHECK(flag(o, "character_removed") == mpq_class(1, 3)); // the blue or the red face
    bool cited = false;
    for (const auto& m : o.mechanics) cited = cited || m.rule == "ab.characters.c-in-c-loss";
    CHECK(cited);
    // Rolls: a red face destroys the unit, the commander-in-chief is removed (3); two flags, one
    // cancelled by him, a retreat he follows (1); a flag alone is cancelled: he stays (0).
    const std::vector<std::pair<std::vector<std::string>, long long>> rolls{
        {{"face-red-hit"}, 3}, {{"face-flag", "face-flag"}, 1}, {{"face-flag"}, 0}};
    for (const auto& [faces, fate] : rolls) {
        r.attacker.dice = static_cast<int>(faces.size());
        GivenDice dice(faces);
        const RollReport report = ab_attack_roll(ab_tables(), r, dice);
        const std::map<std::string, long long> values(report.values.begin(), report.values.end());
        INFO(faces.size() << " dice, first " << faces.front());
        CHECK(values.at("character") == fate);
    }
}

TEST_CASE("Jomini characters: an officer counts, follows the retreat and flees to a friend next door", "[engine][jomini][characters]") {
    // A die with one face per symbol (jomini.dice.symbols); against cavalry the cavalry face hits, the
    // flag is a morale hit; here the tactical advantage and the order letter are taken off the die
    // (their faces set to 0) so the count is plain: cavalry 1, infantry 1, artillery 1, flag 1.
    JominiAttackRequest r;
    r.attacker.dice = 3;
    r.defender.kind = "cavalry";
    r.defender.elements = 2;
    r.die = {{"face-tactical-advantage", 0}, {"face-order-letter", 0}};
    const std::vector<Face> die{{1, true, false}, {1, false, false}, {1, false, false}, {1, false, true}};
    r.defender.character = "officer";
    r.defender.character_refuge = true;
    mpq_class destroyed, retreats, stays;
    enumerate(die, 3, [&](int losses, int flags, const mpq_class& p) {
        // jomini.dice.morale: each officer on the hex ignores a flag; cavalry retreats 2 hexes a flag kept.
        if (losses >= 2) {
            destroyed += p;
        } else if (flags - 1 >= 1) {
            retreats += p;
        } else {
            stays += p;
        }
    });
    const OddsResult o = jomini_attack(jomini_tables(), r);
    CHECK(outcome(o, "destroyed") == destroyed);
    CHECK(outcome(o, "retreats") == retreats);
    CHECK(flag(o, "character_follows") == retreats);
    CHECK(flag(o, "character_flees") == destroyed);
    CHECK(flag(o, "character_removed") == 0);
    CHECK(flag(o, "character_stays") == stays);
    // Two officers given and the character: two flags ignored, the character being one of them.
    r.defender.officers = 2;
    mpq_class retreats2;
    enumerate(die, 3, [&](int losses, int flags, const mpq_class& p) {
        if (losses < 2 && flags - 2 >= 1) retreats2 += p;
    });
    CHECK(outcome(jomini_attack(jomini_tables(), r), "retreats") == retreats2);
}

TEST_CASE("A&B: a panicking elephant blocked in its flight attacks with 3 dice and disappears at a loss in the riposte", "[engine][ab][elephants]") {
    AbAttackRequest r;
    r.attacker.kind = "elephants";
    r.attacker.flight_blocked = true;
    r.attacker.dice = 6;       // its factors do not count
    r.attacker.extra_dice = 2; // nor other dice
    r.defender.melee = 1;      // the infantry's riposte: 1 die on the elephant's blue armour
    // ab.special-hits.melee: an elephant attacking makes the special a hit; blue armour: blue and red hit.
    const std::vector<Face> attack{{1, false, false}, {1, true, false}, {1, true, false}, {1, true, false}, {2, false, true}};
    mpq_class stays;
    enumerate(attack, 3, [&](int, int flags, const mpq_class& p) {
        if (flags == 0) stays += p; // no leader, no support: any flag is a retreat
    });
    mpq_class riposte_loss;
    enumerate(kAbBlue, 1, [&](int losses, int, const mpq_class& p) {
        if (losses > 0) riposte_loss += p;
    });
    const OddsResult o = ab_attack(ab_tables(), r);
    CHECK(outcome(o, "no_effect") + outcome(o, "holds") == stays);
    CHECK(flag(o, "riposte") == stays);
    CHECK(flag(o, "elephant_gone") == stays * riposte_loss); // 8/27 × 1/3
    CHECK(flag(o, "elephant_gone") == mpq_class(8, 81));
    // A roll: three misses, the defender stays, its riposte hits: the elephant disappears.
    GivenDice dice({"face-green-hit", "face-green-hit", "face-green-hit", "face-red-hit"});
    const RollReport report = ab_attack_roll(ab_tables(), r, dice);
    const std::map<std::string, long long> values(report.values.begin(), report.values.end());
    CHECK(values.at("elephant_gone") == 1);
    r.attacker.kind = "cavalry";
    CHECK_THROWS_AS(ab_attack(ab_tables(), r), ost::InvalidInputError);
}

TEST_CASE("Jomini: a panicking elephant blocked in its flight attacks with 3 dice, its riposte may end it", "[engine][jomini][elephants]") {
    JominiAttackRequest r;
    r.attacker.kind = "elephants";
    r.attacker.flight_blocked = true;
    r.attacker.troop = "troop-line-01-left"; // its factor does not count
    r.attacker.order_dice = 2;               // nor an order
    r.defender.kind = "infantry";
    r.defender.supported = true; // jomini.riposte: only a supported defender ripostes
    r.defender.dice = 1;
    r.die = {{"face-tactical-advantage", 0}, {"face-order-letter", 0}};
    // Against infantry the infantry face hits; the flag is a morale hit, ignored once for the support.
    const std::vector<Face> attack{{1, true, false}, {1, false, false}, {1, false, false}, {1, false, true}};
    mpq_class stays;
    enumerate(attack, 3, [&](int, int flags, const mpq_class& p) {
        if (flags - 1 <= 0) stays += p;
    });
    // The riposte: 1 die on the elephant, which the cavalry face hits (jomini.dice.hits: elephants are cavalry).
    const mpq_class riposte_loss(1, 4);
    const OddsResult o = jomini_attack(jomini_tables(), r);
    CHECK(flag(o, "riposte") == stays);
    CHECK(flag(o, "elephant_gone") == stays * riposte_loss);
    r.melee = false;
    r.range_hexes = 2;
    CHECK_THROWS_AS(jomini_attack(jomini_tables(), r), ost::InvalidInputError);
}
