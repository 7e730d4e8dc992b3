// Tests of RosterValidator: every army-composition rule with a legal and an illegal roster,
// the WME size brackets and the ADLG sizes. Expected figures come from the list files by hand.
#include "core/io/roster_reader.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {
int count_code(const RosterReport& report, const std::string& code, const std::string& subject) {
    return static_cast<int>(
        std::count_if(report.diagnostics.begin(), report.diagnostics.end(),
                      [&](const Diagnostic& d) { return d.code == code && d.subject == subject; }));
}

/// An Empire roster at `size` with a General, `halberdiers` Halberdiers and `handgunners`
/// Handgunners.
Roster empire(int size, int halberdiers, int handgunners) {
    auto r = make_roster("wme", "empire", size);
    add(r, "general");
    if (halberdiers > 0) {
        add(r, "halberdiers", halberdiers); // e2
    }
    if (handgunners > 0) {
        add(r, "arquebusiers", handgunners);
    }
    return r;
}

bool halberdier_min(const RosterReport& report) {
    return message_of(report, "roster.unit-min").find("Halberdiers") != std::string::npos;
}
bool handgunner_max(const RosterReport& report) {
    return message_of(report, "roster.unit-max").find("Handgunners") != std::string::npos;
}
} // namespace

TEST_CASE("the committed samples validate as documented", "[roster][validator]") {
    const auto wme = bundled_validator("wme", "empire");
    const auto legal = wme.validate(read_roster_file(roster_path("wme-legal.ostr")));
    CHECK(legal.legal());
    CHECK(legal.diagnostics.empty());
    // 125+2×80+45+4×45+50+4×55+4×110+25+2×95+85+3×65+2×70+100
    CHECK(legal.points == 1955);
    CHECK(legal.units == 21); // 4+4+4+2+1+3+2+1: characters and skirmishers excluded
    CHECK(legal.break_point == 11);

    const auto illegal = wme.validate(read_roster_file(roster_path("wme-illegal.ostr")));
    CHECK_FALSE(illegal.legal());
    CHECK(illegal.points == 2355);
    CHECK(illegal.units == 17);
    CHECK(illegal.break_point == 9);
    auto codes = error_codes(illegal);
    std::sort(codes.begin(), codes.end());
    CHECK(codes == std::vector<std::string>{
                       "roster.points-over", "roster.unit-min", "roster.unit-unknown",
                       "wme.attachment-target", "wme.character-max", "wme.general-count",
                       "wme.magic-eligible", "wme.magic-per-unit", "wme.magic-unique"});

    const auto adlg = bundled_validator("adlg", "001-sumer-and-akkad");
    const auto a_legal = adlg.validate(read_roster_file(roster_path("adlg-legal.ostr")));
    CHECK(a_legal.legal());
    CHECK(a_legal.points == 191);
    CHECK(a_legal.cohesion == 25);
    CHECK(a_legal.command_points == 3);
    CHECK(a_legal.commands_required == 3);
    REQUIRE(a_legal.commands.size() == 3);
    CHECK(a_legal.commands[0].points ==
          3 + 20 + 6 + 12); // competent, chariots, scouts, levy: the camp the file puts in c1
                            // stands outside the commands (adlg.army-composition.camp)
    CHECK(a_legal.camp_points == 6);
    CHECK(a_legal.commands[0].units == 2 + 1 + 4);
    CHECK(a_legal.commands[1].points == 72 + 10);
    CHECK(a_legal.commands[2].command_points == 2);

    const auto a_illegal = adlg.validate(read_roster_file(roster_path("adlg-illegal.ostr")));
    auto a_codes = error_codes(a_illegal);
    std::sort(a_codes.begin(), a_codes.end());
    CHECK(a_codes == std::vector<std::string>{"adlg.camp-max", "adlg.command-count",
                                              "adlg.command-unknown", "adlg.general-per-command",
                                              "adlg.general-per-command", "adlg.strategist-max",
                                              "roster.group-min", "roster.unit-max",
                                              "roster.unit-min"});
}

