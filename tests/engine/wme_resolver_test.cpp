// Tests for the WME resolvers: exact fractions from independent enumeration (integer counts or
// GMP rationals written here), the seed's worked examples, and seeded Monte Carlo of the rolls.
#include "core/engine/dice_source.h"
#include "core/systems/wme/wme_off_table.h"
#include "core/systems/wme/wme_resolver.h"

#include "tests/engine/monte_carlo.h"

#include <catch2/catch.hpp>
#include <gmpxx.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <map>
#include <numeric>

using namespace ost::engine;

namespace {
const WmeTables& tables() {
    static const WmeTables t = WmeTables::load(std::filesystem::path(OST_SOURCE_DIR) / "data/engine/wme.json");
    return t;
}

std::string str(const mpq_class& q) {
    mpq_class c = q;
    c.canonicalize();
    return c.get_den() == 1 ? c.get_num().get_str() : c.get_str();
}

/// P(2D6 <= n) by counting the 36 faces.
mpq_class two_d6_at_most(int n) {
    int count = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            count += a + b <= n ? 1 : 0;
    return mpq_class(count, 36);
}

/// P(an attack die wounds) by counting (to-hit face, save face) pairs.
mpq_class per_die(int target, int save) {
    int count = 0;
    for (int h = 1; h <= 6; ++h)
        for (int s = 1; s <= 6; ++s)
            count += (h >= target && (save == 0 || s < save)) ? 1 : 0;
    return mpq_class(count, 36);
}

mpz_class choose(int n, int k) {
    mpz_class r;
    mpz_bin_uiui(r.get_mpz_t(), static_cast<unsigned long>(n), static_cast<unsigned long>(k));
    return r;
}

mpq_class binom(int n, int k, const mpq_class& p) {
    mpq_class r = choose(n, k);
    for (int i = 0; i < k; ++i) r *= p;
    for (int i = 0; i < n - k; ++i) r *= (1 - p);
    return r;
}

using ost::engine::test::check_mc;
} // namespace

TEST_CASE("WME command: the seed's example and every modifier", "[engine][wme]") {
    // Command 9, second order, cavalry 65 cm away: -3 and -1, so 5 or less on 2D6.
    WmeCommandRequest r;
    r.command = 9;
    r.order = 2;
    r.unit.distance_cm = 65;
    const OddsResult o = wme_command(tables(), r);
    CHECK(o.outcome("success")->p.exact_string() == str(two_d6_at_most(5)));
    CHECK(o.outcome("success")->p.exact_string() == "5/18");
    // Every penalty at once: 41 cm (-2), 3rd order (-2), enemy, flank, terrain, 2 stands lost,
    // Slow on a successive order, Unreliable: 10 - 2 - 2 - 1 - 1 - 1 - 2 - 1 - 1 = -1: impossible.
    WmeCommandRequest all;
    all.command = 10;
    all.order = 3;
    all.unit = {41, true, true, true, 2, true, true};
    CHECK(wme_command(tables(), all).outcome("success")->p.exact_string() == "0");
    all.command = 10;
    all.unit.stands_lost = 0;
    all.unit.unreliable = false;
    // 10 - 2 - 2 - 1 - 1 - 1 - 1 = 2: only double 1.
    CHECK(wme_command(tables(), all).outcome("success")->p.exact_string() == "1/36");
    // 20 cm is no penalty; 21 cm is one.
    WmeCommandRequest near;
    near.command = 8;
    near.unit.distance_cm = 20;
    CHECK(wme_command(tables(), near).outcome("success")->p.exact_string() == "13/18");
    near.unit.distance_cm = 21;
    CHECK(wme_command(tables(), near).outcome("success")->p.exact_string() == str(two_d6_at_most(7)));
}

TEST_CASE("WME order chains give P of 0 to 3 orders", "[engine][wme]") {
    WmeCommandRequest r;
    r.command = 8;
    const OddsResult o = wme_command(tables(), r);
    const Distribution* orders = o.distribution("orders");
    REQUIRE(orders != nullptr);
    const mpq_class p1 = two_d6_at_most(8), p2 = two_d6_at_most(7), p3 = two_d6_at_most(6);
    CHECK(orders->p(0).exact_string() == str(1 - p1));
    CHECK(orders->p(1).exact_string() == str(p1 * (1 - p2)));
    CHECK(orders->p(2).exact_string() == str(p1 * p2 * (1 - p3)));
    CHECK(orders->p(3).exact_string() == str(p1 * p2 * p3));
    // Slow units pay an extra -1 on successive orders only.
    r.unit.slow = true;
    const OddsResult slow_result = wme_command(tables(), r); // keep it: the pointer is into it
    const Distribution* slow = slow_result.distribution("orders");
    CHECK(slow->p(0).exact_string() == str(1 - p1));
    CHECK(slow->p(3).exact_string() == str(p1 * two_d6_at_most(6) * two_d6_at_most(5)));
}

