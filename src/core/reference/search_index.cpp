// In-memory full-text index: the FTS5 query semantics of build_fts_query's plain words ("w" OR
// "w"*, all words required, column filters) and FTS5's bm25 formula, over sorted arrays.
#include "core/reference/search_index.h"

#include "core/model/rule_hit.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>

namespace ost::reference {

SearchIndex::SearchIndex(std::vector<double> weights)
    : m_weights(std::move(weights)), m_columns(std::max<std::size_t>(m_weights.size(), 1)) {}

std::uint32_t SearchIndex::doc_of(long long row) {
    const auto [it, added] = m_doc_by_row.emplace(row, static_cast<std::uint32_t>(m_rows.size()));
    if (added) {
        m_rows.push_back(row);
        m_column_length.resize(m_column_length.size() + m_columns, 0);
    }
    return it->second;
}

void SearchIndex::widen(std::size_t columns) {
    std::vector<std::uint32_t> wider(m_rows.size() * columns, 0);
    for (std::size_t d = 0; d < m_rows.size(); ++d) {
        std::copy_n(m_column_length.begin() + static_cast<std::ptrdiff_t>(d * m_columns), m_columns,
                    wider.begin() + static_cast<std::ptrdiff_t>(d * columns));
    }
    m_column_length = std::move(wider);
    m_columns = columns;
}

void SearchIndex::add(std::string_view term, long long row, int column, int offset) {
    if (column < 0) {
        return;
    }
    if (empty() || this->term(term_count() - 1) != term) {
        m_term_text.append(term);
        m_term_at.push_back(static_cast<std::uint32_t>(m_term_text.size()));
        m_term_begin.push_back(static_cast<std::uint32_t>(m_postings.size()));
    }
    const auto doc = doc_of(row);
    const auto col = static_cast<std::uint32_t>(column);
    if (col >= m_columns) {
        widen(col + 1);
    }
    auto& length = m_column_length[doc * m_columns + col];
    length = std::max(length, static_cast<std::uint32_t>(offset) + 1);
    const bool same = m_postings.size() > m_term_begin.back() && m_postings.back().doc == doc &&
                      m_postings.back().column == col;
    if (!same) {
        m_postings.push_back({doc, col, static_cast<std::uint32_t>(m_offsets.size()), 0});
    }
    m_offsets.push_back(static_cast<std::uint32_t>(offset));
    ++m_postings.back().count;
}

void SearchIndex::index_docs() {
    m_length.assign(m_rows.size(), 0);
    m_doc_by_row.clear();
    m_doc_by_row.reserve(m_rows.size());
    double total = 0;
    for (std::size_t d = 0; d < m_rows.size(); ++d) {
        std::uint32_t length = 0;
        for (std::size_t c = 0; c < m_columns; ++c) {
            length += m_column_length[d * m_columns + c];
        }
        m_length[d] = length;
        total += length;
        m_doc_by_row.emplace(m_rows[d], static_cast<std::uint32_t>(d));
    }
    m_average = m_rows.empty() ? 0 : total / static_cast<double>(m_rows.size());
}

void SearchIndex::finish() {
    m_term_begin.push_back(static_cast<std::uint32_t>(m_postings.size()));
    index_docs();
    // fts5vocab lists words in byte order; the searches below rely on it.
    const std::size_t n = term_count();
    bool sorted = true;
    for (std::size_t i = 1; i < n && sorted; ++i) {
        sorted = !(term(i) < term(i - 1));
    }
    if (!sorted) {
        std::vector<std::size_t> order(n);
        for (std::size_t i = 0; i < order.size(); ++i) {
            order[i] = i;
        }
        std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return term(a) < term(b); });
        std::string text;
        std::vector<std::uint32_t> at{0};
        std::vector<std::uint32_t> begin;
        std::vector<Posting> postings;
        for (const auto i : order) {
            if (at.size() > 1 && std::string_view(text).substr(at[at.size() - 2]) == term(i)) {
                // The same word given twice: its postings follow the first ones.
            } else {
                text.append(term(i));
                at.push_back(static_cast<std::uint32_t>(text.size()));
                begin.push_back(static_cast<std::uint32_t>(postings.size()));
            }
            postings.insert(postings.end(), m_postings.begin() + m_term_begin[i],
                            m_postings.begin() + m_term_begin[i + 1]);
        }
        begin.push_back(static_cast<std::uint32_t>(postings.size()));
        m_term_text = std::move(text);
        m_term_at = std::move(at);
        m_term_begin = std::move(begin);
        m_postings = std::move(postings);
    }
}

