// Lookups and small helpers of the model structs (costs, profiles, systems, lists).
// Plain linear searches: lists hold tens of entries, and callers keep the structs immutable.
#include "core/model/army_list.h"
#include "core/model/cost.h"
#include "core/model/game_system.h"
#include "core/model/profile.h"
#include "core/model/unit_entry.h"

#include <algorithm>

namespace ost {

namespace {
template <typename T>
const T* find_by_id(const std::vector<T>& items, const std::string& id) {
    const auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}
bool in_window(std::optional<int> from, std::optional<int> to, int year) {
    return (!from || year >= *from) && (!to || year <= *to);
}
} // namespace

std::optional<int> cost_of(const std::vector<Cost>& costs, const std::string& type, int army_size) {
    std::optional<int> general;
    for (const auto& c : costs) {
        if (c.type != type) {
            continue;
        }
        if (c.army_size == 0) {
            general = c.value;
        } else if (c.army_size == army_size) {
            return c.value;
        }
    }
    return general;
}

const ProfileChoice* ProfileField::choice(const std::string& value) const {
    return find_by_id(choices, value);
}

const StatWording* ProfileField::wording(const std::string& value) const {
    const auto it = std::find_if(wordings.begin(), wordings.end(),
                                 [&](const StatWording& w) { return w.value == value; });
    return it == wordings.end() ? nullptr : &*it;
}

const ProfileField* ProfileType::field(const std::string& field_id) const {
    return find_by_id(fields, field_id);
}

const std::string* Profile::get(const std::string& field) const {
    for (const auto& [key, value] : values) {
        if (key == field) {
            return &value;
        }
    }
    return nullptr;
}

const ProfileType* GameSystem::profile_type(const std::string& type_id) const {
    return find_by_id(profile_types, type_id);
}
const SpecialRule* GameSystem::rule(const std::string& rule_id) const {
    return find_by_id(rules, rule_id);
}
const CostType* GameSystem::cost_type(const std::string& type_id) const {
    return find_by_id(cost_types, type_id);
}
const CatalogueEntry* GameSystem::catalogue_entry(const std::string& entry_id) const {
    return find_by_id(catalogue, entry_id);
}
const ArmyLimit* GameSystem::army_limit(const std::string& limit_id) const {
    return find_by_id(army_limits, limit_id);
}
const ArmySize* GameSystem::army_size(int points) const {
    const auto it = std::find_if(army_sizes.begin(), army_sizes.end(),
                                 [&](const ArmySize& s) { return s.points == points; });
    return it == army_sizes.end() ? nullptr : &*it;
}
std::vector<const CatalogueEntry*> GameSystem::catalogue_of(const std::string& kind) const {
    std::vector<const CatalogueEntry*> out;
    for (const auto& e : catalogue) {
        if (e.kind == kind) {
            out.push_back(&e);
        }
    }
    return out;
}
bool GameSystem::has_commands() const {
    return std::any_of(army_sizes.begin(), army_sizes.end(), [](const ArmySize& s) { return s.commands > 0; });
}
bool GameSystem::has_catalogue(std::string_view kind) const {
    return std::any_of(catalogue.begin(), catalogue.end(), [&](const CatalogueEntry& e) { return e.kind == kind; });
}
std::vector<std::string> GameSystem::catalogue_kinds() const {
    std::vector<std::string> out;
    for (const auto& e : catalogue) {
        if (std::find(out.begin(), out.end(), e.kind) == out.end()) {
            out.push_back(e.kind);
        }
    }
    return out;
}

const char* to_string(UnitRole role) {
    switch (role) {
    case UnitRole::Unit:
        return "unit";
    case UnitRole::General:
        return "general";
    case UnitRole::Character:
        return "character";
    case UnitRole::Camp:
        return "camp";
    case UnitRole::Fortification:
        return "fortification";
    }
    return "unit";
}

std::optional<UnitRole> unit_role_from(const std::string& text) {
    for (auto role : {UnitRole::Unit, UnitRole::General, UnitRole::Character, UnitRole::Camp,
                      UnitRole::Fortification}) {
        if (text == to_string(role)) {
            return role;
        }
    }
    return std::nullopt;
}

const UnitEntry* ArmyList::unit(const std::string& unit_id) const { return find_by_id(units, unit_id); }
const UnitOption* ArmyList::upgrade(const std::string& upgrade_id) const {
    return find_by_id(upgrades, upgrade_id);
}
const ChoiceGroup* ArmyList::group(const std::string& group_id) const {
    return find_by_id(groups, group_id);
}
const SpecialRule* ArmyList::rule(const std::string& rule_id) const { return find_by_id(rules, rule_id); }

bool ArmyList::available_in(int year) const { return in_window(date_from, date_to, year); }

bool ArmyList::operator==(const ArmyList& o) const {
    // `file` is where it was read from, not part of the list.
    return id == o.id && system_id == o.system_id && number == o.number &&
           command_value == o.command_value && name == o.name &&
           source == o.source && edition == o.edition && date_from == o.date_from &&
           date_to == o.date_to && confirmed == o.confirmed && note == o.note && rules == o.rules &&
           groups == o.groups && caps == o.caps && allies == o.allies && upgrades == o.upgrades &&
           units == o.units;
}

} // namespace ost