TEST_CASE("WME brigades take the worst distance, any flag and the most stands lost by one unit", "[engine][wme]") {
    WmeCommandRequest r;
    r.command = 9;
    r.brigade = {{10, false, false, false, 1, false, false}, {45, false, false, true, 1, false, false}};
    // 45 cm: -2; difficult terrain: -1; one stand lost (not two): -1 => 5 or less.
    CHECK(wme_command(tables(), r).outcome("success")->p.exact_string() == str(two_d6_at_most(5)));
}

TEST_CASE("WME shooting: 9 dice at 4+ against a 5+ save give 3 expected wounds", "[engine][wme]") {
    WmeShootingRequest r;
    r.dice = 9;
    r.armour = 5;
    const OddsResult o = wme_shooting(tables(), r);
    CHECK(*o.expectation("hits") == Approx(3.0).epsilon(1e-15));
    const Distribution* hits = o.distribution("hits");
    const mpq_class p = per_die(4, 5);
    CHECK(str(p) == "1/3");
    for (int k = 0; k <= 9; ++k) {
        CHECK(hits->p(k).exact_string() == str(binom(9, k, p)));
    }
    mpq_class one_stand = 0;
    for (int k = 3; k <= 9; ++k) one_stand += binom(9, k, p);
    CHECK(o.distribution("stands_lost")->at_least(1).exact_string() == str(one_stand));
    CHECK(o.distribution("stands_lost")->at_least(1).value == Approx(0.6228).margin(1e-4));
    // Defended (5+) and fortified (6+) targets, no armour.
    r.armour = 0;
    r.cover = "fortified";
    CHECK(*wme_shooting(tables(), r).expectation("hits") == Approx(1.5));
    // Monte Carlo: P(at least one stand) with 10^6 seeded volleys.
    r.cover = "open";
    r.armour = 5;
    long long n = 1'000'000, hit = 0;
    for (long long i = 0; i < n; ++i) {
        SeededDice dice(static_cast<std::uint64_t>(i) * 7919 + 1);
        dice.keep_log(false);
        const RollReport rep = wme_shooting_roll(tables(), r, dice);
        hit += rep.values[1].second >= 1 ? 1 : 0;
    }
    check_mc(o.distribution("stands_lost")->at_least(1).value, hit, n);
}

TEST_CASE("WME drive-back: dice, cover, confusion and destruction", "[engine][wme]") {
    WmeDriveBackRequest r;
    r.wounds = 3;
    r.cover = "defended";
    const OddsResult o = wme_drive_back(tables(), r);
    CHECK(o.distribution("distance_cm")->max() == 12); // the first wound is ignored: 2D6
    CHECK(o.outcome("confused")->p.exact_string() == "11/36");
    CHECK(o.outcome("destroyed")->p.exact_string() == "0");
    // Four wounds on infantry in the open: 4D6 > 20 cm destroys it.
    r.wounds = 4;
    r.cover = "open";
    int over = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                for (int d = 1; d <= 6; ++d)
                    over += a + b + c + d > 20 ? 1 : 0;
    CHECK(wme_drive_back(tables(), r).outcome("destroyed")->p.exact_string() == str(mpq_class(over, 1296)));
    r.cover = "fortified";
    CHECK(wme_drive_back(tables(), r).distribution("distance_cm")->max() == 12);
    r.charging = true;
    CHECK(wme_drive_back(tables(), r).distribution("distance_cm")->max() == 0);
    // Cavalry's pace is 30 cm.
    r = {};
    r.wounds = 6;
    r.type = "cavalry";
    int over30 = 0;
    std::function<void(int, int)> walk = [&](int left, int sum) {
        if (left == 0) {
            over30 += sum > 30 ? 1 : 0;
            return;
        }
        for (int f = 1; f <= 6; ++f) walk(left - 1, sum + f);
    };
    walk(6, 0);
    CHECK(wme_drive_back(tables(), r).outcome("destroyed")->p.exact_string() == str(mpq_class(over30, 46656)));
}

namespace {
/// Independent one-round reference: binomial wounds (no caps reached), support, compare.
struct Ref {
    mpq_class win, draw, lose;
};
Ref one_round(int dice_a, const mpq_class& pa, int dice_b, const mpq_class& pb, int sup_a, int sup_b) {
    Ref r;
    for (int x = 0; x <= dice_a; ++x)
        for (int y = 0; y <= dice_b; ++y) {
            const mpq_class p = binom(dice_a, x, pa) * binom(dice_b, y, pb);
            const int d = (x + sup_a) - (y + sup_b);
            (d > 0 ? r.win : d == 0 ? r.draw : r.lose) += p;
        }
    return r;
}
} // namespace

