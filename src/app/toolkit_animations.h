// The toolkit's widget animations, off for Ost's windows (issue 26): on GTK a box ticked, a spin
// enabled or a page switched is animated over a quarter of a second, each frame repainting.
#pragma once

namespace ost::app {

/// Turns GTK's widget animations off (GtkSettings "gtk-enable-animations") for this process,
/// unless the environment variable OST_ANIMATIONS is "1". A no-op on other toolkits and when
/// the GTK functions cannot be found. Call once the toolkit is initialised (wxApp::OnInit).
void turn_off_toolkit_animations();

} // namespace ost::app
