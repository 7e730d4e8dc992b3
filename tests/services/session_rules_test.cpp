// Tests of the one rules companion per session (issue 25): Session::rules() builds one RulesService
// on first use for every caller; Session::search_worker() one worker (with its own) for every view.
#include "core/services/rules_companion.h"
#include "core/services/search_worker.h"
#include "core/services/section_html.h"
#include "core/services/session.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include "fresh_session.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <utility>
#include <vector>

using namespace ost;

TEST_CASE("Session: one RulesService, built on first use and shared", "[services][session]") {
    const int before = reference::RulesService::built();
    test::FreshSession s("session-rules");
    CHECK(reference::RulesService::built() == before); // nothing built until asked
    auto& first = s.session->rules();
    CHECK(reference::RulesService::built() == before + 1);
    // What the rules page, the guide and the army sheet do: ask the session again and again.
    const auto sections = s.session->rules().sections();
    REQUIRE_FALSE(sections.empty());
    const auto page = reference::section_page_html(s.session->rules(), sections.front().id,
                                                   reference::SectionLayout::SideBySide,
                                                   EnglishTranslator::instance());
    CHECK_FALSE(page.empty());
    CHECK(&s.session->rules() == &first);
    CHECK(reference::RulesService::built() == before + 1);
}

TEST_CASE("Session: two sessions build one RulesService each", "[services][session]") {
    const int before = reference::RulesService::built();
    test::FreshSession a("session-rules-a");
    test::FreshSession b("session-rules-b");
    CHECK(&a.session->rules() != &b.session->rules());
    (void)a.session->rules();
    CHECK(reference::RulesService::built() == before + 2);
}

TEST_CASE("Session: one search worker for every view, its answers to the newest view", "[services][session]") {
    const int before = reference::RulesService::built();
    test::FreshSession s("session-worker");
    auto* worker = s.session->search_worker();
    REQUIRE(worker != nullptr);
    CHECK(s.session->search_worker() == worker);

    std::mutex mutex;
    std::condition_variable told;
    std::vector<std::pair<int, std::uint64_t>> got; // (view, generation)
    const auto view = [&](int id) {
        return [&, id](std::uint64_t generation, std::optional<reference::RulesAnswer>, std::exception_ptr) {
            {
                const std::lock_guard lock(mutex);
                got.emplace_back(id, generation);
            }
            told.notify_all();
        };
    };
    // A language switch: the new Rules page takes the worker over, then the old page goes.
    const int old_page = 1;
    const int new_page = 2;
    worker->set_deliver(&old_page, view(1));
    worker->set_deliver(&new_page, view(2));
    worker->forget(&old_page); // not the receiver any more: changes nothing
    reference::RulesQuery query;
    query.text = "charge";
    const auto generation = worker->submit(query);
    {
        std::unique_lock lock(mutex);
        REQUIRE(told.wait_for(lock, std::chrono::seconds(30), [&] { return !got.empty(); }));
    }
    CHECK(got == std::vector<std::pair<int, std::uint64_t>>{{2, generation}});
    CHECK(reference::RulesService::built() == before + 1); // the worker's; the session's not asked yet
    (void)s.session->rules();
    CHECK(reference::RulesService::built() == before + 2);
    worker->forget(&new_page);
}
