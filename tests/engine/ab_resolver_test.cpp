// Tests of the Alexandre et Bayard resolver: hit chances per armour colour, the seed's worked
// examples (special hits, retreats, blocked retreats, artillery), exact odds against brute-force
// enumeration of every face sequence (integer counts), and a seeded Monte Carlo cross-check.
#include "core/systems/ab/ab_resolver.h"
#include "core/engine/dice_source.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"

#include "tests/engine/monte_carlo.h"

#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <filesystem>
#include <functional>
#include <map>
#include <numeric>

using namespace ost::engine;

namespace {
const std::filesystem::path kSource(OST_SOURCE_DIR);

const AbTables& tables() {
    static const ost::GameSystem system = ost::read_system(ost::XmlDocument::load_file(kSource / "lists/ab/system.xml"));
    static const AbTables t = AbTables::load(kSource / "data/engine/ab.json", &system);
    return t;
}

std::string fraction(long long num, long long den) {
    if (num == 0) {
        return "0";
    }
    const long long g = std::gcd(num, den);
    return den / g == 1 ? std::to_string(num / g) : std::to_string(num / g) + "/" + std::to_string(den / g);
}

AbAttackRequest one_die(const std::string& armour) {
    AbAttackRequest r;
    r.attacker.dice = 1;
    r.defender.armour = armour;
    return r;
}

/// Resolves a given roll and returns its values by name.
std::map<std::string, long long> resolve(const AbAttackRequest& r, std::vector<std::string> roll) {
    GivenDice dice(std::move(roll));
    const RollReport report = ab_attack_roll(tables(), r, dice);
    CHECK(dice.unused() == 0);
    return {report.values.begin(), report.values.end()};
}

// The die as the test knows it independently: face id, faces, and its reading by hand.
struct Face {
    const char* id;
    int count;
};
const std::vector<Face> kDie{{"face-green-hit", 1}, {"face-blue-hit", 1}, {"face-red-hit", 1}, {"face-special", 1}, {"face-flag", 2}};
} // namespace

TEST_CASE("A&B: one die hits yellow 4/6, green 3/6, blue 2/6, red 1/6, black 1/12", "[engine][ab]") {
    const std::vector<std::pair<std::string, std::string>> expected{
        {"yellow", "2/3"}, {"green", "1/2"}, {"blue", "1/3"}, {"red", "1/6"}, {"black", "1/12"}};
    for (const auto& [colour, p] : expected) {
        INFO(colour);
        const OddsResult o = ab_attack(tables(), one_die(colour));
        CHECK(o.distribution("losses")->p(1).exact_string() == p);
    }
}

TEST_CASE("A&B: inverted armour swaps black and yellow, red and green", "[engine][ab]") {
    AbAttackRequest r = one_die("black");
    r.inverted_armour = true;
    CHECK(ab_attack(tables(), r).distribution("losses")->p(1).exact_string() == "2/3");
    r.defender.armour = "green";
    CHECK(ab_attack(tables(), r).distribution("losses")->p(1).exact_string() == "1/6");
    r.defender.armour = "blue";
    CHECK(ab_attack(tables(), r).distribution("losses")->p(1).exact_string() == "1/3");
}

TEST_CASE("A&B: black armour needs a confirming die showing a hit", "[engine][ab]") {
    const AbAttackRequest r = one_die("black");
    CHECK(resolve(r, {"face-red-hit", "face-green-hit"})["losses"] == 1);
    CHECK(resolve(r, {"face-red-hit", "face-red-hit"})["losses"] == 1);
    CHECK(resolve(r, {"face-red-hit", "face-flag"})["losses"] == 0);
    CHECK(resolve(r, {"face-red-hit", "face-special"})["losses"] == 0);
    CHECK(resolve(r, {"face-blue-hit"})["losses"] == 0);
}

