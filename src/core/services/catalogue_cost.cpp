// Catalogue costing: troop type + capabilities, read from the system's catalogue entries; the
// figures are data (lists/<system>/system.xml), this file only adds them up.
#include "core/services/catalogue_cost.h"

#include "core/model/catalogue_kinds.h"

#include <algorithm>
#include <sstream>

namespace ost {

CatalogueCost catalogue_cost(const GameSystem& system, const Profile& profile) {
    CatalogueCost out;
    if (!system.has_catalogue(catalogue_kind::kTroopType)) {
        return out;
    }
    const auto* troop_id = profile.get(kTroopTypeField);
    if (troop_id == nullptr || troop_id->empty()) {
        return out;
    }
    const auto points_of = [&](const std::string& id, std::string_view kind) -> std::optional<int> {
        const auto* entry = system.catalogue_entry(id);
        if (entry == nullptr || entry->kind != kind) {
            out.unknown.push_back(id);
            return std::nullopt;
        }
        // A capability with `types` costs its points only for those troop types; the others
        // have it in their base cost (bows on bowmen or light infantry).
        const auto& types = entry->eligible_types;
        const bool pays = types.empty() || std::find(types.begin(), types.end(), *troop_id) != types.end();
        const auto value = pays ? cost_of(entry->costs, "points").value_or(0) : 0;
        out.parts.emplace_back(id, value);
        return value;
    };
    auto total = points_of(*troop_id, catalogue_kind::kTroopType);
    if (const auto* capabilities = profile.get(kCapabilitiesField)) {
        std::istringstream words(*capabilities);
        for (std::string id; words >> id;) {
            const auto value = points_of(id, catalogue_kind::kCapability);
            if (total && value) {
                *total += *value;
            }
        }
    }
    if (out.unknown.empty()) {
        out.points = total;
    }
    return out;
}

LineCost line_cost(const GameSystem& system, const UnitEntry& unit) {
    LineCost out;
    out.points = cost_of(unit.costs, "points");
    out.catalogue = catalogue_cost(system, unit.profile).points;
    out.overridden = out.points && out.catalogue && *out.points != *out.catalogue;
    return out;
}

LineCost fill_catalogue_cost(const GameSystem& system, UnitEntry& unit) {
    auto cost = line_cost(system, unit);
    if (!cost.points && cost.catalogue) {
        unit.costs.push_back(Cost{"points", *cost.catalogue, 0});
        cost.points = cost.catalogue;
    }
    return cost;
}

LineCost update_catalogue_cost(const GameSystem& system, const UnitEntry& before, UnitEntry& after) {
    const auto was = line_cost(system, before);
    if (!was.overridden) {
        std::erase_if(after.costs, [](const Cost& c) { return c.type == "points" && c.army_size == 0; });
    }
    return fill_catalogue_cost(system, after);
}

std::string capability_for(const GameSystem& system, const std::string& capability_id, const std::string& troop_id) {
    const auto applies = [&](const CatalogueEntry& e) {
        return e.eligible_types.empty() ||
               std::find(e.eligible_types.begin(), e.eligible_types.end(), troop_id) != e.eligible_types.end();
    };
    const auto* entry = system.catalogue_entry(capability_id);
    if (entry == nullptr || troop_id.empty() || applies(*entry)) {
        return capability_id;
    }
    for (const auto* c : system.catalogue_of(catalogue_kind::kCapability)) {
        if (c->id.rfind(capability_id + "-", 0) == 0 && !c->eligible_types.empty() && applies(*c)) {
            return c->id;
        }
    }
    return capability_id;
}

std::vector<const CatalogueEntry*> capability_choices(const GameSystem& system) {
    std::vector<const CatalogueEntry*> out;
    for (const auto* c : system.catalogue_of(catalogue_kind::kCapability)) {
        if (base_capability(system, c->id) == c->id) {
            out.push_back(c);
        }
    }
    return out;
}

std::string base_capability(const GameSystem& system, const std::string& id) {
    const auto* entry = system.catalogue_entry(id);
    if (entry == nullptr || entry->eligible_types.empty()) {
        return id;
    }
    // A variant is named after its base and limited to some troop types ("elite-light").
    for (auto dash = id.rfind('-'); dash != std::string::npos && dash > 0; dash = id.rfind('-', dash - 1)) {
        const auto base = id.substr(0, dash);
        const auto* other = system.catalogue_entry(base);
        if (other != nullptr && other->kind == entry->kind) {
            return base;
        }
    }
    return id;
}

std::vector<std::string> capabilities_of(const Profile& profile) {
    std::vector<std::string> out;
    if (const auto* text = profile.get(kCapabilitiesField)) {
        std::istringstream words(*text);
        for (std::string id; words >> id;) {
            out.push_back(id);
        }
    }
    return out;
}

void set_troop_type(const GameSystem& system, Profile& profile, const std::string& profile_type,
                    const std::string& troop_id) {
    profile.type = profile_type;
    set_profile_value(profile, kTroopTypeField, troop_id);
    if (const auto* troop = system.catalogue_entry(troop_id);
        troop != nullptr && troop->kind == catalogue_kind::kTroopType) {
        for (const auto& [field, value] : troop->profile.values) {
            if (field != kTroopTypeField && field != kCapabilitiesField) {
                set_profile_value(profile, field, value);
            }
        }
    }
    set_capabilities(system, profile, capabilities_of(profile));
}

void set_capabilities(const GameSystem& system, Profile& profile, const std::vector<std::string>& ids) {
    const auto* troop = profile.get(kTroopTypeField);
    const std::string troop_id = troop != nullptr ? *troop : std::string();
    std::vector<std::string> kept;
    for (const auto& id : ids) {
        const auto variant = capability_for(system, base_capability(system, id), troop_id);
        if (std::find(kept.begin(), kept.end(), variant) == kept.end()) {
            kept.push_back(variant);
        }
    }
    std::string joined;
    for (const auto& id : kept) {
        joined += (joined.empty() ? "" : " ") + id;
    }
    set_profile_value(profile, kCapabilitiesField, joined);
}

void set_profile_value(Profile& profile, const std::string& field, const std::string& value) {
    auto& values = profile.values;
    const auto it = std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == field; });
    if (value.empty()) {
        if (it != values.end()) {
            values.erase(it);
        }
    } else if (it != values.end()) {
        it->second = value;
    } else {
        values.emplace_back(field, value);
    }
}

} // namespace ost
