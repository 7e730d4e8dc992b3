// Engine scenarios: one JSON format for the CLI, the GUI and the tests (tests/data/engine/README.md).
// The parser turns facts as the player sees them into resolver requests, with located errors.
#pragma once

#include "core/engine/dice_source.h"
#include "core/engine/odds_result.h"
#include "core/model/game_system.h"
#include "core/model/profile.h"
#include "core/support/json_document.h"

#include <any>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
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

struct GameModule;

/// Every table the resolvers read, one entry per game whose tables were found, each of its
/// module's own type (data/engine/<id>.json, or the reference DB's copy).
struct EngineTables {
    std::map<std::string, std::any, std::less<>> by_system; ///< game id → std::shared_ptr<const T>

    /// The tables of `system` as its module stored them. Throws InvalidInputError when that game's
    /// tables were not found (a data folder or a reference DB without them).
    template <class T> const T& of(std::string_view system) const {
        const auto it = by_system.find(system);
        if (it == by_system.end()) {
            missing(system);
        }
        return *std::any_cast<const std::shared_ptr<const T>&>(it->second);
    }
    /// Whether the tables of `system` were found.
    bool has(std::string_view system) const { return by_system.find(system) != by_system.end(); }

    /// Reads `<id>.json` of `folder` for every game module whose file is there; `system(id)` gives
    /// a game's definition when its dice and troop tables are needed (board="hex"), else null
    /// (then those tests say the die is missing). No `system`: none is given.
    static EngineTables load(const std::filesystem::path& folder,
                             const std::function<const GameSystem*(const std::string&)>& system = {});
    /// The same from documents already read (the reference DB's tables): `document(id)` gives the
    /// engine table of game `id` as stored, or nullopt when there is none.
    static EngineTables read(const std::function<std::optional<JsonDocument>(const std::string&)>& document,
                             const std::function<const GameSystem*(const std::string&)>& system);

private:
    [[noreturn]] static void missing(std::string_view system);
};

/// A parsed scenario: which test, its request, and the dice the player rolled if given.
struct Scenario {
    std::string system;
    std::string test;
    std::any request;                   ///< the game's request type: request_as<R>()
    const GameModule* module = nullptr; ///< the game's module, which parsed it
    std::optional<std::vector<std::string>> roll; ///< dice as written: "4" or a face id
    Location roll_location;
};

/// The request of a parsed scenario as its game's type `R` (std::bad_any_cast when it is not).
template <class R> const R& request_as(const Scenario& s) { return std::any_cast<const R&>(s.request); }

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
