// ADLG legality rows (data/engine/adlg.xml): every contact restriction, the general exception,
// illegal contact, light infantry destruction, the two-opponents case and pursuit, each with
// an allowed and a forbidden case (seeds 000 and 003 of the rules).
#include "legality_fixtures.h"

#include "core/support/error.h"

#include <catch2/catch.hpp>

using namespace ost::engine::legality;
using ost::test::answer;
using ost::test::ask;
using ost::test::bare;
using ost::test::missing;
using ost::test::reason;
using ost::test::unit;

namespace {
const std::string kAdlg = "adlg";
std::map<std::string, std::string> side(const char* s) { return {{"side", s}, {"phase", "move"}}; }
} // namespace

TEST_CASE("ADLG: bowmen may not charge heavy infantry frontally in the open, but may its flank", "[legality][adlg]") {
    const auto hi = unit(kAdlg, "heavy-swordsmen", {}, {}, "open");
    const auto front = ask(kAdlg, "contact", unit(kAdlg, "bowmen"), hi, side("front"));
    CHECK(front.verdict == Verdict::Forbidden);
    REQUIRE(reason(front, "bw-cb-lh-restricted") != nullptr);
    CHECK(reason(front, "bw-cb-lh-restricted")->effect == Effect::Forbids);
    CHECK(reason(front, "bw-cb-lh-restricted")->section == "adlg.contact.restrictions");
    CHECK(reason(front, "illegal-contact") != nullptr); // stop just short
    CHECK(front.missing.empty());

    const auto flank = ask(kAdlg, "contact", unit(kAdlg, "bowmen"), hi, side("flank"));
    CHECK(flank.verdict == Verdict::Allowed);
    REQUIRE(reason(flank, "bw-cb-lh-restricted") != nullptr);
    CHECK(reason(flank, "bw-cb-lh-restricted")->overridden_by == std::vector<std::string>{"bw-cb-lh-flank-rear"});
    CHECK(reason(flank, "bw-cb-lh-flank-rear") != nullptr);
    CHECK(reason(flank, "illegal-contact") == nullptr);
    CHECK(ask(kAdlg, "contact", unit(kAdlg, "crossbowmen"), hi, side("rear")).verdict == Verdict::Allowed);
    CHECK(ask(kAdlg, "contact", unit(kAdlg, "crossbowmen"), hi, side("front")).verdict == Verdict::Forbidden);
}

TEST_CASE("ADLG: the issue's example, bowmen on the flank of heavy spearmen in melee", "[legality][adlg]") {
    const auto r = ask(kAdlg, "contact", unit(kAdlg, "bowmen"), unit(kAdlg, "heavy-spearmen", {"in-melee"}, {}, "open"),
                       side("flank"));
    CHECK(r.verdict == Verdict::Allowed);
    // Every reason that applies, not only the first: the restriction, and both exceptions.
    CHECK(reason(r, "bw-cb-lh-restricted") != nullptr);
    CHECK(reason(r, "bw-cb-lh-flank-rear") != nullptr);
    CHECK(reason(r, "melee-flank-exception") != nullptr);
    CHECK(reason(r, "bw-cb-lh-restricted")->overridden_by.size() == 2);
}

TEST_CASE("ADLG: bowmen, crossbowmen and light horse may charge light troops, artillery and the camp", "[legality][adlg]") {
    for (const char* shooter : {"bowmen", "crossbowmen", "light-cavalry"}) {
        CAPTURE(shooter);
        for (const char* target : {"light-infantry", "light-cavalry", "light-artillery", "camp"}) {
            CAPTURE(target);
            const auto r = ask(kAdlg, "contact", unit(kAdlg, shooter), unit(kAdlg, target, {}, {}, "open"), side("front"));
            CHECK(r.verdict == Verdict::Allowed);
            CHECK(reason(r, "bw-cb-lh-light-target") != nullptr);
        }
        CHECK(ask(kAdlg, "contact", unit(kAdlg, shooter), unit(kAdlg, "medium-cavalry", {}, {}, "open"), side("front")).verdict ==
              Verdict::Forbidden);
        CHECK(ask(kAdlg, "contact", unit(kAdlg, shooter), unit(kAdlg, "elephants", {}, {}, "open"), side("front")).verdict ==
              Verdict::Forbidden);
    }
}

TEST_CASE("ADLG: a foot unit giving support may be charged by bowmen, a mounted one not", "[legality][adlg]") {
    const auto foot = ask(kAdlg, "contact", unit(kAdlg, "bowmen"), unit(kAdlg, "pikemen", {"supporting"}, {}, "open"), side("front"));
    CHECK(foot.verdict == Verdict::Allowed);
    CHECK(reason(foot, "bw-cb-lh-supporting-foot") != nullptr);
    const auto mounted =
        ask(kAdlg, "contact", unit(kAdlg, "bowmen"), unit(kAdlg, "medium-cavalry", {"supporting"}, {}, "open"), side("front"));
    CHECK(mounted.verdict == Verdict::Forbidden);
}

