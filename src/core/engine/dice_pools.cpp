// Dice pools by repeated convolution (exact while the fractions fit in 128 bits).
#include "core/engine/dice_pools.h"

#include <algorithm>
#include <cmath>

namespace ost::engine {

Distribution die(int faces) {
    return Distribution(1, std::vector<Probability>(static_cast<std::size_t>(faces),
                                                    Probability::fraction(1, static_cast<Count>(faces))));
}

Distribution dice_sum(int count, int faces) {
    Distribution total = Distribution::point(0);
    const Distribution one = die(faces);
    for (int i = 0; i < count; ++i) {
        total = total.plus(one);
    }
    return total;
}

Probability at_least_on_die(int target, int faces) {
    if (target <= 1) {
        return Probability::one();
    }
    if (target > faces) {
        return Probability::zero();
    }
    return Probability::fraction(static_cast<Count>(faces - target + 1), static_cast<Count>(faces));
}

Distribution binomial(int count, const Probability& p) {
    count = std::max(count, 0);
    // Closed form C(n,k) p^k (1-p)^(n-k): exact numerators share the denominator d^n, so a single
    // overflow check on d^n covers every term (the DP below would reduce fractions n^2 times).
    std::vector<Probability> out(static_cast<std::size_t>(count) + 1);
    std::vector<long double> binom(static_cast<std::size_t>(count) + 1, 1.0L);
    for (int k = 1; k <= count; ++k) {
        binom[static_cast<std::size_t>(k)] =
            binom[static_cast<std::size_t>(k - 1)] * static_cast<long double>(count - k + 1) / k;
    }
    const long double q = 1.0L - p.value;
    for (int k = 0; k <= count; ++k) {
        out[static_cast<std::size_t>(k)] = Probability::approximate(
            binom[static_cast<std::size_t>(k)] * std::pow(p.value, static_cast<long double>(k)) *
            std::pow(q, static_cast<long double>(count - k)));
    }
    if (p.exact) {
        const Count a = p.exact->num;
        const Count d = p.exact->den;
        Count dn = 1;
        bool fits = true;
        for (int i = 0; i < count && fits; ++i) {
            fits = !__builtin_mul_overflow(dn, d, &dn);
        }
        if (fits) {
            // term_k = C(n,k) a^k (d-a)^(n-k), built from term_0 by ratios kept integral via
            // separate powers: compute C(n,k) exactly and multiply the powers.
            Count c = 1; // C(n,k)
            for (int k = 0; k <= count; ++k) {
                if (k > 0) {
                    c = c / static_cast<Count>(k) * static_cast<Count>(count - k + 1) +
                        c % static_cast<Count>(k) * static_cast<Count>(count - k + 1) / static_cast<Count>(k);
                }
                Count term = c;
                for (int i = 0; i < k; ++i) {
                    term *= a;
                }
                for (int i = 0; i < count - k; ++i) {
                    term *= d - a;
                }
                const Fraction f = Fraction::of(term, dn);
                out[static_cast<std::size_t>(k)] = Probability{f.value(), f};
            }
        }
    }
    return Distribution(0, std::move(out));
}

Distribution poisson_binomial(const std::vector<Probability>& trials) {
    std::vector<Probability> dist{Probability::one()};
    for (const auto& p : trials) {
        const Probability q = p.complement();
        std::vector<Probability> next(dist.size() + 1);
        for (std::size_t k = 0; k < dist.size(); ++k) {
            next[k] += dist[k] * q;
            next[k + 1] += dist[k] * p;
        }
        dist = std::move(next);
    }
    return Distribution(0, std::move(dist));
}

Distribution opposed_margin(int own, int other, int faces) {
    return die(faces).plus(Distribution::point(own)).minus(die(faces).plus(Distribution::point(other)));
}

} // namespace ost::engine
