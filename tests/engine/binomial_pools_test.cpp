// Tests for the double-precision binomial pools of the fast combat paths: against the exact
// binomial (fractions) and a log-gamma formula, the capped tails, and the pools kept in place.
#include "core/engine/binomial_pools.h"
#include "core/engine/dice_pools.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>

using namespace ost::engine;

namespace {
/// Compares every array of `pool` (n dice, capped at k_max) with the exact distribution `exact`.
void check_against_exact(const BinomialPool& pool, const Distribution& exact, int n, int k_max) {
    const int m = std::min(n, k_max);
    REQUIRE(pool.m == m);
    long double below = 0;
    for (int k = 0; k <= k_max + 1; ++k) {
        INFO("n " << n << " k_max " << k_max << " k " << k);
        long double at_least = 0;
        for (int j = k; j <= n; ++j) {
            at_least += exact.p(j).value;
        }
        if (k <= m) {
            const double want = static_cast<double>(exact.p(k).value);
            CHECK(pool.pmf[k] == Approx(want).epsilon(1e-13).margin(1e-300));
            if (k < pool.lo || k > pool.hi) {
                CHECK(pool.pmf[k] < 1e-30);
            }
        }
        CHECK(pool.cdf[k] == Approx(static_cast<double>(below)).epsilon(1e-13).margin(1e-300));
        CHECK(pool.tail[k] == Approx(static_cast<double>(at_least)).epsilon(1e-13).margin(1e-300));
        CHECK(pool.cdf[k] + pool.tail[k] == Approx(1.0).epsilon(1e-14));
        below += k <= n ? exact.p(k).value : 0;
    }
    // Capped: P(min(X, cap) = k) sums to 1, the last term P(X >= cap).
    double total = 0;
    for (int k = 0; k <= k_max; ++k) {
        total += pool.clamped(k, k_max);
    }
    CHECK(total == Approx(1.0).epsilon(1e-14));
    long double at_most_cap = 0;
    for (int j = 0; j <= m; ++j) {
        at_most_cap += exact.p(j).value;
    }
    CHECK(pool.range_mass(0, k_max + 1) == Approx(static_cast<double>(at_most_cap)).epsilon(1e-13));
}
} // namespace

TEST_CASE("Binomial pools agree with the exact binomial, capped anywhere", "[engine][binomial]") {
    const Probability third = Probability::fraction(1, 3);
    const Distribution sixty = binomial(60, third); // exact: 3^60 fits
    REQUIRE(sixty.p(20).exact);
    BinomialPools whole(1.0 / 3, 60);
    check_against_exact(whole.get(60), sixty, 60, 60); // n = cap
    BinomialPools past(1.0 / 3, 30);
    check_against_exact(past.get(60), sixty, 60, 30); // cap past the mode: the terms beyond are summed
    BinomialPools before(1.0 / 3, 12);
    check_against_exact(before.get(60), sixty, 60, 12); // cap before the mode: 1 - P(X <= cap)
    BinomialPools wide(0.5, 30);
    check_against_exact(wide.get(11), binomial(11, Probability::fraction(1, 2)), 11, 30); // n below the cap
    check_against_exact(wide.get(0), binomial(0, Probability::fraction(1, 2)), 0, 30);
}

TEST_CASE("Binomial pools of certain and impossible successes", "[engine][binomial]") {
    BinomialPools sure(1.0, 10);
    CHECK(sure.get(4).pmf[4] == 1.0);
    CHECK(sure.get(4).tail[5] == 0.0);
    CHECK(sure.get(25).tail[11] == 1.0); // every die succeeds: beyond the cap
    CHECK(sure.get(25).tail[0] == 1.0);
    BinomialPools never(0.0, 10);
    CHECK(never.get(25).pmf[0] == 1.0);
    CHECK(never.get(25).tail[1] == 0.0);
}

TEST_CASE("Binomial pools of a thousand dice run on logarithms", "[engine][binomial]") {
    // (7/12)^1400 underflows: the log path. Checked against the log-gamma formula.
    const double p = 5.0 / 12;
    const int n = 1400;
    BinomialPools pools(p, 700);
    const BinomialPool& pool = pools.get(n);
    for (int k : {0, 300, 583, 650, 700}) {
        const double log_pmf = std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0) + k * std::log(p) +
                               (n - k) * std::log(1 - p);
        INFO("k " << k);
        CHECK(pool.pmf[k] == Approx(std::exp(log_pmf)).epsilon(1e-9).margin(1e-300));
    }
    // The mass sums to one, to the log path's precision (700 steps of log and exp).
    CHECK(pool.tail[0] == Approx(1.0).epsilon(1e-10));
    CHECK(pool.tail[701] == Approx(1 - pool.cdf[701]).margin(1e-10));
    CHECK(pool.lo > 300); // 12 standard deviations below the mean (583) nothing counts
    CHECK(pool.lo < 400);
    CHECK(pool.hi == 700);
}

TEST_CASE("Binomial pools are built once and stay in place", "[engine][binomial]") {
    BinomialPools pools(0.25, 40);
    const BinomialPool& first = pools.get(17);
    const double* pmf = first.pmf;
    const double seventeen = pmf[4];
    for (int n = 0; n < 500; ++n) {
        pools.get(n);
    }
    CHECK(&pools.get(17) == &first);
    CHECK(first.pmf == pmf);
    CHECK(first.pmf[4] == seventeen);
    CHECK(pools.get(499).tail[0] == Approx(1.0).epsilon(1e-14));
}

TEST_CASE("A thread keeps its pools by chance and cap", "[engine][binomial]") {
    clear_binomial_pool_cache();
    BinomialPools& a = cached_binomial_pools(0.5, 30);
    CHECK(a.held() == 0);
    const BinomialPool& pool = a.get(20);
    CHECK(&cached_binomial_pools(0.5, 30) == &a);
    CHECK(&cached_binomial_pools(0.5, 30).get(20) == &pool); // not built again
    CHECK(&cached_binomial_pools(0.5, 31) != &a);
    CHECK(&cached_binomial_pools(0.25, 30) != &a);
    CHECK(a.held() > 0);
    clear_binomial_pool_cache();
    CHECK(cached_binomial_pools(0.5, 30).held() == 0);
}

TEST_CASE("Each set of binomial pools has its own serial, kept while the thread keeps the set", "[engine][binomial]") {
    clear_binomial_pool_cache();
    const std::uint64_t first = cached_binomial_pools(0.5, 30).serial();
    CHECK(cached_binomial_pools(0.5, 30).serial() == first);
    CHECK(cached_binomial_pools(0.5, 31).serial() != first);
    CHECK(BinomialPools(0.5, 30).serial() != first);
    clear_binomial_pool_cache();
    CHECK(cached_binomial_pools(0.5, 30).serial() != first); // a new set: what was derived is stale
}
