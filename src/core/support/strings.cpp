// Small string helpers shared by the readers and the rules code.
// See strings.h.
#include "core/support/strings.h"

#include <cstdint>

namespace ost {

std::string_view trim(std::string_view s) {
    constexpr std::string_view kSpace = " \t\r\n";
    const auto begin = s.find_first_not_of(kSpace);
    if (begin == std::string_view::npos) {
        return {};
    }
    const auto end = s.find_last_not_of(kSpace);
    return s.substr(begin, end - begin + 1);
}

namespace {
/// Length of the well-formed UTF-8 sequence starting at `at`, or 0 when it is not one.
std::size_t utf8_sequence(std::string_view s, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    const unsigned char b0 = byte(at);
    if (b0 < 0x80) {
        return 1;
    }
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        low = b0 == 0xE0 ? 0xA0 : 0x80;  // no overlong forms
        high = b0 == 0xED ? 0x9F : 0xBF; // no surrogates
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        low = b0 == 0xF0 ? 0x90 : 0x80;
        high = b0 == 0xF4 ? 0x8F : 0xBF; // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (at + length > s.size()) {
        return 0;
    }
    const unsigned char b1 = byte(at + 1);
    if (b1 < low || b1 > high) {
        return 0;
    }
    for (std::size_t i = 2; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80) {
            return 0;
        }
    }
    return length;
}
} // namespace

std::string canonical_text(std::string_view s) { return trim(s).empty() ? std::string() : std::string(s); }

bool forbidden_control(char32_t c) {
    return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7F && c <= 0x9F);
}

std::size_t control_character_offset(std::string_view s) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto b = static_cast<unsigned char>(s[i]);
        // C1 controls are the two-byte sequences C2 80 – C2 9F.
        const bool c1 = b == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) <= 0x9F &&
                        static_cast<unsigned char>(s[i + 1]) >= 0x80;
        if ((b < 0x80 && forbidden_control(b)) || c1) {
            return i;
        }
    }
    return std::string_view::npos;
}

std::size_t invalid_utf8_offset(std::string_view s) {
    std::size_t at = 0;
    while (at < s.size()) {
        const auto length = utf8_sequence(s, at);
        if (length == 0) {
            return at;
        }
        at += length;
    }
    return std::string_view::npos;
}

std::string escape_invalid_utf8(std::string_view s) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(s.size());
    std::size_t at = 0;
    while (at < s.size()) {
        const auto length = utf8_sequence(s, at);
        if (length == 0) {
            const auto b = static_cast<unsigned char>(s[at]);
            out += "\\x";
            out += kHex[b >> 4];
            out += kHex[b & 0xF];
            ++at;
        } else {
            out.append(s.substr(at, length));
            at += length;
        }
    }
    return out;
}

std::string base64_encode(std::string_view bytes, bool url) {
    static constexpr char kStandard[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    static constexpr char kUrl[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const char* alphabet = url ? kUrl : kStandard;
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    const auto byte = [&](std::size_t at) {
        return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at]));
    };
    for (; i + 2 < bytes.size(); i += 3) {
        const auto v = (byte(i) << 16) | (byte(i + 1) << 8) | byte(i + 2);
        out += alphabet[(v >> 18) & 63];
        out += alphabet[(v >> 12) & 63];
        out += alphabet[(v >> 6) & 63];
        out += alphabet[v & 63];
    }
    const auto rest = bytes.size() - i;
    if (rest > 0) {
        const auto v = (byte(i) << 16) | (rest == 2 ? byte(i + 1) << 8 : 0);
        out += alphabet[(v >> 18) & 63];
        out += alphabet[(v >> 12) & 63];
        if (rest == 2) {
            out += alphabet[(v >> 6) & 63];
        } else if (!url) {
            out += '=';
        }
        if (!url) {
            out += '=';
        }
    }
    return out;
}

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

} // namespace ost
