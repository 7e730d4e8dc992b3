// Tests of the Jomini resolver: hits by target kind, flags ignored, the artillery's first order
// letter, horse and foot artillery retreats, the tactical-advantage examples of the seed, the
// troop table's factor and notes, exact odds against enumeration and a seeded Monte Carlo.
#include "core/engine/dice_source.h"
#include "core/systems/jomini/jomini_resolver.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <map>
#include <numeric>

using namespace ost::engine;

namespace {
const std::filesystem::path kSource(OST_SOURCE_DIR);

const JominiTables& tables() {
    static const ost::GameSystem system =
        ost::read_system(ost::XmlDocument::load_file(kSource / "lists/jomini/system.xml"));
    static const JominiTables t = JominiTables::load(kSource / "data/engine/jomini.json", &system);
    return t;
}

std::string fraction(long long num, long long den) {
    if (num == 0) {
        return "0";
    }
    const long long g = std::gcd(num, den);
    return den / g == 1 ? std::to_string(num / g) : std::to_string(num / g) + "/" + std::to_string(den / g);
}

JominiAttackRequest dice(int n) {
    JominiAttackRequest r;
    r.attacker.dice = n;
    return r;
}

std::map<std::string, long long> resolve(const JominiAttackRequest& r, std::vector<std::string> roll) {
    GivenDice d(std::move(roll));
    const RollReport report = jomini_attack_roll(tables(), r, d);
    CHECK(d.unused() == 0);
    return {report.values.begin(), report.values.end()};
}
} // namespace

TEST_CASE("Jomini: the symbol that hits depends on the target kind", "[engine][jomini]") {
    JominiAttackRequest r = dice(1);
    CHECK(resolve(r, {"face-infantry"})["losses"] == 1);
    CHECK(resolve(r, {"face-cavalry"})["losses"] == 0);
    r.defender.kind = "cavalry";
    CHECK(resolve(r, {"face-cavalry"})["losses"] == 1);
    r.defender.kind = "elephants";
    CHECK(resolve(r, {"face-cavalry"})["losses"] == 1);
    r.defender.carries = "artillery";
    CHECK(resolve(r, {"face-artillery"})["losses"] == 1);
    r.defender.kind = "artillery";
    r.defender.carries.clear();
    CHECK(resolve(r, {"face-artillery"})["losses"] == 1);
    CHECK(resolve(r, {"face-infantry"})["losses"] == 0);
    // One die: a hit on 1 face of 6 for every kind.
    for (const char* kind : {"infantry", "cavalry", "artillery"}) {
        JominiAttackRequest k = dice(1);
        k.defender.kind = kind;
        k.defender.supported = true; // tactical advantages miss for an unsupported infantry attacker here
        INFO(kind);
        const std::string expected = std::string(kind) == "artillery" ? "1/3" : "1/6"; // infantry on artillery: TA hits
        CHECK(jomini_attack(tables(), k).distribution("losses")->p(1).exact_string() == expected);
    }
}

TEST_CASE("Jomini: flags ignored for support, per officer and for artillery, cumulatively", "[engine][jomini]") {
    JominiAttackRequest r = dice(4);
    const std::vector<std::string> flags(4, "face-flag");
    CHECK(resolve(r, flags)["retreat_hexes"] == 4);
    r.defender.supported = true;
    CHECK(resolve(r, flags)["flags_ignored"] == 1);
    r.defender.officers = 2;
    CHECK(resolve(r, flags)["flags_ignored"] == 3);
    JominiAttackRequest a = dice(4);
    a.defender.kind = "artillery";
    a.defender.officers = 1;
    auto v = resolve(a, flags);
    CHECK(v["flags_ignored"] == 2);
    CHECK(v["retreat_hexes"] == 2); // foot artillery: 1 hex per flag
}

