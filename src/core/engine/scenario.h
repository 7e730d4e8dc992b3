// Engine scenarios: one JSON format for the CLI, the GUI and the tests (tests/data/engine/README.md).
// The parser turns facts as the player sees them into resolver requests, with located errors.
#pragma once

#include "core/engine/ab_resolver.h"
#include "core/engine/ab_tables.h"
#include "core/engine/adlg_resolver.h"
#include "core/engine/adlg_tables.h"
#include "core/engine/jomini_resolver.h"
#include "core/engine/jomini_tables.h"
#include "core/engine/wme_off_table.h"
#include "core/engine/wme_resolver.h"
#include "core/engine/wme_tables.h"
#include "core/model/profile.h"
#include "core/support/json_document.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace ost::engine {

/// Looks up the stats of units named in a scenario. The engine sees no lists or storage: a
/// service implements this (services/combat_scenario.h). Throw InvalidInputError when unknown;
/// the parser adds the file:line:column of the reference.
class UnitResolver {
public:
    virtual ~UnitResolver() = default;
    /// `reference` is "SYSTEM/LIST/ENTRY", e.g. "wme/empire/chevaliers".
    virtual Profile list_unit(const std::string& reference) const = 0;
    /// The unit of entry `entry` of the roster file `file` (relative paths: to the scenario).
    virtual Profile roster_unit(const std::filesystem::path& file, const std::string& entry) const = 0;
};

/// Every table the resolvers read, loaded from one folder (data/engine).
struct EngineTables {
    WmeTables wme;
    AdlgTables adlg;
    AbTables ab;
    JominiTables jomini;
    /// Reads wme.json, adlg.json, ab.json and jomini.json of `folder`; the A&B and Jomini dice
    /// and troop tables come from their systems (null: those tests say the die is missing).
    static EngineTables load(const std::filesystem::path& folder, const GameSystem* ab = nullptr,
                             const GameSystem* jomini = nullptr);
    /// The same from documents already read (the reference DB's tables): `document(id)` gives the
    /// engine table of system `id` (data/engine/<id>.json as stored), `system(id)` its definition
    /// when its dice and troop tables are needed (hex games), else null.
    static EngineTables read(const std::function<JsonDocument(const std::string&)>& document,
                             const std::function<const GameSystem*(const std::string&)>& system);
};

/// ADLG elephant fury takes no facts.
struct AdlgElephantFuryRequest {};

using ScenarioRequest = std::variant<WmeCommandRequest, WmeShootingRequest, WmeDriveBackRequest, WmeCombatRequest,
                                     WmeOffTableRequest, AdlgOpposedRequest, AdlgArmyRoutRequest, AdlgElephantFuryRequest,
                                     AdlgGeneralInRoutRequest, AbAttackRequest, JominiAttackRequest>;

/// A parsed scenario: which test, its request, and the dice the player rolled if given.
struct Scenario {
    std::string system;
    std::string test;
    ScenarioRequest request;
    std::optional<std::vector<std::string>> roll; ///< dice as written: "4" or a face id
    Location roll_location;
};

/// The test kinds the engine resolves, per system.
const std::vector<std::pair<std::string, std::vector<std::string>>>& scenario_tests();

/// Parses a scenario. `resolver` may be null (then unit references are an error). Throws
/// InvalidInputError "file:line:column: what is wrong" for any unknown system, test or field,
/// wrong type or unknown unit.
Scenario parse_scenario(const JsonDocument& doc, const UnitResolver* resolver,
                        const std::filesystem::path& base_dir = {});

/// The odds of a scenario (its `roll`, if any, is not used here).
OddsResult evaluate(const EngineTables& tables, const Scenario& scenario);
/// One resolved roll of a scenario with dice from `dice`. Given dice (GivenDice) that the roll
/// does not use are refused (InvalidInputError at `roll` when the scenario has one): the app's
/// Combat page and ost-cli behave alike on a mistyped roll.
RollReport resolve_roll(const EngineTables& tables, const Scenario& scenario, DiceSource& dice);
/// The roll of the scenario's own `roll` (which must be given), its dice logged. Throws
/// InvalidInputError at `roll` when it gives more dice than the attack rolls, with both counts:
/// an extra die is a mistyped roll, never silently left out.
RollReport resolve_given_roll(const EngineTables& tables, const Scenario& scenario);

} // namespace ost::engine