TEST_CASE("WME combat round: modifiers, saves and support against enumeration", "[engine][wme]") {
    // Knights charging in the open: 3 stands x (3 + 1) = 12 dice at 4+ against a 6+ save;
    // the defender 3 stands x 3 = 9 dice at 4+ against a 5+ save. Hits 10: no unit can be destroyed.
    WmeCombatRequest r;
    r.attacker = {"cavalry", 3, 10, 5, 3, true, false, false, false, 0};
    r.defender = {"infantry", 3, 10, 6, 3, false, false, false, false, 0};
    const OddsResult o = wme_combat(tables(), r);
    const Ref ref = one_round(12, per_die(4, 6), 9, per_die(4, 5), 0, 0);
    CHECK(o.outcome("attacker_wins")->p.exact_string() == str(ref.win));
    CHECK(o.outcome("draw")->p.exact_string() == str(ref.draw));
    CHECK(o.outcome("defender_wins")->p.exact_string() == str(ref.lose));
    CHECK(o.outcome("attacker_wins")->p.value == Approx(0.75101).margin(1e-5)); // research note figure
    // +2 support for the (infantry) defender.
    r.defender.supports = 2;
    const OddsResult s = wme_combat(tables(), r);
    const Ref ref2 = one_round(12, per_die(4, 6), 9, per_die(4, 5), 0, 2);
    CHECK(s.outcome("attacker_wins")->p.exact_string() == str(ref2.win));
    CHECK(s.outcome("attacker_wins")->p.value == Approx(0.41199).margin(1e-5));
    // Support is ignored for cavalry.
    r.defender.supports = 0;
    r.attacker.supports = 3;
    CHECK(wme_combat(tables(), r).outcome("attacker_wins")->p.exact_string() == str(ref.win));
    // Defended defender: no charge bonus (9 dice) and hit on 5+.
    r.attacker.supports = 0;
    r.cover = "defended";
    const Ref ref3 = one_round(9, per_die(5, 6), 9, per_die(4, 5), 0, 0);
    CHECK(wme_combat(tables(), r).outcome("attacker_wins")->p.exact_string() == str(ref3.win));
    // Monster charging: +2; terrifying enemy -1; flank -1; confused -1 (down to the last-effort die).
    WmeCombatRequest m;
    m.attacker = {"monster", 3, 10, 0, 1, true, false, false, true, 0};
    m.defender = {"infantry", 1, 10, 0, 2, false, true, true, false, 0};
    // Monster: 3 + 2 = 5 dice; defender: 2 stands x (1 - 1 - 1 - 1) -> 0 -> 1 last-effort die.
    const Ref ref4 = one_round(5, per_die(4, 0), 1, per_die(4, 0), 0, 0);
    const OddsResult mo = wme_combat(tables(), m);
    CHECK(mo.outcome("attacker_wins")->p.exact_string() == str(ref4.win));
    CHECK(mo.outcome("draw")->p.exact_string() == str(ref4.draw));
}

TEST_CASE("WME combat: stands lost, retreat and the second round", "[engine][wme]") {
    // Small units so the reference can enumerate both rounds by hand-written loops.
    WmeCombatRequest r;
    r.attacker = {"infantry", 1, 2, 0, 2, false, false, false, false, 0};
    r.defender = {"infantry", 1, 2, 0, 2, false, false, false, false, 0};
    const OddsResult one = wme_combat(tables(), r);
    // Round 1: 2 dice a side at 1/2, capacity 4 wounds each (never reached).
    const mpq_class h(1, 2);
    Ref ref = one_round(2, h, 2, h, 0, 0);
    CHECK(one.outcome("attacker_wins")->p.exact_string() == str(ref.win));
    CHECK(one.outcome("draw")->p.exact_string() == str(ref.draw));
    // Stands lost: 1 stand per 2 wounds: P(attacker loses 1) = P(defender scores 2) = 1/4.
    CHECK(one.distribution("attacker_stands_lost")->p(1).exact_string() == "1/4");
    // Retreat 2 cm only when one side scores 2 and the other 0: 2 x 1/4 x 1/4.
    CHECK(one.distribution("retreat_cm")->p(2).exact_string() == "1/8");
    REQUIRE(one.joint.has_value());

    // Two rounds: reference by enumeration of both rounds with the rules written out.
    r.rounds = 2;
    const OddsResult two = wme_combat(tables(), r);
    mpq_class win = 0, draw = 0, lose = 0;
    for (int x = 0; x <= 2; ++x)
        for (int y = 0; y <= 2; ++y) {
            const mpq_class p = binom(2, x, h) * binom(2, y, h);
            if (x == y) {
                draw += p;
                continue;
            }
            // Winner pursues: +1 attack per stand (retreat < 3 cm: no extra), both in the open.
            const bool a_won = x > y;
            const int a_stands = 2 - y / 2, b_stands = 2 - x / 2;
            const int a_carried = y % 2, b_carried = x % 2;
            const int dice_a = a_stands * (1 + (a_won ? 1 : 0));
            const int dice_b = b_stands * (1 + (a_won ? 0 : 1));
            const int cap_a = a_stands * 2 - a_carried, cap_b = b_stands * 2 - b_carried;
            for (int x2 = 0; x2 <= dice_a; ++x2)
                for (int y2 = 0; y2 <= dice_b; ++y2) {
                    const mpq_class q = p * binom(dice_a, x2, h) * binom(dice_b, y2, h);
                    const int wa = std::min(x2, cap_b), wb = std::min(y2, cap_a);
                    const bool bd = wa >= cap_b, ad = wb >= cap_a;
                    int res = 0;
                    if (bd && ad) res = 0;
                    else if (bd) res = 1;
                    else if (ad) res = -1;
                    else res = wa > wb ? 1 : wa < wb ? -1 : 0;
                    (res > 0 ? win : res == 0 ? draw : lose) += q;
                }
        }
    CHECK(two.outcome("attacker_wins")->p.exact_string() == str(win));
    CHECK(two.outcome("draw")->p.exact_string() == str(draw));
    CHECK(two.outcome("defender_wins")->p.exact_string() == str(lose));

    // Monte Carlo of the roll path against the exact two-round result.
    long long n = 1'000'000, a_wins = 0;
    for (long long i = 0; i < n; ++i) {
        SeededDice dice(static_cast<std::uint64_t>(i) + 99);
        dice.keep_log(false);
        a_wins += wme_combat_roll(tables(), r, dice).outcome == "attacker_wins" ? 1 : 0;
    }
    check_mc(two.outcome("attacker_wins")->p.value, a_wins, n);
}

