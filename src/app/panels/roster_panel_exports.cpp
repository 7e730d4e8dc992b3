// The roster page's way out: Save as, text and HTML exports, the army sheet (PDF, print), the
// sharing code and its QR code, wm-selector imports. The texts themselves are built in core.
#include "app/panels/roster_panel.h"

#include "app/panels/report_list.h"

#include "app/application.h"
#include "app/dialogs/qr_code_dialog.h"
#include "app/dialogs/new_roster_dialog.h"
#include "app/i18n/wx_text.h"
#include "app/panels/army_sheet_pdf.h"
#include "app/panels/combat_panel.h"
#include "app/panels/roster_inspector.h"
#include "app/panels/roster_tree.h"
#include "core/services/document_files.h"
#include "core/services/roster_export.h"
#include "core/model/roster.h"
#include "core/services/list_view.h"
#include "core/services/command_summary.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_loader.h"
#include "core/services/rule_navigator.h"
#include "core/services/rules_companion.h"
#include "core/services/session.h"
#include "core/services/background_writes.h"
#include "core/services/roster_store.h"
#include "core/services/unsaved_changes.h"
#include "core/services/workspace.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/qr_code.h"

#include <wx/numformatter.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/clipbrd.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/filesys.h>
#include <wx/fs_mem.h>
#include <wx/mstream.h>
#include <wx/statbmp.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>
#include <wx/html/htmlwin.h>
#include <wx/html/htmprint.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/utils.h>
#include <wx/wrapsizer.h>

#include <algorithm>