TEST_CASE("ADLG: light horse with Impact, or against a disordered enemy, may charge frontally", "[legality][adlg]") {
    const auto hi = unit(kAdlg, "heavy-swordsmen", {}, {}, "open");
    const auto impact = ask(kAdlg, "contact", unit(kAdlg, "light-cavalry", {}, {"impact"}), hi, side("front"));
    CHECK(impact.verdict == Verdict::Allowed);
    CHECK(reason(impact, "lh-impact") != nullptr);
    CHECK(ask(kAdlg, "contact", unit(kAdlg, "light-cavalry"), hi, side("front")).verdict == Verdict::Forbidden);

    const auto disordered = ask(kAdlg, "contact", unit(kAdlg, "light-camelry"),
                                unit(kAdlg, "heavy-swordsmen", {"disordered"}, {}, "open"), side("front"));
    CHECK(disordered.verdict == Verdict::Allowed);
    CHECK(reason(disordered, "lh-disordered-target") != nullptr);
    // Bowmen get neither case.
    CHECK(ask(kAdlg, "contact", unit(kAdlg, "bowmen"), unit(kAdlg, "heavy-swordsmen", {"disordered"}, {}, "open"), side("front"))
              .verdict == Verdict::Forbidden);
    CHECK(ask(kAdlg, "contact", unit(kAdlg, "bowmen", {}, {"impact"}), hi, side("front")).verdict == Verdict::Forbidden);
}

TEST_CASE("ADLG: light horse of unknown capabilities depends on Impact, with both answers", "[legality][adlg]") {
    const auto r = ask(kAdlg, "contact", bare(kAdlg, "light-cavalry"), unit(kAdlg, "heavy-swordsmen", {}, {}, "open"), side("front"));
    CHECK(r.verdict == Verdict::Depends);
    REQUIRE(r.missing.size() == 1);
    CHECK(r.missing[0].fact == "actor.capability.impact");
    CHECK(r.missing[0].question.english() == "Does the acting unit have the Impact capability?");
    CHECK(answer(r, "actor.capability.impact", "yes") == Verdict::Allowed);
    CHECK(answer(r, "actor.capability.impact", "no") == Verdict::Forbidden);
}

TEST_CASE("ADLG: a missing side gives depends, naming front, flank and rear", "[legality][adlg]") {
    const auto r = ask(kAdlg, "contact", unit(kAdlg, "bowmen"), unit(kAdlg, "heavy-swordsmen", {}, {}, "open"), {{"phase", "move"}});
    CHECK(r.verdict == Verdict::Depends);
    REQUIRE(missing(r, "side") != nullptr);
    CHECK(answer(r, "side", "front") == Verdict::Forbidden);
    CHECK(answer(r, "side", "flank") == Verdict::Allowed);
    CHECK(answer(r, "side", "rear") == Verdict::Allowed);
    // A missing side does not matter when the target is light: no question asked.
    const auto li = ask(kAdlg, "contact", unit(kAdlg, "bowmen"), unit(kAdlg, "light-infantry", {}, {}, "open"), {});
    CHECK(li.verdict == Verdict::Allowed);
    CHECK(li.missing.empty());
}

TEST_CASE("ADLG: mixed units charge foot, and mounted only in melee or on flank or rear", "[legality][adlg]") {
    const auto mixed = unit(kAdlg, "mixed-medium-swordsmen");
    CHECK(ask(kAdlg, "contact", mixed, unit(kAdlg, "heavy-swordsmen", {}, {}, "open"), side("front")).verdict == Verdict::Allowed);
    const auto front = ask(kAdlg, "contact", mixed, unit(kAdlg, "medium-cavalry", {}, {}, "open"), side("front"));
    CHECK(front.verdict == Verdict::Forbidden);
    CHECK(reason(front, "mixed-vs-mounted") != nullptr);
    const auto melee = ask(kAdlg, "contact", mixed, unit(kAdlg, "medium-cavalry", {"in-melee"}, {}, "open"), side("front"));
    CHECK(melee.verdict == Verdict::Allowed);
    CHECK(reason(melee, "mixed-mounted-in-melee") != nullptr);
    CHECK(ask(kAdlg, "contact", mixed, unit(kAdlg, "heavy-knights", {}, {}, "open"), side("rear")).verdict == Verdict::Allowed);
}

