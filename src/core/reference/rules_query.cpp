// The query builder: a tiny scanner over user text that only ever emits quoted word strings
// joined by FTS5 operators it chose itself.
#include "core/reference/rules_query.h"

#include "core/support/text_fold.h"

#include <vector>

namespace ost::reference {

namespace {
constexpr std::size_t kMaxTerms = 16;
constexpr std::size_t kMaxWordBytes = 64;

struct Item {
    std::vector<std::string> words; ///< folded words
    bool phrase = false;
    bool negated = false;
};

std::string cut(std::string word) {
    if (word.size() <= kMaxWordBytes) {
        return word;
    }
    std::size_t at = 0;
    std::size_t keep = 0;
    while (at < word.size() && at <= kMaxWordBytes) {
        keep = at;
        next_code_point(word, at);
        if (at <= kMaxWordBytes) {
            keep = at;
        }
    }
    word.resize(keep);
    return word;
}

std::vector<std::string> words_of(std::string_view text) {
    std::vector<std::string> out;
    std::size_t from = 0;
    WordSpan w;
    while (next_word(text, from, w)) {
        out.push_back(cut(fold(text.substr(w.begin, w.end - w.begin))));
    }
    return out;
}

std::string term(const Item& item) {
    if (item.phrase && item.words.size() > 1) {
        std::string out = "\"";
        for (std::size_t i = 0; i < item.words.size(); ++i) {
            out += (i ? " " : "") + item.words[i];
        }
        return out + "\"";
    }
    const auto& w = item.words.front();
    if (item.phrase || code_point_count(w) < 2) {
        return "\"" + w + "\"";
    }
    return "(\"" + w + "\" OR \"" + w + "\"*)";
}
} // namespace

std::optional<std::vector<std::string>> plain_query_words(std::string_view text) {
    for (std::size_t at = 0; at < text.size(); ++at) {
        const char c = text[at];
        if (c == '"') {
            return std::nullopt;
        }
        // The same test as build_fts_query's for "-word".
        if (c == '-' && at + 1 < text.size() && text[at + 1] != ' ' &&
            (at == 0 || text[at - 1] == ' ' || text[at - 1] == '\t')) {
            return std::nullopt;
        }
    }
    auto words = words_of(text);
    if (words.size() > kMaxTerms) {
        words.resize(kMaxTerms);
    }
    return words;
}

std::string build_fts_query(std::string_view text) {
    std::vector<Item> items;
    std::size_t at = 0;
    while (at < text.size() && items.size() < kMaxTerms) {
        const char c = text[at];
        const bool negated = c == '-' && at + 1 < text.size() && text[at + 1] != ' ' &&
                             (at == 0 || text[at - 1] == ' ' || text[at - 1] == '\t');
        const std::size_t start = negated ? at + 1 : at;
        if (start < text.size() && text[start] == '"') {
            auto close = text.find('"', start + 1);
            if (close == std::string_view::npos) {
                close = text.size();
            }
            Item item{words_of(text.substr(start + 1, close - start - 1)), true, negated};
            if (!item.words.empty()) {
                items.push_back(std::move(item));
            }
            at = close + 1;
            continue;
        }
        if (negated) {
            // "-word": take the word that follows, up to the next space or quote.
            auto end = text.find_first_of(" \t\"", start);
            if (end == std::string_view::npos) {
                end = text.size();
            }
            for (auto& w : words_of(text.substr(start, end - start))) {
                items.push_back(Item{{std::move(w)}, false, true});
            }
            at = end;
            continue;
        }
        std::size_t from = at;
        WordSpan w;
        const auto space = text.find_first_of(" \t\"", at);
        const auto end = space == std::string_view::npos ? text.size() : space;
        if (end == at) {
            ++at;
            continue;
        }
        const auto chunk = text.substr(0, end);
        while (next_word(chunk, from, w)) {
            items.push_back(Item{{cut(fold(chunk.substr(w.begin, w.end - w.begin)))}, false, false});
        }
        at = end;
    }
    if (items.size() > kMaxTerms) {
        items.resize(kMaxTerms);
    }
    std::string positive;
    std::string negative;
    for (const auto& item : items) {
        auto& out = item.negated ? negative : positive;
        out += (out.empty() ? "" : item.negated ? " OR " : " AND ") + term(item);
    }
    if (positive.empty()) {
        return {};
    }
    if (negative.empty()) {
        return positive;
    }
    return "(" + positive + ") NOT (" + negative + ")";
}

} // namespace ost::reference
