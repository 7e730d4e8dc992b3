// Builds the read-only reference DB from the lists/ and data/ folders (`ost-cli build-db`).
// Runs at build time; any bad file stops it with file:line:column.
#pragma once

#include "core/support/progress.h"

#include <filesystem>
#include <vector>

namespace ost {

/// What a build produced, for the CLI summary and the benchmark.
struct ReferenceBuildReport {
    int systems = 0;
    int lists = 0;         ///< army list files read
    int files = 0;         ///< system and army list files read
    int rules_files = 0;   ///< data/rules/*.xml files read
    int rule_sections = 0; ///< rules sections stored (each in French and English)
    int engine_tables = 0; ///< data/engine/*.json and *.xml tables stored
    double seconds = 0;
};

/// Reads every definition under `lists_dir`, the rules digest `data_dir`/rules/*.xml and the
/// engine and legality tables `data_dir`/engine/*.json, *.xml (either folder may be absent or
/// empty), validates the digest's ids and links across files and reads every legality table, and
/// writes a new reference DB at
/// `output` atomically (a temporary file renamed into place, so a failed build leaves the old
/// DB intact). Throws InvalidInputError (located) for bad data, StorageError for the DB.
ReferenceBuildReport build_reference_db(const std::filesystem::path& lists_dir,
                                        const std::filesystem::path& data_dir,
                                        const std::filesystem::path& output,
                                        ProgressSink& progress);

/// The army list files of one system folder (every *.xml but system.xml), sorted by name.
std::vector<std::filesystem::path> army_list_files(const std::filesystem::path& system_dir);

} // namespace ost
