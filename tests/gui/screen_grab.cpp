// Screen capture for the GUI tests (see screen_grab.h): Xlib's XGetImage, pixel by pixel.
#include "screen_grab.h"

#include <X11/Xlib.h>
#include <X11/Xutil.h>

namespace ost::app {

wxImage grab_screen(const wxRect& rect) {
    Display* display = XOpenDisplay(nullptr);
    if (!display) {
        return {};
    }
    wxImage image;
    XImage* x = XGetImage(display, DefaultRootWindow(display), rect.x, rect.y,
                          static_cast<unsigned>(rect.width), static_cast<unsigned>(rect.height),
                          AllPlanes, ZPixmap);
    if (x) {
        image.Create(rect.width, rect.height, false);
        unsigned char* out = image.GetData();
        for (int row = 0; row < rect.height; ++row) {
            for (int col = 0; col < rect.width; ++col) {
                const unsigned long pixel = XGetPixel(x, col, row);
                *out++ = static_cast<unsigned char>((pixel & x->red_mask) >> 16);
                *out++ = static_cast<unsigned char>((pixel & x->green_mask) >> 8);
                *out++ = static_cast<unsigned char>(pixel & x->blue_mask);
            }
        }
        XDestroyImage(x);
    }
    XCloseDisplay(display);
    return image;
}

} // namespace ost::app
