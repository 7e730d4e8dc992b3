// Turns whatever a user types into a safe FTS5 query for the "ost" tokenizer: words match by
// stem or as a prefix (search as you type), "quoted text" is a phrase, -word excludes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ost::reference {

/// Builds an FTS5 MATCH expression from free user text. Never fails and never yields a syntax
/// error: every word is emitted as a double-quoted FTS5 string built only from word characters,
/// so quotes, `*`, `-`, `(`, `NEAR`, `AND`/`OR`/`NOT` typed by the user are plain text.
/// - a word w becomes ("w" OR "w"*): its stem, or any word starting with it (as typed,
///   accent-folded); one-letter words match exactly;
/// - "several words" in double quotes is a phrase (an unclosed quote runs to the end);
/// - a word or phrase preceded by "-" is excluded, when something else is searched;
/// - at most 16 terms are kept, each cut to 64 bytes.
/// Returns an empty string when the text holds no word (then there is nothing to search).
std::string build_fts_query(std::string_view user_text);

/// The folded words of `user_text` when build_fts_query makes of it only plain words joined by
/// AND (no "quoted phrase", no -word): the words in order, each cut to 64 bytes, at most 16.
/// std::nullopt otherwise. The in-memory search (search_index.h) answers these queries; the
/// others go to FTS5.
std::optional<std::vector<std::string>> plain_query_words(std::string_view user_text);

} // namespace ost::reference
