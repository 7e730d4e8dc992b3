// The rules search's stored indexes (issue 26): build-db's copy of the digest's and the cache
// files of the user's rulebooks answer exactly as the indexes rebuilt from FTS5 (same hits, order,
// scores, snippets); a damaged, stale or foreign copy is never used, and is rebuilt.
#include "bundled_reference.h"
#include "generated_rulebook.h"

#include "core/reference/rules_service.h"
#include "core/reference/search_index.h"
#include "core/reference/stored_index.h"
#include "core/storage/rules_repository.h"
#include "core/storage/search_index_cache.h"
#include "core/storage/user_database.h"
#include "core/support/content_hash.h"

#include <SQLiteCpp/Database.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using ost::reference::IndexOrigin;
using ost::reference::QueryWord;
using ost::reference::SearchIndex;

namespace {
struct TempDir {
    explicit TempDir(const std::string& name)
        : path(fs::temp_directory_path() / ("ost-test-stored-index-" + name + "-" + std::to_string(::getpid()))) {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    fs::path path;
};

std::string bytes_of(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

void write(const fs::path& file, const std::string& bytes) { std::ofstream(file, std::ios::binary) << bytes; }

void add_rulebook(ost::storage::UserDatabase& db, unsigned seed = 11) {
    ost::test::add_generated_rulebook(db, {{"unit", "charge", "charges", "charging", "rout", "pursuit", "flank",
                                             "the", "of", "command", "commander", "elephant", "shooting",
                                             "range", "light", "infantry", "hill", "wood"},
                                            seed, 80, 300, 3, 15});
}

/// Every query of the search tests' query set (search_cases.tsv) and of the benchmarks' lists.
std::vector<std::string> queries() {
    std::vector<std::string> out;
    std::ifstream in(std::string(OST_SOURCE_DIR) + "/tests/rules/search_cases.tsv");
    REQUIRE(in);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line[0] != '#') {
            out.push_back(line.substr(0, line.find('\t')));
        }
    }
    // tests/bench/rules_search_bench.cpp: every prefix typed, then whole queries.
    for (const std::string phrase :
         {"deroute", "charge", "chrage", "elefant", "poursuitte", "break point", "command", "seuil de deroute",
          "light infantry", "ZdC", "shooting range", "cohesion", "terrain", "pursuit", "flank attack",
          "elephant fury", "mouvement", "general", "tir", "LI", "combat result", "contre-charge", "rout",
          "commandement", "hills and woods"}) {
        for (std::size_t n = 1; n <= phrase.size(); ++n) {
            out.push_back(phrase.substr(0, n));
        }
    }
    for (const char* q : {"\"elephant fury\"", "rout -elephant", "la", "unit", "the", "NEAR(", "charg*", "zzqqxx",
                          "sectoin", "flnak"}) {
        out.emplace_back(q);
    }
    return out;
}

/// Everything a front end shows of an answer, scores to the last bit.
std::string describe(const ost::reference::RulesAnswer& a) {
    std::ostringstream out;
    out.precision(17);
    out << a.searched << '|' << a.corrected << '|' << a.good_match << '|';
    for (const auto& n : a.nearest) {
        out << n << ',';
    }
    for (const auto& h : a.hits) {
        out << '\n'
            << h.key << '|' << h.user << '|' << h.system_id << '|' << h.lang << '|' << h.title << '|'
            << h.rulebook_title << '|' << h.page << '|' << h.row << '|' << h.score << '|' << h.snippet;
    }
    return out.str();
}

/// The reference DB `source` without build-db's stored index: searches rebuild it from FTS5.
fs::path without_stored_index(const fs::path& source, const fs::path& dir) {
    const auto bare = dir / "bare-reference.sqlite";
    fs::copy_file(source, bare, fs::copy_options::overwrite_existing);
    SQLite::Database db(bare.string(), SQLite::OPEN_READWRITE);
    db.exec("DELETE FROM search_index");
    return bare;
}

SearchIndex tiny_index() {
    SearchIndex index({10.0, 1.0});
    index.add("charge", 3, 0, 0);
    index.add("charge", 3, 1, 4);
    index.add("charge", 7, 1, 0);
    index.add("rout", 7, 1, 1);
    index.add("unit", 3, 1, 2);
    index.finish();
    return index;
}
} // namespace

