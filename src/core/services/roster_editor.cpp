// RosterEditor: argument checks, one snapshot undo step per edit, revalidation and notification.
// Rosters are small (tens of entries), so whole-roster snapshots keep undo simple and exact.
#include "core/services/roster_editor.h"

#include "core/model/catalogue_kinds.h"
#include "core/model/limits.h"
#include "core/model/name_lookup.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/user_text.h"
#include "core/validation/army_limits.h"

#include <algorithm>

namespace ost {

namespace {

/// One edit: the roster before and after, swapped in by apply/revert.
class SnapshotCommand final : public UndoCommand {
  public:
    SnapshotCommand(Text label, Roster before, Roster after, std::function<void(const Roster&)> set)
        : m_label(std::move(label)), m_before(std::move(before)), m_after(std::move(after)),
          m_set(std::move(set)) {}
    void apply() override { m_set(m_after); }
    void revert() override { m_set(m_before); }
    Text label() const override { return m_label; }

  private:
    Text m_label;
    Roster m_before;
    Roster m_after;
    std::function<void(const Roster&)> m_set;
};

/// UTF-8 checked, "\r\n" → "\n", control characters refused (require_typed_text: the XML
/// writer's rule), then the readers' rule (canonical_text: white space only is empty).
std::string normalise(const std::string& text) {
    require_utf8(text, TR_("A name or note"));
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\r') {
            if (i + 1 < text.size() && text[i + 1] == '\n') {
                continue;
            }
            out += '\n';
            continue;
        }
        out += c;
    }
    require_typed_text(out, TR_("A name or note"));
    return canonical_text(out); // the readers apply the same rule (support/strings.h)
}

void check_size(const GameSystem& system, int army_size) {
    if (army_size <= 0 || army_size > 1000000 ||
        (system.scaling == LimitScaling::SizeTable && !system.any_size &&
         system.army_size(army_size) == nullptr)) {
        std::string sizes;
        for (const auto& s : system.army_sizes) {
            sizes += (sizes.empty() ? "" : ", ") + std::to_string(s.points);
        }
        throw InvalidInputError(TR_("{0} points is not an army size of {1} (allowed: {2}).")
                                    .arg(army_size)
                                    .arg(system.name())
                                    .arg(sizes));
    }
}

void add_missing_commands(Roster& roster, const GameSystem& system) {
    const auto needed = commands_for(system, roster.army_size);
    while (needed && static_cast<int>(roster.commands.size()) < *needed) {
        roster.commands.push_back(RosterCommand{roster.next_command_id(), {}, {}});
    }
}

} // namespace

RosterEditor::RosterEditor(Roster roster, RosterValidator validator)
    : m_roster(std::move(roster)), m_validator(std::move(validator)) {
    refresh();
}

Roster RosterEditor::new_roster(const GameSystem& system, const ArmyList& list, int army_size,
                                std::optional<int> year, std::string name) {
    check_size(system, army_size);
    Roster r;
    r.name = normalise(name);
    r.system_id = system.id;
    r.list_id = list.id;
    r.army_size = army_size;
    r.year = year;
    add_missing_commands(r, system);
    return r;
}

void RosterEditor::refresh() {
    m_report = m_validator.validate(m_roster);
}

void RosterEditor::change(Text label, Roster after) {
    auto set = [this](const Roster& r) {
        const auto id = m_roster.id; // the DB row id is not part of the edit history
        m_roster = r;
        m_roster.id = id;
        refresh();
        if (m_listener) {
            m_listener();
        }
    };
    m_history.push(
        std::make_unique<SnapshotCommand>(std::move(label), m_roster, std::move(after), set));
}

void RosterEditor::undo() {
    m_history.undo();
}

void RosterEditor::redo() {
    m_history.redo();
}

RosterEntry& RosterEditor::entry(Roster& roster, const std::string& entry_id) const {
    auto* e = roster.entry(entry_id);
    if (e == nullptr) {
        throw InvalidInputError(TR_("The roster has no entry \"{0}\".").arg(entry_id));
    }
    return *e;
}

void RosterEditor::check_count(int count) {
    if (count < 1 || count > 10000) {
        throw InvalidInputError(TR_("A count must be between 1 and 10000, not {0}.").arg(count));
    }
}

