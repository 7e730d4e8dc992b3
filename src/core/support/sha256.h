// SHA-256 (FIPS 180-4) of a byte string, for content fingerprints that a player cannot forge by
// editing a list until a short code matches (roster_fingerprint.h).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace ost {

/// The 32-byte SHA-256 digest of `bytes`.
std::array<std::uint8_t, 32> sha256(std::string_view bytes);

} // namespace ost
