// libstemmer wrapper: creation by language and stemming of one word.
// The caller folds accents first, so "déroute" and "deroute" share a stem.
#include "core/support/stemmer.h"

#include "core/support/error.h"

#include <libstemmer.h>

namespace ost {

Stemmer::Stemmer(std::string_view lang)
    : m_stemmer(sb_stemmer_new(lang == "fr" ? "french" : "english", "UTF_8")) {
    if (!m_stemmer) {
        throw InternalError(TR_("The word stemmer for {0} is not available.").arg(std::string(lang)));
    }
}

Stemmer::~Stemmer() { sb_stemmer_delete(m_stemmer); }

std::string Stemmer::stem(std::string_view word) {
    if (word.size() > 64 || word.size() < 3) {
        return std::string(word);
    }
    const auto* out = sb_stemmer_stem(m_stemmer, reinterpret_cast<const sb_symbol*>(word.data()),
                                      static_cast<int>(word.size()));
    if (!out) {
        return std::string(word);
    }
    return std::string(reinterpret_cast<const char*>(out),
                       static_cast<std::size_t>(sb_stemmer_length(m_stemmer)));
}

} // namespace ost
