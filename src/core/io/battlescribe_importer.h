// Converts a BattleScribe catalogue (with its game system) into an Ost army list for the game
// system the user picks, with a report of every construct that has no Ost equivalent.
#pragma once

#include "core/io/battlescribe_reader.h"
#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/support/diagnostic.h"

#include <string>

namespace ost {

/// The list an import produced and what it could not carry over (each with file:line).
struct BattleScribeImport {
    ArmyList list;
    /// Warnings (code `battlescribe.*`): conditional modifiers and repeats not applied, limits
    /// on costs or percentages, hidden entries, unknown links, values the system refuses,
    /// names that match no catalogue entry. Nothing is dropped without a line here.
    Diagnostics report;
};

/// Converts `catalogue` into an ArmyList of `system`, resolving entry links and shared entries
/// of `catalogue` and of `game` (its .gst; may be null, or `catalogue` may itself be the .gst).
/// Mapping: root entries (and the unit entries of a force-organisation container such as the
/// ADLG "Corp") → lines; an entry whose choice group holds troops → an either/or group with one
/// line per choice; profiles → stats (characteristics matched to the system's fields by name,
/// values checked against the field's format and choices); costs summed over the mandatory
/// sub-entries with the modifiers whose conditions can be decided from the entry itself
/// (instanceOf an ancestor) applied, costs conditional on a game size → size-specific costs;
/// `selections` min/max constraints → line limits (WME: a repeat per 1000 points → the per-1000
/// limit); optional sub-entries → options; catalogue capability/grade names → capability ids and
/// general-grade upgrades. The result passes read_army_list() for `system` (checked).
/// `list_id` names the list (empty: from the catalogue name). Throws InvalidInputError when
/// `catalogue` is a catalogue of another game system than `game`.
BattleScribeImport import_battlescribe(const BattleScribeFile& catalogue, const BattleScribeFile* game,
                                       const GameSystem& system, const std::string& list_id = {});

} // namespace ost
