// The roster workspace (Lists area, "Rosters" page): army list on the left, the roster tree by
// command in the middle, the selected unit on the right, findings below, totals always in view.
#pragma once

#include "app/dialogs/unit_chooser_dialog.h"
#include "app/panels/lists_page.h"
#include "core/support/file_version.h"

#include <wx/event.h>
#include <wx/panel.h>
#include <wx/string.h>
#include <wx/timer.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class wxButton;
class wxChoice;
class wxListCtrl;
class wxListEvent;
class wxGenericStaticText;
class wxStaticText;
class wxSplitterWindow;

namespace ost {
class RosterDocument;
class RosterEditor;
class RuleNavigator;
class Session;
struct Roster;
} // namespace ost

namespace ost::app {

/// Sent up the window chain whenever the open roster, its name or its saved state changes (the
/// main window puts the roster's name and its modified marker in its title).
wxDECLARE_EVENT(EVT_ROSTER_DOCUMENT_CHANGED, wxCommandEvent);

class RosterInspector;
class RosterTree;

class RosterPanel final : public wxPanel, public ListsPage {
public:
    /// The context menu's command ids (context_menu()).
    enum ContextCommand { kMenuRename = 1, kMenuDuplicate, kMenuRemove, kMenuAttacker, kMenuDefender };
    RosterPanel(wxWindow* parent, Session& session, RuleNavigator& rules);
    ~RosterPanel() override;

