// The stat parser: reads published stat texts ("3/1", "5+", "2x60cm+rebond") into typed values.
// Small hand-written recursive-descent readers; each consumes the whole text or throws.
#include "core/model/stat_value.h"

#include <array>
#include <cctype>
#include <limits>

namespace ost {

namespace {

constexpr std::array<std::pair<StatFormat, const char*>, 10> kFormatNames{{
    {StatFormat::Text, "text"},
    {StatFormat::Choice, "choice"},
    {StatFormat::Whole, "whole"},
    {StatFormat::Code, "code"},
    {StatFormat::Id, "id"},
    {StatFormat::Ids, "ids"},
    {StatFormat::Attacks, "attacks"},
    {StatFormat::Range, "range"},
    {StatFormat::ArmourSave, "armour-save"},
    {StatFormat::Fraction, "fraction"},
}};

/// Largest number a stat may hold: far above any published figure, far below int overflow.
constexpr int kMaxNumber = 100000;

[[noreturn]] void fail(Text message, std::string_view raw) {
    throw StatSyntaxError(std::move(message.arg(std::string(raw))), std::string(raw));
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())) != 0) {
        text.remove_prefix(1);
    }
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())) != 0) {
        text.remove_suffix(1);
    }
    return text;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

/// A cursor over the text being parsed; `raw` is the whole value, quoted in errors.
struct Cursor {
    std::string_view raw;
    std::size_t at = 0;

    bool done() const { return at >= raw.size(); }
    char peek(std::size_t ahead = 0) const { return at + ahead < raw.size() ? raw[at + ahead] : '\0'; }
    bool take(char c) {
        if (peek() == c) {
            ++at;
            return true;
        }
        return false;
    }
    /// Takes `word` ignoring ASCII case.
    bool take_word(std::string_view word) {
        if (raw.size() - at < word.size()) {
            return false;
        }
        for (std::size_t i = 0; i < word.size(); ++i) {
            if (std::tolower(static_cast<unsigned char>(raw[at + i])) != word[i]) {
                return false;
            }
        }
        at += word.size();
        return true;
    }
    std::optional<int> number() {
        if (!is_digit(peek())) {
            return std::nullopt;
        }
        long long value = 0;
        while (is_digit(peek())) {
            value = value * 10 + (raw[at] - '0');
            if (value > kMaxNumber) {
                fail(TR_("The stat \"{0}\" holds a number too large for a stat."), raw);
            }
            ++at;
        }
        return static_cast<int>(value);
    }
    std::string_view rest() const { return done() ? std::string_view{} : raw.substr(at); }
};

/// A die "d3", "D6", "2D6" at the cursor (count already read or 1); returns false when no 'd'.
bool read_dice(Cursor& c, int count, StatAmount& amount) {
    if (c.peek() != 'd' && c.peek() != 'D') {
        return false;
    }
    if (!is_digit(c.peek(1))) {
        return false;
    }
    ++c.at;
    const auto sides = c.number();
    if (count < 1 || *sides < 2) {
        fail(TR_("The stat \"{0}\" names a die with fewer than two faces or no die at all."), c.raw);
    }
    amount.dice = count;
    amount.sides = *sides;
    return true;
}

/// amount := ['+'] ( N | [N] dS ['+' N] | N ('-' N)+ ); stops before anything else.
StatAmount read_amount(Cursor& c) {
    StatAmount amount;
    amount.relative = c.take('+');
    const auto first = c.number();
    if (read_dice(c, first.value_or(1), amount)) {
        if (c.peek() == '+' && is_digit(c.peek(1))) {
            ++c.at;
            amount.fixed = *c.number();
        }
        return amount;
    }
    if (!first) {
        fail(TR_("The stat \"{0}\" should start with a number or a die such as D6."), c.raw);
    }
    amount.fixed = *first;
    if (c.peek() == '-' && is_digit(c.peek(1))) {
        amount.bands.push_back(*first);
        while (c.peek() == '-' && is_digit(c.peek(1))) {
            ++c.at;
            amount.bands.push_back(*c.number());
        }
    }
    return amount;
}

std::string note_of(const Cursor& c) { return std::string(trim(c.rest())); }

