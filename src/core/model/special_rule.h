// A special rule of a game system or of one army list, linked to the rules reference.
// The summary is in Ost's own words; `section` is a data/rules section id (e.g. wme.special.terror).
#pragma once

#include "core/model/localized_string.h"

#include <string>

namespace ost {

struct SpecialRule {
    std::string id;
    LocalizedString name;
    LocalizedString summary; ///< short description in our own words (may be empty)
    std::string section;     ///< rules-reference section id, resolved against data/rules; may be empty
    bool operator==(const SpecialRule&) const = default;
};

} // namespace ost
