// The roster workspace's inspector: the card of the selected entry (profile, points, options,
// special rules as links, its findings) and the controls editing it through RosterEditor.
#include "app/panels/roster_inspector.h"
#include "app/panels/greyed_choice.h"
#include "app/panels/option_counts.h"
#include "app/panels/page_html.h"

#include "app/i18n/wx_text.h"
#include "core/model/catalogue_kinds.h"
#include "core/services/list_view.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_figures.h"
#include "core/services/workspace.h"
#include "core/services/rule_navigator.h"

#include <wx/choice.h>
#include <wx/dcclient.h>
#include <wx/html/htmlwin.h>
#include <wx/intl.h>
#include <wx/log.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace ost::app {
namespace {
using html::esc;
using html::lang;

/// Selects `row` of a chooser and sends the change event its handler listens to, as a
/// player's click would (the test hooks below share it). A template: the owner-drawn combo
/// box is not a wxControlWithItems.
template <typename Chooser>
void select_as_player(Chooser* control, wxEventType type, int row) {
    control->SetSelection(row);
    wxCommandEvent picked(type, control->GetId());
    picked.SetEventObject(control);
    picked.SetInt(row);
    control->ProcessWindowEvent(picked);
}
} // namespace

RosterInspector::RosterInspector(wxWindow* parent, RuleNavigator& rules,
                                 std::function<void(const wxString&, std::function<void()>)> edit)
    : wxScrolled<wxPanel>(parent), m_rules(rules), m_edit(std::move(edit)) {
    SetScrollRate(0, FromDIP(12));
    auto* top = new wxBoxSizer(wxVERTICAL);
    // As tall as its text (fit_card): the whole pane scrolls, the card never hides its end.
    m_card = new wxHtmlWindow(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(360, 120)), wxHW_SCROLLBAR_NEVER);
    m_card->SetStandardFonts(FromDIP(12));
    top->Add(m_card, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    top->Add(build_fields(), 0, wxEXPAND);
    SetSizer(top);

    bind_card_events();
    bind_text_events();
    bind_choice_events();
    show(nullptr, {}, {});
}

wxSizer* RosterInspector::build_fields() {
    auto* grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1, 1);
    m_count = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                             wxSP_ARROW_KEYS, 1, 100, 1);
    add_row(grid, m_count_label, _("Number"), m_count);
    m_name = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                            wxTE_PROCESS_ENTER);
    add_row(grid, m_name_label, _("Name"), m_name);
    m_grade = new wxChoice(this, wxID_ANY);
    add_row(grid, m_grade_label, _("Competence"), m_grade);
    m_item = new GreyedChoice(this);
    add_row(grid, m_item_label, _("Magic item"), m_item);
    m_item_about = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_item_about->SetForegroundColour(wxColour(0x55, 0x55, 0x55));
    grid->AddSpacer(0);
    grid->Add(m_item_about, 1, wxEXPAND);
    m_attach = new wxChoice(this, wxID_ANY);
    add_row(grid, m_attach_label, _("Attached to"), m_attach);
    // The same row says "With unit" for an ADLG general: room for the longer of the two.
    {
        const auto attached = m_attach_label->GetTextExtent(_("Attached to"));
        const auto with = m_attach_label->GetTextExtent(_("With unit"));
        m_attach_label->SetMinSize(wxSize(std::max(attached.x, with.x) + FromDIP(16), std::max(attached.y, with.y)));
    }
    // A tick and a count per option: how many of the entry's units take it (issue 29).
    m_options = new OptionCounts(this, [this](const std::string& option, std::optional<int> count) {
        if (m_updating || m_editor == nullptr || m_editor->roster().entry(m_entry_id) == nullptr) {
            return;
        }
        const auto id = m_entry_id;
        m_edit(_("The option was not changed."), [this, id, option, count] {
            if (count) {
                m_editor->set_option(id, option, *count);
            } else {
                m_editor->take_option(id, option); // ticked: every unit takes it
            }
        });
    });
    add_row(grid, m_options_label, _("Options"), m_options);
    m_size = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                            wxSP_ARROW_KEYS, 1, 100000, 2000);
    m_size->SetIncrement(100);
    add_row(grid, m_size_label, _("Army size"), m_size);
    // A text, not a spin: a roster without a year shows none (issue 29: it showed "0").
    m_year = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    m_year->SetHint(_("e.g. -300 for 300 BC; empty: none"));
    m_year->SetToolTip(_("The year the army is fielded in, negative for BC; empty: none."));
    add_row(grid, m_year_label, _("Year"), m_year);
    // The army sheet's header (issue 15): free texts, all optional.
    m_player = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    add_row(grid, m_player_label, _("Player"), m_player);
    m_event = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    add_row(grid, m_event_label, _("Event"), m_event);
    m_date = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    m_date->SetHint(_("e.g. 2027-03-14"));
    add_row(grid, m_date_label, _("Date"), m_date);
    m_note = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition,
                            FromDIP(wxSize(-1, 48)), wxTE_MULTILINE);
    add_row(grid, m_note_label, _("Note"), m_note);
    // Long item names must not widen the pane: the choices shrink and show the full name on open.
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_name, m_grade, m_item, m_attach, m_options, m_year, m_player, m_event, m_date, m_note}) {
        w->SetMinSize(wxSize(FromDIP(110), w->GetMinSize().y));
    }
    // A counter no narrower than GTK draws it (issue 26: GTK complained at each layout).
    for (wxSpinCtrl* spin : {m_count, m_size}) {
        spin->SetMinSize(wxSize(std::max(FromDIP(110), spin->GetBestSize().x), spin->GetMinSize().y));
    }
    return grid;
}

