// wxTranslations set-up: lookup prefix for our catalogs, the stock wx catalog for dialogs.
// Numeric formatting stays in the C locale so data parsing never depends on the UI language.
#include "app/i18n/locale_setup.h"

#include "app/i18n/wx_text.h"

#include <wx/intl.h>
#include <wx/log.h>
#include <wx/translation.h>

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
    return ok;
}

} // namespace ost::app
