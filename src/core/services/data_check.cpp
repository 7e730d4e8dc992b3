// Single-file checks of lists/ data, sharing the readers build-db uses.
// Finds the system definition of an army list beside it so a lone file can be checked.
#include "core/services/data_check.h"

#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/model/stat_value.h"
#include "core/support/error.h"
#include "core/systems/game_registry.h"

namespace fs = std::filesystem;

namespace ost {

GameSystem system_for_list(const fs::path& dir, const std::string& system_id) {
    for (const auto& candidate : {dir / "system.xml", dir / ".." / system_id / "system.xml"}) {
        if (fs::is_regular_file(candidate)) {
            const auto system = read_system(XmlDocument::load_file(candidate));
            if (system.id == system_id) {
                return system;
            }
        }
    }
    throw EnvironmentError(TR_("No system.xml for the system \"{0}\" beside {1}.").arg(system_id).arg(dir.string()));
}

namespace {
/// Parses every <stats> attribute of `doc` by its field's format (stat_value.h); the readers
/// have already checked that each profile type and field exists.
void check_stat_syntax(const XmlDocument& doc, const GameSystem& system) {
    for (const auto& found : doc.root().select_nodes("//stats")) {
        const auto stats = found.node();
        const auto* type = system.profile_type(stats.parent().attribute("profile").value());
        if (type == nullptr) {
            continue;
        }
        for (const auto attribute : stats.attributes()) {
            const auto* field = type->field(attribute.name());
            if (field == nullptr) {
                continue;
            }
            try {
                parse_stat(*field, attribute.value());
            } catch (const StatSyntaxError& e) {
                throw InvalidInputError(e.message(), e.detail(), doc.location_of(attribute, stats));
            }
        }
    }
}
} // namespace

CheckedDataFile check_data_file(const fs::path& file) {
    if (!fs::is_regular_file(file)) {
        throw EnvironmentError(TR_("The file {0} does not exist.").arg(file.string()));
    }
    const auto doc = XmlDocument::load_file(file);
    if (std::string(doc.root().name()) == "system") {
        auto system = read_system(doc);
        systems::require_known_army_rules(system);
        check_stat_syntax(doc, system);
        return {std::move(system), std::nullopt};
    }
    const auto system_id = army_list_system_id(doc);
    auto system = system_for_list(file.parent_path().empty() ? fs::path(".") : file.parent_path(), system_id);
    auto list = read_army_list(doc, system);
    check_stat_syntax(doc, system);
    return {std::move(system), std::move(list)};
}

} // namespace ost
