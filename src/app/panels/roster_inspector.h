// The right-hand pane of the roster workspace: the selected entry's card (stat line, points,
// special rules linking to the rules reference, its findings) and the controls that edit it.
#pragma once

#include <wx/panel.h>
#include <wx/scrolwin.h>

#include "core/support/diagnostic.h"

#include <functional>
#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

class wxFlexGridSizer;
class wxSizer;
class wxChoice;
class wxHtmlWindow;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace ost {
struct Draft;
struct RosterEntry;
struct UnitEntry;
class RosterEditor;
class RuleNavigator;
} // namespace ost

namespace ost::app {

class GreyedChoice;
class OptionCounts;

/// Scrolls as a whole: the card is as tall as its text and the fields follow it.
class RosterInspector final : public wxScrolled<wxPanel> {
public:
    /// `edit` runs an edit of the roster and reports a refused one (RosterPanel::apply).
    RosterInspector(wxWindow* parent, RuleNavigator& rules,
                    std::function<void(const wxString&, std::function<void()>)> edit);

    /// Shows entry `entry_id` (or command `command_id`) of `editor`; nothing when both empty.
    void show(RosterEditor* editor, const std::string& entry_id, const std::string& command_id);

    // For the smoke test: the magic-item chooser as the player sees it.
    /// The chooser's rows ("(none)" first), each with whether it is greyed; empty when hidden.
    std::vector<std::pair<wxString, bool>> magic_item_rows() const;
    /// Picks row `row` of the chooser as the player would (a greyed row is refused).
    void pick_magic_item(int row);
    /// The words under the chooser about the item carried; empty when none is shown.
    wxString magic_item_about() const;
    /// The "Attached to" / "With unit" chooser (WME attachment, ADLG general): its label and
    /// rows ("(not …)" first); empty rows when hidden.
    std::pair<wxString, std::vector<wxString>> attach_rows() const;
    /// Picks row `row` of that chooser as the player would.
    void pick_attach(int row);
    /// The option rows offered for the selected entry, a taken one with its count ("… ×8").
    std::vector<wxString> option_rows() const;
    /// Ticks (or unticks) option row `row` as the player would (the edit follows the event).
    void tick_option(std::size_t row, bool on);
    /// Sets option row `row`'s count with its spin as the player would.
    void spin_option(std::size_t row, int count);
    /// Where the note being typed is kept until it is applied (the workspace's roster, so a
    /// rebuilt page shows it again); nullptr: nowhere, and nothing typed is applied any more
    /// (the page is going away).
    void keep_note_draft_in(std::optional<Draft>* draft);
    /// Types `text` into the note field without leaving it, as the player would (smoke test).
    void type_note(const wxString& text);
    /// What the note field shows.
    wxString note_text() const;
    /// Whether the note field has the keyboard focus (GUI tests: a refresh keeps it).
    bool note_focused() const;
    /// The card's text as shown (smoke test), and whether the card is as tall as its text (none
    /// of it hidden below its edge).
    wxString card_text() const;
    bool card_whole() const;
    /// The card's height in pixels (GUI tests: a tick on the entry shown does not shrink it).
    int card_height() const;
    /// What the roster's year field shows (empty: no year).
    wxString year_text() const;
    /// Puts the cursor in the name field, its text selected (the tree's Rename...).
    void focus_name();
    /// What the name field shows.
    wxString name_text() const;
    /// Types the roster's player, event and date into their fields and leaves them, as the
    /// player would (nothing selected in the tree: the roster's own fields are shown).
    void type_event(const wxString& player, const wxString& event, const wxString& date);

private:
    void show_entry();
    // The selected entry's choosers, each shown when the entry may use it.
    /// ADLG: a general's competence.
    void show_grade(const RosterEntry& entry_shown, const UnitEntry& line);
    /// WME: the magic items the unit may carry, those taken elsewhere greyed.
    void show_magic_items(const RosterEntry& entry_shown, const UnitEntry& line);
    /// WME: the unit an attachment joins; ADLG: the unit a general stands with.
    void show_attach(const RosterEntry& entry_shown, const UnitEntry& line);
    /// The options and upgrades the entry may take now.
    void show_options(const RosterEntry& entry_shown);
    wxSizer* build_fields();
    void add_row(wxFlexGridSizer* grid, wxStaticText*& label, const wxString& text, wxWindow* control);
    /// The card's width (one or two stat pairs a row) and its rule links.
    void bind_card_events();
    /// Number, size, year, name, note, player, event and date.
    void bind_text_events();
    /// Competence, magic item, attachment and options.
    void bind_choice_events();
    void show_command();
    /// Nothing selected: the roster itself (name, army size, ADLG year, notes).
    void show_roster();
    void commit_name();
    void commit_note();
    /// Applies the year typed (empty: none); a year that is not a number is refused with why.
    void commit_year();
    /// Writes the player / event / date fields that differ from the roster (one step each).
    void commit_event();
    // The card (roster_inspector_card.cpp).
    /// The card's width (DIP) from which the stat line takes two pairs a row: below it, one
    /// (issue 29: at 1024x700 two pairs cut ADLG values at the card's right edge).
    static constexpr int kTwoColumnCard = 380;
    /// The lines an edit may leave empty under the card's text before it shrinks (fit_card).
    static constexpr int kCardSlackLines = 3;
    std::string card_html() const;
    /// The stat line as "field: value" cells, one or two pairs a row.
    std::string stat_table_html(const UnitEntry& line) const;
    /// Shows `html` in the card and makes the card as tall as it.
    void set_card(const std::string& html);
    /// Makes the card as tall as its text (during show(): laid out at its end; an edit of the
    /// same subject leaves a few empty lines rather than shrinking it).
    void fit_card();
    static const char* severity_colour(Severity severity);