std::string RosterEditor::merge_target(const std::string& unit_id, const std::string& command_id,
                                       const std::string& list_id, int count) const {
    const std::string list = list_id == m_roster.list_id ? std::string() : list_id;
    for (const auto& e : m_roster.entries) {
        if (e.unit_id != unit_id || e.list_id != list || e.command_id != command_id ||
            !e.options.empty() || !e.magic_items.empty() || !e.general_grade.empty() ||
            !e.custom_name.empty() || !e.note.empty() || !e.attached_to.empty() ||
            e.count + count > 10000) {
            continue;
        }
        const auto* unit = m_validator.unit_of(e);
        if (unit == nullptr || unit->role != UnitRole::Unit) {
            continue;
        }
        const bool carries = std::any_of(m_roster.entries.begin(), m_roster.entries.end(),
                                         [&](const RosterEntry& other) { return other.attached_to == e.id; });
        if (!carries) {
            return e.id;
        }
    }
    return {};
}

std::string RosterEditor::add_unit(const std::string& unit, int count,
                                   const std::string& command_id, const std::string& list_id,
                                   AddMode mode) {
    check_count(count);
    RosterEntry e;
    e.list_id = list_id == m_roster.list_id ? std::string() : list_id;
    e.count = count;
    const auto* list = m_validator.list_of(e);
    if (list == nullptr) {
        throw InvalidInputError(
            TR_("The army list \"{0}\" is not available to this roster.").arg(list_id));
    }
    if (m_roster.entries.size() >= kMaxRosterEntries) {
        throw InvalidInputError(TR_("A roster holds at most {0} entries; this one is full.").arg(kMaxRosterEntries));
    }
    const auto unit_id = unit_named(*list, unit).id;
    e.unit_id = unit_id;
    Roster after = m_roster;
    e.id = after.next_entry_id();
    if (m_validator.outside_commands(e)) {
        // ADLG camp and fortifications: the army's, in no command (adlg.army-composition.camp).
    } else if (!command_id.empty()) {
        if (after.command(command_id) == nullptr) {
            throw InvalidInputError(TR_("The roster has no command \"{0}\".").arg(command_id));
        }
        e.command_id = command_id;
    } else {
        for (const auto& c : after.commands) {
            if (c.ally_list == e.list_id) {
                e.command_id = c.id;
                break;
            }
        }
    }
    const auto label = TR_("Add {0}").arg(list->unit(unit_id)->name.text());
    if (mode == AddMode::Merge) {
        const auto target = merge_target(unit_id, e.command_id, e.list_id, count);
        if (!target.empty()) {
            entry(after, target).count += count;
            change(label, std::move(after));
            return target;
        }
    }
    const auto id = e.id;
    after.entries.push_back(std::move(e));
    change(label, std::move(after));
    return id;
}

void RosterEditor::remove_entry(const std::string& entry_id) {
    Roster after = m_roster;
    entry(after, entry_id);
    after.entries.erase(std::remove_if(after.entries.begin(), after.entries.end(),
                                       [&](const RosterEntry& e) { return e.id == entry_id; }),
                        after.entries.end());
    for (auto& e : after.entries) {
        if (e.attached_to == entry_id) {
            e.attached_to.clear();
        }
    }
    change(TR_("Remove unit"), std::move(after));
}

void RosterEditor::set_count(const std::string& entry_id, int count) {
    check_count(count);
    Roster after = m_roster;
    entry(after, entry_id).count = count;
    change(TR_("Change count"), std::move(after));
}

void RosterEditor::set_option(const std::string& entry_id, const std::string& option,
                              int count) {
    if (count != 0) {
        check_count(count);
    }
    Roster after = m_roster;
    auto& e = entry(after, entry_id);
    const auto* list = m_validator.list_of(e);
    const auto* unit = m_validator.unit_of(e);
    std::string option_id = option;
    if (count != 0) {
        if (unit == nullptr) {
            throw InvalidInputError(TR_("This unit has no option \"{0}\".").arg(option));
        }
        option_id = option_named(m_validator.system(), *list, *unit, option);
    } else if (unit != nullptr) {
        // Removing: a name also designates the option taken; an unknown one changes nothing.
        option_id = find_named(option_entries(m_validator.system(), *list, *unit), option).value_or(option);
    }
    const auto it = std::find_if(e.options.begin(), e.options.end(),
                                 [&](const RosterOption& o) { return o.id == option_id; });
    if (count == 0) {
        if (it == e.options.end()) {
            return;
        }
        e.options.erase(it);
    } else if (it == e.options.end()) {
        if (e.options.size() >= kMaxEntryOptions) {
            throw InvalidInputError(TR_("A roster entry holds at most {0} options; this one is full.").arg(kMaxEntryOptions));
        }
        e.options.push_back({option_id, count});
    } else {
        it->count = count;
    }
    change(TR_("Change option"), std::move(after));
}

