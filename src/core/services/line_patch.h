// One edit of a list line, as the app's editor form and `ost-cli my-lists set` both give it: the
// fields changed, applied by ListEditor in one place so every front end stores the same line.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ost {

/// A change to a list of ids (requires, attaches-to, upgrades, rules): either the whole new set
/// (`set`, the ids already there keep their order, new ones follow) or ids added and removed.
struct IdsEdit {
    std::optional<std::vector<std::string>> set;
    std::vector<std::string> add;
    std::vector<std::string> remove;
    bool empty() const { return !set && add.empty() && remove.empty(); }
};

/// One edit of a list line. Every field is optional: what is not given stays as it was. The
/// troop type brings its catalogue stats and moves the capabilities to the variants it takes
/// ("elite" → "elite-light" for light troops), whether the capabilities are edited or not; the
/// points follow the catalogue unless a figure is typed (catalogue_cost.h).
struct LinePatch {
    std::optional<std::string> id;
    std::optional<std::string> name_fr;
    std::optional<std::string> name_en; ///< an empty English name takes the French one
    std::optional<UnitRole> role;
    /// The whole stat line (FIELD → VALUE, the capabilities aside), as a form shows it.
    std::optional<std::vector<std::pair<std::string, std::string>>> stats;
    /// Single stats set ("" takes the field off), after `stats`.
    std::vector<std::pair<std::string, std::string>> stat_edits;
    /// A new troop type (catalogue id): applied when it differs from the line's.
    std::optional<std::string> troop_type;
    /// Capabilities (base ids or variants): the whole set or ids added and removed.
    IdsEdit capabilities;
    /// A hand-typed points figure (all sizes).
    std::optional<int> points;
    /// The catalogue's figure replaces a typed one (without a catalogue figure: `points`).
    bool catalogue_points = false;
    /// Points at given sizes: the whole set, or sizes set (value) and taken off (nullopt).
    std::optional<std::vector<Cost>> size_points;
    std::vector<std::pair<int, std::optional<int>>> size_point_edits;
    /// Limits and dates: the outer optional says "given", the inner nullopt "none".
    std::optional<std::optional<int>> min, max, army_min, army_max, date_from, date_to;
    std::optional<std::string> group;     ///< group id ("" : none)
    std::optional<std::string> counts_as; ///< line id ("" : none)
    IdsEdit requires_units;
    IdsEdit attaches_to;
    IdsEdit upgrades;
    IdsEdit rules;
    std::optional<std::vector<UnitOption>> options;
    std::optional<bool> confirmed, counts, magic;
    std::optional<std::string> note; ///< the same note in both languages
};

/// `unit` after `patch` in `system`: not checked (ListEditor::check_unit says what is wrong).
UnitEntry patched_line(const GameSystem& system, const ProfileType* unit_profile,
                       const UnitEntry& unit, const LinePatch& patch);

} // namespace ost
