// Binomial success pools as plain doubles for the resolvers' fast paths: the pmf, P(X < k) and
// P(X >= k) of n dice at one chance, up to a cap, built once per dice count in one flat arena.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <vector>

namespace ost::engine {

/// The pool of `n` dice at chance `p`, kept up to `k_max` successes (more change nothing to the
/// caller). About 16 significant digits; `cdf` and `tail` are summed from each end so that
/// neither loses the small masses. The arrays belong to the BinomialPools that built it.
struct BinomialPool {
    const double* pmf = nullptr;  ///< pmf[k], k <= m
    const double* cdf = nullptr;  ///< cdf[k] = P(X < k), k <= k_max + 1
    const double* tail = nullptr; ///< tail[k] = P(X >= k), k <= k_max + 1
    int m = -1;                   ///< min(n, k_max)
    int lo = 0;                   ///< pmf below 1e-30 outside [lo, hi]: loops may skip it
    int hi = -1;

    /// P(min(X, cap) = k), cap <= k_max.
    double clamped(int k, int cap) const { return k < cap ? (k <= m ? pmf[k] : 0.0) : tail[cap]; }
    /// P(a <= X < b), from whichever end keeps the small masses exact.
    double range_mass(int a, int b) const { return tail[a] < 0.5 ? tail[a] - tail[b] : cdf[b] - cdf[a]; }
};

/// Pools of one chance `p` and cap `k_max` by their number of dice, each built on first use
/// into blocks that never move (no allocation per pool, pointers stay valid).
class BinomialPools {
public:
    BinomialPools(double p, int k_max);

    /// The pool of `n` dice (n >= 0).
    const BinomialPool& get(int n) {
        if (static_cast<std::size_t>(n) < m_index.size() && m_index[static_cast<std::size_t>(n)] != nullptr) {
            return *m_index[static_cast<std::size_t>(n)];
        }
        return build(n);
    }

    double chance() const { return m_p; }
    int cap() const { return m_k_max; }
    /// Doubles held by the pools built so far.
    std::size_t held() const { return m_held; }
    /// Unique to this set among all sets built by the process: what a caller derives from its
    /// pools may be kept while the set it gets has the same serial (a new set, a new serial).
    std::uint64_t serial() const { return m_serial; }

private:
    const BinomialPool& build(int n);
    double* take(std::size_t doubles);

    double m_p;
    int m_k_max;
    std::vector<const BinomialPool*> m_index; ///< dice -> its pool in m_pools, null: not built
    std::deque<BinomialPool> m_pools;  ///< headers: a deque keeps them in place as it grows
    std::vector<std::unique_ptr<double[]>> m_blocks;
    std::size_t m_used = 0; ///< doubles used in the last block
    std::size_t m_block_size = 0;
    std::size_t m_held = 0;
    std::uint64_t m_serial;
};

/// This thread's pools of chance `p` and cap `k_max`, kept from call to call: a combat worked
/// out again (the same units, another field changed) builds none. Bounded: a few sets of chance
/// and cap, each emptied when it is asked for again past 2 MB. The reference stays valid until
/// this thread asks for the same set again or for six others.
BinomialPools& cached_binomial_pools(double p, int k_max);

/// Empties this thread's cache (a benchmark of the first call).
void clear_binomial_pool_cache();

} // namespace ost::engine
