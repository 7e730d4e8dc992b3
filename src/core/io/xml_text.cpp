// Lexer-light scan of XML text for what pugixml's parse flags cannot refuse (see xml_text.h):
// it only tells markup sections from text and attribute values, pugixml does the real parse.
#include "core/io/xml_text.h"

#include "core/support/strings.h"

#include <algorithm>

namespace ost {

namespace {

constexpr char32_t kLastCodePoint = 0x10FFFF;

std::string hex_code(char32_t c) {
    static constexpr char kDigits[] = "0123456789ABCDEF";
    std::string out;
    for (int shift = c > 0xFFFF ? 20 : 12; shift >= 0; shift -= 4) {
        out += kDigits[(c >> shift) & 0xF];
    }
    return out;
}

/// Why the code point a reference names is refused, or nothing.
std::optional<Text> refused_code_point(std::string_view reference, char32_t c, bool wrapped) {
    if (wrapped || c > kLastCodePoint) {
        return TR_("The character reference \"{0}\" lies beyond U+10FFFF, the last Unicode "
                   "character.")
            .arg(std::string(reference));
    }
    if (c == 0) {
        return TR_("The character reference \"{0}\" names the character 0, which XML does not "
                   "allow (it would cut the text there).")
            .arg(std::string(reference));
    }
    if (c >= 0xD800 && c <= 0xDFFF) {
        return TR_("The character reference \"{0}\" names U+{1}, half of a UTF-16 pair, which "
                   "is not a character.")
            .arg(std::string(reference))
            .arg(hex_code(c));
    }
    if (c == '\r') {
        // A parser turns a raw carriage return into a line feed, so a save could not give this
        // one back: refused in every text, as the roster writer refuses it.
        return TR_("The character reference \"{0}\" names a carriage return, a control "
                   "character a saved file could not keep; write a line break instead.")
            .arg(std::string(reference));
    }
    if (forbidden_control(c) || c == 0xFFFE || c == 0xFFFF) {
        return TR_("The character reference \"{0}\" names the control character U+{1}; names "
                   "and texts may hold tabs and line breaks only.")
            .arg(std::string(reference))
            .arg(hex_code(c));
    }
    return std::nullopt;
}

/// Checks the reference starting with '&' at `at`; `end` receives the offset after it.
std::optional<Text> check_reference(std::string_view text, std::size_t at, std::size_t& end) {
    // A reference is short: looking further would make a text of many '&' quadratic.
    constexpr std::size_t kLongestReference = 64;
    const auto near = text.substr(at, kLongestReference).find(';');
    const auto semicolon = near == std::string_view::npos ? near : at + near;
    const bool numeric = text.substr(at, 2) == "&#";
    const std::string_view name = text.substr(at + 1, semicolon == std::string_view::npos
                                                          ? std::string_view::npos
                                                          : semicolon - at - 1);
    end = at + 1;
    if (!numeric) {
        // A bare '&' ("R&D") stays text as pugixml keeps it; a complete "&name;" must be known.
        const bool complete = semicolon != std::string_view::npos && !name.empty() &&
                              name.find_first_of(" \t\r\n<&\"'") == std::string_view::npos;
        if (!complete) {
            return std::nullopt;
        }
        end = semicolon + 1;
        for (const std::string_view known : {"amp", "lt", "gt", "quot", "apos"}) {
            if (name == known) {
                return std::nullopt;
            }
        }
        return TR_("The entity \"&{0};\" is not defined: XML knows &amp; &lt; &gt; &quot; and "
                   "&apos; only.")
            .arg(std::string(name.substr(0, 40)));
    }
    const bool hex = name.size() > 1 && (name[1] == 'x');
    const std::string_view digits = name.substr(hex ? 2 : 1);
    char32_t value = 0;
    bool wrapped = false;
    bool ok = semicolon != std::string_view::npos && !digits.empty();
    for (std::size_t i = 0; ok && i < digits.size(); ++i) {
        const char d = digits[i];
        const int v = d >= '0' && d <= '9' ? d - '0'
                      : hex && d >= 'a' && d <= 'f' ? d - 'a' + 10
                      : hex && d >= 'A' && d <= 'F' ? d - 'A' + 10
                                                    : -1;
        ok = v >= 0;
        wrapped = wrapped || value > kLastCodePoint; // stops growing before char32_t wraps
        value = wrapped ? value : value * (hex ? 16 : 10) + static_cast<char32_t>(v);
    }
    if (!ok) {
        return TR_("The character reference \"{0}\" is not complete: write &#digits; or "
                   "&#xhex-digits;.")
            .arg(std::string(text.substr(at, std::min<std::size_t>(12, text.size() - at))));
    }
    end = semicolon + 1;
    return refused_code_point(text.substr(at, end - at), value, wrapped);
}

/// Offset after the markup section opening at `at` ('<' of a comment, CDATA, PI or DOCTYPE),
/// or npos when `at` opens a tag or the section is not closed (pugixml reports that).
std::size_t skip_section(std::string_view text, std::size_t at) {
    const auto after = [&](std::string_view close, std::size_t from) {
        const auto found = text.find(close, from);
        return found == std::string_view::npos ? text.size() : found + close.size();
    };
    if (text.substr(at, 4) == "<!--") {
        return after("-->", at + 4);
    }
    if (text.substr(at, 9) == "<![CDATA[") {
        return after("]]>", at + 9);
    }
    if (text.substr(at, 2) == "<?") {
        return after("?>", at + 2);
    }
    if (text.substr(at, 2) == "<!") { // DOCTYPE, with an internal subset in brackets
        int depth = 0;
        for (std::size_t i = at + 2; i < text.size(); ++i) {
            depth += text[i] == '[' ? 1 : text[i] == ']' ? -1 : 0;
            if (text[i] == '>' && depth <= 0) {
                return i + 1;
            }
        }
        return text.size();
    }
    return std::string_view::npos;
}

} // namespace

std::optional<XmlTextProblem> find_xml_text_problem(std::string_view text) {
    if (const auto bad = control_character_offset(text); bad != std::string_view::npos) {
        return XmlTextProblem{bad, TR_("The file holds a control character; names and texts may "
                                       "hold tabs and line breaks only.")};
    }
    char quote = 0;   // inside an attribute value delimited by this quote
    bool tag = false; // inside a start or end tag
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (!tag && c == '<') {
            const auto skipped = skip_section(text, i);
            tag = skipped == std::string_view::npos;
            i = tag ? i + 1 : skipped;
            continue;
        }
        if (tag && quote == 0 && c == '>') {
            tag = false;
        } else if (tag && (c == '"' || c == '\'')) {
            quote = quote == 0 ? c : quote == c ? 0 : quote;
        } else if (c == '&' && (!tag || quote != 0)) {
            std::size_t end = i + 1;
            if (auto why = check_reference(text, i, end)) {
                return XmlTextProblem{i, std::move(*why)};
            }
            i = end;
            continue;
        }
        ++i;
    }
    return std::nullopt;
}

} // namespace ost
