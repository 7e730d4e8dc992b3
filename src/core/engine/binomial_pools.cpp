// Binomial pools as plain doubles (see binomial_pools.h). The arithmetic is the WME combat's
// double path's, operation for operation: its probabilities stay bit for bit what they were.
#include "core/engine/binomial_pools.h"

#include <algorithm>
#include <atomic>
#include <cmath>

namespace ost::engine {

namespace {
constexpr double kNegligible = 1e-30; ///< pmf below it: outside [lo, hi]
constexpr std::size_t kCachedSets = 6;          ///< (chance, cap) sets a thread keeps
constexpr std::size_t kCachedDoubles = 1 << 18; ///< doubles of one set before it is emptied (2 MB)
std::atomic<std::uint64_t> g_next_serial{1}; ///< BinomialPools::serial() of the next set

struct PoolCache {
    std::vector<std::unique_ptr<BinomialPools>> sets; ///< the last used at the back
};

PoolCache& thread_cache() {
    thread_local PoolCache cache;
    return cache;
}

/// pmf[1..m] = pmf[k] / pmf[k-1] = (n-k+1)/k p/q: independent divisions, two at a time.
void fill_ratios(double* __restrict pmf, int n, int m, double ratio) {
    int k = 1;
    for (; k + 1 <= m; k += 2) {
        pmf[k] = static_cast<double>(n - k + 1) / k * ratio;
        pmf[k + 1] = static_cast<double>(n - k) / (k + 1) * ratio;
    }
    if (k <= m) {
        pmf[k] = static_cast<double>(n - k + 1) / k * ratio;
    }
}

/// cdf[k] = P(X < k) for k <= m, summed from 0 (the same sums as one term at a time).
void running_sums(const double* __restrict pmf, double* __restrict cdf, int m) {
    double sum = 0.0;
    cdf[0] = sum;
    for (int k = 1; k <= m; ++k) {
        sum = sum + pmf[k - 1];
        cdf[k] = sum;
    }
}

/// pmf[k] *= pmf[k-1] for k = 1..m (pmf[k] holds the ratio), with running_sums beside it.
void product_and_sums(double* __restrict pmf, double* __restrict cdf, int m) {
    double prev = pmf[0];
    double sum = 0.0;
    cdf[0] = sum;
    for (int k = 1; k <= m; ++k) {
        sum = sum + prev;
        cdf[k] = sum;
        prev = pmf[k] * prev;
        pmf[k] = prev;
    }
}

/// P(X > k_max) past the mode: the terms fall, summed until negligible. `v` is pmf[k_max];
/// `log_v` its logarithm when the terms are worked out on logarithms (`linear` false).
double sum_beyond(int n, int k_max, double ratio, bool linear, double v, double log_v) {
    double above = 0;
    for (int k = k_max + 1; k <= n; ++k) {
        if (linear) {
            v = v * static_cast<double>(n - k + 1) / k * ratio;
        } else {
            log_v += std::log(static_cast<double>(n - k + 1) / k * ratio);
            v = std::exp(log_v);
        }
        above += v;
        if (v < 1e-300 || v < above * 1e-18) {
            break;
        }
    }
    return above;
}
} // namespace

BinomialPools::BinomialPools(double p, int k_max)
    : m_p(p), m_k_max(std::max(k_max, 0)), m_block_size(4 * (3 * (static_cast<std::size_t>(m_k_max) + 2))),
      m_serial(g_next_serial.fetch_add(1, std::memory_order_relaxed)) {}

double* BinomialPools::take(std::size_t doubles) {
    if (m_blocks.empty() || m_used + doubles > m_block_size) {
        // Blocks of 4, 8, 16... pools, up to 32, left uninitialised: each pool writes all of its own.
        if (!m_blocks.empty() && m_block_size < 32 * 3 * (static_cast<std::size_t>(m_k_max) + 2)) {
            m_block_size *= 2;
        }
        m_block_size = std::max(m_block_size, doubles);
        m_blocks.emplace_back(new double[m_block_size]);
        m_used = 0;
    }
    double* out = m_blocks.back().get() + m_used;
    m_used += doubles;
    m_held += doubles;
    return out;
}

const BinomialPool& BinomialPools::build(int n) {
    const int k_max = m_k_max;
    const double p = m_p;
    const int m = std::min(n, k_max);
    const auto width = static_cast<std::size_t>(k_max) + 2;
    double* pmf = take(static_cast<std::size_t>(m) + 1 + 2 * width);
    double* cdf = pmf + m + 1;
    double* tail = cdf + width;
    std::fill(pmf, pmf + m + 1, 0.0);
    const double q = 1.0 - p;
    double above = 0; // P(X > k_max)
    bool sums_done = false;
    if (q <= 0) {
        if (n <= k_max) {
            pmf[n] = 1.0;
        } else {
            above = 1.0;
        }
    } else if (p <= 0) {
        pmf[0] = 1.0;
    } else {
        // pmf[k] = pmf[k-1] (n-k+1)/k p/q from (1-p)^n; when (1-p)^n would underflow (a pursuit
        // of a thousand dice), the same recurrence runs on logarithms.
        const double ratio = p / q;
        const double log_q_n = static_cast<double>(n) * std::log(q);
        const bool linear = log_q_n > -700.0;
        double log_v = log_q_n;
        pmf[0] = linear ? std::pow(q, static_cast<double>(n)) : std::exp(log_q_n);
        if (linear) {
            // The ratios first (no division on the dependency chain), then their running
            // product beside the running sum P(X < k): two independent chains in registers.
            fill_ratios(pmf, n, m, ratio);
            product_and_sums(pmf, cdf, m);
            sums_done = true;
        } else {
            for (int k = 1; k <= m; ++k) {
                log_v += std::log(static_cast<double>(n - k + 1) / k * ratio);
                pmf[k] = std::exp(log_v);
            }
        }
        if (!sums_done) {
            running_sums(pmf, cdf, m);
            sums_done = true;
        }
        if (n > k_max) {
            if (std::floor((n + 1) * p) > k_max) { // the mode is beyond: 1 - P(X <= k_max)
                above = std::max(0.0, 1.0 - (cdf[m] + pmf[m]));
            } else {
                above = sum_beyond(n, k_max, ratio, linear, pmf[k_max], log_v);
            }
        }
    }
    if (!sums_done) {
        running_sums(pmf, cdf, m);
    }
    // Beyond m the pmf is 0: the sums stay as they are.
    cdf[m + 1] = cdf[m] + pmf[m];
    std::fill(cdf + m + 2, cdf + width, cdf[m + 1]);
    tail[k_max + 1] = above;
    std::fill(tail + m + 1, tail + k_max + 1, above);
    double t = above;
    for (int k = m; k >= 0; --k) {
        t = t + pmf[k];
        tail[k] = t;
    }
    BinomialPool pool;
    pool.pmf = pmf;
    pool.cdf = cdf;
    pool.tail = tail;
    pool.m = m;
    pool.lo = 0;
    while (pool.lo <= m && pmf[pool.lo] < kNegligible) {
        ++pool.lo;
    }
    pool.hi = m;
    while (pool.hi >= pool.lo && pmf[pool.hi] < kNegligible) {
        --pool.hi;
    }
    if (static_cast<std::size_t>(n) >= m_index.size()) {
        m_index.resize(std::max(static_cast<std::size_t>(n) + 1, 2 * m_index.size()), nullptr);
    }
    m_pools.push_back(pool);
    m_index[static_cast<std::size_t>(n)] = &m_pools.back();
    return m_pools.back();
}

BinomialPools& cached_binomial_pools(double p, int k_max) {
    auto& sets = thread_cache().sets;
    for (std::size_t i = sets.size(); i-- > 0;) {
        if (sets[i]->chance() == p && sets[i]->cap() == std::max(k_max, 0)) {
            if (sets[i]->held() > kCachedDoubles) {
                sets[i] = std::make_unique<BinomialPools>(p, k_max);
            }
            std::rotate(sets.begin() + static_cast<std::ptrdiff_t>(i), sets.begin() + static_cast<std::ptrdiff_t>(i) + 1, sets.end());
            return *sets.back();
        }
    }
    if (sets.size() >= kCachedSets) {
        sets.erase(sets.begin());
    }
    sets.push_back(std::make_unique<BinomialPools>(p, k_max));
    return *sets.back();
}

void clear_binomial_pool_cache() { thread_cache().sets.clear(); }

} // namespace ost::engine