void RosterInspector::add_row(wxFlexGridSizer* grid, wxStaticText*& label, const wxString& text, wxWindow* control) {
    label = new wxStaticText(this, wxID_ANY, text);
    // A long label takes two lines, not the control's room (issue 29: « Année (négative : av.
    // J.-C.) » was cut at 1024x700). Measured here: GTK under-measures labels that are hidden
    // and shown again later.
    if (label->GetTextExtent(text).x > FromDIP(130)) label->Wrap(FromDIP(120));
    wxClientDC dc(label);
    dc.SetFont(label->GetFont());
    label->SetMinSize(dc.GetMultiLineTextExtent(label->GetLabel()) + wxSize(FromDIP(16), 0));
    grid->Add(label, 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(control, 1, wxEXPAND);
}

void RosterInspector::bind_card_events() {
    // The stat block's layout follows the pane's width (one or two stat pairs a row).
    m_card->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        const int columns = e.GetSize().x >= FromDIP(kTwoColumnCard) ? 2 : 1;
        if (columns != m_card_columns) {
            m_card_columns = columns;
            CallAfter([this] {
                if (m_editor != nullptr && !m_entry_id.empty() && m_editor->roster().entry(m_entry_id) != nullptr) {
                    set_card(card_html());
                }
            });
        } else if (e.GetSize().x != m_card_width) {
            CallAfter([this] { fit_card(); }); // the text wrapped again: as tall as it now is
        }
        m_card_width = e.GetSize().x;
        e.Skip();
    });
    m_card->Bind(wxEVT_HTML_LINK_CLICKED, [this](wxHtmlLinkEvent& e) {
        html::open_rule_link(m_rules, from_wx(e.GetLinkInfo().GetHref()));
    });
}

void RosterInspector::bind_text_events() {
    m_count->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        if (m_updating || m_editor == nullptr) {
            return;
        }
        const int count = m_count->GetValue();
        const auto id = m_entry_id;
        m_edit(_("The number of units was not changed."), [this, id, count] { m_editor->set_count(id, count); });
    });
    // A size the system does not allow is refused by the editor with its reason (ADLG 100/200/300).
    m_size->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        if (m_updating || m_editor == nullptr) {
            return;
        }
        const int size = m_size->GetValue();
        m_edit(_("The army size was not changed."), [this, size] { m_editor->set_army_size(size); });
    });
    m_year->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { commit_year(); });
    m_year->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        commit_year();
        e.Skip();
    });
    m_name->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { commit_name(); });
    m_name->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        commit_name();
        e.Skip();
    });
    m_note->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
        if (!m_updating && m_note_draft != nullptr && m_editor != nullptr) {
            *m_note_draft = Draft{m_entry_id, from_wx(m_note->GetValue())};
        }
    });
    m_note->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        commit_note();
        e.Skip();
    });
    for (auto* field : {m_player, m_event, m_date}) {
        field->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { commit_event(); });
        field->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
            commit_event();
            e.Skip();
        });
    }
}

