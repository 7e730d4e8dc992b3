// What a one-shot rules search reads less of (issue 26): the titles and glossary forms read in one
// unsorted statement each hold exactly what the ordered per-system lists do, and a session opened
// without installing the games answers exactly as one that installs them.
#include "bundled_reference.h"

#include "core/reference/rules_service.h"
#include "core/reference/stored_index.h"
#include "core/services/session.h"
#include "core/storage/rules_repository.h"
#include "core/storage/user_database.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <tuple>
#include <unistd.h>
#include <utility>
#include <vector>

namespace fs = std::filesystem;

namespace {
std::vector<std::pair<std::string, std::string>> sorted_forms(std::vector<ost::GlossaryForm> forms) {
    std::vector<std::pair<std::string, std::string>> out;
    for (auto& g : forms) {
        out.emplace_back(std::move(g.form), std::move(g.section_id));
    }
    std::sort(out.begin(), out.end());
    return out;
}

/// Every hit's key, language, title, score and snippet, in order.
std::vector<std::string> shown(const ost::reference::RulesAnswer& answer) {
    std::vector<std::string> out{answer.searched, answer.corrected ? "corrected" : "as typed",
                                 answer.good_match ? "good" : "weak"};
    for (const auto& h : answer.hits) {
        out.push_back(h.key + "|" + h.lang + "|" + h.title + "|" + std::to_string(h.score) + "|" + h.snippet);
    }
    for (const auto& key : answer.nearest) {
        out.push_back("near " + key);
    }
    return out;
}
} // namespace

TEST_CASE("the search's titles and glossary forms are the digest's, read in one statement each", "[rules][search]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    const ost::storage::RulesRepository repo(db.connection(), db.has_reference(), db.statements());

    auto expected_forms = repo.glossary({}, "fr");
    const auto en = repo.glossary({}, "en");
    expected_forms.insert(expected_forms.end(), en.begin(), en.end());
    const auto all = repo.all_glossary_forms();
    REQUIRE(all.size() > 100);
    CHECK(sorted_forms(all) == sorted_forms(expected_forms));

    auto titles = repo.section_titles();
    auto sections = repo.sections({});
    REQUIRE(sections.size() > 100);
    const auto key = [](const ost::RuleSectionSummary& s) { return std::tie(s.id, s.system_id, s.title_fr, s.title_en); };
    const auto by_id = [&](const auto& a, const auto& b) { return key(a) < key(b); };
    std::sort(titles.begin(), titles.end(), by_id);
    std::sort(sections.begin(), sections.end(), by_id);
    REQUIRE(titles.size() == sections.size());
    for (std::size_t i = 0; i < titles.size(); ++i) {
        CHECK(key(titles[i]) == key(sections[i]));
    }
}

TEST_CASE("a session that does not install the games searches the rules as one that does", "[rules][search]") {
    const fs::path dir = fs::temp_directory_path() / ("ost-test-oneshot-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    ost::SessionOptions with;
    with.data_dir = ost::test::bundled_reference().parent_path();
    with.user_db = dir / "user.sqlite";
    ost::SessionOptions without = with;
    without.install_games = false;
    {
        ost::Session full(with);
        ost::Session light(without);
        // Exact words, a title, a glossary name, a typo, one letter, nonsense (nearest titles),
        // both languages and none, a game filter.
        for (const char* text : {"charge", "light infantry", "chrage", "c", "zzqx", "déroute", "general"}) {
            for (const char* lang : {"", "fr", "en"}) {
                for (const char* system : {"", "wme"}) {
                    const ost::reference::RulesQuery query{text, system, lang, 20};
                    INFO(text << " [" << lang << "] " << system);
                    CHECK(shown(light.rules().answer(query)) == shown(full.rules().answer(query)));
                }
            }
        }
        // The titles shown beside the nearest titles come from the same lazily read list.
        CHECK(light.rules().title("wme.charge", "fr") == full.rules().title("wme.charge", "fr"));
        CHECK_FALSE(light.rules().title("wme.charge", "en").empty());
    }
    std::error_code ec;
    fs::remove_all(dir, ec);
}

TEST_CASE("the index of a user without rulebooks is what FTS5 gives for none", "[rules][search][stored-index]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    const ost::storage::RulesRepository repo(db.connection(), db.has_reference(), db.statements());
    REQUIRE(repo.rulebooks_state() == "0:0"); // what RulesSearch takes for "no rulebook"
    for (const char* lang : {"fr", "en"}) {
        const auto state = repo.index_state(lang, true);
        CHECK(ost::reference::empty_user_index().to_bytes(state) ==
              ost::reference::build_index(repo, lang, true).to_bytes(state));
    }
}