std::size_t SearchIndex::lower_bound(std::string_view word) const {
    std::size_t lo = 0;
    std::size_t hi = term_count();
    while (lo < hi) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (term(mid) < word) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo;
}

std::pair<std::size_t, std::size_t> SearchIndex::prefix_range(std::string_view prefix) const {
    const std::size_t first = lower_bound(prefix);
    // Words starting with `prefix` are contiguous from `first`; find their end by bisection.
    std::size_t lo = first;
    std::size_t hi = term_count();
    while (lo < hi) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (term(mid).substr(0, prefix.size()) == prefix) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return {first, lo};
}

std::size_t SearchIndex::exact(std::string_view term) const {
    const std::size_t at = lower_bound(term);
    return at < term_count() && this->term(at) == term ? at : term_count();
}

bool SearchIndex::has(std::string_view word, bool prefix) const {
    const std::size_t at = lower_bound(word);
    return at < term_count() && (prefix ? term(at).substr(0, word.size()) == word : term(at) == word);
}

namespace {
/// FTS5's bm25 term for one phrase: idf · f(k1+1) / (f + k1(1 − b + b·D/avgdl)).
double bm25(double idf, double f, double length, double average) {
    constexpr double k1 = 1.2;
    constexpr double b = 0.75;
    return idf * (f * (k1 + 1)) / (f + k1 * (1 - b + b * length / average));
}

/// FTS5's idf: log((N − n + 0.5) / (n + 0.5)), at least 1e-6.
double idf(std::size_t rows, std::size_t hits) {
    const double v = std::log((static_cast<double>(rows) - static_cast<double>(hits) + 0.5) /
                              (static_cast<double>(hits) + 0.5));
    return v <= 0 ? 1e-6 : v;
}
} // namespace

std::vector<IndexMatch> SearchIndex::matches(const std::vector<QueryWord>& words, unsigned columns) const {
    std::vector<IndexMatch> out;
    const std::size_t docs = m_rows.size();
    if (words.empty() || docs == 0) {
        return out;
    }
    std::vector<double> score(docs, 0.0);
    std::vector<std::uint16_t> found(docs, 0);
    std::vector<double> exact_f(docs, 0.0);
    std::vector<double> prefix_f(docs, 0.0);
    std::vector<std::uint32_t> touched;
    const auto weight = [&](std::uint32_t c) { return c < m_weights.size() ? m_weights[c] : 1.0; };
    const auto gather = [&](std::size_t term, std::vector<double>& f) {
        for (auto p = m_term_begin[term]; p < m_term_begin[term + 1]; ++p) {
            const auto& posting = m_postings[p];
            if (((columns >> posting.column) & 1U) == 0) {
                continue;
            }
            if (exact_f[posting.doc] == 0 && prefix_f[posting.doc] == 0) {
                touched.push_back(posting.doc);
            }
            f[posting.doc] += weight(posting.column) * posting.count;
        }
    };
    for (std::size_t w = 0; w < words.size(); ++w) {
        const auto& word = words[w];
        touched.clear();
        if (const auto t = exact(word.stem); t < term_count()) {
            gather(t, exact_f);
        }
        if (code_point_count(word.folded) >= 2) {
            const auto [begin, end] = prefix_range(word.folded);
            for (auto t = begin; t < end; ++t) {
                gather(t, prefix_f);
            }
        }
        std::size_t exact_hits = 0;
        std::size_t prefix_hits = 0;
        for (const auto d : touched) {
            exact_hits += exact_f[d] > 0 ? 1 : 0;
            prefix_hits += prefix_f[d] > 0 ? 1 : 0;
        }
        const double exact_idf = idf(docs, exact_hits);
        const double prefix_idf = idf(docs, prefix_hits);
        for (const auto d : touched) {
            // Only a row holding every earlier word can still match them all.
            if (found[d] == w) {
                double s = 0;
                if (exact_f[d] > 0) {
                    s += bm25(exact_idf, exact_f[d], m_length[d], m_average);
                }
                if (prefix_f[d] > 0) {
                    s += bm25(prefix_idf, prefix_f[d], m_length[d], m_average);
                }
                score[d] += s;
                ++found[d];
            }
            exact_f[d] = 0;
            prefix_f[d] = 0;
        }
    }
    for (std::size_t d = 0; d < docs; ++d) {
        if (found[d] == words.size()) {
            out.push_back({m_rows[d], -score[d]});
        }
    }
    return out;
}

