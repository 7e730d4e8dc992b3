// Importer for wm-selector JSON army files (github.com/dsusco/wm-selector, ISC licence):
// turns one Warmaster Evolution army, or its magic-item file, into Ost's model.
// `ost-cli import wm-selector` writes the result in the lists/ format.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"

#include <string>
#include <vector>

namespace ost {

/// Converts one wm-selector army JSON (`text`, named `file` in messages; `id` is the list id,
/// from the file name) into an ArmyList of system "wme": every unit with its profile, points,
/// min/max per 1000 points, army min/max, upgrades, attachments (augendUnits → attaches-to,
/// noCount → counts="false", noMagic → magic="false") and special-rule names. Rule texts of
/// the source are not copied. English names come from a built-in glossary (French kept when
/// a name is unknown). Throws InvalidInputError: syntax errors at file:line:column, structure
/// errors naming the JSON path.
ArmyList import_wm_selector_army(const std::string& text, const std::string& file,
                                 const std::string& id);

/// Keeps what Ost adds to an imported list's rules: for every rule of `imported` whose id is
/// also a rule of `previous` (the committed or earlier file), copies its rules-reference
/// `section` and its `summary`. The JSON carries neither (Ost writes its own digest of the
/// rule texts), so re-importing a newer wm-selector file must not drop them. Rules new to
/// `imported` keep an empty section; rules gone from the JSON are not brought back.
void keep_rule_links(ArmyList& imported, const ArmyList& previous);

/// Converts the wm-selector magic-item JSON into catalogue entries of kind "magic-item"
/// (points, once per army, eligible unit types). Same error contract.
std::vector<CatalogueEntry> import_wm_selector_magic_items(const std::string& text,
                                                           const std::string& file);

/// True when `text` looks like the magic-item file (it has "upgradeConstraints").
bool is_wm_selector_magic_items(const std::string& text);

/// ASCII id from a French name: "Joueurs d’Épée (*)" → "joueurs-d-epee".
std::string slug_id(const std::string& name);

} // namespace ost
