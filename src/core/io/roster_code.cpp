// Encoder and decoder of roster sharing codes (roster_code.h): zlib raw deflate with a preset
// dictionary of the .ostr vocabulary, LEB128 lengths, CRC-32, base64url without padding.
#include "core/io/roster_code.h"

#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <zlib.h>

#include <array>
#include <cstdint>
#include <optional>

namespace ost {

namespace {

constexpr std::string_view kPrefixStart = "ost";

/// Frozen with kRosterCodeVersion 1: changing one byte breaks every code already shared (the
/// golden code of tests/roster/roster_code_test.cpp guards it). Deflate looks back from the end,
/// so the most frequent fragments come last.
constexpr std::string_view kDictionary =
    "heavy-light-cavalry-infantry-spearmen-archers-bowmen-skirmishers-crossbowmen-knights-"
    "chariots-elephants-warriors-and-militia-general\" general=\"ordinary\" general=\"competent\" "
    "general=\"brilliant\" general=\"strategist\" attached-to=\"e<name></name><note></note>"
    "<notes></notes><roster format=\"1\" system=\"adlg\" list=\"\" size=\"200\" year=\"-"
    "<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\"><command id=\"c\" "
    "ally=\"<magic-item id=\"\"/></entry></roster><entry id=\"e\" unit=\"\" list=\"\" "
    "count=\"1\" command=\"c1<option id=\"\" count=\"1\"/></entry><entry id=\"e";

int sextet(char c) {
    if (c >= 'A' && c <= 'Z') {
        return c - 'A';
    }
    if (c >= 'a' && c <= 'z') {
        return c - 'a' + 26;
    }
    if (c >= '0' && c <= '9') {
        return c - '0' + 52;
    }
    if (c == '-') {
        return 62;
    }
    if (c == '_') {
        return 63;
    }
    return -1;
}

/// Bytes of a base64url text already checked to hold only alphabet characters. A dangling
/// single character (6 bits) cannot hold a byte and is dropped: the length check reports it.
std::string from_base64url(std::string_view text) {
    std::string out;
    out.reserve(text.size() * 3 / 4);
    std::uint32_t bits = 0;
    int count = 0;
    for (const char c : text) {
        bits = (bits << 6) | static_cast<std::uint32_t>(sextet(c));
        count += 6;
        if (count >= 8) {
            count -= 8;
            out += static_cast<char>((bits >> count) & 0xFF);
        }
    }
    return out;
}

/// Characters of the base64url form of `bytes` bytes (no padding).
std::size_t encoded_length(std::size_t bytes) {
    return bytes / 3 * 4 + (bytes % 3 == 0 ? 0 : bytes % 3 + 1);
}

void put_varint(std::string& out, std::size_t value) {
    while (value >= 0x80) {
        out += static_cast<char>((value & 0x7F) | 0x80);
        value >>= 7;
    }
    out += static_cast<char>(value);
}

/// LEB128 at `at` (advanced); nullopt when the bytes end first or the value exceeds 32 bits.
std::optional<std::size_t> get_varint(const std::string& in, std::size_t& at) {
    std::size_t value = 0;
    for (int shift = 0; shift < 35; shift += 7) {
        if (at >= in.size()) {
            return std::nullopt;
        }
        const auto byte = static_cast<unsigned char>(in[at++]);
        value |= static_cast<std::size_t>(byte & 0x7F) << shift;
        if ((byte & 0x80) == 0) {
            return value;
        }
    }
    return std::nullopt;
}

std::uint32_t checksum(const std::string& bytes, std::size_t length) {
    return static_cast<std::uint32_t>(
        crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef*>(bytes.data()),
              static_cast<uInt>(length)));
}

const Bytef* dictionary_bytes() {
    return reinterpret_cast<const Bytef*>(kDictionary.data());
}

std::string deflate_raw(std::string_view input) {
    z_stream z{};
    if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
        throw InternalError(TR_("Cannot make the roster code: the compressor did not start."));
    }
    deflateSetDictionary(&z, dictionary_bytes(), static_cast<uInt>(kDictionary.size()));
    std::string out(deflateBound(&z, static_cast<uLong>(input.size())), '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(input.data()));
    z.avail_in = static_cast<uInt>(input.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int result = deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    if (result != Z_STREAM_END) {
        throw InternalError(TR_("Cannot make the roster code: the compressor failed."),
                            "deflate returned " + std::to_string(result));
    }
    return out;
}

[[noreturn]] void damaged(Text why, std::string detail = {}) {
    throw InvalidInputError(TR_("The roster code is damaged: {0}").arg(std::move(why)),
                            std::move(detail));
}

/// Inflates exactly `expected` bytes from `data`; anything else means a damaged code.
std::string inflate_raw(const std::string& data, std::size_t begin, std::size_t length,
                        std::size_t expected) {
    z_stream z{};
    if (inflateInit2(&z, -15) != Z_OK) {
        throw InternalError(TR_("Cannot read the roster code: the decompressor did not start."));
    }
    inflateSetDictionary(&z, dictionary_bytes(), static_cast<uInt>(kDictionary.size()));
    std::string out(expected + 1, '\0'); // one spare byte: more data than announced shows
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data() + begin));
    z.avail_in = static_cast<uInt>(length);
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    const int result = inflate(&z, Z_FINISH);
    const auto produced = z.total_out;
    const auto consumed = z.total_in;
    const std::string message = z.msg != nullptr ? z.msg : "";
    inflateEnd(&z);
    if (result != Z_STREAM_END) {
        damaged(TR_("its content cannot be decompressed."),
                "inflate returned " + std::to_string(result) +
                    (message.empty() ? std::string() : ": " + message));
    }
    if (produced != expected || consumed != length) {
        damaged(TR_("its content does not have the length it announces."));
    }
    out.resize(expected);
    return out;
}

} // namespace