namespace ost::app {

void RosterPanel::save_as() {
    if (!m_editor) {
        return;
    }
    wxFileDialog dialog(this, _("Save the roster"), wxEmptyString,
                        to_wx(m_editor->roster().name) + wxS(".ostr"), roster_wildcard(),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    m_file = std::filesystem::path(from_wx(dialog.GetPath()));
    m_file_version.reset(); // the user chose this file and confirmed replacing it
    save();
}

bool RosterPanel::write_export(const wxString& title, const wxString& wildcard,
                               const wxString& extension, const std::string& content) {
    wxFileDialog dialog(this, title, wxEmptyString, to_wx(m_editor->roster().name) + extension,
                        wildcard, wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return false;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    wxGetApp().guarded(_("The export could not be written."), [&] { write_file_atomic(file, content); });
    return true;
}

void RosterPanel::export_text() {
    if (m_editor) {
        write_export(_("Export the roster as text"), _("Text files (*.txt)|*.txt"), wxS(".txt"),
                     export_roster_text(m_editor->roster(), m_editor->validator(), m_editor->report(),
                                        WxTranslator::current()));
    }
}

void RosterPanel::copy_text() {
    if (!m_editor) {
        return;
    }
    const auto text = export_roster_text(m_editor->roster(), m_editor->validator(),
                                         m_editor->report(), WxTranslator::current());
    if (wxTheClipboard->Open()) {
        wxTheClipboard->SetData(new wxTextDataObject(to_wx(text)));
        wxTheClipboard->Close();
        wxLogStatus(_("The roster is on the clipboard."));
    }
}

void RosterPanel::export_html() {
    if (m_editor) {
        write_export(_("Export the roster as HTML"), _("Web pages (*.html)|*.html"), wxS(".html"),
                     sheet_html());
    }
}

std::string RosterPanel::sheet_html() const {
    // The army sheet quotes the rules digest: the full texts of the rules the roster uses.
    const auto& rules = m_session.rules();
    return export_roster_html(m_editor->roster(), m_editor->validator(), m_editor->report(),
                              WxTranslator::current(), &rules);
}

wxString RosterPanel::default_file_name(const wxString& extension) const {
    wxString name = to_wx(m_editor->roster().name);
    if (name.empty()) {
        name = to_wx(m_editor->validator().list().name.in(std::string(WxTranslator::current().language())));
    }
    for (const auto bad : {wxS('/'), wxS('\\'), wxS(':')}) {
        name.Replace(wxString(bad), wxS("-"));
    }
    return name + extension;
}

int RosterPanel::write_pdf(const std::filesystem::path& file) {
    const PrintableSheet sheet(sheet_html(), m_editor->roster());
    return write_sheet_pdf(sheet.html(), file, true);
}

void RosterPanel::save_pdf() {
    if (!m_editor) {
        return;
    }
    wxFileDialog dialog(this, _("Save the army sheet as PDF"), wxEmptyString,
                        default_file_name(wxS(".pdf")), _("PDF files (*.pdf)|*.pdf"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    wxGetApp().guarded(_("The army sheet could not be saved as PDF."), [&] {
        const int pages = write_pdf(file);
        wxLogStatus(wxPLURAL("Army sheet saved: %s (%d page).", "Army sheet saved: %s (%d pages).", pages),
                    to_wx(file.filename().string()), pages);
    });
}

void RosterPanel::show_sheet() {
    if (!m_editor) {
        return;
    }
    wxGetApp().guarded(_("The army sheet could not be shown."), [this] {
        const PrintableSheet sheet(sheet_html(), m_editor->roster());
        // Over the main window, as large as it is: the sheet is a page to read.
        const auto* window = wxGetTopLevelParent(this);
        wxDialog dialog(this, wxID_ANY, _("Army sheet"), window->GetPosition(), window->GetSize(),
                        wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        auto* page = new wxHtmlWindow(&dialog, wxID_ANY);
        page->SetStandardFonts(8);
        page->SetPage(sheet.html());
        sizer->Add(page, 1, wxEXPAND);
        auto* buttons = new wxBoxSizer(wxHORIZONTAL);
        auto* pdf = new wxButton(&dialog, wxID_ANY, _("Save as PDF..."));
        pdf->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { save_pdf(); });
        auto* printing = new wxButton(&dialog, wxID_PRINT);
        printing->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { print(); });
        buttons->Add(pdf, 0, wxRIGHT, FromDIP(8));
        buttons->Add(printing, 0);
        buttons->AddStretchSpacer();
        buttons->Add(new wxButton(&dialog, wxID_CLOSE), 0);
        dialog.SetEscapeId(wxID_CLOSE);
        sizer->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
        dialog.SetSizer(sizer);
        dialog.ShowModal();
    });
}

void RosterPanel::print() {
    if (!m_editor) {
        return;
    }
    // The printable HTML page goes through the system print dialog, which also saves as PDF.
    wxHtmlEasyPrinting printing(_("Ost roster"), this);
    printing.SetFonts(sheet_font_face(), wxEmptyString, kSheetFontSizes);
    wxGetApp().guarded(_("The roster could not be printed."), [&] {
        const PrintableSheet sheet(sheet_html(), m_editor->roster());
        printing.PrintText(sheet.html());
    });
}

void RosterPanel::copy_code() {
    if (!m_editor) {
        return;
    }
    wxGetApp().guarded(_("The sharing code could not be made."), [this] {
        const auto code = sharing_code(m_editor->roster());
        if (wxTheClipboard->Open()) {
            wxTheClipboard->SetData(new wxTextDataObject(to_wx(code)));
            wxTheClipboard->Close();
            wxLogStatus(_("The sharing code is on the clipboard."));
        }
    });
}

void RosterPanel::show_qr_code() {
    if (!m_editor) {
        return;
    }
    wxGetApp().guarded(_("The QR code could not be drawn."), [this] {
        // Copy and Save image… next to the picture (issue 29, item 17).
        QrCodeDialog dialog(this, sharing_code(m_editor->roster()), default_file_name(wxEmptyString));
        dialog.ShowModal();
    });
}

void RosterPanel::open_code() {
    if (!confirm_close()) {
        return;
    }
    wxTextEntryDialog dialog(this, _("Paste the sharing code (it starts with \"ost1.\"):"),
                             _("Open a sharing code"), wxEmptyString,
                             wxOK | wxCANCEL | wxTE_MULTILINE);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::string code = from_wx(dialog.GetValue());
    wxGetApp().guarded(_("The sharing code could not be opened."), [this, &code] {
        const RosterStore store(m_session);
        open(store.edit(roster_from_sharing_code(code)), std::nullopt);
    });
}

void RosterPanel::open_sample(const std::filesystem::path& file) {
    if (!confirm_close()) {
        return;
    }
    wxGetApp().guarded(wxString::Format(_("The sample army %s could not be opened."), to_wx(file.filename().string())),
                       [this, &file] {
                           const RosterStore store(m_session);
                           open(store.edit(store.read_file(file)), std::nullopt);
                       });
}

void RosterPanel::import_wm_selector() {
    if (!confirm_close()) {
        return;
    }
    wxTextEntryDialog dialog(this,
                             _("Paste the address of the army's Save page in wm-selector (it holds "
                               "\"jsonPath=\"). Units, upgrades and magic items that do not map "
                               "are kept and flagged."),
                             _("Import a wm-selector army"), wxEmptyString, wxOK | wxCANCEL | wxTE_MULTILINE);
    if (dialog.ShowModal() == wxID_OK) {
        open_wm_selector(from_wx(dialog.GetValue()));
    }
}

void RosterPanel::import_wm_selector_file() {
    if (!confirm_close()) {
        return;
    }
    wxFileDialog dialog(this, _("Import a wm-selector army"), wxEmptyString, wxEmptyString,
                        _("Text files and links (*.txt;*.url)|*.txt;*.url|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    wxGetApp().guarded(wxString::Format(_("The file %s could not be read."), to_wx(file.filename().string())),
                       [this, &file] { open_wm_selector(read_file(file)); });
}

bool RosterPanel::open_wm_selector(const std::string& text) {
    bool opened = false;
    wxGetApp().guarded(_("The wm-selector army could not be imported."), [this, &text, &opened] {
        const RosterStore store(m_session);
        auto imported = store.import_wm_selector(text, std::nullopt, WxTranslator::current());
        open(store.edit(std::move(imported.roster)), std::nullopt);
        opened = true;
        if (!imported.unmapped.empty()) {
            wxString details;
            for (const auto& line : imported.unmapped) {
                details << to_wx(line.render(WxTranslator::current())) << wxS("\n");
            }
            wxGetApp().dialogs().warning(
                this,
                wxString::Format(wxPLURAL("%d thing of the wm-selector army did not map: it is kept in the "
                                          "roster and flagged in the findings.",
                                          "%d things of the wm-selector army did not map: they are kept in "
                                          "the roster and flagged in the findings.",
                                          static_cast<int>(imported.unmapped.size())),
                                 static_cast<int>(imported.unmapped.size())),
                details);
        }
    });
    return opened;
}

} // namespace ost::app