void RosterInspector::bind_choice_events() {
    m_grade->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const auto i = static_cast<std::size_t>(m_grade->GetSelection());
        if (m_updating || m_editor == nullptr || i >= m_grade_ids.size()) {
            return;
        }
        const auto id = m_entry_id;
        const auto grade = m_grade_ids[i];
        m_edit(_("The competence was not changed."), [this, id, grade] { m_editor->set_general(id, grade); });
    });
    m_item->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) {
        if (m_updating || m_editor == nullptr) {
            return;
        }
        // A greyed item (once per army, carried by another unit) is refused; its row says why.
        if (m_item->refuse_greyed()) {
            wxLogStatus(_("That magic item is already taken: each army may have it only once."));
            return;
        }
        const auto i = static_cast<std::size_t>(m_item->GetSelection());
        if (i >= m_item_ids.size()) {
            return;
        }
        const auto id = m_entry_id;
        const auto item = m_item_ids[i];
        // One undo step: the item chosen replaces the one carried (one per unit).
        m_edit(_("The magic item was not changed."), [this, id, item] { m_editor->set_magic_item(id, item); });
    });
    m_attach->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const auto i = static_cast<std::size_t>(m_attach->GetSelection());
        if (m_updating || m_editor == nullptr || i >= m_attach_ids.size()) {
            return;
        }
        const auto id = m_entry_id;
        const auto target = m_attach_ids[i];
        m_edit(_("The unit was not chosen."), [this, id, target] { m_editor->attach(id, target); });
    });
}

void RosterInspector::commit_name() {
    if (m_updating || m_editor == nullptr) {
        return;
    }
    const auto name = from_wx(m_name->GetValue());
    if (!m_entry_id.empty()) {
        const auto* entry = m_editor->roster().entry(m_entry_id);
        if (entry != nullptr && entry->custom_name != name) {
            const auto id = m_entry_id;
            m_edit(_("The unit was not renamed."), [this, id, name] { m_editor->rename_entry(id, name); });
        }
    } else if (!m_command_id.empty()) {
        const auto* command = m_editor->roster().command(m_command_id);
        if (command != nullptr && command->name != name) {
            const auto id = m_command_id;
            m_edit(_("The command was not renamed."), [this, id, name] { m_editor->rename_command(id, name); });
        }
    } else if (m_editor->roster().name != name) {
        m_edit(_("The roster was not renamed."), [this, name] { m_editor->rename(name); });
    }
}

void RosterInspector::commit_year() {
    if (m_updating || m_editor == nullptr || !m_entry_id.empty() || !m_command_id.empty() || !m_year->IsShown()) {
        return;
    }
    const wxString text = m_year->GetValue().Trim().Trim(false);
    std::optional<int> year;
    long value = 0;
    if (!text.empty()) {
        if (!text.ToLong(&value) || value < -5000 || value > 2000) {
            wxLogStatus(_("The year must be a whole number between -5000 and 2000 (negative for BC), or empty."));
            return;
        }
        year = static_cast<int>(value);
    }
    if (year != m_editor->roster().year) {
        m_edit(_("The year was not changed."), [this, year] { m_editor->set_year(year); });
    }
}

void RosterInspector::commit_event() {
    if (m_updating || m_editor == nullptr || !m_entry_id.empty() || !m_command_id.empty()) {
        return;
    }
    const auto player = from_wx(m_player->GetValue());
    const auto event = from_wx(m_event->GetValue());
    const auto date = from_wx(m_date->GetValue());
    // Each edit refreshes the pane (show_roster), so the later values are read first.
    if (m_editor->roster().player != player) {
        m_edit(_("The player was not changed."), [this, player] { m_editor->set_player(player); });
    }
    if (m_editor->roster().event != event) {
        m_edit(_("The event was not changed."), [this, event] { m_editor->set_event(event); });
    }
    if (m_editor->roster().event_date != date) {
        m_edit(_("The date was not changed."), [this, date] { m_editor->set_event_date(date); });
    }
}

void RosterInspector::type_event(const wxString& player, const wxString& event, const wxString& date) {
    m_player->ChangeValue(player);
    m_event->ChangeValue(event);
    m_date->ChangeValue(date);
    commit_event();
}

