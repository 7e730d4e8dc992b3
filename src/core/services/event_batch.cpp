// Batch check of an event's lists: collects the files of a folder or zip, finds the roster each
// holds (roster file, sharing code, wm-selector link), validates it, applies the event layer.
#include "core/services/event_batch.h"

#include "core/io/roster_code.h"
#include "core/io/roster_fingerprint.h"
#include "core/io/roster_reader.h"
#include "core/io/zip_archive.h"
#include "core/model/limits.h"
#include "core/services/roster_loader.h"
#include "core/services/roster_store.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace ost {

namespace {

constexpr ZipLimits kBatchZipLimits{kMaxBatchFiles, kMaxBatchFileBytes, kMaxZipTotalBytes, kMaxZipRatio};

void add_zip(const std::string& bytes, const std::string& name, const std::string& prefix,
             std::vector<BatchInput>& out) {
    for (auto& file : read_zip_files(bytes, name, kBatchZipLimits)) {
        if (out.size() == kMaxBatchFiles) {
            throw InvalidInputError(TR_("{0} holds more than {1} files.").arg(name).arg(kMaxBatchFiles));
        }
        out.push_back({prefix + file.name, std::move(file.bytes), std::move(file.error)});
    }
}

std::vector<std::filesystem::path> folder_files(const std::filesystem::path& folder) {
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    std::error_code error;
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, error);
    for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
        const auto name = it->path().filename().string();
        if (!name.empty() && name.front() == '.') {
            if (it->is_directory(error)) {
                it.disable_recursion_pending();
            }
            continue;
        }
        if (it->is_regular_file(error)) {
            if (files.size() == kMaxBatchFiles) {
                throw InvalidInputError(TR_("{0} holds more than {1} files.").arg(folder.string()).arg(kMaxBatchFiles));
            }
            files.push_back(it->path());
        }
    }
    if (error) {
        throw EnvironmentError(TR_("Cannot list the folder {0}: {1}.").arg(folder.string()).arg(error.message()));
    }
    std::sort(files.begin(), files.end());
    return files;
}

Text located(const Error& e) {
    if (e.location().empty()) {
        return e.message();
    }
    return TR_("{0}: {1}").arg(e.location().to_string()).arg(e.message());
}

bool code_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '-' || c == '_' || c == '.';
}

/// The first sharing code in `text` ("ost<N>." then base64url), then the same followed by each of
/// the lines right after it that hold only code characters (a forum wraps a long code; a word
/// such as "Cheers" on the next line is a code character run too, so each is a candidate).
std::vector<std::string> sharing_code_candidates(std::string_view text) {
    for (std::size_t at = 0; at + 5 <= text.size(); ++at) {
        if ((at > 0 && code_char(text[at - 1])) || (text[at] | 0x20) != 'o' || (text[at + 1] | 0x20) != 's' ||
            (text[at + 2] | 0x20) != 't') {
            continue;
        }
        std::size_t end = at + 3;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])) != 0) {
            ++end;
        }
        if (end == at + 3 || end >= text.size() || text[end] != '.') {
            continue;
        }
        while (end < text.size() && code_char(text[end])) {
            ++end;
        }
        std::vector<std::string> out{std::string(text.substr(at, end - at))};
        for (int lines = 0; lines < 64; ++lines) {
            const auto next = text.find('\n', end);
            if (next == std::string_view::npos) {
                break;
            }
            const auto line_end = std::min(text.find('\n', next + 1), text.size());
            const auto line = trim(text.substr(next + 1, line_end - next - 1));
            if (line.empty() || !std::all_of(line.begin(), line.end(), code_char)) {
                break;
            }
            out.push_back(out.back() + std::string(line));
            end = line_end;
        }
        return out;
    }
    return {};
}

/// The roster of the code as written, else of the first wrapped form that decodes; when none
/// does, the error of the code as written.
Roster decode_candidates(const std::vector<std::string>& candidates) {
    try {
        return decode_roster_code(candidates.front());
    } catch (const InvalidInputError&) {
        for (std::size_t i = 1; i < candidates.size(); ++i) {
            try {
                return decode_roster_code(candidates[i]);
            } catch (const InvalidInputError&) {
                // not this form either: the error reported is the code's as written (below)
            }
        }
        throw;
    }
}

std::pair<Roster, BatchFormat> read_input(const BatchInput& in, const BatchSources& sources,
                                          std::optional<int> size) {
    if (is_zip_archive(in.bytes)) {
        throw InvalidInputError(TR_("An archive inside an archive is not opened."));
    }
    const auto start = trim(in.bytes);
    if (!start.empty() && (start.front() == '<' || start.substr(0, 3) == "\xEF\xBB\xBF")) {
        return {read_roster_text(in.bytes, in.name), BatchFormat::RosterFile};
    }
    if (in.bytes.find("jsonPath=") != std::string::npos) {
        return {sources.wm_selector(in.bytes, size).roster, BatchFormat::WmSelectorLink};
    }
    if (const auto candidates = sharing_code_candidates(in.bytes); !candidates.empty()) {
        return {decode_candidates(candidates), BatchFormat::SharingCode};
    }
    throw InvalidInputError(TR_("No roster found: this is not a roster file, a sharing code or a wm-selector link."));
}

/// Flags rows sharing a key (a fingerprint, a player): each names the others.
void flag_same(std::vector<BatchRow>& rows, const std::function<std::string(const BatchRow&)>& key,
               std::vector<std::string> BatchRow::*list) {
    std::map<std::string, std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].verdict != BatchVerdict::Unreadable) {
            if (auto k = key(rows[i]); !k.empty()) {
                groups[k].push_back(i);
            }
        }
    }
    for (const auto& [k, members] : groups) {
        for (auto i : members) {
            for (auto j : members) {
                if (i != j) {
                    (rows[i].*list).push_back(rows[j].file);
                }
            }
        }
    }
}

} // namespace

