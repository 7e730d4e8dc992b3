// Nearest-word search over sorted word lists merged as they are walked: an implicit trie walk,
// one row of the optimal-string-alignment table per code point, prefixes past the bound skipped.
#include "core/reference/typo_corrector.h"

#include "core/support/text_fold.h"

#include <algorithm>

namespace ost::reference {

namespace {
std::u32string code_points(std::string_view s) {
    std::u32string out;
    std::size_t at = 0;
    while (at < s.size()) {
        out.push_back(next_code_point(s, at));
    }
    return out;
}

/// Row `d` of the OSA table of `t` (its first d code points) against `q`, from rows d-1, d-2.
void next_row(std::vector<std::vector<std::size_t>>& rows, std::size_t d, const std::u32string& t,
              const std::u32string& q) {
    auto& row = rows[d];
    const auto& up = rows[d - 1];
    row[0] = d;
    for (std::size_t j = 1; j <= q.size(); ++j) {
        row[j] = std::min({up[j] + 1, row[j - 1] + 1, up[j - 1] + (t[d - 1] == q[j - 1] ? 0 : 1)});
        if (d > 1 && j > 1 && t[d - 1] == q[j - 2] && t[d - 2] == q[j - 1]) {
            row[j] = std::min(row[j], rows[d - 2][j - 2] + 1);
        }
    }
}
} // namespace

std::u32string to_code_points(std::string_view text) { return code_points(text); }

std::size_t osa_distance_within(std::u32string_view a, std::u32string_view b, std::size_t bound,
                                std::vector<std::size_t>& rows) {
    const std::size_t n = a.size();
    const std::size_t m = b.size();
    if ((n > m ? n - m : m - n) > bound) {
        return bound + 1;
    }
    const std::size_t width = m + 1;
    rows.assign(3 * width, 0);
    // Rows i-2, i-1 and i of the table, in turn.
    const auto row = [&](std::size_t i) { return rows.data() + (i % 3) * width; };
    for (std::size_t j = 0; j <= m; ++j) {
        row(0)[j] = j;
    }
    for (std::size_t i = 1; i <= n; ++i) {
        auto* cur = row(i);
        const auto* up = row(i - 1);
        const auto* up2 = row(i + 1); // (i - 2) % 3
        cur[0] = i;
        std::size_t smallest = cur[0];
        for (std::size_t j = 1; j <= m; ++j) {
            auto v = std::min({up[j] + 1, cur[j - 1] + 1, up[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                v = std::min(v, up2[j - 2] + 1);
            }
            cur[j] = v;
            smallest = std::min(smallest, v);
        }
        // A swap reaches back two rows: stop once two rows in a row are past the bound.
        if (smallest > bound && i > 1) {
            const auto* prev = up;
            if (*std::min_element(prev, prev + width) > bound) {
                return bound + 1;
            }
        }
    }
    return std::min(row(n)[m], bound + 1);
}

std::size_t osa_distance(std::string_view a, std::string_view b) {
    const auto t = code_points(a);
    const auto q = code_points(b);
    std::vector<std::vector<std::size_t>> rows(t.size() + 1, std::vector<std::size_t>(q.size() + 1));
    for (std::size_t j = 0; j <= q.size(); ++j) {
        rows[0][j] = j;
    }
    for (std::size_t d = 1; d <= t.size(); ++d) {
        next_row(rows, d, t, q);
    }
    return rows[t.size()][q.size()];
}

TypoCorrector::TypoCorrector(std::vector<storage::VocabularyTerm> terms) : m_terms(std::move(terms)) {
    const auto by_term = [](const auto& a, const auto& b) { return a.term < b.term; };
    // Words given in order (RulesSearch merges its indexes' sorted vocabularies) are not sorted
    // again: 300,000 words of a large rulebook took most of a one-shot typo correction.
    if (!std::is_sorted(m_terms.begin(), m_terms.end(), by_term)) {
        std::sort(m_terms.begin(), m_terms.end(), by_term);
    }
    std::vector<storage::VocabularyTerm> merged;
    merged.reserve(m_terms.size());
    for (auto& t : m_terms) {
        if (!merged.empty() && merged.back().term == t.term) {
            merged.back().sections += t.sections;
        } else {
            merged.push_back(std::move(t));
        }
    }
    m_terms = std::move(merged);
}

bool TypoCorrector::has(std::string_view word, bool prefix) const {
    const auto it = std::lower_bound(m_terms.begin(), m_terms.end(), word,
                                     [](const auto& v, std::string_view w) { return v.term < w; });
    return it != m_terms.end() &&
           (prefix ? std::string_view(it->term).substr(0, word.size()) == word : it->term == word);
}

namespace {
/// The union of sorted word lists, walked in byte order without copying it: the current word
/// is the smallest under the lists' cursors (a word in several lists is met once).
class MergedWords {
public:
    explicit MergedWords(const std::vector<const SortedWords*>& lists) {
        for (const auto* list : lists) {
            if (list && list->word_count() > 0) {
                m_cursors.push_back({list, 0, list->word_count(), list->word(0), false});
            }
        }
        settle();
    }
    bool done() const { return m_done; }
    std::string_view current() const { return m_current; }
    /// Sections holding the current word, added over the lists holding it.
    long long sections() const {
        long long out = 0;
        for (const auto& c : m_cursors) {
            out += c.current ? c.list->word_sections(c.at) : 0;
        }
        return out;
    }
    /// Moves past the current word.
    void next() {
        for (auto& c : m_cursors) {
            if (c.current) {
                move(c, c.at + 1);
            }
        }
        settle();
    }
    /// Moves past every word starting with `prefix`, a prefix of the current word.
    void skip(std::string_view prefix) {
        for (auto& c : m_cursors) {
            // The words from the cursor on are not below the current one, so those starting
            // with `prefix` come first. Most skips are short: gallop, then bisect.
            if (c.at >= c.end || !starts_with(c.word, prefix)) {
                continue;
            }
            std::size_t lo = c.at + 1; // [c.at, lo) start with `prefix`
            std::size_t hi = c.end;    // and [hi, end) do not
            for (std::size_t step = 1; lo < hi; step *= 2) {
                const std::size_t probe = std::min(hi, lo + step) - 1;
                if (!starts_with(c.list->word(probe), prefix)) {
                    hi = probe;
                    break;
                }
                lo = probe + 1;
            }
            while (lo < hi) {
                const std::size_t mid = lo + (hi - lo) / 2;
                if (starts_with(c.list->word(mid), prefix)) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            move(c, lo);
        }
        settle();
    }

private:
    struct Cursor {
        const SortedWords* list;
        std::size_t at, end;
        std::string_view word; ///< list->word(at) when at < end
        bool current;          ///< word is the current word
    };
    static void move(Cursor& c, std::size_t at) {
        c.at = at;
        if (at < c.end) {
            c.word = c.list->word(at);
        }
    }
    /// Byte order (std::string_view::compare's) and its prefix test, inline: the words are
    /// short and compared at every step of the walk, where a call to memcmp cost more.
    static int compare(std::string_view a, std::string_view b) {
        const std::size_t n = std::min(a.size(), b.size());
        for (std::size_t i = 0; i < n; ++i) {
            if (a[i] != b[i]) {
                return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[i]) ? -1 : 1;
            }
        }
        return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;
    }
    static bool starts_with(std::string_view word, std::string_view prefix) {
        if (word.size() < prefix.size()) {
            return false;
        }
        for (std::size_t i = prefix.size(); i-- > 0;) { // the last bytes differ first
            if (word[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }
    /// The current word: the smallest under the cursors.
    void settle() {
        const Cursor* smallest = nullptr;
        for (const auto& c : m_cursors) {
            if (c.at < c.end && (!smallest || compare(c.word, smallest->word) < 0)) {
                smallest = &c;
            }
        }
        m_done = smallest == nullptr;
        if (smallest) {
            m_current = smallest->word;
        }
        for (auto& c : m_cursors) {
            c.current = c.at < c.end && (&c == smallest || compare(c.word, m_current) == 0);
        }
    }
    std::vector<Cursor> m_cursors;
    std::string_view m_current;
    bool m_done = true;
};
/// The code points of the words of a walk in byte order, decoded only as far as they are asked
/// for and only past those a word shares with the word before (issue 26: decoding every word
/// whole was a good part of the walk).
class WalkedWord {
public:
    /// Moves to `word`; returns how many of its first code points, at most `keep`, are those of
    /// the word before (they stay decoded).
    std::size_t move_to(std::string_view word, std::size_t keep) {
        std::size_t common = 0;
        const std::size_t shared = std::min(keep, m_points.size());
        if (shared > 0) {
            // Bytes shared with the word before, as far as its kept code points and the three
            // bytes beyond a lead byte that decoding looks at.
            const std::size_t limit = std::min({word.size(), m_word.size(), m_starts[shared] + 3});
            std::size_t same = 0;
            while (same < limit && word[same] == m_word[same]) {
                ++same;
            }
            // A code point is the same when its bytes are, and for a multi-byte one also the
            // bytes decoding looked at (an invalid sequence depends on what follows).
            while (common < shared && m_starts[common + 1] <= same &&
                   (static_cast<unsigned char>(m_word[m_starts[common]]) < 0x80 || m_starts[common] + 4 <= same)) {
                ++common;
            }
        }
        m_points.resize(common);
        m_starts.resize(common + 1);
        m_word = word;
        return common;
    }
    /// True when the word has at least `count` code points (decoding them).
    bool has(std::size_t count) {
        while (m_points.size() < count && m_starts.back() < m_word.size()) {
            std::size_t at = m_starts.back();
            m_points.push_back(next_code_point(m_word, at));
            m_starts.push_back(at);
        }
        return m_points.size() >= count;
    }
    /// The code points decoded so far.
    const std::u32string& points() const { return m_points; }
    /// Byte length of the first `count` decoded code points.
    std::size_t bytes(std::size_t count) const { return m_starts[count]; }

private:
    std::string_view m_word;
    std::u32string m_points;
    std::vector<std::size_t> m_starts{0}; ///< byte offset of each decoded code point, then of the next
};
} // namespace

std::optional<storage::VocabularyTerm> TypoCorrector::nearest(std::string_view word, std::size_t max_edits) const {
    return nearest_word({this}, word, max_edits);
}

std::optional<storage::VocabularyTerm> nearest_word(const std::vector<const SortedWords*>& lists,
                                                    std::string_view word, std::size_t max_edits) {
    const auto q = code_points(word);
    const std::size_t n = q.size();
    // Rows deeper than n + max_edits + 1 are never needed: the walk prunes there.
    const std::size_t depth_cap = n + max_edits + 2;
    std::vector<std::vector<std::size_t>> rows(depth_cap + 1, std::vector<std::size_t>(n + 1));
    std::vector<std::size_t> row_min(depth_cap + 1);
    for (std::size_t j = 0; j <= n; ++j) {
        rows[0][j] = j;
    }
    row_min[0] = 0;
    WalkedWord t;           // the current word, decoded as far as the rows need
    std::size_t valid = 0;  // rows 0..valid are those of the word before
    std::optional<storage::VocabularyTerm> best;
    std::size_t best_distance = max_edits + 1;
    for (MergedWords words(lists); !words.done();) {
        const auto term = words.current();
        const std::size_t common = t.move_to(term, valid);
        std::size_t pruned = 0; // depth at which every longer word is too far
        for (std::size_t d = common + 1; d <= depth_cap && t.has(d); ++d) {
            next_row(rows, d, t.points(), q);
            row_min[d] = *std::min_element(rows[d].begin(), rows[d].end());
            // Row d and the rows after it exceed the bound once row d does and row d-1 is at
            // least the bound (a swap reaches back two rows).
            if (row_min[d] > max_edits && d >= 2 && row_min[d - 1] >= max_edits) {
                pruned = d;
                break;
            }
        }
        if (pruned) {
            valid = pruned;
            // Skip every word starting with the first `pruned` code points of this one.
            words.skip(term.substr(0, t.bytes(pruned)));
            continue;
        }
        const bool too_long = t.has(depth_cap + 1);
        const std::size_t length = t.points().size(); // when not too long
        valid = std::min(length, depth_cap);
        if (!too_long && length >= 3) {
            // Sections are counted only for a word at the best distance so far (ties).
            const auto distance = rows[length][n];
            if (distance < best_distance) {
                best = storage::VocabularyTerm{std::string(term), words.sections()};
                best_distance = distance;
            } else if (distance == best_distance && best) {
                if (const auto sections = words.sections(); sections > best->sections) {
                    best = storage::VocabularyTerm{std::string(term), sections};
                }
            }
        }
        words.next();
    }
    return best;
}

} // namespace ost::reference
