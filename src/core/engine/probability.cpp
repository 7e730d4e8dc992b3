// Exact fraction arithmetic on 128-bit integers with overflow checks, and the Probability pair.
// Overflow never wraps: the exact form is dropped and the long double carries on.
#include "core/engine/probability.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace ost::engine {

namespace {
int trailing_zeros(Count v) { // v != 0
    const auto low = static_cast<std::uint64_t>(v);
    return low != 0 ? __builtin_ctzll(low) : 64 + __builtin_ctzll(static_cast<std::uint64_t>(v >> 64));
}

/// Binary gcd (Stein): shifts and subtractions only, where Euclid's 128-bit remainders are
/// library calls; the dice pools reduce thousands of fractions.
Count gcd(Count a, Count b) {
    if (a == 0) {
        return b;
    }
    if (b == 0) {
        return a;
    }
    const int shift = trailing_zeros(a | b);
    a >>= trailing_zeros(a);
    while (b != 0) {
        b >>= trailing_zeros(b);
        if (a > b) {
            std::swap(a, b);
        }
        b -= a;
    }
    return a << shift;
}

std::string count_string(Count v) {
    if (v == 0) {
        return "0";
    }
    std::string out;
    while (v > 0) {
        out.push_back(static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    }
    std::reverse(out.begin(), out.end());
    return out;
}
} // namespace

Fraction Fraction::of(Count num, Count den) {
    const Count g = gcd(num, den);
    if (g <= 1) {
        return Fraction{num, den};
    }
    return Fraction{num / g, den / g};
}

std::string Fraction::to_string() const {
    if (num == 0) {
        return "0";
    }
    if (den == 1) {
        return count_string(num);
    }
    return count_string(num) + "/" + count_string(den);
}

std::optional<Fraction> add(const Fraction& a, const Fraction& b) {
    if (a.num == 0) {
        return b;
    }
    if (b.num == 0) {
        return a;
    }
    const Count g = gcd(a.den, b.den);
    const Count bd = b.den / g;
    Count den = 0;
    Count left = 0;
    Count right = 0;
    Count num = 0;
    if (__builtin_mul_overflow(a.den, bd, &den) || __builtin_mul_overflow(a.num, bd, &left) ||
        __builtin_mul_overflow(b.num, a.den / g, &right) || __builtin_add_overflow(left, right, &num)) {
        return std::nullopt;
    }
    return Fraction::of(num, den);
}

std::optional<Fraction> multiply(const Fraction& a, const Fraction& b) {
    if (a.num == 0 || b.num == 0) {
        return Fraction{0, 1};
    }
    const Count g1 = gcd(a.num, b.den);
    const Count g2 = gcd(b.num, a.den);
    Count num = 0;
    Count den = 0;
    if (__builtin_mul_overflow(a.num / g1, b.num / g2, &num) ||
        __builtin_mul_overflow(a.den / g2, b.den / g1, &den)) {
        return std::nullopt;
    }
    return Fraction{num, den};
}

Fraction complement(const Fraction& a) { return Fraction::of(a.den - a.num, a.den); }

Probability Probability::fraction(Count num, Count den) {
    const Fraction f = Fraction::of(num, den);
    return Probability{f.value(), f};
}

Probability& Probability::operator+=(const Probability& other) {
    value += other.value;
    if (exact && other.exact) {
        exact = add(*exact, *other.exact);
    } else {
        exact.reset();
    }
    return *this;
}

Probability Probability::operator+(const Probability& other) const {
    Probability out = *this;
    out += other;
    return out;
}

Probability Probability::operator*(const Probability& other) const {
    Probability out{value * other.value, std::nullopt};
    if (exact && other.exact) {
        out.exact = multiply(*exact, *other.exact);
    }
    return out;
}

Probability Probability::complement() const {
    Probability out{1.0L - value, std::nullopt};
    if (exact) {
        out.exact = engine::complement(*exact);
        out.value = out.exact->value();
    }
    return out;
}

} // namespace ost::engine