void RosterInspector::keep_note_draft_in(std::optional<Draft>* draft) {
    m_note_draft = draft;
    if (draft == nullptr) {
        m_editor = nullptr; // going away: a focus lost now applies nothing
    }
}

void RosterInspector::type_note(const wxString& text) {
    m_note->SetFocus();
    m_note->SetValue(text);
}

wxString RosterInspector::note_text() const { return m_note->GetValue(); }

bool RosterInspector::note_focused() const { return wxWindow::FindFocus() == m_note; }

void RosterInspector::focus_name() {
    if (m_name->IsShown()) {
        m_name->SetFocus();
        m_name->SelectAll();
    }
}

wxString RosterInspector::name_text() const { return m_name->GetValue(); }

void RosterInspector::show_note_draft(const std::string& subject) {
    if (m_note_draft != nullptr && *m_note_draft && (*m_note_draft)->subject == subject) {
        m_note->ChangeValue(to_wx((*m_note_draft)->text));
    }
}

void RosterInspector::commit_note() {
    if (m_updating || m_editor == nullptr) {
        return;
    }
    if (m_note_draft != nullptr) {
        m_note_draft->reset(); // applied below (or equal to the note already)
    }
    const auto note = from_wx(m_note->GetValue());
    if (m_entry_id.empty()) {
        if (m_command_id.empty() && m_editor->roster().notes != note) {
            m_edit(_("The notes were not saved."), [this, note] { m_editor->set_notes(note); });
        }
        return;
    }
    const auto* entry = m_editor->roster().entry(m_entry_id);
    if (entry != nullptr && entry->note != note) {
        const auto id = m_entry_id;
        m_edit(_("The note was not saved."), [this, id, note] { m_editor->set_entry_note(id, note); });
    }
}

void RosterInspector::show(RosterEditor* editor, const std::string& entry_id,
                           const std::string& command_id) {
    m_updating = true;
    // Another subject (or its option rows rebuilt) may need other sizes: laid out below.
    m_relayout = editor != m_editor || entry_id != m_entry_id || command_id != m_command_id;
    m_editor = editor;
    m_entry_id = entry_id;
    m_command_id = command_id;
    m_shown_rows.clear(); // the show_* functions reveal() the rows they fill
    if (editor != nullptr && editor->roster().entry(entry_id) != nullptr) {
        show_entry();
    } else if (editor != nullptr && editor->roster().command(command_id) != nullptr) {
        show_command();
    } else if (editor != nullptr) {
        show_roster();
    } else {
        set_card("<html><body><p><font color=\"#666666\">" +
                 esc(_("Select a unit of the roster to see its profile and change its options.")) +
                 "</font></p></body></html>");
    }
    // Only the rows whose visibility changes are shown or hidden: hiding the field being typed
    // in, even to show it again, would take the focus from it.
    for (wxWindow* w : std::initializer_list<wxWindow*>{
             m_count_label, m_count, m_name_label, m_name, m_grade_label, m_grade, m_item_label,
             m_item, m_item_about, m_attach_label, m_attach, m_options_label, m_options, m_size_label, m_size,
             m_year_label, m_year, m_player_label, m_player, m_event_label, m_event,
             m_date_label, m_date, m_note_label, m_note}) {
        m_relayout = w->Show(m_shown_rows.count(w) != 0) || m_relayout;
    }
    // Laid out only when a row came or went, or changed its size (issue 26: on GTK a layout
    // re-allocates and repaints the whole page; a +/- on the same entry needs none).
    if (m_relayout) {
        FitInside(); // the rows shown decide how far the pane scrolls
        Layout();
    }
    m_updating = false;
}

void RosterInspector::reveal(std::initializer_list<wxWindow*> rows) { m_shown_rows.insert(rows.begin(), rows.end()); }

