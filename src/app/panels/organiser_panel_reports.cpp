// The Organiser area's outputs: a row's roster shown read-only (its army sheet, no editing), the
// report saved as HTML, CSV or PDF, and the open lists booklet as PDF (army_sheet_pdf.h).
#include "app/panels/organiser_panel.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "app/panels/army_sheet_pdf.h"
#include "core/services/event_booklet.h"
#include "core/services/event_report.h"
#include "core/services/roster_export.h"
#include "core/services/roster_loader.h"
#include "core/services/session.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/html/htmlwin.h>
#include <wx/log.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <memory>

namespace ost::app {

std::string OrganiserPanel::sheet_of(const BatchRow& row) {
    auto& s = session();
    const auto validator = load_roster_validator(s, row.roster);
    return export_roster_html(row.roster, validator, row.report, WxTranslator::current(), &s.rules());
}

void OrganiserPanel::open_row(long index) {
    if (!m_result || index < 0 || static_cast<std::size_t>(index) >= m_result->rows.size()) {
        return;
    }
    const auto& row = m_result->rows[static_cast<std::size_t>(index)];
    if (row.verdict == BatchVerdict::Unreadable) {
        wxGetApp().dialogs().error(this, wxString::Format(_("%s cannot be shown."), to_wx(row.file)),
                                   to_wx(row.why_unreadable));
        return;
    }
    wxGetApp().guarded(_("The roster could not be shown."), [&] {
        const PrintableSheet sheet(sheet_of(row), row.roster);
        // The list as submitted, over the main window: a page to read, with nothing to edit.
        const auto* window = wxGetTopLevelParent(this);
        wxDialog dialog(this, wxID_ANY, wxString::Format(_("%s (read-only)"), to_wx(row.file)),
                        window->GetPosition(), window->GetSize(), wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
        dialog.SetName("read-only-roster");
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        auto* note = new wxStaticText(&dialog, wxID_ANY,
                                      _("Read-only: the list as the player submitted it. Nothing here can be changed."));
        note->SetFont(note->GetFont().Bold());
        sizer->Add(note, 0, wxALL, FromDIP(8));
        auto* page = new wxHtmlWindow(&dialog, wxID_ANY);
        page->SetName("read-only-sheet");
        page->SetStandardFonts(8);
        page->SetPage(sheet.html());
        sizer->Add(page, 1, wxEXPAND);
        auto* close = new wxButton(&dialog, wxID_CLOSE, _("Close"));
        close->Bind(wxEVT_BUTTON, [&dialog](wxCommandEvent&) { dialog.EndModal(wxID_CLOSE); });
        dialog.SetEscapeId(wxID_CLOSE);
        sizer->Add(close, 0, wxALIGN_RIGHT | wxALL, FromDIP(8));
        dialog.SetSizer(sizer);
        wxGetApp().dialogs().show_modal(dialog);
    });
}

int OrganiserPanel::save_report(const std::filesystem::path& file) {
    if (!m_result || !m_checker) {
        return 0;
    }
    const auto& tr = WxTranslator::current();
    const auto extension = file.extension().string();
    if (extension == ".csv") {
        write_file_atomic(file, event_report_csv(*m_result, tr));
        return 0;
    }
    const auto html = event_report_html(*m_checker, *m_result, tr);
    if (extension == ".pdf") {
        return write_sheet_pdf(to_wx(html), file);
    }
    write_file_atomic(file, html);
    return 0;
}

int OrganiserPanel::save_booklet(const std::filesystem::path& file) {
    if (!m_result || !m_checker) {
        return 0;
    }
    std::vector<std::unique_ptr<PrintableSheet>> printable; // their QR images live until written
    std::vector<std::string> sheets;
    for (const auto* row : booklet_rows(*m_result)) {
        printable.push_back(std::make_unique<PrintableSheet>(sheet_of(*row), row->roster));
        sheets.push_back(from_wx(printable.back()->html()));
    }
    const auto html = event_booklet_html(*m_checker, *m_result, sheets, WxTranslator::current());
    return write_sheet_pdf(to_wx(html), file);
}

void OrganiserPanel::choose_report() {
    wxFileDialog dialog(this, _("Save the report"), wxEmptyString, _("report") + wxS(".pdf"),
                        _("PDF (*.pdf)|*.pdf|Web page (*.html)|*.html|Spreadsheet (*.csv)|*.csv"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    std::filesystem::path file(from_wx(dialog.GetPath()));
    const char* extensions[] = {".pdf", ".html", ".csv"};
    if (file.extension() != ".pdf" && file.extension() != ".html" && file.extension() != ".csv") {
        file += extensions[std::clamp(dialog.GetFilterIndex(), 0, 2)];
    }
    wxGetApp().guarded(_("The report could not be saved."), [&] {
        save_report(file);
        wxLogStatus(_("Report saved: %s"), to_wx(file.filename().string()));
    });
}

void OrganiserPanel::choose_booklet() {
    wxFileDialog dialog(this, _("Save the open lists booklet"), wxEmptyString, _("open-lists") + wxS(".pdf"),
                        _("PDF (*.pdf)|*.pdf"), wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    wxGetApp().guarded(_("The booklet could not be saved."), [&] {
        const std::filesystem::path file(from_wx(dialog.GetPath()));
        const int pages = save_booklet(file);
        wxLogStatus(wxPLURAL("Booklet saved: %s (%d page).", "Booklet saved: %s (%d pages).", pages),
                    to_wx(file.filename().string()), pages);
    });
}

} // namespace ost::app
