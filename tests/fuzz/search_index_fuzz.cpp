// Fuzz target: the bytes of a stored search index (issue 26: the cache files beside the user DB
// are files the user could damage). The input is the index without its last 8 bytes, the
// checksum, which the harness appends (content_hash) so that the checks behind it are reached;
// the raw input is tried too. Accepted bytes must write back identically and search, list
// instances, cut snippets, give the vocabulary and correct typos against its words without
// crashing; any exception aborts.
#include "core/reference/search_index.h"
#include "core/reference/typo_corrector.h"
#include "core/support/content_hash.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace {
void exercise(const ost::reference::SearchIndex& index) {
    const auto all = [](long long) { return true; };
    const auto odd = [](long long row) { return row % 2 != 0; };
    std::vector<std::string> words{"a", "ch", "charge", "rout", "zz"};
    for (const auto& v : index.vocabulary()) {
        if (words.size() >= 12) {
            break;
        }
        words.push_back(v.term);
    }
    for (const auto& w : words) {
        const std::vector<ost::reference::QueryWord> q{{w, w}, {w.substr(0, 1), w}};
        for (const unsigned columns : {~0U, 1U, 2U}) {
            for (const auto& m : index.search(q, columns, 20, all)) {
                for (int column = -1; column < 5; ++column) {
                    const auto inst = index.instances(q, m.row, column);
                    (void)ost::reference::snippet_of("Une charge. The unit routs: charge again, rout.", inst,
                                                     index.column_size(m.row, column));
                }
            }
            (void)index.search(q, columns, 3, odd);
        }
        (void)index.has(w, true);
        (void)index.has(w, false);
        // The typo correction walks the index's own words (issue 26), whatever bytes they hold.
        (void)ost::reference::nearest_word({&index, &index}, w + "x", 2);
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string raw(reinterpret_cast<const char*>(data), size);
    try {
        const std::string sealed = [&] {
            std::string out = raw;
            const auto h = ost::content_hash(raw);
            out.append(reinterpret_cast<const char*>(&h), sizeof h);
            return out;
        }();
        for (const std::string* bytes : {&sealed, &raw}) {
            const auto index = ost::reference::SearchIndex::from_bytes(*bytes, "", {10.0, 1.0});
            if (!index) {
                continue;
            }
            if (index->to_bytes("") != *bytes) {
                std::abort(); // accepted bytes are exactly what the index writes
            }
            exercise(*index);
        }
    } catch (...) {
        std::abort(); // damaged bytes are refused, never thrown on
    }
    return 0;
}