void RosterInspector::show_roster() {
    const auto& roster = m_editor->roster();
    std::string h = "<html><body><h3>" + esc(roster.name) + "</h3><p>" +
                    esc(m_editor->validator().list().name.in(lang())) + "</p><p><font color=\"#666666\">" +
                    esc(_("Select a unit of the roster to see its profile and change its options.")) +
                    "</font></p></body></html>";
    set_card(h);
    m_name->ChangeValue(to_wx(roster.name));
    m_name->SetHint(wxEmptyString);
    // Systems with a fixed list of sizes (ADLG 100/200/300) step from one to the next.
    const auto& system = m_editor->validator().system();
    if (!system.any_size && system.army_sizes.size() > 1) {
        m_size->SetRange(system.army_sizes.front().points, system.army_sizes.back().points);
        m_size->SetIncrement(system.army_sizes[1].points - system.army_sizes[0].points);
    } else {
        m_size->SetRange(1, 100000);
        m_size->SetIncrement(100);
    }
    m_size->SetValue(roster.army_size);
    m_note->ChangeValue(to_wx(roster.notes));
    show_note_draft({});
    m_player->ChangeValue(to_wx(roster.player));
    m_event->ChangeValue(to_wx(roster.event));
    m_date->ChangeValue(to_wx(roster.event_date));
    reveal({m_name_label, m_name, m_size_label, m_size, m_player_label, m_player, m_event_label, m_event,
            m_date_label, m_date, m_note_label, m_note});
    if (m_editor->validator().system().has_dates()) {
        m_year->ChangeValue(roster.year ? wxString::Format("%d", *roster.year) : wxString());
        reveal({m_year_label, m_year});
    }
}

void RosterInspector::show_command() {
    const auto* command = m_editor->roster().command(m_command_id);
    std::string h = "<html><body><h3>" +
                    esc(command->name.empty() ? _("Command") : to_wx(command->name)) + "</h3>";
    for (const auto& figures : m_editor->report().commands) {
        if (figures.command_id == m_command_id) {
            h += "<p>" +
                 esc(wxString::Format(_("%d points, %d command points, %d units"), figures.points,
                                      figures.command_points, figures.units)) +
                 "</p>";
        }
    }
    for (const auto* d : m_editor->report().about(m_command_id)) {
        h += std::string("<p><font color=\"") + severity_colour(d->severity) + "\">" +
             esc(d->message) + "</font></p>";
    }
    h += "<p><font color=\"#666666\">" +
         esc(_("Drag units onto a command to move them there.")) + "</font></p></body></html>";
    set_card(h);
    m_name->ChangeValue(to_wx(command->name));
    reveal({m_name_label, m_name});
}

void RosterInspector::show_entry() {
    const auto& validator = m_editor->validator();
    const auto* entry = m_editor->roster().entry(m_entry_id);
    set_card(card_html());
    const auto* unit = validator.unit_of(*entry);
    const auto* list = validator.list_of(*entry);
    m_count->SetValue(entry->count);
    m_name->ChangeValue(to_wx(entry->custom_name));
    m_name->SetHint(unit != nullptr ? to_wx(unit->name.in(lang())) : wxString());
    m_note->ChangeValue(to_wx(entry->note));
    show_note_draft(m_entry_id);
    reveal({m_count_label, m_count, m_name_label, m_name, m_note_label, m_note});
    if (unit == nullptr || list == nullptr) {
        return; // an entry the data no longer has: only its name, count and note stay editable
    }
    show_grade(*entry, *unit);
    show_magic_items(*entry, *unit);
    show_attach(*entry, *unit);
    show_options(*entry);
}

void RosterInspector::show_grade(const RosterEntry& entry_shown, const UnitEntry& line) {
    const auto& validator = m_editor->validator();
    const auto& system = validator.system();
    const auto* entry = &entry_shown;
    const auto* unit = &line;
    // ADLG competence of a general.
    m_grade_ids.clear();
    m_grade->Clear();
    const auto grades = system.catalogue_of(catalogue_kind::kGeneralGrade);
    if (unit->role == UnitRole::General && !grades.empty()) {
        m_grade_ids.push_back({});
        m_grade->Append(_("(ordinary)"));
        for (const auto* g : grades) {
            m_grade_ids.push_back(g->id);
            m_grade->Append(to_wx(g->name.in(lang())) + wxS(" \u2014 ") + to_wx(costs_text(g->costs)));
        }
        for (std::size_t i = 0; i < m_grade_ids.size(); ++i) {
            if (m_grade_ids[i] == entry->general_grade) {
                m_grade->SetSelection(static_cast<int>(i));
            }
        }
        reveal({m_grade_label, m_grade});
    }
}