TEST_CASE("A&B seed examples: what a special hit does in a melee", "[engine][ab][seed]") {
    auto special = [](AbAttackRequest r) { return resolve(r, {"face-special"}); };
    AbAttackRequest r = one_die("blue");
    // Figure 1: A, nobody supported: no loss; B, attacker supported, defender not: one loss.
    CHECK(special(r)["losses"] == 0);
    r.attacker.supported = true;
    CHECK(special(r)["losses"] == 1);
    // C: the defender holds buildings, which support it: no loss.
    r.defender.terrain = "buildings";
    CHECK(special(r)["losses"] == 0);
    // D: mounted troops attacking rough terrain: no loss.
    AbAttackRequest d = one_die("blue");
    d.attacker.kind = "cavalry";
    d.attacker.supported = true;
    d.defender.terrain = "rough";
    CHECK(special(d)["losses"] == 0);
    // Figure 2: A, supported cavalry: a loss even on a supported defender; B, unsupported: none.
    AbAttackRequest c = one_die("blue");
    c.attacker.kind = "cavalry";
    c.attacker.supported = true;
    c.defender.supported = true;
    CHECK(special(c)["losses"] == 1);
    c.attacker.supported = false;
    CHECK(special(c)["losses"] == 0);
    // C: gunpowder artillery at 2 hexes: a loss (a shot); at 3 hexes: none.
    AbAttackRequest g = one_die("blue");
    g.attacker.kind = "gunpowder-artillery";
    g.melee = false;
    g.range_hexes = 2;
    CHECK(special(g)["losses"] == 1);
    g.range_hexes = 3;
    CHECK(special(g)["losses"] == 0);
    // D: an elephant attacker: a loss.
    AbAttackRequest e = one_die("blue");
    e.attacker.kind = "elephants";
    CHECK(special(e)["losses"] == 1);
    // Figure 3: A, supported infantry against mounted troops: a morale hit.
    AbAttackRequest m = one_die("blue");
    m.attacker.supported = true;
    m.defender.kind = "cavalry";
    auto mm = special(m);
    CHECK(mm["losses"] == 0);
    CHECK(mm["morale_hits"] == 1);
    CHECK(mm["retreat_hexes"] == 2);
    // B: a shot (bows) at a house: no loss even on very light troops.
    AbAttackRequest b = one_die("yellow");
    b.attacker.dice = 2; // very light target 2 hexes away: one die lost, one rolled
    b.melee = false;
    b.range_hexes = 2;
    b.defender.terrain = "buildings";
    CHECK(special(b)["losses"] == 0);
}

TEST_CASE("A&B: special hits by situation (yellow, elusive, fire, fanatic, neighbours)", "[engine][ab]") {
    auto special = [](AbAttackRequest r) { return resolve(r, {"face-special"}); };
    CHECK(special(one_die("yellow"))["losses"] == 1);
    AbAttackRequest e = one_die("blue");
    e.defender.elusive = true;
    CHECK(special(e)["morale_hits"] == 1);
    AbAttackRequest f = one_die("blue");
    f.attacker.fire = true;
    CHECK(special(f)["morale_hits"] == 1);
    AbAttackRequest n = one_die("blue");
    n.defender.fanatic = true;
    CHECK(special(n)["losses"] == 1);
    AbAttackRequest m = one_die("blue");
    m.defender.next_to_attacker_mounted = true;
    CHECK(special(m)["losses"] == 1);
    AbAttackRequest i = one_die("blue");
    i.attacker.kind = "cavalry";
    i.defender.next_to_attacker_infantry = true;
    CHECK(special(i)["losses"] == 1);
    AbAttackRequest a = one_die("blue");
    a.defender.kind = "mechanical-artillery";
    CHECK(special(a)["losses"] == 1);
    // A hit row and a morale row together: a hit, then a morale hit (our reading, in ab.json).
    AbAttackRequest both = one_die("yellow");
    both.defender.elusive = true;
    auto bb = special(both);
    CHECK(bb["losses"] == 1);
    CHECK(bb["morale_hits"] == 1);
}

