// Fuzz target: roster sharing codes. The input is tried as a code, as the XML inside a forged code
// (right layout, any content) and as a roster file: decoding refuses only with InvalidInputError,
// and every roster it or the reader accepts satisfies decode(encode(r)) == r.
#include "core/io/roster_code.h"
#include "core/io/roster_reader.h"
#include "core/support/error.h"

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>

namespace {

/// decode(encode(r)) must give r back, and encoding what was read must not throw.
void require_round_trip(const ost::Roster& roster) {
    const auto code = ost::encode_roster_code(roster);
    if (!ost::decode_roster_code(code).same_content(roster)) {
        std::abort();
    }
}

/// The roster `code` holds, or nullopt when it is refused (only ever with InvalidInputError).
std::optional<ost::Roster> try_decode(const std::string& code) {
    try {
        return ost::decode_roster_code(code);
    } catch (const ost::InvalidInputError&) {
        return std::nullopt;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    if (const auto roster = try_decode(input)) {
        require_round_trip(*roster);
    }
    if (const auto roster = try_decode(ost::pack_roster_code(input))) {
        require_round_trip(*roster);
    }
    try {
        require_round_trip(ost::read_roster_text(input, "fuzz.ostr"));
    } catch (const ost::InvalidInputError&) {
        // refused by the roster reader: its own fuzz target checks how
    }
    return 0;
}