TEST_CASE("WME rolls from given dice are deterministic", "[engine][wme]") {
    WmeCommandRequest c;
    c.command = 8;
    GivenDice dice({"3", "4", "6", "6"});
    const RollReport rep = wme_command_roll(tables(), c, dice);
    CHECK(rep.outcome == "success");
    CHECK(rep.values[0].second == 1); // 7 <= 8 given; 12 > 7 failed
    WmeDriveBackRequest d;
    d.wounds = 2;
    GivenDice dd({"6", "5"});
    const RollReport drive = wme_drive_back_roll(tables(), d, dd);
    CHECK(drive.outcome == "confused");
    CHECK(drive.values[0].second == 11);
}

TEST_CASE("WME combat: the long double path agrees with the exact one", "[engine][wme]") {
    // Plain, then several losing units sharing the retreat, then artillery that dies when it loses.
    for (int variant = 0; variant < 6; ++variant) {
        const int rounds = 1 + variant % 2;
        WmeCombatRequest r;
        r.attacker = {"cavalry", 3, 3, 5, 3, true, false, false, false, 0};
        r.defender = {"infantry", 3, 3, 6, 3, false, false, false, false, 2};
        if (variant / 2 == 1) {
            r.attacker.units = 2;
            r.defender.units = 3;
        }
        if (variant / 2 == 2) {
            r.defender.type = "artillery";
        }
        INFO("variant " << variant);
        r.rounds = rounds;
        const OddsResult exact = wme_combat(tables(), r);
        REQUIRE(exact.outcome("attacker_wins")->p.exact);
        r.prefer_exact = false;
        const OddsResult fast = wme_combat(tables(), r);
        CHECK_FALSE(fast.outcome("attacker_wins")->p.exact);
        for (const char* id : {"attacker_wins", "draw", "defender_wins"}) {
            CHECK(static_cast<double>(fast.outcome(id)->p.value) ==
                  Approx(static_cast<double>(exact.outcome(id)->p.value)).epsilon(1e-12));
        }
        for (const char* id : {"attacker_stands_lost", "defender_stands_lost", "retreat_cm"}) {
            const Distribution* e = exact.distribution(id);
            const Distribution* f = fast.distribution(id);
            for (int v = e->min(); v <= e->max(); ++v) {
                INFO(id << " = " << v);
                CHECK(static_cast<double>(f->p(v).value) == Approx(static_cast<double>(e->p(v).value)).margin(1e-15));
            }
        }
    }
}

TEST_CASE("WME combat: the double-precision path over two rounds against seeded rolls", "[engine][wme]") {
    WmeCombatRequest r;
    r.attacker = {"infantry", 3, 3, 5, 4, false, false, false, false, 0};
    r.defender = {"infantry", 3, 3, 6, 4, false, false, false, false, 1};
    r.rounds = 2;
    r.prefer_exact = false;
    const OddsResult o = wme_combat(tables(), r);
    long double total = 0;
    for (const char* id : {"attacker_wins", "draw", "defender_wins"}) {
        total += o.outcome(id)->p.value;
    }
    CHECK(static_cast<double>(total) == Approx(1.0).epsilon(1e-12));
    long long n = 1'000'000, a_wins = 0, two_stands = 0;
    for (long long i = 0; i < n; ++i) {
        SeededDice dice(static_cast<std::uint64_t>(i) * 31 + 5);
        dice.keep_log(false);
        const RollReport rep = wme_combat_roll(tables(), r, dice);
        a_wins += rep.outcome == "attacker_wins" ? 1 : 0;
        two_stands += rep.values[1].second == 2 ? 1 : 0;
    }
    check_mc(o.outcome("attacker_wins")->p.value, a_wins, n);
    check_mc(o.distribution("defender_stands_lost")->p(2).value, two_stands, n);
}

