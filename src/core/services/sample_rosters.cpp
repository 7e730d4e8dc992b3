// Lists the bundled sample rosters with a label each (game, list, size) for the welcome page.
// Reads the roster files only: the lists and games come from the reference DB (Catalogue).
#include "core/services/sample_rosters.h"

#include "core/io/roster_reader.h"
#include "core/services/catalogue.h"
#include "core/support/error.h"

#include <algorithm>
#include <map>
#include <system_error>

namespace fs = std::filesystem;

namespace ost {

fs::path samples_dir(const DataPaths& paths) {
    return paths.data_dir / "data" / "samples";
}

fs::path guide_pictures_dir(const DataPaths& paths) {
    return paths.data_dir / "data" / "guide" / "pictures";
}

SampleRosters sample_rosters(Session& session, const fs::path& folder) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        if (entry.is_regular_file() && entry.path().extension() == ".ostr") {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    const Catalogue catalogue(session);
    std::map<std::string, std::pair<int, Text>> games; // id → (display position, name)
    std::vector<std::pair<int, GameWithoutLists>> bare;
    for (const auto& system : catalogue.systems()) {
        games.emplace(system.id, std::make_pair(system.position, system.name()));
        if (catalogue.find(ArmyListQuery{system.id, {}, std::nullopt, std::nullopt}).empty()) {
            bare.emplace_back(system.position, GameWithoutLists{system.id, system.name()});
        }
    }
    std::vector<std::pair<int, SampleRoster>> found;
    SampleRosters out;
    for (const auto& file : files) {
        try {
            const auto roster = read_roster_file(file);
            const auto game = games.find(roster.system_id);
            const auto list = catalogue.list(roster.system_id, roster.list_id);
            if (game == games.end() || !list) {
                continue; // a sample for a game or list this reference DB does not hold
            }
            SampleRoster sample{file, roster.system_id,
                                TR_("{0}: {1}, {2} points")
                                    .arg(game->second.second)
                                    .arg(Text::localized(list->name.fr, list->name.en))
                                    .arg(roster.army_size)};
            found.emplace_back(game->second.first, std::move(sample));
        } catch (const Error& e) {
            out.problems.push_back(TR_("The sample army {0} could not be read: {1}")
                                       .arg(file.filename().string())
                                       .arg(e.message()));
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& [position, sample] : found) {
        out.rosters.push_back(std::move(sample));
    }
    std::stable_sort(bare.begin(), bare.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& [position, game] : bare) {
        out.without_lists.push_back(std::move(game));
    }
    return out;
}

} // namespace ost
