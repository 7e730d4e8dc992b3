// Shared formatting of list and system data for the CLI (see list_format.h).
// Kept in one place so show-list and show-system print stat lines the same way.
#include "cli/list_format.h"

#include "core/services/list_view.h"

namespace ost::cli {

nlohmann::json optional_json(const std::optional<int>& value) {
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

nlohmann::json costs_json(const std::vector<Cost>& costs) {
    auto out = nlohmann::json::array();
    for (const auto& cost : costs) {
        nlohmann::json j{{"type", cost.type}, {"value", cost.value}};
        if (cost.army_size != 0) {
            j["size"] = cost.army_size;
        }
        out.push_back(j);
    }
    return out;
}

nlohmann::json stats_json(const Profile& profile) {
    auto out = nlohmann::json::object();
    for (const auto& [field, value] : profile.values) {
        out[field] = value;
    }
    return out;
}

std::string stats_text(CliContext& c, const GameSystem& system, const Profile& profile) {
    const auto* type = system.profile_type(profile.type);
    std::string out;
    for (const auto& [field_id, value] : profile.values) {
        const auto* field = type != nullptr ? type->field(field_id) : nullptr;
        const std::string shown = c.render(stat_value_text(system, field, value));
        if (!out.empty()) {
            out += ", ";
        }
        out += c.render(TR_("{0} {1}").arg(field != nullptr ? c.render(field->name.text()) : field_id).arg(shown));
    }
    return out;
}

} // namespace ost::cli
