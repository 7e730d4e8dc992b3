// A sorted list of distinct indexed words with the number of sections holding each: what typo
// correction walks, whether a search index's own word list or a vocabulary built in memory.
#pragma once

#include <cstddef>
#include <string_view>

namespace ost::reference {

/// Words in strictly ascending byte order, each with its count of sections. Issue 26: the typo
/// correction walks the search indexes' word lists where they are (nearest_word in
/// typo_corrector.h) instead of copying 300,000 words of a large rulebook into one vocabulary.
class SortedWords {
public:
    /// Number of words.
    virtual std::size_t word_count() const = 0;
    /// Word `i` (< word_count()); word(i) < word(i + 1).
    virtual std::string_view word(std::size_t i) const = 0;
    /// Number of sections (rows) holding word `i`.
    virtual long long word_sections(std::size_t i) const = 0;

protected:
    SortedWords() = default;
    SortedWords(const SortedWords&) = default;
    SortedWords(SortedWords&&) = default;
    SortedWords& operator=(const SortedWords&) = default;
    SortedWords& operator=(SortedWords&&) = default;
    ~SortedWords() = default;
};

} // namespace ost::reference
