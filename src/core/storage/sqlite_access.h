// SQLite access helpers shared by the repositories: file URIs that survive any path, and the
// wait-and-retry policy used when another Ost process holds the database's write lock.
#pragma once

#include <SQLiteCpp/Exception.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>
#include <thread>

namespace ost::storage {

/// How long a connection waits for another process's write lock (sqlite busy timeout and the
/// retry budget below). Long enough for the largest rulebook import (a few seconds on a slow
/// machine) with a wide margin, so an autosave never fails because another Ost is importing.
inline constexpr std::chrono::milliseconds kBusyWait{60000};
/// How long the start-up probe of the user DB waits for another process's lock before the user is
/// told (the app's question, ost-cli's message): well under the 3 s a start may take.
inline constexpr std::chrono::milliseconds kStartupBusyWait{2000};

/// A `file:` URI for `file` with every byte that is not unreserved percent-encoded, so paths with
/// `#`, `?`, `%`, spaces or a leading "file:" name exactly that file; `query` (e.g. "mode=ro")
/// is appended after `?` when not empty.
std::string sqlite_file_uri(const std::filesystem::path& file, std::string_view query = {});

/// True for SQLITE_BUSY and SQLITE_LOCKED (any extended code): another connection holds a lock
/// that waiting can release.
bool is_busy(const SQLite::Exception& e) noexcept;

/// A LIKE pattern matching text that contains `text` literally: its '%', '_' and '\\' are
/// escaped, so the statement must say `LIKE :param ESCAPE '\\'` ("%" typed matches a percent
/// sign, not every row).
std::string like_containing(std::string_view text);

/// Calls `action` until it succeeds, retrying with a growing pause while it fails with a busy
/// error, for at most `budget` (kBusyWait by default). Needed where SQLite returns BUSY without calling the busy handler
/// (first open racing a WAL switch or a schema change of another process); other errors, and
/// the last busy one, propagate unchanged.
template <class Action> auto retry_while_busy(Action&& action, std::chrono::milliseconds budget = kBusyWait) {
    const auto deadline = std::chrono::steady_clock::now() + budget;
    auto pause = std::chrono::milliseconds(2);
    for (;;) {
        try {
            return action();
        } catch (const SQLite::Exception& e) {
            if (!is_busy(e) || std::chrono::steady_clock::now() + pause >= deadline) {
                throw;
            }
        }
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::milliseconds(200));
    }
}

} // namespace ost::storage
