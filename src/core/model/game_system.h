// A game system Ost supports (ADLG, WME, Alexandre et Bayard, Jomini) as stored in the reference DB.
// Plain data: names in both languages and where the definition came from.
#pragma once

#include "core/support/text.h"

#include <string>

namespace ost {

struct GameSystem {
    std::string id; ///< "adlg", "wme", "ab", "jomini"
    int position = 0;
    std::string name_fr;
    std::string name_en;
    std::string source;
    std::string file; ///< the lists/ file it was read from
    Text name() const { return Text::localized(name_fr, name_en); }
};

} // namespace ost
