// A piece of data text in both languages (unit names, rule summaries, field labels).
// Lists and system definitions carry their own French and English; the UI picks one.
#pragma once

#include "core/support/text.h"

#include <string>

namespace ost {

/// French and English forms of one data string. Either may be empty only where the format
/// says the element is optional (summaries); names always have both.
struct LocalizedString {
    std::string fr;
    std::string en;

    Text text() const { return Text::localized(fr, en); }
    bool empty() const { return fr.empty() && en.empty(); }
    /// The string in `lang` ("fr" or anything else for English), falling back to the other.
    const std::string& in(const std::string& lang) const {
        if (lang == "fr") {
            return fr.empty() ? en : fr;
        }
        return en.empty() ? fr : en;
    }
    bool operator==(const LocalizedString&) const = default;
};

} // namespace ost
