// Editing a user-made army list with undo/redo (the app's "My lists" page): list details, units
// with the system's stat fields, options and special rules; checks ids, names and figures.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
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

    /// A new unit for this list: a unique id, the system's unit stat line, no figures.
    UnitEntry blank_unit() const;
    /// Adds `unit` at the end; returns its index. Throws InvalidInputError when check_unit fails.
    std::size_t add_unit(UnitEntry unit);
    /// Replaces the unit at `index` (its id may change if still unique).
    void replace_unit(std::size_t index, UnitEntry unit);
    void remove_unit(std::size_t index);
    /// Replaces the whole list in one undo step (groups, allies, dates and lines changed
    /// together, as `ost-cli my-lists set` does). Throws InvalidInputError with the first
    /// problem check() would report for `after`, and changes nothing then.
    void replace_list(Text label, ArmyList after);
    /// Moves the unit at `index` by `delta` places (clamped); returns its new index.
    std::size_t move_unit(std::size_t index, int delta);

    /// The stat line units of this system use (WME "unit", ADLG/AB/Jomini "troop").
    const ProfileType* unit_profile_type() const;
    /// Rules a unit may be given: the list's own rules, then the system's catalogue.
    std::vector<SpecialRule> rule_choices() const;

    /// Problems of `unit` as the unit at `index` (nullopt: a new unit): id, names, duplicate
    /// ids, negative points, minimum above maximum, unknown stat field or choice, unknown rule,
    /// option ids and costs. Empty when the unit can be stored.
    Diagnostics check_unit(const UnitEntry& unit, std::optional<std::size_t> index) const;
    /// Problems of the whole list (details and every unit).
    Diagnostics check() const;

  private:
    void commit(Text label, ArmyList after);
    /// Fills a missing language from the other, drops empty stat values and empty costs.
    static void tidy(UnitEntry& unit);
    ArmyList m_list;
    GameSystem m_system;
    UndoStack m_undo;
    std::function<void()> m_changed;
};

} // namespace ost