void RosterEditor::set_general(const std::string& entry_id, const std::string& grade) {
    Roster after = m_roster;
    auto& e = entry(after, entry_id);
    std::string grade_id;
    if (!grade.empty()) {
        grade_id = catalogue_entry_named(m_validator.system(), catalogue_kind::kGeneralGrade, grade,
                                         TR_("\"{0}\" is not a general competence of {1}")
                                             .arg(grade)
                                             .arg(m_validator.system().name()))
                       .id;
    }
    e.general_grade = grade_id;
    change(TR_("Change general"), std::move(after));
}

void RosterEditor::add_magic_item(const std::string& entry_id, const std::string& item) {
    const auto* i = &catalogue_entry_named(
        m_validator.system(), catalogue_kind::kMagicItem, item,
        TR_("\"{0}\" is not a magic item of {1}").arg(item).arg(m_validator.system().name()));
    Roster after = m_roster;
    auto& items = entry(after, entry_id).magic_items;
    if (items.size() >= kMaxEntryMagicItems) {
        throw InvalidInputError(TR_("A roster entry holds at most {0} magic items; this one is full.")
                                    .arg(kMaxEntryMagicItems));
    }
    items.push_back(i->id);
    change(TR_("Add {0}").arg(i->name.text()), std::move(after));
}

void RosterEditor::set_magic_item(const std::string& entry_id, const std::string& item) {
    Roster after = m_roster;
    auto& items = entry(after, entry_id).magic_items;
    items.clear();
    Text label = TR_("Remove magic item");
    if (!item.empty()) {
        const auto& i = catalogue_entry_named(
            m_validator.system(), catalogue_kind::kMagicItem, item,
            TR_("\"{0}\" is not a magic item of {1}").arg(item).arg(m_validator.system().name()));
        items.push_back(i.id);
        label = TR_("Add {0}").arg(i.name.text());
    }
    change(std::move(label), std::move(after));
}

void RosterEditor::remove_magic_item(const std::string& entry_id, const std::string& item) {
    Roster after = m_roster;
    auto& items = entry(after, entry_id).magic_items;
    std::vector<NamedEntry> carried; // the item may be named like when it was given
    for (const auto& id : items) {
        const auto* known = m_validator.system().catalogue_entry(id);
        carried.push_back({id, known != nullptr ? known->name : LocalizedString{}});
    }
    const auto it = std::find(items.begin(), items.end(), find_named(carried, item).value_or(item));
    if (it == items.end()) {
        throw InvalidInputError(
            TR_("The entry \"{0}\" does not carry \"{1}\".").arg(entry_id).arg(item));
    }
    items.erase(it);
    change(TR_("Remove magic item"), std::move(after));
}

void RosterEditor::attach(const std::string& entry_id, const std::string& target_entry_id) {
    Roster after = m_roster;
    auto& e = entry(after, entry_id);
    if (!target_entry_id.empty()) {
        entry(after, target_entry_id);
        if (target_entry_id == entry_id) {
            throw InvalidInputError(TR_("An entry cannot be attached to itself."));
        }
    }
    e.attached_to = target_entry_id;
    change(target_entry_id.empty() ? TR_("Detach") : TR_("Attach"), std::move(after));
}

void RosterEditor::rename_entry(const std::string& entry_id, const std::string& name) {
    Roster after = m_roster;
    entry(after, entry_id).custom_name = normalise(name);
    change(TR_("Rename unit"), std::move(after));
}

void RosterEditor::set_entry_note(const std::string& entry_id, const std::string& note) {
    Roster after = m_roster;
    entry(after, entry_id).note = normalise(note);
    change(TR_("Edit note"), std::move(after));
}

void RosterEditor::move_to_command(const std::string& entry_id, const std::string& command_id) {
    Roster after = m_roster;
    if (after.command(command_id) == nullptr) {
        throw InvalidInputError(TR_("The roster has no command \"{0}\".").arg(command_id));
    }
    auto& moved = entry(after, entry_id);
    if (m_validator.outside_commands(moved)) {
        throw InvalidInputError(
            TR_("The camp and fortifications belong to the whole army, not to a command."));
    }
    moved.command_id = command_id;
    change(TR_("Move to command"), std::move(after));
}

