// Helpers for the legality tests: the bundled rule tables through LegalityService, units by
// troop with known or unknown states, and look-ups in a check result.
#pragma once

#include "core/engine/legality/check_result.h"
#include "core/engine/legality/situation.h"
#include "core/services/legality_service.h"

#include <initializer_list>
#include <map>
#include <optional>
#include <string>

namespace ost::test {

/// The service over the staged reference DB (built from the source tree's data/ and lists/).
LegalityService& legality();

/// A unit of catalogue troop `troop` whose states and capabilities are exactly those given
/// (the player said "nothing else").
engine::legality::UnitFacts unit(const std::string& system, const std::string& troop,
                                 std::initializer_list<const char*> states = {},
                                 std::initializer_list<const char*> capabilities = {},
                                 std::optional<std::string> terrain = std::nullopt);

/// The same with capabilities left unknown (a bare troop type).
engine::legality::UnitFacts bare(const std::string& system, const std::string& troop,
                                 std::initializer_list<const char*> states = {},
                                 std::optional<std::string> terrain = std::nullopt);

engine::legality::CheckResult ask(const std::string& system, const std::string& question,
                                  const engine::legality::UnitFacts& actor,
                                  const std::optional<engine::legality::UnitFacts>& target,
                                  const std::map<std::string, std::string>& facts = {});

/// The reason of row `row`, or nullptr.
const engine::legality::Reason* reason(const engine::legality::CheckResult& r, const std::string& row);
/// The missing fact `fact`, or nullptr.
const engine::legality::MissingFact* missing(const engine::legality::CheckResult& r, const std::string& fact);
/// The verdict that answer `answer` of missing fact `fact` gives (Depends when absent).
engine::legality::Verdict answer(const engine::legality::CheckResult& r, const std::string& fact,
                                 const std::string& answer);

} // namespace ost::test
