// Stat lines: the profile types a game system defines (WME Type/Attacks/Range/…, ADLG troop
// type/protection/cohesion/…) and the values one entry gives them.
#pragma once

#include "core/model/localized_string.h"
#include "core/model/stat_format.h"

#include <string>
#include <utility>
#include <vector>

namespace ost {

/// An allowed value of a choice field (e.g. WME unit type "infantry" = Infanterie/Infantry).
struct ProfileChoice {
    std::string id;
    LocalizedString name;
    bool operator==(const ProfileChoice&) const = default;
};

/// How a published stat value that holds words of one language is shown in each language
/// (`<wording>` in system.xml): WME "15cm à 360°" reads "15cm, 360°" in English. Data, not
/// code, so the wording of a game's stat notes is reviewed with its lists (lists/README.md).
struct StatWording {
    std::string value; ///< the value exactly as published in the lists ("2x60cm+rebond")
    LocalizedString shown;
    bool operator==(const StatWording&) const = default;
};

/// One column of a stat line. A field with choices only accepts those ids.
struct ProfileField {
    std::string id; ///< attribute name in <stats>, e.g. "attacks"
    LocalizedString name;
    std::vector<ProfileChoice> choices;
    /// How its values are written (`format` in system.xml); read them with stat_value.h.
    StatFormat format = StatFormat::Text;
    /// Values shown in other words in each language (see StatWording); most have none.
    std::vector<StatWording> wordings = {};
    const ProfileChoice* choice(const std::string& value) const;
    /// The wording of `value`, or nullptr when the value is shown as published.
    const StatWording* wording(const std::string& value) const;
    bool operator==(const ProfileField&) const = default;
};

/// A stat line layout of a system ("unit" in WME, "troop-type" in ADLG, "weapon" in AB…).
struct ProfileType {
    std::string id;
    LocalizedString name;
    std::vector<ProfileField> fields;
    const ProfileField* field(const std::string& id) const;
    bool operator==(const ProfileType&) const = default;
};

/// The stat values of one entry, in the order the file gives them. Values are text as
/// published ("3/1", "6+", "15cm à 360°") because the games mix numbers and notes.
struct Profile {
    std::string type; ///< a ProfileType id; empty when the entry has no stats
    std::vector<std::pair<std::string, std::string>> values;
    /// The value of `field`, or nullptr when the entry does not give it.
    const std::string* get(const std::string& field) const;
    bool empty() const { return values.empty(); }
    bool operator==(const Profile&) const = default;
};

} // namespace ost