TEST_CASE("stored indexes answer exactly as indexes rebuilt from FTS5", "[rules][search][stored-index]") {
    const TempDir dir("same");
    const auto full = ost::test::bundled_reference();
    const auto bare = without_stored_index(full, dir.path);
    const auto user = dir.path / "user.sqlite";
    {
        ost::storage::UserDatabase db(user, full);
        add_rulebook(db);
    }
    const ost::storage::SearchIndexCache cache(user, true);
    REQUIRE_FALSE(fs::exists(cache.file("en")));
    std::vector<std::string> rebuilt;
    const auto all = queries();
    REQUIRE(all.size() > 250);
    const std::vector<std::pair<std::string, std::string>> options{{"", ""}, {"fr", ""}, {"en", "wme"}};
    {
        // Nothing stored: the digest from FTS5 (no copy in this reference DB), the rulebook too.
        ost::storage::UserDatabase db(user, bare);
        const ost::storage::RulesRepository repo(db.connection(), true, db.statements());
        IndexOrigin origin = IndexOrigin::Stored;
        (void)ost::reference::load_reference_index(repo, "fr", &origin);
        CHECK(origin == IndexOrigin::Rebuilt);
        const ost::reference::RulesService service(db);
        for (const auto& q : all) {
            for (const auto& [lang, system] : options) {
                rebuilt.push_back(describe(service.answer({q, system, lang, 20})));
            }
        }
    }
    // The first search wrote the rulebook's cache (English only: the book is English).
    CHECK(fs::exists(cache.file("en")));
    CHECK_FALSE(fs::exists(cache.file("fr")));
    {
        ost::storage::UserDatabase db(user, full);
        const ost::storage::RulesRepository repo(db.connection(), true, db.statements());
        for (const std::string lang : {"fr", "en"}) {
            IndexOrigin origin = IndexOrigin::Rebuilt;
            (void)ost::reference::load_reference_index(repo, lang, &origin);
            CHECK(origin == IndexOrigin::Stored);
        }
        IndexOrigin origin = IndexOrigin::Rebuilt;
        (void)ost::reference::load_user_index(repo, cache, "en", &origin);
        CHECK(origin == IndexOrigin::Stored);
        const ost::reference::RulesService service(db);
        std::size_t i = 0;
        std::size_t hits = 0;
        for (const auto& q : all) {
            for (const auto& [lang, system] : options) {
                INFO(q << " lang=" << lang << " system=" << system);
                const auto stored = describe(service.answer({q, system, lang, 20}));
                hits += static_cast<std::size_t>(std::count(stored.begin(), stored.end(), '\n'));
                REQUIRE(stored == rebuilt[i++]);
            }
        }
        CHECK(hits > 5000); // the comparison is over real answers, not empty lists
    }
}

TEST_CASE("build-db stores the digest's index exactly as FTS5 gives it", "[rules][search][stored-index]") {
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    const ost::storage::RulesRepository repo(db.connection(), true, db.statements());
    for (const std::string lang : {"fr", "en"}) {
        const auto stored = repo.stored_reference_index(lang);
        REQUIRE_FALSE(stored.empty());
        CHECK(stored == ost::reference::reference_index_bytes(repo, lang));
        CHECK(stored == ost::reference::build_index(repo, lang, false).to_bytes(repo.index_state(lang, false)));
    }
}

