// Implementation of the deferred-translation Text type.
// Rendering substitutes positional placeholders after translating the pattern.
#include "core/support/text.h"

#include "core/support/translator.h"

#include <cstdio>

namespace ost {

Text::Text(std::string msgid) : m_kind(Kind::Msgid), m_msgid(std::move(msgid)) {}

Text::Text(std::string singular, std::string plural, long long count)
    : m_kind(Kind::Plural), m_msgid(std::move(singular)), m_plural(std::move(plural)),
      m_count(count) {}

Text Text::verbatim(std::string value) {
    Text t;
    t.m_kind = Kind::Verbatim;
    t.m_msgid = std::move(value);
    return t;
}

Text Text::localized(std::string fr, std::string en) {
    Text t;
    t.m_kind = Kind::Localized;
    t.m_msgid = std::move(en);
    t.m_fr = std::move(fr);
    return t;
}

Text& Text::arg(const Text& value) {
    m_args.push_back(value);
    return *this;
}
Text& Text::arg(std::string value) { return arg(Text::verbatim(std::move(value))); }
Text& Text::arg(const char* value) { return arg(Text::verbatim(value ? value : "")); }
Text& Text::arg(long long value) { return arg(Text::verbatim(std::to_string(value))); }
Text& Text::arg(double value, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return arg(Text::verbatim(buf));
}

bool Text::empty() const { return m_msgid.empty() && m_fr.empty(); }

std::string substitute(std::string_view pattern, const std::vector<std::string>& args,
                       const std::string* count) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{') {
            const auto close = pattern.find('}', i);
            if (close != std::string_view::npos) {
                const auto key = pattern.substr(i + 1, close - i - 1);
                if (key == "n" && count) {
                    out += *count;
                    i = close;
                    continue;
                }
                if (!key.empty() && key.size() < 3 &&
                    key.find_first_not_of("0123456789") == std::string_view::npos) {
                    const auto index = static_cast<std::size_t>(std::stoi(std::string(key)));
                    if (index < args.size()) {
                        out += args[index];
                        i = close;
                        continue;
                    }
                }
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string Text::render(const Translator& translator) const {
    std::vector<std::string> args;
    args.reserve(m_args.size());
    for (const auto& a : m_args) {
        args.push_back(a.render(translator));
    }
    switch (m_kind) {
    case Kind::Verbatim:
        return m_args.empty() ? m_msgid : substitute(m_msgid, args);
    case Kind::Localized: {
        const bool fr = translator.language() == "fr" && !m_fr.empty();
        return substitute(fr ? m_fr : m_msgid, args);
    }
    case Kind::Msgid:
        return substitute(translator.translate(m_msgid), args);
    case Kind::Plural: {
        const auto count = std::to_string(m_count);
        return substitute(translator.translate_plural(m_msgid, m_plural, m_count), args, &count);
    }
    }
    return m_msgid;
}

std::string Text::english() const { return render(EnglishTranslator::instance()); }

} // namespace ost