TEST_CASE("Jomini: horse artillery retreats 2 hexes per flag, foot artillery 1", "[engine][jomini]") {
    JominiAttackRequest r = dice(2);
    r.defender.kind = "artillery";
    CHECK(resolve(r, {"face-flag", "face-flag"})["retreat_hexes"] == 1);
    r.defender.horse_artillery = true;
    CHECK(resolve(r, {"face-flag", "face-flag"})["retreat_hexes"] == 2);
    JominiAttackRequest c = dice(1);
    c.defender.kind = "cavalry";
    CHECK(resolve(c, {"face-flag"})["retreat_hexes"] == 2);
}

TEST_CASE("Jomini: the artillery's first order letter counts as a flag", "[engine][jomini]") {
    JominiAttackRequest r = dice(3);
    r.attacker.kind = "artillery";
    r.melee = false;
    r.range_hexes = 3;
    auto v = resolve(r, {"face-order-letter", "face-order-letter", "face-infantry"});
    CHECK(v["morale_hits"] == 1);
    CHECK(v["orders"] == 1);
    CHECK(v["losses"] == 1);
    JominiAttackRequest i = dice(2);
    CHECK(resolve(i, {"face-order-letter", "face-order-letter"})["orders"] == 2);
    // Exact: 1 die of artillery: P(morale hit) = flag or letter = 2/6.
    JominiAttackRequest one = dice(1);
    one.attacker.kind = "artillery";
    one.melee = false;
    one.range_hexes = 4;
    CHECK(jomini_attack(tables(), one).distribution("morale_hits")->p(1).exact_string() == "1/3");
}

TEST_CASE("Jomini seed examples: tactical advantages", "[engine][jomini][seed]") {
    auto ta = [](JominiAttackRequest r) { return resolve(r, {"face-tactical-advantage"}); };
    // Figure 1: A nobody supported: nothing; B attacker supported, defender not: a loss;
    // C defender in buildings (supported): nothing; D mounted troops against rough ground: nothing.
    JominiAttackRequest r = dice(1);
    CHECK(ta(r)["losses"] == 0);
    r.attacker.supported = true;
    CHECK(ta(r)["losses"] == 1);
    r.defender.terrain = "buildings";
    CHECK(ta(r)["losses"] == 0);
    JominiAttackRequest d = dice(1);
    d.attacker.kind = "cavalry";
    d.attacker.supported = true;
    d.defender.terrain = "forest";
    CHECK(ta(d)["losses"] == 0);
    // Figure 2: A supported cavalry: a loss even on a supported defender; B artillery beyond
    // 2 hexes: nothing; C at 2 hexes: a loss; D an elephant: a loss.
    JominiAttackRequest c = dice(1);
    c.attacker.kind = "cavalry";
    c.attacker.supported = true;
    c.defender.supported = true;
    CHECK(ta(c)["losses"] == 1);
    JominiAttackRequest a = dice(1);
    a.attacker.kind = "artillery";
    a.melee = false;
    a.range_hexes = 3;
    CHECK(ta(a)["losses"] == 0);
    CHECK(ta(a)["morale_hits"] == 0);
    a.range_hexes = 2;
    CHECK(ta(a)["losses"] == 1);
    JominiAttackRequest e = dice(1);
    e.attacker.kind = "elephants";
    CHECK(ta(e)["losses"] == 1);
    // Figure 3: A supported infantry against mounted troops: a morale hit; B a rifle shot at a
    // house: nothing.
    JominiAttackRequest m = dice(1);
    m.attacker.supported = true;
    m.defender.kind = "cavalry";
    CHECK(ta(m)["morale_hits"] == 1);
    JominiAttackRequest b = dice(1);
    b.melee = false;
    b.range_hexes = 2;
    b.attacker.supported = true;
    b.defender.terrain = "buildings";
    CHECK(ta(b)["losses"] == 0);
    // Beyond 2 hexes, elite artillery or an elusive target: a morale hit; rockets: a morale hit.
    a.range_hexes = 4;
    a.attacker.elite = true;
    CHECK(ta(a)["morale_hits"] == 1);
    JominiAttackRequest k = dice(1);
    k.attacker.kind = "rockets";
    k.melee = false;
    k.range_hexes = 3;
    CHECK(ta(k)["morale_hits"] == 1);
}

