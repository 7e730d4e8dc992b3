// Damerau–Levenshtein distance between UTF-8 strings and "nearest candidates" built on it.
// Shared by the CLI's "did you mean …?" and, later, typo tolerance in the rules search.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

/// The (unrestricted) Damerau–Levenshtein distance between `a` and `b`: the fewest insertions,
/// deletions, substitutions and swaps of two adjacent characters turning one into the other,
/// each costing 1. Counted over code points, so "é" → "e" is one edit, not two bytes (invalid
/// UTF-8 bytes count one each). Exact comparison: fold() both sides for accent- and
/// case-insensitive distances. O(|a|·|b|) time and memory: meant for names, not documents.
std::size_t edit_distance(std::string_view a, std::string_view b);

/// The candidates nearest to `query` by edit_distance(), at most `count` of them, nearest
/// first (ties keep the candidates' order), leaving out those farther than `max_distance`.
/// Used for "did you mean …?" over command and option names, where a far guess misleads.
std::vector<std::string> nearest(std::string_view query, const std::vector<std::string>& candidates,
                                 std::size_t count, std::size_t max_distance);

} // namespace ost
