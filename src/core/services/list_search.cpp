// Accent-insensitive matching of army-list names for the browser (see list_search.h).
// Uses the rules search folding so "Éléphants" and "elephants" meet the same way everywhere.
#include "core/services/list_search.h"

#include "core/support/text_fold.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string_view>

namespace ost {

namespace {
std::vector<std::string> folded_words(const std::string& text) {
    const auto folded = ost::fold(text);
    std::vector<std::string> words;
    std::size_t at = 0;
    ost::WordSpan span;
    while (ost::next_word(folded, at, span)) {
        words.push_back(folded.substr(span.begin, span.end - span.begin));
        at = span.end;
    }
    return words;
}

/// The number asked for: digits, optionally after "#", "n°", "no", "no." (spaces allowed).
std::optional<int> number_query(std::string text) {
    text.erase(
        std::remove_if(text.begin(), text.end(), [](unsigned char c) { return std::isspace(c); }),
        text.end());
    for (const std::string_view prefix : {"#", "n\xc2\xb0", "no.", "no", "n"}) {
        if (text.rfind(prefix, 0) == 0 && text.size() > prefix.size()) {
            text.erase(0, prefix.size());
            break;
        }
    }
    if (text.empty() || text.size() > 6 ||
        !std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); })) {
        return std::nullopt;
    }
    return std::stoi(text);
}
} // namespace

bool list_matches(const ArmyListSummary& list, const std::string& text) {
    if (const auto number = number_query(text)) {
        return list.number == *number;
    }
    const auto wanted = folded_words(text);
    if (wanted.empty()) {
        return true;
    }
    std::vector<std::string> words = folded_words(list.name.fr);
    for (const auto& source : {list.name.en, list.id}) {
        const auto more = folded_words(source);
        words.insert(words.end(), more.begin(), more.end());
    }
    return std::all_of(wanted.begin(), wanted.end(), [&](const std::string& w) {
        return std::any_of(words.begin(), words.end(),
                           [&](const std::string& word) { return word.rfind(w, 0) == 0; });
    });
}

bool list_available_in(const ArmyListSummary& list, int year) {
    return (!list.date_from || year >= *list.date_from) && (!list.date_to || year <= *list.date_to);
}

std::vector<ArmyListSummary> filter_lists(const std::vector<ArmyListSummary>& lists,
                                          const std::string& text) {
    std::vector<ArmyListSummary> out;
    std::copy_if(lists.begin(), lists.end(), std::back_inserter(out),
                 [&](const ArmyListSummary& l) { return list_matches(l, text); });
    return out;
}

} // namespace ost
