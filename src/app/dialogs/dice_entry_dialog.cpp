// The "I rolled…" dialog: a row of clickable faces drawn as dice, the dice entered so far drawn
// the same way, and the engine's live reading of them. No game rules here: the Check does it.
#include "app/dialogs/dice_entry_dialog.h"

#include "app/i18n/wx_text.h"
#include "app/panels/dice_view.h"

#include <wx/bmpbuttn.h>
#include <wx/button.h>
#include <wx/dcmemory.h>
#include <wx/intl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

namespace ost::app {
namespace {
constexpr int kFace = 40;

wxBitmap face_bitmap(wxWindow* owner, const engine::RolledDie& die) {
    const int size = owner->FromDIP(kFace);
    wxBitmap bitmap(size + 4, size + 4);
    wxMemoryDC dc(bitmap);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE)));
    dc.Clear();
    DiceView::draw_die(dc, die, wxRect(2, 2, size, size), owner->GetFont());
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}
} // namespace

DiceEntryDialog::DiceEntryDialog(wxWindow* parent, std::optional<engine::CustomDie> die, Check check)
    : wxDialog(parent, wxID_ANY, _("I rolled..."), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_die(std::move(die)), m_check(std::move(check)) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* hint = new wxStaticText(this, wxID_ANY,
                                  _("Click the faces of the dice you rolled, in the order the rules use them (the rules applied below say which die is next)."));
    hint->Wrap(FromDIP(520));
    sizer->Add(hint, 0, wxALL, FromDIP(8));
    // The faces to click: one button per face, drawn as the die shows it.
    auto* palette = new wxWrapSizer(wxHORIZONTAL);
    std::vector<std::pair<std::string, wxString>> faces;
    if (m_die) {
        for (const auto& f : m_die->faces()) faces.emplace_back(f.id, to_wx(f.name));
    } else {
        for (int v = 1; v <= 6; ++v) faces.emplace_back(std::to_string(v), wxString::Format("%d", v));
    }
    for (const auto& [id, name] : faces) {
        m_faces.push_back(id);
        auto* b = new wxBitmapButton(this, wxID_ANY, face_bitmap(this, {die_id(), id, {}, {}}));
        b->SetToolTip(name);
        b->SetName(to_wx(id));
        b->Bind(wxEVT_BUTTON, [this, face = id](wxCommandEvent&) { add_die(face); });
        palette->Add(b, 0, wxALL, FromDIP(2));
    }
    sizer->Add(palette, 0, wxLEFT | wxRIGHT, FromDIP(8));
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Dice entered:")), 0, wxLEFT | wxRIGHT | wxTOP, FromDIP(8));
    m_view = new DiceView(this);
    m_view->SetMinSize(FromDIP(wxSize(520, 150)));
    sizer->Add(m_view, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
    m_status = new wxStaticText(this, wxID_ANY, wxString());
    sizer->Add(m_status, 0, wxEXPAND | wxALL, FromDIP(8));
    auto* edit = new wxBoxSizer(wxHORIZONTAL);
    auto* undo = new wxButton(this, wxID_ANY, _("Remove the last die"));
    auto* clear = new wxButton(this, wxID_ANY, _("Clear"));
    undo->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (!m_dice.empty()) m_dice.pop_back();
        refresh();
    });
    clear->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        m_dice.clear();
        refresh();
    });
    edit->Add(undo, 0, wxRIGHT, FromDIP(4));
    edit->Add(clear, 0);
    edit->AddStretchSpacer();
    edit->Add(CreateButtonSizer(wxOK | wxCANCEL), 0);
    sizer->Add(edit, 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizerAndFit(sizer);
    refresh();
}

void DiceEntryDialog::add_die(const std::string& face) {
    m_dice.push_back(face);
    refresh();
}

std::string DiceEntryDialog::die_id() const { return m_die ? m_die->id() : "D6"; }

wxString DiceEntryDialog::status() const { return m_status->GetLabel(); }

void DiceEntryDialog::refresh() {
    std::vector<engine::RolledDie> shown;
    for (std::size_t i = 0; i < m_dice.size(); ++i) {
        shown.push_back({die_id(), m_dice[i], Text::verbatim("#" + std::to_string(i + 1)), {}});
    }
    m_view->set_dice(std::move(shown));
    const Reading reading = m_dice.empty() ? Reading{false, _("No die entered yet.")} : m_check(m_dice);
    m_complete = reading.complete;
    m_status->SetLabel(reading.text);
    m_status->Wrap(FromDIP(520));
    if (wxWindow* ok = FindWindow(wxID_OK)) ok->Enable(!m_dice.empty());
    Layout();
}

} // namespace ost::app
