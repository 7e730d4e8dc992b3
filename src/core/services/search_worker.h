// Rules search off the caller's thread (issue 16): a thread with its own connection to the user
// DB and its own RulesService answers the latest query typed; older ones not started are dropped.
#pragma once

#include "core/reference/rules_service.h"

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

namespace ost::reference {

/// Answers rules searches on a worker thread, so typing never waits for a search. Each query
/// gets a generation number (1, 2, 3…); a query submitted while another waits replaces it, so
/// the worker is at most one query behind the keyboard; the front end shows an answer only
/// when its generation is the latest it submitted (a slow old answer never overwrites a newer
/// one). The worker opens its own connection (SQLite connections and RulesService's caches
/// belong to one thread) to the same files: with WAL journaling it reads while the caller
/// writes, and sees an imported rulebook once that import has committed.
class SearchWorker {
public:
    /// Called on the worker thread with a query's generation and either its answer or the
    /// exception it threw (never both); the front end hands it to its own thread.
    using Deliver = std::function<void(std::uint64_t generation, std::optional<RulesAnswer> answer,
                                       std::exception_ptr error)>;

    /// Starts the thread. The connection is opened by the thread itself; if that fails, every
    /// query is answered with the opening's exception.
    SearchWorker(std::filesystem::path user_db, std::filesystem::path reference_db, Deliver deliver);
    /// Stops the thread after the query it is running (queued ones are dropped), and waits.
    ~SearchWorker();
    SearchWorker(const SearchWorker&) = delete;
    SearchWorker& operator=(const SearchWorker&) = delete;

    /// Sends the answers to `deliver`, on behalf of `owner` (a view), from now on; once it has
    /// returned, the previous callback is never called again. The session keeps one worker for
    /// all its views (Session::search_worker()): a rebuilt view takes it over.
    void set_deliver(const void* owner, Deliver deliver);
    /// Drops the answers from now on if `owner` still receives them (a view that goes; a newer
    /// view that took the worker over keeps it). Once it has returned, `owner`'s callback is done.
    void forget(const void* owner);

    /// Queues `query` in place of any query not started yet; returns its generation.
    std::uint64_t submit(RulesQuery query);
    /// The generation of the last query submitted (0 before the first).
    std::uint64_t latest() const;

private:
    void run();

    std::filesystem::path m_user_db;
    std::filesystem::path m_reference_db;
    std::mutex m_deliver_mutex; ///< held while m_deliver is called or replaced
    Deliver m_deliver;
    const void* m_owner = nullptr; ///< whose m_deliver is (nullptr: the constructor's caller)
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::optional<RulesQuery> m_pending;
    std::uint64_t m_generation = 0;
    bool m_stop = false;
    std::thread m_thread; // last: started once everything above exists
};

} // namespace ost::reference
