// Jomini legality rows (data/engine/jomini.xml): who shoots (artillery, rifles), an adjacent
// enemy forces hand-to-hand combat, follow-up, pursuit and the riposte of supported units;
// where Jomini differs from Alexandre et Bayard (seed 002 of the rules).
#include "legality_fixtures.h"

#include "core/support/error.h"

#include <catch2/catch.hpp>

using namespace ost::engine::legality;
using ost::test::ask;
using ost::test::bare;
using ost::test::missing;
using ost::test::reason;
using ost::test::unit;

namespace {
const std::string kJomini = "jomini";
using Facts = std::map<std::string, std::string>;

Facts clear_shot() {
    return {{"distance", "3"},          {"in-range", "yes"},   {"line-of-sight", "yes"},
            {"adjacent-enemy", "no"},   {"road-march", "no"},  {"mounted-move", "no"},
            {"road-through-rough", "no"}, {"already-fought", "no"}};
}

Facts with(Facts f, const std::string& key, const std::string& value) {
    f[key] = value;
    return f;
}
} // namespace

TEST_CASE("Jomini shoot: only artillery and rifles shoot at a distance", "[legality][jomini]") {
    const auto enemy = unit(kJomini, "infantry");
    CHECK(ask(kJomini, "shoot", unit(kJomini, "artillery"), enemy, clear_shot()).verdict == Verdict::Allowed);
    CHECK(ask(kJomini, "shoot", unit(kJomini, "rockets"), enemy, clear_shot()).verdict == Verdict::Allowed);
    const auto muskets = ask(kJomini, "shoot", unit(kJomini, "infantry"), enemy, clear_shot());
    CHECK(muskets.verdict == Verdict::Forbidden);
    REQUIRE(reason(muskets, "shoot-artillery-or-rifles") != nullptr);
    CHECK(reason(muskets, "shoot-artillery-or-rifles")->section == "jomini.shooting");
    CHECK(ask(kJomini, "shoot", unit(kJomini, "infantry", {}, {"rifles"}), enemy, clear_shot()).verdict ==
          Verdict::Allowed);
    const auto unknown = ask(kJomini, "shoot", bare(kJomini, "infantry"), enemy, clear_shot());
    CHECK(unknown.verdict == Verdict::Depends);
    CHECK(missing(unknown, "actor.capability.rifles") != nullptr);
}

TEST_CASE("Jomini shoot: an adjacent enemy forces hand-to-hand combat; range and sight", "[legality][jomini]") {
    const auto art = unit(kJomini, "artillery");
    const auto enemy = unit(kJomini, "cavalry");
    const auto r = ask(kJomini, "shoot", art, enemy, with(clear_shot(), "adjacent-enemy", "yes"));
    CHECK(r.verdict == Verdict::Forbidden);
    CHECK(reason(r, "shoot-adjacent-enemy")->section == "jomini.shooting.targets");
    CHECK(ask(kJomini, "shoot", art, enemy, with(clear_shot(), "line-of-sight", "no")).verdict == Verdict::Forbidden);
    CHECK(ask(kJomini, "shoot", art, enemy, with(clear_shot(), "in-range", "no")).verdict == Verdict::Forbidden);
    CHECK(ask(kJomini, "shoot", art, enemy, with(clear_shot(), "distance", "1")).verdict == Verdict::Forbidden);
    CHECK(ask(kJomini, "melee", art, enemy, with(clear_shot(), "distance", "1")).verdict == Verdict::Allowed);
    CHECK(ask(kJomini, "melee", art, enemy, clear_shot()).verdict == Verdict::Forbidden);
}

TEST_CASE("Jomini riposte: only a supported unit, and against a shot only from an adjacent shooter",
          "[legality][jomini]") {
    const Facts melee{{"attack", "melee"}, {"left-hex", "no"}, {"still-adjacent", "yes"}};
    const auto foe = unit(kJomini, "cavalry");
    CHECK(ask(kJomini, "riposte", unit(kJomini, "infantry", {"supported"}), foe, melee).verdict == Verdict::Allowed);
    const auto alone = ask(kJomini, "riposte", unit(kJomini, "infantry"), foe, melee);
    CHECK(alone.verdict == Verdict::Forbidden);
    CHECK(reason(alone, "riposte-supported")->section == "jomini.riposte");
    // A&B differs: any unit that held its hex ripostes.
    CHECK(ask("ab", "riposte", unit("ab", "infantry"), unit("ab", "cavalry"), melee).verdict == Verdict::Allowed);

    const auto adjacent_shot = ask(kJomini, "riposte", unit(kJomini, "infantry", {"supported"}), unit(kJomini, "artillery"),
                                   with(melee, "attack", "shooting"));
    CHECK(adjacent_shot.verdict == Verdict::Allowed);
    CHECK(reason(adjacent_shot, "riposte-adjacent-shooter") != nullptr);
    const Facts far_shot{{"attack", "shooting"}, {"left-hex", "no"}, {"still-adjacent", "no"}};
    CHECK(ask(kJomini, "riposte", unit(kJomini, "infantry", {"supported"}), unit(kJomini, "artillery"), far_shot).verdict ==
          Verdict::Forbidden);
    CHECK(ask(kJomini, "riposte", unit(kJomini, "infantry", {"supported"}), foe, with(melee, "left-hex", "yes")).verdict ==
          Verdict::Forbidden);
}

TEST_CASE("Jomini follow-up and pursuit by troop type", "[legality][jomini]") {
    const Facts after{{"hex-vacated", "yes"}, {"riposte", "no"}, {"target-below", "no"}};
    const auto foe = unit(kJomini, "infantry");
    CHECK(ask(kJomini, "follow-up", unit(kJomini, "infantry"), foe, after).verdict == Verdict::Never);
    CHECK(ask(kJomini, "follow-up", unit(kJomini, "infantry", {}, {"elite"}), foe, after).verdict == Verdict::May);
    CHECK(ask(kJomini, "follow-up", unit(kJomini, "cavalry"), foe, {{"hex-vacated", "yes"}, {"riposte", "no"}, {"target-below", "yes"}})
              .verdict == Verdict::Must);
    CHECK(ask(kJomini, "follow-up", unit(kJomini, "camels"), foe, after).verdict == Verdict::May);
    CHECK(ask(kJomini, "follow-up", unit(kJomini, "elephants"), foe, after).verdict == Verdict::Must);
    CHECK(ask(kJomini, "follow-up", unit(kJomini, "artillery", {}, {"elite"}), foe, after).verdict == Verdict::Never);

    const Facts followed{{"followed-up", "yes"}, {"pursued", "no"}, {"riposte", "no"}};
    CHECK(ask(kJomini, "pursuit", unit(kJomini, "elephants"), foe, followed).verdict == Verdict::May);
    CHECK(ask(kJomini, "pursuit", unit(kJomini, "infantry"), foe, followed).verdict == Verdict::Never);
    CHECK(ask(kJomini, "pursuit", unit(kJomini, "cavalry"), foe, {{"followed-up", "yes"}, {"pursued", "yes"}, {"riposte", "no"}})
              .verdict == Verdict::Never);
}

TEST_CASE("Jomini has no evade and no assault factor question", "[legality][jomini]") {
    CHECK_THROWS_AS(ask(kJomini, "evade", unit(kJomini, "cavalry"), unit(kJomini, "infantry")), ost::InvalidInputError);
    CHECK_THROWS_AS(ask(kJomini, "assault", unit(kJomini, "cavalry"), unit(kJomini, "infantry")), ost::InvalidInputError);
}
