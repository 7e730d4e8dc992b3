// The army sheet (core/services/army_sheet.h, roster_export.h) as wxHTML shows and prints it,
// and saved as an A4 PDF file without a print dialog (cairo, which wxGTK already uses).
#pragma once

#include <wx/string.h>

#include <filesystem>
#include <string>

namespace ost {
struct Roster;
}

namespace ost::app {

/// The sheet's HTML made readable by wxHTML, which reads no `data:` images: the QR code's PNG is
/// put in the memory file system and the page points there. Keep the returned object alive
/// while the page is shown or printed; it removes the image when destroyed.
class PrintableSheet {
  public:
    PrintableSheet(std::string html, const Roster& roster);
    ~PrintableSheet();
    PrintableSheet(const PrintableSheet&) = delete;
    PrintableSheet& operator=(const PrintableSheet&) = delete;
    const wxString& html() const { return m_html; }

  private:
    wxString m_html;
    wxString m_image; ///< its memory file name, empty when the page has no QR code
};

/// Point sizes of wxHTML's seven font sizes (1 to 7) on the printed sheet: body text 7 pt,
/// small text and the quoted rules 6 pt, so a 2000-point WME or a 200-point ADLG roster fits
/// one A4 page (src/app/README.md, "The army sheet"). wxHTML's own scale from 7 pt would truncate the smaller
/// sizes to 5 pt.
inline constexpr int kSheetFontSizes[7] = {5, 6, 7, 8, 10, 12, 14};

/// The face of the sheet's text: the system's GUI font, as wxHTML's standard fonts use.
wxString sheet_font_face();

/// Writes `html` (a PrintableSheet's) to `file` as a PDF of A4 pages with 10 mm margins, laid out
/// and paginated by wxHtmlDCRenderer onto a cairo PDF surface. Returns the number of pages.
/// `one_page`: a single army sheet that runs a little over one page is printed a little smaller
/// (down to 85 %) so that it fits one (issue 29: a 16-entry 2000-point WME army).
/// Throws EnvironmentError when the file cannot be written (cairo's reason in the detail).
int write_sheet_pdf(const wxString& html, const std::filesystem::path& file, bool one_page = false);

} // namespace ost::app