std::string encode_roster_code(const Roster& roster) {
    const auto xml = write_roster_compact(roster);
    if (xml.size() > kRosterCodeMaxBytes) {
        throw InvalidInputError(
            TR_("This roster is too large for a roster code ({0} bytes; at most {1}).")
                .arg(xml.size())
                .arg(kRosterCodeMaxBytes));
    }
    return pack_roster_code(xml);
}

std::string pack_roster_code(std::string_view xml) {
    const auto compressed = deflate_raw(xml);
    std::string bytes;
    put_varint(bytes, xml.size());
    put_varint(bytes, compressed.size());
    bytes += compressed;
    const auto crc = checksum(bytes, bytes.size());
    for (int shift = 24; shift >= 0; shift -= 8) {
        bytes += static_cast<char>((crc >> shift) & 0xFF);
    }
    return std::string(kPrefixStart) + std::to_string(kRosterCodeVersion) + "." +
           base64_encode(bytes, true);
}

Roster decode_roster_code(std::string_view code) {
    std::string text;
    text.reserve(code.size());
    for (const char c : code) {
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            text += c;
        }
    }
    if (text.empty()) {
        throw InvalidInputError(TR_("The roster code is empty."));
    }
    // Prefix "ost<version>.", any case.
    const auto dot = text.find('.');
    bool prefixed = dot != std::string::npos && dot > kPrefixStart.size() && dot <= 12;
    for (std::size_t i = 0; prefixed && i < kPrefixStart.size(); ++i) {
        prefixed = (text[i] | 0x20) == kPrefixStart[i];
    }
    long long version = 0;
    for (std::size_t i = kPrefixStart.size(); prefixed && i < dot; ++i) {
        prefixed = text[i] >= '0' && text[i] <= '9';
        version = version * 10 + (text[i] - '0');
    }
    if (!prefixed) {
        throw InvalidInputError(
            TR_("This is not an Ost roster code: a code starts with \"{0}\".")
                .arg(std::string(kPrefixStart) + std::to_string(kRosterCodeVersion) + "."));
    }
    if (version != kRosterCodeVersion) {
        throw InvalidInputError(
            TR_("This roster code has version {0}; this Ost reads version {1} (was it made by "
                "a newer Ost?).")
                .arg(version)
                .arg(kRosterCodeVersion));
    }
    const std::string_view payload = std::string_view(text).substr(dot + 1);
    for (std::size_t i = 0; i < payload.size(); ++i) {
        if (sextet(payload[i]) < 0) {
            const auto c = static_cast<unsigned char>(payload[i]);
            const std::string shown =
                c >= 0x20 && c < 0x7F ? "\"" + std::string(1, payload[i]) + "\""
                                      : "byte " + std::to_string(static_cast<int>(c));
            throw InvalidInputError(
                TR_("The roster code holds a character that a code never has ({0}, character "
                    "{1} after the prefix).")
                    .arg(shown)
                    .arg(i + 1));
        }
    }
    const auto bytes = from_base64url(payload);
    std::size_t at = 0;
    const auto length = get_varint(bytes, at);
    const auto compressed = get_varint(bytes, at);
    if (!length || !compressed) {
        throw InvalidInputError(
            TR_("The roster code is incomplete: it is too short to hold a roster. Was it cut "
                "when copied?"));
    }
    if (*length > kRosterCodeMaxBytes || *compressed > kRosterCodeMaxBytes) {
        damaged(TR_("it announces a roster larger than a code may carry."));
    }
    const auto total = at + *compressed + 4;
    if (bytes.size() < total) {
        throw InvalidInputError(
            TR_("The roster code is incomplete: {0} of its {1} characters after the prefix. "
                "Was it cut when copied?")
                .arg(payload.size())
                .arg(encoded_length(total)));
    }
    if (payload.size() != encoded_length(total)) {
        damaged(TR_("it has {0} characters after the prefix where its lengths announce {1}.")
                    .arg(payload.size())
                    .arg(encoded_length(total)));
    }
    std::uint32_t stored = 0;
    for (std::size_t i = total - 4; i < total; ++i) {
        stored = (stored << 8) | static_cast<unsigned char>(bytes[i]);
    }
    if (stored != checksum(bytes, total - 4)) {
        damaged(TR_("its checksum does not match (a character was changed, added or lost)."));
    }
    // Base64url leaves 2 or 4 spare bits in the last character: a code whose spare bits are not
    // zero was altered (the checksum cannot see them).
    if (base64_encode(bytes, true) != payload) {
        damaged(TR_("its last character was changed."));
    }
    const auto xml = inflate_raw(bytes, at, *compressed, *length);
    return read_roster_text(xml, "roster code");
}

} // namespace ost