    RuleNavigator& m_rules;
    std::function<void(const wxString&, std::function<void()>)> m_edit;
    RosterEditor* m_editor = nullptr;
    std::optional<Draft>* m_note_draft = nullptr;
    /// Shows the draft kept for `subject` (an entry id, empty: the roster) in the note field.
    void show_note_draft(const std::string& subject);
    /// Marks `rows` to be shown when show() ends (the others are hidden there).
    void reveal(std::initializer_list<wxWindow*> rows);
    int m_card_columns = 0; ///< stat pairs a row the card was laid out for
    int m_card_width = 0;   ///< the card's width when last measured
    std::string m_entry_id;
    std::string m_command_id;
    bool m_updating = false;
    bool m_relayout = false; ///< show() lays the pane out: another subject, or a row's size changed
    std::set<wxWindow*> m_shown_rows; ///< the rows the entry shown needs (show())

    wxHtmlWindow* m_card = nullptr;
    wxStaticText* m_count_label = nullptr;
    wxSpinCtrl* m_count = nullptr;
    wxStaticText* m_name_label = nullptr;
    wxTextCtrl* m_name = nullptr;
    wxStaticText* m_grade_label = nullptr;
    wxChoice* m_grade = nullptr;
    std::vector<std::string> m_grade_ids;
    wxStaticText* m_item_label = nullptr;
    GreyedChoice* m_item = nullptr;
    wxStaticText* m_item_about = nullptr; ///< what the item carried is (its data, in words)
    wxString m_item_about_text;           ///< its text before wrapping
    std::vector<std::string> m_item_ids;
    wxStaticText* m_attach_label = nullptr;
    wxChoice* m_attach = nullptr;
    std::vector<std::string> m_attach_ids;
    wxStaticText* m_options_label = nullptr;
    OptionCounts* m_options = nullptr;
    wxStaticText* m_size_label = nullptr;
    wxSpinCtrl* m_size = nullptr;
    wxStaticText* m_year_label = nullptr;
    wxTextCtrl* m_year = nullptr;
    wxStaticText* m_player_label = nullptr;
    wxTextCtrl* m_player = nullptr;
    wxStaticText* m_event_label = nullptr;
    wxTextCtrl* m_event = nullptr;
    wxStaticText* m_date_label = nullptr;
    wxTextCtrl* m_date = nullptr;
    wxStaticText* m_note_label = nullptr;
    wxTextCtrl* m_note = nullptr;
};

} // namespace ost::app
