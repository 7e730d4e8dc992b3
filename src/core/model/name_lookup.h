// What a user typed → the entry they meant: units of a list, options of a unit, catalogue
// entries (magic items, general grades), game systems; by id, French or English name.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/localized_string.h"
#include "core/support/text.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

/// One entry a user may name: its id and its names in both languages.
struct NamedEntry {
    std::string id;
    LocalizedString name;
};

/// The id of the entry of `entries` that `query` names: its exact id, or its id, French or
/// English name compared without case, accents or punctuation (NameMatcher), or nullopt.
/// Also nullopt when the name is shared by several entries (find_named() says which).
std::optional<std::string> find_named(const std::vector<NamedEntry>& entries, std::string_view query);

/// Like find_named(), but throws InvalidInputError when no entry or several match:
/// `unknown` (a sentence without its final stop, e.g. `The list X has no unit "dragons"`)
/// followed by the three nearest entries, each as its name in the user's language and its id;
/// or, for a shared name, the entries that share it, asking for the id.
std::string resolve_named(const std::vector<NamedEntry>& entries, std::string_view query, Text unknown);

/// The unit line of `list` named `query` (id, French or English name). InvalidInputError
/// "The list … has no unit …" with the three nearest lines otherwise.
const UnitEntry& unit_named(const ArmyList& list, std::string_view query);

/// The options and upgrades `unit` may take, as nameable entries: its own options, then its
/// shared upgrades (of the list, or of the system catalogue except grades and magic items).
std::vector<NamedEntry> option_entries(const GameSystem& system, const ArmyList& list, const UnitEntry& unit);

/// The id of the option or upgrade `query` names among those `unit` may take (its own options,
/// then its shared upgrades: of the list or of the system catalogue). InvalidInputError with
/// the nearest ones otherwise.
std::string option_named(const GameSystem& system, const ArmyList& list, const UnitEntry& unit,
                         std::string_view query);

/// The catalogue entry of kind `kind` (e.g. "magic-item", "general-grade") `query` names.
/// InvalidInputError `unknown` with the nearest entries of that kind otherwise.
const CatalogueEntry& catalogue_entry_named(const GameSystem& system, const std::string& kind,
                                            std::string_view query, Text unknown);

/// The system of `systems` whose id (or name) is `id`: the one lookup behind every "Unknown game
/// system" message. InvalidInputError `Unknown game system "x" (did you mean …?).` otherwise.
const GameSystem& require_system(const std::vector<GameSystem>& systems, std::string_view id);

} // namespace ost
