// Scenario fields of the two hex games (A&B, Jomini): the `attack` and `resolve` tests read into
// resolver requests, with unit references brought through the UnitResolver.
#pragma once

#include "core/systems/ab/ab_resolver.h"
#include "core/systems/jomini/jomini_resolver.h"
#include "core/support/json_document.h"

#include <filesystem>

namespace ost::engine {

class UnitResolver;

/// The request of an A&B `attack` or `resolve` scenario (`root` is the scenario object; the
/// top-level keys `system`, `test`, `roll`, `about` are allowed besides the test's own).
AbAttackRequest parse_ab_attack(const JsonValue& root, const UnitResolver* resolver, const std::filesystem::path& base);
/// The request of a Jomini `attack` or `resolve` scenario.
JominiAttackRequest parse_jomini_attack(const JsonValue& root, const UnitResolver* resolver,
                                        const std::filesystem::path& base);

} // namespace ost::engine
