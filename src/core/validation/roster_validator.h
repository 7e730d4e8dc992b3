// Checks a roster against its army list and game system (limits, groups, generals, magic items,
// commands, allies, dates) and computes the live figures (points, break point, cohesion).
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/id_index.h"
#include "core/model/roster.h"
#include "core/support/diagnostic.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ost {

/// Live figures of one ADLG command (or of the whole army when the system has no commands).
struct CommandFigures {
    std::string command_id;
    int points = 0;
    int command_points = 0; ///< spent by the competence of its general(s)
    int units = 0;          ///< units (role unit) in it, counts summed
    /// ADLG: its units counted in the army's cohesion, expendables excluded (adlg.army.rout).
    int cohesion = 0;
    bool operator==(const CommandFigures&) const = default;
};

/// Live figures of one roster entry, for the GUI tree.
struct EntryFigures {
    std::string entry_id;
    int points = 0;    ///< unit × count + options + competence + magic items
    bool known = true; ///< false: its unit (or list) no longer exists in the data
    bool operator==(const EntryFigures&) const = default;
};

/// What RosterValidator::validate returns. Diagnostics carry a stable `code`
/// (e.g. "roster.unit-min"), a bilingual message naming the rule, the army size and what was
/// counted, the rules-reference section in `rule_id` and the culprit entry id in `subject`
/// (empty when no entry is to blame, e.g. a missing compulsory unit that has no entry at all).
struct RosterReport {
    Diagnostics diagnostics;
    int army_size = 0;
    int points = 0;                   ///< total points spent
    int command_points = 0;           ///< ADLG: command points spent by competences
    std::optional<int> command_value; ///< ADLG: the list's command-point budget, when known
    int units = 0;                    ///< units counted (WME: no characters/attachments)
    std::optional<int>
        break_point; ///< WME: half the units, rounded up (wme.army-selection.break-point)
    std::optional<int> cohesion; ///< ADLG: army cohesion, expendables excluded (adlg.army.rout)
    std::optional<int> commands_required; ///< ADLG: commands the army size asks for
    std::vector<CommandFigures> commands; ///< ADLG: one per roster command, in roster order
    /// ADLG: points of the camp and fortification entries, which stand outside the commands
    /// (RosterValidator::outside_commands) and are shown apart; they are part of `points` too,
    /// since the list prices them in army points (adlg.army-composition.camp).
    int camp_points = 0;
    std::vector<EntryFigures> entries;    ///< one per roster entry, in roster order
    /// True when the verdict rests on figures the data marks as not confirmed for the system's
    /// current edition (`confirmed="false"` on the list, an allied list used, a line, an option
    /// or a catalogue entry taken): every export and the CLI verdict then say so (issue 15).
    bool unconfirmed_data = false;

    /// True when no diagnostic is an error.
    bool legal() const { return !has_errors(diagnostics); }
    /// The figures of entry `entry_id`, or nullptr; O(1) through `entry_index`.
    const EntryFigures* entry(const std::string& entry_id) const;
    /// The diagnostics whose subject is `entry_id`.
    std::vector<const Diagnostic*> about(const std::string& entry_id) const;

    /// entry()'s index of `entries` (a copy starts empty).
    IdIndex entry_index;
};

/// One magic item a chooser offers for an entry (issue 15: only items the unit may carry; items
/// once per army that another entry has are shown greyed, saying who has them).
struct MagicItemChoice {
    const CatalogueEntry* item = nullptr;
    /// The entry that already carries it when the item's army maximum is reached by other
    /// entries (wme.army-selection.magic-items); empty when `entry` may take it.
    std::string taken_by;
    bool available() const { return taken_by.empty(); }
};

/// One option or upgrade a chooser offers for an entry (issue 15: options only where allowed).
struct OptionChoice {
    UnitOption option;
    /// Why the entry may not take it now (empty when it may): outside the roster's year
    /// (roster.option-date), the army maximum already taken by other entries
    /// (roster.option-army-max), or a unit it needs missing from the army (roster.option-requires).
    Text why_not;
    bool available() const { return why_not.empty(); }
};

/// True when `unit` may carry the magic item `item`: the line takes magic items and the list names
/// the item for it, or its type and armour are among those the item allows
/// (wme.army-selection.magic-items).
bool may_carry(const CatalogueEntry& item, const UnitEntry& unit);

/// Validates rosters of one army list. Pure and cheap: it keeps its own copies of the system
/// and lists, never touches storage, and validate() can run after every edit (a 60-entry
/// roster takes well under a millisecond). Build one per open roster; rebuild it when the
/// roster's list changes.
class RosterValidator {
  public:
    /// `allies`: the allied lists the roster may draw commands from (normally every list named
    /// by `list.allies` that exists). A roster using an allied list not given here is flagged.
    RosterValidator(GameSystem system, ArmyList list, std::vector<ArmyList> allies = {});

