// The roster-building service both front ends use: every edit of a roster (units, counts,
// options, generals, magic items, attachments, commands, names) as an undoable step, revalidated.
#pragma once

#include "core/model/roster.h"
#include "core/support/undo_stack.h"
#include "core/validation/roster_validator.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace ost {

class IncrementalValidation;

/// What add_unit() does when the roster already has an entry of the same line.
enum class AddMode {
    /// Always a new entry (the CLI's `roster add`, Shift+Enter or "Add as separate unit").
    Separate,
    /// Adds to the count of an identical entry when there is one (see RosterEditor::merge_target),
    /// so adding Halberdiers four times reads « 4 × Hallebardiers » (issue 15).
    Merge,
};

/// Edits one open roster. Every operation below:
/// - checks its arguments and throws InvalidInputError (nothing changed) when they cannot make
///   sense: an unknown entry, command, unit, option or magic item, a count outside 1..10000, a
///   text holding control characters;
/// - otherwise applies the change as ONE undoable step on history() (labelled for the Edit
///   menu), revalidates, and calls the change listener.
/// Rule breaches (too many units, an ineligible magic item, points over the size…) are NOT
/// refused: they are allowed edits that show up in report(), so the player can build freely.
/// undo()/redo() also revalidate and notify. Texts are normalised: "\r\n" becomes "\n" and a
/// text made only of spaces becomes empty (what a roster file can carry).
class RosterEditor {
  public:
    /// Opens `roster` for editing with the validator of its list (see load_roster_validator).
    RosterEditor(Roster roster, RosterValidator validator);
    /// Not copyable or movable: the undo steps refer to this editor (hold it in a unique_ptr).
    ~RosterEditor();
    RosterEditor(const RosterEditor&) = delete;
    RosterEditor& operator=(const RosterEditor&) = delete;

    /// A new empty roster of `list` at `army_size` (and `year` for ADLG), with the number of
    /// ADLG commands the size asks for ("c1"… with empty names). Throws InvalidInputError when
    /// the size is not an allowed size of the system.
    static Roster new_roster(const GameSystem& system, const ArmyList& list, int army_size,
                             std::optional<int> year = std::nullopt, std::string name = {});

    const Roster& roster() const { return m_roster; }
    /// The validation of the current roster (updated after every change).
    const RosterReport& report() const { return m_report; }
    const RosterValidator& validator() const { return m_validator; }
    /// Undo/redo history of this roster; history().dirty() says whether it needs saving.
    UndoStack& history() { return m_history; }
    const UndoStack& history() const { return m_history; }
    /// Called after every change, undo and redo (also history().undo()/redo()), once the
    /// history has moved: history().dirty() is already the new state's. May be empty.
    void set_listener(std::function<void()> listener) { m_listener = std::move(listener); }
    void undo();
    void redo();
    /// Sets the DB row id after a first save (not an edit: no undo step, no notification).
    void set_stored_id(std::int64_t id) { m_roster.id = id; }

    // --- entries -------------------------------------------------------------------------
    /// Adds `count` units of line `unit` (of `list_id`, empty = the roster's list; an allied
    /// list must be one the validator knows) to `command_id`. With an empty command in ADLG, the
    /// first command of the matching list is used. An ADLG camp or fortifications line goes in
    /// no command whatever `command_id` says (RosterValidator::outside_commands). Returns the new entry id, or with
    /// AddMode::Merge the id of the entry whose count grew (merge_target()), in one undo step.
    /// Names: `unit` here, the option of set_option(), the grade of set_general() and the item
    /// of add/remove_magic_item() may be an id or a French or English name, without accents or
    /// case (name_lookup.h); an unknown one is refused with the three nearest as suggestions.
    std::string add_unit(const std::string& unit, int count = 1,
                         const std::string& command_id = {}, const std::string& list_id = {},
                         AddMode mode = AddMode::Separate);
    /// The entry a merging add of line `unit_id` (of `list_id`, empty = the roster's list) into
    /// `command_id` grows, or empty when none: the first plain unit entry (role "unit": never a
    /// general, character, camp or fortification) of the same line, list and command that a
    /// fresh add would equal — no option, competence, magic item, name, note or attachment, and
    /// nothing attached to it — and whose count stays within 10000. Entries that differ in
    /// anything are kept apart, because options or items change what the unit is.
    std::string merge_target(const std::string& unit_id, const std::string& command_id,
                             const std::string& list_id, int count = 1) const;
    /// Removes an entry; attachments joined to it are detached in the same step.
    void remove_entry(const std::string& entry_id);
    /// Sets the entry's number of units; an option every unit took (its count was the entry's)
    /// follows the new number in the same step, so it stays one per unit.
    void set_count(const std::string& entry_id, int count);
    /// Sets how many times the entry takes option/upgrade `option_id` (0 removes it). The option
    /// must be one the entry's line may take. A count is the number of units taking it (an
    /// option above one per unit, or above the option's own maximum, is a finding).
    void set_option(const std::string& entry_id, const std::string& option, int count);
    /// Takes `option` for every unit of the entry (count = the entry's count): what ticking an
    /// option in the app and `ost-cli roster … --option ID` without "=N" both do (issue 29).
    void take_option(const std::string& entry_id, const std::string& option);
    /// ADLG: the general's competence (a general-grade catalogue id; empty = ordinary).
    void set_general(const std::string& entry_id, const std::string& grade);
    /// WME: makes `item` the entry's only magic item (empty removes them all), in one undo step
    /// (the app's chooser: choosing another item replaces the one carried).
    void set_magic_item(const std::string& entry_id, const std::string& item);
    /// WME: gives the entry magic item `item` (a magic-item catalogue id).
    void add_magic_item(const std::string& entry_id, const std::string& item);
    void remove_magic_item(const std::string& entry_id, const std::string& item);
    /// WME: attaches the entry (an attachment line) to `target_entry_id`; empty detaches.
    void attach(const std::string& entry_id, const std::string& target_entry_id);
    /// The player's own name for the entry (empty = the list's name).
    void rename_entry(const std::string& entry_id, const std::string& name);
    void set_entry_note(const std::string& entry_id, const std::string& note);
    /// ADLG: moves the entry to another command (refused for the camp and fortifications,
    /// which stand outside the commands).
    void move_to_command(const std::string& entry_id, const std::string& command_id);
    /// Copies the entry (options, items, note…) right after it; returns the copy's id.
    std::string duplicate(const std::string& entry_id);
    /// Moves the entry to `position` in the roster's order (clamped to the last place), e.g.
    /// after a drag in the roster tree. Order matters only for display and exports.
    void move_entry(const std::string& entry_id, std::size_t position);

