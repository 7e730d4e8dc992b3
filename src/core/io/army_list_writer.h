// Writes an ArmyList in the lists/ XML format: used by the wm-selector importer, by the export
// of user-made lists and by the round-trip tests (read(write(list)) == list, byte-exact re-write).
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"

#include <filesystem>
#include <string>

namespace ost {

/// The canonical XML text of `list` (UTF-8, two-space indent, fixed element and attribute
/// order). Writing a list read from canonical text gives the same bytes back.
std::string write_army_list(const ArmyList& list);

/// Writes `list` to `file` atomically (the old file stays intact on failure).
/// Throws EnvironmentError naming the file.
void save_army_list(const std::filesystem::path& file, const ArmyList& list);

} // namespace ost

namespace ost {

/// `<entries>` document holding catalogue entries (the magic items an import produced), to be
/// pasted into a system.xml. Same canonical layout as the <entry> elements of system files.
std::string write_catalogue_entries(const std::vector<CatalogueEntry>& entries);

} // namespace ost