TEST_CASE("A&B seed examples: retreats, cancelled flags and blocked paths", "[engine][ab][seed]") {
    AbAttackRequest r;
    r.attacker.dice = 2;
    r.defender.armour = "red";
    // One flag: infantry falls back 1 hex; two flags: 2 hexes.
    CHECK(resolve(r, {"face-flag", "face-green-hit"})["retreat_hexes"] == 1);
    CHECK(resolve(r, {"face-flag", "face-flag"})["retreat_hexes"] == 2);
    // Supported cavalry cancels one flag of two; the 2-hex retreat is blocked: 2 losses.
    AbAttackRequest c = r;
    c.defender.kind = "cavalry";
    c.defender.supported = true;
    c.retreat_blocked_after = 0;
    auto cv = resolve(c, {"face-flag", "face-flag"});
    CHECK(cv["flags_ignored"] == 1);
    CHECK(cv["retreat_hexes"] == 0);
    CHECK(cv["losses"] == 2);
    // Infantry with two flags, room for 1 hex: 1 hex made, 1 loss.
    AbAttackRequest i = r;
    i.retreat_blocked_after = 1;
    auto iv = resolve(i, {"face-flag", "face-flag"});
    CHECK(iv["retreat_hexes"] == 1);
    CHECK(iv["losses"] == 1);
    // Artillery that cannot enter the wood behind it: 2 flags, 2 losses (no hex made, no panic die).
    AbAttackRequest a = r;
    a.defender.kind = "mechanical-artillery";
    a.retreat_blocked_after = 0;
    auto av = resolve(a, {"face-flag", "face-flag"});
    CHECK(av["losses"] == 2);
    CHECK(av["retreat_hexes"] == 0);
}

TEST_CASE("A&B: a leader cancels one morale hit, however many leaders", "[engine][ab]") {
    AbAttackRequest r;
    r.attacker.dice = 2;
    r.defender.armour = "red";
    r.defender.leaders = 1;
    CHECK(resolve(r, {"face-flag", "face-flag"})["retreat_hexes"] == 1);
    r.defender.leaders = 3;
    CHECK(resolve(r, {"face-flag", "face-flag"})["flags_ignored"] == 1);
    r.defender.supported = true; // ab.retreat: "supported or a leader": one in all (our reading)
    CHECK(resolve(r, {"face-flag", "face-flag"})["flags_ignored"] == 1);
    r.morale_cancel = "each";    // the other reading: they add up
    CHECK(resolve(r, {"face-flag", "face-flag"})["flags_ignored"] == 2);
    r.melee = false;             // in a shot only the leader counts
    r.range_hexes = 2;
    CHECK(resolve(r, {"face-flag", "face-flag"})["flags_ignored"] == 1);
}

TEST_CASE("A&B reading (ab.retreat): support or a leader, one morale hit; the other reading a switch away", "[engine][ab]") {
    // 2 dice on supported red cavalry with a leader, in melee. Per die: a flag 2/6. Our reading
    // cancels one flag: it retreats (2 hexes a flag) only on 2 flags, (1/3)^2 = 1/9. Cumulative:
    // both flags cancelled, never a retreat.
    AbAttackRequest r;
    r.attacker.dice = 2;
    r.defender.kind = "cavalry";
    r.defender.armour = "red";
    r.defender.supported = true;
    r.defender.leaders = 1;
    const OddsResult ours = ab_attack(tables(), r);
    CHECK(ours.outcome("retreats")->p.exact_string() == "1/9");
    REQUIRE(ours.readings.size() == 1);
    CHECK(ours.readings[0].rule == "ab.retreat");
    CHECK(ours.readings[0].field == "morale_cancel");
    CHECK(ours.readings[0].taken == "one");
    CHECK(ours.readings[0].ours);
    r.morale_cancel = "each";
    const OddsResult other = ab_attack(tables(), r);
    CHECK(other.outcome("retreats")->p.exact_string() == "0");
    REQUIRE(other.readings.size() == 1);
    CHECK(other.readings[0].taken == "each");
    CHECK_FALSE(other.readings[0].ours);
    // Only one of support and a leader: the readings agree, none is named.
    r.defender.leaders = 0;
    CHECK(ab_attack(tables(), r).readings.empty());
}

TEST_CASE("A&B seed: artillery retreats within its move, and panics", "[engine][ab][seed]") {
    AbAttackRequest r;
    r.attacker.dice = 2;
    r.defender.kind = "mechanical-artillery";
    r.defender.armour = "red";
    // Static artillery (no move): every hex of retreat is a loss.
    r.defender.retreat_capacity = 0;
    CHECK(resolve(r, {"face-flag", "face-flag"})["losses"] == 2);
    // Heavy foot artillery, 1 hex whatever happens: the second hex is a loss; the hex made rolls
    // a panic die (artillery always panics): a special hit is one more loss.
    r.defender.retreat_capacity = 1;
    auto v = resolve(r, {"face-flag", "face-flag", "face-special"});
    CHECK(v["retreat_hexes"] == 1);
    CHECK(v["losses"] == 2);
    CHECK(resolve(r, {"face-flag", "face-flag", "face-flag"})["losses"] == 1);
}

