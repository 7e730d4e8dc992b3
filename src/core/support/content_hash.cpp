// content_hash: the lane, merge and final-mix steps of the well-known xxHash64 design (primes
// and rotations as published), written here without its exact tail handling.
#include "core/support/content_hash.h"

#include <cstring>

namespace ost {

namespace {
constexpr std::uint64_t kP1 = 0x9E3779B185EBCA87ULL;
constexpr std::uint64_t kP2 = 0xC2B2AE3D27D4EB4FULL;
constexpr std::uint64_t kP3 = 0x165667B19E3779F9ULL;
constexpr std::uint64_t kP4 = 0x85EBCA77C2B2AE63ULL;
constexpr std::uint64_t kP5 = 0x27D4EB2F165667C5ULL;

std::uint64_t rotl(std::uint64_t v, int r) { return (v << r) | (v >> (64 - r)); }

std::uint64_t word(const char* p) {
    std::uint64_t v = 0;
    std::memcpy(&v, p, sizeof v);
    return v;
}

std::uint64_t round(std::uint64_t acc, std::uint64_t input) { return rotl(acc + input * kP2, 31) * kP1; }

std::uint64_t merge(std::uint64_t h, std::uint64_t lane) { return (h ^ round(0, lane)) * kP1 + kP4; }
} // namespace

std::uint64_t content_hash(std::string_view bytes, std::uint64_t seed) {
    const char* p = bytes.data();
    const char* const end = p + bytes.size();
    std::uint64_t h = 0;
    if (bytes.size() >= 32) {
        std::uint64_t v1 = seed + kP1 + kP2;
        std::uint64_t v2 = seed + kP2;
        std::uint64_t v3 = seed;
        std::uint64_t v4 = seed - kP1;
        for (; end - p >= 32; p += 32) {
            v1 = round(v1, word(p));
            v2 = round(v2, word(p + 8));
            v3 = round(v3, word(p + 16));
            v4 = round(v4, word(p + 24));
        }
        h = rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18);
        h = merge(merge(merge(merge(h, v1), v2), v3), v4);
    } else {
        h = seed + kP5;
    }
    h += static_cast<std::uint64_t>(bytes.size());
    for (; end - p >= 8; p += 8) {
        h = rotl(h ^ round(0, word(p)), 27) * kP1 + kP4;
    }
    for (; p < end; ++p) {
        h = rotl(h ^ (static_cast<std::uint64_t>(static_cast<unsigned char>(*p)) * kP5), 11) * kP1;
    }
    h ^= h >> 33;
    h *= kP2;
    h ^= h >> 29;
    h *= kP3;
    h ^= h >> 32;
    return h;
}

} // namespace ost
