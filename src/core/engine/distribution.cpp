// Distribution arithmetic by direct convolution: supports stay small (a few hundred values), so
// exact O(n·m) sums beat any FFT and keep the fractions.
#include "core/engine/distribution.h"

#include <algorithm>
#include <stdexcept>

namespace ost::engine {

Distribution Distribution::point(int value) { return Distribution(value, {Probability::one()}); }

Distribution::Distribution(int min, std::vector<Probability> probabilities)
    : m_min(min), m_p(std::move(probabilities)) {
    if (m_p.empty()) {
        m_p.push_back(Probability::one());
    }
}

Probability Distribution::p(int v) const {
    if (v < min() || v > max()) {
        return Probability::zero();
    }
    return m_p[static_cast<std::size_t>(v - m_min)];
}

Probability Distribution::at_most(int v) const {
    Probability sum;
    for (int x = min(); x <= std::min(v, max()); ++x) {
        sum += p(x);
    }
    return sum;
}

Probability Distribution::at_least(int v) const {
    Probability sum;
    for (int x = std::max(v, min()); x <= max(); ++x) {
        sum += p(x);
    }
    return sum;
}

long double Distribution::mean() const {
    long double sum = 0;
    for (std::size_t i = 0; i < m_p.size(); ++i) {
        sum += m_p[i].value * static_cast<long double>(m_min + static_cast<int>(i));
    }
    return sum;
}

bool Distribution::is_exact() const {
    return std::all_of(m_p.begin(), m_p.end(), [](const Probability& q) { return q.exact.has_value(); });
}

Distribution Distribution::plus(const Distribution& other) const {
    std::vector<Probability> out(m_p.size() + other.m_p.size() - 1);
    for (std::size_t i = 0; i < m_p.size(); ++i) {
        if (m_p[i].value == 0 && (!m_p[i].exact || m_p[i].exact->num == 0)) {
            continue;
        }
        for (std::size_t j = 0; j < other.m_p.size(); ++j) {
            out[i + j] += m_p[i] * other.m_p[j];
        }
    }
    return Distribution(m_min + other.m_min, std::move(out));
}

Distribution Distribution::minus(const Distribution& other) const {
    std::vector<Probability> negated(other.m_p.rbegin(), other.m_p.rend());
    return plus(Distribution(-other.max(), std::move(negated)));
}

Distribution Distribution::map(const std::function<int(int)>& f) const {
    DistributionBuilder builder;
    for (std::size_t i = 0; i < m_p.size(); ++i) {
        builder.add(f(m_min + static_cast<int>(i)), m_p[i]);
    }
    return builder.build();
}

Distribution Distribution::clamp(int lo, int hi) const {
    return map([lo, hi](int v) { return std::clamp(v, lo, hi); });
}

void DistributionBuilder::add(int value, const Probability& p) {
    if (m_p.empty()) {
        m_min = value;
        m_p.push_back(p);
        return;
    }
    if (value < m_min) {
        m_p.insert(m_p.begin(), static_cast<std::size_t>(m_min - value), Probability::zero());
        m_min = value;
    }
    const auto index = static_cast<std::size_t>(value - m_min);
    if (index >= m_p.size()) {
        m_p.resize(index + 1, Probability::zero());
    }
    m_p[index] += p;
}

Distribution DistributionBuilder::build() const {
    if (m_p.empty()) {
        throw std::logic_error("DistributionBuilder::build: no value was added");
    }
    // Trim zero tails so min()/max() are the true support.
    std::size_t first = 0;
    std::size_t last = m_p.size();
    auto is_zero = [](const Probability& q) { return q.value == 0 && q.exact && q.exact->num == 0; };
    while (first + 1 < last && is_zero(m_p[first])) {
        ++first;
    }
    while (last > first + 1 && is_zero(m_p[last - 1])) {
        --last;
    }
    return Distribution(m_min + static_cast<int>(first),
                        std::vector<Probability>(m_p.begin() + static_cast<std::ptrdiff_t>(first),
                                                 m_p.begin() + static_cast<std::ptrdiff_t>(last)));
}

} // namespace ost::engine
