// The declared situation a legality check judges: who acts, against whom, the question and
// every fact the player declared (side, phase, distances, terrain, formation, states).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

namespace ost::engine::legality {

/// A set of yes/no facts about a unit (states or capabilities) that may be partly unknown:
/// `on` are known true, `off` known false; when `complete`, anything not in `on` is false.
/// Unknown flags are what turn a verdict into `depends`.
struct Flags {
    std::set<std::string> on;
    std::set<std::string> off;
    bool complete = false;

    /// true / false when known, nullopt when the player has not said.
    std::optional<bool> has(const std::string& id) const;
};

/// One unit of the situation, as resolved from a troop type, a list entry or a roster entry.
struct UnitFacts {
    std::string troop;    ///< catalogue id (ADLG troop type, WME unit type…); "camp" for the camp
    std::string category; ///< the catalogue's class of the troop (ADLG "LI", WME "cavalry"…)
    std::string name_fr;  ///< for display; may be empty
    std::string name_en;
    bool camp = false;    ///< ADLG: the enemy camp (no troop, no state)
    Flags capabilities;   ///< ADLG capabilities, WME special rules ("impact", "fly"…)
    Flags states;         ///< "disordered", "in-melee", "fortified"…
    std::optional<std::string> terrain;   ///< terrain id it stands in
    std::optional<std::string> formation; ///< WME: "line", "column", "irregular"
};

/// What the player declared. Facts the rule table declares (side, phase, distance, yes/no
/// facts) are kept as text: "flank", "yes", "35". An absent fact is unknown, never assumed.
struct Situation {
    std::string system;   ///< "adlg", "wme"…
    std::string question; ///< a question id of that system's table ("contact", "charge"…)
    UnitFacts actor;
    std::optional<UnitFacts> target;
    std::map<std::string, std::string> facts;
};

} // namespace ost::engine::legality
