// Folding table for Latin-1 and Latin Extended-A, and a tolerant UTF-8 walker.
// Everything here is pure and allocation-light: it runs for every token indexed or searched.
#include "core/support/text_fold.h"

namespace ost {

namespace {
void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out.push_back(static_cast<char>(c));
    } else if (c < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (c >> 6)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else if (c < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (c >> 12)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (c >> 18)));
        out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
    }
}

// ASCII replacements of U+00C0..U+017F (lower case); "" means keep the character.
constexpr const char* kLatin[] = {
    // C0
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    // D0
    "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "ss",
    // E0
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
    // F0
    "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y",
    // 100
    "a", "a", "a", "a", "a", "a", "c", "c", "c", "c", "c", "c", "c", "c", "d", "d",
    // 110
    "d", "d", "e", "e", "e", "e", "e", "e", "e", "e", "e", "e", "g", "g", "g", "g",
    // 120
    "g", "g", "g", "g", "h", "h", "h", "h", "i", "i", "i", "i", "i", "i", "i", "i",
    // 130
    "i", "i", "ij", "ij", "j", "j", "k", "k", "k", "l", "l", "l", "l", "l", "l", "l",
    // 140
    "l", "l", "l", "n", "n", "n", "n", "n", "n", "n", "n", "n", "o", "o", "o", "o",
    // 150
    "o", "o", "oe", "oe", "r", "r", "r", "r", "r", "r", "s", "s", "s", "s", "s", "s",
    // 160
    "s", "s", "t", "t", "t", "t", "t", "t", "u", "u", "u", "u", "u", "u", "u", "u",
    // 170
    "u", "u", "u", "u", "w", "w", "y", "y", "y", "z", "z", "z", "z", "z", "z", "s",
};
} // namespace

char32_t next_code_point(std::string_view text, std::size_t& at) {
    const auto b0 = static_cast<unsigned char>(text[at]);
    if (b0 < 0x80) {
        ++at;
        return b0;
    }
    int extra = 0;
    char32_t c = 0;
    if ((b0 & 0xE0) == 0xC0) {
        extra = 1;
        c = b0 & 0x1F;
    } else if ((b0 & 0xF0) == 0xE0) {
        extra = 2;
        c = b0 & 0x0F;
    } else if ((b0 & 0xF8) == 0xF0) {
        extra = 3;
        c = b0 & 0x07;
    } else {
        ++at;
        return 0xFFFD;
    }
    if (at + static_cast<std::size_t>(extra) >= text.size()) {
        ++at;
        return 0xFFFD;
    }
    for (int i = 1; i <= extra; ++i) {
        const auto b = static_cast<unsigned char>(text[at + static_cast<std::size_t>(i)]);
        if ((b & 0xC0) != 0x80) {
            ++at;
            return 0xFFFD;
        }
        c = (c << 6) | (b & 0x3F);
    }
    const bool overlong = (extra == 1 && c < 0x80) || (extra == 2 && c < 0x800) ||
                          (extra == 3 && c < 0x10000);
    if (overlong || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
        ++at;
        return 0xFFFD;
    }
    at += static_cast<std::size_t>(extra) + 1;
    return c;
}

bool is_word_code_point(char32_t c) {
    if (c < 0x80) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
    if (c == 0xAA || c == 0xB5 || c == 0xBA) {
        return true;
    }
    if (c < 0xC0 || c == 0xD7 || c == 0xF7 || c == 0xFFFD) {
        return false;
    }
    // General punctuation, symbols, arrows, box drawing, CJK punctuation, private use.
    if ((c >= 0x2000 && c <= 0x2BFF) || (c >= 0x3000 && c <= 0x303F) ||
        (c >= 0xE000 && c <= 0xF8FF) || (c >= 0xFE00 && c <= 0xFE6F) || c >= 0x1F000) {
        return false;
    }
    return true;
}

std::string fold(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t at = 0;
    while (at < text.size()) {
        const char32_t c = next_code_point(text, at);
        if (c < 0x80) {
            out.push_back(static_cast<char>(c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c));
        } else if (c >= 0xC0 && c <= 0x17F && *kLatin[c - 0xC0]) {
            out += kLatin[c - 0xC0];
        } else if (c >= 0x391 && c <= 0x3A9) {
            append_utf8(out, c + 0x20); // Greek capitals
        } else if (c >= 0x410 && c <= 0x42F) {
            append_utf8(out, c + 0x20); // Cyrillic capitals
        } else {
            append_utf8(out, c);
        }
    }
    return out;
}

namespace {
/// Whether the code point at `at` is a word character; moves `at` past it. ASCII is decided
/// inline: the search tokenizer and snippets call this for every character of a section.
inline bool word_at(std::string_view text, std::size_t& at) {
    const auto b = static_cast<unsigned char>(text[at]);
    if (b < 0x80) {
        ++at;
        const auto lower = static_cast<unsigned char>(b | 0x20);
        return (b >= '0' && b <= '9') || (lower >= 'a' && lower <= 'z');
    }
    return is_word_code_point(next_code_point(text, at));
}
} // namespace

bool next_word(std::string_view text, std::size_t& from, WordSpan& word) {
    std::size_t at = from;
    while (at < text.size()) {
        const std::size_t start = at;
        if (word_at(text, at)) {
            while (at < text.size()) {
                std::size_t probe = at;
                if (!word_at(text, probe)) {
                    break;
                }
                at = probe;
            }
            word = {start, at};
            from = at;
            return true;
        }
    }
    from = text.size();
    return false;
}

std::size_t code_point_count(std::string_view text) {
    std::size_t n = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        next_code_point(text, at);
        ++n;
    }
    return n;
}

} // namespace ost
