// WME legality rows (data/engine/wme.xml): charge declaration and reach, initiative, units that
// may not move, fortified and defended targets, fanatics, evading and pursuit (seed 004).
#include "legality_fixtures.h"

#include <catch2/catch.hpp>

using namespace ost::engine::legality;
using ost::test::answer;
using ost::test::ask;
using ost::test::missing;
using ost::test::reason;
using ost::test::unit;

namespace {
const std::string kWme = "wme";

ost::engine::legality::UnitFacts in(ost::engine::legality::UnitFacts u, const char* formation) {
    u.formation = formation;
    return u;
}
} // namespace

TEST_CASE("WME: a cavalry unit 35 cm away in column cannot charge", "[legality][wme]") {
    const auto cavalry = in(unit(kWme, "cavalry"), "column");
    const auto r = ask(kWme, "charge", cavalry, unit(kWme, "infantry", {}, {}, "open"),
                       {{"distance", "35"}, {"sees-target", "yes"}, {"side", "front"}});
    CHECK(r.verdict == Verdict::Forbidden);
    REQUIRE(reason(r, "charge-reach") != nullptr);
    CHECK(reason(r, "charge-reach")->met == std::optional<bool>(false));
    CHECK(reason(r, "charge-sees-target")->met == std::optional<bool>(true));
    const auto near = ask(kWme, "charge", cavalry, unit(kWme, "infantry", {}, {}, "open"),
                          {{"distance", "30"}, {"sees-target", "yes"}, {"side", "front"}});
    CHECK(near.verdict == Verdict::Allowed);
    CHECK(reason(near, "charge-reach")->met == std::optional<bool>(true));
}

TEST_CASE("WME: charge reach by formation and troop type; flyers always 60 cm", "[legality][wme]") {
    const std::map<std::string, std::string> at20{{"distance", "20"}, {"sees-target", "yes"}};
    const std::map<std::string, std::string> at12{{"distance", "12"}, {"sees-target", "yes"}};
    const auto target = unit(kWme, "infantry");
    CHECK(ask(kWme, "charge", in(unit(kWme, "infantry"), "line"), target, at20).verdict == Verdict::Allowed);
    CHECK(ask(kWme, "charge", in(unit(kWme, "infantry"), "irregular"), target, at20).verdict == Verdict::Forbidden);
    CHECK(ask(kWme, "charge", in(unit(kWme, "cavalry"), "irregular"), target, at12).verdict == Verdict::Allowed);
    CHECK(ask(kWme, "charge", in(unit(kWme, "artillery"), "line"), target, at12).verdict == Verdict::Forbidden);
    CHECK(ask(kWme, "charge", in(unit(kWme, "monster", {}, {"fly"}), "irregular"), target,
              {{"distance", "55"}, {"sees-target", "yes"}})
              .verdict == Verdict::Allowed);
    CHECK(ask(kWme, "charge", in(unit(kWme, "monster", {}, {"fly"}), "line"), target, {{"distance", "61"}, {"sees-target", "yes"}})
              .verdict == Verdict::Forbidden);
}

TEST_CASE("WME: an unknown formation matters only when the distance sits between the paces", "[legality][wme]") {
    const auto cavalry = unit(kWme, "cavalry");
    const auto far = ask(kWme, "charge", cavalry, unit(kWme, "infantry"), {{"distance", "35"}, {"sees-target", "yes"}});
    CHECK(far.verdict == Verdict::Forbidden); // out of reach in every formation
    CHECK(far.missing.empty());
    const auto mid = ask(kWme, "charge", cavalry, unit(kWme, "infantry"), {{"distance", "25"}, {"sees-target", "yes"}});
    CHECK(mid.verdict == Verdict::Depends);
    REQUIRE(missing(mid, "actor.formation") != nullptr);
    CHECK(answer(mid, "actor.formation", "line") == Verdict::Allowed);
    CHECK(answer(mid, "actor.formation", "column") == Verdict::Allowed);
    CHECK(answer(mid, "actor.formation", "irregular") == Verdict::Forbidden);
}

