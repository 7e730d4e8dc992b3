// A probability as a long double plus, while the inputs were dice, the exact fraction behind it.
// Every number the engine prints can then be shown both as 0.722222… and as 13/18.
#pragma once

#include <optional>
#include <string>

namespace ost::engine {

__extension__ typedef unsigned __int128 Count; ///< exact numerators and denominators

/// An exact fraction num/den in lowest terms; arithmetic reports overflow instead of wrapping.
struct Fraction {
    Count num = 0;
    Count den = 1;
    /// num/den reduced; den must not be 0.
    static Fraction of(Count num, Count den);
    long double value() const { return static_cast<long double>(num) / static_cast<long double>(den); }
    /// "13/18", "0", "1".
    std::string to_string() const;
    bool operator==(const Fraction&) const = default;
};

/// Exact sum/product/complement; std::nullopt when a numerator or denominator would pass 2^128.
std::optional<Fraction> add(const Fraction& a, const Fraction& b);
std::optional<Fraction> multiply(const Fraction& a, const Fraction& b);
Fraction complement(const Fraction& a); ///< 1 - a (a <= 1)

/// A probability: `value` always; `exact` when every input was an exact fraction and nothing
/// overflowed. Arithmetic keeps both in step, dropping `exact` on overflow only.
struct Probability {
    long double value = 0;
    std::optional<Fraction> exact = Fraction{0, 1};

    static Probability zero() { return {}; }
    static Probability one() { return {1.0L, Fraction{1, 1}}; }
    static Probability fraction(Count num, Count den);
    /// A probability known only approximately (no exact form).
    static Probability approximate(long double value) { return {value, std::nullopt}; }

    Probability& operator+=(const Probability& other);
    Probability operator+(const Probability& other) const;
    Probability operator*(const Probability& other) const;
    Probability complement() const;
    /// "13/18" or empty when not exact.
    std::string exact_string() const { return exact ? exact->to_string() : std::string(); }
};

} // namespace ost::engine
