// What the published text of one stat field looks like (`format` of a <field> in system.xml).
// The stat parser (stat_value.h) reads a value by its field's format; lists/README.md lists them.
#pragma once

#include <optional>
#include <string_view>

namespace ost {

/// The syntax of a profile field's values. Declared per field in `lists/<system>/system.xml`
/// (`<field id="attacks" format="attacks">`) so code never guesses it from a system id.
enum class StatFormat {
    Text,       ///< free text (notes, conditions): anything, kept as published
    Choice,     ///< one of the field's <choice> ids (the default when a field has choices)
    Whole,      ///< a whole number ("3", "0"), or a change to another profile ("+1", "-1")
    Code,       ///< a short code of letters ("LMI", "Kn")
    Id,         ///< one id (lowercase letters, digits, dashes): a catalogue entry
    Ids,        ///< ids separated by spaces ("bows elite")
    Attacks,    ///< WME attacks: "3", "3/1", "+2", "d3+2", "1/8-4-2", "1/2+bounce"
    Range,      ///< a distance in cm: "30cm", "15cm/30cm", "2x60cm+rebond", "15cm à 360°"
    ArmourSave, ///< "5+", "-" (no save), alternatives "-/6+"
    Fraction,   ///< a whole number or a fraction: "4", "1/2" (A&B faces of the die that hit)
};

/// The attribute text of a format ("text", "choice", "whole", "code", "id", "ids", "attacks",
/// "range", "armour-save", "fraction").
const char* to_string(StatFormat format);
/// The format named `text`, or nullopt for an unknown name.
std::optional<StatFormat> stat_format_from(std::string_view text);

} // namespace ost
