// The field readers every game module's scenario parser shares: optional numbers and flags, key
// lists, and the unit a side refers to.
#pragma once

#include "core/engine/combat_schema.h"
#include "core/model/profile.h"
#include "core/support/json_document.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace ost::engine {

class UnitResolver;

/// The keys every scenario may have at its top level ("system", "test", "roll", "about").
extern const std::vector<std::string> kTopKeys;
/// The keys naming a unit reference in a side's object.
extern const std::vector<std::string> kUnitRefKeys;

/// `o[key]` as an integer in [min, max] (a located error outside), `fallback` when absent.
int opt_int(const JsonValue& o, const char* key, int min, int max, int fallback);
/// `o[key]` as a boolean, `fallback` when absent.
bool opt_bool(const JsonValue& o, const char* key, bool fallback);
/// `o[f.key()]` read as the schema field `f` says (range, choices), `fallback` when absent; else
/// the schema's default (-1 for an optional field). A required field must be given.
int field_int(const JsonValue& o, const SchemaField& f, std::optional<int> fallback = std::nullopt);
/// `o[f.key()]` as a boolean, the schema's default when absent.
bool field_bool(const JsonValue& o, const SchemaField& f);
/// `o[f.key()]` as one of the field's choice ids (any text for a Text field), `fallback` when
/// absent, else the schema's default.
std::string field_choice(const JsonValue& o, const SchemaField& f, std::optional<std::string> fallback = std::nullopt);
/// `o[f.key()]` as an armour save (a Save field): 2–6, 0 for none; `fallback` when absent.
int field_save(const JsonValue& o, const SchemaField& f, std::optional<int> fallback = std::nullopt);
/// The value `profile` gives to `f` (profile_value), its errors located at `where` (the reference).
std::optional<FieldValue> unit_value(const SchemaField& f, const std::optional<Profile>& profile, const JsonValue& where);
/// The unit-reference value of a side's object `o`: its "unit", else its "roster".
JsonValue reference_of(const JsonValue& o);

/// `keys` followed by `more` (the allowed keys of an object, built from shared parts).
std::vector<std::string> with(std::vector<std::string> keys, const std::vector<std::string>& more);
/// The stats a side's object refers to ("unit", or "roster" + "entry"), if any; relative roster
/// paths are taken from `base`. Errors are located at the reference.
std::optional<Profile> referenced(const JsonValue& o, const UnitResolver* resolver, const std::filesystem::path& base);

} // namespace ost::engine
