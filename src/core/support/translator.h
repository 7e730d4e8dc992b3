// Message catalogs for the core and the CLI: the Translator interface and a wx-free .mo reader.
// The desktop app supplies its own Translator backed by wxTranslations (same ost.mo files).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_map>

namespace ost {

/// Turns English msgids into the user's language. Implementations must fall back to the msgid.
class Translator {
public:
    virtual ~Translator() = default;
    /// ISO 639-1 code of the language rendered ("fr", "en").
    virtual std::string_view language() const = 0;
    virtual std::string translate(std::string_view msgid) const = 0;
    virtual std::string translate_plural(std::string_view singular, std::string_view plural,
                                         long long count) const = 0;
};

/// The identity translator: English msgids as they are.
class EnglishTranslator final : public Translator {
public:
    static const EnglishTranslator& instance();
    std::string_view language() const override { return "en"; }
    std::string translate(std::string_view msgid) const override { return std::string(msgid); }
    std::string translate_plural(std::string_view singular, std::string_view plural,
                                 long long count) const override {
        return std::string(count == 1 ? singular : plural);
    }
};

/// A GNU gettext .mo catalog read without libintl, so `ost-cli --lang fr` works whatever the
/// process locale is. Plural choice follows the language (fr: n > 1, otherwise n != 1).
class MoCatalog final : public Translator {
public:
    /// Loads `file`; throws EnvironmentError naming the file when it is missing or malformed.
    MoCatalog(const std::filesystem::path& file, std::string language);
    /// An empty catalog for `language` (every message falls back to English).
    explicit MoCatalog(std::string language);

    std::string_view language() const override { return m_language; }
    std::string translate(std::string_view msgid) const override;
    std::string translate_plural(std::string_view singular, std::string_view plural,
                                 long long count) const override;
    std::size_t size() const { return m_messages.size(); }

private:
    std::string m_language;
    std::unordered_map<std::string, std::string> m_messages; // msgid (singular) -> msgstr (\0-joined)
};

/// "fr" when the POSIX locale variables (LC_ALL, LC_MESSAGES, LANG, LANGUAGE) ask for French,
/// otherwise "en". Used as the default of `--lang` and of the app's language.
std::string language_from_environment();

/// Normalises a user-given language ("fr", "FR", "fr_FR.UTF-8", "français") to "fr" or "en";
/// throws InvalidInputError for anything else.
std::string parse_language(std::string_view value);

} // namespace ost
