// Opening the session at start-up without locking the user out: when the user database cannot be
// opened, the user is asked (through the Prompter) what to do instead of the app refusing to start.
#pragma once

#include "core/services/session.h"
#include "core/support/error.h"
#include "core/support/prompter.h"

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

namespace ost {

/// Why the user DB did not open, which decides the choices offered.
enum class DatabaseProblem {
    Locked,   ///< another program holds a lock on it: retry (or read it without writing)
    ReadOnly, ///< the file or its folder cannot be written: read it without writing (or retry)
    Damaged,  ///< not a readable Ost database (corrupted, another program's, a newer Ost)
    NoSpace,  ///< the disk is full or a file size limit is reached: free space and retry
};

/// The kind of `error`, raised while opening the user DB `file`: its cause() when storage knew it
/// (StorageCause::DiskFull or FileTooLarge → NoSpace, Locked → Locked, ReadOnly → ReadOnly,
/// Damaged → Damaged); else SQLite's "locked"/"busy" text → Locked; a read-only file, a
/// read-only folder or SQLite's "readonly" text → ReadOnly; anything else → Damaged.
DatabaseProblem classify_database_problem(const std::filesystem::path& file, const StorageError& error);

/// The choices of the start-up question, in the order they are offered. InMemory: no database
/// yet and its folder cannot be written: work on a database in memory (nothing is kept).
enum class OpenChoice { Retry, ReadOnly, NewDatabase, Quit, InMemory };

/// How long a start waits for another program's lock on the user DB before telling the user
/// (the app's question, ost-cli's message): a start shows something within 3 s.
inline constexpr std::chrono::milliseconds kStartupLockWait{2000};

/// The app's own first reads of the session (its settings, the window's saved state), run by
/// open_session where a StorageError still leads to the question.
using FirstQueries = std::function<void(Session&)>;

/// "another Ost window or ost-cli" or the programs that have `file` open (named, with their
/// process numbers) when they can be seen: who holds a lock on the user DB.
Text lock_holders(const std::filesystem::path& file);

/// What a write says while it waits for another program's lock on the user DB `file`: the
/// database, the program holding the write lock (named with its process number when it can be
/// seen, else lock_holders) and the longest it will wait, e.g. "Your database … is in use by
/// sqlite3 (process 4242): waiting for it, at most 60 s…".
Text lock_wait_notice(const std::filesystem::path& file, std::chrono::milliseconds longest);

/// Calls `tell` with lock_wait_notice() as soon as a write of `session` waits for another
/// program's lock on the user DB (after a quarter of a second), once per wait: what it waits for
/// and for how long at most. ost-cli prints it on its error output.
void tell_lock_waits(Session& session, std::function<void(const Text&)> tell);

/// Opens the session of `options`, waiting at most kStartupLockWait for a lock, then checks it is
/// usable before anything is shown (UserDatabase::check_usable: every page read, the write lock
/// taken) and runs `first_queries`. When the user DB cannot be opened or any of this fails with
/// a StorageError, asks
/// `prompter` one question naming the file and the cause, with the choices that fit the problem
/// (Locked: retry, open read-only, quit; ReadOnly: open read-only, retry, quit; Damaged: start
/// with a new database, retry, quit; NoSpace: retry, go on without saving, quit). The question
/// says why in the player's words (a damaged file, a full disk) and what they can do (restore a
/// backup; the name the damaged file will be kept under), and acts on the answer: retry opens again; read-only opens
/// the file without writing to it; a new database moves the damaged file (and its -wal and -shm
/// files) aside as `<file>.damaged-<n>`, kept untouched for a later rescue, and starts an empty
/// one; in memory (no database yet, a folder that cannot be written) opens a new database in
/// memory (Session::in_memory). Returns nullptr when the user chose to quit. Asks at most `max_questions` times (then
/// the last error is thrown), so a non-interactive prompter cannot loop forever. Errors that are
/// not about the user DB (EnvironmentError: no data folder) are thrown as they are.
std::unique_ptr<Session> open_session(SessionOptions options, Prompter& prompter, std::size_t max_questions = 20,
                                      const FirstQueries& first_queries = {});

/// The same decision without asking (ost-cli, scripts): when the user DB exists but cannot be
/// written (DatabaseProblem::ReadOnly: a read-only file or folder), it is opened read-only and
/// `note` says so (reading commands work, writing ones fail with a StorageError); when there is
/// no database yet and its folder cannot be written, a database in memory that refuses writes
/// is used (reading commands work on the reference data) and `note` says so; a lock held
/// longer than kStartupLockWait is a StorageError naming what holds it; any other error is
/// thrown as it is — a damaged file is never moved aside without the user's answer.
std::unique_ptr<Session> open_session_unattended(const SessionOptions& options, std::optional<Text>& note);

/// The choices offered for `problem`, in order (what open_session's answers index).
std::vector<OpenChoice> open_choices(DatabaseProblem problem);

} // namespace ost
