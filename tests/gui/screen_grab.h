// Screen capture for the GUI tests under Xvfb: a rectangle of the X screen as a wxImage.
// Shared by the smoke test and the army sheet test.
#pragma once

#include <wx/gdicmn.h>
#include <wx/image.h>

namespace ost::app {

/// Reads `rect` of the X screen with Xlib. wxScreenDC on GTK3 returns a stale picture, so the
/// tests (which run under Xvfb) ask the X server directly. An invalid image when X cannot.
wxImage grab_screen(const wxRect& rect);

} // namespace ost::app
