// Applies a UI language to the running app: wxTranslations with Ost's and wx's own catalogs.
// Called at start-up and when the user picks a language in the Language menu.
#pragma once

#include <filesystem>
#include <string>

namespace ost::app {

/// Installs catalogs for `language` ("fr" or "en"). `locale_dir` holds <lang>/LC_MESSAGES/ost.mo.
/// Returns false when the Ost catalog for a non-English language could not be loaded (the UI
/// then stays in English and the caller logs why).
bool apply_language(const std::string& language, const std::filesystem::path& locale_dir);

/// Makes GTK's own texts (stock dialog buttons, file chooser) follow `language` too: sets
/// gettext's LANGUAGE and, under the plain "C" locale, moves LC_MESSAGES to C.UTF-8 (LANGUAGE is
/// ignored under "C"). apply_language calls it; numbers keep the C locale.
void follow_in_gtk(const std::string& language);

} // namespace ost::app
