// Single-file checks of lists/ data, sharing the readers build-db uses.
// Finds the system definition of an army list beside it so a lone file can be checked.
#include "core/services/data_check.h"

#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/error.h"

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

CheckedDataFile check_data_file(const fs::path& file) {
    if (!fs::is_regular_file(file)) {
        throw EnvironmentError(TR_("The file {0} does not exist.").arg(file.string()));
    }
    const auto doc = XmlDocument::load_file(file);
    if (std::string(doc.root().name()) == "system") {
        return {read_system(doc), std::nullopt};
    }
    const auto system_id = army_list_system_id(doc);
    auto system = system_for_list(file.parent_path().empty() ? fs::path(".") : file.parent_path(), system_id);
    auto list = read_army_list(doc, system);
    return {std::move(system), std::move(list)};
}

} // namespace ost
