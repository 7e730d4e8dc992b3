// Alexandre et Bayard legality rows (data/engine/ab.xml): shooting or melee, range, line of
// sight, moves that forbid combat, the assault factor, evade, follow-up, pursuit, riposte; each
// row with an allowed and a forbidden case (seed 001 of the rules).
#include "legality_fixtures.h"

#include "core/engine/legality/evaluator.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace ost::engine::legality;
using ost::test::answer;
using ost::test::ask;
using ost::test::bare;
using ost::test::missing;
using ost::test::reason;
using ost::test::unit;

namespace {
const std::string kAb = "ab";
using Facts = std::map<std::string, std::string>;

/// A shot with nothing in the way: at 3 hexes, in range, in sight, no adjacent enemy, no move
/// that forbids combat.
Facts clear_shot() {
    return {{"distance", "3"},          {"in-range", "yes"},   {"line-of-sight", "yes"},
            {"adjacent-enemy", "no"},   {"road-march", "no"},  {"mounted-move", "no"},
            {"road-through-rough", "no"}, {"already-fought", "no"}};
}

Facts with(Facts f, const std::string& key, const std::string& value) {
    f[key] = value;
    return f;
}

Facts after_melee() {
    return {{"attack", "melee"}, {"hex-vacated", "yes"}, {"riposte", "no"}, {"target-below", "no"}};
}
} // namespace

TEST_CASE("A&B shoot: artillery may shoot at a target in range and in sight", "[legality][ab]") {
    const auto r = ask(kAb, "shoot", unit(kAb, "gunpowder-artillery"), unit(kAb, "infantry"), clear_shot());
    CHECK(r.verdict == Verdict::Allowed);
    CHECK(r.missing.empty());
    REQUIRE(reason(r, "shoot-artillery") != nullptr);
    CHECK(reason(r, "shoot-any-target") != nullptr);
    CHECK(reason(r, "shoot-no-riposte") != nullptr);
    CHECK(reason(r, "shoot-in-range")->section == "ab.shooting.range");
}

TEST_CASE("A&B shoot: an adjacent enemy forces melee", "[legality][ab]") {
    const auto r = ask(kAb, "shoot", unit(kAb, "gunpowder-artillery"), unit(kAb, "infantry"),
                       with(clear_shot(), "adjacent-enemy", "yes"));
    CHECK(r.verdict == Verdict::Forbidden);
    REQUIRE(reason(r, "shoot-adjacent-enemy") != nullptr);
    CHECK(reason(r, "shoot-adjacent-enemy")->effect == Effect::Forbids);
    CHECK(reason(r, "shoot-adjacent-enemy")->section == "ab.shooting.targets");
    // Not said: the answer depends on it, and the player is asked.
    auto unknown = clear_shot();
    unknown.erase("adjacent-enemy");
    const auto d = ask(kAb, "shoot", unit(kAb, "gunpowder-artillery"), unit(kAb, "infantry"), unknown);
    CHECK(d.verdict == Verdict::Depends);
    REQUIRE(missing(d, "adjacent-enemy") != nullptr);
    CHECK(answer(d, "adjacent-enemy", "yes") == Verdict::Forbidden);
    CHECK(answer(d, "adjacent-enemy", "no") == Verdict::Allowed);
}

TEST_CASE("A&B shoot: a shooting weapon is needed, artillery is one", "[legality][ab]") {
    CHECK(ask(kAb, "shoot", unit(kAb, "infantry"), unit(kAb, "cavalry"), clear_shot()).verdict == Verdict::Forbidden);
    const auto archers = ask(kAb, "shoot", unit(kAb, "infantry", {}, {"shooting-weapon"}), unit(kAb, "cavalry"), clear_shot());
    CHECK(archers.verdict == Verdict::Allowed);
    CHECK(reason(archers, "shoot-needs-weapon")->met == std::optional<bool>(true));
    const auto unknown = ask(kAb, "shoot", bare(kAb, "cavalry"), unit(kAb, "infantry"), clear_shot());
    CHECK(unknown.verdict == Verdict::Depends);
    CHECK(missing(unknown, "actor.capability.shooting-weapon") != nullptr);
}

