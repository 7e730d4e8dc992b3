// Damerau–Levenshtein (Lowrance–Wagner) over code points; "nearest" sorts candidates by it.
// Small inputs only (names typed by a user), so a full table is simplest and fast enough.
#include "core/support/edit_distance.h"

#include "core/support/text_fold.h"

#include <algorithm>
#include <map>

namespace ost {

namespace {
std::u32string code_points(std::string_view text) {
    std::u32string out;
    std::size_t at = 0;
    while (at < text.size()) {
        out.push_back(next_code_point(text, at));
    }
    return out;
}
} // namespace

std::size_t edit_distance(std::string_view a_text, std::string_view b_text) {
    const auto a = code_points(a_text);
    const auto b = code_points(b_text);
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    const std::size_t infinity = n + m;
    const std::size_t width = m + 2;
    // d[(i + 1) * width + (j + 1)] is the distance between a[0, i) and b[0, j); row and column 0
    // hold "infinity" so a swap reaching before the start never wins.
    std::vector<std::size_t> d((n + 2) * width, 0);
    auto at = [&](std::size_t i, std::size_t j) -> std::size_t& { return d[i * width + j]; };
    at(0, 0) = infinity;
    for (std::size_t i = 0; i <= n; ++i) {
        at(i + 1, 0) = infinity;
        at(i + 1, 1) = i;
    }
    for (std::size_t j = 0; j <= m; ++j) {
        at(0, j + 1) = infinity;
        at(1, j + 1) = j;
    }
    std::map<char32_t, std::size_t> last_row; // last row (1-based) where a character of a was seen
    for (std::size_t i = 1; i <= n; ++i) {
        std::size_t last_match_column = 0;
        for (std::size_t j = 1; j <= m; ++j) {
            const auto found = last_row.find(b[j - 1]);
            const std::size_t i1 = found == last_row.end() ? 0 : found->second;
            const std::size_t j1 = last_match_column;
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            if (cost == 0) {
                last_match_column = j;
            }
            at(i + 1, j + 1) = std::min({at(i, j) + cost,   // substitution (or match)
                                         at(i + 1, j) + 1,  // insertion
                                         at(i, j + 1) + 1,  // deletion
                                         at(i1, j1) + (i - i1 - 1) + 1 + (j - j1 - 1)}); // swap
        }
        last_row[a[i - 1]] = i;
    }
    return at(n + 1, m + 1);
}

std::vector<std::string> nearest(std::string_view query, const std::vector<std::string>& candidates,
                                 std::size_t count, std::size_t max_distance) {
    std::vector<std::pair<std::size_t, std::size_t>> scored; // (distance, index)
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const auto distance = edit_distance(query, candidates[i]);
        if (distance <= max_distance) {
            scored.emplace_back(distance, i);
        }
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string> out;
    for (std::size_t k = 0; k < scored.size() && k < count; ++k) {
        out.push_back(candidates[scored[k].second]);
    }
    return out;
}

} // namespace ost