TEST_CASE("a damaged, stale or foreign cache is ignored and rebuilt, never trusted", "[rules][search][stored-index]") {
    const TempDir dir("damaged");
    const auto user = dir.path / "user.sqlite";
    ost::storage::UserDatabase db(user, ost::test::bundled_reference());
    add_rulebook(db);
    const ost::storage::RulesRepository repo(db.connection(), true, db.statements());
    const ost::storage::SearchIndexCache cache(user, true);
    const auto file = cache.file("en");
    const auto fresh = ost::reference::build_index(repo, "en", true);
    const auto good = fresh.to_bytes(repo.index_state("en", true));
    const auto load = [&] {
        IndexOrigin origin = IndexOrigin::Stored;
        const auto index = ost::reference::load_user_index(repo, cache, "en", &origin);
        if (fs::is_regular_file(file)) {
            CHECK(index.to_bytes(repo.index_state("en", true)) == bytes_of(file)); // what is on disk now
        }
        return std::make_pair(origin, index.search({QueryWord{"charg", "charg"}}, ~0U, 1000, [](long long) {
            return true;
        }).size());
    };
    const auto expected = fresh.search({QueryWord{"charg", "charg"}}, ~0U, 1000, [](long long) { return true; }).size();
    REQUIRE(expected > 10);
    CHECK(load() == std::make_pair(IndexOrigin::Rebuilt, expected)); // no cache yet
    CHECK(bytes_of(file) == good);
    CHECK(load() == std::make_pair(IndexOrigin::Stored, expected));

    std::vector<std::pair<std::string, std::string>> damaged{
        {"empty", ""},
        {"cut in half", good.substr(0, good.size() / 2)},
        {"last byte gone", good.substr(0, good.size() - 1)},
        {"a byte more", good + "x"},
        {"text", "not an index at all"},
        {"the French index's bytes", ost::reference::build_index(repo, "fr", false).to_bytes(repo.index_state("fr", false))},
    };
    for (const std::size_t at : {std::size_t{0}, std::size_t{9}, std::size_t{20}, std::size_t{80}, good.size() / 3,
                                 good.size() / 2, good.size() - 9, good.size() - 1}) {
        auto flipped = good;
        flipped[at] = static_cast<char>(flipped[at] ^ 0x10);
        damaged.emplace_back("a bit flipped at " + std::to_string(at), flipped);
    }
    for (const auto& [what, bytes] : damaged) {
        INFO(what);
        write(file, bytes);
        CHECK(load() == std::make_pair(IndexOrigin::Rebuilt, expected));
        CHECK(bytes_of(file) == good); // rebuilt and written again
    }
    // Something else in the cache's place: never read, never waited on.
    fs::remove(file);
    fs::create_directory(file);
    CHECK(load().first == IndexOrigin::Rebuilt);
    fs::remove(file);
    REQUIRE(::mkfifo(file.c_str(), 0600) == 0);
    CHECK(cache.read("en").empty());
    fs::remove(file);

    // Stale: another rulebook imported since the cache was written.
    CHECK(load().first == IndexOrigin::Rebuilt);
    const auto before = bytes_of(file);
    add_rulebook(db, 12);
    CHECK(load().first == IndexOrigin::Rebuilt);
    CHECK(bytes_of(file) != before);
    CHECK(load().first == IndexOrigin::Stored);
}

TEST_CASE("a cache file is read mapped: its bytes exactly, or nothing", "[rules][search][stored-index]") {
    const TempDir dir("mapped");
    const ost::storage::SearchIndexCache cache(dir.path / "user.sqlite", true);
    int calls = 0;
    std::string seen;
    const auto read = [&] {
        return cache.read("en", [&](std::string_view bytes) {
            ++calls;
            seen.assign(bytes);
        });
    };
    CHECK_FALSE(read()); // no file yet
    std::string bytes(70000, '\0');
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        bytes[i] = static_cast<char>(i * 7 % 251);
    }
    REQUIRE(cache.write("en", bytes));
    CHECK(read());
    CHECK(seen == bytes);
    CHECK(cache.read("en") == bytes);
    CHECK_FALSE(cache.read("fr", [&](std::string_view) { ++calls; })); // the other language's file
    write(cache.file("en"), "");
    CHECK_FALSE(read()); // empty: nothing to map
    fs::remove(cache.file("en"));
    fs::create_directory(cache.file("en"));
    CHECK_FALSE(read());
    fs::remove(cache.file("en"));
    REQUIRE(::mkfifo(cache.file("en").c_str(), 0600) == 0);
    CHECK_FALSE(read()); // never waited on
    fs::remove(cache.file("en"));
    CHECK(calls == 1); // the one read that found a file
    // What the reader throws reaches the caller (and the mapping is released).
    REQUIRE(cache.write("en", bytes));
    CHECK_THROWS_AS(cache.read("en", [](std::string_view) { throw std::runtime_error("reader failed"); }),
                    std::runtime_error);
    CHECK(read());
}

