// Start-up recovery for the user DB: one question per failure with what to do (retry, read-only,
// a new database), so a locked, read-only or damaged file never keeps the app from opening.
#include "core/services/session_opener.h"

#include "core/support/file_lock.h"
#include "core/support/file_users.h"
#include "core/support/storage_cause.h"
#include "core/support/paths.h"
#include "core/storage/user_database.h"

#include <string>
#include <unistd.h>

namespace ost {

namespace {

bool contains(const std::string& text, const char* word) { return text.find(word) != std::string::npos; }

bool writable(const std::filesystem::path& path) { return ::access(path.c_str(), W_OK) == 0; }

/// Where move_aside would keep `file`: `<file>.damaged-<n>`, the first n free.
std::filesystem::path aside_name(const std::filesystem::path& file) {
    for (int n = 1; n <= 1000; ++n) {
        std::filesystem::path target = file.string() + ".damaged-" + std::to_string(n);
        std::error_code ec;
        if (!std::filesystem::exists(target, ec) && !ec) return target;
    }
    throw StorageError(TR_("Cannot move the database {0} aside.").arg(file.string()));
}

/// Moves `file` and its SQLite side files to `<file>.damaged-<n>` (the first n free).
std::filesystem::path move_aside(const std::filesystem::path& file) {
    const std::filesystem::path target = aside_name(file);
    std::error_code ec;
    std::filesystem::rename(file, target, ec);
    if (ec && std::filesystem::exists(file)) {
        throw StorageError(TR_("Cannot move the database {0} aside to {1}.").arg(file.string()).arg(target.string()),
                           ec.message());
    }
    for (const char* side : {"-wal", "-shm"}) {
        const std::filesystem::path from = file.string() + side;
        if (std::filesystem::exists(from, ec)) {
            std::filesystem::rename(from, target.string() + side, ec);
            if (ec) {
                throw StorageError(TR_("Cannot move the database {0} aside to {1}.").arg(from.string()).arg(target.string()),
                                   ec.message());
            }
        }
    }
    return target;
}

Text choice_label(OpenChoice choice) {
    switch (choice) {
    case OpenChoice::Retry: return TR_("Retry");
    case OpenChoice::ReadOnly: return TR_("Open read-only");
    case OpenChoice::NewDatabase: return TR_("Start with a new database");
    case OpenChoice::InMemory: return TR_("Go on without saving");
    case OpenChoice::Quit: break;
    }
    return TR_("Quit");
}

bool file_exists(const std::filesystem::path& file) {
    std::error_code ec;
    return std::filesystem::exists(file, ec);
}

Text question_text(DatabaseProblem problem, const std::filesystem::path& file, const StorageError& error) {
    Text cause = error.message();
    switch (problem) {
    case DatabaseProblem::Locked:
        return TR_("Your database {0} is in use by {1}.\n\nClose the other program and retry, or open the "
                   "database read-only (nothing you change is saved).")
            .arg(file.string())
            .arg(lock_holders(file));
    case DatabaseProblem::ReadOnly:
        if (!file_exists(file)) {
            return TR_("Your database {0} cannot be created: its folder cannot be written ({1}).\n\nGo on "
                       "without saving (nothing you do is kept when Ost closes), or give yourself write access "
                       "and retry.")
                .arg(file.string())
                .arg(error.detail().empty() ? cause : Text::verbatim(error.detail()));
        }
        return TR_("Your database {0} cannot be written (a read-only file or folder): {1}\n\nOpen it "
                   "read-only (nothing you change is saved), or give yourself write access and retry.")
            .arg(file.string())
            .arg(cause);
    case DatabaseProblem::NoSpace:
        return TR_("Your database {0} cannot be opened. {1}\n\nRetry once there is room, or go on without "
                   "saving (nothing you do is kept when Ost closes).")
            .arg(file.string())
            .arg(cause_text(storage_cause_of(error)));
    case DatabaseProblem::Damaged: break;
    }
    if (storage_cause_of(error) == StorageCause::Damaged) {
        return TR_("Your database {0} is damaged, so Ost cannot read all of your data ({1}).\n\nStart with a new "
                   "database: the damaged file is kept beside it as {2}, to rescue or to replace with a backup "
                   "later. Or put a backup of your database in its place yourself, then retry.")
            .arg(file.string())
            .arg(error.detail())
            .arg(aside_name(file).filename().string());
    }
    // Not an Ost database of this version (another program's file, a newer Ost): the message
    // says which; the detail is SQLite's or the check's own words.
    return TR_("Your database {0} cannot be opened: {1}\n\nStart with a new database (the old file is kept "
               "beside it as {2}, for a later rescue), or retry.")
        .arg(file.string())
        .arg(error.detail().empty() ? cause : TR_("{0} ({1})").arg(cause).arg(error.detail()))
        .arg(aside_name(file).filename().string());
}

/// The choices for `problem` on `file`: no file yet in a folder that cannot be written → in memory.
/// A lock that keeps even reading out (read-only tried): retry or go on without saving.
std::vector<OpenChoice> choices_for(DatabaseProblem problem, const std::filesystem::path& file, bool read_only_tried) {
    if (problem == DatabaseProblem::ReadOnly && !file_exists(file)) {
        return {OpenChoice::InMemory, OpenChoice::Retry, OpenChoice::Quit};
    }
    if (problem == DatabaseProblem::NoSpace) {
        return {OpenChoice::Retry, OpenChoice::InMemory, OpenChoice::Quit};
    }
    if (problem == DatabaseProblem::Locked && read_only_tried) {
        return {OpenChoice::Retry, OpenChoice::InMemory, OpenChoice::Quit};
    }
    return open_choices(problem);
}

/// True when `error` is about the reference DB (part of the installation, not the user's data).
bool about_reference(const SessionOptions& options, const StorageError& error) {
    const auto reference = locate_data(options.data_dir).reference_db().string();
    return error.message().english().find(reference) != std::string::npos;
}

/// The session of `options`, checked as a start needs it (see open_session).
std::unique_ptr<Session> open_checked(const SessionOptions& options, const FirstQueries& first_queries) {
    auto session = std::make_unique<Session>(options);
    if (!options.in_memory) {
        session->database().check_usable();
    }
    if (first_queries) {
        first_queries(*session);
    }
    return session;
}

} // namespace

Text lock_holders(const std::filesystem::path& file) {
    const auto users = programs_using(file);
    if (users.empty()) {
        return TR_("another program (another Ost window or ost-cli)");
    }
    std::string names;
    for (const auto& user : users) {
        if (!names.empty()) names += ", ";
        names += user.program + " (" + std::to_string(user.pid) + ")";
    }
    return TRP_("this program: {0}", "these programs: {0}", users.size()).arg(names);
}

Text lock_wait_notice(const std::filesystem::path& file, std::chrono::milliseconds longest) {
    // In WAL mode the write lock is a lock on the -shm file: its holder is the writer, while
    // lock_holders lists every program that merely has the database open.
    auto holder = lock_holder(file.string() + "-shm");
    if (!holder) {
        holder = lock_holder(file);
    }
    const Text who = holder ? TR_("{0} (process {1})").arg(holder->program).arg(holder->pid) : lock_holders(file);
    return TR_("Your database {0} is in use by {1}: waiting for it to finish, at most {2} s…")
        .arg(file.string())
        .arg(who)
        .arg(static_cast<long long>((longest.count() + 999) / 1000));
}

void tell_lock_waits(Session& session, std::function<void(const Text&)> tell) {
    session.database().on_lock_wait([file = session.user_db_path(), tell = std::move(tell)](
                                        std::chrono::milliseconds longest) { tell(lock_wait_notice(file, longest)); });
}

DatabaseProblem classify_database_problem(const std::filesystem::path& file, const StorageError& error) {
    switch (storage_cause_of(error)) {
    case StorageCause::DiskFull:
    case StorageCause::FileTooLarge: return DatabaseProblem::NoSpace;
    case StorageCause::Locked: return DatabaseProblem::Locked;
    case StorageCause::ReadOnly: return DatabaseProblem::ReadOnly;
    case StorageCause::Damaged: return DatabaseProblem::Damaged;
    case StorageCause::DiskError:
    case StorageCause::Unknown: break;
    }
    const std::string why = error.detail() + "\n" + error.message().english();
    if (contains(why, "locked") || contains(why, "busy")) return DatabaseProblem::Locked;
    if (contains(why, "readonly") || contains(why, "read-only") || contains(why, "Permission denied") ||
        contains(why, "unable to open database file"))
        return DatabaseProblem::ReadOnly;
    std::error_code ec;
    if (std::filesystem::exists(file, ec) &&
        (!writable(file) || (file.has_parent_path() && !writable(file.parent_path()))))
        return DatabaseProblem::ReadOnly;
    return DatabaseProblem::Damaged;
}

std::vector<OpenChoice> open_choices(DatabaseProblem problem) {
    switch (problem) {
    case DatabaseProblem::Locked: return {OpenChoice::Retry, OpenChoice::ReadOnly, OpenChoice::Quit};
    case DatabaseProblem::ReadOnly: return {OpenChoice::ReadOnly, OpenChoice::Retry, OpenChoice::Quit};
    case DatabaseProblem::NoSpace: return {OpenChoice::Retry, OpenChoice::InMemory, OpenChoice::Quit};
    case DatabaseProblem::Damaged: break;
    }
    return {OpenChoice::NewDatabase, OpenChoice::Retry, OpenChoice::Quit};
}

std::unique_ptr<Session> open_session(SessionOptions options, Prompter& prompter, std::size_t max_questions,
                                      const FirstQueries& first_queries) {
    const std::filesystem::path file = options.user_db ? *options.user_db : default_user_db();
    options.lock_wait = std::min(options.lock_wait, kStartupLockWait);
    for (std::size_t asked = 0;; ++asked) {
        try {
            return open_checked(options, first_queries);
        } catch (const StorageError& error) {
            // The reference DB is part of the installation, not of the user's data: no choice
            // about the user DB helps, so that error goes up as it is.
            if (about_reference(options, error) || asked >= max_questions) throw;
            const auto problem = classify_database_problem(file, error);
            const auto choices = choices_for(problem, file, options.read_only);
            Question question;
            question.text = question_text(problem, file, error);
            for (const auto choice : choices) question.choices.push_back(choice_label(choice));
            question.default_choice = 0;
            const auto answer = prompter.ask(question);
            const auto choice = answer < choices.size() ? choices[answer] : OpenChoice::Quit;
            options.read_only = choice == OpenChoice::ReadOnly;
            options.in_memory = choice == OpenChoice::InMemory;
            if (choice == OpenChoice::NewDatabase) move_aside(file);
            if (choice == OpenChoice::Quit) return nullptr;
        }
    }
}

std::unique_ptr<Session> open_session_unattended(const SessionOptions& given, std::optional<Text>& note) {
    const std::filesystem::path file = given.user_db ? *given.user_db : default_user_db();
    auto options = given;
    options.lock_wait = std::min(options.lock_wait, kStartupLockWait);
    try {
        return std::make_unique<Session>(options);
    } catch (const StorageError& error) {
        if (about_reference(options, error)) throw;
        const auto problem = classify_database_problem(file, error);
        if (problem == DatabaseProblem::Locked) {
            throw StorageError(TR_("Your database {0} is in use by {1}. Try again once it is closed.")
                                   .arg(file.string())
                                   .arg(lock_holders(file)),
                               error.detail());
        }
        if (options.read_only || options.in_memory || problem != DatabaseProblem::ReadOnly) throw;
        const Text cause = error.detail().empty() ? error.message() : Text::verbatim(error.detail());
        if (!file_exists(file)) {
            options.in_memory = true;
            auto session = std::make_unique<Session>(options);
            session->database().refuse_writes();
            note = TR_("Your database {0} cannot be created ({1}): commands that read work, commands that "
                       "change it fail.")
                       .arg(file.string())
                       .arg(cause);
            return session;
        }
        options.read_only = true;
        auto session = std::make_unique<Session>(options); // its own error when this fails too
        note = TR_("Your database {0} cannot be written ({1}): it is opened read-only, so commands that "
                   "change it fail.")
                   .arg(file.string())
                   .arg(cause);
        return session;
    }
}

} // namespace ost
