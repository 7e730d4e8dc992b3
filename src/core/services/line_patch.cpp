// Applies a LinePatch to a list line: names, stat line, troop type and capabilities (the variant
// each troop type takes), points (typed or the catalogue's), limits, references and flags.
#include "core/services/line_patch.h"

#include "core/services/catalogue_cost.h"
#include "core/support/error.h"

#include <algorithm>

namespace ost {

namespace {

/// `ids` after `edit`: a whole set keeps the order of the ids already there, new ones follow.
void apply_ids(std::vector<std::string>& ids, const IdsEdit& edit) {
    const auto has = [](const std::vector<std::string>& v, const std::string& id) {
        return std::find(v.begin(), v.end(), id) != v.end();
    };
    if (edit.set) {
        std::vector<std::string> kept;
        for (const auto& id : ids) {
            if (has(*edit.set, id) && !has(kept, id)) {
                kept.push_back(id);
            }
        }
        for (const auto& id : *edit.set) {
            if (!has(kept, id)) {
                kept.push_back(id);
            }
        }
        ids = std::move(kept);
    }
    for (const auto& id : edit.add) {
        if (!has(ids, id)) {
            ids.push_back(id);
        }
    }
    for (const auto& id : edit.remove) {
        std::erase(ids, id);
    }
}

/// The capabilities after `edit`, compared by their base id (an "elite" ticked keeps the line's
/// "elite-light"); set_capabilities then stores each as the variant the troop type takes.
std::vector<std::string> edited_capabilities(const GameSystem& system, std::vector<std::string> current,
                                             const IdsEdit& edit) {
    const auto base_in = [&](const std::vector<std::string>& ids, const std::string& id) {
        const auto base = base_capability(system, id);
        return std::any_of(ids.begin(), ids.end(),
                           [&](const std::string& o) { return base_capability(system, o) == base; });
    };
    if (edit.set) {
        std::vector<std::string> ordered; // the line's own order first, then the new ones
        for (const auto& id : current) {
            if (base_in(*edit.set, id)) {
                ordered.push_back(id);
            }
        }
        for (const auto& id : *edit.set) {
            if (!base_in(ordered, id)) {
                ordered.push_back(id);
            }
        }
        current = std::move(ordered);
    }
    for (const auto& id : edit.add) {
        if (!base_in(current, id)) {
            current.push_back(id);
        }
    }
    for (const auto& id : edit.remove) {
        std::erase_if(current, [&](const std::string& o) {
            return base_capability(system, o) == base_capability(system, id);
        });
    }
    return current;
}

bool edits_profile(const LinePatch& p) {
    return p.stats || !p.stat_edits.empty() || p.troop_type || !p.capabilities.empty();
}

void patch_profile(const GameSystem& system, const ProfileType* unit_profile, UnitEntry& unit,
                   const LinePatch& p) {
    if (!edits_profile(p)) {
        return;
    }
    const auto* type = unit.profile.type.empty() ? unit_profile : system.profile_type(unit.profile.type);
    if (type == nullptr) {
        throw InvalidInputError(TR_("{0} has no stat line for units.").arg(system.name()));
    }
    const auto before = unit.profile;
    Profile profile = unit.profile;
    profile.type = type->id;
    if (p.stats) {
        profile.values = *p.stats;
    }
    // The troop type brings its catalogue stats unless other stats are typed after it, and
    // moves every capability to the variant it takes (elite → elite-light).
    const auto* old_troop = before.get(kTroopTypeField);
    const auto* form_troop = profile.get(kTroopTypeField);
    const std::string troop = p.troop_type ? *p.troop_type : form_troop != nullptr ? *form_troop : std::string();
    if (!troop.empty() && (old_troop == nullptr || *old_troop != troop)) {
        set_troop_type(system, profile, type->id, troop);
    }
    for (const auto& [field, value] : p.stat_edits) {
        set_profile_value(profile, field, value);
    }
    if (!p.capabilities.empty()) {
        // Edited from the line's own capabilities, each then stored as its troop type's variant.
        set_capabilities(system, profile, edited_capabilities(system, capabilities_of(before), p.capabilities));
    }
    // A line without stats (an ADLG general) keeps no stat line.
    if (profile.values.empty()) {
        profile.type = before.type;
    }
    unit.profile = std::move(profile);
}

void patch_costs(const GameSystem& system, const UnitEntry& before, UnitEntry& unit, const LinePatch& p) {
    auto costs = unit.costs;
    const auto points_at = [](int size) {
        return [size](const Cost& c) { return c.type == "points" && c.army_size == size; };
    };
    if (p.size_points) {
        std::erase_if(costs, [](const Cost& c) { return c.type == "points" && c.army_size != 0; });
        costs.insert(costs.end(), p.size_points->begin(), p.size_points->end());
    }
    for (const auto& [size, value] : p.size_point_edits) {
        std::erase_if(costs, points_at(size));
        if (value) {
            costs.push_back(Cost{"points", *value, size});
        }
    }
    if (p.points || p.catalogue_points) {
        // The points at every size: typed by hand, or the catalogue's (following the stats).
        std::erase_if(costs, points_at(0));
        const auto catalogue = p.catalogue_points ? catalogue_cost(system, unit.profile).points : std::nullopt;
        if (const auto base = catalogue ? catalogue : p.points) {
            costs.insert(costs.begin(), Cost{"points", *base, 0});
        }
    }
    // The same figures in another order are no change (the file keeps its order).
    if (!std::is_permutation(costs.begin(), costs.end(), unit.costs.begin(), unit.costs.end())) {
        unit.costs = std::move(costs);
    }
    if (!p.points && !p.catalogue_points) {
        update_catalogue_cost(system, before, unit); // a catalogue figure follows the stats
    }
}
} // namespace

UnitEntry patched_line(const GameSystem& system, const ProfileType* unit_profile,
                       const UnitEntry& before, const LinePatch& p) {
    auto unit = before;
    if (p.id) unit.id = *p.id;
    if (p.name_fr) unit.name.fr = *p.name_fr;
    if (p.name_en) unit.name.en = *p.name_en;
    if (unit.name.en.empty()) unit.name.en = unit.name.fr;
    if (p.role) unit.role = *p.role;
    patch_profile(system, unit_profile, unit, p);
    patch_costs(system, before, unit, p);
    const auto set = [](std::optional<int>& field, const std::optional<std::optional<int>>& value) {
        if (value) field = *value;
    };
    set(unit.min, p.min);
    set(unit.max, p.max);
    set(unit.army_min, p.army_min);
    set(unit.army_max, p.army_max);
    set(unit.date_from, p.date_from);
    set(unit.date_to, p.date_to);
    if (p.group) unit.group = *p.group;
    if (p.counts_as) unit.counts_as = *p.counts_as;
    apply_ids(unit.requires_units, p.requires_units);
    apply_ids(unit.attaches_to, p.attaches_to);
    apply_ids(unit.upgrades, p.upgrades);
    apply_ids(unit.rules, p.rules);
    if (p.options) unit.options = *p.options;
    if (p.confirmed) unit.confirmed = *p.confirmed;
    if (p.counts) unit.counts = *p.counts;
    if (p.magic) unit.magic = *p.magic;
    if (p.note) {
        unit.note_fr = *p.note;
        unit.note_en = *p.note;
    }
    return unit;
}

} // namespace ost
