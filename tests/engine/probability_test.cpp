// Tests for the probability core: exact fractions against brute-force enumeration written here
// with integer counts, and seeded Monte Carlo cross-checks (10^6 trials, 4 standard errors).
#include "core/engine/dice_pools.h"
#include "core/engine/dice_source.h"
#include "core/engine/distribution.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

using namespace ost::engine;

namespace {
/// Checks a Monte Carlo frequency against an exact probability within 4 standard errors.
void check_monte_carlo(long double exact, long long hits, long long trials) {
    const long double freq = static_cast<long double>(hits) / static_cast<long double>(trials);
    const long double se = std::sqrt(exact * (1 - exact) / static_cast<long double>(trials));
    INFO("exact " << static_cast<double>(exact) << " simulated " << static_cast<double>(freq));
    CHECK(std::fabs(static_cast<double>(freq - exact)) <= static_cast<double>(4 * se + 1e-12));
}

std::string reduced(long long num, long long den) {
    const long long g = std::gcd(num, den);
    if (num == 0) {
        return "0";
    }
    return den / g == 1 ? std::to_string(num / g) : std::to_string(num / g) + "/" + std::to_string(den / g);
}
} // namespace

TEST_CASE("Fractions reduce, print and refuse to overflow", "[engine][probability]") {
    CHECK(Fraction::of(26, 36).to_string() == "13/18");
    CHECK(Fraction::of(0, 5).to_string() == "0");
    CHECK(Fraction::of(6, 6).to_string() == "1");
    const auto sum = add(Fraction::of(1, 6), Fraction::of(1, 4));
    REQUIRE(sum);
    CHECK(sum->to_string() == "5/12");
    const Fraction huge{1, static_cast<Count>(1) << 100};
    CHECK_FALSE(multiply(huge, huge).has_value());
    const Probability p = Probability::fraction(1, static_cast<Count>(1) << 100) * Probability::fraction(1, static_cast<Count>(1) << 100);
    CHECK_FALSE(p.exact.has_value());
    CHECK(p.value > 0);
    CHECK(Probability::fraction(1, 3).complement().exact_string() == "2/3");
}

TEST_CASE("2D6 at most 8 is 13/18, checked by enumeration and simulation", "[engine][probability]") {
    const Distribution two = dice_sum(2, 6);
    long long count = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            count += a + b <= 8 ? 1 : 0;
        }
    }
    CHECK(reduced(count, 36) == "13/18");
    CHECK(two.at_most(8).exact_string() == "13/18");
    CHECK(two.min() == 2);
    CHECK(two.max() == 12);
    CHECK(two.p(7).exact_string() == "1/6");
    CHECK(two.mean() == Approx(7.0));
    SeededDice dice(12);
    long long hits = 0;
    const long long n = 1'000'000;
    for (long long i = 0; i < n; ++i) {
        hits += dice.roll(6, "t") + dice.roll(6, "t") <= 8 ? 1 : 0;
        if (i % 1000 == 0) {
            dice = SeededDice(static_cast<std::uint64_t>(i) + 12); // a fresh stream now and then
            dice.keep_log(false);
        }
    }
    check_monte_carlo(two.at_most(8).value, hits, n);
}

TEST_CASE("Sums of three and four dice match enumeration", "[engine][probability]") {
    const Distribution four = dice_sum(4, 6);
    std::vector<long long> counts(25, 0);
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int c = 1; c <= 6; ++c)
                for (int d = 1; d <= 6; ++d)
                    ++counts[static_cast<std::size_t>(a + b + c + d)];
    for (int s = 4; s <= 24; ++s) {
        CHECK(four.p(s).exact_string() == reduced(counts[static_cast<std::size_t>(s)], 1296));
    }
    CHECK(dice_sum(0).p(0).exact_string() == "1");
}

TEST_CASE("Opposed D6 with +2 wins 26/36 and ties 4/36", "[engine][probability]") {
    const Distribution margin = opposed_margin(2, 0);
    long long win = 0;
    long long tie = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            win += a + 2 > b ? 1 : 0;
            tie += a + 2 == b ? 1 : 0;
        }
    }
    CHECK(reduced(win, 36) == "13/18");
    CHECK(margin.at_least(1).exact_string() == "13/18");
    CHECK(margin.p(0).exact_string() == reduced(tie, 36));
    CHECK(margin.p(0).exact_string() == "1/9");
    CHECK(margin.at_most(-1).exact_string() == "1/6");
    CHECK(margin.min() == -3);
    CHECK(margin.max() == 7);
}