TEST_CASE("the cache of a database opened read-only or in memory is never written", "[rules][search][stored-index]") {
    const TempDir dir("readonly");
    const auto user = dir.path / "user.sqlite";
    const ost::storage::SearchIndexCache read_only(user, false);
    CHECK_FALSE(read_only.write("en", "bytes"));
    CHECK_FALSE(fs::exists(read_only.file("en")));
    const ost::storage::SearchIndexCache memory(":memory:", true);
    CHECK(memory.file("en").empty());
    CHECK_FALSE(memory.write("en", "bytes"));
    CHECK(memory.read("en").empty());
    // A folder the user cannot write: no cache, no error.
    const ost::storage::SearchIndexCache nowhere(dir.path / "missing-folder" / "user.sqlite", true);
    CHECK_FALSE(nowhere.write("en", "bytes"));
}

TEST_CASE("an index's bytes: a round trip gives the same index, any damage is refused", "[rules][search][stored-index]") {
    const auto index = tiny_index();
    const auto bytes = index.to_bytes("state");
    const auto back = SearchIndex::from_bytes(bytes, "state", {10.0, 1.0});
    REQUIRE(back);
    CHECK(back->to_bytes("state") == bytes);
    const auto all = [](long long) { return true; };
    for (const std::string word : {"charge", "ch", "rout", "unit", "zz"}) {
        const std::vector<QueryWord> q{{word, word}};
        const auto a = index.search(q, ~0U, 10, all);
        const auto b = back->search(q, ~0U, 10, all);
        REQUIRE(a.size() == b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            CHECK(a[i].row == b[i].row);
            CHECK(a[i].score == b[i].score);
            CHECK(index.instances(q, a[i].row, 1) == back->instances(q, a[i].row, 1));
        }
    }
    CHECK(back->column_size(3, 1) == 5);
    CHECK_FALSE(SearchIndex::from_bytes(bytes, "other state", {10.0, 1.0}));
    // Every byte changed, every length cut: refused (the checksum, then the checks behind it).
    for (std::size_t at = 0; at < bytes.size(); ++at) {
        auto changed = bytes;
        changed[at] = static_cast<char>(changed[at] + 1);
        INFO("byte " << at);
        CHECK_FALSE(SearchIndex::from_bytes(changed, "state", {10.0, 1.0}));
        CHECK_FALSE(SearchIndex::from_bytes(std::string_view(bytes).substr(0, at), "state", {10.0, 1.0}));
    }
    // Bytes whose checksum is right but whose content is not consistent: refused by the checks.
    const auto sealed = [](std::string body) {
        const auto h = ost::content_hash(body);
        body.append(reinterpret_cast<const char*>(&h), sizeof h);
        return body;
    };
    const auto body = bytes.substr(0, bytes.size() - 8);
    CHECK(SearchIndex::from_bytes(sealed(body), "state", {10.0, 1.0})); // the seal as the writer does it
    for (std::size_t at = 72; at < body.size(); ++at) {
        auto changed = body;
        changed[at] = static_cast<char>(changed[at] ^ 0x7f);
        INFO("byte " << at);
        const auto decoded = SearchIndex::from_bytes(sealed(changed), "state", {10.0, 1.0});
        // Accepted only when still consistent: then it writes back byte for byte what it read.
        if (decoded) {
            CHECK(decoded->to_bytes("state") == sealed(changed));
        }
    }
}

TEST_CASE("the fuzz corpus of stored indexes holds valid indexes", "[rules][search][stored-index]") {
    // tests/fuzz/corpus/search_index: indexes without their checksum (the harness seals them),
    // so the fuzzer starts from bytes that pass every check.
    const fs::path corpus = fs::path(OST_SOURCE_DIR) / "tests" / "fuzz" / "corpus" / "search_index";
    for (const std::string name : {"tiny.bin", "empty.bin", "four_columns.bin"}) {
        INFO(name);
        auto bytes = bytes_of(corpus / name);
        const auto h = ost::content_hash(bytes);
        bytes.append(reinterpret_cast<const char*>(&h), sizeof h);
        const auto index = SearchIndex::from_bytes(bytes, "", {10.0, 1.0});
        REQUIRE(index);
        CHECK(index->to_bytes("") == bytes);
    }
    CHECK(bytes_of(corpus / "tiny.bin") + [] {
        const auto all = tiny_index().to_bytes("");
        return all.substr(all.size() - 8);
    }() == tiny_index().to_bytes(""));
}