TEST_CASE("A&B: panicky troops roll a die per hex retreated", "[engine][ab]") {
    AbAttackRequest r;
    r.attacker.dice = 1;
    r.defender.armour = "red";
    r.defender.kind = "cavalry";
    r.defender.panic = true;
    auto v = resolve(r, {"face-flag", "face-special", "face-green-hit"});
    CHECK(v["retreat_hexes"] == 2);
    CHECK(v["losses"] == 1);
    // Exact: one flag (1/3) then 2 panic dice, each 1/6 to cost a loss.
    const OddsResult o = ab_attack(tables(), r);
    CHECK(o.distribution("losses")->p(2).exact_string() == fraction(1 * 1, 3 * 36));
}

TEST_CASE("A&B: an evading defender takes only plain hits, armour inverted", "[engine][ab]") {
    AbAttackRequest r;
    r.attacker.assault = 4;
    r.attacker.melee = 2;
    r.attacker.moved_hexes = 1;
    r.defender.armour = "green"; // counts as red
    r.defender.evades = true;
    const OddsResult o = ab_attack(tables(), r);
    // Melee factor 2 dice, 1/6 each.
    CHECK(o.distribution("losses")->p(0).exact_string() == "25/36");
    CHECK(o.distribution("morale_hits")->max() == 0);
    CHECK(o.flag("riposte") == nullptr);
    // Without evading: the assault factor (4 dice) against green (1/2 each, specials miss here).
    r.defender.evades = false;
    CHECK(ab_attack(tables(), r).distribution("losses")->p(0).exact_string() == "1/16");
}

TEST_CASE("A&B: exact odds match enumeration of every face sequence", "[engine][ab][exact]") {
    // 4 dice, supported infantry on unsupported blue infantry with a leader, 3 elements, the
    // retreat blocked after 1 hex. By hand: red/blue hits and specials are losses, flags morale.
    AbAttackRequest r;
    r.attacker.dice = 4;
    r.attacker.supported = true;
    r.defender.armour = "blue";
    r.defender.leaders = 1;
    r.defender.elements = 3;
    r.retreat_blocked_after = 1;
    const OddsResult o = ab_attack(tables(), r);
    std::map<int, long long> losses;
    std::map<int, long long> retreat;
    std::map<std::string, long long> outcome;
    long long riposte = 0;
    long long total = 0;
    std::vector<int> idx(4, 0);
    std::function<void(int, long long, int, int)> walk = [&](int i, long long w, int l, int m) {
        if (i == 4) {
            int lost = 3;
            int hexes = 0;
            bool destroyed = l >= 3;
            if (!destroyed) {
                const int kept = std::max(0, m - 1); // the leader cancels one
                hexes = std::min(kept, 1);           // blocked after 1 hex
                destroyed = l + kept - hexes >= 3;
                lost = std::min(3, l + kept - hexes);
            }
            losses[lost] += w;
            retreat[hexes] += w;
            riposte += (!destroyed && hexes == 0) ? w : 0;
            // Exactly one outcome per sequence: destroyed, else retreats, else holds or no effect.
            outcome[destroyed ? "destroyed" : hexes > 0 ? "retreats" : lost > 0 ? "holds" : "no_effect"] += w;
            total += w;
            return;
        }
        for (const auto& f : kDie) {
            const std::string id = f.id;
            const bool hit = id == "face-blue-hit" || id == "face-red-hit" || id == "face-special";
            walk(i + 1, w * f.count, l + (hit ? 1 : 0), m + (id == "face-flag" ? 1 : 0));
        }
    };
    walk(0, 1, 0, 0);
    REQUIRE(total == 1296);
    for (const auto& [k, n] : losses) {
        INFO("losses " << k);
        CHECK(o.distribution("losses")->p(k).exact_string() == fraction(n, total));
    }
    for (const auto& [k, n] : retreat) {
        INFO("retreat " << k);
        CHECK(o.distribution("retreat_hexes")->p(k).exact_string() == fraction(n, total));
    }
    CHECK(o.flag("riposte")->p.exact_string() == fraction(riposte, total));
    REQUIRE(o.outcomes.size() == 4);
    for (const auto& out : o.outcomes) {
        INFO("outcome " << out.id);
        CHECK(out.p.exact_string() == fraction(outcome[out.id], total));
    }
}