    // --- the roster itself ---------------------------------------------------------------
    void rename(const std::string& name);
    void set_notes(const std::string& notes);
    /// The army sheet's header (issue 15), each free text, empty = not given: the player's
    /// name, the event (tournament) and its date as the player writes it. A file carrying one
    /// of them is written as format 2 (roster_writer.h).
    void set_player(const std::string& player);
    void set_event(const std::string& event);
    void set_event_date(const std::string& date);
    /// Changes the army size; ADLG: adds empty commands up to the number the size asks for
    /// (never removes any). Throws InvalidInputError for a size the system does not allow.
    void set_army_size(int army_size);
    void set_year(std::optional<int> year);
    /// ADLG: adds a command (of allied list `ally_list` when not empty); returns its id.
    std::string add_command(const std::string& name = {}, const std::string& ally_list = {});
    void rename_command(const std::string& command_id, const std::string& name);
    /// Removes an empty command; InvalidInputError when units still belong to it (a camp an older
    /// file put in it does not count: it is outside the commands).
    void remove_command(const std::string& command_id);

  private:
    /// `removed` (entries at positions at…) replaced by `inserted`.
    struct Splice {
        std::size_t at = 0;
        std::vector<RosterEntry> removed;
        std::vector<RosterEntry> inserted;
    };
    /// One undo step as a delta: the entry splices in order, and the roster's own fields (a
    /// Roster without entries) before and after when the edit changed them. An edit of one entry
    /// keeps two copies of it, not two copies of the roster (issue 26).
    struct Delta {
        std::vector<Splice> splices;
        std::optional<Roster> header_before;
        std::optional<Roster> header_after;
    };
    void change(Text label, Delta delta);
    /// Replaces entry `entry_id` by what `edit` makes of a copy of it, in one undo step.
    void change_entry(Text label, const std::string& entry_id,
                      const std::function<void(RosterEntry&)>& edit);
    /// Changes the roster's own fields (not its entries) by `edit`, in one undo step.
    void change_header(Text label, const std::function<void(Roster&)>& edit);
    void apply(const Delta& delta, bool forward);
    void splice(std::size_t at, const std::vector<RosterEntry>& remove,
                const std::vector<RosterEntry>& insert);
    /// The roster's fields without its entries.
    Roster header();
    void set_header(const Roster& header);
    /// Rebuilds the id → position index from position `from` on.
    void reindex(std::size_t from);
    /// The position of entry `entry_id` (O(1)); InvalidInputError when there is none.
    std::size_t index_of(const std::string& entry_id) const;
    void refresh();
    /// Revalidates after entry `at` changed in place from `before`: incrementally when only its
    /// count or options changed (IncrementalValidation), else whole.
    void refresh_entry(std::size_t at, const RosterEntry& before);
    static void check_count(int count);

    Roster m_roster;
    RosterValidator m_validator;
    RosterReport m_report;
    std::unique_ptr<IncrementalValidation> m_incremental; ///< behind a pointer: front ends see no validation internals
    UndoStack m_history;
    std::function<void()> m_listener;
    std::unordered_map<std::string, std::size_t> m_index; ///< entry id → position in entries
};

} // namespace ost
