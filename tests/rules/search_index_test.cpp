// The in-memory search index against FTS5 itself (issue 16): the same rows, the same bm25
// scores, the same snippets, on the bundled digest and on an imported rulebook.
#include "bundled_reference.h"
#include "generated_rulebook.h"

#include "core/model/rule_hit.h"
#include "core/reference/rules_query.h"
#include "core/reference/rules_service.h"
#include "core/reference/search_index.h"
#include "core/storage/rules_repository.h"
#include "core/storage/user_database.h"
#include "core/support/stemmer.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

using ost::reference::QueryWord;
using ost::reference::SearchIndex;

namespace {
SearchIndex load(const ost::storage::RulesRepository& repo, const std::string& lang, bool user) {
    SearchIndex index(user ? std::vector<double>{10.0, 1.0} : std::vector<double>{10.0, 1.0, 5.0, 2.0});
    repo.index_instances(lang, user, [&](std::string_view term, long long row, int column, int offset) {
        index.add(term, row, column, offset);
    });
    index.finish();
    return index;
}

const auto kAll = [](long long) { return true; };

/// A rulebook of 60 sections of 300 words: rules words, made-up words, sentences.
void add_rulebook(ost::storage::UserDatabase& db) {
    ost::test::add_generated_rulebook(db, {{"unit", "charge", "charges", "charging", "rout", "pursuit", "flank",
                                             "the", "of", "command", "commander", "elephant"},
                                            7, 60, 300, 4, 11});
}
} // namespace

TEST_CASE("in-memory index: exact words score as FTS5 bm25 does", "[rules][search][index]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    add_rulebook(db);
    const ost::storage::RulesRepository repo(db.connection(), true, db.statements());
    for (const bool user : {false, true}) {
        for (const std::string lang : {"fr", "en"}) {
            const auto index = load(repo, lang, user);
            ost::Stemmer stemmer(lang);
            for (const std::string word : {"charge", "deroute", "commander", "the", "flank", "unite", "general"}) {
                INFO(word << " " << lang << (user ? " user" : " digest"));
                // An empty folded form: the stem only, as FTS5 runs "word".
                const auto mine = index.search({QueryWord{"", stemmer.stem(word)}}, ~0U, 500, kAll);
                const auto fts = user ? repo.search_user("\"" + word + "\"", lang, {}, 500)
                                      : repo.search_reference("\"" + word + "\"", lang, {}, 500);
                REQUIRE(mine.size() == fts.size());
                for (std::size_t i = 0; i < mine.size(); ++i) {
                    CHECK(mine[i].score == Approx(fts[i].score).epsilon(1e-9));
                    if (i + 1 < mine.size() && mine[i].score != mine[i + 1].score) {
                        CHECK(mine[i].row == fts[i].row);
                    }
                }
            }
        }
    }
}

TEST_CASE("in-memory index: prefix queries and column filters find the rows FTS5 finds", "[rules][search][index]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    add_rulebook(db);
    const ost::storage::RulesRepository repo(db.connection(), true, db.statements());
    std::size_t compared = 0;
    for (const bool user : {false, true}) {
        for (const std::string lang : {"fr", "en"}) {
            const auto index = load(repo, lang, user);
            ost::Stemmer stemmer(lang);
            for (const std::string text : {"cha", "charg", "deroute", "com", "el", "zone de", "light inf",
                                           "mouv", "fl", "unit", "tir", "x", "pursuit of"}) {
                const auto words = ost::reference::plain_query_words(text);
                REQUIRE(words);
                std::vector<QueryWord> q;
                for (const auto& w : *words) {
                    q.push_back({w, stemmer.stem(w)});
                }
                const auto fts_query = ost::reference::build_fts_query(text);
                for (const bool titles_only : {false, true}) {
                    INFO(text << " " << lang << (user ? " user" : " digest") << (titles_only ? " titles" : ""));
                    const unsigned columns = user ? (titles_only ? 0b01U : 0b11U) : (titles_only ? 0b1101U : 0b1111U);
                    std::set<long long> mine;
                    for (const auto& m : index.search(q, columns, 100000, kAll)) {
                        mine.insert(m.row);
                    }
                    std::set<long long> fts;
                    for (const auto& h : user ? repo.search_user(fts_query, lang, {}, 100000, titles_only)
                                              : repo.search_reference(fts_query, lang, {}, 100000, true, titles_only)) {
                        fts.insert(h.row);
                    }
                    CHECK(mine == fts);
                    compared += fts.size();
                }
            }
        }
    }
    CHECK(compared > 500); // the queries really match
}

TEST_CASE("in-memory index: snippets are cut as FTS5's snippet() cuts them", "[rules][search][index]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    add_rulebook(db);
    const ost::storage::RulesRepository repo(db.connection(), true, db.statements());
    std::size_t compared = 0;
    for (const bool user : {false, true}) {
        for (const std::string lang : {"fr", "en"}) {
            const auto index = load(repo, lang, user);
            ost::Stemmer stemmer(lang);
            for (const std::string text : {"charge", "deroute", "commander", "the", "elephant", "tir", "unit",
                                           "pursuit flank", "moral"}) {
                const auto words = ost::reference::plain_query_words(text);
                REQUIRE(words);
                std::vector<QueryWord> q;
                for (const auto& w : *words) {
                    q.push_back({w, stemmer.stem(w)});
                }
                const auto fts_query = ost::reference::build_fts_query(text);
                auto hits = user ? repo.search_user(fts_query, lang, {}, 15)
                                 : repo.search_reference(fts_query, lang, {}, 15);
                std::vector<ost::RuleHit*> shown;
                for (auto& h : hits) {
                    shown.push_back(&h);
                }
                repo.fill_snippets(shown, fts_query);
                std::vector<long long> rows;
                for (const auto& h : hits) {
                    rows.push_back(h.row);
                }
                std::map<long long, std::string> bodies;
                for (auto& [row, body] : repo.index_bodies(lang, user, rows)) {
                    bodies[row] = body;
                }
                for (const auto& h : hits) {
                    INFO(text << " " << lang << " row " << h.row << (user ? " user" : " digest"));
                    const auto mine = ost::reference::snippet_of(bodies.at(h.row), index.instances(q, h.row, 1),
                                                                 index.column_size(h.row, 1));
                    CHECK(mine == h.snippet);
                    ++compared;
                }
            }
        }
    }
    CHECK(compared > 100);
}

TEST_CASE("snippet_of without matches gives the first tokens", "[rules][search][index]") {
    CHECK(ost::reference::snippet_of("One two, three.", {}) == "One two, three.");
    CHECK(ost::reference::snippet_of("a b c d e", {}, -1, 3) == "a b c…");
    CHECK(ost::reference::snippet_of("", {}).empty());
    // A match in the middle of a long body: the window moves so the match sits in its middle.
    CHECK(ost::reference::snippet_of("a b c d e f g h i", {{6, 0}}, -1, 3) ==
          "…f \x02g\x03 h…");
}
