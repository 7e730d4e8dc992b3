// Roster persistence policy: files written atomically, every change autosaved to the user DB,
// the last roster remembered in the settings, stored rosters listed newest first.
#include "core/services/roster_store.h"

#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/io/wm_selector_roster.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_loader.h"
#include "core/services/session.h"
#include "core/services/settings.h"
#include "core/storage/roster_repository.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"
#include "core/support/file_lock.h"

#include <algorithm>
#include <charconv>

namespace ost {

namespace {
storage::RosterRepository repository(Session& session) {
    return storage::RosterRepository(session.database().connection());
}
} // namespace

RosterValidator RosterStore::validator(const Roster& roster) const {
    return load_roster_validator(m_session, roster);
}

std::unique_ptr<RosterEditor> RosterStore::edit(Roster roster) const {
    auto checked = validator(roster);
    return std::make_unique<RosterEditor>(std::move(roster), std::move(checked));
}

std::unique_ptr<RosterEditor> RosterStore::create(const std::string& system_id, const std::string& list_id,
                                                  int army_size, std::optional<int> year,
                                                  const std::string& name) const {
    Roster probe;
    probe.system_id = system_id;
    probe.list_id = list_id;
    probe.army_size = army_size;
    auto checked = validator(probe);
    auto roster = RosterEditor::new_roster(checked.system(), checked.list(), army_size, year, name);
    return std::make_unique<RosterEditor>(std::move(roster), std::move(checked));
}

std::string RosterStore::wm_selector_system(const std::string& game) const {
    // The stored system that declares this wm-selector game (system@wm-selector), never a name.
    for (const auto& s : m_session.systems()) {
        if (m_session.require_system(s.id).wm_selector_game == game) {
            return s.id;
        }
    }
    throw InvalidInputError(TR_("No game system of the reference database takes wm-selector armies of \"{0}\": "
                                "rebuild it with \"ost-cli build-db\", or update Ost.")
                                .arg(game));
}

WmSelectorImport RosterStore::import_wm_selector(std::string_view text, std::optional<int> army_size,
                                                const Translator& translator) const {
    // The link itself: the first white-space-separated word naming the army.
    std::string_view link = text;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto begin = text.find_first_not_of(" \t\r\n", at);
        if (begin == std::string_view::npos) {
            break;
        }
        const auto end = std::min(text.find_first_of(" \t\r\n", begin), text.size());
        const auto word = text.substr(begin, end - begin);
        if (word.find("jsonPath=") != std::string_view::npos) {
            link = word;
            break;
        }
        at = end;
    }
    const auto save = parse_wm_selector_save(link);
    Roster probe;
    probe.list_id = wm_selector_list_id(save);
    probe.system_id = wm_selector_system(save.json_path.substr(0, save.json_path.rfind('/')));
    const auto checked = validator(probe);
    return import_wm_selector_save(save, checked.system(), checked.list(),
                                   army_size.value_or(checked.system().default_size), translator);
}

Roster RosterStore::read_file(const std::filesystem::path& file) const { return read_roster_file(file); }

void RosterStore::write_file(const std::filesystem::path& file, const Roster& roster) const {
    save_roster_file(file, roster);
}

RosterStore::FileRoster RosterStore::read_versioned(const std::filesystem::path& file) const {
    auto read = read_file_versioned(file);
    return {read_roster_text(std::move(read.text), file.string()), read.version};
}

FileVersion RosterStore::save(RosterEditor& editor, const std::filesystem::path& file,
                              const std::optional<FileVersion>& seen) {
    FileVersion written;
    {
        const FileLock lock(file);
        if (seen) {
            const auto now = current_file_version(file);
            if (now && !now->same_content(*seen)) {
                throw InvalidInputError(TR_("{0} was changed by another program since you opened it; nothing was "
                                            "saved. Save under another name, or reopen it.")
                                            .arg(file.string()));
            }
        }
        write_file(file, editor.roster());
        written = current_file_version(file).value_or(FileVersion{});
    }
    editor.history().mark_clean();
    if (!m_session.read_only()) {
        autosave(editor); // a read-only session keeps the file only
    }
    return written;
}