namespace {
/// One round of combat enumerated die by die with integer counts: `dice_a` attack dice of the
/// attacker hitting on 4+ without saves against `dice_b` of the defender; nobody can be destroyed
/// (the callers keep the wounds below the Hits). Returns P(result difference = d) over 2^(a+b).
std::map<int, mpq_class> round_differences(int dice_a, int dice_b) {
    std::map<int, long long> counts;
    const int n = dice_a + dice_b;
    for (long long mask = 0; mask < (1LL << n); ++mask) { // bit set: the die shows 4, 5 or 6
        int x = 0;
        int y = 0;
        for (int i = 0; i < n; ++i) {
            ((mask >> i) & 1) != 0 ? (i < dice_a ? ++x : ++y) : 0;
        }
        ++counts[x - y];
    }
    std::map<int, mpq_class> out;
    for (const auto& [d, c] : counts) {
        out[d] = mpq_class(static_cast<long>(c)) / mpq_class(static_cast<long>(1LL << n));
    }
    return out;
}
} // namespace

TEST_CASE("WME combat: several losing units share the retreat, rounded up", "[engine][wme]") {
    // 4 attack dice against 1, 4+ to hit, no saves; neither side can be destroyed (4 < 5 Hits).
    WmeCombatRequest r;
    r.attacker = {"infantry", 2, 4, 0, 2, false, false, false, false, 0};
    r.defender = {"infantry", 1, 5, 0, 1, false, false, false, false, 0};
    for (int units = 1; units <= 3; ++units) {
        r.defender.units = units;
        const OddsResult o = wme_combat(tables(), r);
        std::map<int, mpq_class> retreat;
        mpq_class win = 0;
        mpq_class draw = 0;
        for (const auto& [d, p] : round_differences(4, 1)) {
            if (d > 0) {
                win += p;
            } else if (d == 0) {
                draw += p;
            }
            if (d > 0) {
                retreat[(d + units - 1) / units] += p; // the defender's units share it
            } else if (d < 0) {
                retreat[-d] += p; // the attacker is one unit
            } else {
                retreat[0] += p;
            }
        }
        INFO("defender units " << units);
        CHECK(o.outcome("attacker_wins")->p.exact_string() == str(win));
        CHECK(o.outcome("draw")->p.exact_string() == str(draw));
        for (const auto& [cm, p] : retreat) {
            CHECK(o.distribution("retreat_cm")->p(cm).exact_string() == str(p));
        }
    }
    // By hand for two units: differences -1..4 in 1, 5, 10, 10, 5, 1 of 32; retreats 1 (d = 1, 2
    // and the attacker's -1), 2 (d = 3, 4).
    r.defender.units = 2;
    const OddsResult two = wme_combat(tables(), r);
    CHECK(two.outcome("attacker_wins")->p.exact_string() == "13/16");
    CHECK(two.distribution("retreat_cm")->p(1).exact_string() == "21/32");
    CHECK(two.distribution("retreat_cm")->p(2).exact_string() == "3/16");
    // The double path divides the same way.
    r.prefer_exact = false;
    const OddsResult fast = wme_combat(tables(), r);
    CHECK(static_cast<double>(fast.distribution("retreat_cm")->p(2).value) == Approx(3.0 / 16).epsilon(1e-12));
    // Monte Carlo of the roll path.
    long long n = 1'000'000, two_cm = 0;
    for (long long i = 0; i < n; ++i) {
        SeededDice dice(static_cast<std::uint64_t>(i) * 7 + 3);
        dice.keep_log(false);
        const RollReport rep = wme_combat_roll(tables(), r, dice);
        two_cm += rep.values[2].second == 2 ? 1 : 0;
    }
    check_mc(3.0L / 16, two_cm, n);
}

TEST_CASE("WME combat: a draw makes both sides fall back 3D6 cm, a defended defender holds", "[engine][wme]") {
    WmeCombatRequest r;
    r.attacker = {"infantry", 2, 4, 0, 2, false, false, false, false, 0};
    r.defender = {"infantry", 1, 5, 0, 1, false, false, false, false, 0};
    const OddsResult o = wme_combat(tables(), r);
    const mpq_class draw = round_differences(4, 1)[0];
    CHECK(draw == mpq_class(5, 32));
    // 3D6 = 10 in 27 of 216 throws, counted here.
    int tens = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                tens += a + b + c == 10 ? 1 : 0;
    CHECK(tens == 27);
    for (const char* id : {"attacker_fall_back_cm", "defender_fall_back_cm"}) {
        const Distribution* d = o.distribution(id);
        REQUIRE(d != nullptr);
        CHECK(d->p(0).exact_string() == str(1 - draw));
        CHECK(d->p(10).exact_string() == str(draw * mpq_class(tens, 216)));
        CHECK(d->p(1).value == 0);
        CHECK(d->max() == 18);
    }
    r.cover = "defended";
    const OddsResult held = wme_combat(tables(), r);
    CHECK(held.distribution("defender_fall_back_cm")->max() == 0);
    CHECK(held.distribution("attacker_fall_back_cm")->max() == 18);
    // A rolled draw falls back with three more dice: attacker 6, 6, 6; the defender holds.
    r.cover = "open";
    GivenDice dice({"4", "1", "1", "1", "4", "6", "6", "6", "1", "2", "3"});
    const RollReport rep = wme_combat_roll(tables(), r, dice);
    CHECK(rep.outcome == "draw");
    CHECK(rep.values[3].first == "attacker_fall_back_cm");
    CHECK(rep.values[3].second == 18);
    CHECK(rep.values[4].second == 6);
}

