// GTK's animation switch, reached through the libraries wx already loaded (no GTK headers are
// needed to build): gtk_settings_get_default and g_object_set looked up in the process.
#include "app/toolkit_animations.h"

#include <wx/defs.h>

#include <cstdlib>
#include <cstring>

#ifdef __WXGTK__
#include <dlfcn.h>
#endif

namespace ost::app {

void turn_off_toolkit_animations() {
#ifdef __WXGTK__
    if (const char* keep = std::getenv("OST_ANIMATIONS"); keep != nullptr && std::strcmp(keep, "1") == 0) return;
    // Measured with the GUI benchmark (tests/bench/README.md): ticking an option cost 110 ms of
    // CPU with them (the check box and its counter animated, the window repainted each frame),
    // 24 ms without; switching area 25 ms, 14 ms without.
    using SettingsGetDefault = void* (*)();
    using ObjectSet = void (*)(void*, const char*, ...);
    auto* get = reinterpret_cast<SettingsGetDefault>(dlsym(RTLD_DEFAULT, "gtk_settings_get_default"));
    auto* set = reinterpret_cast<ObjectSet>(dlsym(RTLD_DEFAULT, "g_object_set"));
    if (get == nullptr || set == nullptr) return;
    if (void* settings = get()) set(settings, "gtk-enable-animations", 0, static_cast<void*>(nullptr));
#endif
}

} // namespace ost::app