TEST_CASE("WME: an unknown distance is asked with the bounds that matter", "[legality][wme]") {
    const auto r = ask(kWme, "charge", in(unit(kWme, "cavalry"), "line"), unit(kWme, "infantry"), {{"sees-target", "yes"}});
    CHECK(r.verdict == Verdict::Depends);
    REQUIRE(missing(r, "distance") != nullptr);
    CHECK(answer(r, "distance", "20 < d <= 30") == Verdict::Allowed);
    CHECK(answer(r, "distance", "> 60") == Verdict::Forbidden);
    CHECK(answer(r, "distance", "30 < d <= 60") == Verdict::Forbidden);
}

TEST_CASE("WME: a charger must see its target at the start", "[legality][wme]") {
    const auto r = ask(kWme, "charge", in(unit(kWme, "infantry"), "line"), unit(kWme, "infantry"),
                       {{"distance", "10"}, {"sees-target", "no"}});
    CHECK(r.verdict == Verdict::Forbidden);
    CHECK(reason(r, "charge-sees-target")->met == std::optional<bool>(false));
}

TEST_CASE("WME: confused or engaged units may not move, charge, evade nor use initiative", "[legality][wme]") {
    const std::map<std::string, std::string> facts{{"distance", "10"},        {"sees-target", "yes"}, {"closest-visible", "yes"},
                                                   {"move-by", "initiative"}, {"evade-room", "yes"},  {"used-initiative", "no"},
                                                   {"order-failed", "no"}};
    for (const char* state : {"confused", "engaged"}) {
        CAPTURE(state);
        for (const char* q : {"charge", "initiative", "evade", "move"}) {
            CAPTURE(q);
            const auto r = ask(kWme, q, in(unit(kWme, "infantry", {state}), "line"), unit(kWme, "infantry"), facts);
            CHECK(r.verdict == Verdict::Forbidden);
            CHECK(reason(r, "confused-or-engaged") != nullptr);
        }
    }
    for (const char* q : {"charge", "initiative", "evade", "move"}) {
        CAPTURE(q);
        CHECK(ask(kWme, q, in(unit(kWme, "infantry"), "line"), unit(kWme, "infantry"), facts).verdict == Verdict::Allowed);
    }
}

TEST_CASE("WME: initiative only toward the closest visible enemy within 20 cm", "[legality][wme]") {
    const auto inf = in(unit(kWme, "infantry"), "line");
    const auto ok = ask(kWme, "initiative", inf, unit(kWme, "cavalry"), {{"distance", "20"}, {"closest-visible", "yes"}});
    CHECK(ok.verdict == Verdict::Allowed);
    CHECK(reason(ok, "initiative-charge-or-evade") != nullptr);
    CHECK(ask(kWme, "initiative", inf, unit(kWme, "cavalry"), {{"distance", "21"}, {"closest-visible", "yes"}}).verdict ==
          Verdict::Forbidden);
    CHECK(ask(kWme, "initiative", inf, unit(kWme, "cavalry"), {{"distance", "5"}, {"closest-visible", "no"}}).verdict ==
          Verdict::Forbidden);
}

TEST_CASE("WME: never initiative and orders in the same turn; no move after a failed order", "[legality][wme]") {
    const auto inf = in(unit(kWme, "infantry"), "line");
    CHECK(ask(kWme, "move", inf, std::nullopt, {{"move-by", "orders"}, {"used-initiative", "yes"}, {"order-failed", "no"}}).verdict ==
          Verdict::Forbidden);
    CHECK(ask(kWme, "move", inf, std::nullopt, {{"move-by", "orders"}, {"used-initiative", "no"}, {"order-failed", "yes"}}).verdict ==
          Verdict::Forbidden);
    CHECK(ask(kWme, "move", inf, std::nullopt, {{"move-by", "orders"}, {"used-initiative", "no"}, {"order-failed", "no"}}).verdict ==
          Verdict::Allowed);
}