TEST_CASE("A&B: black armour odds match enumeration with the confirming dice", "[engine][ab][exact]") {
    // 3 dice on black: a red hit stands when a second die shows any hit (3 faces of 6).
    AbAttackRequest r;
    r.attacker.dice = 3;
    r.defender.armour = "black";
    const OddsResult o = ab_attack(tables(), r);
    // Per die, out of 36: confirmed red hit 1*3, everything else 33.
    std::map<int, long long> losses;
    long long total = 0;
    for (int a = 0; a < 2; ++a) {
        for (int b = 0; b < 2; ++b) {
            for (int c = 0; c < 2; ++c) {
                const long long w = (a ? 3 : 33) * (b ? 3 : 33) * (c ? 3 : 33);
                losses[a + b + c] += w;
                total += w;
            }
        }
    }
    REQUIRE(total == 36 * 36 * 36);
    for (const auto& [k, n] : losses) {
        CHECK(o.distribution("losses")->p(k).exact_string() == fraction(n, total));
    }
}

TEST_CASE("A&B: seeded Monte Carlo agrees with the exact odds (10^6 rolls, 4 standard errors)", "[engine][ab][montecarlo]") {
    AbAttackRequest r;
    r.attacker.dice = 5;
    r.attacker.kind = "cavalry";
    r.attacker.supported = true;
    r.defender.armour = "black";
    r.defender.kind = "cavalry";
    r.defender.panic = true;
    r.defender.elements = 4;
    r.retreat_blocked_after = 3;
    const AbAttack attack(tables(), r);
    const OddsResult o = attack.odds();
    SeededDice dice(20261123);
    dice.keep_log(false);
    const int n = 1000000;
    std::map<long long, int> losses;
    std::map<long long, int> retreat;
    std::map<std::string, int> outcomes;
    for (int i = 0; i < n; ++i) {
        const RollReport rep = attack.roll(dice);
        ++outcomes[rep.outcome];
        for (const auto& [k, v] : rep.values) {
            if (k == "losses") {
                ++losses[v];
            } else if (k == "retreat_hexes") {
                ++retreat[v];
            }
        }
    }
    auto check = [&](const Distribution& d, const std::map<long long, int>& seen) {
        for (int k = d.min(); k <= d.max(); ++k) {
            const double p = static_cast<double>(d.p(k).value);
            const double se = std::sqrt(p * (1 - p) / n);
            const auto it = seen.find(k);
            const double f = it == seen.end() ? 0.0 : static_cast<double>(it->second) / n;
            INFO("value " << k << " exact " << p << " simulated " << f);
            CHECK(std::abs(f - p) <= 4 * se + 1e-12);
        }
    };
    check(*o.distribution("losses"), losses);
    check(*o.distribution("retreat_hexes"), retreat);
    // Each roll ends in exactly one of the exact odds' outcomes, as often as they say.
    int seen = 0;
    for (const auto& out : o.outcomes) {
        const double p = static_cast<double>(out.p.value);
        const double f = static_cast<double>(outcomes[out.id]) / n;
        INFO("outcome " << out.id << " exact " << p << " simulated " << f);
        CHECK(std::abs(f - p) <= 4 * std::sqrt(p * (1 - p) / n) + 1e-12);
        seen += outcomes[out.id];
    }
    CHECK(seen == n);
}

namespace {
/// P(the special face shows on more dice than each other face entry) over every sequence of
/// `n` physical faces (6 per die, the flag entry owning two), counted.
std::string burst_by_enumeration(int n) {
    long long total = 1;
    for (int i = 0; i < n; ++i) {
        total *= 6;
    }
    long long bursts = 0;
    for (long long seq = 0; seq < total; ++seq) {
        std::array<int, 5> counts{}; // green, blue, red, special, flag
        long long rest = seq;
        for (int i = 0; i < n; ++i) {
            const int face = static_cast<int>(rest % 6); // 0..3 one each, 4 and 5 the flags
            rest /= 6;
            ++counts[static_cast<std::size_t>(std::min(face, 4))];
        }
        bool burst = true;
        for (std::size_t k = 0; k < 5; ++k) {
            burst = burst && (k == 3 || counts[3] > counts[k]);
        }
        bursts += burst ? 1 : 0;
    }
    return fraction(bursts, total);
}

using ost::engine::test::check_mc;
} // namespace

