// Legality scenario files (JSON, format in tests/data/engine/README.md): a declared situation
// with "question", read with located errors and resolved against the catalogues and lists.
#pragma once

#include "core/engine/legality/situation.h"

#include <filesystem>

namespace ost {

class JsonDocument;
class LegalityService;

/// Reads a scenario. Units are `{"troop": ID}`, `{"unit": "LIST/ENTRY"}`, `{"roster": FILE,
/// "entry": ID}` (FILE relative to the scenario) or `{"camp": true}`, plus `capabilities`,
/// `state` (an array: exactly these, the others are known absent; an object of booleans: only
/// those are known), `terrain` and `formation`. Top-level keys are `system`, `question`, `actor`,
/// `target`, `note` (free text) and the facts the system's table declares (`side`, `phase`,
/// `distance`…). Throws InvalidInputError located at the offending value (with a "did you mean"
/// hint for near misses), EnvironmentError when a system's data is missing.
engine::legality::Situation read_legality_scenario(const JsonDocument& doc, LegalityService& service,
                                                   const std::filesystem::path& base_dir = {});

} // namespace ost
