// Roster sharing codes: a roster as one short line of text ("ost1." + base64url of the compressed
// roster, with its length and a checksum) that a player pastes in a forum or a chat, and back.
#pragma once

#include "core/model/roster.h"

#include <string>
#include <string_view>

namespace ost {

/// The version of sharing codes this Ost writes, and the only one it reads. It is part of the
/// prefix ("ost1."); the preset compression dictionary is frozen with it (a new dictionary or
/// layout needs a new version).
inline constexpr int kRosterCodeVersion = 1;
/// The largest roster (in bytes of its compact XML) a code may carry; a bigger one is refused on
/// both sides, so a forged code cannot make Ost inflate without bound.
inline constexpr std::size_t kRosterCodeMaxBytes = 1u << 20;

/// The sharing code of `roster`: "ost1." then, in base64url without padding, the uncompressed
/// length and the compressed length (LEB128), the roster's compact XML (write_roster_compact)
/// raw-deflated with a preset dictionary, and a big-endian CRC-32 of everything before it.
/// decode_roster_code(encode_roster_code(r)) has the same content as r (the DB row id is not
/// carried). Throws InvalidInputError when the roster cannot be written (write_roster's errors)
/// or is larger than kRosterCodeMaxBytes.
std::string encode_roster_code(const Roster& roster);

/// The code layout around any text `xml` (no size limit, no check that it is a roster):
/// encode_roster_code is pack_roster_code(write_roster_compact(r)). Tests and the fuzz target
/// forge codes with it; the app and the CLI never call it.
std::string pack_roster_code(std::string_view xml);

/// Reads a sharing code back. Spaces and line breaks anywhere are ignored (forums wrap long
/// lines) and the prefix may be in capitals. Throws InvalidInputError saying what is wrong: an
/// empty text, a text that is not an Ost code (no "ost<N>." prefix), a code of another version,
/// a character that base64url does not use (which one, where), a truncated code (how many
/// characters of how many), a damaged one (checksum, lengths, compressed data), or a roster the
/// roster reader refuses (located in "roster code").
Roster decode_roster_code(std::string_view code);

} // namespace ost
