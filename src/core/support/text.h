// Translatable text for the wx-free core: a message id with arguments, translated only when shown.
// Core code builds Text values with TR_()/TRP_(); the CLI and the app render them through a Translator.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

class Translator;

/// A user-visible message whose translation is deferred until display, so a language switch only
/// needs a re-render. Placeholders are `{0}`, `{1}`… (never concatenate translated fragments).
/// Three kinds: a gettext msgid (English), a verbatim string (names, numbers, paths), or a
/// bilingual data string carrying its own French and English text.
class Text {
public:
    Text() = default;
    /// A msgid from the program's catalog; prefer the TR_() marker so xgettext sees it.
    explicit Text(std::string msgid);
    /// A msgid with a plural form chosen from `count` (also available as `{n}`).
    Text(std::string singular, std::string plural, long long count);

    /// Text that is shown as is in every language.
    static Text verbatim(std::string value);
    /// Data text that carries its own translations (e.g. a unit name in fr and en).
    static Text localized(std::string fr, std::string en);

    /// Appends an argument for the next placeholder.
    Text& arg(const Text& value);
    Text& arg(std::string value);
    Text& arg(const char* value);
    Text& arg(long long value);
    Text& arg(int value) { return arg(static_cast<long long>(value)); }
    Text& arg(std::size_t value) { return arg(static_cast<long long>(value)); }
    Text& arg(double value, int decimals);

    bool empty() const;
    const std::string& msgid() const { return m_msgid; }

    /// Renders in the translator's language; missing translations fall back to English.
    std::string render(const Translator& translator) const;
    /// Renders in English without any catalog (logs, technical details).
    std::string english() const;

private:
    enum class Kind { Msgid, Verbatim, Localized, Plural };
    Kind m_kind = Kind::Verbatim;
    std::string m_msgid;
    std::string m_plural;
    std::string m_fr;
    long long m_count = 0;
    std::vector<Text> m_args;
};

/// Substitutes `{0}`… and `{n}` in a translated pattern; unknown placeholders stay visible.
std::string substitute(std::string_view pattern, const std::vector<std::string>& args,
                       const std::string* count = nullptr);

} // namespace ost

/// xgettext keyword for a core message: TR_("Cannot open {0}") (see i18n/update-pot.sh).
#define TR_(msgid) ::ost::Text(msgid)
/// xgettext keyword for a counted core message: TRP_("{n} unit", "{n} units", count).
#define TRP_(singular, plural, count) ::ost::Text(singular, plural, static_cast<long long>(count))
