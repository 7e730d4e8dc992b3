// RosterValidator: the lookups (lists, lines, options, points) and the choices offered to the
// player; validate() runs the generic limit checker and the game's rule set (roster_check.h).
#include "core/validation/roster_validator.h"

#include "core/model/catalogue_kinds.h"
#include "core/support/error.h"
#include "core/validation/army_limits.h"
#include "core/validation/army_rule_set.h"
#include "core/validation/roster_check.h"

#include <algorithm>
#include <limits>

namespace ost {

namespace {
/// A 64-bit figure clamped into int: totals never overflow (they stop at INT_MAX, which is
/// always over the army size and so reported as roster.points-over).
int saturated(long long value) {
    return static_cast<int>(std::clamp<long long>(value, std::numeric_limits<int>::min(),
                                                  std::numeric_limits<int>::max()));
}
} // namespace

const EntryFigures* RosterReport::entry(const std::string& entry_id) const {
    const auto at = entry_index.find(entries, entry_id, [](const EntryFigures& e) -> const std::string& { return e.entry_id; });
    return at ? &entries[*at] : nullptr;
}

std::vector<const Diagnostic*> RosterReport::about(const std::string& entry_id) const {
    std::vector<const Diagnostic*> out;
    for (const auto& d : diagnostics) {
        if (d.subject == entry_id) {
            out.push_back(&d);
        }
    }
    return out;
}

RosterValidator::RosterValidator(GameSystem system, ArmyList list, std::vector<ArmyList> allies)
    : m_system(std::move(system)), m_list(std::move(list)), m_allies(std::move(allies)) {
    for (std::size_t i = 0; i < m_list.units.size(); ++i) {
        m_unit_index.try_emplace(m_list.units[i].id, i);
    }
}

const ArmyList* RosterValidator::list_of(const RosterEntry& entry) const {
    if (entry.list_id.empty() || entry.list_id == m_list.id) {
        return &m_list;
    }
    for (const auto& ally : m_allies) {
        if (ally.id == entry.list_id) {
            return &ally;
        }
    }
    return nullptr;
}

const UnitEntry* RosterValidator::unit_of(const RosterEntry& entry) const {
    const auto* list = list_of(entry);
    if (list == &m_list) {
        const auto it = m_unit_index.find(entry.unit_id);
        return it == m_unit_index.end() ? nullptr : &m_list.units[it->second];
    }
    return list == nullptr ? nullptr : list->unit(entry.unit_id);
}

const UnitOption* RosterValidator::option_of(const ArmyList& list, const UnitEntry& unit,
                                             const std::string& option_id,
                                             UnitOption& scratch) const {
    for (const auto& o : unit.options) {
        if (o.id == option_id) {
            return &o;
        }
    }
    if (std::find(unit.upgrades.begin(), unit.upgrades.end(), option_id) == unit.upgrades.end()) {
        return nullptr;
    }
    if (const auto* shared = list.upgrade(option_id)) {
        return shared;
    }
    const auto* entry = m_system.catalogue_entry(option_id);
    if (entry == nullptr || entry->kind == catalogue_kind::kGeneralGrade || entry->kind == catalogue_kind::kMagicItem) {
        return nullptr;
    }
    scratch = UnitOption{};
    scratch.id = entry->id;
    scratch.name = entry->name;
    scratch.costs = entry->costs;
    scratch.army_max = entry->army_max;
    scratch.rules = entry->rules;
    return &scratch;
}

bool RosterValidator::outside_commands(const RosterEntry& entry) const {
    const auto* unit = unit_of(entry);
    return unit != nullptr && army_rule_set(m_system.army_rules).outside_commands(*unit);
}

int RosterValidator::entry_points(const RosterEntry& entry, int army_size) const {
    const auto* list = list_of(entry);
    const auto* unit = unit_of(entry);
    if (unit == nullptr) {
        return 0;
    }
    // 64-bit sums of bounded factors (costs <= 10^6, counts <= 10^4), saturated into the report.
    long long points = static_cast<long long>(cost_of(unit->costs, "points", army_size).value_or(0)) * entry.count;
    UnitOption scratch;
    for (const auto& chosen : entry.options) {
        if (const auto* option = option_of(*list, *unit, chosen.id, scratch)) {
            points += static_cast<long long>(cost_of(option->costs, "points", army_size).value_or(0)) * chosen.count;
        }
    }
    if (!entry.general_grade.empty() && unit->role == UnitRole::General) {
        if (const auto* grade = m_system.catalogue_entry(entry.general_grade);
            grade != nullptr && grade->kind == catalogue_kind::kGeneralGrade) {
            points += static_cast<long long>(cost_of(grade->costs, "points", army_size).value_or(0)) * entry.count;
        }
    }
    for (const auto& item : entry.magic_items) {
        if (const auto* magic = m_system.catalogue_entry(item)) {
            points += cost_of(magic->costs, "points", army_size).value_or(0);
        }
    }
    return saturated(points);
}

std::vector<UnitOption> RosterValidator::available_options(const RosterEntry& entry) const {
    std::vector<UnitOption> out;
    const auto* list = list_of(entry);
    const auto* unit = unit_of(entry);
    if (unit == nullptr) {
        return out;
    }
    out = unit->options;
    for (const auto& id : unit->upgrades) {
        UnitOption scratch;
        if (const auto* option = option_of(*list, *unit, id, scratch)) {
            out.push_back(*option);
        }
    }
    return out;
}

std::vector<OptionChoice> RosterValidator::option_choices(const Roster& roster,
                                                          const RosterEntry& entry) const {
    std::vector<OptionChoice> out;
    const auto* list = list_of(entry);
    for (auto& option : available_options(entry)) {
        OptionChoice choice{std::move(option), {}};
        const auto& o = choice.option;
        if (roster.year && ((o.date_from && *roster.year < *o.date_from) ||
                            (o.date_to && *roster.year > *o.date_to))) {
            choice.why_not = TR_("not available in {0}").arg(*roster.year);
        } else if (o.army_max) {
            int taken = 0;
            for (const auto& e : roster.entries) {
                if (e.id == entry.id || list_of(e) != list) {
                    continue;
                }
                for (const auto& chosen : e.options) {
                    taken += chosen.id == o.id ? chosen.count : 0;
                }
            }
            if (taken >= *o.army_max) {
                choice.why_not = TRP_("the army already has {n}", "the army already has {n}", taken);
            }
        }
        if (choice.why_not.empty()) {
            for (const auto& required : o.requires_units) {
                const bool present = std::any_of(roster.entries.begin(), roster.entries.end(), [&](const RosterEntry& e) {
                    return e.unit_id == required && list_of(e) == list;
                });
                if (!present) {
                    const auto* needed = list != nullptr ? list->unit(required) : nullptr;
                    choice.why_not = TR_("needs {0} in the army")
                                         .arg(needed != nullptr ? needed->name.text() : Text::verbatim(required));
                    break;
                }
            }
        }
        out.push_back(std::move(choice));
    }
    return out;
}

std::vector<const CatalogueEntry*> RosterValidator::general_grades(const RosterEntry& entry) const {
    std::vector<const CatalogueEntry*> out;
    const auto* unit = unit_of(entry);
    if (unit == nullptr || unit->role != UnitRole::General) {
        return out;
    }
    for (const auto& id : unit->upgrades) {
        const auto* grade = m_system.catalogue_entry(id);
        if (grade != nullptr && grade->kind == catalogue_kind::kGeneralGrade) {
            out.push_back(grade);
        }
    }
    return out;
}

bool may_carry(const CatalogueEntry& item, const UnitEntry& unit) {
    if (!unit.magic) {
        return false;
    }
    if (std::find(unit.upgrades.begin(), unit.upgrades.end(), item.id) != unit.upgrades.end()) {
        return true; // the list names it for this line
    }
    const auto* type = unit.profile.get("type");
    if (!item.eligible_types.empty() &&
        (type == nullptr || std::find(item.eligible_types.begin(), item.eligible_types.end(),
                                      *type) == item.eligible_types.end())) {
        return false;
    }
    const auto* armour = unit.profile.get("armour");
    if (!item.eligible_armour.empty() &&
        (armour == nullptr || std::find(item.eligible_armour.begin(), item.eligible_armour.end(),
                                        *armour) == item.eligible_armour.end())) {
        return false;
    }
    return true;
}

std::vector<const CatalogueEntry*>
RosterValidator::magic_items_for(const RosterEntry& entry) const {
    std::vector<const CatalogueEntry*> out;
    const auto* unit = unit_of(entry);
    if (unit == nullptr) {
        return out;
    }
    for (const auto* item : m_system.catalogue_of(catalogue_kind::kMagicItem)) {
        if (may_carry(*item, *unit)) {
            out.push_back(item);
        }
    }
    return out;
}

std::vector<MagicItemChoice> RosterValidator::magic_item_choices(const Roster& roster,
                                                                const RosterEntry& entry) const {
    std::vector<MagicItemChoice> out;
    for (const auto* item : magic_items_for(entry)) {
        MagicItemChoice choice{item, {}};
        if (item->army_max) {
            int carried = 0;
            std::string first;
            for (const auto& e : roster.entries) {
                if (e.id == entry.id) {
                    continue;
                }
                const auto n = std::count(e.magic_items.begin(), e.magic_items.end(), item->id);
                if (n > 0 && first.empty()) {
                    first = e.id;
                }
                carried += static_cast<int>(n);
            }
            if (carried >= *item->army_max) {
                choice.taken_by = first;
            }
        }
        out.push_back(choice);
    }
    return out;
}

bool RosterValidator::places_generals_with_units() const {
    return army_rule_set(m_system.army_rules).places_generals_with_units();
}

std::vector<std::string> RosterValidator::general_units(const Roster& roster,
                                                        const RosterEntry& entry) const {
    std::vector<std::string> out;
    const auto* unit = unit_of(entry);
    if (!army_rule_set(m_system.army_rules).places_generals_with_units() || unit == nullptr ||
        unit->role != UnitRole::General ||
        entry.command_id.empty()) {
        return out;
    }
    for (const auto& e : roster.entries) {
        const auto* other = unit_of(e);
        if (e.id != entry.id && other != nullptr && other->role == UnitRole::Unit &&
            e.command_id == entry.command_id) {
            out.push_back(e.id);
        }
    }
    return out;
}

std::vector<std::string> RosterValidator::attachment_targets(const Roster& roster,
                                                             const RosterEntry& entry) const {
    std::vector<std::string> out;
    const auto* unit = unit_of(entry);
    if (unit == nullptr || !unit->is_attachment()) {
        return out;
    }
    for (const auto& e : roster.entries) {
        const auto* target = unit_of(e);
        if (e.id != entry.id && target != nullptr && list_of(e) == list_of(entry) &&
            std::find(unit->attaches_to.begin(), unit->attaches_to.end(), target->id) !=
                unit->attaches_to.end()) {
            out.push_back(e.id);
        }
    }
    return out;
}

RosterReport RosterValidator::validate(const Roster& roster) const {
    RosterReport report;
    RosterCheck(*this, roster, report).run();
    report.unconfirmed_data = uses_unconfirmed_data(roster);
    return report;
}

bool RosterValidator::uses_unconfirmed_data(const Roster& roster) const {
    if (!m_list.confirmed) {
        return true;
    }
    for (const auto& e : roster.entries) {
        if (entry_uses_unconfirmed_data(e)) {
            return true;
        }
    }
    return header_uses_unconfirmed_data(roster);
}

bool RosterValidator::entry_uses_unconfirmed_data(const RosterEntry& e) const {
    const auto catalogue_unconfirmed = [&](const std::string& id) {
        const auto* entry = m_system.catalogue_entry(id);
        return entry != nullptr && !entry->confirmed;
    };
    const auto* list = list_of(e);
    const auto* unit = unit_of(e);
    if ((list != nullptr && !list->confirmed) || (unit != nullptr && !unit->confirmed) ||
        catalogue_unconfirmed(e.general_grade)) {
        return true;
    }
    for (const auto& o : e.options) {
        UnitOption scratch;
        const auto* option =
            unit != nullptr && list != nullptr ? option_of(*list, *unit, o.id, scratch) : nullptr;
        if ((option != nullptr && !option->confirmed) || catalogue_unconfirmed(o.id)) {
            return true;
        }
    }
    for (const auto& item : e.magic_items) {
        if (catalogue_unconfirmed(item)) {
            return true;
        }
    }
    return false;
}

bool RosterValidator::header_uses_unconfirmed_data(const Roster& roster) const {
    if (!m_list.confirmed) {
        return true;
    }
    for (const auto& c : roster.commands) {
        for (const auto& ally : m_allies) {
            if (ally.id == c.ally_list && !ally.confirmed) {
                return true;
            }
        }
    }
    return false;
}

} // namespace ost