TEST_CASE("WME: only infantry charges fortified targets; walls need ladders and a frontal charge", "[legality][wme]") {
    const std::map<std::string, std::string> front{{"distance", "10"}, {"sees-target", "yes"}, {"side", "front"}};
    const auto fortified = unit(kWme, "infantry", {"fortified"}, {}, "hill");
    const auto cav = ask(kWme, "charge", in(unit(kWme, "cavalry"), "line"), fortified, front);
    CHECK(cav.verdict == Verdict::Forbidden);
    CHECK(reason(cav, "charge-fortified-infantry-only") != nullptr);
    CHECK(ask(kWme, "charge", in(unit(kWme, "infantry"), "line"), fortified, front).verdict == Verdict::Allowed);

    const auto walls = unit(kWme, "infantry", {"fortified"}, {}, "walls");
    const auto no_ladders = ask(kWme, "charge", in(unit(kWme, "infantry"), "line"), walls, front);
    CHECK(no_ladders.verdict == Verdict::Forbidden);
    CHECK(reason(no_ladders, "charge-walls-need-ladders") != nullptr);
    const auto ladders = in(unit(kWme, "infantry", {}, {"ladders"}), "line");
    CHECK(ask(kWme, "charge", ladders, walls, front).verdict == Verdict::Allowed);
    // wme.charge.fortified: charged from its flank zone, the charge is allowed and must contact
    // its front (issue 27: it used to be forbidden).
    const auto flank = ask(kWme, "charge", ladders, walls, {{"distance", "10"}, {"sees-target", "yes"}, {"side", "flank"}});
    CHECK(flank.verdict == Verdict::Allowed);
    REQUIRE(reason(flank, "charge-walls-front-only") != nullptr);
    CHECK(reason(flank, "charge-walls-front-only")->effect == Effect::Note);
    CHECK(reason(flank, "charge-walls-front-only")->section == "wme.charge.fortified");
    CHECK(reason(flank, "charge-walls-front-only")->text.english().find("must contact its front") != std::string::npos);
    CHECK(ask(kWme, "charge", ladders, walls, {{"distance", "10"}, {"sees-target", "yes"}, {"side", "rear"}}).verdict ==
          Verdict::Allowed);
    // Without ladders the wall still forbids it, whatever the side.
    CHECK(ask(kWme, "charge", in(unit(kWme, "infantry"), "line"), walls,
              {{"distance", "10"}, {"sees-target", "yes"}, {"side", "flank"}}).verdict == Verdict::Forbidden);

    const auto defended = ask(kWme, "charge", in(unit(kWme, "cavalry"), "line"), unit(kWme, "infantry", {"defended"}, {}, "wood"), front);
    CHECK(defended.verdict == Verdict::Allowed);
    CHECK(reason(defended, "charge-defended") != nullptr);
}

TEST_CASE("WME: fanatics must charge when they can", "[legality][wme]") {
    const auto r = ask(kWme, "charge", in(unit(kWme, "infantry", {}, {"fanatic"}), "irregular"), unit(kWme, "infantry"),
                       {{"distance", "8"}, {"sees-target", "yes"}});
    CHECK(r.verdict == Verdict::Allowed);
    CHECK(reason(r, "fanatic-must-charge") != nullptr);
    CHECK(reason(ask(kWme, "charge", in(unit(kWme, "infantry"), "line"), unit(kWme, "infantry"), {{"distance", "8"}, {"sees-target", "yes"}}),
                 "fanatic-must-charge") == nullptr);
    // Out of reach: it cannot charge, so nothing obliges it.
    const auto far = ask(kWme, "charge", in(unit(kWme, "infantry", {}, {"fanatic"}), "irregular"), unit(kWme, "infantry"),
                         {{"distance", "15"}, {"sees-target", "yes"}});
    CHECK(far.verdict == Verdict::Forbidden);
    CHECK(reason(far, "fanatic-must-charge") == nullptr);
}

