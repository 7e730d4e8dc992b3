// A probability distribution over consecutive integers (dice totals, hits, stands, cm), exact
// where its inputs were dice. The building block every resolver combines.
#pragma once

#include "core/engine/probability.h"

#include <functional>
#include <vector>

namespace ost::engine {

/// P(X = v) for v in [min, max]. Immutable once built; operations return new distributions.
/// Probabilities carry their exact fraction while no 128-bit overflow occurred (see Probability).
class Distribution {
public:
    /// X = value with certainty.
    static Distribution point(int value);
    /// `probabilities[i]` is P(X = min + i).
    Distribution(int min, std::vector<Probability> probabilities);

    int min() const { return m_min; }
    int max() const { return m_min + static_cast<int>(m_p.size()) - 1; }
    /// P(X = v); zero outside the support.
    Probability p(int v) const;
    Probability at_most(int v) const;
    Probability at_least(int v) const;
    long double mean() const;
    /// True when every probability has its exact fraction.
    bool is_exact() const;

    /// Distribution of X + Y for independent X (this) and Y.
    Distribution plus(const Distribution& other) const;
    /// Distribution of X - Y for independent X (this) and Y.
    Distribution minus(const Distribution& other) const;
    /// Distribution of f(X); f may merge values (caps, thresholds, rounding).
    Distribution map(const std::function<int(int)>& f) const;
    /// X clamped to [lo, hi]: the mass beyond each bound piles on it (caps, "at most 3 stands").
    Distribution clamp(int lo, int hi) const;

private:
    int m_min = 0;
    std::vector<Probability> m_p;
};

/// Builds a distribution by adding probability mass to values in any order (enumerations).
class DistributionBuilder {
public:
    void add(int value, const Probability& p);
    Distribution build() const;

private:
    int m_min = 0;
    std::vector<Probability> m_p;
};

} // namespace ost::engine
