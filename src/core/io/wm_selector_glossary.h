// French → English names for wm-selector's Warmaster Evolution data (used by the importer).
// The French names stay as published; the English ones are the community's usual names.
#pragma once

#include "core/model/localized_string.h"

#include <string>

namespace ost {

/// The English name for a French unit, upgrade, rule or magic-item name; a trailing "(*)"
/// (optional rule marker) is kept. Unknown names come back unchanged.
std::string wm_selector_english_name(const std::string& french);

/// The French name as published for a name that wm-selector v3.6.6 spells otherwise (an English
/// word left in a French name, a capital without its accent, a misspelling), or `published`
/// itself when it is not a known misspelling. A trailing "(*)" (optional unit) is kept. Ids and
/// the English glossary still use the published spelling, so saved rosters keep their ids.
/// Each correction is listed in lists/README.md ("Corrections").
std::string wm_selector_french_name(const std::string& published);

/// The army's names for list id `id` (from the file name). Known armies get their names from
/// a table (this also corrects the Wood Elves file, which is named "Arabie" in the source);
/// others keep the published name in French and the glossary's in English.
LocalizedString wm_selector_army_name(const std::string& id, const std::string& published);

/// The corrected text of a stat that wm-selector v3.6.6 misprints (unit `unit_fr` of list
/// `list_id`, stat `field` published as `published`), or nullptr when it is not a known
/// misprint. Only the exact published text is corrected, so a fixed source passes unchanged.
/// Each correction and its evidence is listed in lists/README.md ("Corrections").
const std::string* wm_selector_stat_erratum(const std::string& list_id, const std::string& unit_fr,
                                            const std::string& field, const std::string& published);

} // namespace ost
