// The vocabulary the rules search corrects typos against, held in memory once per index state,
// and the search for the nearest indexed word that is fast on a million-word rulebook (issue 16).
#pragma once

#include "core/reference/sorted_words.h"
#include "core/storage/rules_repository.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ost::reference {

/// The distance typo correction uses: the restricted Damerau–Levenshtein distance (optimal
/// string alignment: insertions, deletions, substitutions and swaps of two adjacent characters,
/// each costing 1, no character edited twice), over code points. It is what the vocabulary
/// search below can bound while walking shared prefixes.
std::size_t osa_distance(std::string_view a, std::string_view b);

/// The code points of UTF-8 `text` (invalid bytes count one each, as everywhere in search).
std::u32string to_code_points(std::string_view text);

/// osa_distance over code points already decoded, when it is at most `bound`; otherwise
/// `bound + 1` (it stops as soon as every alignment is past the bound). `rows` is scratch space
/// reused between calls, so measuring a query word against a thousand title words allocates
/// nothing (issue 16: the nearest titles of a query with no good match).
std::size_t osa_distance_within(std::u32string_view a, std::u32string_view b, std::size_t bound,
                                std::vector<std::size_t>& rows);

/// The indexed word of at least 3 code points nearest to `word` by osa_distance, at most
/// `max_edits` away, in the union of `lists` (a word in several lists counts the sections of
/// each): the smallest distance, then the most sections, then the first in byte order. Walks
/// the union in byte order as a trie (rows of the distance table shared between words with a
/// common prefix) and skips every word under a prefix already too far, so a query costs far
/// less than one distance per word; the lists are merged as they are walked, never copied
/// (issue 26: building a merged vocabulary of a 1,000,000-word rulebook's 300,000 words was a
/// third of a one-shot search). Null entries and empty lists are ignored.
std::optional<storage::VocabularyTerm> nearest_word(const std::vector<const SortedWords*>& lists,
                                                    std::string_view word, std::size_t max_edits);

/// A sorted vocabulary (folded words and stems, each with the number of sections holding it).
class TypoCorrector final : public SortedWords {
public:
    TypoCorrector() = default;
    /// Merges duplicate words (the same word indexed in both languages adds its counts).
    explicit TypoCorrector(std::vector<storage::VocabularyTerm> terms);

    /// True when an indexed word equals `word` (`prefix` false) or starts with it (`prefix` true).
    bool has(std::string_view word, bool prefix) const;

    /// nearest_word over this vocabulary alone.
    std::optional<storage::VocabularyTerm> nearest(std::string_view word, std::size_t max_edits) const;

    std::size_t size() const { return m_terms.size(); }

    std::size_t word_count() const override { return m_terms.size(); }
    std::string_view word(std::size_t i) const override { return m_terms[i].term; }
    long long word_sections(std::size_t i) const override { return m_terms[i].sections; }

private:
    std::vector<storage::VocabularyTerm> m_terms; ///< sorted by term, unique
};

} // namespace ost::reference