std::vector<BatchInput> collect_batch_inputs(const std::filesystem::path& source) {
    std::error_code error;
    std::vector<BatchInput> out;
    if (std::filesystem::is_directory(source, error)) {
        for (const auto& file : folder_files(source)) {
            const auto name = file.lexically_relative(source).generic_string();
            try {
                auto bytes = read_file(file, kMaxBatchFileBytes);
                if (is_zip_archive(bytes)) {
                    add_zip(bytes, name, name + "/", out);
                } else {
                    out.push_back({name, std::move(bytes), {}});
                }
            } catch (const Error& e) {
                if (e.kind() == ErrorKind::UserCancelled || e.kind() == ErrorKind::Internal) {
                    throw;
                }
                out.push_back({name, {}, located(e)});
            }
        }
        return out;
    }
    if (!std::filesystem::is_regular_file(source, error)) {
        throw InvalidInputError(TR_("{0} is neither a folder nor a zip archive.").arg(source.string()));
    }
    const auto bytes = read_file(source, kMaxZipTotalBytes);
    if (!is_zip_archive(bytes)) {
        throw InvalidInputError(TR_("{0} is neither a folder nor a zip archive.").arg(source.string()));
    }
    add_zip(bytes, source.filename().string(), "", out);
    return out;
}

Text batch_format_text(BatchFormat format) {
    switch (format) {
    case BatchFormat::RosterFile: return TR_("roster file");
    case BatchFormat::SharingCode: return TR_("sharing code");
    case BatchFormat::WmSelectorLink: return TR_("wm-selector link");
    case BatchFormat::None: break;
    }
    return Text::verbatim("");
}

Text batch_verdict_text(BatchVerdict verdict) {
    switch (verdict) {
    case BatchVerdict::Legal: return TR_("legal");
    case BatchVerdict::Illegal: return TR_("illegal");
    case BatchVerdict::Unreadable: break;
    }
    return TR_("unreadable");
}

int BatchResult::count(BatchVerdict verdict) const {
    return static_cast<int>(
        std::count_if(rows.begin(), rows.end(), [&](const BatchRow& r) { return r.verdict == verdict; }));
}

int BatchResult::duplicates() const {
    std::size_t links = 0;
    for (const auto& row : rows) {
        links += row.same_roster_as.size() + row.same_player_as.size();
    }
    return static_cast<int>(links / 2);
}

BatchSources session_batch_sources(Session& session, const Translator& translator) {
    return {[&session](const Roster& roster) { return load_roster_validator(session, roster); },
            [&session, &translator](std::string_view link, std::optional<int> size) {
                return RosterStore(session).import_wm_selector(link, size, translator);
            }};
}

namespace {

/// Reads and checks one input into `row`; throws what makes it unreadable.
void check_one(const EventChecker& checker, const BatchInput& in, const BatchSources& sources,
               std::map<std::string, RosterValidator>& validators, BatchRow& row) {
    if (!in.error.empty()) {
        throw InvalidInputError(in.error);
    }
    const std::optional<int> size =
        checker.event().army_size > 0 ? std::optional<int>(checker.event().army_size) : std::nullopt;
    auto [roster, format] = read_input(in, sources, size);
    row.format = format;
    const auto key = roster.system_id + "/" + roster.list_id;
    auto it = validators.find(key);
    if (it == validators.end()) {
        it = validators.emplace(key, sources.validator(roster)).first;
    }
    row.report = it->second.validate(roster);
    row.event_findings = checker.check(roster, it->second);
    row.list_name = it->second.list().name.text();
    row.fingerprint = roster_fingerprint(roster);
    const bool event_errors =
        std::any_of(row.event_findings.begin(), row.event_findings.end(),
                    [](const EventFinding& f) { return f.diagnostic.severity == Severity::Error; });
    row.verdict = row.report.legal() && !event_errors ? BatchVerdict::Legal : BatchVerdict::Illegal;
    row.roster = std::move(roster);
}

void find_missing_players(const EventProfile& event, BatchResult& result) {
    for (const auto& player : event.players) {
        const auto key = fold(player.name);
        const bool found = std::any_of(result.rows.begin(), result.rows.end(), [&](const BatchRow& r) {
            return r.verdict != BatchVerdict::Unreadable && fold(r.roster.player) == key;
        });
        if (!found) {
            result.missing_players.push_back(player.name);
        }
    }
}

} // namespace

BatchResult run_event_batch(const EventChecker& checker, const std::vector<BatchInput>& inputs,
                            const BatchSources& sources, ProgressSink* progress) {
    BatchResult result;
    result.event_problems = checker.check_event();
    std::map<std::string, RosterValidator> validators;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (progress != nullptr) {
            report_progress(*progress, static_cast<double>(i) / static_cast<double>(inputs.size()),
                            TR_("Checking {0}").arg(inputs[i].name));
        }
        BatchRow& row = result.rows.emplace_back();
        row.file = inputs[i].name;
        try {
            check_one(checker, inputs[i], sources, validators, row);
        } catch (const InvalidInputError& e) {
            row.verdict = BatchVerdict::Unreadable;
            row.why_unreadable = located(e);
        } catch (const EnvironmentError& e) {
            row.verdict = BatchVerdict::Unreadable;
            row.why_unreadable = located(e);
        }
    }
    flag_same(result.rows, [](const BatchRow& r) { return r.fingerprint; }, &BatchRow::same_roster_as);
    flag_same(result.rows, [](const BatchRow& r) { return fold(r.roster.player); }, &BatchRow::same_player_as);
    find_missing_players(checker.event(), result);
    return result;
}

} // namespace ost
