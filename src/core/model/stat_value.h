// Typed readings of stats stored as published text ("3/1", "5+", "30cm", "-"): the parser that
// code computing with stats (the engine, the validator) uses instead of reading strings itself.
#pragma once

#include "core/model/profile.h"
#include "core/model/stat_format.h"
#include "core/support/error.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ost {

/// A value that does not follow its field's format. `raw_text()` is the text as stored, so a
/// message can quote it; `field()` is the profile field id (may be empty for a bare parse).
class StatSyntaxError : public InvalidInputError {
public:
    StatSyntaxError(Text message, std::string raw_text, std::string field = {})
        : InvalidInputError(std::move(message), raw_text), m_raw(std::move(raw_text)),
          m_field(std::move(field)) {}
    const std::string& raw_text() const { return m_raw; }
    const std::string& field() const { return m_field; }

private:
    std::string m_raw;
    std::string m_field;
};

/// A whole number, or a change to another profile's number when published with a sign
/// ("+1": a character adds one; `relative` is then true and `value` may be negative).
struct StatNumber {
    int value = 0;
    bool relative = false;
    bool operator==(const StatNumber&) const = default;
};

/// A number of attacks or shots: `fixed` plus `dice` dice of `sides` faces ("d3+2" = 1, 3, 2),
/// or one figure per range band from nearest to farthest ("8-4-2": bands {8, 4, 2}, fixed 8).
struct StatAmount {
    int fixed = 0;
    int dice = 0;  ///< number of dice rolled and added; 0 when none
    int sides = 0; ///< faces of each die; 0 when no dice
    std::vector<int> bands;
    bool relative = false; ///< "+2": added to the unit or character it joins (WME mounts, heroes)
    bool has_dice() const { return dice > 0; }
    bool operator==(const StatAmount&) const = default;
};

/// WME attacks: close combat, then shooting after "/" ("3/1": 3 attacks, 1 shot per stand;
/// rule sections wme.characteristics.attacks-hits-armour and wme.shooting). `note` keeps trailing published words
/// ("par socle", "+bounce", "*") that code must not ignore silently.
struct AttacksValue {
    StatAmount melee;
    std::optional<StatAmount> shooting;
    std::string note;
    bool operator==(const AttacksValue&) const = default;
};

/// A range in centimetres. `bands_cm` holds every distance published, nearest first ("30cm" =
/// {30}, "10-20-30cm" = {10, 20, 30}, "15cm/30cm" = {15, 30}); `shots` is the multiplier before
/// "x" ("2x60cm": 2 shots, "d3x15cm": d3), fixed 1 when none; `note` keeps the words after the
/// distance ("à 360°", "+rebond").
struct RangeValue {
    std::vector<int> bands_cm;
    StatAmount shots{1, 0, 0, {}, false};
    bool relative = false; ///< "+3x20cm": an upgrade adding this shooting to its bearer
    std::string note;
    /// The longest distance published.
    int max_cm() const { return bands_cm.empty() ? 0 : bands_cm.back(); }
    bool operator==(const RangeValue&) const = default;
};

/// An armour save: the lowest die roll that saves ("5+" = 5), nothing for "-" (no save);
/// wme.shooting.armour.
/// Some lines publish alternatives separated by "/" ("-/6+"); `saves` keeps them all in order.
struct ArmourValue {
    std::vector<std::optional<int>> saves;
    /// The first (usual) save, nullopt for none.
    std::optional<int> save() const { return saves.empty() ? std::nullopt : saves.front(); }
    bool operator==(const ArmourValue&) const = default;
};

/// A non-negative rational number as published: "4" = 4/1, "1/2" = 1/2 (kept unreduced). A&B
/// armour colours give the faces of the combat die that hit this way: black is hit on half a
/// face, a red hit confirmed by a second die (ab.armour.colours).
struct FractionValue {
    int numerator = 0;
    int denominator = 1;
    bool operator==(const FractionValue&) const = default;
};

/// One parsed stat. Text, Choice, Code and Id give the text itself; Ids a list.
using StatValue = std::variant<std::string, std::vector<std::string>, StatNumber, AttacksValue,
                               RangeValue, ArmourValue, FractionValue>;

/// Each parser reads the whole text (surrounding spaces ignored) and throws StatSyntaxError
/// quoting it when the text does not follow the format; they never guess.
StatNumber parse_stat_number(std::string_view text);
StatAmount parse_stat_amount(std::string_view text);
AttacksValue parse_attacks(std::string_view text);
RangeValue parse_range(std::string_view text);
ArmourValue parse_armour_save(std::string_view text);
FractionValue parse_fraction(std::string_view text);

/// Parses `text` by `field`'s format (a Choice must be one of its choices). The error carries
/// the field id.
StatValue parse_stat(const ProfileField& field, std::string_view text);

/// Typed access to one field of a profile: nullopt when the profile does not give the field.
/// Throws StatSyntaxError when it is given but does not parse.
std::optional<StatNumber> stat_number(const Profile& profile, const std::string& field);
std::optional<AttacksValue> stat_attacks(const Profile& profile, const std::string& field = "attacks");
std::optional<RangeValue> stat_range(const Profile& profile, const std::string& field = "range");
std::optional<ArmourValue> stat_armour(const Profile& profile, const std::string& field = "armour");
std::optional<FractionValue> stat_fraction(const Profile& profile, const std::string& field);

} // namespace ost