TEST_CASE("A&B shoot: range 1 is a melee; out of range or out of sight is no shot", "[legality][ab]") {
    const auto art = unit(kAb, "mechanical-artillery");
    const auto inf = unit(kAb, "infantry");
    const auto adjacent = ask(kAb, "shoot", art, inf, with(clear_shot(), "distance", "1"));
    CHECK(adjacent.verdict == Verdict::Forbidden);
    CHECK(reason(adjacent, "shoot-not-at-range-1") != nullptr);
    CHECK(ask(kAb, "shoot", art, inf, with(clear_shot(), "distance", "2")).verdict == Verdict::Allowed);
    const auto far = ask(kAb, "shoot", art, inf, with(clear_shot(), "in-range", "no"));
    CHECK(far.verdict == Verdict::Forbidden);
    CHECK(reason(far, "shoot-in-range")->met == std::optional<bool>(false));
    const auto hidden = ask(kAb, "shoot", art, inf, with(clear_shot(), "line-of-sight", "no"));
    CHECK(hidden.verdict == Verdict::Forbidden);
    CHECK(reason(hidden, "shoot-line-of-sight")->section == "ab.shooting.line-of-sight");
}

TEST_CASE("A&B: moves that forbid combat", "[legality][ab]") {
    const auto inf = unit(kAb, "infantry", {}, {"shooting-weapon"});
    const auto enemy = unit(kAb, "cavalry");
    for (const std::string q : {"shoot", "melee"}) {
        CAPTURE(q);
        const Facts f = with(clear_shot(), "distance", q == "melee" ? "1" : "3");
        CHECK(ask(kAb, q, inf, enemy, f).verdict == Verdict::Allowed);
        const auto march = ask(kAb, q, inf, enemy, with(f, "road-march", "yes"));
        CHECK(march.verdict == Verdict::Forbidden);
        CHECK(reason(march, "no-combat-road-march")->section == "ab.combat.movement-restrictions");
        CHECK(ask(kAb, q, unit(kAb, "mounted-infantry", {}, {"shooting-weapon"}), enemy, with(f, "mounted-move", "yes"))
                  .verdict == Verdict::Forbidden);
        // Only mounted infantry is concerned by the mounted move.
        CHECK(ask(kAb, q, inf, enemy, with(f, "mounted-move", "yes")).verdict == Verdict::Allowed);
        CHECK(ask(kAb, q, unit(kAb, "gunpowder-artillery"), enemy, with(f, "road-through-rough", "yes")).verdict ==
              Verdict::Forbidden);
        CHECK(ask(kAb, q, inf, enemy, with(f, "road-through-rough", "yes")).verdict == Verdict::Allowed);
        CHECK(ask(kAb, q, inf, enemy, with(f, "already-fought", "yes")).verdict == Verdict::Forbidden);
    }
}

TEST_CASE("A&B melee: only against an adjacent unit; the factor depends on the move", "[legality][ab]") {
    const Facts f{{"distance", "1"},        {"road-march", "no"},     {"mounted-move", "no"},
                  {"road-through-rough", "no"}, {"already-fought", "no"}, {"moved", "yes"}, {"riposte", "no"}};
    const auto moved = ask(kAb, "melee", unit(kAb, "cavalry"), unit(kAb, "infantry"), f);
    CHECK(moved.verdict == Verdict::Allowed);
    CHECK(reason(moved, "melee-factor-after-move") != nullptr);
    CHECK(reason(moved, "melee-factor-without-move") == nullptr);
    const auto still = ask(kAb, "melee", unit(kAb, "cavalry"), unit(kAb, "infantry"), with(f, "moved", "no"));
    CHECK(still.verdict == Verdict::Allowed);
    CHECK(reason(still, "melee-factor-without-move") != nullptr);
    const auto far = ask(kAb, "melee", unit(kAb, "cavalry"), unit(kAb, "infantry"), with(f, "distance", "2"));
    CHECK(far.verdict == Verdict::Forbidden);
    CHECK(reason(far, "melee-adjacent")->met == std::optional<bool>(false));
}