TEST_CASE("ADLG: light infantry may charge light infantry, elephants, scythed chariots, artillery, the camp", "[legality][adlg]") {
    const auto li = unit(kAdlg, "light-infantry");
    for (const char* target : {"light-infantry", "elephants", "scythed-chariots", "heavy-artillery", "camp"}) {
        CAPTURE(target);
        const auto r = ask(kAdlg, "contact", li, unit(kAdlg, target, {}, {}, "open"), side("front"));
        CHECK(r.verdict == Verdict::Allowed);
        CHECK(reason(r, "li-targets") != nullptr);
    }
    const auto hi = ask(kAdlg, "contact", li, unit(kAdlg, "heavy-swordsmen", {}, {}, "open"), side("front"));
    CHECK(hi.verdict == Verdict::Forbidden);
    CHECK(reason(hi, "li-restricted") != nullptr);
    // Light horse is light but not in the LI list.
    CHECK(ask(kAdlg, "contact", li, unit(kAdlg, "light-cavalry", {}, {}, "open"), side("front")).verdict == Verdict::Forbidden);
}

TEST_CASE("ADLG: light infantry against enemies in rough or difficult ground", "[legality][adlg]") {
    const auto li = unit(kAdlg, "light-infantry");
    const auto penalised = ask(kAdlg, "contact", li, unit(kAdlg, "heavy-knights", {"penalised-in-terrain"}, {}, "wood"), side("front"));
    CHECK(penalised.verdict == Verdict::Allowed);
    CHECK(reason(penalised, "li-terrain-penalised") != nullptr);
    CHECK(ask(kAdlg, "contact", li, unit(kAdlg, "heavy-swordsmen", {}, {}, "rough"), side("flank")).verdict == Verdict::Allowed);
    CHECK(ask(kAdlg, "contact", li, unit(kAdlg, "heavy-swordsmen", {"disordered"}, {}, "brush"), side("front")).verdict ==
          Verdict::Allowed);
    // In rough ground but none of the three cases; and the same cases in the open.
    CHECK(ask(kAdlg, "contact", li, unit(kAdlg, "heavy-swordsmen", {}, {}, "rough"), side("front")).verdict == Verdict::Forbidden);
    CHECK(ask(kAdlg, "contact", li, unit(kAdlg, "heavy-swordsmen", {"disordered", "penalised-in-terrain"}, {}, "open"), side("front"))
              .verdict == Verdict::Forbidden);
}

TEST_CASE("ADLG: war wagons and artillery never charge nor come to support", "[legality][adlg]") {
    for (const char* troop : {"war-wagons", "medium-artillery"}) {
        CAPTURE(troop);
        const auto r = ask(kAdlg, "contact", unit(kAdlg, troop), unit(kAdlg, "light-infantry", {"in-melee"}, {}, "open"), side("rear"));
        CHECK(r.verdict == Verdict::Forbidden);
        CHECK(reason(r, "wwg-art-never") != nullptr);
        CHECK(reason(r, "melee-flank-exception") == nullptr); // the general exception excludes them
        const auto support = ask(kAdlg, "support", unit(kAdlg, troop), std::nullopt);
        CHECK(support.verdict == Verdict::Forbidden);
    }
    const auto li_support = ask(kAdlg, "support", unit(kAdlg, "light-infantry", {}, {}, "open"), std::nullopt);
    CHECK(li_support.verdict == Verdict::Allowed);
    CHECK(reason(li_support, "support-exception") != nullptr);
}

TEST_CASE("ADLG: any other unit may contact the flank of an enemy already in melee", "[legality][adlg]") {
    const auto in_melee = unit(kAdlg, "heavy-knights", {"in-melee"}, {}, "open");
    for (const char* troop : {"light-infantry", "bowmen", "light-cavalry", "mixed-medium-swordsmen"}) {
        CAPTURE(troop);
        const auto r = ask(kAdlg, "contact", unit(kAdlg, troop), in_melee, side("flank"));
        CHECK(r.verdict == Verdict::Allowed);
        CHECK(reason(r, "melee-flank-exception") != nullptr);
    }
    // Frontally the exception does not apply.
    CHECK(ask(kAdlg, "contact", unit(kAdlg, "light-infantry"), in_melee, side("front")).verdict == Verdict::Forbidden);
}

