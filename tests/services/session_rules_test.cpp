// Tests of the one rules companion per session (issue 25): Session::rules() builds one
// RulesService on first use and hands out that one to every caller, the front ends included.
#include "core/services/roster_store.h"
#include "core/services/rules_companion.h"
#include "core/services/section_html.h"
#include "core/services/session.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include "fresh_session.h"

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
