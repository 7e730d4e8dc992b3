// Loads BattleScribe data files (.gst/.cat XML, zipped .gstz/.catz) for the BattleScribe importer.
// Only this file and zip_archive.cpp know the packaging; the importer sees parsed XML documents.
#pragma once

#include "core/io/xml_document.h"

#include <filesystem>
#include <optional>
#include <string>

namespace ost {

/// One BattleScribe data file: a game system (`<gameSystem>`) or a catalogue (`<catalogue>`).
struct BattleScribeFile {
    XmlDocument doc;
    bool game_system = false; ///< true: a .gst; false: a .cat
    std::string id;           ///< root @id
    std::string name;         ///< root @name
    std::string game_system_id; ///< catalogue @gameSystemId (empty for a game system)
};

/// Reads `file`: plain XML, or a zip archive (.gstz/.catz, detected by content) holding one
/// .gst/.cat entry. Throws InvalidInputError located at the problem: unreadable archive, no data
/// file inside, XML syntax error, a root that is neither `<gameSystem>` nor `<catalogue>`, a
/// root without `id` or `name`. Messages name the archive entry ("army.catz:army.cat:12:3").
BattleScribeFile load_battlescribe_file(const std::filesystem::path& file);

/// Same from bytes already in memory (`name` is used in messages): zipped or plain.
BattleScribeFile load_battlescribe_bytes(std::string bytes, const std::string& name);

/// The game system a catalogue needs: the `.gst`/`.gstz` in `folder` whose id is
/// `game_system_id`, or nullopt when there is none (files that do not parse are skipped).
std::optional<std::filesystem::path> find_battlescribe_game_system(
    const std::filesystem::path& folder, const std::string& game_system_id);

} // namespace ost
