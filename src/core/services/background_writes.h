// The writes Ost makes on its own (the roster autosave, what closing the window keeps) and what the
// user hears of them: once per session, so a read-only session or a failing disk never nags.
#pragma once

#include "core/support/prompter.h"
#include "core/support/text.h"

#include <cstddef>
#include <filesystem>
#include <functional>

namespace ost {

/// One per Session (Session::background_writes()). The user asked for none of these writes, so
/// their trouble is told once and not at every autosave.
class BackgroundWrites {
  public:
    /// `read_only`: the session's user DB was opened read-only; `database`: its file, for the
    /// message.
    BackgroundWrites(bool read_only, std::filesystem::path database);

    /// Runs `write` and returns true when it wrote.
    /// - In a read-only session `write` is never run: nothing is written. The first time in the
    ///   session, unless `closing`, `prompter` tells the user (one message with one choice)
    ///   that changes are kept only until Ost closes; never again after that.
    /// - A StorageError or EnvironmentError thrown by `write` is told through `prompter` the first
    ///   time in the session (`what`, then the cause); later failures are counted (failures())
    ///   but not told again. Other exceptions (bugs) propagate.
    /// `closing`: the window is closing (or being rebuilt): a read-only session stays silent.
    bool run(const Text& what, Prompter& prompter, const std::function<void()>& write, bool closing = false);

    /// Writes that failed during the session (told or not).
    std::size_t failures() const { return m_failures; }
    /// Writes not attempted because the session is read-only.
    std::size_t skipped() const { return m_skipped; }
    /// Messages given so far (at most one for read-only, one for failures).
    std::size_t told() const { return m_told; }

  private:
    void tell(Prompter& prompter, Text text);

    bool m_read_only;
    std::filesystem::path m_database;
    bool m_read_only_told = false;
    bool m_failure_told = false;
    std::size_t m_failures = 0;
    std::size_t m_skipped = 0;
    std::size_t m_told = 0;
};

} // namespace ost
