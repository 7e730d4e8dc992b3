// Tests for the ADLG resolvers: opposed margins by enumeration, the seed's army rout example,
// elephant fury and a general caught in a rout, and a Monte Carlo check of the opposed roll.
#include "core/systems/adlg/adlg_resolver.h"
#include "core/engine/dice_source.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include <cmath>
#include <filesystem>
#include <numeric>

using namespace ost::engine;

namespace {
const AdlgTables& tables() {
    static const AdlgTables t = AdlgTables::load(std::filesystem::path(OST_SOURCE_DIR) / "data/engine/adlg.json");
    return t;
}
std::string reduced(long long num, long long den) {
    const long long g = std::gcd(num, den);
    if (num == 0) return "0";
    return den / g == 1 ? std::to_string(num / g) : std::to_string(num / g) + "/" + std::to_string(den / g);
}
} // namespace

TEST_CASE("ADLG opposed rolls: every factor difference against the 36 face pairs", "[engine][adlg]") {
    for (int a = 0; a <= 4; ++a) {
        for (int d = 0; d <= 4; ++d) {
            const OddsResult o = adlg_opposed(tables(), {a, d});
            long long win = 0, tie = 0, lose = 0;
            for (int x = 1; x <= 6; ++x)
                for (int y = 1; y <= 6; ++y) {
                    const int m = (x + a) - (y + d);
                    win += m > 0;
                    tie += m == 0;
                    lose += m < 0;
                }
            CHECK(o.outcome("attacker_wins")->p.exact_string() == reduced(win, 36));
            CHECK(o.outcome("tie")->p.exact_string() == reduced(tie, 36));
            CHECK(o.outcome("defender_wins")->p.exact_string() == reduced(lose, 36));
        }
    }
    const OddsResult plus2 = adlg_opposed(tables(), {2, 0});
    CHECK(plus2.outcome("attacker_wins")->p.exact_string() == "13/18"); // 26/36
    CHECK(plus2.outcome("tie")->p.exact_string() == "1/9");             // 4/36
    CHECK(plus2.distribution("margin")->p(7).exact_string() == "1/36");
    // Monte Carlo of the roll path.
    SeededDice dice(5);
    dice.keep_log(false);
    long long wins = 0;
    const long long n = 1'000'000;
    for (long long i = 0; i < n; ++i) {
        wins += adlg_opposed_roll(tables(), {2, 0}, dice).outcome == "attacker_wins";
    }
    const long double p = 26.0L / 36.0L;
    CHECK(std::fabs(static_cast<double>(static_cast<long double>(wins) / n - p)) <=
          4 * std::sqrt(static_cast<double>(p * (1 - p) / n)));
}

TEST_CASE("ADLG army rout: the seed's example holds with 12 losses against 18", "[engine][adlg]") {
    AdlgArmyRoutRequest r;
    r.army.units = 24;
    r.army.flank_marching = 6;
    r.army.eliminated = 3;
    r.army.disordered = 5;
    r.army.off_table = 1;
    const OddsResult o = adlg_army_rout(tables(), r);
    CHECK(*o.expectation("cohesion") == 18);
    CHECK(*o.expectation("losses") == 12);
    CHECK(o.outcome("routs")->p.exact_string() == "0");
    CHECK(o.outcome("holds")->p.exact_string() == "1");
    // A general of value 2 lost (3 points) and the camp (4): 19 >= 18, the army routs.
    r.army.generals_lost = {2};
    r.army.camp_taken = true;
    const OddsResult routed = adlg_army_rout(tables(), r);
    CHECK(*routed.expectation("losses") == 19);
    CHECK(routed.outcome("routs")->p.exact_string() == "1");
    // Expendables count in neither; both armies routing is a draw.
    AdlgArmyState other;
    other.units = 10;
    other.expendables = 2;
    other.eliminated = 4;
    other.eliminated_expendables = 2;
    r.opponent = other;
    const OddsResult both = adlg_army_rout(tables(), r);
    CHECK(*both.expectation("opponent_cohesion") == 8);
    CHECK(*both.expectation("opponent_losses") == 8);
    CHECK(both.outcome("draw")->p.exact_string() == "1");
    // Exclusive outcomes (issue 27): both routing is a draw, not also "routs".
    CHECK(both.outcome("routs")->p.exact_string() == "0");
    CHECK(both.outcome("holds")->p.exact_string() == "0");
}

TEST_CASE("ADLG opposed roll: the procedure is our reading, and says our texts do not give it (issue 27)", "[engine][adlg]") {
    const OddsResult o = adlg_opposed(tables(), {2, 0});
    const auto it = std::find_if(o.mechanics.begin(), o.mechanics.end(),
                                 [](const Mechanic& m) { return m.text.english().rfind("Our reading: ", 0) == 0; });
    REQUIRE(it != o.mechanics.end());
    CHECK(it->rule == "adlg.term.cohesion");
    CHECK(it->text.english().find("The rules give no such procedure") != std::string::npos);
}

TEST_CASE("ADLG elephant fury and generals caught in a rout", "[engine][adlg]") {
    const OddsResult fury = adlg_elephant_fury(tables());
    CHECK(fury.outcome("forward")->p.exact_string() == "1/6");
    CHECK(fury.outcome("left")->p.exact_string() == "1/6");
    CHECK(fury.outcome("right")->p.exact_string() == "1/6");
    CHECK(fury.outcome("back")->p.exact_string() == "1/2");
    CHECK(adlg_general_in_rout(tables(), {false}).outcome("killed")->p.exact_string() == "1/2");
    CHECK(adlg_general_in_rout(tables(), {true}).outcome("killed")->p.exact_string() == "1");
    GivenDice four({"4"});
    CHECK(adlg_general_in_rout_roll(tables(), {false}, four).outcome == "survives");
    GivenDice two({"2"});
    CHECK(adlg_elephant_fury_roll(tables(), two).outcome == "left");
}

TEST_CASE("ADLG: a general surviving a rout flees to a friend within 5 UD or is lost (issue 27)", "[engine][adlg]") {
    // adlg.rout.general: killed on 1-3 of 1D6 (3 faces of 6); the 3 other faces survive, then
    // flee to a friendly unit within 5 UD, or count as a lost general without one.
    const OddsResult near = adlg_general_in_rout(tables(), {false, true});
    CHECK(near.outcome("survives")->p.exact_string() == "1/2");
    CHECK(near.outcome("lost")->p.exact_string() == "0");
    const OddsResult alone = adlg_general_in_rout(tables(), {false, false});
    CHECK(alone.outcome("killed")->p.exact_string() == "1/2");
    CHECK(alone.outcome("survives")->p.exact_string() == "0");
    CHECK(alone.outcome("lost")->p.exact_string() == "1/2");
    CHECK(adlg_general_in_rout(tables(), {true, false}).outcome("lost")->p.exact_string() == "0");
    GivenDice five({"5"});
    CHECK(adlg_general_in_rout_roll(tables(), {false, false}, five).outcome == "lost");
    GivenDice three({"3"});
    CHECK(adlg_general_in_rout_roll(tables(), {false, false}, three).outcome == "killed");
}
