// The façade both front ends use: located data, the user DB with the reference attached.
// Every user-level service hangs off a Session so the GUI and CLI hold no SQL and no rules.
#pragma once

#include "core/model/game_system.h"
#include "core/support/paths.h"

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

namespace ost {

class BackgroundWrites;
class Settings;
class Workspace;
namespace storage {
class UserDatabase;
}
namespace reference {
class RulesService;
class SearchWorker;
}

/// Installs the games compiled into Ost in the shared engine and validator (core/systems). A
/// Session does it when it opens; a program that reads scenarios or checks rosters before it
/// opens one (ost-cli's combat-fields, build-db) calls this first. Calling it again changes nothing.
void install_builtin_games();

/// How to open a session: optional overrides of the data folder (--data) and user DB (--db).
struct SessionOptions {
    std::optional<std::filesystem::path> data_dir;
    std::optional<std::filesystem::path> user_db;
    /// Open an existing user DB without writing to it (see UserDatabase's read-only
    /// constructor): the start-up choice when the file cannot be written. Settings changed
    /// during the session are then kept for the session only.
    bool read_only = false;
    /// Work on a new database in memory instead of the file (nothing is kept when Ost closes):
    /// the start-up choice when there is no database yet and its folder cannot be written.
    /// The file is only named in messages.
    bool in_memory = false;
    /// How long opening waits for another program's lock on the user DB before failing with a
    /// StorageError ("locked"); the start-up paths pass a few seconds so the user is told soon.
    std::chrono::milliseconds lock_wait{60000};
    /// Install the games in the engine and the validator when the session opens (the default).
    /// False for a program that only reads the rules reference (ost-cli rules search, issue 26:
    /// building every game's combat schema was 6 % of the CPU of a one-shot search); it calls
    /// install_builtin_games itself if it ever needs them.
    bool install_games = true;
};

class Session {
public:
    /// Locates the data, opens/migrates the user DB and attaches the reference DB.
    /// Throws EnvironmentError or StorageError saying what is missing and where it looked.
    explicit Session(const SessionOptions& options);
    ~Session();

    const DataPaths& paths() const { return m_paths; }
    const std::filesystem::path& user_db_path() const { return m_user_db_path; }
    /// True when the user DB was opened read-only (SessionOptions::read_only).
    bool read_only() const { return m_read_only; }
    /// True when the session works on a database in memory (SessionOptions::in_memory).
    bool in_memory() const { return m_in_memory; }
    storage::UserDatabase& database() { return *m_db; }
    /// The user's settings (a service over the user DB).
    Settings& settings() { return *m_settings; }
    /// The writes Ost makes on its own (autosave, closing): their trouble is told once per
    /// session, and a read-only session skips them.
    BackgroundWrites& background_writes() { return *m_background_writes; }

    /// The rules reference of this session (search, sections, bookmarks): one per session, made
    /// on first use, shared by every page and command (issue 25: front ends built up to three).
    reference::RulesService& rules();
    /// The rules search off the caller's thread (search_worker.h), one per session, made on first
    /// use: its thread holds the session's only other RulesService, on a connection of its own
    /// (SQLite connections belong to one thread). Views rebuilt by a language switch share it and
    /// set where its answers go (SearchWorker::set_deliver). nullptr for a user DB in memory,
    /// which a second connection cannot share: the search then stays on the caller's thread.
    reference::SearchWorker* search_worker();

    /// The documents the front end has open (the roster being built, the list being edited):
    /// they outlive the views, so a language switch loses none of them (workspace.h).
    Workspace& workspace() { return *m_workspace; }

    std::vector<GameSystem> systems();
    /// The full definition of the game system `id` (its id, or its French or English name):
    /// the one lookup behind "Unknown game system" for both front ends. Throws
    /// InvalidInputError `Unknown game system "x" (did you mean …?).` when there is none.
    GameSystem require_system(const std::string& id);

private:
    DataPaths m_paths;
    std::filesystem::path m_user_db_path;
    bool m_read_only = false;
    bool m_in_memory = false;
    std::unique_ptr<storage::UserDatabase> m_db;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<BackgroundWrites> m_background_writes;
    std::unique_ptr<reference::RulesService> m_rules;
    std::unique_ptr<reference::SearchWorker> m_search_worker;
    std::unique_ptr<Workspace> m_workspace; ///< last: its editors go before the DB
};

} // namespace ost