    // Commands of the File menu (MainFrame routes them here) and of the page's toolbar.
    /// New roster...: the dialog opens on `list_id` of `system_id`, or when none is given on the
    /// list being browsed (set_browsed_list), else on the first game.
    void new_roster(const std::string& system_id = {}, const std::string& list_id = {});
    /// Where new_roster() finds the list being browsed: (system id, list id), empty when none.
    void set_browsed_list(std::function<std::pair<std::string, std::string>()> source) {
        m_browsed_list = std::move(source);
    }
    /// Starts an empty roster of `list_id` at `army_size` without asking (the dialog's result;
    /// also used by the smoke test). Errors are reported, nothing else changes.
    void start_roster(const std::string& system_id, const std::string& list_id, int army_size,
                      std::optional<int> year, const std::string& name);
    /// Asks for a roster file and opens it.
    void open_roster();
    /// Opens `file` (.ostr); a bad file gets a located message and changes nothing.
    void open_file(const std::filesystem::path& file);
    /// Opens a copy of the bundled sample `file` as a new roster (Save asks where: the installed
    /// sample stays as it is), after asking about unsaved changes of the open one.
    void open_sample(const std::filesystem::path& file);
    void save();
    void save_as();
    /// Before the open roster is closed (quitting, opening or starting another): when it has
    /// changes not written to its file, asks Save / Discard / Cancel (core's question, the app's
    /// dialog). False when the player cancelled (or the save did not happen): keep it open.
    bool confirm_close();
    /// This page is about to be replaced (a language switch, a reopened window): the workspace's
    /// roster tells it nothing more and a note being typed stays a draft, applied by nobody.
    void release_document();
    /// Writes a pending autosave now (before the window is rebuilt or closed, so the next
    /// window, which reopens the last roster from the user DB, finds the latest edit).
    void flush_autosave();
    /// The window title's document part: the roster's name with "*" when it has unsaved
    /// changes; empty when no roster is open.
    wxString document_title() const;
    void export_text();
    void export_html();
    void print();
    /// Asks where (default: the roster's name, .pdf) and saves the army sheet as an A4 PDF.
    void save_pdf();
    /// Writes the army sheet to `file` as PDF without asking; returns its number of pages.
    /// Throws what write_sheet_pdf throws.
    int write_pdf(const std::filesystem::path& file);
    /// Shows the army sheet as it prints, with Save as PDF and Print buttons.
    void show_sheet();
    /// Copies the text export to the clipboard (for forums and tournament submissions).
    void copy_text();
    /// Copies the roster's sharing code (core/io/roster_code.h) to the clipboard.
    void copy_code();
    /// Shows the sharing code as a QR code with its text, to scan or copy.
    void show_qr_code();
    /// File > Import > wm-selector army: asks for the save link (pasted) and opens it as a new
    /// roster; File > Import > ... from a file: the same from a text file holding the link.
    void import_wm_selector();
    void import_wm_selector_file();
    /// Opens the wm-selector army in `text` (a link, or a file's content holding one) through
    /// RosterStore::import_wm_selector, at the game's default size; what did not map is kept,
    /// flagged in the findings and listed in a warning. False when nothing was opened.
    bool open_wm_selector(const std::string& text);
    /// Asks for a sharing code and opens the roster it holds (a bad code: what is wrong).
    void open_code();
    bool has_roster() const { return m_editor != nullptr; }
    /// The open roster's editor (tests and the smoke test drive it), or nullptr.
    RosterEditor* editor() { return m_editor.get(); }
    /// Adds army-list line `unit_id` (of `list_id`, empty = the roster's list) as the army list's
    /// Enter does (`separate` false: merged into an identical entry's count) or Shift+Enter and
    /// "Add as separate unit" do (`separate` true). Returns the entry added to or made, empty
    /// when the line is not in the army list or the add was refused.
    std::string add_line(const std::string& unit_id, bool separate, const std::string& list_id = {});
    /// The right-hand pane (the smoke test drives its choosers).
    RosterInspector& inspector() { return *m_inspector; }
    /// The header's figures as built (before wrapping; for the smoke test).
    const wxString& summary_text() const { return m_summary_text; }
    /// The header's verdict ("Legal army.", "NOT LEGAL: 2 errors.") as shown (smoke test).
    wxString verdict_text() const;
    /// Selects the row of entry `id` in the tree (as clicking a finding does).
    bool select_entry(const std::string& id);
    /// The open roster's units as the Combat page's chooser offers them ("Open roster — name").
    std::vector<UnitChoice> roster_units() const;
    /// "SYSTEM/LIST/UNIT" of the unit selected in the tree, empty when no unit is selected.
    std::string selected_unit_reference() const;
    /// What the context menu's "Test in the engine as attacker / defender" does: sends the
    /// selected unit to the Combat page as `side`. False when no unit is selected.
    bool test_selected_in_engine(const std::string& side);
    /// The findings list's rows (one per finding of the report, or one "nothing to report").
    long finding_count() const;
    /// Row `row` of the findings list as shown: severity, finding, rule (empty when out of range).
    std::vector<wxString> finding_row(long row) const;
    /// Selects finding `row` of the findings list, as a click does.
    void select_finding(long row);
    /// The selected tree row's context menu: (command id, label), 0 for a separator; empty when
    /// no row is selected. Rename, Duplicate (units), Remove, then the engine's tests (units).
    std::vector<std::pair<int, wxString>> context_menu() const;
    /// Runs context-menu command `id` on the selected row, as choosing it does.
    void run_context_command(int id);

