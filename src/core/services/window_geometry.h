// Where the main window opens: the saved position and size checked against the screens, so an
// absurd saved geometry (off-screen, zero, enormous) never hides the window from the user.
#pragma once

#include <optional>
#include <vector>

namespace ost {

/// A rectangle in screen pixels.
struct ScreenRect {
    long long x = 0;
    long long y = 0;
    long long width = 0;
    long long height = 0;
    bool operator==(const ScreenRect&) const = default;
};

/// The saved geometry (settings window.x/y/width/height; nullopt where absent or damaged).
struct SavedGeometry {
    std::optional<long long> x, y, width, height;
};

/// Where to put the window: `position` empty means "centre it on the main screen".
struct WindowPlacement {
    long long width = 0;
    long long height = 0;
    std::optional<std::pair<long long, long long>> position;
};

/// The smallest window Ost is laid out for (the GUI smoke test checks every page at this size).
inline constexpr long long kMinWindowWidth = 1024;
inline constexpr long long kMinWindowHeight = 700;

/// The placement for `saved` on `screens` (the work areas, the main one first), with
/// 80% of the main screen (at least `fallback_width`×`fallback_height`) when the saved size is
/// missing. A size below the minimum
/// or beyond the largest screen is brought within them (a main screen smaller than the minimum
/// lowers the minimum to its size; no screen known: at most four times the minimum); a position is kept only when the window's title bar (its top 40
/// pixels, at least 100 pixels wide) lies on a screen, else the window is centred.
WindowPlacement place_window(const SavedGeometry& saved, const std::vector<ScreenRect>& screens,
                             long long fallback_width, long long fallback_height);

} // namespace ost
