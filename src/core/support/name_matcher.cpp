// NameMatcher: normalised exact matching first, then Damerau–Levenshtein for suggestions.
// Linear scans: the sets matched are tens of entries (units of a list, options of a unit).
#include "core/support/name_matcher.h"

#include "core/support/edit_distance.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <limits>

namespace ost {

std::string NameMatcher::normalise(std::string_view text) {
    const auto folded = fold(text);
    std::string out;
    std::size_t from = 0;
    WordSpan word;
    while (next_word(folded, from, word)) {
        if (!out.empty()) {
            out += ' ';
        }
        out.append(folded, word.begin, word.end - word.begin);
        from = word.end;
    }
    return out;
}

void NameMatcher::add(std::string id, std::vector<std::string> names) {
    Candidate candidate;
    candidate.keys.push_back(normalise(id));
    for (const auto& name : names) {
        candidate.keys.push_back(normalise(name));
    }
    candidate.id = std::move(id);
    m_candidates.push_back(std::move(candidate));
}

std::vector<std::string> NameMatcher::find(std::string_view query) const {
    for (const auto& c : m_candidates) {
        if (c.id == query) {
            return {c.id};
        }
    }
    const auto key = normalise(query);
    std::vector<std::string> out;
    if (key.empty()) {
        return out;
    }
    for (const auto& c : m_candidates) {
        if (std::find(c.keys.begin(), c.keys.end(), key) != c.keys.end()) {
            out.push_back(c.id);
        }
    }
    return out;
}

std::vector<std::string> NameMatcher::nearest(std::string_view query, std::size_t count) const {
    const auto key = normalise(query);
    std::vector<std::pair<std::size_t, std::size_t>> scored; // (distance, candidate index)
    for (std::size_t i = 0; i < m_candidates.size(); ++i) {
        std::size_t best = std::numeric_limits<std::size_t>::max();
        for (const auto& k : m_candidates[i].keys) {
            best = std::min(best, edit_distance(key, k));
        }
        scored.emplace_back(best, i);
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<std::string> out;
    for (std::size_t k = 0; k < scored.size() && out.size() < count; ++k) {
        out.push_back(m_candidates[scored[k].second].id);
    }
    return out;
}

} // namespace ost
