// Accent and case folding of UTF-8 text and the word splitting shared by the search tokenizer,
// the query builder and the glossary linker, so index and query always agree.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ost {

/// One word found in a text: its byte range in the original text.
struct WordSpan {
    std::size_t begin = 0;
    std::size_t end = 0;
};

/// Decodes the UTF-8 code point at `text[at]`, advancing `at`. Invalid bytes decode to
/// U+FFFD one byte at a time, so any input is walkable.
char32_t next_code_point(std::string_view text, std::size_t& at);

/// True for characters that belong to words: ASCII letters and digits, Latin letters with
/// diacritics, and letters of other scripts. Apostrophes, dashes and punctuation split words.
bool is_word_code_point(char32_t c);

/// Lower-cases and strips diacritics ("Déroute" → "deroute", "Œuvre" → "oeuvre"), so
/// unaccented user input meets accented text. Non-word characters are kept as they are.
std::string fold(std::string_view text);

/// Finds the next word at or after `from`; returns false when there is none.
bool next_word(std::string_view text, std::size_t& from, WordSpan& word);

/// Number of code points in `text` (invalid bytes count one each).
std::size_t code_point_count(std::string_view text);

} // namespace ost