void RosterInspector::show_magic_items(const RosterEntry& entry_shown, const UnitEntry& line) {
    const auto& validator = m_editor->validator();
    const auto& system = validator.system();
    const auto* entry = &entry_shown;
    const auto* unit = &line;
    // WME magic item: only the items this unit may carry (type, armour, its line's upgrades),
    // those once per army that another unit carries greyed with who has them
    // (wme.army-selection.magic-items); the validator still checks everything.
    m_item_ids.clear();
    const auto choices = unit->magic && !unit->is_attachment() && !system.catalogue_of(catalogue_kind::kMagicItem).empty()
                             ? validator.magic_item_choices(m_editor->roster(), *entry)
                             : std::vector<MagicItemChoice>();
    // No chooser for a unit that may carry none (issue 29: an empty box), unless it has one.
    if (!choices.empty() || !entry->magic_items.empty()) {
        wxArrayString rows;
        std::vector<bool> greyed;
        m_item_ids.push_back({});
        rows.Add(_("(none)"));
        greyed.push_back(false);
        int selected = 0;
        for (const auto& choice : choices) {
            wxString row = to_wx(choice.item->name.in(lang())) + wxS(" \u2014 ") + to_wx(costs_text(choice.item->costs));
            if (!choice.available()) {
                const auto* holder = m_editor->roster().entry(choice.taken_by);
                const auto* holder_unit = holder != nullptr ? validator.unit_of(*holder) : nullptr;
                const wxString who = holder == nullptr               ? to_wx(choice.taken_by)
                                     : !holder->custom_name.empty() ? to_wx(holder->custom_name)
                                     : holder_unit != nullptr       ? to_wx(holder_unit->name.in(lang()))
                                                                    : to_wx(holder->unit_id);
                row << wxS(" (") << wxString::Format(_("taken by %s"), who) << wxS(")");
            }
            if (!entry->magic_items.empty() && entry->magic_items.front() == choice.item->id) {
                selected = static_cast<int>(m_item_ids.size());
            }
            m_item_ids.push_back(choice.item->id);
            rows.Add(row);
            greyed.push_back(!choice.available());
        }
        m_item->set_rows(rows, greyed);
        m_item->select(selected);
        reveal({m_item_label, m_item});
        // What the item carried is, from the data (type, who may carry it, once per army).
        const auto* carried = entry->magic_items.empty() ? nullptr : system.catalogue_entry(entry->magic_items.front());
        wxString about;
        for (const auto& sentence : carried != nullptr ? catalogue_entry_description(system, *carried) : std::vector<Text>()) {
            about << (about.empty() ? wxString() : wxString(wxS(" "))) << to_wx(sentence);
        }
        m_item->SetToolTip(about.empty() ? _("A magic item for this unit: one per unit") : about);
        if (m_item_about_text != about || m_relayout) { // the label holds the text wrapped
            m_item_about_text = about;
            m_item_about->SetLabel(about);
            m_item_about->Wrap(std::max(FromDIP(120), m_item->GetSize().x));
            m_relayout = true;
        }
        if (!about.empty()) reveal({m_item_about});
    }
}

void RosterInspector::show_attach(const RosterEntry& entry_shown, const UnitEntry& line) {
    const auto& validator = m_editor->validator();
    const auto* entry = &entry_shown;
    const auto* unit = &line;
    // WME attachment: the entries of the lines it may join. ADLG general: the unit of his
    // command he is placed with (adlg.rout.general).
    m_attach_ids.clear();
    m_attach->Clear();
    if (unit->role == UnitRole::General && validator.places_generals_with_units()) {
        const auto general_units = validator.general_units(m_editor->roster(), *entry);
        m_attach_label->SetLabel(_("With unit"));
        m_attach_ids.push_back({});
        m_attach->Append(_("(not placed with a unit)"));
        for (const auto& id : general_units) {
            const auto* other = m_editor->roster().entry(id);
            const auto* other_unit = validator.unit_of(*other);
            m_attach_ids.push_back(id);
            wxString row = other->custom_name.empty() ? to_wx(other_unit->name.in(lang())) : to_wx(other->custom_name);
            if (other->count != 1) {
                row = wxString::Format(wxS("%d \u00d7 "), other->count) + row;
            }
            m_attach->Append(row);
        }
        if (!entry->attached_to.empty() &&
            std::find(general_units.begin(), general_units.end(), entry->attached_to) == general_units.end()) {
            // A unit of another command or gone: shown as it is, the findings say why.
            m_attach_ids.push_back(entry->attached_to);
            m_attach->Append(wxString::Format(_("%s (not in his command)"), to_wx(entry->attached_to)));
        }
    } else if (unit->is_attachment()) {
        m_attach_label->SetLabel(_("Attached to"));
        m_attach_ids.push_back({});
        m_attach->Append(_("(not attached)"));
        for (const auto& other : m_editor->roster().entries) {
            const auto* other_unit = validator.unit_of(other);
            if (other_unit == nullptr ||
                std::find(unit->attaches_to.begin(), unit->attaches_to.end(), other.unit_id) ==
                    unit->attaches_to.end()) {
                continue;
            }
            m_attach_ids.push_back(other.id);
            m_attach->Append(other.custom_name.empty() ? to_wx(other_unit->name.in(lang()))
                                                       : to_wx(other.custom_name));
        }
    }
    if (!m_attach_ids.empty()) {
        // Either chooser: the row of the entry's current choice, "(not …)" when it has none.
        m_attach->SetSelection(0);
        for (std::size_t i = 0; i < m_attach_ids.size(); ++i) {
            if (m_attach_ids[i] == entry->attached_to) {
                m_attach->SetSelection(static_cast<int>(i));
            }
        }
        reveal({m_attach_label, m_attach});
    }
}

