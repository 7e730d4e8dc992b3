// Three-valued logic of the legality evaluator: a condition holds, does not, or is not known yet
// (a fact the player has not given). Shared by the evaluator's pass and the compiled rows.
#pragma once

namespace ost::engine::legality {

/// True, False, or Unknown when a fact it reads is missing.
enum class Tri : unsigned char { False, True, Unknown };

/// False wins over Unknown, Unknown over True.
inline Tri tri_and(Tri a, Tri b) {
    if (a == Tri::False || b == Tri::False) {
        return Tri::False;
    }
    return (a == Tri::Unknown || b == Tri::Unknown) ? Tri::Unknown : Tri::True;
}

/// True wins over Unknown, Unknown over False.
inline Tri tri_or(Tri a, Tri b) {
    if (a == Tri::True || b == Tri::True) {
        return Tri::True;
    }
    return (a == Tri::Unknown || b == Tri::Unknown) ? Tri::Unknown : Tri::False;
}

/// Unknown stays Unknown.
inline Tri tri_not(Tri a) {
    if (a == Tri::Unknown) {
        return a;
    }
    return a == Tri::True ? Tri::False : Tri::True;
}

inline Tri tri_of(bool b) { return b ? Tri::True : Tri::False; }

} // namespace ost::engine::legality
