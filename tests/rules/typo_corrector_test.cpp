// The in-memory typo vocabulary (issue 16): its pruned trie walk must find exactly what a
// distance computed against every word finds, also over several lists merged as they are walked
// (issue 26), and the search must see newly imported words.
#include "bundled_reference.h"

#include "core/reference/rules_service.h"
#include "core/reference/typo_corrector.h"
#include "core/storage/rulebook_repository.h"
#include "core/storage/user_database.h"
#include "core/support/progress.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using ost::reference::TypoCorrector;
using ost::storage::VocabularyTerm;

namespace {
/// Textbook optimal string alignment distance over bytes (the words below are ASCII), written
/// independently of the library's.
std::size_t reference_osa(const std::string& a, const std::string& b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) {
        d[i][0] = i;
    }
    for (std::size_t j = 0; j <= b.size(); ++j) {
        d[0][j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
    }
    return d[a.size()][b.size()];
}

/// A random word of `min` to `max` pieces (letters, or UTF-8 sequences) drawn from `pieces`.
std::string random_word(std::mt19937& rng, const std::vector<std::string>& pieces, std::size_t min, std::size_t max) {
    std::string w;
    for (std::size_t n = min + rng() % (max - min + 1); n > 0; --n) {
        w += pieces[rng() % pieces.size()];
    }
    return w;
}

const std::vector<std::string> kAsciiLetters{"a", "b", "c", "d", "e", "o", "r"};

/// The expected correction by brute force: of the words of at least 3 letters (`letters`) within
/// `limit` edits (`distance`), the nearest, ties to the one in more sections; null when none.
template <class Distance, class Letters>
const VocabularyTerm* brute_force_nearest(const std::vector<VocabularyTerm>& words, const std::string& query,
                                          std::size_t limit, Distance distance, Letters letters) {
    const VocabularyTerm* best = nullptr;
    std::size_t best_distance = limit + 1;
    for (const auto& t : words) {
        if (letters(t.term) < 3) {
            continue;
        }
        const auto d = distance(t.term, query);
        if (d < best_distance || (d == best_distance && best && t.sections > best->sections)) {
            best = &t;
            best_distance = d;
        }
    }
    return best;
}
} // namespace

TEST_CASE("osa distance counts swaps once and code points, not bytes", "[rules][typo]") {
    CHECK(ost::reference::osa_distance("chrage", "charge") == 1);
    CHECK(ost::reference::osa_distance("elefant", "elephant") == 2);
    CHECK(ost::reference::osa_distance("déroute", "deroute") == 1);
    CHECK(ost::reference::osa_distance("ca", "abc") == 3); // restricted: no edit inside a swap
    CHECK(ost::reference::osa_distance("", "abc") == 3);
    CHECK(ost::reference::osa_distance("abc", "abc") == 0);
}

TEST_CASE("typo vocabulary walk finds what comparing every word finds", "[rules][typo]") {
    std::mt19937 rng(16);
    std::vector<VocabularyTerm> terms;
    for (int i = 0; i < 3000; ++i) {
        terms.push_back({random_word(rng, kAsciiLetters, 1, 9), static_cast<long long>(1 + rng() % 5)});
    }
    const TypoCorrector corrector(terms);
    // The expected answer by brute force over the merged vocabulary.
    std::vector<VocabularyTerm> merged = terms;
    std::sort(merged.begin(), merged.end(), [](const auto& a, const auto& b) { return a.term < b.term; });
    std::vector<VocabularyTerm> unique;
    for (const auto& t : merged) {
        if (!unique.empty() && unique.back().term == t.term) {
            unique.back().sections += t.sections;
        } else {
            unique.push_back(t);
        }
    }
    CHECK(corrector.size() == unique.size());
    int found = 0;
    for (int round = 0; round < 600; ++round) {
        const auto query = random_word(rng, kAsciiLetters, 3, 10);
        const std::size_t limit = round % 2 == 0 ? 1 : 2;
        const VocabularyTerm* best = brute_force_nearest(unique, query, limit, reference_osa,
                                                         [](const std::string& w) { return w.size(); });
        const auto got = corrector.nearest(query, limit);
        INFO("query " << query << " limit " << limit);
        REQUIRE(got.has_value() == (best != nullptr));
        if (best) {
            ++found;
            CHECK(got->term == best->term);
            CHECK(got->sections == best->sections);
        }
    }
    CHECK(found > 100); // the case with an answer is exercised, not only "nothing near"
}

