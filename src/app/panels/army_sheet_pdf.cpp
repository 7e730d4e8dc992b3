// Army sheet to PDF: wxHtmlDCRenderer draws on a wxGCDC over a cairo PDF surface (A4, points),
// page after page, so "Save as PDF" needs no print dialog and no package Debian lacks.
#include "app/panels/army_sheet_pdf.h"

#include "core/model/roster.h"
#include "core/services/document_files.h"
#include "core/support/error.h"
#include "core/support/qr_code.h"

#include <wx/dcgraph.h>
#include <wx/fs_mem.h>
#include <wx/graphics.h>
#include <wx/html/htmprint.h>
#include <wx/settings.h>

#include <cairo-pdf.h>
#include <cairo.h>

#include <memory>
#include <vector>

namespace ost::app {

namespace {
constexpr double kA4Width = 595.2756;  // points (210 mm)
constexpr double kA4Height = 841.8898; // points (297 mm)
constexpr double kMargin = 28.3465;    // 10 mm
/// wxHTML lays pages out in screen pixels (96 per inch); the PDF's unit is the point (72).
constexpr double kPointsPerPixel = 72.0 / 96.0;
} // namespace

PrintableSheet::PrintableSheet(std::string html, const Roster& roster) {
    static bool registered = false;
    if (!registered) {
        wxFileSystem::AddHandler(new wxMemoryFSHandler);
        registered = true;
    }
    const std::string marker = "data:image/png;base64,";
    const auto at = html.find(marker);
    if (at != std::string::npos) {
        const auto end = html.find('"', at);
        // The same code and QR the page carries, at 2 pixels a module (roster_export.cpp).
        const auto png = qr_code_png(make_qr_code(sharing_code(roster)), 2);
        static int shown = 0;
        m_image = wxString::Format(wxS("ost-roster-qr-%d.png"), ++shown);
        wxMemoryFSHandler::AddFileWithMimeType(m_image, png.data(), png.size(), wxS("image/png"));
        html.replace(at, end - at, "memory:" + m_image.utf8_string());
    }
    m_html = wxString::FromUTF8(html);
}

PrintableSheet::~PrintableSheet() {
    if (!m_image.empty()) {
        wxMemoryFSHandler::RemoveFile(m_image);
    }
}

wxString sheet_font_face() {
    return wxSystemSettings::GetFont(wxSYS_DEFAULT_GUI_FONT).GetFaceName();
}

namespace {
/// Where wxHtmlDCRenderer breaks the laid-out `renderer` into pages: 0, then each page's end.
std::vector<int> page_breaks(wxHtmlDCRenderer& renderer) {
    std::vector<int> breaks{0};
    for (int pos = 0; pos != wxNOT_FOUND;) {
        pos = renderer.FindNextPageBreak(pos);
        if (pos != wxNOT_FOUND) {
            breaks.push_back(pos);
        }
    }
    return breaks;
}

/// Lays `html` out on `dc` for a page `scale` times the printed size (a smaller print fits more).
std::vector<int> lay_out(wxHtmlDCRenderer& renderer, wxDC& dc, const wxString& html, double scale) {
    renderer.SetDC(&dc, kPointsPerPixel, kPointsPerPixel);
    renderer.SetFonts(sheet_font_face(), wxEmptyString, kSheetFontSizes);
    renderer.SetSize(static_cast<int>((kA4Width - 2 * kMargin) / scale),
                     static_cast<int>((kA4Height - 2 * kMargin) / scale));
    renderer.SetHtmlText(html);
    return page_breaks(renderer);
}
} // namespace

int write_sheet_pdf(const wxString& html, const std::filesystem::path& file, bool one_page) {
    const std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface(
        cairo_pdf_surface_create(file.c_str(), kA4Width, kA4Height), cairo_surface_destroy);
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
        throw EnvironmentError(TR_("Cannot write the PDF file {0}.").arg(file.string()),
                               cairo_status_to_string(cairo_surface_status(surface.get())));
    }
    const std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr(cairo_create(surface.get()),
                                                                  cairo_destroy);
    // A sheet a few lines too long is printed smaller, in steps, until it fits one page.
    double scale = 1.0;
    if (one_page) {
        wxGCDC measure(wxGraphicsRenderer::GetCairoRenderer()->CreateContextFromNativeContext(cr.get()));
        wxHtmlDCRenderer renderer;
        for (const double smaller : {0.95, 0.9, 0.85}) {
            if (lay_out(renderer, measure, html, scale).size() <= 2) break;
            scale = smaller;
        }
    }
    // The scale is set before the drawing DC is made: wxGCDC keeps the context's first transform.
    cairo_scale(cr.get(), scale, scale);
    int pages = 0;
    {
        // The context takes its own reference to `cr`; the DC owns the context.
        wxGCDC dc(wxGraphicsRenderer::GetCairoRenderer()->CreateContextFromNativeContext(cr.get()));
        wxHtmlDCRenderer renderer;
        const std::vector<int> breaks = lay_out(renderer, dc, html, scale);
        const int margin = static_cast<int>(kMargin / scale);
        for (std::size_t page = 1; page < breaks.size(); ++page) {
            // Render() clips to the page and, when done, wxGCDC re-clips to the DC's size, which
            // is 0 x 0 for a context made from a cairo_t: without this every later page is blank.
            cairo_reset_clip(cr.get());
            renderer.Render(margin, margin, breaks[page - 1], breaks[page]);
            dc.GetGraphicsContext()->Flush();
            cairo_show_page(cr.get());
            ++pages;
        }
    }
    cairo_surface_finish(surface.get());
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
        throw EnvironmentError(TR_("Cannot write the PDF file {0}.").arg(file.string()),
                               cairo_status_to_string(cairo_surface_status(surface.get())));
    }
    return pages;
}

} // namespace ost::app
