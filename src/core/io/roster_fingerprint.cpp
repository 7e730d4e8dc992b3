// Roster fingerprints: SHA-256 of the canonical compact XML, its first 40 bits in Crockford's
// base32, grouped 4-4 so a person can read and compare it aloud.
#include "core/io/roster_fingerprint.h"

#include "core/io/roster_writer.h"
#include "core/support/sha256.h"

namespace ost {

std::string roster_fingerprint(const Roster& roster) {
    static constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const auto digest = sha256(write_roster_compact(roster));
    std::uint64_t bits = 0;
    for (int i = 0; i < 5; ++i) {
        bits = (bits << 8) | digest[i];
    }
    std::string out;
    for (std::size_t i = 0; i < kFingerprintLength; ++i) {
        if (i == 4) {
            out += '-';
        }
        out += kAlphabet[(bits >> (35 - 5 * i)) & 31];
    }
    return out;
}

} // namespace ost
