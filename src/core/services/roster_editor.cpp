// RosterEditor: argument checks, one delta undo step per edit (the entries it replaced and the
// roster fields it changed), entries found by id in O(1), revalidation and notification.
#include "core/services/roster_editor.h"

#include "core/model/catalogue_kinds.h"
#include "core/model/limits.h"
#include "core/model/name_lookup.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/user_text.h"
#include "core/validation/army_limits.h"
#include "core/validation/incremental_validation.h"

#include <algorithm>
#include <string_view>
#include <unordered_set>

namespace ost {

namespace {

/// One edit as a delta, applied forwards and backwards by the editor.
template <typename Delta>
class DeltaCommand final : public UndoCommand {
  public:
    DeltaCommand(Text label, Delta delta, std::function<void(const Delta&, bool)> apply)
        : m_label(std::move(label)), m_delta(std::move(delta)), m_apply(std::move(apply)) {}
    void apply() override { m_apply(m_delta, true); }
    void revert() override { m_apply(m_delta, false); }
    Text label() const override { return m_label; }

  private:
    Text m_label;
    Delta m_delta;
    std::function<void(const Delta&, bool)> m_apply;
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
    : m_roster(std::move(roster)), m_validator(std::move(validator)),
      m_incremental(std::make_unique<IncrementalValidation>(m_validator)) {
    reindex(0);
    refresh();
    // The listener hears of a change once the history has moved (issue 29: the unsaved marker
    // read the state before the change), whether the edit came through here or history().
    m_history.set_on_moved([this] {
        if (m_listener) {
            m_listener();
        }
    });
}

RosterEditor::~RosterEditor() = default;

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
    m_incremental->validate(m_roster, m_report);
}

void RosterEditor::refresh_entry(std::size_t at, const RosterEntry& before) {
    try {
        if (m_incremental->update_entry(at, before)) {
            return;
        }
    } catch (...) {
        refresh(); // the report was half updated: validated whole (or this throws too)
        throw;
    }
    refresh();
}

void RosterEditor::change(Text label, Delta delta) {
    m_history.push(std::make_unique<DeltaCommand<Delta>>(
        std::move(label), std::move(delta), [this](const Delta& d, bool forward) { apply(d, forward); }));
}

void RosterEditor::change_entry(Text label, const std::string& entry_id,
                                const std::function<void(RosterEntry&)>& edit) {
    const auto at = index_of(entry_id);
    RosterEntry after = m_roster.entries[at];
    edit(after);
    Delta delta;
    delta.splices.push_back({at, {m_roster.entries[at]}, {std::move(after)}});
    change(std::move(label), std::move(delta));
}

void RosterEditor::change_header(Text label, const std::function<void(Roster&)>& edit) {
    Delta delta;
    delta.header_before = header();
    delta.header_after = delta.header_before;
    edit(*delta.header_after);
    change(std::move(label), std::move(delta));
}

void RosterEditor::apply(const Delta& delta, bool forward) {
    // One entry changed in place (its count, an option…): revalidated incrementally (issue 26).
    if (!delta.header_before && !delta.header_after && delta.splices.size() == 1 &&
        delta.splices[0].removed.size() == 1 && delta.splices[0].inserted.size() == 1 &&
        delta.splices[0].removed[0].id == delta.splices[0].inserted[0].id) {
        const auto& s = delta.splices[0];
        const auto& before = forward ? s.removed : s.inserted;
        splice(s.at, before, forward ? s.inserted : s.removed);
        refresh_entry(s.at, before[0]);
        return;
    }
    if (forward) {
        if (delta.header_after) {
            set_header(*delta.header_after);
        }
        for (const auto& s : delta.splices) {
            splice(s.at, s.removed, s.inserted);
        }
    } else {
        for (auto s = delta.splices.rbegin(); s != delta.splices.rend(); ++s) {
            splice(s->at, s->inserted, s->removed);
        }
        if (delta.header_before) {
            set_header(*delta.header_before);
        }
    }
    refresh(); // the listener is told by the history once it has moved (see the constructor)
}

void RosterEditor::splice(std::size_t at, const std::vector<RosterEntry>& remove,
                          const std::vector<RosterEntry>& insert) {
    auto& entries = m_roster.entries;
    const auto first = entries.begin() + static_cast<std::ptrdiff_t>(at);
    if (remove.size() == insert.size()) {
        bool same_ids = true;
        for (std::size_t i = 0; i < insert.size(); ++i) {
            same_ids = same_ids && entries[at + i].id == insert[i].id;
            entries[at + i] = insert[i];
        }
        if (!same_ids) {
            reindex(0);
        }
        return;
    }
    const bool append = remove.empty() && at == entries.size();
    entries.erase(first, first + static_cast<std::ptrdiff_t>(remove.size()));
    entries.insert(entries.begin() + static_cast<std::ptrdiff_t>(at), insert.begin(), insert.end());
    reindex(append ? at : 0);
}

Roster RosterEditor::header() {
    auto entries = std::move(m_roster.entries); // put back even when the copy fails
    Roster out;
    try {
        out = m_roster;
    } catch (...) {
        m_roster.entries = std::move(entries);
        throw;
    }
    m_roster.entries = std::move(entries);
    return out;
}

void RosterEditor::set_header(const Roster& header) {
    Roster next = header; // copied first: a failed copy leaves the roster as it was
    next.id = m_roster.id; // the DB row id is not part of the edit history
    next.entries = std::move(m_roster.entries);
    m_roster = std::move(next);
}

void RosterEditor::reindex(std::size_t from) {
    if (from == 0) {
        m_index.clear();
    }
    for (std::size_t i = from; i < m_roster.entries.size(); ++i) {
        m_index.try_emplace(m_roster.entries[i].id, i); // the first of duplicate ids, as Roster::entry
    }
}

std::size_t RosterEditor::index_of(const std::string& entry_id) const {
    const auto it = m_index.find(entry_id);
    if (it == m_index.end()) {
        throw InvalidInputError(TR_("The roster has no entry \"{0}\".").arg(entry_id));
    }
    return it->second;
}

void RosterEditor::undo() {
    m_history.undo();
}

void RosterEditor::redo() {
    m_history.redo();
}

void RosterEditor::check_count(int count) {
    if (count < 1 || count > 10000) {
        throw InvalidInputError(TR_("A count must be between 1 and 10000, not {0}.").arg(count));
    }
}

std::string RosterEditor::merge_target(const std::string& unit_id, const std::string& command_id,
                                       const std::string& list_id, int count) const {
    const std::string list = list_id == m_roster.list_id ? std::string() : list_id;
    // The entries something is attached to, gathered once (issue 26: not a pass per candidate).
    std::unordered_set<std::string_view> carriers;
    bool gathered = false;
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
        if (!gathered) {
            for (const auto& other : m_roster.entries) {
                if (!other.attached_to.empty()) {
                    carriers.insert(other.attached_to);
                }
            }
            gathered = true;
        }
        if (carriers.count(e.id) == 0) {
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
    e.id = m_roster.next_entry_id();
    if (m_validator.outside_commands(e)) {
        // ADLG camp and fortifications: the army's, in no command (adlg.army-composition.camp).
    } else if (!command_id.empty()) {
        if (m_roster.command(command_id) == nullptr) {
            throw InvalidInputError(TR_("The roster has no command \"{0}\".").arg(command_id));
        }
        e.command_id = command_id;
    } else {
        for (const auto& c : m_roster.commands) {
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
            change_entry(label, target, [count](RosterEntry& merged) { merged.count += count; });
            return target;
        }
    }
    const auto id = e.id;
    Delta delta;
    delta.splices.push_back({m_roster.entries.size(), {}, {std::move(e)}});
    change(label, std::move(delta));
    return id;
}

void RosterEditor::remove_entry(const std::string& entry_id) {
    const auto at = index_of(entry_id);
    Delta delta;
    for (std::size_t i = 0; i < m_roster.entries.size(); ++i) {
        if (m_roster.entries[i].attached_to == entry_id) { // detached in the same step
            RosterEntry detached = m_roster.entries[i];
            detached.attached_to.clear();
            delta.splices.push_back({i, {m_roster.entries[i]}, {std::move(detached)}});
        }
    }
    delta.splices.push_back({at, {m_roster.entries[at]}, {}});
    change(TR_("Remove unit"), std::move(delta));
}

void RosterEditor::set_count(const std::string& entry_id, int count) {
    check_count(count);
    change_entry(TR_("Change count"), entry_id, [count](RosterEntry& e) {
        for (auto& option : e.options) {
            if (option.count == e.count) {
                option.count = count; // taken by every unit: still by every unit
            }
        }
        e.count = count;
    });
}

void RosterEditor::take_option(const std::string& entry_id, const std::string& option) {
    set_option(entry_id, option, m_roster.entries[index_of(entry_id)].count);
}

void RosterEditor::set_option(const std::string& entry_id, const std::string& option,
                              int count) {
    if (count != 0) {
        check_count(count);
    }
    const auto& e = m_roster.entries[index_of(entry_id)];
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
    const auto same = [&](const RosterOption& o) { return o.id == option_id; };
    const auto it = std::find_if(e.options.begin(), e.options.end(), same);
    if (count == 0 && it == e.options.end()) {
        return;
    }
    if (count != 0 && it == e.options.end() && e.options.size() >= kMaxEntryOptions) {
        throw InvalidInputError(TR_("A roster entry holds at most {0} options; this one is full.").arg(kMaxEntryOptions));
    }
    change_entry(TR_("Change option"), entry_id, [&](RosterEntry& changed) {
        const auto at = std::find_if(changed.options.begin(), changed.options.end(), same);
        if (count == 0) {
            changed.options.erase(at);
        } else if (at == changed.options.end()) {
            changed.options.push_back({option_id, count});
        } else {
            at->count = count;
        }
    });
}

void RosterEditor::set_general(const std::string& entry_id, const std::string& grade) {
    index_of(entry_id);
    std::string grade_id;
    if (!grade.empty()) {
        grade_id = catalogue_entry_named(m_validator.system(), catalogue_kind::kGeneralGrade, grade,
                                         TR_("\"{0}\" is not a general competence of {1}")
                                             .arg(grade)
                                             .arg(m_validator.system().name()))
                       .id;
    }
    change_entry(TR_("Change general"), entry_id, [&](RosterEntry& e) { e.general_grade = grade_id; });
}

void RosterEditor::add_magic_item(const std::string& entry_id, const std::string& item) {
    const auto* i = &catalogue_entry_named(
        m_validator.system(), catalogue_kind::kMagicItem, item,
        TR_("\"{0}\" is not a magic item of {1}").arg(item).arg(m_validator.system().name()));
    if (m_roster.entries[index_of(entry_id)].magic_items.size() >= kMaxEntryMagicItems) {
        throw InvalidInputError(TR_("A roster entry holds at most {0} magic items; this one is full.")
                                    .arg(kMaxEntryMagicItems));
    }
    change_entry(TR_("Add {0}").arg(i->name.text()), entry_id,
                 [i](RosterEntry& e) { e.magic_items.push_back(i->id); });
}

void RosterEditor::set_magic_item(const std::string& entry_id, const std::string& item) {
    index_of(entry_id);
    std::string item_id;
    Text label = TR_("Remove magic item");
    if (!item.empty()) {
        const auto& i = catalogue_entry_named(
            m_validator.system(), catalogue_kind::kMagicItem, item,
            TR_("\"{0}\" is not a magic item of {1}").arg(item).arg(m_validator.system().name()));
        item_id = i.id;
        label = TR_("Add {0}").arg(i.name.text());
    }
    change_entry(std::move(label), entry_id, [&](RosterEntry& e) {
        e.magic_items.clear();
        if (!item_id.empty()) {
            e.magic_items.push_back(item_id);
        }
    });
}

void RosterEditor::remove_magic_item(const std::string& entry_id, const std::string& item) {
    const auto& items = m_roster.entries[index_of(entry_id)].magic_items;
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
    const auto at = it - items.begin();
    change_entry(TR_("Remove magic item"), entry_id,
                 [at](RosterEntry& e) { e.magic_items.erase(e.magic_items.begin() + at); });
}

void RosterEditor::attach(const std::string& entry_id, const std::string& target_entry_id) {
    index_of(entry_id);
    if (!target_entry_id.empty()) {
        index_of(target_entry_id);
        if (target_entry_id == entry_id) {
            throw InvalidInputError(TR_("An entry cannot be attached to itself."));
        }
    }
    change_entry(target_entry_id.empty() ? TR_("Detach") : TR_("Attach"), entry_id,
                 [&](RosterEntry& e) { e.attached_to = target_entry_id; });
}

void RosterEditor::rename_entry(const std::string& entry_id, const std::string& name) {
    index_of(entry_id);
    const auto text = normalise(name);
    change_entry(TR_("Rename unit"), entry_id, [&](RosterEntry& e) { e.custom_name = text; });
}

void RosterEditor::set_entry_note(const std::string& entry_id, const std::string& note) {
    index_of(entry_id);
    const auto text = normalise(note);
    change_entry(TR_("Edit note"), entry_id, [&](RosterEntry& e) { e.note = text; });
}

void RosterEditor::move_to_command(const std::string& entry_id, const std::string& command_id) {
    if (m_roster.command(command_id) == nullptr) {
        throw InvalidInputError(TR_("The roster has no command \"{0}\".").arg(command_id));
    }
    if (m_validator.outside_commands(m_roster.entries[index_of(entry_id)])) {
        throw InvalidInputError(
            TR_("The camp and fortifications belong to the whole army, not to a command."));
    }
    change_entry(TR_("Move to command"), entry_id, [&](RosterEntry& e) { e.command_id = command_id; });
}

std::string RosterEditor::duplicate(const std::string& entry_id) {
    if (m_roster.entries.size() >= kMaxRosterEntries) {
        throw InvalidInputError(TR_("A roster holds at most {0} entries; this one is full.").arg(kMaxRosterEntries));
    }
    const auto at = index_of(entry_id);
    auto copy = m_roster.entries[at];
    copy.id = m_roster.next_entry_id();
    const auto copy_id = copy.id;
    Delta delta;
    delta.splices.push_back({at + 1, {}, {std::move(copy)}});
    change(TR_("Duplicate unit"), std::move(delta));
    return copy_id;
}

void RosterEditor::move_entry(const std::string& entry_id, std::size_t position) {
    const auto at = index_of(entry_id);
    position = std::min(position, m_roster.entries.size() - 1);
    Delta delta;
    delta.splices.push_back({at, {m_roster.entries[at]}, {}});
    delta.splices.push_back({position, {}, {m_roster.entries[at]}});
    change(TR_("Move unit"), std::move(delta));
}

void RosterEditor::rename(const std::string& name) {
    const auto text = normalise(name);
    change_header(TR_("Rename roster"), [&](Roster& r) { r.name = text; });
}

void RosterEditor::set_notes(const std::string& notes) {
    const auto text = normalise(notes);
    change_header(TR_("Edit notes"), [&](Roster& r) { r.notes = text; });
}

void RosterEditor::set_player(const std::string& player) {
    const auto text = normalise(player);
    change_header(TR_("Change player"), [&](Roster& r) { r.player = text; });
}

void RosterEditor::set_event(const std::string& event) {
    const auto text = normalise(event);
    change_header(TR_("Change event"), [&](Roster& r) { r.event = text; });
}

void RosterEditor::set_event_date(const std::string& date) {
    const auto text = normalise(date);
    change_header(TR_("Change date"), [&](Roster& r) { r.event_date = text; });
}

void RosterEditor::set_army_size(int army_size) {
    check_size(m_validator.system(), army_size);
    change_header(TR_("Change army size"), [&](Roster& r) {
        r.army_size = army_size;
        add_missing_commands(r, m_validator.system());
    });
}

void RosterEditor::set_year(std::optional<int> year) {
    if (year && (*year < -100000 || *year > 100000)) {
        throw InvalidInputError(TR_("{0} is not a year Ost can use.").arg(*year));
    }
    change_header(TR_("Change year"), [&](Roster& r) { r.year = year; });
}

std::string RosterEditor::add_command(const std::string& name, const std::string& ally_list) {
    if (m_roster.commands.size() >= kMaxRosterCommands) {
        throw InvalidInputError(TR_("A roster holds at most {0} commands; this one is full.").arg(kMaxRosterCommands));
    }
    const auto id = m_roster.next_command_id();
    const auto text = normalise(name);
    change_header(TR_("Add command"),
                  [&](Roster& r) { r.commands.push_back(RosterCommand{id, text, ally_list}); });
    return id;
}

void RosterEditor::rename_command(const std::string& command_id, const std::string& name) {
    const auto it = std::find_if(m_roster.commands.begin(), m_roster.commands.end(),
                                 [&](const RosterCommand& c) { return c.id == command_id; });
    if (it == m_roster.commands.end()) {
        throw InvalidInputError(TR_("The roster has no command \"{0}\".").arg(command_id));
    }
    const auto at = it - m_roster.commands.begin();
    const auto text = normalise(name);
    change_header(TR_("Rename command"), [&](Roster& r) { r.commands[static_cast<std::size_t>(at)].name = text; });
}

void RosterEditor::remove_command(const std::string& command_id) {
    const auto it = std::find_if(m_roster.commands.begin(), m_roster.commands.end(),
                                 [&](const RosterCommand& c) { return c.id == command_id; });
    if (it == m_roster.commands.end()) {
        throw InvalidInputError(TR_("The roster has no command \"{0}\".").arg(command_id));
    }
    for (const auto& e : m_roster.entries) {
        if (e.command_id == command_id && !m_validator.outside_commands(e)) {
            throw InvalidInputError(
                TR_("The command \"{0}\" still has units: move or remove them first.")
                    .arg(command_id));
        }
    }
    const auto at = it - m_roster.commands.begin();
    change_header(TR_("Remove command"), [&](Roster& r) { r.commands.erase(r.commands.begin() + at); });
}

} // namespace ost
