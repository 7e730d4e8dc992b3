// SearchIndex to and from bytes (issue 26): a header, the index's arrays as they are in memory,
// a checksum. Reading checks the checksum, then every size and reference: the bytes may be damaged.
#include "core/reference/search_index.h"

#include "core/support/content_hash.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <type_traits>

namespace ost::reference {

namespace {
constexpr char kMagic[8] = {'O', 'S', 'T', 'S', 'I', 'D', 'X', '\n'};
/// Bumped whenever the layout below or what the index holds changes: an older copy is rebuilt.
constexpr std::uint32_t kFormat = 1;
/// Written as is: read back as another number on a machine of the other byte order.
constexpr std::uint32_t kByteOrder = 0x01020304;
/// Bounds on what a copy may claim, far above a 20 MiB rulebook's index (about 4 million
/// tokens), so that a damaged size never makes the reader allocate gigabytes.
constexpr std::uint64_t kMaxCount = std::uint64_t{1} << 26;
constexpr std::uint64_t kMaxSource = std::uint64_t{1} << 20;
constexpr std::uint32_t kColumnBits = 6;
constexpr std::uint64_t kMaxColumns = std::uint64_t{1} << kColumnBits;

struct Header {
    char magic[8];
    std::uint32_t format;
    std::uint32_t byte_order;
    std::uint64_t source, terms, text, postings, offsets, docs, columns;
};
static_assert(std::is_trivially_copyable_v<Header> && sizeof(Header) == 72);

template <typename T>
void put(std::string& out, const std::vector<T>& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    out.append(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
}

/// Reads `count` items into `v` from `bytes` at `at`; false when `bytes` is too short.
template <typename T>
bool take(std::string_view bytes, std::size_t& at, std::uint64_t count, std::vector<T>& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    const std::uint64_t size = count * sizeof(T); // count <= kMaxCount: no overflow
    if (size > bytes.size() - at) {
        return false;
    }
    v.resize(static_cast<std::size_t>(count));
    if (size > 0) {
        std::memcpy(v.data(), bytes.data() + at, static_cast<std::size_t>(size));
    }
    at += static_cast<std::size_t>(size);
    return true;
}

/// True when `at` is a valid boundary list of a `total`-long array: 0 first, never
/// decreasing, `total` last.
bool boundaries(const std::vector<std::uint32_t>& at, std::uint64_t total) {
    if (at.empty() || at.front() != 0 || at.back() != total) {
        return false;
    }
    for (std::size_t i = 1; i < at.size(); ++i) {
        if (at[i] < at[i - 1]) {
            return false;
        }
    }
    return true;
}
} // namespace

std::string SearchIndex::to_bytes(std::string_view source) const {
    Header h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    h.format = kFormat;
    h.byte_order = kByteOrder;
    h.source = source.size();
    h.terms = term_count();
    h.text = m_term_text.size();
    h.postings = m_postings.size();
    h.offsets = 0;
    for (const auto& p : m_postings) {
        h.offsets += p.count;
    }
    h.docs = m_rows.size();
    h.columns = m_columns;
    std::string out(reinterpret_cast<const char*>(&h), sizeof h);
    out.append(source);
    put(out, m_term_at);
    out.append(m_term_text);
    // An index never finished has no end mark: write the one finish() would add.
    auto begin = m_term_begin;
    if (begin.size() == term_count()) {
        begin.push_back(static_cast<std::uint32_t>(m_postings.size()));
    }
    put(out, begin);
    // A posting as two numbers, its doc and column packed in one (docs < 2^26, columns <= 64);
    // its positions follow those of the posting before, so `first` is not written.
    std::vector<std::uint32_t> postings;
    std::vector<std::uint32_t> offsets;
    postings.reserve(2 * m_postings.size());
    offsets.reserve(m_offsets.size());
    for (const auto& p : m_postings) {
        postings.push_back(p.doc << kColumnBits | p.column);
        postings.push_back(p.count);
        offsets.insert(offsets.end(), m_offsets.begin() + p.first, m_offsets.begin() + p.first + p.count);
    }
    put(out, postings);
    put(out, offsets);
    put(out, m_rows);
    put(out, m_column_length);
    // Last, the checksum of everything before it: a changed byte anywhere is seen.
    const std::uint64_t sum = content_hash(out);
    out.append(reinterpret_cast<const char*>(&sum), sizeof sum);
    return out;
}

std::optional<SearchIndex> SearchIndex::from_bytes(std::string_view bytes, std::string_view source,
                                                   std::vector<double> weights) {
    Header h{};
    std::uint64_t sum = 0;
    if (bytes.size() < sizeof h + sizeof sum) {
        return std::nullopt;
    }
    std::memcpy(&sum, bytes.data() + bytes.size() - sizeof sum, sizeof sum);
    bytes.remove_suffix(sizeof sum);
    if (content_hash(bytes) != sum) {
        return std::nullopt;
    }
    std::memcpy(&h, bytes.data(), sizeof h);
    if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0 || h.format != kFormat || h.byte_order != kByteOrder ||
        h.source != source.size() || h.source > kMaxSource || h.terms >= kMaxCount || h.text > kMaxCount ||
        h.postings > kMaxCount || h.offsets > kMaxCount || h.docs > kMaxCount || h.columns == 0 ||
        h.columns > kMaxColumns || h.docs * h.columns > kMaxCount) {
        return std::nullopt;
    }
    std::size_t at = sizeof h;
    if (bytes.substr(at, source.size()) != source) {
        return std::nullopt;
    }
    at += source.size();
    SearchIndex index(std::move(weights));
    index.m_columns = static_cast<std::size_t>(h.columns);
    if (!take(bytes, at, h.terms + 1, index.m_term_at) || h.text > bytes.size() - at) {
        return std::nullopt;
    }
    index.m_term_text.assign(bytes.substr(at, static_cast<std::size_t>(h.text)));
    at += static_cast<std::size_t>(h.text);
    if (!take(bytes, at, h.terms + 1, index.m_term_begin) || 8 * h.postings > bytes.size() - at) {
        return std::nullopt;
    }
    const auto postings = bytes.substr(at, static_cast<std::size_t>(8 * h.postings)); // read below
    at += postings.size();
    if (!take(bytes, at, h.offsets, index.m_offsets) || !take(bytes, at, h.docs, index.m_rows) ||
        !take(bytes, at, h.docs * h.columns, index.m_column_length) || at != bytes.size()) {
        return std::nullopt;
    }
    // Each posting's positions follow the previous one's: `first` is their running count.
    // (reserve, not resize: filling 10 MB with zeros first was a fifth of loading a 1,000,000-word
    // rulebook's index).
    index.m_postings.reserve(static_cast<std::size_t>(h.postings));
    std::uint64_t first = 0;
    for (std::size_t p = 0; p < h.postings; ++p) {
        std::uint32_t pair[2];
        std::memcpy(pair, postings.data() + 8 * p, sizeof pair);
        index.m_postings.push_back({pair[0] >> kColumnBits, pair[0] & static_cast<std::uint32_t>(kMaxColumns - 1),
                                    static_cast<std::uint32_t>(std::min<std::uint64_t>(first, h.offsets)), pair[1]});
        first += pair[1];
    }
    if (first != h.offsets || !index.consistent()) {
        return std::nullopt;
    }
    index.index_docs();
    if (index.m_doc_by_row.size() != index.m_rows.size()) {
        return std::nullopt; // a row given twice
    }
    return index;
}

bool SearchIndex::consistent() const {
    const std::size_t terms = term_count();
    if (!boundaries(m_term_at, m_term_text.size()) || !boundaries(m_term_begin, m_postings.size())) {
        return false;
    }
    // Words strictly ascending (the searches bisect them), none empty.
    for (std::size_t i = 0; i < terms; ++i) {
        if (term(i).empty() || (i > 0 && !(term(i - 1) < term(i)))) {
            return false;
        }
    }
    // Postings: a doc and column in range, positions inside the array; within a word, by
    // ascending row (instances() bisects them). A position past its column's length is not
    // looked for (a million reads for a large rulebook): snippets never read past the text.
    for (std::size_t t = 0; t < terms; ++t) {
        for (auto p = m_term_begin[t]; p < m_term_begin[t + 1]; ++p) {
            const auto& post = m_postings[p];
            if (post.doc >= m_rows.size() || post.column >= m_columns || post.count == 0 ||
                post.first > m_offsets.size() || post.count > m_offsets.size() - post.first) {
                return false;
            }
            if (p > m_term_begin[t] && m_rows[m_postings[p - 1].doc] > m_rows[post.doc]) {
                return false;
            }
        }
    }
    // Positions are read as ints, and snippets count tokens on from them: a stored position past
    // 2^30 (far beyond any rulebook the importer accepts) is damage (found by fuzz.search_index).
    for (const std::uint32_t o : m_offsets) {
        if (o >= (1U << 30)) {
            return false;
        }
    }
    // A column holds at most INT32_MAX tokens (column_size is an int), a doc's sum fits 32 bits.
    for (std::size_t d = 0; d < m_rows.size(); ++d) {
        std::uint64_t sum = 0;
        for (std::size_t c = 0; c < m_columns; ++c) {
            sum += m_column_length[d * m_columns + c];
        }
        if (sum > static_cast<std::uint64_t>(std::numeric_limits<std::int32_t>::max())) {
            return false;
        }
    }
    return true;
}

} // namespace ost::reference
