// Rules search on a worker thread (issue 16): answers come back with their generation, the
// latest query is always answered, answers never go backwards, errors are handed over.
#include "bundled_reference.h"

#include "core/services/search_worker.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"

#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

using ost::reference::RulesAnswer;
using ost::reference::SearchWorker;

namespace {
/// What the worker delivered, and a way to wait for a given generation.
struct Received {
    std::mutex mutex;
    std::condition_variable arrived;
    std::vector<std::uint64_t> generations;
    std::vector<std::vector<std::string>> keys;
    std::vector<std::exception_ptr> errors;

    void add(std::uint64_t generation, std::optional<RulesAnswer> answer, std::exception_ptr error) {
        const std::lock_guard lock(mutex);
        generations.push_back(generation);
        std::vector<std::string> k;
        if (answer) {
            for (const auto& h : answer->hits) {
                k.push_back(h.key);
            }
        }
        keys.push_back(std::move(k));
        errors.push_back(error);
        arrived.notify_all();
    }
    bool wait_for(std::uint64_t generation) {
        std::unique_lock lock(mutex);
        return arrived.wait_for(lock, std::chrono::seconds(60), [&] {
            return !generations.empty() && generations.back() >= generation;
        });
    }
};
} // namespace

TEST_CASE("the search worker answers the latest query, in order", "[rules][search][worker]") {
    const auto dir = ost::test::unique_temp_dir("search-worker");
    const auto user_db = dir / "user.sqlite";
    ost::storage::UserDatabase db(user_db, ost::test::bundled_reference()); // created and migrated
    const ost::reference::RulesService direct(db);
    Received received;
    std::uint64_t last = 0;
    {
        SearchWorker worker(user_db, ost::test::bundled_reference(),
                            [&](auto generation, auto answer, auto error) { received.add(generation, std::move(answer), error); });
        CHECK(worker.latest() == 0);
        // Typed letter by letter, without waiting.
        for (const std::string text : {"d", "de", "der", "dero", "derou", "deroute"}) {
            last = worker.submit({text, {}, "fr", 10});
        }
        CHECK(last == 6);
        CHECK(worker.latest() == 6);
        REQUIRE(received.wait_for(last));
    }
    const std::lock_guard lock(received.mutex);
    // Never backwards, never twice, and the last query typed is the last answered.
    for (std::size_t i = 1; i < received.generations.size(); ++i) {
        CHECK(received.generations[i] > received.generations[i - 1]);
    }
    CHECK(received.generations.back() == last);
    CHECK(received.generations.size() <= 6);
    CHECK_FALSE(received.errors.back());
    // The answer is the one the same search gives on the caller's own connection.
    std::vector<std::string> expected;
    for (const auto& h : direct.answer({"deroute", {}, "fr", 10}).hits) {
        expected.push_back(h.key);
    }
    REQUIRE_FALSE(expected.empty());
    CHECK(received.keys.back() == expected);
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}

TEST_CASE("the search worker hands errors over instead of losing them", "[rules][search][worker]") {
    const auto dir = ost::test::unique_temp_dir("search-worker-errors");
    const auto user_db = dir / "user.sqlite";
    { ost::storage::UserDatabase db(user_db, ost::test::bundled_reference()); }
    Received received;
    {
        SearchWorker worker(user_db, ost::test::bundled_reference(),
                            [&](auto generation, auto answer, auto error) { received.add(generation, std::move(answer), error); });
        const auto bad = worker.submit({"charge", {}, "xx", 10}); // an unknown language
        REQUIRE(received.wait_for(bad));
    }
    {
        const std::lock_guard lock(received.mutex);
        REQUIRE(received.errors.back());
        CHECK_THROWS_AS(std::rethrow_exception(received.errors.back()), ost::InvalidInputError);
    }
    // A database that cannot be opened: every query is answered with that error.
    Received broken;
    {
        SearchWorker worker(dir / "no-such-folder" / "user.sqlite", dir / "missing-reference.sqlite",
                            [&](auto generation, auto answer, auto error) { broken.add(generation, std::move(answer), error); });
        const auto g = worker.submit({"charge", {}, "fr", 10});
        REQUIRE(broken.wait_for(g));
    }
    const std::lock_guard lock(broken.mutex);
    REQUIRE(broken.errors.back());
    CHECK_THROWS_AS(std::rethrow_exception(broken.errors.back()), ost::Error);
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}
