// A fast 64-bit hash of bytes, to tell a damaged or stale copy of derived data from a good one
// (the rules search's stored indexes, issue 26). Not for anything a person could want to forge.
#pragma once

#include <cstdint>
#include <string_view>

namespace ost {

/// The hash of `bytes` (four 64-bit multiply-rotate lanes over 32-byte blocks, then the tail
/// and a final mix: about 0.1 ms a megabyte), the same on every little-endian machine. `seed`
/// chains calls: content_hash(b, content_hash(a)) fingerprints a then b.
std::uint64_t content_hash(std::string_view bytes, std::uint64_t seed = 0);

} // namespace ost
