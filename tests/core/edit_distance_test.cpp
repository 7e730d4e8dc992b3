// Tests of the Damerau–Levenshtein distance (support) against hand-worked values and against
// an independent breadth-first search over every edit sequence on a small alphabet.
#include "core/support/edit_distance.h"

#include <catch2/catch.hpp>

#include <map>
#include <queue>
#include <set>
#include <string>
#include <vector>

using ost::edit_distance;

TEST_CASE("edit_distance: hand-worked values", "[edit_distance]") {
    CHECK(edit_distance("", "") == 0);
    CHECK(edit_distance("", "abc") == 3);
    CHECK(edit_distance("abc", "") == 3);
    CHECK(edit_distance("roster", "roster") == 0);
    CHECK(edit_distance("kitten", "sitting") == 3); // k→s, e→i, +g
    CHECK(edit_distance("roster", "rotser") == 1);  // one swap of adjacent letters
    CHECK(edit_distance("rooster", "roster") == 1); // one deletion
    // Unrestricted Damerau–Levenshtein: "ca" → "ac" (swap) → "abc" (insertion) = 2, where the
    // restricted (optimal string alignment) variant says 3.
    CHECK(edit_distance("ca", "abc") == 2);
    CHECK(edit_distance("crossbowmen", "crosbowmen") == 1);
}

TEST_CASE("edit_distance counts code points, not bytes", "[edit_distance]") {
    CHECK(edit_distance("é", "e") == 1); // 2 bytes vs 1 byte: still one substitution
    CHECK(edit_distance("arbalétriers", "arbaletriers") == 1);
    CHECK(edit_distance("Œ", "") == 1);
    CHECK(edit_distance("éa", "aé") == 1); // a swap of two code points, one of them 2 bytes
}

namespace {
/// Every string one edit away from `s` over `alphabet`, no longer than `max_length`.
std::vector<std::string> neighbours(const std::string& s, const std::string& alphabet,
                                    std::size_t max_length) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        out.push_back(s.substr(0, i) + s.substr(i + 1)); // deletion
        for (const char c : alphabet) {
            auto t = s;
            t[i] = c; // substitution
            out.push_back(t);
        }
        if (i + 1 < s.size()) {
            auto t = s;
            std::swap(t[i], t[i + 1]); // adjacent swap
            out.push_back(t);
        }
    }
    if (s.size() < max_length) {
        for (std::size_t i = 0; i <= s.size(); ++i) {
            for (const char c : alphabet) {
                out.push_back(s.substr(0, i) + c + s.substr(i)); // insertion
            }
        }
    }
    return out;
}

/// Shortest number of edits from `from` to every string reachable within `max_length`.
std::map<std::string, std::size_t> bfs(const std::string& from, const std::string& alphabet,
                                       std::size_t max_length) {
    std::map<std::string, std::size_t> seen{{from, 0}};
    std::queue<std::string> queue;
    queue.push(from);
    while (!queue.empty()) {
        const auto s = queue.front();
        queue.pop();
        for (const auto& t : neighbours(s, alphabet, max_length)) {
            if (seen.emplace(t, seen[s] + 1).second) {
                queue.push(t);
            }
        }
    }
    return seen;
}

void all_strings(const std::string& alphabet, std::size_t max_length, std::string prefix,
                 std::vector<std::string>& out) {
    out.push_back(prefix);
    if (prefix.size() == max_length) {
        return;
    }
    for (const char c : alphabet) {
        all_strings(alphabet, max_length, prefix + c, out);
    }
}
} // namespace

TEST_CASE("edit_distance equals the fewest edits found by exhaustive search", "[edit_distance]") {
    // Every pair of strings of length <= 4 over {a, b, c} (121 strings, 14641 pairs); the search
    // may pass through strings one longer than the inputs.
    const std::string alphabet = "abc";
    std::vector<std::string> strings;
    all_strings(alphabet, 4, "", strings);
    REQUIRE(strings.size() == 121);
    std::size_t compared = 0;
    for (const auto& a : strings) {
        const auto distances = bfs(a, alphabet, 5);
        for (const auto& b : strings) {
            INFO(a << " → " << b);
            REQUIRE(edit_distance(a, b) == distances.at(b));
            ++compared;
        }
    }
    CHECK(compared == 121 * 121);
}

TEST_CASE("nearest: closest first, ties in order, far ones left out", "[edit_distance]") {
    const std::vector<std::string> commands{"systems", "lists", "roster", "rules", "paths"};
    CHECK(ost::nearest("rooster", commands, 1, 2) == std::vector<std::string>{"roster"});
    CHECK(ost::nearest("rule", commands, 3, 2) == std::vector<std::string>{"rules"}); // roster: 4
    CHECK(ost::nearest("lost", {"list", "lust", "last", "lost"}, 3, 1) ==
          std::vector<std::string>{"lost", "list", "lust"}); // 0, then ties at 1 in order
    CHECK(ost::nearest("frobnicate", commands, 3, 2).empty());
    CHECK(ost::nearest("lsits", commands, 3, 1) == std::vector<std::string>{"lists"});
}
