// The FTS5 query builder: what it emits for words, prefixes, phrases, exclusions, and that
// operators or punctuation typed by a user never reach FTS5 as syntax.
#include "core/reference/rules_query.h"

#include <catch2/catch.hpp>

#include <string>

using ost::reference::build_fts_query;

TEST_CASE("query builder turns words into stem-or-prefix terms", "[rules][query]") {
    CHECK(build_fts_query("deroute") == "(\"deroute\" OR \"deroute\"*)");
    CHECK(build_fts_query("  Déroute  ") == "(\"deroute\" OR \"deroute\"*)");
    CHECK(build_fts_query("elephant fury") ==
          "(\"elephant\" OR \"elephant\"*) AND (\"fury\" OR \"fury\"*)");
    // One-letter words match exactly (a prefix of one letter would match half the book).
    CHECK(build_fts_query("a") == "\"a\"");
}

TEST_CASE("query builder keeps phrases and exclusions", "[rules][query]") {
    CHECK(build_fts_query("\"Elephant Fury\"") == "\"elephant fury\"");
    CHECK(build_fts_query("\"unclosed phrase") == "\"unclosed phrase\"");
    CHECK(build_fts_query("rout -elephant") ==
          "((\"rout\" OR \"rout\"*)) NOT ((\"elephant\" OR \"elephant\"*))");
    // An exclusion alone searches nothing.
    CHECK(build_fts_query("-elephant").empty());
    // A dash inside a word splits it, it does not exclude.
    CHECK(build_fts_query("drive-back") ==
          "(\"drive\" OR \"drive\"*) AND (\"back\" OR \"back\"*)");
}

TEST_CASE("query builder treats operators and punctuation as text", "[rules][query]") {
    CHECK(build_fts_query("NEAR") == "(\"near\" OR \"near\"*)");
    CHECK(build_fts_query("a OR b") == "\"a\" AND (\"or\" OR \"or\"*) AND \"b\"");
    CHECK(build_fts_query("char*ge") == "(\"char\" OR \"char\"*) AND (\"ge\" OR \"ge\"*)");
    CHECK(build_fts_query("title:charge") ==
          "(\"title\" OR \"title\"*) AND (\"charge\" OR \"charge\"*)");
    for (const char* empty : {"", " ", "\"", "\"\"", "*", "-", "--", "()", "^", ":", "'"}) {
        INFO(empty);
        CHECK(build_fts_query(empty).empty());
    }
    // Whatever comes out holds no quote except the ones the builder placed around words.
    const auto q = build_fts_query("a\"b c\" \"d'e");
    CHECK(q.find("'") == std::string::npos);
}

TEST_CASE("query builder bounds its output", "[rules][query]") {
    std::string many;
    for (int i = 0; i < 100; ++i) {
        many += "word" + std::to_string(i) + " ";
    }
    const auto q = build_fts_query(many);
    CHECK(q.find("word15") != std::string::npos);
    CHECK(q.find("word16") == std::string::npos);
    const auto longword = build_fts_query(std::string(1000, 'x'));
    CHECK(longword.size() < 200);
}
