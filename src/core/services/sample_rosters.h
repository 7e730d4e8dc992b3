// The sample armies bundled with Ost (data/samples/*.ostr, one per game with lists), offered by
// the app's welcome page; and the other installed data the guide shows (its pictures).
#pragma once

#include "core/support/paths.h"
#include "core/support/text.h"

#include <filesystem>
#include <string>
#include <vector>

namespace ost {

class Session;

/// One bundled sample roster.
struct SampleRoster {
    std::filesystem::path file;
    std::string system_id;
    /// "Warmaster Evolution: Empire, 2000 points", in the language it is rendered in.
    Text label;
};

/// Where the sample rosters are installed: `<data_dir>/data/samples`.
std::filesystem::path samples_dir(const DataPaths& paths);

/// Where the guide's pictures are installed: `<data_dir>/data/guide/pictures`.
std::filesystem::path guide_pictures_dir(const DataPaths& paths);

/// A game installed with no army list (A&B, Jomini today): the welcome page offers its engine
/// pages instead of a sample army.
struct GameWithoutLists {
    std::string system_id;
    Text name;
};

/// What sample_rosters() found.
struct SampleRosters {
    std::vector<SampleRoster> rosters;
    /// The games with no army list, in the games' display order.
    std::vector<GameWithoutLists> without_lists;
    /// A sample file that could not be read: "file: why" (the welcome page offers the others).
    std::vector<Text> problems;
};

/// The sample rosters of `folder` (*.ostr) in the games' display order, each labelled with its
/// game, its list and its size. A sample whose game or list the reference DB lacks is not
/// offered; one that cannot be read is told in `problems`. None when the folder is absent. Also
/// the games that have no army list at all (`without_lists`).
SampleRosters sample_rosters(Session& session, const std::filesystem::path& folder);

} // namespace ost