TEST_CASE("WME: evade only by initiative, ending clear of combats", "[legality][wme]") {
    const auto inf = in(unit(kWme, "infantry"), "column");
    const std::map<std::string, std::string> ok{{"distance", "12"}, {"closest-visible", "yes"}, {"move-by", "initiative"}, {"evade-room", "yes"}};
    const auto allowed = ask(kWme, "evade", inf, unit(kWme, "cavalry"), ok);
    CHECK(allowed.verdict == Verdict::Allowed);
    CHECK(reason(allowed, "evade-how") != nullptr);
    auto orders = ok;
    orders["move-by"] = "orders";
    CHECK(ask(kWme, "evade", inf, unit(kWme, "cavalry"), orders).verdict == Verdict::Forbidden);
    auto cramped = ok;
    cramped["evade-room"] = "no";
    CHECK(ask(kWme, "evade", inf, unit(kWme, "cavalry"), cramped).verdict == Verdict::Forbidden);
    auto far = ok;
    far["distance"] = "25";
    CHECK(ask(kWme, "evade", inf, unit(kWme, "cavalry"), far).verdict == Verdict::Forbidden);
}

TEST_CASE("WME: pursuit permissions", "[legality][wme]") {
    const std::map<std::string, std::string> front{{"sees-target", "yes"}, {"side", "front"}, {"impassable", "no"}};
    const std::map<std::string, std::string> flank{{"sees-target", "yes"}, {"side", "flank"}, {"impassable", "no"}};
    const auto inf = unit(kWme, "infantry");
    const auto vs_cav = ask(kWme, "pursuit", inf, unit(kWme, "cavalry"), front);
    CHECK(vs_cav.kind == QuestionKind::Obligation);
    CHECK(vs_cav.verdict == Verdict::Never);
    CHECK(reason(vs_cav, "pursuit-infantry-vs-mounted-front") != nullptr);
    CHECK(reason(vs_cav, "pursuit-impossible") != nullptr);
    CHECK(ask(kWme, "pursuit", inf, unit(kWme, "chariot"), front).verdict == Verdict::Never);
    CHECK(ask(kWme, "pursuit", inf, unit(kWme, "cavalry"), flank).verdict == Verdict::May);
    CHECK(ask(kWme, "pursuit", unit(kWme, "cavalry"), unit(kWme, "cavalry"), front).verdict == Verdict::May);
    // Flyers.
    CHECK(ask(kWme, "pursuit", unit(kWme, "cavalry"), unit(kWme, "monster", {}, {"fly"}), front).verdict == Verdict::Never);
    CHECK(ask(kWme, "pursuit", unit(kWme, "monster", {}, {"fly"}), unit(kWme, "monster", {}, {"fly"}), front).verdict == Verdict::May);
    // Fortified infantry, artillery, impassable terrain.
    CHECK(ask(kWme, "pursuit", unit(kWme, "infantry", {"fortified"}), inf, front).verdict == Verdict::Never);
    CHECK(ask(kWme, "pursuit", unit(kWme, "artillery"), inf, front).verdict == Verdict::Never);
    CHECK(ask(kWme, "pursuit", unit(kWme, "cavalry"), inf, {{"sees-target", "yes"}, {"side", "front"}, {"impassable", "yes"}}).verdict ==
          Verdict::Never);
    // Sight, and the infantry support exception.
    const std::map<std::string, std::string> blind{{"sees-target", "no"}, {"side", "flank"}, {"impassable", "no"}};
    CHECK(ask(kWme, "pursuit", unit(kWme, "cavalry"), inf, blind).verdict == Verdict::Never);
    CHECK(ask(kWme, "pursuit", unit(kWme, "infantry", {"supporting"}), inf, blind).verdict == Verdict::May);
}