TEST_CASE("A&B assault factor: only after moving, never in a riposte, never static", "[legality][ab]") {
    const Facts f{{"moved", "yes"}, {"riposte", "no"}, {"evade-margin", "no"}};
    CHECK(ask(kAb, "assault", unit(kAb, "cavalry"), unit(kAb, "infantry"), f).verdict == Verdict::Allowed);
    const auto still = ask(kAb, "assault", unit(kAb, "cavalry"), unit(kAb, "infantry"), with(f, "moved", "no"));
    CHECK(still.verdict == Verdict::Forbidden);
    CHECK(reason(still, "assault-needs-move") != nullptr);
    CHECK(ask(kAb, "assault", unit(kAb, "cavalry"), unit(kAb, "infantry"), with(f, "riposte", "yes")).verdict ==
          Verdict::Forbidden);
    CHECK(ask(kAb, "assault", unit(kAb, "infantry", {}, {"static"}), unit(kAb, "infantry"), f).verdict ==
          Verdict::Forbidden);
    CHECK(ask(kAb, "assault", unit(kAb, "cavalry"), unit(kAb, "infantry"), with(f, "evade-margin", "yes")).verdict ==
          Verdict::Forbidden);
}

TEST_CASE("A&B evade: a combat move at least 2 more than the attacker's, against a melee", "[legality][ab]") {
    const Facts f{{"evade-margin", "yes"}, {"attack", "melee"}};
    const auto yes = ask(kAb, "evade", unit(kAb, "cavalry"), unit(kAb, "infantry"), f);
    CHECK(yes.verdict == Verdict::Allowed);
    CHECK(reason(yes, "evade-how") != nullptr);
    const auto slow = ask(kAb, "evade", unit(kAb, "infantry"), unit(kAb, "infantry"), with(f, "evade-margin", "no"));
    CHECK(slow.verdict == Verdict::Forbidden);
    CHECK(reason(slow, "evade-margin")->section == "ab.melee.evade");
    CHECK(ask(kAb, "evade", unit(kAb, "cavalry"), unit(kAb, "infantry"), with(f, "attack", "shooting")).verdict ==
          Verdict::Forbidden);
}

TEST_CASE("A&B follow-up: the rulebook's examples by troop kind", "[legality][ab]") {
    const auto foe = unit(kAb, "infantry");
    // Infantry A may not follow up; elite infantry B may, without having to.
    const auto a = ask(kAb, "follow-up", unit(kAb, "infantry"), foe, after_melee());
    CHECK(a.verdict == Verdict::Never);
    CHECK(reason(a, "follow-up-foot-none") != nullptr);
    CHECK(ask(kAb, "follow-up", unit(kAb, "infantry", {}, {"elite"}), foe, after_melee()).verdict == Verdict::May);
    // Infantry attacking a lower unit must follow up (elite may refuse).
    const auto downhill = with(after_melee(), "target-below", "yes");
    CHECK(ask(kAb, "follow-up", unit(kAb, "infantry"), foe, downhill).verdict == Verdict::Must);
    CHECK(ask(kAb, "follow-up", unit(kAb, "infantry", {}, {"elite"}), foe, downhill).verdict == Verdict::May);
    // Cavalry may; attacking a lower unit it must (elite may refuse).
    CHECK(ask(kAb, "follow-up", unit(kAb, "cavalry"), foe, after_melee()).verdict == Verdict::May);
    CHECK(ask(kAb, "follow-up", unit(kAb, "cavalry"), foe, downhill).verdict == Verdict::Must);
    CHECK(ask(kAb, "follow-up", unit(kAb, "camelry", {}, {"elite"}), foe, downhill).verdict == Verdict::May);
    // Artillery, even elite, never; an elephant always.
    CHECK(ask(kAb, "follow-up", unit(kAb, "gunpowder-artillery", {}, {"elite"}), foe, downhill).verdict == Verdict::Never);
    CHECK(ask(kAb, "follow-up", unit(kAb, "elephants", {}, {"elite"}), foe, after_melee()).verdict == Verdict::Must);
    // Fanatic or fickle units must; wagons never.
    CHECK(ask(kAb, "follow-up", unit(kAb, "infantry", {}, {"fanatic"}), foe, after_melee()).verdict == Verdict::Must);
    CHECK(ask(kAb, "follow-up", unit(kAb, "cavalry", {}, {"wagons"}), foe, after_melee()).verdict == Verdict::Never);
}

