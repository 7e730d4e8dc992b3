// Snowball stemming (libstemmer) of folded words for French and English search.
// One Stemmer per tokenizer instance: libstemmer objects are not thread-safe.
#pragma once

#include <memory>
#include <string>
#include <string_view>

struct sb_stemmer;

namespace ost {

class Stemmer {
public:
    /// `lang` is "fr" or "en"; anything else stems as English. Throws InternalError when
    /// libstemmer lacks the algorithm.
    explicit Stemmer(std::string_view lang);
    ~Stemmer();
    Stemmer(const Stemmer&) = delete;
    Stemmer& operator=(const Stemmer&) = delete;

    /// The stem of one folded (lower-case, unaccented) word ("charges" → "charg").
    /// Words longer than 64 bytes are returned unchanged.
    std::string stem(std::string_view folded_word);

private:
    sb_stemmer* m_stemmer = nullptr;
};

} // namespace ost