TEST_CASE("ADLG: LI and the two-opponents case after conformation", "[legality][adlg]") {
    const auto li = unit(kAdlg, "light-infantry", {}, {}, "open");
    const auto wwg = unit(kAdlg, "war-wagons", {}, {}, "open");
    auto facts = side("front");
    facts["two-opponents"] = "no";
    CHECK(ask(kAdlg, "contact", li, wwg, facts).verdict == Verdict::Forbidden);
    facts["two-opponents"] = "yes";
    const auto allowed = ask(kAdlg, "contact", li, wwg, facts);
    CHECK(allowed.verdict == Verdict::Allowed);
    CHECK(reason(allowed, "li-two-opponents-final") != nullptr);

    // Charged: must evade unless the final opponent is light, an elephant, a scythed chariot, or it ends supporting.
    const std::map<std::string, std::string> two{{"two-opponents", "yes"}, {"ends-supporting", "no"}};
    CHECK(ask(kAdlg, "evade", li, unit(kAdlg, "heavy-swordsmen"), two).verdict == Verdict::Must);
    CHECK(ask(kAdlg, "evade", li, unit(kAdlg, "elephants"), two).verdict == Verdict::May);
    CHECK(ask(kAdlg, "evade", li, unit(kAdlg, "heavy-swordsmen"), {{"two-opponents", "yes"}, {"ends-supporting", "yes"}}).verdict ==
          Verdict::May);
    CHECK(ask(kAdlg, "evade", li, unit(kAdlg, "heavy-swordsmen"), {{"two-opponents", "no"}}).verdict == Verdict::May);
}

TEST_CASE("ADLG: light infantry destroyed when contacted in the open", "[legality][adlg]") {
    const auto li_open = unit(kAdlg, "light-infantry", {}, {}, "open");
    for (const char* heavy : {"javelinmen", "medium-spearmen", "heavy-swordsmen", "medium-cavalry", "heavy-knights"}) {
        CAPTURE(heavy);
        const auto r = ask(kAdlg, "li-destroyed", unit(kAdlg, heavy), li_open, {{"phase", "move"}, {"evade-failed", "yes"}});
        CHECK(r.verdict == Verdict::Yes);
        CHECK(reason(r, "li-destroyed-open") != nullptr);
        CHECK(reason(r, "li-removed-in-melee-phase") != nullptr);
    }
    CHECK(ask(kAdlg, "li-destroyed", unit(kAdlg, "heavy-swordsmen"), li_open, {{"phase", "move"}, {"evade-failed", "no"}}).verdict ==
          Verdict::No);
    CHECK(ask(kAdlg, "li-destroyed", unit(kAdlg, "light-cavalry"), li_open, {{"phase", "move"}, {"evade-failed", "yes"}}).verdict ==
          Verdict::No);
    CHECK(ask(kAdlg, "li-destroyed", unit(kAdlg, "heavy-swordsmen"), unit(kAdlg, "light-infantry", {}, {}, "rough"),
              {{"phase", "move"}, {"evade-failed", "yes"}})
              .verdict == Verdict::No);
    const auto unknown = ask(kAdlg, "li-destroyed", unit(kAdlg, "heavy-swordsmen"), li_open, {{"phase", "move"}});
    CHECK(unknown.verdict == Verdict::Depends);
    CHECK(answer(unknown, "evade-failed", "yes") == Verdict::Yes);
    CHECK(answer(unknown, "evade-failed", "no") == Verdict::No);
}

TEST_CASE("ADLG: a heavy unit already in melee does not destroy LI by contact", "[legality][adlg]") {
    const auto r = ask(kAdlg, "li-destroyed", unit(kAdlg, "heavy-swordsmen", {"in-melee"}), unit(kAdlg, "light-infantry", {}, {}, "open"),
                       {{"phase", "move"}, {"evade-failed", "yes"}});
    CHECK(r.verdict == Verdict::No);
    CHECK(reason(r, "li-not-by-engaged-heavy") != nullptr);
}

TEST_CASE("ADLG: LI destroyed in the pursuit phase by anything but light troops and elephants", "[legality][adlg]") {
    const auto li_open = unit(kAdlg, "light-infantry", {}, {}, "open");
    const std::map<std::string, std::string> pursuit{{"phase", "pursuit"}};
    const auto r = ask(kAdlg, "li-destroyed", unit(kAdlg, "medium-cavalry"), li_open, pursuit);
    CHECK(r.verdict == Verdict::Yes);
    CHECK(reason(r, "li-destroyed-pursuit") != nullptr);
    CHECK(ask(kAdlg, "li-destroyed", unit(kAdlg, "war-wagons"), li_open, pursuit).verdict == Verdict::Yes);
    CHECK(ask(kAdlg, "li-destroyed", unit(kAdlg, "light-cavalry"), li_open, pursuit).verdict == Verdict::No);
    CHECK(ask(kAdlg, "li-destroyed", unit(kAdlg, "elephants"), li_open, pursuit).verdict == Verdict::No);
}

TEST_CASE("ADLG: camels do not destroy LI in brush or dunes", "[legality][adlg]") {
    const auto r = ask(kAdlg, "li-destroyed", unit(kAdlg, "medium-camelry"), unit(kAdlg, "light-infantry", {}, {}, "dunes"),
                       {{"phase", "pursuit"}});
    CHECK(r.verdict == Verdict::No);
    CHECK(reason(r, "li-not-by-camels") != nullptr);
    const auto horses = ask(kAdlg, "li-destroyed", unit(kAdlg, "medium-cavalry"), unit(kAdlg, "light-infantry", {}, {}, "dunes"),
                            {{"phase", "pursuit"}});
    CHECK(reason(horses, "li-not-by-camels") == nullptr);
    // In the open, camels destroy LI like any cavalry.
    CHECK(ask(kAdlg, "li-destroyed", unit(kAdlg, "medium-camelry"), unit(kAdlg, "light-infantry", {}, {}, "open"),
              {{"phase", "pursuit"}})
              .verdict == Verdict::Yes);
}