/// "cm" after a distance; a distance without its unit is refused (WME measures in cm).
void read_cm(Cursor& c) {
    if (!c.take_word("cm")) {
        fail(TR_("The range \"{0}\" should give its distance in cm (for example 30cm)."), c.raw);
    }
}

} // namespace

const char* to_string(StatFormat format) {
    for (const auto& [f, name] : kFormatNames) {
        if (f == format) {
            return name;
        }
    }
    return "text";
}

std::optional<StatFormat> stat_format_from(std::string_view text) {
    for (const auto& [f, name] : kFormatNames) {
        if (text == name) {
            return f;
        }
    }
    return std::nullopt;
}

StatNumber parse_stat_number(std::string_view text) {
    Cursor c{trim(text)};
    StatNumber result;
    bool negative = false;
    if (c.take('+')) {
        result.relative = true;
    } else if (c.take('-')) {
        result.relative = true;
        negative = true;
    }
    const auto value = c.number();
    if (!value || !c.done()) {
        fail(TR_("The stat \"{0}\" should be a whole number such as 3 (or +1 for a change)."), c.raw);
    }
    result.value = negative ? -*value : *value;
    return result;
}

StatAmount parse_stat_amount(std::string_view text) {
    Cursor c{trim(text)};
    auto amount = read_amount(c);
    if (!c.done()) {
        fail(TR_("The stat \"{0}\" has text after its number."), c.raw);
    }
    return amount;
}

AttacksValue parse_attacks(std::string_view text) {
    Cursor c{trim(text)};
    AttacksValue result;
    result.melee = read_amount(c);
    if (c.take('/')) {
        result.shooting = read_amount(c);
    }
    result.note = note_of(c);
    if (!result.note.empty() && result.note.front() == '/') {
        fail(TR_("The attacks \"{0}\" have more than two parts (close combat/shooting)."), c.raw);
    }
    return result;
}

RangeValue parse_range(std::string_view text) {
    Cursor c{trim(text)};
    RangeValue result;
    result.relative = c.take('+');
    // A multiplier "2x" or "d3x" comes before the distance: try it, else rewind.
    const auto start = c.at;
    {
        StatAmount shots;
        const auto count = c.number();
        const bool dice = read_dice(c, count.value_or(1), shots);
        if ((count || dice) && (c.peek() == 'x' || c.peek() == 'X')) {
            ++c.at;
            if (!dice) {
                shots.fixed = *count;
            }
            result.shots = shots;
        } else {
            c.at = start;
        }
    }
    // Distances: N[cm] separated by '-' or '/', the last one followed by cm.
    while (true) {
        const auto distance = c.number();
        if (!distance) {
            fail(TR_("The range \"{0}\" should give its distance in cm (for example 30cm)."), c.raw);
        }
        result.bands_cm.push_back(*distance);
        const bool unit = c.take_word("cm");
        if ((c.peek() == '-' || c.peek() == '/') && is_digit(c.peek(1))) {
            ++c.at;
            continue;
        }
        if (!unit) {
            read_cm(c);
        }
        break;
    }
    for (std::size_t i = 1; i < result.bands_cm.size(); ++i) {
        if (result.bands_cm[i] <= result.bands_cm[i - 1]) {
            fail(TR_("The range \"{0}\" should list its distances from nearest to farthest."), c.raw);
        }
    }
    result.note = note_of(c);
    return result;
}

ArmourValue parse_armour_save(std::string_view text) {
    Cursor c{trim(text)};
    ArmourValue result;
    do {
        if (c.take('-')) {
            result.saves.emplace_back(std::nullopt);
            continue;
        }
        const auto roll = c.number();
        if (!roll || !c.take('+') || *roll < 1 || *roll > 6) {
            fail(TR_("The armour \"{0}\" should be a save from 1+ to 6+ or - for none."), c.raw);
        }
        result.saves.emplace_back(*roll);
    } while (c.take('/'));
    if (!c.done()) {
        fail(TR_("The armour \"{0}\" should be a save from 1+ to 6+ or - for none."), c.raw);
    }
    return result;
}