TEST_CASE("A&B gunpowder: a gun bursts when special hits outnumber every other face", "[engine][ab]") {
    const CustomDie& die = *tables().die;
    for (int n = 1; n <= 7; ++n) {
        INFO(n << " dice");
        CHECK(ab_gun_burst(die, n).exact_string() == burst_by_enumeration(n));
    }
    CHECK(ab_gun_burst(die, 1).exact_string() == "1/6"); // one die: the special face alone
    AbAttackRequest r = one_die("blue");
    r.attacker.kind = "gunpowder-artillery";
    r.attacker.dice = 3;
    r.melee = false;
    r.range_hexes = 3;
    r.defender.animal_units_near = 2;
    const OddsResult o = ab_attack(tables(), r);
    CHECK(o.flag("gun_bursts")->p.exact_string() == burst_by_enumeration(3));
    // Each of 2 units with animals retreats on a flag (2 faces of 6): none 4/9, both 1/9.
    CHECK(o.distribution("animal_units_retreat")->p(0).exact_string() == "4/9");
    CHECK(o.distribution("animal_units_retreat")->p(2).exact_string() == "1/9");
    // A given roll: special, special, flag: a burst; then the two animal dice: flag, green.
    const auto v = resolve(r, {"face-special", "face-special", "face-flag", "face-flag", "face-green-hit"});
    CHECK(v.at("gun_bursts") == 1);
    CHECK(v.at("animal_units_retreat") == 1);
    CHECK(resolve(r, {"face-special", "face-flag", "face-green-hit", "face-blue-hit", "face-blue-hit"}).at("gun_bursts") == 0);
    // Monte Carlo of the roll path.
    r.defender.animal_units_near = 0;
    const AbAttack attack(tables(), r);
    long long n = 1'000'000, bursts = 0;
    for (long long i = 0; i < n; ++i) {
        SeededDice dice(static_cast<std::uint64_t>(i) * 3 + 11);
        dice.keep_log(false);
        const RollReport rep = attack.roll(dice);
        for (const auto& [id, value] : rep.values) {
            bursts += id == "gun_bursts" && value == 1 ? 1 : 0;
        }
    }
    check_mc(o.flag("gun_bursts")->p.value, bursts, n);
}

TEST_CASE("A&B rockets: the scatter die sends the shot short on a flag, long on a special hit", "[engine][ab]") {
    AbAttackRequest r = one_die("blue");
    r.attacker.kind = "rocket-artillery";
    r.attacker.dice = 2;
    r.melee = false;
    r.range_hexes = 3;
    const OddsResult o = ab_attack(tables(), r);
    CHECK(o.flag("on_target")->p.exact_string() == "1/2"); // green, blue, red hits: 3 of 6
    CHECK(o.flag("scatter_short")->p.exact_string() == "1/3");
    CHECK(o.flag("scatter_long")->p.exact_string() == "1/6");
    CHECK(resolve(r, {"face-blue-hit", "face-flag", "face-flag"}).at("scatter") == 1);
    CHECK(resolve(r, {"face-blue-hit", "face-flag", "face-special"}).at("scatter") == 2);
    CHECK(resolve(r, {"face-blue-hit", "face-flag", "face-red-hit"}).at("scatter") == 0);
}

