// The player's guide (data/guide/guide.xml, stored with the rules digest under kGuideSystem) as
// HTML pages for the app's guide window: a task page with its picture, and the welcome page.
#pragma once

#include "core/model/rule_listing.h"

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace ost {
class Translator;
}

namespace ost::reference {

class RulesService;

/// The welcome page's section: the guide opens on it.
inline constexpr const char* kGuideWelcome = "guide.welcome";
/// Link target of the welcome page's sample rosters: "roster:N" opens the N-th (0-based) sample.
inline constexpr const char* kRosterLinkPrefix = "roster:";

/// Turns a picture file into the `src` of an <img> (the front end's own URL form).
using ImageSource = std::function<std::string(const std::filesystem::path&)>;

/// The guide's sections in reading order (empty when the reference DB holds no guide).
std::vector<RuleSectionSummary> guide_contents(const RulesService& service);

/// The picture of guide section `id` in `lang`: `<pictures>/<id>.<lang>.png`, or an empty path
/// when there is none.
std::filesystem::path guide_picture(const std::filesystem::path& pictures, const std::string& id,
                                    const std::string& lang);

/// The page of guide section `id` in the translator's language: its title, its body ("section:"
/// links to other guide pages and to rules sections), its picture when there is one, its
/// see-also links and the previous and next pages. Empty when there is no such section.
std::string guide_page_html(const RulesService& service, const std::string& id,
                            const std::filesystem::path& pictures, const ImageSource& image_src,
                            const Translator& translator);

/// Link targets of the welcome page's engine pages for a game without army lists:
/// "legality:SYSTEM" opens the Legality page on SYSTEM, "combat:SYSTEM" the Combat page.
inline constexpr const char* kLegalityLinkPrefix = "legality:";
inline constexpr const char* kCombatLinkPrefix = "combat:";

/// A game the welcome page offers its engine pages for (it has no army list): id and name.
struct EngineGame {
    std::string system_id;
    std::string name; ///< in the translator's language
};

/// The welcome page: one "roster:N" link per sample roster (`samples`: each link's label,
/// already in the translator's language), or a sentence saying there is none; for each game of
/// `engine_games` (no army list) what it offers instead: its Legality and Combat pages; then the
/// guide's welcome section and its picture (`picture_src`, an <img> src; none when empty).
std::string welcome_page_html(const RulesService& service, const std::vector<std::string>& samples,
                              const Translator& translator, const std::vector<EngineGame>& engine_games = {},
                              const std::string& picture_src = {});

} // namespace ost::reference