TEST_CASE("WME combat: losing artillery is destroyed instead of retreating", "[engine][wme]") {
    // Artillery (1 stand, 1 attack, 2 Hits) against 2 dice: it is destroyed whenever it loses.
    WmeCombatRequest r;
    r.attacker = {"infantry", 1, 3, 0, 2, false, false, false, false, 0};
    r.defender = {"artillery", 1, 2, 0, 1, false, false, false, false, 0};
    const OddsResult o = wme_combat(tables(), r);
    // Attacker's 2 dice against 1: wins when x > y: (x,y) counts over 8 = (1,0):2 (2,0):1 (2,1):1;
    // x = 2 also destroys it outright (2 Hits). Either way the artillery is gone: 4/8.
    CHECK(o.outcome("attacker_wins")->p.exact_string() == "1/2");
    CHECK(o.distribution("defender_stands_lost")->p(1).exact_string() == "1/2");
    CHECK(o.distribution("retreat_cm")->p(1).exact_string() == "1/8"); // only the attacker retreats (x = 0, y = 1)
    // The double path agrees.
    r.prefer_exact = false;
    CHECK(static_cast<double>(wme_combat(tables(), r).distribution("defender_stands_lost")->p(1).value) ==
          Approx(0.5).epsilon(1e-12));
    // A roll: the attacker's 5 and 1 against the artillery's 1: one wound to none, the artillery
    // loses by 1 and is destroyed instead of retreating 1 cm.
    r.prefer_exact = true;
    GivenDice lost({"5", "1", "1"});
    const RollReport rep = wme_combat_roll(tables(), r, lost);
    CHECK(rep.outcome == "attacker_wins");
    CHECK(rep.values[1].second == 1);
    CHECK(rep.values[2].second == 0);
}

TEST_CASE("WME combat: infantry never pursues cavalry, only flyers pursue flyers", "[engine][wme]") {
    auto same_as_one_round = [](WmeCombatRequest r) {
        r.rounds = 2;
        const OddsResult two = wme_combat(tables(), r);
        r.rounds = 1;
        const OddsResult one = wme_combat(tables(), r);
        return two.outcome("attacker_wins")->p.exact_string() == one.outcome("attacker_wins")->p.exact_string() &&
               two.outcome("draw")->p.exact_string() == one.outcome("draw")->p.exact_string();
    };
    // Flying infantry against cavalry: the infantry may not pursue the cavalry, the cavalry may
    // not pursue a flyer: the second round never happens.
    WmeCombatRequest r;
    r.attacker = {"infantry", 1, 3, 0, 2, false, false, false, false, 0};
    r.defender = {"cavalry", 1, 3, 0, 2, false, false, false, false, 0};
    r.attacker.flying = true;
    CHECK(same_as_one_round(r));
    // Without the wings the cavalry pursues the infantry after winning round one.
    r.attacker.flying = false;
    CHECK_FALSE(same_as_one_round(r));
    // Flying cavalry against cavalry: the flyer may pursue.
    r.attacker.type = "cavalry";
    r.attacker.flying = true;
    CHECK_FALSE(same_as_one_round(r));
    // Infantry against infantry that flies, the flyer fortified... the defender's infantry may
    // pursue the attacker unless fortified: fortified flying infantry against infantry: neither.
    WmeCombatRequest f;
    f.attacker = {"infantry", 1, 3, 0, 2, false, false, false, false, 0};
    f.defender = {"infantry", 1, 3, 0, 2, false, false, false, false, 0};
    f.defender.flying = true;
    f.cover = "fortified";
    CHECK(same_as_one_round(f));
    f.defender.flying = false;
    CHECK_FALSE(same_as_one_round(f));
}

TEST_CASE("WME combat: the double path's distributions sum to 1 for big pursuits", "[engine][wme]") {
    // The benchmark's 60 dice a side (round-two pools of hundreds of dice), and 40 infantry stands
    // with 60 supporting stands whose pursuit rolls over 1,000 dice, where (1-p)^n underflows a
    // double.
    WmeCombatRequest big;
    big.attacker = {"infantry", 3, 3, 5, 20, false, false, false, false, 0};
    big.defender = {"infantry", 3, 3, 6, 20, false, false, false, false, 0};
    big.rounds = 2;
    WmeCombatRequest huge;
    huge.attacker = {"infantry", 1, 1, 0, 40, false, false, false, false, 60};
    huge.defender = {"infantry", 1, 3, 0, 40, false, false, false, false, 0};
    huge.rounds = 2;
    for (const WmeCombatRequest* r : {&big, &huge}) {
        const OddsResult o = wme_combat(tables(), *r);
        long double outcomes = 0;
        for (const char* id : {"attacker_wins", "draw", "defender_wins"}) {
            outcomes += o.outcome(id)->p.value;
        }
        CHECK(static_cast<double>(outcomes) == Approx(1.0).epsilon(1e-12));
        for (const char* id : {"attacker_stands_lost", "defender_stands_lost", "retreat_cm"}) {
            const Distribution* d = o.distribution(id);
            long double total = 0;
            for (int v = d->min(); v <= d->max(); ++v) {
                total += d->p(v).value;
            }
            INFO(id);
            CHECK(static_cast<double>(total) == Approx(1.0).epsilon(1e-12));
        }
    }
    // Monte Carlo of a smaller combat's defender destroyed (where the old path lost mass: the
    // pursuer's wounds far beyond what the defender can take).
    WmeCombatRequest eight = big;
    eight.attacker.stands = 8;
    eight.defender.stands = 8;
    eight.attacker.supports = 6;
    const OddsResult o = wme_combat(tables(), eight);
    long long n = 1'000'000, all = 0;
    for (long long i = 0; i < n; ++i) {
        SeededDice dice(static_cast<std::uint64_t>(i) * 13 + 1);
        dice.keep_log(false);
        all += wme_combat_roll(tables(), eight, dice).values[1].second == 8 ? 1 : 0;
    }
    check_mc(o.distribution("defender_stands_lost")->p(8).value, all, n);
}