TEST_CASE("A&B follow-up: only into an emptied hex, never after a riposte", "[legality][ab]") {
    const auto foe = unit(kAb, "infantry");
    const auto full = ask(kAb, "follow-up", unit(kAb, "elephants"), foe, with(after_melee(), "hex-vacated", "no"));
    CHECK(full.verdict == Verdict::Never);
    CHECK(reason(full, "follow-up-hex-empty") != nullptr);
    CHECK(ask(kAb, "follow-up", unit(kAb, "elephants"), foe, with(after_melee(), "riposte", "yes")).verdict ==
          Verdict::Never);
}

TEST_CASE("A&B pursuit: mounted troops and elephants, after a follow-up, once a turn", "[legality][ab]") {
    const Facts f{{"attack", "melee"}, {"followed-up", "yes"}, {"pursued", "no"}, {"riposte", "no"}};
    const auto foe = unit(kAb, "infantry");
    const auto cav = ask(kAb, "pursuit", unit(kAb, "cavalry"), foe, f);
    CHECK(cav.verdict == Verdict::May);
    CHECK(reason(cav, "pursuit-mounted")->section == "ab.pursuit");
    CHECK(ask(kAb, "pursuit", unit(kAb, "elephants"), foe, f).verdict == Verdict::May);
    const auto inf = ask(kAb, "pursuit", unit(kAb, "infantry"), foe, f);
    CHECK(inf.verdict == Verdict::Never);
    CHECK(reason(inf, "pursuit-others") != nullptr);
    CHECK(ask(kAb, "pursuit", unit(kAb, "cavalry"), foe, with(f, "followed-up", "no")).verdict == Verdict::Never);
    CHECK(ask(kAb, "pursuit", unit(kAb, "cavalry"), foe, with(f, "pursued", "yes")).verdict == Verdict::Never);
    CHECK(ask(kAb, "pursuit", unit(kAb, "cavalry"), foe, with(f, "riposte", "yes")).verdict == Verdict::Never);
}

TEST_CASE("A&B shot: neither follow-up nor pursuit after a shot (ab.shooting.procedure)", "[legality][ab]") {
    // Seed 001, shooting: a shot is at a distance, so no evade, no follow-up, no pursuit. Before
    // this row, cavalry whose target fell back from a shot "may" follow up.
    const auto foe = unit(kAb, "infantry");
    const auto shot = with(after_melee(), "attack", "shooting");
    for (const char* kind : {"cavalry", "elephants", "infantry"}) {
        INFO(kind);
        const auto follow = ask(kAb, "follow-up", unit(kAb, kind, {}, {"fanatic"}), foe, shot);
        CHECK(follow.verdict == Verdict::Never);
        REQUIRE(reason(follow, "no-follow-up-pursuit-after-shot") != nullptr);
        CHECK(reason(follow, "no-follow-up-pursuit-after-shot")->section == "ab.shooting.procedure");
    }
    CHECK(ask(kAb, "follow-up", unit(kAb, "cavalry"), foe, after_melee()).verdict == Verdict::May);
    const Facts pursue{{"attack", "shooting"}, {"followed-up", "yes"}, {"pursued", "no"}, {"riposte", "no"}};
    CHECK(ask(kAb, "pursuit", unit(kAb, "cavalry"), foe, pursue).verdict == Verdict::Never);
    CHECK(ask(kAb, "pursuit", unit(kAb, "cavalry"), foe, with(pursue, "attack", "melee")).verdict == Verdict::May);
    // Not said whether it was a shot: the answer depends on it.
    auto unknown = after_melee();
    unknown.erase("attack");
    const auto d = ask(kAb, "follow-up", unit(kAb, "cavalry"), foe, unknown);
    CHECK(d.verdict == Verdict::Depends);
    CHECK(answer(d, "attack", "shooting") == Verdict::Never);
    CHECK(answer(d, "attack", "melee") == Verdict::May);
}

TEST_CASE("A&B riposte: after a melee, still adjacent, having held its hex", "[legality][ab]") {
    const Facts f{{"attack", "melee"}, {"left-hex", "no"}, {"still-adjacent", "yes"}};
    const auto foe = unit(kAb, "cavalry");
    const auto ok = ask(kAb, "riposte", unit(kAb, "infantry"), foe, f);
    CHECK(ok.verdict == Verdict::Allowed);
    CHECK(reason(ok, "riposte-how") != nullptr);
    CHECK(ask(kAb, "riposte", unit(kAb, "infantry"), foe, with(f, "attack", "shooting")).verdict == Verdict::Forbidden);
    CHECK(ask(kAb, "riposte", unit(kAb, "infantry"), foe, with(f, "left-hex", "yes")).verdict == Verdict::Forbidden);
    const auto apart = ask(kAb, "riposte", unit(kAb, "infantry"), foe, with(f, "still-adjacent", "no"));
    CHECK(apart.verdict == Verdict::Forbidden);
    CHECK(reason(apart, "riposte-still-adjacent")->met == std::optional<bool>(false));
}