std::vector<IndexMatch> SearchIndex::best(std::vector<IndexMatch> all, int limit) {
    const auto better = [](const IndexMatch& a, const IndexMatch& b) {
        return a.score < b.score || (a.score == b.score && a.row < b.row);
    };
    const auto keep = std::min(all.size(), static_cast<std::size_t>(std::max(limit, 0)));
    std::partial_sort(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(keep), all.end(), better);
    all.resize(keep);
    return all;
}

std::vector<std::pair<int, int>> SearchIndex::instances(const std::vector<QueryWord>& words,
                                                        long long row, int column) const {
    std::vector<std::pair<int, int>> out;
    const auto doc = m_doc_by_row.find(row);
    if (doc == m_doc_by_row.end()) {
        return out;
    }
    const auto collect = [&](std::size_t term, int phrase) {
        // Postings of a word are in ascending row order.
        const auto begin = m_postings.begin() + m_term_begin[term];
        const auto end = m_postings.begin() + m_term_begin[term + 1];
        auto it = std::lower_bound(begin, end, row, [&](const Posting& p, long long r) { return m_rows[p.doc] < r; });
        for (; it != end && it->doc == doc->second; ++it) {
            if (it->column == static_cast<std::uint32_t>(column)) {
                for (std::uint32_t i = 0; i < it->count; ++i) {
                    out.emplace_back(static_cast<int>(m_offsets[it->first + i]), phrase);
                }
            }
        }
    };
    for (std::size_t w = 0; w < words.size(); ++w) {
        const int phrase = static_cast<int>(2 * w);
        if (const auto t = exact(words[w].stem); t < term_count()) {
            collect(t, phrase);
        }
        if (code_point_count(words[w].folded) >= 2) {
            const auto [begin, end] = prefix_range(words[w].folded);
            for (auto t = begin; t < end; ++t) {
                collect(t, phrase + 1);
            }
        }
    }
    // A position reached through a word and its stem is one instance of the prefix phrase.
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

int SearchIndex::column_size(long long row, int column) const {
    const auto doc = m_doc_by_row.find(row);
    if (doc == m_doc_by_row.end() || column < 0) {
        return -1;
    }
    const auto c = static_cast<std::size_t>(column);
    return c < m_columns ? static_cast<int>(m_column_length[doc->second * m_columns + c]) : 0;
}

long long SearchIndex::word_sections(std::size_t i) const {
    long long rows = 0;
    std::uint32_t last = UINT32_MAX;
    for (auto p = m_term_begin[i]; p < m_term_begin[i + 1]; ++p) {
        if (m_postings[p].doc != last) {
            ++rows;
            last = m_postings[p].doc;
        }
    }
    return rows;
}

std::vector<storage::VocabularyTerm> SearchIndex::vocabulary() const {
    std::vector<storage::VocabularyTerm> out;
    out.reserve(term_count());
    for (std::size_t t = 0; t < term_count(); ++t) {
        out.push_back({std::string(term(t)), word_sections(t)});
    }
    return out;
}

std::string snippet_of(std::string_view body, const std::vector<std::pair<int, int>>& instances, int size,
                       int tokens) {
    // Every token's bytes, and the tokens starting a sentence (the first one, and one after
    // "." or ":" and white space), as FTS5's sentence finder sees them; read only as far as
    // the instances and the window need (issue 16: cutting 20 snippets read 20 whole bodies).
    std::vector<WordSpan> spans;
    std::vector<int> sentences;
    std::size_t from = 0;
    const auto read_to = [&](int token) {
        WordSpan w;
        while (static_cast<int>(spans.size()) <= token && next_word(body, from, w)) {
            if (spans.empty()) {
                sentences.push_back(0);
            } else {
                std::size_t i = w.begin;
                char c = 0;
                while (i > 0) {
                    c = body[i - 1];
                    if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                        break;
                    }
                    --i;
                }
                if (i != w.begin && (c == '.' || c == ':')) {
                    sentences.push_back(static_cast<int>(spans.size()));
                }
            }
            spans.push_back(w);
        }
    };
    if (size < 0) {
        read_to(INT32_MAX);
        size = static_cast<int>(spans.size());
    }
    int phrases = 0;
    for (const auto& [at, phrase] : instances) {
        phrases = std::max(phrases, phrase + 1);
    }
    std::vector<char> seen(static_cast<std::size_t>(phrases));
    // FTS5's fts5SnippetScore: the window [start, start + tokens) and where to move it.
    const auto score = [&](int start, int* moved) {
        std::fill(seen.begin(), seen.end(), 0);
        int total = 0;
        int first = -1;
        int last = 0;
        for (const auto& [at, phrase] : instances) {
            if (at >= start && at < start + tokens) {
                total += seen[static_cast<std::size_t>(phrase)] ? 1 : 1000;
                seen[static_cast<std::size_t>(phrase)] = 1;
                if (first < 0) {
                    first = at;
                }
                last = at + 1;
            }
        }
        if (moved) {
            int adjusted = first - (tokens - (last - first)) / 2;
            if (adjusted + tokens > size) {
                adjusted = size - tokens;
            }
            *moved = std::max(adjusted, 0);
        }
        return total;
    };
    int best = 0;
    int best_start = 0;
    for (const auto& [at, phrase] : instances) {
        if (at >= size) {
            continue;
        }
        read_to(at);
        int moved = 0;
        if (const int s = score(at, &moved); s > best) {
            best = s;
            best_start = moved;
        }
        if (!sentences.empty() && size > tokens) {
            std::size_t j = 0;
            while (j + 1 < sentences.size() && sentences[j + 1] <= at) {
                ++j;
            }
            if (sentences[j] < at) {
                const int s = score(sentences[j], nullptr) + (sentences[j] == 0 ? 120 : 100);
                if (s > best) {
                    best = s;
                    best_start = sentences[j];
                }
            }
        }
    }
    std::string out;
    read_to(best_start + tokens - 1);
    const int end = std::min(static_cast<int>(spans.size()), best_start + tokens);
    if (best_start >= end) {
        return out;
    }
    out += best_start > 0 ? "…" : "";
    std::size_t copied = best_start > 0 ? spans[static_cast<std::size_t>(best_start)].begin : 0;
    auto match = instances.begin();
    for (int n = best_start; n < end; ++n) {
        const auto& w = spans[static_cast<std::size_t>(n)];
        while (match != instances.end() && match->first < n) {
            ++match;
        }
        out.append(body.substr(copied, w.begin - copied));
        const auto word = body.substr(w.begin, w.end - w.begin);
        if (match != instances.end() && match->first == n) {
            out += kMatchBegin;
            out.append(word);
            out += kMatchEnd;
        } else {
            out.append(word);
        }
        copied = w.end;
    }
    // The window reaching the body's last token takes the text after it too (FTS5 does).
    if (best_start + tokens - 1 >= size - 1) {
        out.append(body.substr(copied));
    } else {
        out += "…";
    }
    return out;
}

} // namespace ost::reference