TEST_CASE("WME: cavalry, chariots, monsters and machines are always in the open (issue 27)", "[engine][wme]") {
    // wme.shooting.hits: whatever their situation; so no cover in shooting, drive-back or combat.
    for (const char* type : {"cavalry", "chariot", "monster", "machine"}) {
        CAPTURE(type);
        // Shooting: 6 dice at 4+ against a 5+ save, the target declared fortified.
        WmeShootingRequest s;
        s.dice = 6;
        s.armour = 5;
        s.cover = "fortified";
        s.type = type;
        mpq_class none = 1;
        for (int i = 0; i < 6; ++i) none *= 1 - per_die(4, 5);
        const OddsResult shot = wme_shooting(tables(), s);
        CHECK(shot.outcome("no_wound")->p.exact_string() == str(none));
        // Drive-back: 3 wounds on a "defended" unit: none ignored, 3D6 cm.
        WmeDriveBackRequest d;
        d.wounds = 3;
        d.cover = "defended";
        d.type = type;
        d.pace_cm = 20;
        CHECK(wme_drive_back(tables(), d).distribution("distance_cm")->max() == 18);
        // Combat: a charging infantry unit gets its +1 and hits on 4+; on a draw it falls back.
        WmeCombatRequest c;
        c.attacker = {"infantry", 3, 10, 5, 3, true, false, false, false, 0};
        c.defender = {type, 3, 10, 0, 3, false, false, false, false, 0};
        c.cover = "defended";
        const OddsResult o = wme_combat(tables(), c);
        const Ref ref = one_round(12, per_die(4, 0), 9, per_die(4, 5), 0, 0);
        CHECK(o.outcome("attacker_wins")->p.exact_string() == str(ref.win));
        CHECK(o.outcome("draw")->p.exact_string() == str(ref.draw));
        CHECK(o.distribution("defender_fall_back_cm")->p(0).exact_string() == str(1 - ref.draw));
    }
    // Infantry keeps its cover: fortified, it is hit on 6+ only.
    WmeShootingRequest inf;
    inf.dice = 6;
    inf.armour = 5;
    inf.cover = "fortified";
    mpq_class none = 1;
    for (int i = 0; i < 6; ++i) none *= 1 - per_die(6, 5);
    CHECK(wme_shooting(tables(), inf).outcome("no_wound")->p.exact_string() == str(none));
}

TEST_CASE("WME: a unit fighting an enemy on its flank or rear cannot be supported (issue 27)", "[engine][wme]") {
    // wme.combat.support: supported only while it fights to its front. The defender has 2
    // supporting stands and an enemy on its flank: 3 stands x (3 - 1) = 6 dice, no +2.
    WmeCombatRequest r;
    r.attacker = {"cavalry", 3, 10, 5, 3, true, false, false, false, 0};
    r.defender = {"infantry", 3, 10, 6, 3, false, false, true, false, 2};
    const Ref flank = one_round(12, per_die(4, 6), 6, per_die(4, 5), 0, 0);
    const OddsResult o = wme_combat(tables(), r);
    CHECK(o.outcome("attacker_wins")->p.exact_string() == str(flank.win));
    CHECK(o.outcome("draw")->p.exact_string() == str(flank.draw));
    // Fighting to its front, the same supports count.
    r.defender.flank_or_rear = false;
    const Ref front = one_round(12, per_die(4, 6), 9, per_die(4, 5), 0, 2);
    CHECK(wme_combat(tables(), r).outcome("attacker_wins")->p.exact_string() == str(front.win));
}

TEST_CASE("WME: fighting a terrifying enemy costs -1 Attack to terrifying units too (issue 27)", "[engine][wme]") {
    // wme.combat.modifiers / wme.special.terror: no exception. Two terrifying monsters, one
    // charging: 3 + 1 + 1 - 1 = 4 dice against 3 - 1 = 2, all at 4+ with no saves.
    WmeCombatRequest r;
    r.attacker = {"monster", 3, 10, 0, 1, true, false, false, true, 0};
    r.defender = {"monster", 3, 10, 0, 1, false, false, false, true, 0};
    const Ref ref = one_round(4, per_die(4, 0), 2, per_die(4, 0), 0, 0);
    const OddsResult o = wme_combat(tables(), r);
    CHECK(o.outcome("attacker_wins")->p.exact_string() == str(ref.win));
    CHECK(o.outcome("defender_wins")->p.exact_string() == str(ref.lose));
}