std::string RosterEditor::duplicate(const std::string& entry_id) {
    if (m_roster.entries.size() >= kMaxRosterEntries) {
        throw InvalidInputError(TR_("A roster holds at most {0} entries; this one is full.").arg(kMaxRosterEntries));
    }
    Roster after = m_roster;
    const auto copy_id = after.next_entry_id();
    auto copy = entry(after, entry_id);
    copy.id = copy_id;
    const auto at = std::find_if(after.entries.begin(), after.entries.end(),
                                 [&](const RosterEntry& e) { return e.id == entry_id; });
    after.entries.insert(at + 1, std::move(copy));
    change(TR_("Duplicate unit"), std::move(after));
    return copy_id;
}

void RosterEditor::move_entry(const std::string& entry_id, std::size_t position) {
    Roster after = m_roster;
    const auto it = std::find_if(after.entries.begin(), after.entries.end(),
                                 [&](const RosterEntry& e) { return e.id == entry_id; });
    if (it == after.entries.end()) {
        throw InvalidInputError(TR_("The roster has no entry \"{0}\".").arg(entry_id));
    }
    RosterEntry moved = std::move(*it);
    after.entries.erase(it);
    position = std::min(position, after.entries.size());
    after.entries.insert(after.entries.begin() + static_cast<std::ptrdiff_t>(position),
                         std::move(moved));
    change(TR_("Move unit"), std::move(after));
}

void RosterEditor::rename(const std::string& name) {
    Roster after = m_roster;
    after.name = normalise(name);
    change(TR_("Rename roster"), std::move(after));
}

void RosterEditor::set_notes(const std::string& notes) {
    Roster after = m_roster;
    after.notes = normalise(notes);
    change(TR_("Edit notes"), std::move(after));
}

void RosterEditor::set_player(const std::string& player) {
    Roster after = m_roster;
    after.player = normalise(player);
    change(TR_("Change player"), std::move(after));
}

void RosterEditor::set_event(const std::string& event) {
    Roster after = m_roster;
    after.event = normalise(event);
    change(TR_("Change event"), std::move(after));
}

void RosterEditor::set_event_date(const std::string& date) {
    Roster after = m_roster;
    after.event_date = normalise(date);
    change(TR_("Change date"), std::move(after));
}

void RosterEditor::set_army_size(int army_size) {
    check_size(m_validator.system(), army_size);
    Roster after = m_roster;
    after.army_size = army_size;
    add_missing_commands(after, m_validator.system());
    change(TR_("Change army size"), std::move(after));
}

void RosterEditor::set_year(std::optional<int> year) {
    if (year && (*year < -100000 || *year > 100000)) {
        throw InvalidInputError(TR_("{0} is not a year Ost can use.").arg(*year));
    }
    Roster after = m_roster;
    after.year = year;
    change(TR_("Change year"), std::move(after));
}

std::string RosterEditor::add_command(const std::string& name, const std::string& ally_list) {
    if (m_roster.commands.size() >= kMaxRosterCommands) {
        throw InvalidInputError(TR_("A roster holds at most {0} commands; this one is full.").arg(kMaxRosterCommands));
    }
    Roster after = m_roster;
    const auto id = after.next_command_id();
    after.commands.push_back(RosterCommand{id, normalise(name), ally_list});
    change(TR_("Add command"), std::move(after));
    return id;
}

void RosterEditor::rename_command(const std::string& command_id, const std::string& name) {
    Roster after = m_roster;
    const auto it = std::find_if(after.commands.begin(), after.commands.end(),
                                 [&](const RosterCommand& c) { return c.id == command_id; });
    if (it == after.commands.end()) {
        throw InvalidInputError(TR_("The roster has no command \"{0}\".").arg(command_id));
    }
    it->name = normalise(name);
    change(TR_("Rename command"), std::move(after));
}

void RosterEditor::remove_command(const std::string& command_id) {
    Roster after = m_roster;
    const auto it = std::find_if(after.commands.begin(), after.commands.end(),
                                 [&](const RosterCommand& c) { return c.id == command_id; });
    if (it == after.commands.end()) {
        throw InvalidInputError(TR_("The roster has no command \"{0}\".").arg(command_id));
    }
    for (const auto& e : after.entries) {
        if (e.command_id == command_id && !m_validator.outside_commands(e)) {
            throw InvalidInputError(
                TR_("The command \"{0}\" still has units: move or remove them first.")
                    .arg(command_id));
        }
    }
    after.commands.erase(it);
    change(TR_("Remove command"), std::move(after));
}

} // namespace ost