    /// Every finding and figure for `roster` at its own army size. Never throws for bad roster
    /// content (unknown units, bad sizes, dangling references all become diagnostics).
    RosterReport validate(const Roster& roster) const;

    const GameSystem& system() const { return m_system; }
    const ArmyList& list() const { return m_list; }
    const std::vector<ArmyList>& allies() const { return m_allies; }
    /// The list an entry's unit comes from (main list or a given ally), or nullptr.
    const ArmyList* list_of(const RosterEntry& entry) const;
    /// The list line of `entry`, or nullptr when it no longer exists.
    const UnitEntry* unit_of(const RosterEntry& entry) const;
    /// The option or shared upgrade `option_id` as `unit` of `list` may take it, or nullptr.
    /// Catalogue upgrades the line names (other than general grades and magic items) are
    /// returned as an option built from the catalogue entry (stored in `scratch`).
    const UnitOption* option_of(const ArmyList& list, const UnitEntry& unit,
                                const std::string& option_id, UnitOption& scratch) const;
    /// True when `roster` rests on data marked not confirmed for the current edition: the list
    /// itself, or an allied list, line, option, competence or magic item it uses (see
    /// RosterReport::unconfirmed_data, which validate() fills with this).
    bool uses_unconfirmed_data(const Roster& roster) const;
    /// The part of uses_unconfirmed_data() about one entry: its list, line, options, competence
    /// or magic items are marked not confirmed.
    bool entry_uses_unconfirmed_data(const RosterEntry& entry) const;
    /// The part of uses_unconfirmed_data() about no entry: the list itself or an allied command's list.
    bool header_uses_unconfirmed_data(const Roster& roster) const;
    /// ADLG: true for an entry whose line is a camp or fortifications (role `camp` or
    /// `fortification`). Such an entry belongs to no command (adlg.army-composition.camp: the
    /// camp and fortifications are the army's, not a command's, and are not units): its
    /// `command_id` is ignored by validate() and by the figures of every command, so older roster
    /// files that put the camp in a command still load and read the same (issue 15).
    bool outside_commands(const RosterEntry& entry) const;
    /// Points of one entry at `army_size` (0 for an unknown unit).
    int entry_points(const RosterEntry& entry, int army_size) const;

    // --- choices offered to the player (for pickers in the GUI) ------------------------------
    /// The options and upgrades `entry`'s line may take (its own options, then the shared and
    /// catalogue upgrades it names; general grades and magic items excluded), in list order.
    std::vector<UnitOption> available_options(const RosterEntry& entry) const;
    /// available_options(entry), each with the reason it may not be taken in `roster` now (the
    /// same checks validate() makes, so the chooser can leave out what would be flagged).
    std::vector<OptionChoice> option_choices(const Roster& roster, const RosterEntry& entry) const;
    /// ADLG: the competences `entry`'s general line allows (empty for a non-general).
    std::vector<const CatalogueEntry*> general_grades(const RosterEntry& entry) const;
    /// WME: the magic items `entry` may carry by type, armour and the line's own upgrades
    /// (whether another entry already has one is for validate() to say).
    std::vector<const CatalogueEntry*> magic_items_for(const RosterEntry& entry) const;
    /// WME: magic_items_for(entry), each marked taken when other entries of `roster` already
    /// carry it as many times as its army maximum allows (the chooser greys it with the reason;
    /// what `entry` itself carries is never "taken").
    std::vector<MagicItemChoice> magic_item_choices(const Roster& roster,
                                                    const RosterEntry& entry) const;
    /// ADLG: the entries of `roster` a general `entry` may be placed with — the units (role
    /// `unit`) of his own command, in roster order (adlg.rout.general: a general included in a
    /// unit). The choice is kept in RosterEntry::attached_to. Empty for anything but a general.
    std::vector<std::string> general_units(const Roster& roster, const RosterEntry& entry) const;
    /// Whether the game's army rules place a general with a unit of his command (ADLG), so a
    /// front end offers general_units() for a general.
    bool places_generals_with_units() const;
    /// WME: the entries of `roster` that `entry` (an attachment) may join.
    std::vector<std::string> attachment_targets(const Roster& roster,
                                                const RosterEntry& entry) const;

  private:
    GameSystem m_system;
    ArmyList m_list;
    std::vector<ArmyList> m_allies;
    /// Unit id → its index in m_list.units (the first of a repeated id, as ArmyList::unit):
    /// unit_of() in O(1) for the main list's entries, which every check and figure asks for
    /// (issue 26: a 1000-entry roster). Indices, not pointers, so copies stay right.
    std::unordered_map<std::string, std::size_t> m_unit_index;
};

} // namespace ost