TEST_CASE("WME: a unit from a list brings its type and its flying rule", "[legality][wme]") {
    const auto hawks = ost::test::legality().list_unit(kWme, "elfes-sylvains", "guerriers-faucon");
    CHECK(hawks.capabilities.has("fly") == std::optional<bool>(true));
    const auto halberdiers = ost::test::legality().list_unit(kWme, "empire", "halberdiers");
    CHECK(halberdiers.troop == "infantry");
    CHECK(halberdiers.capabilities.has("fly") == std::optional<bool>(false));
}

TEST_CASE("WME: each row names itself among the reasons", "[legality][wme]") {
    const auto machine = ask(kWme, "charge", in(unit(kWme, "machine"), "line"), unit(kWme, "infantry"), {{"distance", "80"}, {"sees-target", "yes"}});
    CHECK(machine.verdict == Verdict::Allowed); // its reach is in its own rules, not checked
    CHECK(reason(machine, "charge-machine-pace") != nullptr);
    CHECK(reason(machine, "charge-reach") == nullptr);
    CHECK(reason(ask(kWme, "move", in(unit(kWme, "infantry"), "line"), std::nullopt,
                     {{"move-by", "orders"}, {"used-initiative", "yes"}, {"order-failed", "no"}}),
                 "orders-after-initiative") != nullptr);
    const auto inf = unit(kWme, "infantry");
    const std::map<std::string, std::string> front{{"sees-target", "yes"}, {"side", "front"}, {"impassable", "no"}};
    const std::map<std::string, std::string> blind{{"sees-target", "no"}, {"side", "flank"}, {"impassable", "no"}};
    CHECK(reason(ask(kWme, "pursuit", unit(kWme, "cavalry"), inf, blind), "pursuit-must-see") != nullptr);
    const auto support = ask(kWme, "pursuit", unit(kWme, "infantry", {"supporting"}), inf, blind);
    CHECK(reason(support, "pursuit-infantry-support") != nullptr);
    CHECK(reason(support, "pursuit-must-see")->overridden_by == std::vector<std::string>{"pursuit-infantry-support"});
    CHECK(reason(ask(kWme, "pursuit", unit(kWme, "cavalry"), unit(kWme, "monster", {}, {"fly"}), front), "pursuit-flyers") != nullptr);
    CHECK(reason(ask(kWme, "pursuit", unit(kWme, "infantry", {"fortified"}), inf, front), "pursuit-fortified-infantry") != nullptr);
    CHECK(reason(ask(kWme, "pursuit", unit(kWme, "artillery"), inf, front), "pursuit-artillery") != nullptr);
    CHECK(reason(ask(kWme, "pursuit", unit(kWme, "cavalry"), inf, {{"sees-target", "yes"}, {"side", "front"}, {"impassable", "yes"}}),
                 "pursuit-impassable") != nullptr);
}

TEST_CASE("WME: a winner advances only after destroying every enemy of the engagement (issue 27)", "[legality][wme]") {
    // wme.combat.advance: then it charges the closest visible enemy within 20 cm.
    const auto winner = in(unit(kWme, "infantry"), "line");
    const auto target = unit(kWme, "cavalry", {}, {}, "open");
    const std::map<std::string, std::string> ok{{"destroyed-all", "yes"}, {"distance", "15"}, {"closest-visible", "yes"}};
    const auto r = ask(kWme, "advance", winner, target, ok);
    CHECK(r.verdict == Verdict::Allowed);
    CHECK(reason(r, "advance-in-open") != nullptr);
    auto survivors = ok;
    survivors["destroyed-all"] = "no";
    const auto no = ask(kWme, "advance", winner, target, survivors);
    CHECK(no.verdict == Verdict::Forbidden);
    CHECK(reason(no, "advance-destroyed-all")->met == std::optional<bool>(false));
    auto far = ok;
    far["distance"] = "25";
    const auto too_far = ask(kWme, "advance", winner, target, far);
    CHECK(too_far.verdict == Verdict::Forbidden);
    CHECK(reason(too_far, "advance-within-20")->met == std::optional<bool>(false));
    auto other = ok;
    other["closest-visible"] = "no";
    const auto not_closest = ask(kWme, "advance", winner, target, other);
    CHECK(not_closest.verdict == Verdict::Forbidden);
    CHECK(reason(not_closest, "advance-closest")->met == std::optional<bool>(false));
}