TEST_CASE("the walk over several word lists finds what one merged vocabulary finds", "[rules][typo]") {
    std::mt19937 rng(26);
    // Four lists as the rules search has (digest and rulebooks, French and English): a word may
    // be in several, one list empty; the union is what the search used to build in memory.
    std::vector<VocabularyTerm> all;
    std::vector<std::vector<VocabularyTerm>> parts(4);
    for (int i = 0; i < 4000; ++i) {
        const VocabularyTerm term{random_word(rng, kAsciiLetters, 1, 9), static_cast<long long>(1 + rng() % 5)};
        all.push_back(term);
        parts[rng() % 3].push_back(term); // parts[3] stays empty
    }
    const TypoCorrector merged(all);
    const TypoCorrector a(parts[0]), b(parts[1]), c(parts[2]), d(parts[3]);
    CHECK(a.size() + b.size() + c.size() > merged.size()); // some words are in several lists
    const std::vector<const ost::reference::SortedWords*> lists{&a, nullptr, &d, &b, &c};
    int found = 0;
    for (int round = 0; round < 800; ++round) {
        const auto query = round % 7 == 0 ? all[rng() % all.size()].term : random_word(rng, kAsciiLetters, 3, 10);
        const std::size_t limit = 1 + round % 2;
        const auto want = merged.nearest(query, limit);
        const auto got = ost::reference::nearest_word(lists, query, limit);
        INFO("query " << query << " limit " << limit);
        REQUIRE(got.has_value() == want.has_value());
        if (want) {
            ++found;
            CHECK(got->term == want->term);
            CHECK(got->sections == want->sections); // the sections of every list holding it
        }
    }
    CHECK(found > 100);
    CHECK_FALSE(ost::reference::nearest_word({}, "charge", 2).has_value());
    CHECK_FALSE(ost::reference::nearest_word({&d}, "charge", 2).has_value());
}

TEST_CASE("the walk finds what comparing every word finds with multi-byte letters", "[rules][typo]") {
    // The walk decodes a word only past the bytes it shares with the word before: letters of
    // two, three and four bytes sharing their first bytes exercise that (indexed words are
    // valid UTF-8: the walk skips by byte prefixes, which only holds for them).
    std::mt19937 rng(2626);
    const std::vector<std::string> pieces{"a", "e", "r", "\xC3\xA9", "\xC3\xA8", "\xC3\xAA", "\xE2\x82\xAC",
                                          "\xE2\x82\x82", "\xF0\x9D\x84\x9E", "\xF0\x9D\x84\xA2"};
    std::vector<VocabularyTerm> all;
    std::vector<std::vector<VocabularyTerm>> parts(2);
    for (int i = 0; i < 3000; ++i) {
        const VocabularyTerm term{random_word(rng, pieces, 1, 7), static_cast<long long>(1 + rng() % 4)};
        all.push_back(term);
        parts[rng() % 2].push_back(term);
    }
    const TypoCorrector merged(all);
    const TypoCorrector a(parts[0]), b(parts[1]);
    std::vector<VocabularyTerm> unique;
    for (std::size_t i = 0; i < merged.size(); ++i) {
        unique.push_back({std::string(merged.word(i)), merged.word_sections(i)});
    }
    int found = 0;
    for (int round = 0; round < 300; ++round) {
        const auto query = random_word(rng, pieces, 3, 7);
        const std::size_t limit = 1 + round % 2;
        const VocabularyTerm* best = brute_force_nearest(
            unique, query, limit,
            [](const std::string& a, const std::string& b) { return ost::reference::osa_distance(a, b); },
            [](const std::string& w) { return ost::reference::to_code_points(w).size(); });
        const auto got = ost::reference::nearest_word({&a, &b}, query, limit);
        REQUIRE(got.has_value() == (best != nullptr));
        if (best) {
            ++found;
            CHECK(got->term == best->term);
            CHECK(got->sections == best->sections);
        }
    }
    CHECK(found > 50);
}

TEST_CASE("typo vocabulary answers prefixes and exact words", "[rules][typo]") {
    const TypoCorrector corrector({{"charge", 3}, {"charg", 4}, {"rout", 1}, {"charge", 2}});
    CHECK(corrector.size() == 3);
    CHECK(corrector.has("cha", true));
    CHECK_FALSE(corrector.has("cha", false));
    CHECK(corrector.has("rout", false));
    CHECK_FALSE(corrector.has("routs", true));
    CHECK(corrector.nearest("chrage", 1)->term == "charge");
    CHECK(corrector.nearest("chrage", 1)->sections == 5); // both entries of "charge" merged
    CHECK_FALSE(corrector.nearest("zzzzzz", 2).has_value());
    CHECK_FALSE(TypoCorrector().nearest("charge", 2).has_value());
}

TEST_CASE("the search sees the words of a rulebook imported after its first query", "[rules][typo]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    const ost::reference::RulesService service(db);
    // "zorglubite" is in no section yet: nothing to correct "zorglubitte" to.
    const auto before = service.answer({"zorglubitte", {}, "fr", 5});
    CHECK_FALSE(before.corrected);
    CHECK(before.hits.empty());
    ost::storage::RulebookRepository books(db.connection());
    ost::NullProgress progress;
    ost::Rulebook book;
    book.system_id = "wme";
    book.lang = "fr";
    book.title = "Maison";
    book.source_file = "maison.txt";
    books.add(book, {{"Zorglubite", "La zorglubite rend les unités folles."}}, progress);
    const auto after = service.answer({"zorglubitte", {}, "fr", 5});
    CHECK(after.corrected);
    CHECK(after.searched == "zorglubite");
    REQUIRE_FALSE(after.hits.empty());
    CHECK(after.hits.front().user);
    CHECK(after.hits.front().snippet.find(ost::kMatchBegin) != std::string::npos);
}
