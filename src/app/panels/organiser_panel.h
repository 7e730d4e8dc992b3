// The Organiser area (issue 30): an event profile opened or made, every list of a folder or zip
// checked against it on a worker thread (progress, Cancel), a table of players, reports and the
// open lists booklet saved, a row's roster shown read-only.
#pragma once

#include "app/panels/area_panel.h"
#include "core/services/event_batch.h"
#include "core/services/event_checker.h"

#include <filesystem>
#include <memory>
#include <optional>

class wxButton;
class wxListCtrl;
class wxListEvent;
class wxStaticText;
class wxTextCtrl;

namespace ost::app {

class OrganiserPanel final : public AreaPanel {
  public:
    /// The table's columns, left to right.
    enum Column { kFile, kPlayer, kVerdict, kList, kPoints, kFindings, kDuplicates, kColumnCount };

    OrganiserPanel(wxWindow* parent, Session& session);

    std::map<std::string, std::string> save_state() const override;
    void restore_state(const std::map<std::string, std::string>& state) override;
    void focus_main_control() override;

    /// Reads the event profile `file` and shows its clauses (the table is emptied). Throws what
    /// read_event_file() and Session::require_system() throw.
    void open_event(const std::filesystem::path& file);
    /// Checks every file of `source` (a folder or a zip) against the event on a worker thread,
    /// a progress dialog with Cancel following it; fills the table. False when cancelled or when
    /// the source cannot be read (the error shown). `cancel_at_start` presses Cancel (tests).
    bool run_batch(const std::filesystem::path& source, bool cancel_at_start = false);
    /// Opens the event form on the open event; on OK saves it over its file and opens it again.
    void edit_event();
    /// The open event's file (empty when none).
    const std::filesystem::path& event_file() const { return m_event_file; }
    /// The last batch's result, or nullptr.
    const BatchResult* result() const { return m_result ? &*m_result : nullptr; }
    wxListCtrl* table() const { return m_table; }
    /// Shows row `index`'s roster in a read-only army sheet window (nothing for an unreadable row).
    void open_row(long index);
    /// Writes the report to `file` as HTML, CSV or PDF, by its extension (.html, .csv, .pdf).
    /// Returns the PDF's page count (0 for HTML and CSV). Throws EnvironmentError.
    int save_report(const std::filesystem::path& file);
    /// Writes the open lists booklet (contents page, one army sheet per list) as PDF; returns
    /// its page count. Throws EnvironmentError.
    int save_booklet(const std::filesystem::path& file);

  private:
    void build_event_bar();
    void build_batch_bar();
    void build_table();
    void build_output_bar();
    void bind_events();
    void new_event();
    /// Shows the event dialog on `event`; on OK saves it (asking where for a new one) and opens it.
    void edit_in_dialog(const EventProfile& event);
    void choose_event();
    void choose_source(bool zip);
    void choose_report();
    void choose_booklet();
    void fill_table();
    /// The event's clauses and problems, or the selected row's findings, in the detail box.
    void show_detail();
    /// The row's findings in a player's words (rule titles, no codes: those are in the tooltip).
    std::vector<std::string> player_findings(const BatchRow& row);
    void update_buttons();
    /// The army sheet HTML of a readable row, its QR image made readable by wxHTML.
    std::string sheet_of(const BatchRow& row);

    std::optional<EventChecker> m_checker;
    std::filesystem::path m_event_file;
    std::filesystem::path m_source;
    std::optional<BatchResult> m_result;
    wxStaticText* m_event_label = nullptr;
    wxStaticText* m_summary = nullptr;
    wxListCtrl* m_table = nullptr;
    wxTextCtrl* m_detail = nullptr;
    wxButton* m_new = nullptr;
    wxButton* m_open = nullptr;
    wxButton* m_edit = nullptr;
    wxButton* m_folder = nullptr;
    wxButton* m_zip = nullptr;
    wxButton* m_view = nullptr;
    wxButton* m_report = nullptr;
    wxButton* m_booklet = nullptr;
};

} // namespace ost::app