TEST_CASE("A&B riposte: a defender that holds answers with its melee factor", "[engine][ab]") {
    // 1 die of infantry against blue infantry; the defender ripostes with 2 dice at the
    // attacker's red armour: the riposte's losses are P(holds) x the 2-dice attack's losses.
    AbAttackRequest r = one_die("blue");
    r.attacker.armour = "red";
    r.defender.melee = 2;
    const OddsResult o = ab_attack(tables(), r);
    // The defender holds unless a flag (2/6) makes it retreat: 4/6.
    CHECK(o.flag("riposte")->p.exact_string() == "2/3");
    // Red armour: only the red face hits (1/6 a die); a special hit between infantry,
    // unsupported, is a miss (figure 1 A). Two losses: 2/3 x 1/36; none: 1/3 + 2/3 x 25/36.
    const Distribution* back = o.distribution("riposte_losses");
    REQUIRE(back != nullptr);
    CHECK(back->p(2).exact_string() == fraction(2 * 1, 3 * 36));
    CHECK(back->p(1).exact_string() == fraction(2 * 10, 3 * 36));
    CHECK(back->p(0).exact_string() == fraction(36 + 2 * 25, 3 * 36));
    // A roll: the attacker's blue hit (a loss, no retreat) then the riposte: red, special.
    const auto v = resolve(r, {"face-blue-hit", "face-red-hit", "face-special"});
    CHECK(v.at("losses") == 1);
    CHECK(v.at("riposte_losses") == 1);
    // A flag: the defender retreats, no riposte die is rolled.
    CHECK(resolve(r, {"face-flag"}).count("riposte_losses") == 0);
    // Monte Carlo of the roll path.
    const AbAttack attack(tables(), r);
    long long n = 1'000'000, one = 0;
    for (long long i = 0; i < n; ++i) {
        SeededDice dice(static_cast<std::uint64_t>(i) * 5 + 2);
        dice.keep_log(false);
        const RollReport rep = attack.roll(dice);
        for (const auto& [id, value] : rep.values) {
            one += id == "riposte_losses" && value == 1 ? 1 : 0;
        }
    }
    check_mc(back->p(1).value, one, n);
}

TEST_CASE("A&B evade (ab.melee.evade): a loss for each hex of the evade not made", "[engine][ab]") {
    // Melee factor 2 against green armour inverted to red: a die hits on 1 face of 6. One hex
    // short: one loss more, whatever the dice: losses 1 + Binomial(2, 1/6).
    AbAttackRequest r;
    r.attacker.assault = 4;
    r.attacker.melee = 2;
    r.attacker.moved_hexes = 1;
    r.defender.armour = "green";
    r.defender.evades = true;
    r.defender.evade_hexes_short = 1;
    const OddsResult o = ab_attack(tables(), r);
    CHECK(o.distribution("losses")->p(0).exact_string() == "0");
    CHECK(o.distribution("losses")->p(1).exact_string() == fraction(25, 36));
    CHECK(o.distribution("losses")->p(3).exact_string() == fraction(1, 36));
    CHECK(o.outcome("holds")->p.exact_string() == "1");
}

TEST_CASE("A&B elephants (ab.elephants, ab.elephants.panic): a loss panics the elephant, which flees 3 dice a turn",
          "[engine][ab]") {
    // 2 dice on blue infantry carried by an elephant, nobody supported: a die hits on 2 faces of 6
    // (blue and red), so the elephant panics with probability 1 - (4/6)^2 = 5/9. Its flight: 3 dice,
    // a hex for each flag (2 faces) or special (1 face): Binomial(3, 1/2).
    AbAttackRequest r;
    r.attacker.dice = 2;
    r.defender.elephant_transport = true;
    const OddsResult o = ab_attack(tables(), r);
    REQUIRE(o.flag("panics") != nullptr);
    CHECK(o.flag("panics")->p.exact_string() == "5/9");
    const Distribution* flight = o.distribution("flight_hexes");
    REQUIRE(flight != nullptr);
    CHECK(flight->p(0).exact_string() == "1/8");
    CHECK(flight->p(1).exact_string() == "3/8");
    CHECK(flight->p(3).exact_string() == "1/8");
    r.defender.elephant_transport = false;
    CHECK(ab_attack(tables(), r).flag("panics") == nullptr);
}

TEST_CASE("A&B artillery (ab.retreat.artillery): the hexes retreated are taken from its next move", "[engine][ab]") {
    // 1 die on red mechanical artillery able to retreat 1 hex: a flag (2/6) is a retreat of 1.
    AbAttackRequest r;
    r.attacker.dice = 1;
    r.defender.kind = "mechanical-artillery";
    r.defender.armour = "red";
    r.defender.retreat_capacity = 1;
    const OddsResult o = ab_attack(tables(), r);
    const Distribution* next = o.distribution("next_move_hexes");
    REQUIRE(next != nullptr);
    CHECK(next->p(1).exact_string() == "1/3");
    CHECK(next->p(1).exact_string() == o.distribution("retreat_hexes")->p(1).exact_string());
}