TEST_CASE("Jomini: the troop table gives range and factor; its notes change the dice", "[engine][jomini]") {
    auto dice_of = [](const JominiAttackRequest& r) { return JominiAttack(tables(), r).plan().dice; };
    JominiAttackRequest r;
    r.attacker.troop = "troop-line-07-left"; // factor 2, +1 attacking cavalry or artillery
    CHECK(dice_of(r) == 2);
    r.defender.kind = "cavalry";
    CHECK(dice_of(r) == 3);
    JominiAttackRequest m;
    m.attacker.troop = "troop-line-02-left"; // factor 2, one die fewer in close combat
    CHECK(dice_of(m) == 1);
    m.melee = false;
    m.range_hexes = 2;
    CHECK(dice_of(m) == 2);
    m.range_hexes = 3; // beyond its range of 2
    CHECK(dice_of(m) == 0);
    JominiAttackRequest g;
    g.attacker.kind = "artillery";
    g.attacker.troop = "troop-line-12-left"; // range 2, factor 3, one die fewer per hex moved
    g.melee = false;
    g.range_hexes = 2;
    g.attacker.moved_hexes = 1;
    CHECK(dice_of(g) == 2);
    g.attacker.troop = "troop-line-13-left"; // no shot after a move
    CHECK(dice_of(g) == 0);
    JominiAttackRequest o;
    o.attacker.dice = 3;
    o.defender.troop = "troop-line-06-right"; // its opponent rolls one die fewer
    CHECK(dice_of(o) == 2);
    JominiAttackRequest irr;
    irr.attacker.dice = 3;
    irr.attacker.modern = true;
    irr.defender.troop = "troop-line-03-left"; // irregulars: a modern opponent gains a die
    CHECK(dice_of(irr) == 4);
}

TEST_CASE("Jomini: exact odds match enumeration of every face sequence", "[engine][jomini][exact]") {
    // 5 dice of supported infantry on unsupported infantry with one officer; 2 elements.
    JominiAttackRequest r = dice(5);
    r.attacker.supported = true;
    r.defender.officers = 1;
    r.defender.elements = 2;
    const OddsResult o = jomini_attack(tables(), r);
    const std::vector<std::string> faces{"infantry", "cavalry", "artillery", "flag", "order-letter", "tactical-advantage"};
    std::map<int, long long> losses;
    std::map<int, long long> retreat;
    std::map<int, long long> orders;
    long long total = 0;
    std::function<void(int, int, int, int)> walk = [&](int i, int l, int m, int letters) {
        if (i == 5) {
            int hexes = 0;
            int lost = std::min(l, 2);
            if (l < 2) {
                hexes = std::max(0, m - 1); // the officer ignores one flag
            }
            losses[lost] += 1;
            retreat[hexes] += 1;
            orders[letters] += 1;
            ++total;
            return;
        }
        for (const auto& f : faces) {
            const bool hit = f == "infantry" || f == "tactical-advantage"; // TA: supported vs unsupported
            walk(i + 1, l + (hit ? 1 : 0), m + (f == "flag" ? 1 : 0), letters + (f == "order-letter" ? 1 : 0));
        }
    };
    walk(0, 0, 0, 0);
    REQUIRE(total == 7776);
    for (const auto& [k, n] : losses) {
        CHECK(o.distribution("losses")->p(k).exact_string() == fraction(n, total));
    }
    for (const auto& [k, n] : retreat) {
        CHECK(o.distribution("retreat_hexes")->p(k).exact_string() == fraction(n, total));
    }
    for (const auto& [k, n] : orders) {
        CHECK(o.distribution("orders")->p(k).exact_string() == fraction(n, total));
    }
}