    UndoStack* undo_stack() override;
    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    void focus_main_control() override;

private:
    // The page's layout (roster_panel_layout.cpp).
    void build_toolbar(wxWindow* parent, wxSizer* sizer);
    /// Title, verdict and figures over the empty-state text.
    void build_heading(wxSizer* top);
    /// [army list | roster tree | inspector] over the findings, with their sashes.
    void build_workspace(wxSizer* top);
    /// Keeps each column's share of the width as the window is resized (issue 29, item 14: a
    /// wider window widens the inspector too, not only the tree); dragging a sash sets its share.
    void bind_shares();
    wxPanel* build_army_pane(wxWindow* parent);
    wxPanel* build_tree_pane(wxWindow* parent);
    wxPanel* build_findings_pane(wxWindow* parent);
    void bind_list_events();
    void bind_tree_events();
    /// Add command: a command of the army, or an allied one chosen from a menu under `button`.
    void add_command_from_menu(wxButton* button);
    /// Opens the roster chosen in the "your rosters" choice (after the unsaved question).
    void open_saved_roster();
    static wxString roster_wildcard();
    /// Makes `editor` the open roster (the previous one is autosaved first).
    void open(std::unique_ptr<RosterEditor> editor, std::optional<std::filesystem::path> file);
    void refresh();
    /// Wraps the empty-state text to the page's width (at most 560 px) in the font it is drawn in.
    void wrap_empty_text();
    /// Start-up: reopens the last roster (after the window is shown); a failure is one warning
    /// naming the roster, which is then not reopened automatically again.
    void reopen_last();
    /// The saved roster file and selected line (restore_state), applied once the roster is open.
    void apply_pending_state();
    std::map<std::string, std::string> m_pending_state;
    void refresh_army_list();
    void refresh_findings();
    void refresh_summary();
    /// Tells the window the roster, its name or its saved state changed (EVT_ROSTER_DOCUMENT_CHANGED).
    void announce_document();
    /// Wraps the summary line to the page's width (a figure is never cut off); false when the
    /// label already showed it so.
    bool wrap_summary();
    void refresh_saved_rosters();
    void on_tree_selection();
    /// Adds the army list's selected line (merged into an identical entry unless `separate`).
    void add_selected_unit(bool separate);
    void remove_selected();
    void duplicate_selected();
    void change_count(int delta);
    /// Runs `action` on the roster; an InvalidInputError is shown as "what, why" and nothing
    /// changes (the editor applies all or nothing).
    void apply(const wxString& what, const std::function<void()>& action);
    /// Keeps the roster in the user DB after every change (the autosave that survives a crash).
    void autosave(bool closing = false);
    std::string selected_command() const;
    bool write_export(const wxString& title, const wxString& wildcard, const wxString& extension,
                      const std::string& content);

    /// The army sheet of the open roster, quoting the rules digest (roster_export.h).
    std::string sheet_html() const;
    /// The roster's name (else its list's) with `extension`, for a file dialog.
    wxString default_file_name(const wxString& extension) const;

    Session& m_session;
    RuleNavigator& m_rules;
    /// The roster this page shows: the session's workspace owns it (it outlives the page, so a
    /// language switch keeps its history and unsaved state); the three below are its parts.
    RosterDocument& m_document;
    std::unique_ptr<RosterEditor>& m_editor;
    std::optional<std::filesystem::path>& m_file;
    /// What m_file held when the roster was read from it or last saved there: a save refuses to
    /// overwrite it when another program changed it since (RosterStore::save).
    std::optional<FileVersion>& m_file_version;
    std::vector<std::int64_t> m_saved_ids;
    std::vector<std::pair<std::string, std::string>> m_army_rows; ///< (list id, unit id) per row
    wxTimer m_autosave;
    std::function<std::pair<std::string, std::string>()> m_browsed_list;

    wxChoice* m_saved = nullptr;
    wxStaticText* m_title = nullptr;
    wxGenericStaticText* m_summary = nullptr; ///< drawn by wx: a new text repaints the label alone
    wxString m_summary_text; ///< the summary as built, before wrapping
    int m_wrapped_width = -1;
    wxString m_summary_wrapped_text; ///< the summary the label shows, wrapped at m_summary_wrapped_at
    int m_summary_wrapped_at = -1;
    wxStaticText* m_verdict = nullptr;
    wxListCtrl* m_army = nullptr;
    wxButton* m_add_command = nullptr;
    RosterTree* m_tree = nullptr;
    RosterInspector* m_inspector = nullptr;
    wxListCtrl* m_findings = nullptr;
    wxPanel* m_workspace = nullptr;
    /// The workspace's sashes: [army list | rest], [roster | inspector], [panes / findings].
    wxSplitterWindow* m_columns = nullptr;
    wxSplitterWindow* m_right = nullptr;
    double m_army_share = 0.32; ///< the army list's part of m_columns's width
    double m_tree_share = 0.55; ///< the tree's part of m_right's width (the inspector has the rest)
    wxSplitterWindow* m_dragged = nullptr; ///< the splitter whose sash the player is dragging
    wxSplitterWindow* m_vertical = nullptr;
    wxStaticText* m_empty = nullptr;
    wxString m_empty_text; ///< the empty-state text unwrapped
    int m_empty_width = 0; ///< the width it was last wrapped to
    /// The sash positions last seen on screen (or restored): a hidden page's splitters have no
    /// real size, so what they say then is not kept.
    mutable std::map<std::string, std::string> m_sashes;
};

} // namespace ost::app
