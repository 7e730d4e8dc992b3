// Bridges between core text (UTF-8 std::string, ost::Text) and wxString, in one place.
// The app never converts strings any other way.
#pragma once

#include "core/support/text.h"
#include "core/support/translator.h"

#include <wx/string.h>

namespace ost::app {

/// Renders core Text through the app's current wx catalogs (see WxTranslator).
wxString to_wx(const Text& text);
inline wxString to_wx(const std::string& utf8) { return wxString::FromUTF8(utf8.c_str()); }
inline std::string from_wx(const wxString& s) { return std::string(s.utf8_str()); }

/// ost::Translator backed by wxTranslations, so core messages use the same ost.mo as the UI.
class WxTranslator final : public Translator {
public:
    explicit WxTranslator(std::string language) : m_language(std::move(language)) {}
    std::string_view language() const override { return m_language; }
    std::string translate(std::string_view msgid) const override;
    std::string translate_plural(std::string_view singular, std::string_view plural,
                                 long long count) const override;
    /// The translator for the language currently applied (set by apply_language).
    static const WxTranslator& current();
    static void set_current_language(const std::string& language);

private:
    std::string m_language;
};

} // namespace ost::app
