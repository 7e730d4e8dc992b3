// The field readers both scenario parsers share (scenario.cpp for WME and ADLG, hex_scenario.cpp
// for A&B and Jomini): optional numbers and flags, key lists, and the unit a side refers to.
#pragma once

#include "core/model/profile.h"
#include "core/support/json_document.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace ost::engine {

class UnitResolver;

/// The keys naming a unit reference in a side's object.
extern const std::vector<std::string> kUnitRefKeys;

/// `o[key]` as an integer in [min, max] (a located error outside), `fallback` when absent.
int opt_int(const JsonValue& o, const char* key, int min, int max, int fallback);
/// `o[key]` as a boolean, `fallback` when absent.
bool opt_bool(const JsonValue& o, const char* key, bool fallback);
/// `keys` followed by `more` (the allowed keys of an object, built from shared parts).
std::vector<std::string> with(std::vector<std::string> keys, const std::vector<std::string>& more);
/// The stats a side's object refers to ("unit", or "roster" + "entry"), if any; relative roster
/// paths are taken from `base`. Errors are located at the reference.
std::optional<Profile> referenced(const JsonValue& o, const UnitResolver* resolver, const std::filesystem::path& base);

} // namespace ost::engine