TEST_CASE("Jomini: seeded Monte Carlo agrees with the exact odds (10^6 rolls, 4 standard errors)", "[engine][jomini][montecarlo]") {
    JominiAttackRequest r = dice(6);
    r.attacker.kind = "artillery";
    r.melee = false;
    r.range_hexes = 2;
    r.defender.kind = "cavalry";
    r.defender.officers = 1;
    r.defender.elements = 3;
    r.retreat_blocked_after = 2;
    const JominiAttack attack(tables(), r);
    const OddsResult o = attack.odds();
    SeededDice d(77);
    d.keep_log(false);
    const int n = 1000000;
    std::map<long long, int> losses;
    std::map<long long, int> orders;
    for (int i = 0; i < n; ++i) {
        const RollReport rep = attack.roll(d);
        for (const auto& [k, v] : rep.values) {
            if (k == "losses") {
                ++losses[v];
            } else if (k == "orders") {
                ++orders[v];
            }
        }
    }
    auto check = [&](const Distribution& dist, const std::map<long long, int>& seen) {
        for (int k = dist.min(); k <= dist.max(); ++k) {
            const double p = static_cast<double>(dist.p(k).value);
            const double se = std::sqrt(p * (1 - p) / n);
            const auto it = seen.find(k);
            const double f = it == seen.end() ? 0.0 : static_cast<double>(it->second) / n;
            INFO("value " << k << " exact " << p << " simulated " << f);
            CHECK(std::abs(f - p) <= 4 * se + 1e-12);
        }
    };
    check(*o.distribution("losses"), losses);
    check(*o.distribution("orders"), orders);
}

TEST_CASE("Jomini wagon palisade (jomini.combat.extra-effects): 2 dice at most, no tactical advantage, a flag ignored",
          "[engine][jomini]") {
    // Supported infantry attacks unsupported mounted infantry hand to hand: a tactical advantage
    // is a hit (infantry on infantry), so a die hits on 2 faces of 6. In its wagons the defender
    // takes at most 2 dice, hit on the infantry symbol only (1 face), and ignores one flag.
    JominiAttackRequest r = dice(4);
    r.attacker.supported = true;
    r.defender.kind = "mounted-infantry";
    CHECK(jomini_attack(tables(), r).distribution("losses")->p(0).exact_string() == fraction(4 * 4 * 4 * 4, 6 * 6 * 6 * 6));
    r.defender.wagons = true;
    const OddsResult o = jomini_attack(tables(), r);
    CHECK(o.distribution("losses")->p(0).exact_string() == fraction(5 * 5, 36));
    CHECK(o.distribution("losses")->max() == 2);
    // Retreat only on two flags (one ignored): 1/36, of 1 hex.
    CHECK(o.outcome("retreats")->p.exact_string() == "1/36");
    CHECK(resolve(r, {"face-tactical-advantage", "face-flag"})["losses"] == 0);
    CHECK(resolve(r, {"face-tactical-advantage", "face-flag"})["flags_ignored"] == 1);
    // A shot is not a hand-to-hand combat: the wagons do nothing.
    JominiAttackRequest shot = r;
    shot.melee = false;
    shot.range_hexes = 2;
    CHECK(jomini_attack(tables(), shot).distribution("losses")->max() == 4);
}

TEST_CASE("Jomini attack order (jomini.orders): its dice come on top of every limit, never in a riposte", "[engine][jomini]") {
    JominiAttackRequest r = dice(4);
    r.defender.kind = "mounted-infantry";
    r.defender.wagons = true;
    r.attacker.order_dice = 1;
    // 2 dice left by the wagons, plus the order's: 3 dice, each hits on 1 face of 6.
    CHECK(jomini_attack(tables(), r).distribution("losses")->p(0).exact_string() == fraction(125, 216));
    r.riposte = true;
    CHECK(jomini_attack(tables(), r).distribution("losses")->p(0).exact_string() == fraction(25, 36));
}