TEST_CASE("Binomial and Poisson-binomial pools match enumeration", "[engine][probability]") {
    // 5 dice hitting on 4+ then saved on 5+: a die does an unsaved hit on (4,5,6) x (1..4) = 12 of 36.
    const Probability unsaved = at_least_on_die(4) * at_least_on_die(5).complement();
    CHECK(unsaved.exact_string() == "1/3");
    const Distribution pool = binomial(5, unsaved);
    std::vector<long long> counts(6, 0);
    long long total = 0;
    for (int mask = 0; mask < 7776; ++mask) { // every (hit die, save die) pair per attack: 36^5 is too many,
        int m = mask;                           // so enumerate 6^5 hit faces with 6 save faces folded: 12/36 = 2/6
        int k = 0;
        for (int i = 0; i < 5; ++i) {
            k += (m % 6) < 2 ? 1 : 0; // 2 of 6 equally likely classes are "unsaved hit" (12/36)
            m /= 6;
        }
        ++counts[static_cast<std::size_t>(k)];
        ++total;
    }
    for (int k = 0; k <= 5; ++k) {
        CHECK(pool.p(k).exact_string() == reduced(counts[static_cast<std::size_t>(k)], total));
    }
    // Nine dice at 4+ against a 5+ save: 3 expected unsaved hits.
    CHECK(binomial(9, unsaved).mean() == Approx(3.0).epsilon(1e-15));
    // Poisson-binomial: 1/2, 1/3, 1/6.
    const Distribution mixed =
        poisson_binomial({Probability::fraction(1, 2), Probability::fraction(1, 3), Probability::fraction(1, 6)});
    long long zero = 0;
    long long two = 0;
    for (int a = 0; a < 6; ++a)
        for (int b = 0; b < 6; ++b)
            for (int c = 0; c < 6; ++c) {
                const int k = (a < 3) + (b < 2) + (c < 1);
                zero += k == 0;
                two += k == 2;
            }
    CHECK(mixed.p(0).exact_string() == reduced(zero, 216));
    CHECK(mixed.p(2).exact_string() == reduced(two, 216));
    // 60 dice still give probabilities summing to 1 (exact if it fits, long double always).
    const Distribution big = binomial(60, Probability::fraction(1, 3));
    CHECK(big.at_least(0).value == Approx(1.0L));
    CHECK(big.mean() == Approx(20.0));
}

TEST_CASE("Clamping, mapping and building distributions", "[engine][probability]") {
    const Distribution capped = dice_sum(2).clamp(4, 9);
    CHECK(capped.p(4).exact_string() == "1/6");  // 2,3,4 = 6/36
    CHECK(capped.p(9).exact_string() == "5/18"); // 9..12 = 10/36
    const Distribution halves = die().map([](int v) { return (v + 1) / 2; });
    CHECK(halves.p(2).exact_string() == "1/3");
    DistributionBuilder b;
    b.add(3, Probability::fraction(1, 4));
    b.add(-1, Probability::fraction(3, 4));
    const Distribution built = b.build();
    CHECK(built.min() == -1);
    CHECK(built.max() == 3);
    CHECK(built.p(0).exact_string() == "0");
    CHECK(built.mean() == Approx(0.0));
}

TEST_CASE("Seeded dice repeat; given dice are checked", "[engine][dice]") {
    SeededDice a(42);
    SeededDice b(42);
    for (int i = 0; i < 20; ++i) {
        CHECK(a.roll(6, "r") == b.roll(6, "r"));
    }
    CHECK(a.log().size() == 20);
    GivenDice given({"3", "7"});
    CHECK(given.roll(6, "wme.command.orders.issuing") == 3);
    CHECK(given.log().front().rule == "wme.command.orders.issuing");
    CHECK_THROWS_AS(given.roll(6, "r"), ost::InvalidInputError);
    GivenDice empty({});
    CHECK_THROWS_AS(empty.roll(6, "r"), ost::InvalidInputError);
}
