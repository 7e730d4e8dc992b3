// The sharing code as a QR code with its text (Rosters page → Share → QR code): scan it, copy
// the code or the picture, or save the picture as a PNG file.
#pragma once

#include <wx/dialog.h>

#include <filesystem>
#include <string>

namespace ost::app {

class QrCodeDialog final : public wxDialog {
public:
    /// `code`: the roster's sharing code; `file_stem`: the picture's default file name.
    QrCodeDialog(wxWindow* parent, const std::string& code, const wxString& file_stem);

    /// Copies the code's text and its picture to the clipboard (the Copy button).
    void copy();
    /// Writes the picture to `file` as PNG (what Save image… writes after asking where).
    void save_image(const std::filesystem::path& file) const;

private:
    void ask_and_save();

    std::string m_code;
    std::string m_png;
    wxString m_file_stem;
};

} // namespace ost::app
