// Event restrictions checked on a roster after the validator: system, size, date window (systems
// with dates), allowed lists, banned troop types, capabilities, units and rules, players.
#include "core/services/event_checker.h"

#include "core/model/catalogue_kinds.h"
#include "core/services/list_view.h"
#include "core/support/strings.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <set>
#include <sstream>

namespace ost {

namespace {

bool contains(const std::vector<std::string>& ids, const std::string& id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

/// The words of every stat value of `unit` ("capabilities" holds several ids, space-separated).
std::set<std::string> stat_words(const UnitEntry& unit) {
    std::set<std::string> out;
    for (const auto& [field, value] : unit.profile.values) {
        std::istringstream words(value);
        for (std::string word; words >> word;) {
            out.insert(word);
        }
    }
    return out;
}

/// The name of catalogue entry `id` of `kind`, or the id itself when the system has none.
Text catalogue_name(const GameSystem& system, const std::string& id) {
    const auto* entry = system.catalogue_entry(id);
    return entry != nullptr ? entry->name.text() : Text::verbatim(id);
}

/// The name of special rule `id`: the list's own rule first (wm-selector lists carry theirs),
/// then the system's; the id itself when neither knows it.
Text rule_name(const GameSystem& system, const std::string& id, const ArmyList* list = nullptr) {
    const auto* rule = list != nullptr ? list->rule(id) : nullptr;
    if (rule == nullptr) {
        rule = system.rule(id);
    }
    return rule != nullptr ? rule->name.text() : Text::verbatim(id);
}

/// The name of line `id` of `list`, or the id itself when there is no list or no such line.
Text unit_name(const std::string& id, const ArmyList* list) {
    const auto* unit = list != nullptr ? list->unit(id) : nullptr;
    return unit != nullptr ? unit->name.text() : Text::verbatim(id);
}

/// "a, b, c": the units' names (unit_name()).
Text unit_names(const std::vector<std::string>& ids, const ArmyList* list) {
    Text out;
    for (const auto& id : ids) {
        out = out.empty() ? unit_name(id, list) : TR_("{0}, {1}").arg(out).arg(unit_name(id, list));
    }
    return out;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& item : items) {
        out += (out.empty() ? "" : ", ") + item;
    }
    return out;
}

/// Whether [from, to] (either end open) meets the event's window.
bool overlaps(std::optional<int> from, std::optional<int> to, const EventProfile& e) {
    const bool before = to && e.date_from && *to < *e.date_from;
    const bool after = from && e.date_to && *from > *e.date_to;
    return !before && !after;
}

EventFinding finding(std::string code, Text message, EventClause clause, std::string subject = {},
                     Severity severity = Severity::Error) {
    Diagnostic d;
    d.severity = severity;
    d.code = std::move(code);
    d.message = std::move(message);
    d.subject = std::move(subject);
    return {std::move(d), std::move(clause)};
}

/// "2 × Elephants (e4)": the entry as a player recognises it.
Text entry_text(const RosterEntry& entry, const UnitEntry& unit) {
    const Text name = entry.custom_name.empty() ? unit.name.text() : Text::verbatim(entry.custom_name);
    return TR_("{0} × {1} ({2})").arg(entry.count).arg(name).arg(entry.id);
}

} // namespace

EventChecker::EventChecker(EventProfile event, GameSystem system)
    : m_event(std::move(event)), m_system(std::move(system)) {}

EventClause EventChecker::clause(const std::string& kind, const std::string& id,
                                 const ArmyList* list) const {
    const auto& e = m_event;
    const std::string full = id.empty() ? kind : kind + "/" + id;
    if (kind == "system") {
        return {full, TR_("Game system: {0}").arg(m_system.name())};
    }
    if (kind == "size") {
        return {full, TR_("Army size: {0} points").arg(e.army_size)};
    }
    if (kind == "dates") {
        return {full, TR_("Armies of {0}, allies included").arg(date_window_text(e.date_from, e.date_to))};
    }
    if (kind == "lists") {
        std::vector<std::string> items;
        for (int number : e.allowed_list_numbers) {
            items.push_back(std::to_string(number));
        }
        items.insert(items.end(), e.allowed_lists.begin(), e.allowed_lists.end());
        return {full, TR_("Allowed lists: {0}").arg(joined(items))};
    }
    if (kind == "ban-troop-type") {
        return {full, TR_("No troop type {0}").arg(catalogue_name(m_system, id))};
    }
    if (kind == "ban-capability") {
        return {full, TR_("No capability {0}").arg(catalogue_name(m_system, id))};
    }
    if (kind == "ban-unit") {
        return {full, TR_("No unit {0}").arg(unit_name(id, list))};
    }
    if (kind == "ban-rule") {
        if (e.allowed_units.empty()) {
            return {full, TR_("No unit with the rule {0}").arg(rule_name(m_system, id, list))};
        }
        return {full, TR_("No unit with the rule {0}, except {1}")
                          .arg(rule_name(m_system, id, list))
                          .arg(unit_names(e.allowed_units, list))};
    }
    if (kind == "optional-rule") {
        return {full, TR_("Optional rule played: {0}").arg(rule_name(m_system, id, list))};
    }
    return {full, TRP_("Registered players: {n}", "Registered players: {n}", e.players.size())};
}

std::vector<EventClause> EventChecker::clauses() const {
    std::vector<EventClause> out{clause("system")};
    if (m_event.army_size > 0) {
        out.push_back(clause("size"));
    }
    if (m_event.has_date_window()) {
        out.push_back(clause("dates"));
    }
    if (m_event.restricts_lists()) {
        out.push_back(clause("lists"));
    }
    const std::pair<const char*, const std::vector<std::string>*> kinds[] = {
        {"ban-troop-type", &m_event.banned_troop_types}, {"ban-capability", &m_event.banned_capabilities},
        {"ban-unit", &m_event.banned_units},             {"ban-rule", &m_event.banned_rules},
        {"optional-rule", &m_event.optional_rules}};
    for (const auto& [kind, ids] : kinds) {
        for (const auto& id : *ids) {
            out.push_back(clause(kind, id));
        }
    }
    if (!m_event.players.empty()) {
        out.push_back(clause("players"));
    }
    return out;
}

std::vector<EventFinding> EventChecker::check_event() const {
    std::vector<EventFinding> out;
    if (m_event.has_date_window() && !m_system.has_dates()) {
        out.push_back(finding("event.profile-dates",
                              TR_("The event gives dates, but {0} armies carry none: the dates are not checked.")
                                  .arg(m_system.name()),
                              clause("dates"), {}, Severity::Warning));
    }
    const auto unknown = [&](const char* kind, const std::vector<std::string>& ids, const char* catalogue) {
        for (const auto& id : ids) {
            const auto* entry = m_system.catalogue_entry(id);
            if (entry == nullptr || entry->kind != catalogue) {
                out.push_back(finding("event.profile-unknown",
                                      TR_("{0} has no catalogue entry \"{1}\" of this kind: the clause bans nothing.")
                                          .arg(m_system.name())
                                          .arg(id),
                                      clause(kind, id), {}, Severity::Warning));
            }
        }
    };
    unknown("ban-troop-type", m_event.banned_troop_types, catalogue_kind::kTroopType);
    unknown("ban-capability", m_event.banned_capabilities, catalogue_kind::kCapability);
    return out;
}

std::vector<EventFinding> EventChecker::check(const Roster& roster, const RosterValidator& validator) const {
    std::vector<EventFinding> out;
    if (roster.system_id != m_event.system_id) {
        out.push_back(finding("event.system",
                              TR_("The roster is for {0}, not for the event's game.").arg(validator.system().name()),
                              clause("system")));
        return out; // nothing else of the event applies to another game
    }
    if (m_event.army_size > 0 && roster.army_size != m_event.army_size) {
        out.push_back(finding("event.size", TR_("The roster is built at {0} points.").arg(roster.army_size),
                              clause("size")));
    }
    check_dates(roster, validator, out);
    const auto& list = validator.list();
    if (m_event.restricts_lists() && !contains(m_event.allowed_lists, list.id) &&
        !(list.number && std::count(m_event.allowed_list_numbers.begin(), m_event.allowed_list_numbers.end(),
                                    *list.number) != 0)) {
        out.push_back(finding("event.list",
                              TR_("The list {0} is not one the event allows.").arg(list.name.text()),
                              clause("lists")));
    }
    for (const auto& entry : roster.entries) {
        check_entry(entry, validator, out);
    }
    if (!m_event.players.empty() && !roster.player.empty()) {
        const auto key = fold(roster.player);
        const bool known = std::any_of(m_event.players.begin(), m_event.players.end(),
                                       [&](const EventPlayer& p) { return fold(p.name) == key; });
        if (!known) {
            out.push_back(finding("event.player", TR_("{0} is not a registered player.").arg(roster.player),
                                  clause("players"), {}, Severity::Warning));
        }
    }
    return out;
}

void EventChecker::check_dates(const Roster& roster, const RosterValidator& validator,
                               std::vector<EventFinding>& out) const {
    if (!m_event.has_date_window() || !m_system.has_dates()) {
        return;
    }
    if (!roster.year) {
        out.push_back(finding("event.year-missing",
                              TR_("The roster gives no year; the event asks for one within its dates."),
                              clause("dates")));
    } else if (!overlaps(roster.year, roster.year, m_event)) {
        out.push_back(finding("event.year", TR_("The roster is fielded in {0}, outside the event's dates.")
                                                .arg(date_window_text(roster.year, roster.year)),
                              clause("dates")));
    }
    std::set<std::string> allies;
    for (const auto& command : roster.commands) {
        if (!command.ally_list.empty()) {
            allies.insert(command.ally_list);
        }
    }
    for (const auto& entry : roster.entries) {
        if (!entry.list_id.empty() && entry.list_id != roster.list_id) {
            allies.insert(entry.list_id);
        }
    }
    for (const auto& ally : allies) {
        std::optional<int> from;
        std::optional<int> to;
        Text name = Text::verbatim(ally);
        for (const auto& ref : validator.list().allies) {
            if (ref.list == ally) {
                from = ref.date_from;
                to = ref.date_to;
            }
        }
        for (const auto& list : validator.allies()) {
            if (list.id == ally) {
                name = list.name.text();
                from = from ? from : list.date_from;
                to = to ? to : list.date_to;
            }
        }
        if (!overlaps(from, to, m_event)) {
            out.push_back(finding("event.ally-dates",
                                  TR_("The allied list {0} ({1}) lies outside the event's dates.")
                                      .arg(name)
                                      .arg(date_window_text(from, to)),
                                  clause("dates")));
        }
    }
}

void EventChecker::check_entry(const RosterEntry& entry, const RosterValidator& validator,
                               std::vector<EventFinding>& out) const {
    const auto* unit = validator.unit_of(entry);
    const auto* list = validator.list_of(entry);
    if (unit == nullptr || list == nullptr) {
        return; // the validator reports the unknown unit
    }
    const auto words = stat_words(*unit);
    std::set<std::string> options;
    std::set<std::string> rules(unit->rules.begin(), unit->rules.end());
    for (const auto& taken : entry.options) {
        options.insert(taken.id);
        UnitOption scratch;
        if (const auto* option = validator.option_of(*list, *unit, taken.id, scratch)) {
            rules.insert(option->rules.begin(), option->rules.end());
        }
    }
    const auto refuse = [&](const char* code, const char* kind, const std::string& id) {
        auto c = clause(kind, id, list); // names from the entry's list, not ids (a player reads them)
        auto message = TR_("{0}: {1}.").arg(entry_text(entry, *unit)).arg(c.wording);
        out.push_back(finding(code, std::move(message), std::move(c), entry.id));
    };
    for (const auto& id : m_event.banned_troop_types) {
        if (words.count(id) != 0) {
            refuse("event.banned-troop-type", "ban-troop-type", id);
        }
    }
    for (const auto& id : m_event.banned_capabilities) {
        if (words.count(id) != 0 || options.count(id) != 0) {
            refuse("event.banned-capability", "ban-capability", id);
        }
    }
    if (contains(m_event.banned_units, unit->id)) {
        refuse("event.banned-unit", "ban-unit", unit->id);
    }
    if (!contains(m_event.allowed_units, unit->id)) {
        for (const auto& id : m_event.banned_rules) {
            if (rules.count(id) != 0) {
                refuse("event.banned-rule", "ban-rule", id);
            }
        }
    }
}

Diagnostics event_diagnostics(const std::vector<EventFinding>& findings) {
    Diagnostics out;
    for (const auto& f : findings) {
        auto d = f.diagnostic;
        d.rule_id = "event:" + f.clause.id;
        out.push_back(std::move(d));
    }
    return out;
}

} // namespace ost
