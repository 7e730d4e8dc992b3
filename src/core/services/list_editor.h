// Editing a user-made army list with undo/redo (the app's "My lists" page, `ost-cli my-lists`):
// every construct of lists/README.md, each checked per field with the messages of check-data.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/services/line_patch.h"
#include "core/support/diagnostic.h"
#include "core/support/undo_stack.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

/// A lowercase id made of letters, digits and dashes from a name ("Lanciers à pied" →
/// "lanciers-a-pied"); "unit" when nothing usable is left.
std::string slug_id(std::string_view name);

/// True for ids the lists/ format accepts: lowercase letters, digits and dashes, not
/// starting with a dash.
bool valid_list_id(std::string_view id);

/// The details of a list shown above its units.
struct ListHeader {
    std::string id;
    LocalizedString name;
    std::string source;
    std::string edition;
    bool operator==(const ListHeader&) const = default;
};

/// The list's own details beyond its names and source (lists/README.md `<army-list>`): the ADLG
/// list number and command value, whether its figures are confirmed, its note.
struct ListFacts {
    std::optional<int> number;        ///< ADLG list number (1 or more)
    std::optional<int> command_value; ///< ADLG command points (0 or more; nullopt: not given)
    bool confirmed = true;
    LocalizedString note;
    bool operator==(const ListFacts&) const = default;
};

/// One user-made list being edited. Every change goes through the undo stack (one command per
/// change, reverted by restoring the list as it was), and the change callback runs after each
/// apply, undo and redo so a front end can refresh. Changes that would make the list invalid
/// throw InvalidInputError and change nothing; check() reports what still stops a save.
class ListEditor {
  public:
    /// Edits `list`, which must belong to `system`.
    ListEditor(GameSystem system, ArmyList list);
    /// Not copyable or movable: the recorded commands refer to this editor.
    ListEditor(const ListEditor&) = delete;
    ListEditor& operator=(const ListEditor&) = delete;

    /// A new empty list of `system`: the given id and names (a missing language takes the
    /// other's name), the source the user typed.
    static ArmyList new_list(const GameSystem& system, const ListHeader& header);

    const GameSystem& system() const { return m_system; }
    const ArmyList& list() const { return m_list; }
    UndoStack& undo_stack() { return m_undo; }
    const UndoStack& undo_stack() const { return m_undo; }
    /// Called after every change, undo and redo.
    void on_change(std::function<void()> callback) { m_changed = std::move(callback); }

    ListHeader header() const;
    /// Replaces the list details. Throws InvalidInputError (bad id, no name, no source).
    void set_header(ListHeader header);

    ListFacts facts() const;
    /// Replaces the list number, command value, confirmed flag and note in one undo step.
    /// Throws InvalidInputError with the first finding of check_facts.
    void set_facts(ListFacts facts);
    /// Problems of `facts`: a list number below 1 (field "number"), a negative command value
    /// (field "command-value"); the messages the reader gives.
    static Diagnostics check_facts(const ListFacts& facts);

    /// The list's own special rules (`<rule>` of `<army-list>`). A renamed rule keeps its lines,
    /// options and upgrades; a removed one is taken off them (unless the system has a rule of
    /// that id, which they then name).
    std::size_t add_rule(SpecialRule rule);
    void replace_rule(std::size_t index, SpecialRule rule);
    void remove_rule(std::size_t index);

    /// A new unit for this list: a unique id, the system's unit stat line, no figures.
    UnitEntry blank_unit() const;
    /// Adds `unit` at the end; returns its index. Throws InvalidInputError when check_unit fails.
    std::size_t add_unit(UnitEntry unit);
    /// Replaces the unit at `index` (its id may change if still unique).
    void replace_unit(std::size_t index, UnitEntry unit);
    void remove_unit(std::size_t index);
    /// The unit at `index` after `patch` (line_patch.h), not stored and not checked: what the
    /// editor form shows and check_unit() judges while the player types.
    UnitEntry patched_unit(std::size_t index, const LinePatch& patch) const;
    /// One edit of a line, the same from the editor form and `ost-cli my-lists set`: the
    /// patched unit replaces the unit at `index` (replace_unit: checked, one undo step, a new id
    /// followed by the other lines and caps). Throws InvalidInputError and changes nothing when
    /// the result would not be valid.
    void apply_patch(std::size_t index, const LinePatch& patch);
    /// Replaces the whole list in one undo step (groups, allies, dates and lines changed
    /// together, as `ost-cli my-lists set` does). Throws InvalidInputError with the first
    /// problem check() would report for `after`, and changes nothing then.
    void replace_list(Text label, ArmyList after);
    /// Moves the unit at `index` by `delta` places (clamped); returns its new index.
    std::size_t move_unit(std::size_t index, int delta);
    /// Ctrl+D: inserts a copy of the unit at `index` right after it, with a free id made from
    /// its own ("spearmen-2"); returns the copy's index.
    std::size_t duplicate_unit(std::size_t index);
    /// Enter in the editor: a new line pre-filled like the unit at `index` (stat line, role,
    /// points, limits, group, dates, rules, upgrades) with a free id and no name, so typing the
    /// next line of a book only needs what differs. Not added: pass it to add_unit().
    UnitEntry unit_like(std::size_t index) const;
    /// `base` when no unit has that id, else the first free "base-2", "base-3"…
    std::string unused_unit_id(const std::string& base) const;