TEST_CASE("Jomini riposte (jomini.riposte): a supported defender that stays answers with its own dice", "[engine][jomini]") {
    // 2 dice of supported infantry on supported cavalry with 2 dice of its own. The attack: a
    // tactical advantage is a morale hit here (infantry, supported, on mounted troops), so a die
    // is a morale hit on 2 faces of 6; support ignores one: it retreats only on two, 1/9, and
    // ripostes otherwise, 8/9. The riposte: cavalry, supported, on infantry: a tactical advantage
    // is a hit, a die hits on 2 faces of 6: no loss (4/6)^2 = 4/9, two losses 1/9.
    JominiAttackRequest r = dice(2);
    r.attacker.supported = true;
    r.defender.kind = "cavalry";
    r.defender.supported = true;
    r.defender.dice = 2;
    const OddsResult o = jomini_attack(tables(), r);
    CHECK(o.flag("riposte")->p.exact_string() == "8/9");
    const Distribution* back = o.distribution("riposte_losses");
    REQUIRE(back != nullptr);
    CHECK(back->p(0).exact_string() == fraction(9 * 1 + 8 * 4, 81)); // 1/9 no riposte, 8/9 × 4/9
    CHECK(back->p(2).exact_string() == fraction(8 * 1, 81));
    // A roll: no morale hit kept, the defender ripostes with two infantry symbols.
    auto v = resolve(r, {"face-flag", "face-cavalry", "face-infantry", "face-infantry"});
    CHECK(v["riposte_losses"] == 2);
    // An unsupported defender never ripostes.
    r.defender.supported = false;
    CHECK(jomini_attack(tables(), r).flag("riposte") == nullptr);
}

TEST_CASE("Jomini troop notes (jomini.troops.notes): a loss is panic, a loss is gone", "[engine][jomini]") {
    // 2 dice on elephants: the cavalry symbol hits (1 face of 6): at least one loss 11/36.
    JominiAttackRequest r = dice(2);
    r.defender.kind = "elephants";
    r.defender.troop = "troop-line-20-left"; // "a loss removes it"
    const OddsResult gone = jomini_attack(tables(), r);
    REQUIRE(gone.outcome("destroyed") != nullptr);
    CHECK(gone.outcome("destroyed")->p.exact_string() == "11/36");
    r.defender.troop = "troop-line-11-left"; // "a loss causes panic"
    const OddsResult panic = jomini_attack(tables(), r);
    CHECK(panic.outcome("destroyed") == nullptr);
    REQUIRE(panic.flag("panics") != nullptr);
    CHECK(panic.flag("panics")->p.exact_string() == "11/36");
    // Its flight (jomini.elephants.panic): 3 dice, a hex per flag or tactical advantage (2 of 6).
    REQUIRE(panic.distribution("flight_hexes") != nullptr);
    CHECK(panic.distribution("flight_hexes")->p(0).exact_string() == "8/27");
    CHECK(panic.distribution("flight_hexes")->p(3).exact_string() == "1/27");
    // With one element, the loss destroys it: it cannot panic.
    r.defender.elements = 1;
    CHECK(jomini_attack(tables(), r).flag("panics")->p.exact_string() == "0");
    // The ambush note is said to a modern attacker, not counted.
    JominiAttackRequest a = dice(2);
    a.attacker.modern = true;
    a.defender.troop = "troop-line-04-left";
    const OddsResult amb = jomini_attack(tables(), a);
    CHECK(std::any_of(amb.mechanics.begin(), amb.mechanics.end(),
                      [](const Mechanic& m) { return m.rule == "jomini.troops.notes" && m.text.render(ost::EnglishTranslator::instance()).find("Ambush") != std::string::npos; }));
}
