// A roster's fingerprint (issue 30): a short code derived from its canonical content, printed on
// exports and reports so an organiser sees at a glance whether a printout matches a submitted list.
#pragma once

#include "core/model/roster.h"

#include <string>

namespace ost {

/// Characters of a fingerprint without its dash (8 × 5 bits = 40 bits of SHA-256).
inline constexpr std::size_t kFingerprintLength = 8;

/// "XXXX-XXXX" in Crockford's base32 (digits and capitals without I, L, O, U): the first 40 bits
/// of the SHA-256 of the roster's compact canonical XML (write_roster_compact). The same for a
/// roster saved and read back, or passed through a sharing code (the DB row id is not content);
/// any change of content — an entry, an option, a count, the size, the year, a name, a note, the
/// player — gives another. Throws what write_roster throws for a roster that cannot be written.
std::string roster_fingerprint(const Roster& roster);

} // namespace ost
