// wxTranslations-backed rendering of core text.
// Falls back to the English msgid when a catalog lacks an entry, like gettext.
#include "app/i18n/wx_text.h"

#include <wx/translation.h>

#include <memory>

namespace ost::app {

namespace {
std::unique_ptr<WxTranslator>& current_translator() {
    static std::unique_ptr<WxTranslator> translator = std::make_unique<WxTranslator>("en");
    return translator;
}
} // namespace

std::string WxTranslator::translate(std::string_view msgid) const {
    const wxString id = wxString::FromUTF8(msgid.data(), msgid.size());
    return from_wx(wxGetTranslation(id, "ost"));
}

std::string WxTranslator::translate_plural(std::string_view singular, std::string_view plural,
                                           long long count) const {
    const wxString one = wxString::FromUTF8(singular.data(), singular.size());
    const wxString many = wxString::FromUTF8(plural.data(), plural.size());
    return from_wx(wxGetTranslation(one, many, static_cast<unsigned>(count < 0 ? -count : count), "ost"));
}

const WxTranslator& WxTranslator::current() { return *current_translator(); }

void WxTranslator::set_current_language(const std::string& language) {
    current_translator() = std::make_unique<WxTranslator>(language);
}

wxString to_wx(const Text& text) { return to_wx(text.render(WxTranslator::current())); }

} // namespace ost::app
