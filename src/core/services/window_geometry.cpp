// Window placement at start-up: clamps the saved size to the screens and drops a saved position
// that would leave the title bar off every screen.
#include "core/services/window_geometry.h"

#include <algorithm>

namespace ost {

namespace {
/// Overlap length of [a, a + la) and [b, b + lb).
long long overlap(long long a, long long la, long long b, long long lb) {
    return std::max(0LL, std::min(a + la, b + lb) - std::max(a, b));
}
} // namespace

WindowPlacement place_window(const SavedGeometry& saved, const std::vector<ScreenRect>& screens,
                             long long fallback_width, long long fallback_height) {
    WindowPlacement out;
    // Nothing saved (the first start): 80% of the main screen, at least the fallback size.
    if (!screens.empty()) {
        fallback_width = std::max(fallback_width, screens.front().width * 4 / 5);
        fallback_height = std::max(fallback_height, screens.front().height * 4 / 5);
    }
    out.width = saved.width.value_or(fallback_width);
    out.height = saved.height.value_or(fallback_height);
    // Within the largest screen, and not below the minimum layout unless the main screen is
    // smaller than that (the window then fits the screen rather than the layout).
    long long max_width = screens.empty() ? kMinWindowWidth * 4 : 1;
    long long max_height = screens.empty() ? kMinWindowHeight * 4 : 1;
    for (const auto& s : screens) {
        max_width = std::max(max_width, s.width);
        max_height = std::max(max_height, s.height);
    }
    long long min_width = std::min(kMinWindowWidth, max_width);
    long long min_height = std::min(kMinWindowHeight, max_height);
    if (!screens.empty()) {
        min_width = std::max(1LL, std::min(min_width, screens.front().width));
        min_height = std::max(1LL, std::min(min_height, screens.front().height));
    }
    out.width = std::clamp(out.width, min_width, max_width);
    out.height = std::clamp(out.height, min_height, max_height);
    if (saved.x && saved.y) {
        const long long title = std::min(40LL, out.height);
        for (const auto& s : screens) {
            if (overlap(*saved.x, out.width, s.x, s.width) >= std::min(100LL, out.width) &&
                overlap(*saved.y, title, s.y, s.height) >= title) {
                out.position = std::make_pair(*saved.x, *saved.y);
                break;
            }
        }
    }
    return out;
}

} // namespace ost