TEST_CASE("A&B line of sight question", "[legality][ab]") {
    const auto art = unit(kAb, "gunpowder-artillery");
    CHECK(ask(kAb, "line-of-sight", art, unit(kAb, "infantry"), {{"line-of-sight", "yes"}}).verdict == Verdict::Allowed);
    const auto no = ask(kAb, "line-of-sight", art, unit(kAb, "infantry"), {{"line-of-sight", "no"}});
    CHECK(no.verdict == Verdict::Forbidden);
    CHECK(reason(no, "shoot-line-of-sight") != nullptr);
}

// Issue 29 item 13: the verdict word per question comes from the data (<answer>): "Does this
// unit see…?" is answered Yes or No, a permission Allowed or Forbidden; a question about two
// units gives no verdict without the other unit.
TEST_CASE("A&B: each question's verdict in its own words", "[legality][ab]") {
    const auto art = unit(kAb, "gunpowder-artillery");
    const auto seen = ask(kAb, "line-of-sight", art, unit(kAb, "infantry"), {{"line-of-sight", "yes"}});
    CHECK(seen.word.english() == "Yes");
    const auto& words = ost::test::legality().table(kAb).question("line-of-sight")->words;
    REQUIRE(words.size() == 2);
    CHECK(words[0].second.fr == "Oui");
    CHECK(ask(kAb, "line-of-sight", art, unit(kAb, "infantry"), {{"line-of-sight", "no"}}).word.english() == "No");
    // Asked without the line: each answer's verdict in the question's words too.
    const auto open = ask(kAb, "line-of-sight", art, unit(kAb, "infantry"));
    const auto* los = missing(open, "line-of-sight");
    REQUIRE(los != nullptr);
    for (const auto& a : los->answers) CHECK((a.word.english() == "Yes" || a.word.english() == "No"));
    // A permission keeps the vocabulary's words.
    CHECK(ask(kAb, "shoot", art, unit(kAb, "infantry"), clear_shot()).word.english() == "Allowed");
    // No other unit: no verdict ("Allowed" would be wrong), the player is told to choose one.
    CHECK_THROWS_AS(ask(kAb, "shoot", art, std::nullopt, clear_shot()), ost::InvalidInputError);
    CHECK_THROWS_AS(ask(kAb, "line-of-sight", art, std::nullopt, {{"line-of-sight", "yes"}}), ost::InvalidInputError);
}

TEST_CASE("A&B: a fact's question, to label a fact already answered", "[legality][ab]") {
    const auto& table = ost::test::legality().table(kAb);
    CHECK(fact_question(table, "adjacent-enemy").english() == "Is an enemy unit adjacent to the acting unit?");
    CHECK(fact_question(table, "actor.capability.elite").english() == "Is the acting unit elite?");
    CHECK(fact_question(table, "target.terrain").english() == "In which terrain is the enemy unit?");
    CHECK(fact_question(table, "no-such-fact").english() == "no-such-fact");
}

TEST_CASE("LegalityService: the army lists and their lines a check may pick a unit from", "[legality]") {
    auto& service = ost::test::legality();
    const auto lists = service.lists("wme");
    CHECK(lists.size() == 15);
    const auto empire = std::find_if(lists.begin(), lists.end(), [](const auto& l) { return l.first == "empire"; });
    REQUIRE(empire != lists.end());
    CHECK_FALSE(empire->second.en.empty());
    const auto units = service.list_units("wme", "empire");
    REQUIRE_FALSE(units.empty());
    CHECK(units.front().first == "halberdiers");
    // Every line listed is one list_unit() resolves.
    for (const auto& [id, name] : units) CHECK_NOTHROW(service.list_unit("wme", "empire", id));
    CHECK(service.lists("jomini").empty());
    CHECK_THROWS_AS(service.list_units("wme", "no-such-list"), ost::InvalidInputError);
}
