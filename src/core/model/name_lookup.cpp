// Name lookups over the model (see name_lookup.h): NameMatcher does the matching, this file
// says which entries may be named and words the errors with suggestions.
#include "core/model/name_lookup.h"

#include "core/model/catalogue_kinds.h"
#include "core/support/error.h"
#include "core/support/name_matcher.h"

#include <algorithm>

namespace ost {

namespace {
NameMatcher matcher_of(const std::vector<NamedEntry>& entries) {
    NameMatcher m;
    for (const auto& e : entries) {
        m.add(e.id, {e.name.fr, e.name.en});
    }
    return m;
}

const NamedEntry& entry_of(const std::vector<NamedEntry>& entries, const std::string& id) {
    return *std::find_if(entries.begin(), entries.end(), [&](const NamedEntry& e) { return e.id == id; });
}

/// "“Crossbowmen” (arbaletriers), “Knights” (chevaliers) or “Halberdiers” (halberdiers)".
Text named_list(const std::vector<NamedEntry>& entries, const std::vector<std::string>& ids) {
    std::vector<Text> items;
    for (const auto& id : ids) {
        const auto& e = entry_of(entries, id);
        items.push_back(e.name.empty() ? Text::verbatim(id)
                                       : TR_("\"{0}\" ({1})").arg(e.name.text()).arg(id));
    }
    if (items.empty()) {
        return Text::verbatim("");
    }
    Text out = items.back();
    if (items.size() >= 2) {
        out = TR_("{0} or {1}").arg(items[items.size() - 2]).arg(items.back());
    }
    for (std::size_t i = items.size() >= 2 ? items.size() - 2 : 0; i-- > 0;) {
        out = TR_("{0}, {1}").arg(items[i]).arg(out);
    }
    return out;
}
} // namespace

std::optional<std::string> find_named(const std::vector<NamedEntry>& entries, std::string_view query) {
    const auto found = matcher_of(entries).find(query);
    if (found.size() != 1) {
        return std::nullopt;
    }
    return found.front();
}

std::string resolve_named(const std::vector<NamedEntry>& entries, std::string_view query, Text unknown) {
    const auto matcher = matcher_of(entries);
    const auto found = matcher.find(query);
    if (found.size() == 1) {
        return found.front();
    }
    if (found.size() > 1) {
        throw InvalidInputError(TR_("\"{0}\" names several entries: {1}. Give the id.")
                                    .arg(std::string(query))
                                    .arg(named_list(entries, found)));
    }
    const auto near = matcher.nearest(query, 3);
    if (near.empty()) {
        throw InvalidInputError(TR_("{0}.").arg(unknown));
    }
    throw InvalidInputError(TR_("{0} (did you mean {1}?).").arg(unknown).arg(named_list(entries, near)));
}

const UnitEntry& unit_named(const ArmyList& list, std::string_view query) {
    std::vector<NamedEntry> entries;
    for (const auto& u : list.units) {
        entries.push_back({u.id, u.name});
    }
    const auto id = resolve_named(
        entries, query, TR_("The list {0} has no unit \"{1}\"").arg(list.name.text()).arg(std::string(query)));
    return *list.unit(id);
}

std::vector<NamedEntry> option_entries(const GameSystem& system, const ArmyList& list, const UnitEntry& unit) {
    std::vector<NamedEntry> entries;
    for (const auto& o : unit.options) {
        entries.push_back({o.id, o.name});
    }
    for (const auto& ref : unit.upgrades) {
        if (const auto* shared = list.upgrade(ref)) {
            entries.push_back({shared->id, shared->name});
        } else if (const auto* entry = system.catalogue_entry(ref);
                   entry != nullptr && entry->kind != catalogue_kind::kGeneralGrade &&
                   entry->kind != catalogue_kind::kMagicItem) {
            entries.push_back({entry->id, entry->name});
        }
    }
    return entries;
}

std::string option_named(const GameSystem& system, const ArmyList& list, const UnitEntry& unit,
                         std::string_view query) {
    return resolve_named(option_entries(system, list, unit), query,
                         TR_("{0} has no option \"{1}\"").arg(unit.name.text()).arg(std::string(query)));
}

const CatalogueEntry& catalogue_entry_named(const GameSystem& system, const std::string& kind,
                                            std::string_view query, Text unknown) {
    std::vector<NamedEntry> entries;
    for (const auto* e : system.catalogue_of(kind)) {
        entries.push_back({e->id, e->name});
    }
    return *system.catalogue_entry(resolve_named(entries, query, std::move(unknown)));
}

const GameSystem& require_system(const std::vector<GameSystem>& systems, std::string_view id) {
    std::vector<NamedEntry> entries;
    for (const auto& s : systems) {
        entries.push_back({s.id, {s.name_fr, s.name_en}});
    }
    const auto found = resolve_named(
        entries, id, TR_("Unknown game system \"{0}\"").arg(std::string(id)));
    return *std::find_if(systems.begin(), systems.end(), [&](const GameSystem& s) { return s.id == found; });
}

} // namespace ost