TEST_CASE("WME: blocked retreats destroy stands; blocked drive-backs confuse (issue 27)", "[legality][wme]") {
    // wme.combat.retreat (blocked retreat), wme.confusion (causes).
    const auto inf = unit(kWme, "infantry");
    for (const char* through : {"enemy", "engaged-friend", "impassable", "friends-refusing"}) {
        CAPTURE(through);
        const auto lost = ask(kWme, "retreat-stand-lost", inf, std::nullopt, {{"passes-through", through}});
        CHECK(lost.verdict == Verdict::Yes);
        CHECK(reason(lost, "retreat-blocked")->section == "wme.combat.retreat");
        const auto confused = ask(kWme, "drive-back-confused", inf, std::nullopt, {{"passes-through", through}});
        CHECK(confused.verdict == Verdict::Yes);
        CHECK(reason(confused, "drive-back-blocked")->section == "wme.confusion");
    }
    for (const char* through : {"nothing", "friends-making-way"}) {
        CAPTURE(through);
        CHECK(ask(kWme, "retreat-stand-lost", inf, std::nullopt, {{"passes-through", through}}).verdict == Verdict::No);
        CHECK(ask(kWme, "drive-back-confused", inf, std::nullopt, {{"passes-through", through}}).verdict == Verdict::No);
    }
    // Friends making way: a 1 in 6 risk of confusion for each unit, said as a note.
    CHECK(reason(ask(kWme, "drive-back-confused", inf, std::nullopt, {{"passes-through", "friends-making-way"}}),
                 "retreat-friends-make-way") != nullptr);
    const auto unknown = ask(kWme, "retreat-stand-lost", inf, std::nullopt);
    CHECK(unknown.verdict == Verdict::Depends);
    CHECK(answer(unknown, "passes-through", "impassable") == Verdict::Yes);
    CHECK(answer(unknown, "passes-through", "nothing") == Verdict::No);
}

TEST_CASE("WME: facts only reached once the distance is known are asked last, as first met (issue 26)", "[legality][wme]") {
    // Everything unknown but the sight (the BM_LegalityWmeChargeDepends case). A first pass reads
    // the states, the distance and the fortification; the charge reach's pace table is read only
    // once a distance is assumed: flying first, then (not flying) the formation.
    auto cavalry = ost::test::legality().troop(kWme, "cavalry");
    auto infantry = ost::test::legality().troop(kWme, "infantry");
    const auto r = ask(kWme, "charge", cavalry, infantry, {{"sees-target", "yes"}});
    CHECK(r.verdict == Verdict::Depends);
    std::vector<std::string> facts;
    for (const auto& m : r.missing) {
        facts.push_back(m.fact);
    }
    CHECK(facts == std::vector<std::string>{"actor.state.confused", "actor.state.engaged", "distance",
                                            "target.state.fortified", "actor.capability.fly", "actor.formation"});
    CHECK(answer(r, "distance", "> 60") == Verdict::Forbidden);
    CHECK(answer(r, "distance", "20 < d <= 30") == Verdict::Depends);
    CHECK(answer(r, "target.state.fortified", "yes") == Verdict::Forbidden); // cavalry is not infantry
    CHECK(answer(r, "actor.formation", "irregular") == Verdict::Depends);
    // Flying declared: the formation no longer matters, the distance decides with the states.
    cavalry.capabilities.on = {"fly"};
    const auto flying = ask(kWme, "charge", cavalry, infantry, {{"sees-target", "yes"}});
    CHECK(missing(flying, "actor.formation") == nullptr);
    CHECK(answer(flying, "distance", "30 < d <= 60") == Verdict::Depends);
    CHECK(answer(flying, "distance", "> 60") == Verdict::Forbidden);
}