void RosterInspector::show_options(const RosterEntry& entry_shown) {
    const auto& validator = m_editor->validator();
    const auto& system = validator.system();
    const auto* entry = &entry_shown;
    // Options and upgrades the entry may take now (general grades and magic items have their own
    // controls): one outside the year, over its army maximum or missing the unit it needs is not
    // offered, unless the entry has it already (so it can be unticked; the findings say why).
    std::vector<OptionCountRow> rows;
    for (const auto& choice : validator.option_choices(m_editor->roster(), *entry)) {
        const auto& option = choice.option;
        if (const auto* c = system.catalogue_entry(option.id);
            c != nullptr && (c->kind == catalogue_kind::kGeneralGrade || c->kind == catalogue_kind::kMagicItem)) {
            continue;
        }
        const auto taken = std::find_if(entry->options.begin(), entry->options.end(),
                                        [&](const RosterOption& o) { return o.id == option.id && o.count > 0; });
        if (!choice.available() && taken == entry->options.end()) {
            continue;
        }
        rows.push_back({option.id,
                        to_wx(option.name.in(lang())) + wxS(" (") + to_wx(costs_text(option.costs)) + wxS(")"),
                        to_wx(choice.why_not), taken == entry->options.end() ? 0 : taken->count,
                        option.max.value_or(1) * entry->count});
    }
    m_relayout = m_options->set_rows(rows) || m_relayout;
    if (!rows.empty()) {
        reveal({m_options_label, m_options});
    }
}

std::vector<std::pair<wxString, bool>> RosterInspector::magic_item_rows() const {
    std::vector<std::pair<wxString, bool>> out;
    if (m_item->IsShown()) {
        for (unsigned i = 0; i < m_item->GetCount(); ++i) {
            out.emplace_back(m_item->GetString(i), m_item->greyed(static_cast<int>(i)));
        }
    }
    return out;
}

wxString RosterInspector::magic_item_about() const {
    return m_item_about->IsShown() ? m_item_about->GetLabel() : wxString();
}

void RosterInspector::pick_magic_item(int row) {
    select_as_player(m_item, wxEVT_COMBOBOX, row);
}

std::pair<wxString, std::vector<wxString>> RosterInspector::attach_rows() const {
    std::pair<wxString, std::vector<wxString>> out{m_attach_label->GetLabel(), {}};
    if (m_attach->IsShown()) {
        for (unsigned i = 0; i < m_attach->GetCount(); ++i) {
            out.second.push_back(m_attach->GetString(i));
        }
    }
    return out;
}

void RosterInspector::pick_attach(int row) {
    select_as_player(m_attach, wxEVT_CHOICE, row);
}

std::vector<wxString> RosterInspector::option_rows() const {
    return m_options->IsShown() ? m_options->rows_text() : std::vector<wxString>();
}

void RosterInspector::tick_option(std::size_t row, bool on) { m_options->tick(row, on); }

void RosterInspector::spin_option(std::size_t row, int count) { m_options->spin(row, count); }

} // namespace ost::app