bool RosterStore::autosave(RosterEditor& editor) {
    Roster copy = editor.roster();
    repository(m_session).save(copy);
    const bool created = editor.roster().id != copy.id;
    if (created) {
        editor.set_stored_id(copy.id);
    }
    remember(copy.id);
    return created;
}

void RosterStore::remember(std::int64_t id) { m_session.settings().set(kLastRosterKey, std::to_string(id)); }

std::optional<Roster> RosterStore::last() const {
    const auto value = m_session.settings().get_or(kLastRosterKey, "");
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), id);
    if (value.empty() || ec != std::errc() || end != value.data() + value.size() || id <= 0) {
        return std::nullopt; // none yet, or a damaged setting: start with no roster
    }
    return load(id);
}

RosterStore::Reopened RosterStore::reopen_last() {
    NullProgress quiet;
    return reopen_last(quiet);
}

RosterStore::Reopened RosterStore::reopen_last(ProgressSink& progress) {
    const auto value = m_session.settings().get_or(kLastRosterKey, "");
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), id);
    if (value.empty() || ec != std::errc() || end != value.data() + value.size() || id <= 0) {
        return {}; // none yet, or a damaged setting: start with no roster
    }
    m_session.settings().remove(kLastRosterKey); // remembered again once open
    Reopened out;
    // The roster's name for the messages: from the list of rosters (cheap, no document read).
    const auto name_of = [&] {
        std::string name = "#" + std::to_string(id);
        try {
            for (const auto& summary : recent()) {
                if (summary.id == id && !summary.name.empty()) name = summary.name;
            }
        } catch (const Error&) {
            // The list of rosters fails too: the roster is named by its number; the first error is
            // the one reported by the caller.
        }
        return name;
    };
    try {
        report_progress(progress, 0.0, TR_("Reading the roster..."));
        auto roster = load(id);
        if (!roster) {
            return out; // deleted meanwhile: nothing to reopen
        }
        const auto entries = static_cast<long long>(roster->entries.size());
        report_progress(progress, 0.25,
                        TRP_("Loading the army list of the roster ({n} entry)...",
                             "Loading the army list of the roster ({n} entries)...", entries));
        auto checked = validator(*roster);
        report_progress(progress, 0.5,
                        TRP_("Checking the roster ({n} entry)...", "Checking the roster ({n} entries)...", entries));
        auto editor = std::make_unique<RosterEditor>(std::move(*roster), std::move(checked));
        report_progress(progress, 1.0, TR_("Showing the roster..."));
        out.editor = std::move(editor);
        remember(id);
    } catch (const UserCancelled&) {
        out.cancelled = true;
        out.problem = TR_("Opening the roster \"{0}\" was cancelled. It will not be reopened at start any more; "
                          "open it from your saved rosters when you want it.")
                          .arg(name_of());
    } catch (const Error& e) {
        out.problem = TR_("The roster \"{0}\" you were working on could not be reopened: {1}\nIt will not be "
                          "reopened at start any more; open it from the saved rosters once the cause is fixed.")
                          .arg(name_of())
                          .arg(e.message());
    }
    return out;
}

std::vector<RosterSummary> RosterStore::recent(const std::string& system_id) const {
    return repository(m_session).all(system_id);
}

std::optional<Roster> RosterStore::load(std::int64_t id) const { return repository(m_session).load(id); }

Roster RosterStore::import_file(const std::filesystem::path& file) { return repository(m_session).import_file(file); }

void RosterStore::export_file(std::int64_t id, const std::filesystem::path& file) const {
    repository(m_session).export_file(id, file);
}

bool RosterStore::remove(std::int64_t id) { return repository(m_session).remove(id); }

} // namespace ost
