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

} // namespace ost::app