TEST_CASE("ADLG: the isolated LI steps back, and is destroyed when blocked", "[legality][adlg]") {
    const auto li = unit(kAdlg, "light-infantry", {}, {}, "open");
    const auto hi = unit(kAdlg, "heavy-swordsmen");
    const auto back = ask(kAdlg, "li-destroyed", hi, li, {{"phase", "rout"}, {"isolated", "yes"}, {"step-back-blocked", "no"}});
    CHECK(back.verdict == Verdict::No);
    CHECK(reason(back, "li-isolated-steps-back") != nullptr);
    const auto blocked = ask(kAdlg, "li-destroyed", hi, li, {{"phase", "rout"}, {"isolated", "yes"}, {"step-back-blocked", "yes"}});
    CHECK(blocked.verdict == Verdict::Yes);
    CHECK(reason(blocked, "li-isolated-blocked") != nullptr);
}

TEST_CASE("ADLG: pursuit, who must, who may, who never", "[legality][adlg]") {
    const std::map<std::string, std::string> normal{{"phasing", "yes"},   {"all-opponents-routed", "yes"}, {"contacted-flank-rear", "no"},
                                                    {"bad-ground", "no"}, {"defends-obstacle", "no"}};
    const auto levies = unit(kAdlg, "levies", {}, {"impetuous"});
    const auto must = ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-swordsmen"), normal);
    CHECK(must.kind == QuestionKind::Obligation);
    CHECK(must.verdict == Verdict::Must);
    CHECK(reason(must, "pursuit-impetuous") != nullptr);
    CHECK(reason(must, "pursuit-how") != nullptr);
    CHECK(ask(kAdlg, "pursuit", unit(kAdlg, "heavy-swordsmen"), unit(kAdlg, "medium-swordsmen"), normal).verdict == Verdict::May);
    // The exceptions to the impetuous obligation.
    CHECK(ask(kAdlg, "pursuit", levies, unit(kAdlg, "elephants"), normal).verdict == Verdict::May);
    CHECK(ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-cavalry"), normal).verdict == Verdict::May);
    auto ground = normal;
    ground["bad-ground"] = "yes";
    CHECK(ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-swordsmen"), ground).verdict == Verdict::May);
    auto defending = normal;
    defending["defends-obstacle"] = "yes";
    CHECK(ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-swordsmen"), defending).verdict == Verdict::May);
    // Never.
    for (const auto& [fact, value] : std::map<std::string, std::string>{
             {"phasing", "no"}, {"all-opponents-routed", "no"}, {"contacted-flank-rear", "yes"}}) {
        CAPTURE(fact);
        auto f = normal;
        f[fact] = value;
        CHECK(ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-swordsmen"), f).verdict == Verdict::Never);
    }
}

TEST_CASE("ADLG: what a pursuit contact may and may not do", "[legality][adlg]") {
    const auto r = ask(kAdlg, "contact", unit(kAdlg, "heavy-swordsmen"), unit(kAdlg, "medium-spearmen", {}, {}, "open"),
                       {{"side", "front"}, {"phase", "pursuit"}});
    CHECK(r.verdict == Verdict::Allowed);
    CHECK(reason(r, "pursuit-contact-is-not-a-charge") != nullptr);
    const auto move = ask(kAdlg, "contact", unit(kAdlg, "heavy-swordsmen"), unit(kAdlg, "medium-spearmen", {}, {}, "open"), side("front"));
    CHECK(reason(move, "pursuit-contact-is-not-a-charge") == nullptr);
}

TEST_CASE("ADLG: a unit from an army list brings its troop type and capabilities", "[legality][adlg]") {
    const auto lh = ost::test::legality().list_unit(kAdlg, "001-sumer-and-akkad", "scouts-on-equids");
    CHECK(lh.troop == "light-cavalry");
    CHECK(lh.category == "LH");
    CHECK(lh.capabilities.complete);
    CHECK(lh.capabilities.has("bows") == std::optional<bool>(true));
    CHECK(lh.capabilities.has("impact") == std::optional<bool>(false));
    // Its capabilities are complete: no question about Impact.
    const auto r = ask(kAdlg, "contact", lh, unit(kAdlg, "heavy-swordsmen", {}, {}, "open"), side("front"));
    CHECK(r.verdict == Verdict::Forbidden);
    CHECK_THROWS_AS(ost::test::legality().list_unit(kAdlg, "001-sumer-and-akkad", "no-such-unit"), ost::InvalidInputError);
    CHECK_THROWS_AS(ost::test::legality().troop(kAdlg, "hoplites"), ost::InvalidInputError);
}

TEST_CASE("ADLG: each exception names its own row among the reasons", "[legality][adlg]") {
    const auto mixed = ask(kAdlg, "contact", unit(kAdlg, "mixed-medium-swordsmen"), unit(kAdlg, "heavy-knights", {}, {}, "open"), side("rear"));
    CHECK(reason(mixed, "mixed-flank-rear") != nullptr);
    CHECK(reason(mixed, "mixed-vs-mounted")->overridden_by == std::vector<std::string>{"mixed-flank-rear"});
    const auto li = unit(kAdlg, "light-infantry");
    CHECK(reason(ask(kAdlg, "contact", li, unit(kAdlg, "heavy-swordsmen", {}, {}, "rough"), side("flank")), "li-terrain-flank-rear") != nullptr);
    CHECK(reason(ask(kAdlg, "contact", li, unit(kAdlg, "heavy-swordsmen", {"disordered"}, {}, "brush"), side("front")),
                 "li-terrain-disordered") != nullptr);
    const auto li_open = unit(kAdlg, "light-infantry", {}, {}, "open");
    const auto vs_el = ask(kAdlg, "evade", li_open, unit(kAdlg, "elephants"), {{"two-opponents", "yes"}, {"ends-supporting", "no"}});
    CHECK(reason(vs_el, "li-two-opponents-light-final") != nullptr);
    CHECK(reason(vs_el, "li-two-opponents-evade")->overridden_by == std::vector<std::string>{"li-two-opponents-light-final"});
    CHECK(reason(ask(kAdlg, "evade", li_open, unit(kAdlg, "heavy-swordsmen"), {{"two-opponents", "yes"}, {"ends-supporting", "yes"}}),
                 "li-two-opponents-supporting") != nullptr);

    const std::map<std::string, std::string> normal{{"phasing", "yes"},   {"all-opponents-routed", "yes"}, {"contacted-flank-rear", "no"},
                                                    {"bad-ground", "no"}, {"defends-obstacle", "no"}};
    const auto levies = unit(kAdlg, "levies", {}, {"impetuous"});
    auto with = [&](const char* fact, const char* value) {
        auto f = normal;
        f[fact] = value;
        return f;
    };
    CHECK(reason(ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-swordsmen"), with("all-opponents-routed", "no")), "pursuit-opponents-left") !=
          nullptr);
    CHECK(reason(ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-swordsmen"), with("contacted-flank-rear", "yes")),
                 "pursuit-still-contacted") != nullptr);
    CHECK(reason(ask(kAdlg, "pursuit", levies, unit(kAdlg, "war-wagons"), normal), "pursuit-after-art-wwg-el") != nullptr);
    CHECK(reason(ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-swordsmen"), with("bad-ground", "yes")), "pursuit-bad-ground") != nullptr);
    CHECK(reason(ask(kAdlg, "pursuit", levies, unit(kAdlg, "medium-swordsmen"), with("defends-obstacle", "yes")), "pursuit-defending") !=
          nullptr);
    CHECK(reason(ask(kAdlg, "pursuit", levies, unit(kAdlg, "light-cavalry"), normal), "pursuit-foot-after-mounted") != nullptr);
    // Mounted pursuing mounted: not the foot exception.
    CHECK(reason(ask(kAdlg, "pursuit", unit(kAdlg, "heavy-knights", {}, {"impetuous"}), unit(kAdlg, "light-cavalry"), normal),
                 "pursuit-foot-after-mounted") == nullptr);
}

TEST_CASE("ADLG: a pursuer contacting LI in the open eliminates it, whether or not it is in melee (issue 27)", "[legality][adlg]") {
    // adlg.light-infantry.destruction: in the pursuit phase the contact eliminates the LI; a
    // pursuer is never in melee, so its melee state cannot matter (it used to: "depends").
    const auto li_open = unit(kAdlg, "light-infantry", {}, {}, "open");
    const std::map<std::string, std::string> pursuit{{"phase", "pursuit"}};
    const auto unknown_states = ask(kAdlg, "li-destroyed", bare(kAdlg, "heavy-swordsmen"), li_open, pursuit);
    CHECK(unknown_states.verdict == Verdict::Yes);
    CHECK(missing(unknown_states, "actor.state.in-melee") == nullptr);
    CHECK(reason(unknown_states, "li-destroyed-pursuit") != nullptr);
    CHECK(reason(unknown_states, "li-destroyed-pursuit")->section == "adlg.light-infantry.destruction");
    const auto in_melee = ask(kAdlg, "li-destroyed", unit(kAdlg, "heavy-swordsmen", {"in-melee"}), li_open, pursuit);
    CHECK(in_melee.verdict == Verdict::Yes);
    CHECK(reason(in_melee, "li-not-by-engaged-heavy") == nullptr);
    // Outside the pursuit a heavy unit already in melee still does not destroy it by contact.
    CHECK(ask(kAdlg, "li-destroyed", unit(kAdlg, "heavy-swordsmen", {"in-melee"}), li_open,
              {{"phase", "move"}, {"evade-failed", "yes"}}).verdict == Verdict::No);
}

TEST_CASE("ADLG: mixed units charging foot have an explicit permission (issue 27)", "[legality][adlg]") {
    // adlg.contact.restrictions: mixed units charge foot freely.
    const auto r = ask(kAdlg, "contact", unit(kAdlg, "mixed-medium-swordsmen"), unit(kAdlg, "heavy-swordsmen", {}, {}, "open"),
                       side("front"));
    CHECK(r.verdict == Verdict::Allowed);
    REQUIRE(reason(r, "mixed-vs-foot") != nullptr);
    CHECK(reason(r, "mixed-vs-foot")->effect == Effect::Allows);
    CHECK(reason(r, "mixed-vs-foot")->section == "adlg.contact.restrictions");
    CHECK(reason(r, "no-restriction") == nullptr); // a permission is the reason
    // Against mounted troops in front, not in melee: still forbidden.
    CHECK(ask(kAdlg, "contact", unit(kAdlg, "mixed-medium-swordsmen"), unit(kAdlg, "medium-cavalry", {}, {}, "open"),
              side("front")).verdict == Verdict::Forbidden);
}

TEST_CASE("ADLG: knights against heavy infantry: allowed because no restriction applies (issue 27)", "[legality][adlg]") {
    const auto r = ask(kAdlg, "contact", unit(kAdlg, "heavy-knights"), unit(kAdlg, "heavy-spearmen", {}, {}, "open"), side("front"));
    CHECK(r.verdict == Verdict::Allowed);
    REQUIRE(reason(r, "no-restriction") != nullptr);
    CHECK(reason(r, "no-restriction")->section == "adlg.contact.restrictions");
    CHECK(reason(r, "no-restriction")->effect == Effect::Note);
    // Not said when the contact is forbidden.
    const auto no = ask(kAdlg, "contact", unit(kAdlg, "bowmen"), unit(kAdlg, "heavy-spearmen", {}, {}, "open"), side("front"));
    CHECK(no.verdict == Verdict::Forbidden);
    CHECK(reason(no, "no-restriction") == nullptr);
}

TEST_CASE("ADLG: every allowed contact between catalogue troops cites a rule that permits it", "[legality][adlg]") {
    const char* troops[] = {"javelinmen", "bowmen", "light-infantry", "medium-swordsmen", "heavy-spearmen", "pikemen",
                            "war-wagons", "light-artillery", "light-cavalry", "medium-cavalry", "heavy-knights",
                            "elephants", "scythed-chariots", "mixed-medium-swordsmen", "medium-camelry"};
    int allowed = 0;
    for (const char* actor : troops) {
        for (const char* target : troops) {
            for (const char* s : {"front", "flank"}) {
                const auto r = ask(kAdlg, "contact", unit(kAdlg, actor), unit(kAdlg, target, {}, {}, "open"), side(s));
                if (r.verdict != Verdict::Allowed) {
                    continue;
                }
                ++allowed;
                // A permission that applies and is not set aside, or the "no restriction" note.
                const bool cited = std::any_of(r.reasons.begin(), r.reasons.end(), [](const Reason& x) {
                    return (x.effect == Effect::Allows && x.overridden_by.empty()) || x.row == "no-restriction";
                });
                CAPTURE(actor, target, s);
                CHECK(cited);
            }
        }
    }
    CHECK(allowed > 50);
}

TEST_CASE("ADLG rout: friends less than 1 UD behind lose a cohesion point, and routs cascade (issue 27)", "[legality][adlg]") {
    // adlg.rout.unit. The acting unit may lose the point; the target is the routing unit.
    const auto routing = unit(kAdlg, "heavy-swordsmen", {}, {}, "open");
    const std::map<std::string, std::string> behind{{"friend", "yes"}, {"behind-routing", "yes"}};
    const auto r = ask(kAdlg, "rout-cohesion", unit(kAdlg, "medium-cavalry"), routing, behind);
    CHECK(r.verdict == Verdict::Yes);
    CHECK(reason(r, "rout-friends-behind") != nullptr);
    CHECK(reason(r, "rout-cascade") != nullptr); // it may rout in turn
    CHECK(ask(kAdlg, "rout-cohesion", unit(kAdlg, "medium-cavalry"), routing, {{"friend", "yes"}, {"behind-routing", "no"}})
              .verdict == Verdict::No);
    const auto enemy = ask(kAdlg, "rout-cohesion", unit(kAdlg, "medium-cavalry"), routing, {{"friend", "no"}, {"behind-routing", "yes"}});
    CHECK(enemy.verdict == Verdict::No);
    CHECK(reason(enemy, "rout-enemies-unaffected") != nullptr);
    // Unknown: the two facts that decide it are asked, with the verdict of each answer.
    const auto unknown = ask(kAdlg, "rout-cohesion", unit(kAdlg, "medium-cavalry"), routing);
    CHECK(unknown.verdict == Verdict::Depends);
    CHECK(answer(unknown, "friend", "no") == Verdict::No);
    CHECK(missing(unknown, "in-fury-strip") == nullptr); // only elephants' fury reads it
}

TEST_CASE("ADLG rout: artillery and war wagons vanish without a rout move; routing LI only affects LI (issue 27)", "[legality][adlg]") {
    const std::map<std::string, std::string> behind{{"friend", "yes"}, {"behind-routing", "yes"}};
    for (const char* gone : {"light-artillery", "war-wagons"}) {
        CAPTURE(gone);
        const auto move = ask(kAdlg, "rout-move", unit(kAdlg, gone), std::nullopt);
        CHECK(move.verdict == Verdict::No);
        CHECK(reason(move, "rout-move-art-wwg") != nullptr);
        const auto friends = ask(kAdlg, "rout-cohesion", unit(kAdlg, "pikemen"), unit(kAdlg, gone), behind);
        CHECK(friends.verdict == Verdict::No);
        CHECK(reason(friends, "rout-art-wwg-removed") != nullptr);
        CHECK(ask(kAdlg, "rout-turn", unit(kAdlg, gone), std::nullopt, {{"attacked-only-flank-rear", "yes"}}).verdict ==
              Verdict::Never);
    }
    CHECK(ask(kAdlg, "rout-move", unit(kAdlg, "pikemen"), std::nullopt).verdict == Verdict::Yes);
    const auto li = unit(kAdlg, "light-infantry", {}, {}, "open");
    CHECK(ask(kAdlg, "rout-cohesion", unit(kAdlg, "pikemen"), li, behind).verdict == Verdict::No);
    CHECK(reason(ask(kAdlg, "rout-cohesion", unit(kAdlg, "pikemen"), li, behind), "rout-li-only-li") != nullptr);
    CHECK(ask(kAdlg, "rout-cohesion", unit(kAdlg, "light-infantry"), li, behind).verdict == Verdict::Yes);
}

TEST_CASE("ADLG rout: a unit attacked only in flank or rear turns to face first (issue 27)", "[legality][adlg]") {
    const auto turn = ask(kAdlg, "rout-turn", unit(kAdlg, "heavy-spearmen"), std::nullopt, {{"attacked-only-flank-rear", "yes"}});
    CHECK(turn.verdict == Verdict::Must);
    CHECK(reason(turn, "rout-turn-to-face")->section == "adlg.rout.unit");
    CHECK(ask(kAdlg, "rout-turn", unit(kAdlg, "heavy-spearmen"), std::nullopt, {{"attacked-only-flank-rear", "no"}}).verdict ==
          Verdict::Never);
}

TEST_CASE("ADLG elephant fury: every unit in its strip loses a point, friend or foe, but not LI (issue 27)", "[legality][adlg]") {
    // adlg.elephant-fury: the acting unit is in (or out of) the strip of the routing elephants.
    const auto elephants = unit(kAdlg, "elephants", {}, {}, "open");
    for (const char* friendly : {"yes", "no"}) {
        CAPTURE(friendly);
        const auto hit = ask(kAdlg, "rout-cohesion", unit(kAdlg, "medium-cavalry"), elephants,
                             {{"friend", friendly}, {"in-fury-strip", "yes"}});
        CHECK(hit.verdict == Verdict::Yes);
        CHECK(reason(hit, "rout-elephant-fury-strip")->section == "adlg.elephant-fury");
        CHECK(ask(kAdlg, "rout-cohesion", unit(kAdlg, "medium-cavalry"), elephants, {{"friend", friendly}, {"in-fury-strip", "no"}})
                  .verdict == Verdict::No);
        const auto li = ask(kAdlg, "rout-cohesion", unit(kAdlg, "light-infantry"), elephants,
                            {{"friend", friendly}, {"in-fury-strip", "yes"}});
        CHECK(li.verdict == Verdict::No);
        CHECK(reason(li, "rout-elephant-fury-spares-li") != nullptr);
    }
    CHECK(reason(ask(kAdlg, "rout-move", unit(kAdlg, "elephants"), std::nullopt), "rout-move-elephant-fury") != nullptr);
}
