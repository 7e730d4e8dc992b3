// The split preview of a rulebook import: a level choice (every heading, or down to level N)
// and the resulting section titles with their pages, recomputed by the core at each change.
#include "app/dialogs/rulebook_import_dialog.h"

#include "app/i18n/wx_text.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace ost::app {

RulebookImportDialog::RulebookImportDialog(wxWindow* parent, const reference::RulebookSource& source)
    : wxDialog(parent, wxID_ANY, _("Import a rulebook"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_source(source) {
    m_deepest = reference::deepest_level(reference::split_source(source, 0));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(this, wxID_ANY,
                                wxString::Format(_("Sections found in %s. Cut the book at:"), to_wx(source.title))),
               0, wxALL, FromDIP(10));
    m_levels = new wxChoice(this, wxID_ANY);
    m_levels->Append(_("Every heading"));
    for (int level = 1; level < m_deepest; ++level) {
        m_levels->Append(level == 1 ? _("Chapters only (level 1)")
                                    : wxString::Format(_("Headings down to level %d"), level));
    }
    m_levels->SetSelection(0);
    sizer->Add(m_levels, 0, wxLEFT | wxRIGHT | wxEXPAND, FromDIP(10));
    m_count = new wxStaticText(this, wxID_ANY, wxEmptyString);
    sizer->Add(m_count, 0, wxALL, FromDIP(10));
    m_sections = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(520, 320)));
    sizer->Add(m_sections, 1, wxLEFT | wxRIGHT | wxEXPAND, FromDIP(10));
    auto* buttons = CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    if (auto* ok = FindWindow(wxID_OK)) {
        ok->SetLabel(_("Import"));
    }
    sizer->Add(buttons, 0, wxALL | wxEXPAND, FromDIP(10));
    SetSizerAndFit(sizer);
    m_levels->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refresh(); });
    refresh();
}

void RulebookImportDialog::refresh() {
    const int selection = m_levels->GetSelection();
    m_level = selection <= 0 ? 0 : selection;
    const auto sections = reference::split_source(m_source, m_level);
    m_sections->Freeze();
    m_sections->Clear();
    for (const auto& s : sections) {
        // Indented by heading level; a PDF section says its first page.
        wxString row(wxString(' ', static_cast<std::size_t>(std::max(s.level - 1, 0) * 4)));
        row << to_wx(s.title);
        if (s.page_first > 0) {
            row << wxS("  ") << wxString::Format(_("p. %d"), s.page_first);
        }
        m_sections->Append(row);
    }
    m_sections->Thaw();
    m_count->SetLabel(wxString::Format(wxPLURAL("%d section", "%d sections", static_cast<int>(sections.size())),
                                       static_cast<int>(sections.size())));
    if (auto* ok = FindWindow(wxID_OK)) {
        ok->Enable(!sections.empty());
    }
}

} // namespace ost::app
