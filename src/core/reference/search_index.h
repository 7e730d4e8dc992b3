// One full-text index (the digest or the user's rulebooks, one language) held in memory: words,
// their rows, columns and positions, searched and ranked by bm25 without SQL (issue 16), and
// its compact binary form, kept so that a one-shot search need not rebuild it (issue 26).
#pragma once

#include "core/reference/sorted_words.h"
#include "core/storage/rules_repository.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace ost {
class Stemmer;
}

namespace ost::reference {

/// What one query word matches, the way build_fts_query asks FTS5: the word's stem exactly
/// (`"w"`), and, for two code points or more, any indexed word starting with it (`"w"*`).
struct QueryWord {
    std::string folded; ///< the word as typed, folded
    std::string stem;   ///< its stem in the index's language
};

/// A row found, with its bm25 score as FTS5 gives it (negative, lower is better).
struct IndexMatch {
    long long row = 0;
    double score = 0;
};

/// The tokens of an FTS5 index as `fts5vocab` lists them, kept sorted by word with, for each
/// word, the rows, columns and positions holding it. Issue 16: reading a prefix query's
/// doclists and computing bm25 in SQLite cost 0.5–1 ms a query on a 100,000-word rulebook;
/// the same work over these arrays costs a few microseconds per row matched. Its sorted words
/// are what typo correction walks (SortedWords).
class SearchIndex final : public SortedWords {
public:
    /// `weights`: bm25 weight of each column (FTS5's bm25(table, w0, w1, …)).
    explicit SearchIndex(std::vector<double> weights = {});

    /// Adds one token; words must come in sorted order, rows ascending within a word (the
    /// order of `fts5vocab` instance rows). Call finish() once after the last.
    void add(std::string_view term, long long row, int column, int offset);
    void finish();

    /// Rows holding every word of `words` in a column of `columns` (a bit per column), best
    /// first, at most `limit`, those for which `keep(row)` is false left out. The score is
    /// FTS5's bm25 (k1 1.2, b 0.75) over the query's phrases ("w" and "w"* for each word), the
    /// one difference being that a position matching "w"* through both a word and its stem
    /// counts twice (FTS5 counts it once); ties go to the lower row.
    template <typename Keep>
    std::vector<IndexMatch> search(const std::vector<QueryWord>& words, unsigned columns, int limit,
                                   const Keep& keep) const {
        std::vector<IndexMatch> all = matches(words, columns);
        std::vector<IndexMatch> kept;
        for (const auto& m : all) {
            if (keep(m.row)) {
                kept.push_back(m);
            }
        }
        return best(std::move(kept), limit);
    }

    /// The phrase instances of `words` in `row`'s `column`, as FTS5's xInst lists them: token
    /// position and phrase (2·i for word i's "w", 2·i+1 for its "w"*), by position then phrase.
    std::vector<std::pair<int, int>> instances(const std::vector<QueryWord>& words, long long row,
                                               int column) const;

    /// Every word of the index with the number of rows holding it (for typo correction).
    std::vector<storage::VocabularyTerm> vocabulary() const;
    /// True when an indexed word equals `word` (`prefix` false) or starts with it (`prefix`
    /// true): TypoCorrector::has over this index's words, without building the corrector.
    bool has(std::string_view word, bool prefix) const;

    std::size_t word_count() const override { return term_count(); }
    std::string_view word(std::size_t i) const override { return term(i); }
    /// Rows holding word `i` (its postings' distinct docs).
    long long word_sections(std::size_t i) const override;

    bool empty() const { return term_count() == 0; }

    /// Number of tokens in `row`'s `column` (-1 for a row not in the index).
    int column_size(long long row, int column) const;

    /// The index as bytes (search_index_codec.cpp: a versioned header, then its arrays as they
    /// are in memory), tagged with `source`: what the index was read from (the FTS5 state, see
    /// RulesRepository::index_state), so that a copy of another state is never used.
    std::string to_bytes(std::string_view source) const;
    /// The index `bytes` hold when they are whole, of this format and this machine's byte
    /// order, tagged with `source`, and consistent (sizes within bounds, words sorted, every
    /// reference in range, rows ascending within a word): an index searching exactly as the one
    /// written. Anything else (a damaged or stale copy: it is a file the user could change)
    /// gives nullopt and the caller rebuilds. `weights` as for the constructor.
    static std::optional<SearchIndex> from_bytes(std::string_view bytes, std::string_view source,
                                                 std::vector<double> weights);

private:
    struct Posting {
        std::uint32_t doc;    ///< index into m_rows
        std::uint32_t column;
        std::uint32_t first;  ///< first of its positions in m_offsets
        std::uint32_t count;
    };
    std::vector<IndexMatch> matches(const std::vector<QueryWord>& words, unsigned columns) const;
    static std::vector<IndexMatch> best(std::vector<IndexMatch> all, int limit);
    /// Terms [begin, end) an FTS5 prefix query "w"* reads.
    std::pair<std::size_t, std::size_t> prefix_range(std::string_view prefix) const;
    std::size_t exact(std::string_view term) const;
    /// First term not less than `word` (term_count() when none).
    std::size_t lower_bound(std::string_view word) const;
    std::uint32_t doc_of(long long row);
    /// Makes room for column `column` in every doc's lengths.
    void widen(std::size_t columns);
    /// m_length, m_average and m_doc_by_row from m_rows and m_column_length.
    void index_docs();
    /// True when the arrays read by from_bytes can be searched: see there.
    bool consistent() const;
    std::size_t term_count() const { return m_term_at.size() - 1; }
    std::string_view term(std::size_t i) const {
        return std::string_view(m_term_text).substr(m_term_at[i], m_term_at[i + 1] - m_term_at[i]);
    }

    std::vector<double> m_weights;
    std::string m_term_text;                 ///< every word, in byte order, one after the other
    std::vector<std::uint32_t> m_term_at{0}; ///< word i: m_term_text [m_term_at[i], m_term_at[i+1])
    std::vector<std::uint32_t> m_term_begin; ///< postings of term i: [m_term_begin[i], m_term_begin[i+1])
    std::vector<Posting> m_postings;
    std::vector<std::uint32_t> m_offsets;
    std::vector<long long> m_rows;        ///< rows, by doc
    std::vector<std::uint32_t> m_length;  ///< tokens of each doc, all columns (bm25's D)
    std::size_t m_columns = 1;            ///< columns of m_column_length
    std::vector<std::uint32_t> m_column_length; ///< by doc then column: [doc * m_columns + column]
    double m_average = 0;                 ///< mean of m_length (bm25's avgdl)
    std::unordered_map<long long, std::uint32_t> m_doc_by_row;
};

/// The body extract shown under a hit, chosen and cut as FTS5's snippet(…, 14) does from the
/// phrase `instances` (see SearchIndex::instances): the window of `tokens` tokens scoring best
/// (1000 for each phrase's first instance, 1 for each repeat; a window starting a sentence
/// gets 100 more, the body's start 120), moved so its matches sit in its middle; matches
/// between kMatchBegin and kMatchEnd, "…" where text was cut. No instance: the first tokens.
/// `size`: the body's number of tokens when known (the index has it), else -1.
std::string snippet_of(std::string_view body, const std::vector<std::pair<int, int>>& instances,
                       int size = -1, int tokens = 14);

} // namespace ost::reference