FractionValue parse_fraction(std::string_view text) {
    Cursor c{trim(text)};
    FractionValue result;
    const auto numerator = c.number();
    std::optional<int> denominator = 1;
    if (numerator && c.take('/')) {
        denominator = c.number();
    }
    if (!numerator || !denominator || *denominator == 0 || !c.done()) {
        fail(TR_("The stat \"{0}\" should be a whole number or a fraction such as 1/2."), c.raw);
    }
    result.numerator = *numerator;
    result.denominator = *denominator;
    return result;
}

namespace {

bool is_id(std::string_view text) {
    if (text.empty()) {
        return false;
    }
    for (char ch : text) {
        if (!((ch >= 'a' && ch <= 'z') || is_digit(ch) || ch == '-')) {
            return false;
        }
    }
    return true;
}

StatValue parse_by_format(const ProfileField& field, std::string_view text) {
    const auto value = trim(text);
    switch (field.format) {
    case StatFormat::Text:
        return std::string(text);
    case StatFormat::Choice:
        if (field.choice(std::string(value)) == nullptr) {
            fail(TR_("\"{0}\" is not one of the allowed values of this field."), text);
        }
        return std::string(value);
    case StatFormat::Whole:
        return parse_stat_number(text);
    case StatFormat::Code: {
        bool letters = !value.empty();
        for (char ch : value) {
            letters = letters && std::isalpha(static_cast<unsigned char>(ch)) != 0;
        }
        if (!letters) {
            fail(TR_("The code \"{0}\" should be letters only (for example LMI)."), text);
        }
        return std::string(value);
    }
    case StatFormat::Id:
        if (!is_id(value)) {
            fail(TR_("\"{0}\" should be one id of lowercase letters, digits and dashes."), text);
        }
        return std::string(value);
    case StatFormat::Ids: {
        std::vector<std::string> ids;
        std::size_t from = 0;
        while (from < value.size()) {
            auto to = value.find(' ', from);
            if (to == std::string_view::npos) {
                to = value.size();
            }
            if (to > from) {
                const auto id = value.substr(from, to - from);
                if (!is_id(id)) {
                    fail(TR_("\"{0}\" should be ids of lowercase letters, digits and dashes separated by spaces."),
                         text);
                }
                ids.emplace_back(id);
            }
            from = to + 1;
        }
        if (ids.empty()) {
            fail(TR_("\"{0}\" should be ids of lowercase letters, digits and dashes separated by spaces."), text);
        }
        return ids;
    }
    case StatFormat::Attacks:
        return parse_attacks(text);
    case StatFormat::Range:
        return parse_range(text);
    case StatFormat::ArmourSave:
        return parse_armour_save(text);
    case StatFormat::Fraction:
        return parse_fraction(text);
    }
    throw InternalError(TR_("Unknown stat format."), std::to_string(static_cast<int>(field.format)));
}

template <typename T, typename Parse>
std::optional<T> typed(const Profile& profile, const std::string& field, Parse parse) {
    const auto* text = profile.get(field);
    if (text == nullptr) {
        return std::nullopt;
    }
    try {
        return parse(*text);
    } catch (const StatSyntaxError& e) {
        throw StatSyntaxError(e.message(), e.raw_text(), field);
    }
}

} // namespace

StatValue parse_stat(const ProfileField& field, std::string_view text) {
    try {
        return parse_by_format(field, text);
    } catch (const StatSyntaxError& e) {
        throw StatSyntaxError(e.message(), e.raw_text(), field.id);
    }
}

std::optional<StatNumber> stat_number(const Profile& profile, const std::string& field) {
    return typed<StatNumber>(profile, field, [](const std::string& t) { return parse_stat_number(t); });
}
std::optional<AttacksValue> stat_attacks(const Profile& profile, const std::string& field) {
    return typed<AttacksValue>(profile, field, [](const std::string& t) { return parse_attacks(t); });
}
std::optional<RangeValue> stat_range(const Profile& profile, const std::string& field) {
    return typed<RangeValue>(profile, field, [](const std::string& t) { return parse_range(t); });
}
std::optional<ArmourValue> stat_armour(const Profile& profile, const std::string& field) {
    return typed<ArmourValue>(profile, field, [](const std::string& t) { return parse_armour_save(t); });
}
std::optional<FractionValue> stat_fraction(const Profile& profile, const std::string& field) {
    return typed<FractionValue>(profile, field, [](const std::string& t) { return parse_fraction(t); });
}

} // namespace ost