    /// The dates of the whole list (years, negative before the common era; nullopt: open).
    /// Throws InvalidInputError when the window ends before it starts.
    void set_dates(std::optional<int> from, std::optional<int> to);

    /// Either/or groups. add_group returns the new index; replace_group may rename the group
    /// (its lines follow); remove_group takes the group off its lines.
    std::size_t add_group(ChoiceGroup group);
    void replace_group(std::size_t index, ChoiceGroup group);
    void remove_group(std::size_t index);

    /// Army-wide caps over several lines (same shape as groups).
    std::size_t add_cap(ArmyCap cap);
    void replace_cap(std::size_t index, ArmyCap cap);
    void remove_cap(std::size_t index);

    /// Allied lists with their date windows.
    std::size_t add_ally(AllyRef ally);
    void replace_ally(std::size_t index, AllyRef ally);
    void remove_ally(std::size_t index);

    /// Shared upgrades (mounts, chariots…) that lines take by reference; a renamed upgrade keeps
    /// its lines, a removed one is taken off them.
    std::size_t add_upgrade(UnitOption upgrade);
    void replace_upgrade(std::size_t index, UnitOption upgrade);
    void remove_upgrade(std::size_t index);

    /// The stat line units of this system use (WME "unit", ADLG/AB/Jomini "troop").
    const ProfileType* unit_profile_type() const;
    /// Rules a unit may be given: the list's own rules, then the system's catalogue.
    std::vector<SpecialRule> rule_choices() const;

    /// Problems of `unit` as the unit at `index` (nullopt: a new unit): id, names, duplicate
    /// ids, negative points, minimum above maximum, unknown stat field or choice, unknown rule,
    /// option ids and costs; its date window, group, counts-as, prerequisites, attachments,
    /// shared upgrades and per-size costs. Empty when the unit can be stored. Each finding has
    /// `subject` = the unit id and `field` = the attribute as the file names it ("min", "to",
    /// "counts-as", "cost"…); for the same fault the message is the one check-data gives.
    Diagnostics check_unit(const UnitEntry& unit, std::optional<std::size_t> index) const;
    /// Problems of a date window (`subject`/`field` as given, field "to" for the reversed window).
    static Diagnostics check_dates(std::optional<int> from, std::optional<int> to,
                                   const std::string& subject);
    /// Problems of `group` as the group at `index` (nullopt: a new one): id, name, limits.
    Diagnostics check_group(const ChoiceGroup& group, std::optional<std::size_t> index) const;
    /// Problems of `cap`: id, name, max, the units it names.
    Diagnostics check_cap(const ArmyCap& cap, std::optional<std::size_t> index) const;
    /// Problems of `ally`: the list id, a second entry for the same list, its dates.
    Diagnostics check_ally(const AllyRef& ally, std::optional<std::size_t> index) const;
    /// Problems of a shared upgrade: id, name, limits, costs, prerequisites, dates, rules.
    Diagnostics check_upgrade(const UnitOption& upgrade, std::optional<std::size_t> index) const;
    /// Problems of `option` as an option of the line `owner` (its id): the same as check_unit
    /// finds, but with the option's own field ("min", "army-max", "requires", "to", "rule"…) so
    /// an option form can show each beside its field.
    Diagnostics check_option_of(const UnitOption& option, const std::string& owner) const;
    /// Problems of a list rule as the rule at `index` (nullopt: a new one): id, duplicate id, name.
    Diagnostics check_rule(const SpecialRule& rule, std::optional<std::size_t> index) const;
    /// Problems of the whole list (details, dates, groups, caps, allies, upgrades, units).
    Diagnostics check() const;

  private:
    void commit(Text label, ArmyList after);
    /// One add/replace/remove of any list collection (groups, caps, allies, shared upgrades,
    /// rules): the item tidied and checked, one undo step, the references that follow it
    /// updated (CollectionTraits<T> in list_editor.cpp says how, per collection).
    template <typename T>
    std::size_t add_item(T item);
    template <typename T>
    void replace_item(std::size_t index, T item);
    template <typename T>
    void remove_item(std::size_t index);
    /// Fills a missing language from the other, drops empty stat values and empty costs.
    static void tidy(UnitEntry& unit);
    /// Problems of an option of `owner` or a shared upgrade (owner empty).
    void check_option(const UnitOption& option, const std::string& owner, Diagnostics& out) const;
    /// Problems of the costs of an element (`element`: "unit", "option", "upgrade").
    void check_costs(const std::vector<Cost>& costs, bool allow_negative, const std::string& subject,
                     const char* element, Diagnostics& out) const;
    /// The list after `unit_id` is renamed to `new_id` or (new_id empty) removed: other lines'
    /// counts-as, prerequisites and attachments and the caps follow; a cap left empty goes.
    static void retarget_unit(ArmyList& list, const std::string& unit_id, const std::string& new_id);
    ArmyList m_list;
    GameSystem m_system;
    UndoStack m_undo;
    std::function<void()> m_changed;
};

} // namespace ost