TEST_CASE("WME limits follow the full 1000-point brackets", "[roster][validator][wme]") {
    const auto v = bundled_validator("wme", "empire");
    // Halberdiers: min 2 per 1000; Handgunners: max 3 per 1000.
    SECTION("999: no minimums, the 1000-point maximums") {
        CHECK_FALSE(halberdier_min(v.validate(empire(999, 0, 3))));
        const auto over = v.validate(empire(999, 0, 4));
        CHECK(handgunner_max(over));
        CHECK_THAT(message_of(over, "roster.unit-max"),
                   Catch::Contains("a 999-point army (under 1000 points") &&
                       Catch::Contains("4 chosen"));
    }
    SECTION("1000") {
        CHECK(halberdier_min(v.validate(empire(1000, 1, 0))));
        CHECK_FALSE(halberdier_min(v.validate(empire(1000, 2, 3))));
        CHECK(handgunner_max(v.validate(empire(1000, 2, 4))));
    }
    SECTION("1500 uses the 1000 figures") {
        CHECK_FALSE(halberdier_min(v.validate(empire(1500, 2, 3))));
        const auto over = v.validate(empire(1500, 2, 4));
        CHECK_THAT(message_of(over, "roster.unit-max"), Catch::Contains("(limits of 1000 points)"));
    }
    SECTION("1999 still uses the 1000 figures") {
        CHECK_FALSE(halberdier_min(v.validate(empire(1999, 2, 3))));
        CHECK(handgunner_max(v.validate(empire(1999, 2, 4))));
    }
    SECTION("2000 doubles them") {
        const auto under = v.validate(empire(2000, 3, 6));
        CHECK(message_of(under, "roster.unit-min") ==
              "Halberdiers: at least 4 for a 2000-point army, 3 chosen");
        CHECK(count_code(under, "roster.unit-min", "e2") == 1);
        CHECK_FALSE(halberdier_min(v.validate(empire(2000, 4, 6))));
        CHECK_FALSE(handgunner_max(v.validate(empire(2000, 4, 6))));
        CHECK(handgunner_max(v.validate(empire(2000, 4, 7))));
    }
    SECTION("3000 triples them") {
        CHECK(halberdier_min(v.validate(empire(3000, 5, 0))));
        CHECK_FALSE(halberdier_min(v.validate(empire(3000, 6, 9))));
        CHECK(handgunner_max(v.validate(empire(3000, 6, 10))));
    }
}

TEST_CASE("validation messages are bilingual with plural forms", "[roster][validator][i18n]") {
    const auto v = bundled_validator("wme", "empire");
    const auto report = v.validate(empire(2000, 1, 0));
    const auto* d = &report.diagnostics.front();
    for (const auto& x : report.diagnostics) {
        if (x.code == "roster.unit-min" && x.subject == "e2") {
            d = &x;
        }
    }
    CHECK(d->message.english() == "Halberdiers: at least 4 for a 2000-point army, 1 chosen");
    CHECK(d->rule_id == "wme.army-selection");
    // The plural form follows the count chosen.
    const auto three = v.validate(empire(2000, 3, 0));
    CHECK(message_of(three, "roster.unit-min") ==
          "Halberdiers: at least 4 for a 2000-point army, 3 chosen");

    // With the real French catalog: the name leads the message, so it never needs a plural of
    // its own (never « Maximum 2 Sorcier »), and the count chosen follows the French plural
    // rule (Plural-Forms: nplurals=2; plural=(n > 1)): 0 and 1 singular.
    const MoCatalog fr(OST_FR_MO, "fr");
    CHECK(d->message.render(fr) == "Hallebardiers : minimum 4 pour une armée de 2000 points, 1 choisi");
    CHECK(three.diagnostics.size() >= 1);
    for (const auto& x : three.diagnostics) {
        if (x.code == "roster.unit-min" && x.subject == "e2") {
            CHECK(x.message.render(fr) ==
                  "Hallebardiers : minimum 4 pour une armée de 2000 points, 3 choisis");
        }
    }
    auto wizards = empire(1000, 2, 0);
    add(wizards, "sorcier", 3);
    const auto too_many = v.validate(wizards);
    bool seen = false;
    for (const auto& x : too_many.diagnostics) {
        if (x.code == "wme.character-max") {
            seen = true;
            CHECK(x.message.english() == "Wizard: at most 1 for a 1000-point army (characters per "
                                         "1000 points), 3 chosen");
            CHECK(x.message.render(fr) == "Sorcier : maximum 1 pour une armée de 1000 points "
                                          "(personnages par tranche de 1000 points), 3 choisis");
        }
    }
    CHECK(seen);
}

TEST_CASE("Points cannot overflow: totals are summed in 64 bits and saturate", "[roster][hardening]") {
    auto list = ost::test::bundled_list("wme", "empire");
    REQUIRE_FALSE(list.units.empty());
    auto& unit = list.units.front();
    for (auto& cost : unit.costs) {
        if (cost.type == "points") {
            cost.value = 1000000; // the largest cost a lists/ file may hold (kMaxCostValue)
        }
    }
    const ost::RosterValidator validator(ost::test::bundled_system("wme"), list);
    auto exact = ost::test::make_roster("wme", "empire", 2000);
    ost::test::add(exact, unit.id, 2147); // 2 147 000 000: just under INT_MAX, still exact
    CHECK(validator.validate(exact).points == 2147000000);
    auto huge = ost::test::make_roster("wme", "empire", 2000);
    ost::test::add(huge, unit.id, 10000); // 10^10 in one entry (count is capped at 10 000)
    ost::test::add(huge, unit.id, 10000);
    const auto report = validator.validate(huge);
    REQUIRE(report.entries.size() == 2);
    CHECK(report.entries[0].points == std::numeric_limits<int>::max());
    CHECK(report.points == std::numeric_limits<int>::max());
    CHECK(ost::test::has_code(report, "roster.points-over"));
}