TEST_CASE("WME: a machine's pace of 10 cm is our reading, and a given pace replaces it (issue 27)", "[engine][wme]") {
    // wme.movement gives machines a "variable" pace: 3 wounds in the open, 3D6 > 10 cm destroys.
    WmeDriveBackRequest r;
    r.wounds = 3;
    r.type = "machine";
    int over = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c) over += a + b + c > 10 ? 1 : 0;
    const OddsResult o = wme_drive_back(tables(), r);
    CHECK(o.outcome("destroyed")->p.exact_string() == str(mpq_class(over, 216)));
    const auto said = [](const OddsResult& x) {
        return std::any_of(x.mechanics.begin(), x.mechanics.end(), [](const Mechanic& m) {
            return m.rule == "wme.movement" && m.text.english().rfind("Our reading: a machine's full pace is 10 cm", 0) == 0;
        });
    };
    CHECK(said(o));
    r.pace_cm = 15; // the player's own reading
    int over15 = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c) over15 += a + b + c > 15 ? 1 : 0;
    const OddsResult given = wme_drive_back(tables(), r);
    CHECK(given.outcome("destroyed")->p.exact_string() == str(mpq_class(over15, 216)));
    CHECK_FALSE(said(given));
}

TEST_CASE("WME drive-back and shooting outcomes are exclusive and sum to 1 (issue 27)", "[engine][wme]") {
    // 4 wounds on infantry in the open (pace 20): destroyed when 4D6 > 20; otherwise confused
    // when a die shows 6; otherwise driven back. Counted over the 1296 faces.
    WmeDriveBackRequest r;
    r.wounds = 4;
    int destroyed = 0, confused = 0, steady = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                for (int d = 1; d <= 6; ++d) {
                    const bool six = a == 6 || b == 6 || c == 6 || d == 6;
                    (a + b + c + d > 20 ? destroyed : six ? confused : steady) += 1;
                }
    const OddsResult o = wme_drive_back(tables(), r);
    CHECK(o.outcome("destroyed")->p.exact_string() == str(mpq_class(destroyed, 1296)));
    CHECK(o.outcome("confused")->p.exact_string() == str(mpq_class(confused, 1296)));
    CHECK(o.outcome("driven_back")->p.exact_string() == str(mpq_class(steady, 1296)));
    // Shooting: 6 dice at 4+, no save, 3 Hits: wounded without a stand lost = 1 or 2 wounds.
    WmeShootingRequest s;
    s.dice = 6;
    const mpq_class h(1, 2);
    CHECK(wme_shooting(tables(), s).outcome("wounded")->p.exact_string() == str(binom(6, 1, h) + binom(6, 2, h)));
}

TEST_CASE("WME: fanatics are never driven back by shooting (issue 27)", "[engine][wme]") {
    // wme.special.fanatic: 5 wounds in the open would be 5D6 cm; a fanatic unit stays put.
    WmeDriveBackRequest r;
    r.wounds = 5;
    r.fanatic = true;
    const OddsResult o = wme_drive_back(tables(), r);
    CHECK(o.distribution("distance_cm")->max() == 0);
    CHECK(o.outcome("destroyed")->p.exact_string() == "0");
    CHECK(o.outcome("driven_back")->p.exact_string() == "1");
    r.fanatic = false;
    CHECK(wme_drive_back(tables(), r).distribution("distance_cm")->max() == 30);
}

TEST_CASE("WME: a unit leaving the table rolls 1D6, -1 per stand lost (issue 27)", "[engine][wme]") {
    // wme.movement.off-table: 0 or less gone, 1-2 may return later, 3-4 back without moving,
    // 5-6 back. Counted over the six faces for 0 to 7 stands lost.
    for (int lost = 0; lost <= 7; ++lost) {
        CAPTURE(lost);
        int gone = 0, later = 0, no_move = 0, back = 0;
        for (int f = 1; f <= 6; ++f) {
            const int v = f - lost;
            (v <= 0 ? gone : v <= 2 ? later : v <= 4 ? no_move : back) += 1;
        }
        const OddsResult o = wme_off_table(tables(), {lost});
        CHECK(o.outcome("gone")->p.exact_string() == str(mpq_class(gone, 6)));
        CHECK(o.outcome("returns_later")->p.exact_string() == str(mpq_class(later, 6)));
        CHECK(o.outcome("back_no_move")->p.exact_string() == str(mpq_class(no_move, 6)));
        CHECK(o.outcome("back")->p.exact_string() == str(mpq_class(back, 6)));
    }
    GivenDice three({"3"});
    const RollReport r = wme_off_table_roll(tables(), {2}, three);
    CHECK(r.outcome == "returns_later"); // 3 - 2 = 1
}
