// The organiser's batch check (issue 30): every file of a folder or zip read as a roster (a file,
// a sharing code, a wm-selector link), validated, checked against the event, duplicates flagged.
#pragma once

#include "core/model/roster.h"
#include "core/model/wm_selector_import.h"
#include "core/services/event_checker.h"
#include "core/support/progress.h"
#include "core/support/text.h"
#include "core/validation/roster_validator.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

class Session;
class Translator;

/// One file given to the batch: its name (relative to the folder, or its path in the zip) and
/// its bytes, or why it could not be read.
struct BatchInput {
    std::string name;
    std::string bytes;
    Text error; ///< empty when `bytes` holds the file
};

/// Every file of `source`: a folder (with its subfolders, hidden files left out, sorted by
/// name) or a zip archive (read_zip_files, with the kMaxBatch… and kMaxZip… caps). A file that
/// cannot be read or is larger than kMaxBatchFileBytes is kept with its error. Throws
/// InvalidInputError when `source` is neither, when it holds more than kMaxBatchFiles files, or
/// when the zip is refused as a whole; EnvironmentError when the folder cannot be listed.
std::vector<BatchInput> collect_batch_inputs(const std::filesystem::path& source);

/// How the batch found a roster in a file.
enum class BatchFormat { None, RosterFile, SharingCode, WmSelectorLink };
/// "roster file", "sharing code", "wm-selector link" (empty for None), translated.
Text batch_format_text(BatchFormat format);

enum class BatchVerdict { Legal, Illegal, Unreadable };
/// "legal", "illegal", "unreadable", translated.
Text batch_verdict_text(BatchVerdict verdict);

/// One line of the report: one file.
struct BatchRow {
    std::string file;
    BatchFormat format = BatchFormat::None;
    BatchVerdict verdict = BatchVerdict::Unreadable;
    Text why_unreadable;         ///< Unreadable: what went wrong, located when it can be
    Roster roster;               ///< what was read (empty when unreadable)
    Text list_name;              ///< the roster's army list, in the reader's language
    std::string fingerprint;     ///< roster_fingerprint()
    RosterReport report;         ///< the validator's findings and figures
    std::vector<EventFinding> event_findings;
    std::vector<std::string> same_roster_as; ///< other files with the same fingerprint
    std::vector<std::string> same_player_as; ///< other files naming the same player
};

/// The whole batch.
struct BatchResult {
    std::vector<EventFinding> event_problems; ///< EventChecker::check_event()
    std::vector<BatchRow> rows;               ///< one per input, in input order
    std::vector<std::string> missing_players; ///< registered players without a list
    int count(BatchVerdict verdict) const;
    /// Pairs of files flagged as duplicates (same roster or same player), each pair once.
    int duplicates() const;
    bool all_legal() const { return count(BatchVerdict::Legal) == static_cast<int>(rows.size()); }
};

/// Where the batch finds validators and imports wm-selector links: session_batch_sources() in
/// the programs, fixtures in tests and benchmarks. Both throw InvalidInputError for a roster or a
/// link that cannot be checked (unknown list), which makes that file unreadable.
struct BatchSources {
    std::function<RosterValidator(const Roster&)> validator;
    std::function<WmSelectorImport(std::string_view link, std::optional<int> army_size)> wm_selector;
};
/// The sources of `session` (roster_loader.h, RosterStore::import_wm_selector).
BatchSources session_batch_sources(Session& session, const Translator& translator);

/// Reads, validates and checks every input against `checker`'s event; a bad file never stops
/// the batch (InvalidInputError and EnvironmentError make its row unreadable). Validators are
/// loaded once per army list. Reports progress per file on `progress` (UserCancelled stops).
BatchResult run_event_batch(const EventChecker& checker, const std::vector<BatchInput>& inputs,
                            const BatchSources& sources, ProgressSink* progress = nullptr);

} // namespace ost
