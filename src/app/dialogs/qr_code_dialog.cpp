// QrCodeDialog: the picture drawn by core/support/qr_code, the text, Copy, Save image… and Close.
// Files are written through write_file_atomic; errors say which file and why.
#include "app/dialogs/qr_code_dialog.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "core/support/atomic_file.h"
#include "core/support/qr_code.h"

#include <wx/button.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/filedlg.h>
#include <wx/image.h>
#include <wx/intl.h>
#include <wx/log.h>
#include <wx/mstream.h>
#include <wx/sizer.h>
#include <wx/statbmp.h>
#include <wx/textctrl.h>

namespace ost::app {

QrCodeDialog::QrCodeDialog(wxWindow* parent, const std::string& code, const wxString& file_stem)
    : wxDialog(parent, wxID_ANY, _("Sharing code"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_code(code),
      m_file_stem(file_stem) {
    const auto png = qr_code_png(make_qr_code(code), 4);
    m_png = png;
    wxMemoryInputStream stream(png.data(), png.size());
    const wxImage image(stream, wxBITMAP_TYPE_PNG);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticBitmap(this, wxID_ANY, wxBitmap(image)), 0, wxALIGN_CENTER | wxALL, FromDIP(8));
    auto* text = new wxTextCtrl(this, wxID_ANY, to_wx(code), wxDefaultPosition, FromDIP(wxSize(360, 90)),
                                wxTE_MULTILINE | wxTE_READONLY | wxTE_BESTWRAP);
    sizer->Add(text, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* copy_button = new wxButton(this, wxID_ANY, _("Copy"));
    copy_button->SetToolTip(_("Copies the code and its picture to the clipboard"));
    copy_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { copy(); });
    auto* save_button = new wxButton(this, wxID_ANY, _("Save image..."));
    save_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { ask_and_save(); });
    auto* close = new wxButton(this, wxID_ANY, _("Close"));
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { EndModal(wxID_OK); });
    SetEscapeId(close->GetId());
    buttons->Add(copy_button, 0, wxRIGHT, FromDIP(8));
    buttons->Add(save_button, 0);
    buttons->AddStretchSpacer();
    buttons->Add(close, 0);
    sizer->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizerAndFit(sizer);
}

void QrCodeDialog::copy() {
    if (!wxTheClipboard->Open()) {
        wxLogError(_("The code was not copied: the clipboard is busy."));
        return;
    }
    auto* both = new wxDataObjectComposite();
    both->Add(new wxTextDataObject(to_wx(m_code)), true);
    wxMemoryInputStream stream(m_png.data(), m_png.size());
    both->Add(new wxBitmapDataObject(wxBitmap(wxImage(stream, wxBITMAP_TYPE_PNG))));
    wxTheClipboard->SetData(both);
    wxTheClipboard->Close();
    wxLogStatus(_("The sharing code and its picture are on the clipboard."));
}

void QrCodeDialog::save_image(const std::filesystem::path& file) const { write_file_atomic(file, m_png); }

void QrCodeDialog::ask_and_save() {
    wxFileDialog dialog(this, _("Save the QR code"), wxEmptyString, m_file_stem + wxS(".png"),
                        _("PNG images (*.png)|*.png"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    wxGetApp().guarded(_("The QR code was not saved."), [&] {
        save_image(file);
        wxLogStatus(_("QR code saved: %s."), to_wx(file.filename().string()));
    });
}

} // namespace ost::app
