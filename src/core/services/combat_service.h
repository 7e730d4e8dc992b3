// What the GUI's Combat page asks of the engine, as a service: scenarios read from text with
// unit references resolved, the engine tables loaded once, unit choices from every army list,
// the last scenario kept in the user's settings, scenario files written atomically.
#pragma once

#include "core/engine/scenario.h"
#include "core/model/profile.h"
#include "core/support/text.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

class Session;

/// A unit a scenario can name: its reference ("wme/empire/knights") and "List — Unit".
struct EngineUnitChoice {
    std::string reference;
    Text label;
};

/// Whether a unit's `label` ("Empire — Chevaliers") matches what the player typed: every word of
/// `query` is found in it, case and accents ignored ("chev emp" and "ÉMP" both match); an empty
/// query matches everything. The Combat page's unit chooser filters on each key stroke.
bool unit_label_matches(std::string_view label, std::string_view query);

class CombatService {
public:
    explicit CombatService(Session& session);
    ~CombatService();
    CombatService(const CombatService&) = delete;
    CombatService& operator=(const CombatService&) = delete;

    /// The engine tables (data/engine and the hex games' dice from the reference DB), loaded on
    /// first use. Throws InvalidInputError/EnvironmentError naming the file when they are bad.
    const engine::EngineTables& tables();
    /// Parses a scenario given as JSON text (`name` is used in error locations).
    engine::Scenario parse(const std::string& text, const std::string& name);
    /// The stats of a list unit ("SYSTEM/LIST/UNIT"), bundled or the user's own.
    Profile unit(const std::string& reference);
    /// Every unit of every list of `system` (bundled then the user's), by list then unit.
    std::vector<EngineUnitChoice> units(const std::string& system);
    /// The scenario the page showed last (empty when none).
    std::string last_scenario();
    /// Remembers `text` as the last scenario (user settings).
    void keep_scenario(const std::string& text);
    /// The JSON text of a scenario built from the page's fields (two-space indent). Every key
    /// and string is checked first (require_utf8, naming the field, e.g. "attacker.name"), so
    /// text typed in the page can never make the dump throw or store invalid UTF-8.
    static std::string scenario_text(const nlohmann::ordered_json& scenario);
    /// Writes a scenario file atomically.
    static void save_file(const std::filesystem::path& file, const std::string& text);

private:
    Session& m_session;
    std::unique_ptr<engine::EngineTables> m_tables;
};

} // namespace ost
