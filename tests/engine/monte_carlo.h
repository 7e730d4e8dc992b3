// The seeded Monte Carlo cross-check every engine test uses: a simulated frequency against the
// exact probability, within 4 standard errors.
#pragma once

#include <catch2/catch.hpp>

#include <cmath>

namespace ost::engine::test {

/// `hits` of `n` seeded trials against the exact probability `exact` (4 standard errors).
inline void check_mc(long double exact, long long hits, long long n) {
    const long double f = static_cast<long double>(hits) / n;
    const long double se = std::sqrt(exact * (1 - exact) / n);
    INFO("exact " << static_cast<double>(exact) << " simulated " << static_cast<double>(f));
    CHECK(std::fabs(static_cast<double>(f - exact)) <= static_cast<double>(4 * se + 1e-12));
}

} // namespace ost::engine::test
