// What the list browser, the list editor and `ost-cli show-list` show of an army list: stat
// values in words, the columns a list needs, each line's options and special rules, costs as text.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/support/text.h"

#include <string>
#include <vector>

namespace ost {

/// A stat value as players read it: the choice name of a choice field (WME "infantry" →
/// Infanterie/Infantry), else the field's wording of that value in each language (WME
/// "15cm à 360°" → "15cm, 360°" in English, StatWording), else the names of the system's
/// catalogue entries it lists (ADLG "elite two-handed-weapon" → "Elite, Two-handed weapon"),
/// else the value as published.
Text stat_value_text(const GameSystem& system, const ProfileField* field, const std::string& value);

/// The stat columns a table of `list` needs: the fields of the profile types its units use,
/// in the system's field order, keeping only fields at least one unit gives a value.
std::vector<ProfileField> stat_columns(const GameSystem& system, const ArmyList& list);

/// One option or upgrade a line may take, resolved: the line's own options, then the list's
/// shared upgrades, then system catalogue entries it names (ADLG general grades, WME items).
struct OptionLine {
    std::string id;
    LocalizedString name;
    std::vector<Cost> costs;
    bool shared = false; ///< a shared upgrade or catalogue entry rather than the line's own option
    bool confirmed = true;
};

/// Options of `unit` in display order; references that resolve to nothing are skipped.
std::vector<OptionLine> unit_option_lines(const GameSystem& system, const ArmyList& list,
                                          const UnitEntry& unit);

/// Special rules of `unit`, each once: its rule ids resolved against the list then the system;
/// the rules of the catalogue entries its stats name (ADLG impact, impetuous); the system rules
/// its role implies (a WME General → "general", an attachment → "attachment") when defined.
std::vector<SpecialRule> unit_special_rules(const GameSystem& system, const ArmyList& list,
                                            const UnitEntry& unit);

/// Who may take a catalogue entry (a WME magic item), in words: the names of the unit-type
/// choices it lists ("Infantry, Cavalry, Chariot"), then its armour values; empty when anyone.
Text eligibility_text(const GameSystem& system, const CatalogueEntry& entry);

/// What a player reads about a catalogue entry before choosing it (the app's magic-item chooser,
/// issue 29): one sentence per fact the data gives — each stat ("Type: Magic standard."), who
/// may carry it, how many the army may have, and our own note — in display order.
std::vector<Text> catalogue_entry_description(const GameSystem& system, const CatalogueEntry& entry);

/// "80 pts", "-1 pts", "40 pts, 1 command point" at `army_size` (size-specific costs win);
/// "—" when there is no points cost.
Text costs_text(const std::vector<Cost>& costs, int army_size = 0);

/// "-300 → 150" style date window in words ("500 BC to AD 150"); empty when there is none.
Text date_window_text(std::optional<int> from, std::optional<int> to);

} // namespace ost
