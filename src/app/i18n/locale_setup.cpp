// wxTranslations set-up: lookup prefix for our catalogs, the stock wx catalog for dialogs.
// Numeric formatting stays in the C locale so data parsing never depends on the UI language.
#include "app/i18n/locale_setup.h"

#include "app/i18n/wx_text.h"

#include <wx/intl.h>
#include <wx/log.h>
#include <wx/translation.h>

#include <clocale>
#include <cstdlib>
#include <string>

namespace ost::app {

bool apply_language(const std::string& language, const std::filesystem::path& locale_dir) {
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(to_wx(locale_dir.string()));
    auto* translations = new wxTranslations();
    translations->SetLanguage(language == "fr" ? wxLANGUAGE_FRENCH : wxLANGUAGE_ENGLISH_US);
    wxTranslations::Set(translations); // takes ownership, deletes the previous one
    bool ok = true;
    {
        wxLogNull quiet;
        translations->AddStdCatalog();
        if (language != "en") {
            ok = translations->AddCatalog("ost", wxLANGUAGE_ENGLISH_US);
        }
    }
    WxTranslator::set_current_language(ok ? language : "en");
    follow_in_gtk(ok ? language : "en");
    return ok;
}

void follow_in_gtk(const std::string& language) {
    // GTK's own texts (the stock OK/Cancel buttons of every dialog, the file chooser) come from
    // its gettext catalog for LC_MESSAGES, not from wxTranslations: with the UI in French on an
    // English or "C" desktop the buttons said "Cancel" (issue 15). gettext's LANGUAGE picks the
    // catalog; it is ignored under the plain "C" locale, so messages move to C.UTF-8 (built into
    // glibc), which keeps untranslated texts as they are. Numbers (LC_NUMERIC) are untouched.
    setenv("LANGUAGE", language.c_str(), 1);
    const char* current = std::setlocale(LC_MESSAGES, nullptr);
    const std::string now = current != nullptr ? current : "C";
    // setlocale also tells gettext to drop what it cached for the previous language.
    if (now == "C" || now == "POSIX") {
        std::setlocale(LC_MESSAGES, "C.UTF-8");
    } else {
        std::setlocale(LC_MESSAGES, now.c_str());
    }
}

} // namespace ost::app
