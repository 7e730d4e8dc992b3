// Rules area layout and behaviour: the search runs on every keystroke (core search answers in
// a few ms), the result list and the reader share a splitter, links are "section:" / "layout:".
#include "app/panels/rules_panel.h"

#include "app/dialogs/rulebook_import_dialog.h"

#include "app/application.h"
#include "app/worker_progress.h"
#include "app/i18n/wx_text.h"
#include "core/model/rule_hit.h"
#include "core/model/rule_section.h"
#include "core/services/rulebook_import.h"
#include "core/services/session.h"
#include "core/services/settings.h"
#include "core/support/progress.h"
#include "core/support/strings.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/html/htmlwin.h>
#include <wx/htmllbox.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/tglbtn.h>
#include <wx/utils.h>

#include <algorithm>
#include <exception>
#include <optional>

namespace ost::app {

/// The results list (issue 26): the rows' HTML is kept here and wxHtmlListBox asks for a row only
/// when it draws or measures it, so a new answer is one SetItemCount, not an Append per row that
/// parses and measures the rows again each time.
class RulesResultList final : public wxHtmlListBox {
public:
    explicit RulesResultList(wxWindow* parent) : wxHtmlListBox(parent, wxID_ANY) {}
    /// Shows `rows` (HTML each), nothing selected.
    void set_rows(std::vector<wxString> rows) {
        SetSelection(wxNOT_FOUND);
        m_rows = std::move(rows);
        RefreshAll(); // forgets the rows parsed for the last answer
        SetItemCount(m_rows.size());
        ScrollToRow(0);
    }

protected:
    wxString OnGetItem(size_t n) const override { return n < m_rows.size() ? m_rows[n] : wxString(); }
    /// The scroll range from the first rows' heights (wx parses and measures thirty rows spread
    /// over the list for it): a few rows are parsed for an answer, those on screen.
    wxCoord EstimateTotalHeight() const override {
        const std::size_t count = GetRowCount();
        const std::size_t sample = std::min<std::size_t>(count, 8);
        wxCoord height = 0;
        for (std::size_t row = 0; row < sample; ++row) {
            height += OnGetRowHeight(row);
        }
        return sample == 0 ? 0 : static_cast<wxCoord>(static_cast<long long>(height) * static_cast<long long>(count) /
                                                       static_cast<long long>(sample));
    }

private:
    std::vector<wxString> m_rows;
};

namespace {
constexpr int kMinTextSize = 8;
constexpr int kMaxTextSize = 24;
constexpr int kResultLimit = 40;

/// A search snippet as HTML: escaped, matches in bold colour, no line breaks.
std::string snippet_html(const std::string& snippet) {
    std::string plain;
    std::string out;
    const auto flush = [&] {
        out += ost::html_escape(plain);
        plain.clear();
    };
    for (const char c : snippet) {
        if (c == kMatchBegin) {
            flush();
            out += "<b><font color=\"#b03a00\">";
        } else if (c == kMatchEnd) {
            flush();
            out += "</font></b>";
        } else {
            plain += c == '\n' ? ' ' : c;
        }
    }
    flush();
    return out;
}

std::string settings_layout_key() { return "rules.layout"; }
std::string settings_size_key() { return "rules.text_size"; }
} // namespace

RulesPanel::~RulesPanel() {
    if (m_worker != nullptr) {
        m_worker->forget(this); // no answer comes here once this page goes
    }
}

RulesPanel::RulesPanel(wxWindow* parent, Session& session)
    : AreaPanel(parent, session, _("Rules"),
                _("The rules of the four games, in French and in English")) {
    m_rules = &session.rules();
    // Search as you type on the session's search thread (none for an in-memory user DB: then the
    // search stays on this thread); this page receives its answers until it goes.
    if ((m_worker = session.search_worker()) != nullptr) {
        m_worker->set_deliver(
            this, [this](std::uint64_t generation, std::optional<reference::RulesAnswer> answer, std::exception_ptr error) {
                // On the worker thread: hand the answer to the UI thread.
                CallAfter([this, generation, answer = std::move(answer), error] { on_answer(generation, answer, error); });
            });
    }
    auto& settings = session.settings();
    m_layout = reference::layout_from_name(settings.get_or(
        settings_layout_key(), WxTranslator::current().language() == "fr" ? "fr" : "en"));
    m_text_size = static_cast<int>(
        std::clamp<long long>(settings.get_int(settings_size_key(), 12), kMinTextSize, kMaxTextSize));

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    m_search = new wxSearchCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                wxTE_PROCESS_ENTER);
    m_search->SetDescriptiveText(_("Search the rules (Ctrl+F)"));
    m_search->ShowCancelButton(true);
    m_search->SetFont(GetFont().Scaled(1.2f));
    top->Add(m_search, 1, wxEXPAND | wxRIGHT, FromDIP(8));
    m_system = new wxChoice(this, wxID_ANY);
    m_system->SetFont(GetFont().Scaled(1.1f));
    m_system->Append(_("All games"));
    m_system_ids.emplace_back();
    for (const auto& system : session.systems()) {
        m_system->Append(to_wx(system.name()));
        m_system_ids.push_back(system.id);
        m_system_names[system.id] = to_wx(system.name());
    }
    m_system_names[kGuideSystem] = _("Ost guide"); // the guide's pages are searched too (F1 opens them)
    m_system->SetSelection(0);
    top->Add(m_system, 0, wxALIGN_CENTER_VERTICAL);
    body()->Add(top, 0, wxEXPAND | wxBOTTOM, FromDIP(8));
    build_toolbar(body());

    auto* splitter = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                          wxSP_LIVE_UPDATE | wxSP_3DSASH);
    splitter->SetMinimumPaneSize(FromDIP(200));
    m_results = new RulesResultList(splitter);
    m_page = new wxHtmlWindow(splitter, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    m_page->SetStandardFonts(m_text_size);
    splitter->SplitVertically(m_results, m_page, FromDIP(330));
    splitter->SetSashGravity(0.0);
    body()->Add(splitter, 1, wxEXPAND);

    bind_events();
    // The results are searched when the page is first shown (search_when_shown).
    Bind(wxEVT_SHOW, [this](wxShowEvent& e) {
        if (e.IsShown() && m_results_stale) run_search();
        e.Skip();
    });
    show_current();
}

void RulesPanel::bind_events() {
    m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { search_as_typed(); });
    m_search->Bind(wxEVT_SEARCH_CANCEL, [this](wxCommandEvent&) {
        m_search->Clear();
        run_search();
    });
    m_search->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) {
        if (m_wanted != 0) {
            run_search(); // Enter before the typed search came back: answer it now
        }
        open_first_result();
    });
    m_search->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_DOWN && open_first_result()) {
            m_results->SetFocus();
        } else {
            e.Skip();
        }
    });
    m_system->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { run_search(); });
    m_results->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
        const int row = e.GetSelection();
        if (row >= 0 && static_cast<std::size_t>(row) < m_list_keys.size() &&
            !m_list_keys[static_cast<std::size_t>(row)].empty()) {
            open_section(m_list_keys[static_cast<std::size_t>(row)]);
        }
    });
    m_page->Bind(wxEVT_HTML_LINK_CLICKED, &RulesPanel::on_link, this);

    enum { kIdBack = wxID_HIGHEST + 200, kIdForward, kIdBigger, kIdSmaller };
    wxAcceleratorEntry keys[] = {
        {wxACCEL_ALT, WXK_LEFT, kIdBack},      {wxACCEL_ALT, WXK_RIGHT, kIdForward},
        {wxACCEL_CTRL, '+', kIdBigger},        {wxACCEL_CTRL, '=', kIdBigger},
        {wxACCEL_CTRL, '-', kIdSmaller},
    };
    SetAcceleratorTable(wxAcceleratorTable(static_cast<int>(std::size(keys)), keys));
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { go(-1); }, kIdBack);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { go(+1); }, kIdForward);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { change_text_size(+1); }, kIdBigger);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { change_text_size(-1); }, kIdSmaller);
}

void RulesPanel::build_toolbar(wxSizer* sizer) {
    auto* bar = new wxBoxSizer(wxHORIZONTAL);
    m_back = new wxButton(this, wxID_ANY, _("Back"));
    m_back->SetToolTip(_("Previous section (Alt+Left)"));
    m_forward = new wxButton(this, wxID_ANY, _("Forward"));
    m_forward->SetToolTip(_("Next section (Alt+Right)"));
    m_bookmark = new wxToggleButton(this, wxID_ANY, _("Bookmark"));
    m_bookmark->SetToolTip(_("Keep this section in your bookmarks, listed when the search box is empty"));
    bar->Add(m_back, 0, wxRIGHT, FromDIP(4));
    bar->Add(m_forward, 0, wxRIGHT, FromDIP(12));
    bar->Add(m_bookmark, 0, wxRIGHT, FromDIP(12));
    bar->AddStretchSpacer(1);
    const wxString labels[] = {"FR", "EN", "FR | EN"};
    const wxString tips[] = {_("Show the rules in French"), _("Show the rules in English"),
                             _("Show French and English side by side")};
    for (int i = 0; i < 3; ++i) {
        m_layout_buttons[i] = new wxToggleButton(this, wxID_ANY, labels[i]);
        m_layout_buttons[i]->SetToolTip(tips[i]);
        bar->Add(m_layout_buttons[i], 0, wxRIGHT, FromDIP(2));
        m_layout_buttons[i]->Bind(wxEVT_TOGGLEBUTTON, [this, i](wxCommandEvent&) {
            set_layout(i == 0   ? reference::SectionLayout::French
                       : i == 1 ? reference::SectionLayout::English
                                : reference::SectionLayout::SideBySide);
        });
    }
    auto* smaller = new wxButton(this, wxID_ANY, "A-", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    smaller->SetToolTip(_("Smaller text (Ctrl+-)"));
    auto* bigger = new wxButton(this, wxID_ANY, "A+", wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    bigger->SetToolTip(_("Larger text (Ctrl++)"));
    bar->Add(smaller, 0, wxLEFT, FromDIP(12));
    bar->Add(bigger, 0, wxLEFT, FromDIP(2));
    sizer->Add(bar, 0, wxEXPAND | wxBOTTOM, FromDIP(8));

    m_back->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { go(-1); });
    m_forward->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { go(+1); });
    m_bookmark->Bind(wxEVT_TOGGLEBUTTON, [this](wxCommandEvent&) { toggle_bookmark(); });
    smaller->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { change_text_size(-1); });
    bigger->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { change_text_size(+1); });
}

wxString RulesPanel::system_name(const std::string& id) const {
    const auto it = m_system_names.find(id);
    return it == m_system_names.end() ? to_wx(id) : it->second;
}

void RulesPanel::follow_roster_game(const std::string& system) {
    if (system == m_roster_game) return;
    m_roster_game = system;
    const auto it = std::find(m_system_ids.begin(), m_system_ids.end(), system);
    if (system.empty() || it == m_system_ids.end()) return;
    m_system->SetSelection(static_cast<int>(it - m_system_ids.begin()));
    run_search();
}

std::string RulesPanel::system_filter() const {
    const int i = m_system->GetSelection();
    return i > 0 && static_cast<std::size_t>(i) < m_system_ids.size()
               ? m_system_ids[static_cast<std::size_t>(i)]
               : std::string();
}

reference::RulesQuery RulesPanel::current_query() const {
    // Results in the language being read (both when side by side).
    const std::string lang = m_layout == reference::SectionLayout::French    ? "fr"
                             : m_layout == reference::SectionLayout::English ? "en"
                                                                         : "";
    return {from_wx(m_search->GetValue()), system_filter(), lang, kResultLimit};
}

void RulesPanel::search_as_typed() {
    if (!m_worker) {
        run_search();
        return;
    }
    m_wanted = m_worker->submit(current_query());
}

void RulesPanel::on_answer(std::uint64_t generation, const std::optional<reference::RulesAnswer>& answer,
                           const std::exception_ptr& error) {
    if (generation != m_wanted) {
        return; // something was typed (or searched here) since: a newer answer is coming
    }
    m_wanted = 0;
    if (error) {
        wxGetApp().guarded(_("The rules search failed."), [&] { std::rethrow_exception(error); });
        show_answer(from_wx(m_search->GetValue()), {});
        return;
    }
    show_answer(from_wx(m_search->GetValue()), answer ? *answer : reference::RulesAnswer{});
}

void RulesPanel::search_when_shown() {
    if (IsShownOnScreen()) {
        run_search();
    } else {
        m_wanted = 0;
        m_results_stale = true;
    }
}

void RulesPanel::run_search() {
    m_results_stale = false;
    m_wanted = 0; // an answer still coming from the worker is older than this one
    const auto query = current_query();
    reference::RulesAnswer answer;
    wxGetApp().guarded(_("The rules search failed."), [&] { answer = m_rules->answer(query); });
    show_answer(query.text, answer);
}

wxString RulesPanel::hit_row(const RuleHit& hit) const {
    std::string row = "<b>" + ost::html_escape(hit.title) + "</b><br><font color=\"#666666\">" +
                      from_wx(system_name(hit.system_id)) + " · " + (hit.lang == "fr" ? "FR" : "EN") +
                      // The page of the book a digest section sums up (issue 16).
                      (!hit.user && hit.page > 0 ? " · " + from_wx(wxString::Format(_("p. %d"), hit.page)) : std::string()) +
                      "</font>";
    if (hit.user) {
        // A PDF rulebook's section says its page (issue 16).
        const auto label = hit.page > 0
                               ? wxString::Format(_("Your rulebook \"%s\", p. %d"), to_wx(hit.rulebook_title), hit.page)
                               : wxString::Format(_("Your rulebook \"%s\""), to_wx(hit.rulebook_title));
        row += "<br><font color=\"#8a5a00\"><i>" + ost::html_escape(from_wx(label)) + "</i></font>";
    }
    row += "<br><font size=\"-1\">" + snippet_html(hit.snippet) + "</font>";
    return to_wx(row);
}

void RulesPanel::add_contents_rows(std::vector<wxString>& rows) {
    // An empty search lists the bookmarks, then every section (of the chosen game): a table
    // of contents to browse.
    const bool fr = m_layout == reference::SectionLayout::French;
    for (const auto& key : m_rules->bookmarks()) {
        std::string title;
        if (reference::is_user_key(key)) {
            if (const auto s = m_rules->user_section(key)) {
                title = s->title;
            }
        } else {
            title = m_rules->title(key, fr ? "fr" : "en");
        }
        if (title.empty()) {
            continue;
        }
        rows.push_back(to_wx("<font color=\"#b08000\">&#9733;</font> <b>" + ost::html_escape(title) + "</b>"));
        m_list_keys.push_back(key);
    }
    std::string system;
    for (const auto& section : m_rules->sections(system_filter())) {
        if (section.system_id != system) {
            system = section.system_id;
            rows.push_back("<font color=\"#666666\"><b>" + system_name(system) + "</b></font>");
            m_list_keys.emplace_back(); // a heading row opens nothing
        }
        rows.push_back(to_wx("&nbsp;&nbsp;" + ost::html_escape(fr ? section.title_fr : section.title_en)));
        m_list_keys.push_back(section.id);
    }
}

void RulesPanel::show_answer(const std::string& text, const reference::RulesAnswer& answer) {
    m_hits = answer.hits;
    m_list_keys.clear();
    std::vector<wxString> rows;
    // Above the hits: the typo corrected, or that no section is about the query (issue 16).
    if (answer.corrected) {
        rows.push_back(wxString::Format(_("Results for <b>%s</b> (instead of <i>%s</i>)"),
                                        to_wx(ost::html_escape(answer.searched)), to_wx(ost::html_escape(text))));
        m_list_keys.emplace_back();
    }
    if (!text.empty() && !answer.notice().empty()) {
        rows.push_back(to_wx(ost::html_escape(to_wx(answer.notice()).utf8_string())));
        m_list_keys.emplace_back();
    }
    if (!m_hits.empty()) {
        for (const auto& hit : m_hits) {
            rows.push_back(hit_row(hit));
            m_list_keys.push_back(hit.key);
        }
    } else if (m_search->GetValue().IsEmpty()) {
        add_contents_rows(rows);
    }
    if (!answer.nearest.empty()) {
        rows.push_back(wxString::Format("<i>%s</i>", _("Nearest titles:")));
        m_list_keys.emplace_back();
        const std::string title_lang = m_layout == reference::SectionLayout::French ? "fr" : "en";
        for (const auto& key : answer.nearest) {
            rows.push_back(to_wx("&nbsp;&nbsp;" + ost::html_escape(m_rules->title(key, title_lang))));
            m_list_keys.push_back(key);
        }
    }
    m_results->set_rows(std::move(rows)); // one batch: the list measures only what it shows
}

bool RulesPanel::open_first_result() {
    for (std::size_t i = 0; i < m_list_keys.size(); ++i) {
        if (!m_list_keys[i].empty()) {
            m_results->SetSelection(static_cast<int>(i));
            open_section(m_list_keys[i]);
            return true;
        }
    }
    return false;
}

void RulesPanel::open_section(const std::string& key) {
    if (m_history_pos >= 0 && m_history[static_cast<std::size_t>(m_history_pos)] == key) {
        show_current();
        return;
    }
    m_history.resize(static_cast<std::size_t>(m_history_pos + 1));
    m_history.push_back(key);
    m_history_pos = static_cast<int>(m_history.size()) - 1;
    show_current();
}

void RulesPanel::go(int step) {
    const int to = m_history_pos + step;
    if (to >= 0 && to < static_cast<int>(m_history.size())) {
        m_history_pos = to;
        show_current();
    }
}

void RulesPanel::show_current() {
    if (m_history_pos < 0) {
        show_welcome();
        update_controls();
        return;
    }
    const auto& key = m_history[static_cast<std::size_t>(m_history_pos)];
    std::string html;
    wxGetApp().guarded(_("Cannot show this rules section."), [&] {
        html = reference::section_page_html(*m_rules, key, m_layout, WxTranslator::current());
    });
    if (html.empty()) {
        show_welcome();
    } else {
        m_page->SetPage(to_wx(html));
    }
    update_controls();
}

void RulesPanel::show_welcome() {
    const wxString html = wxString::Format(
        "<html><body><h2>%s</h2><p>%s</p><p>%s</p></body></html>", _("Find a rule"),
        _("Type a few letters in the search box: sections appear as you type, in French or in "
          "English, accents or not. Click a result to read it, then follow its links to related "
          "rules and glossary terms."),
        _("When the search box is empty, the list on the left shows your bookmarks, then every "
          "section by game. Use File, Import rulebook to search your own rules beside the digest."));
    m_page->SetPage(html);
}

void RulesPanel::on_link(wxHtmlLinkEvent& event) {
    const auto href = from_wx(event.GetLinkInfo().GetHref());
    if (href.rfind(reference::kSectionLinkPrefix, 0) == 0) {
        open_section(href.substr(std::string(reference::kSectionLinkPrefix).size()));
    } else if (href.rfind(reference::kLayoutLinkPrefix, 0) == 0) {
        set_layout(reference::layout_from_name(href.substr(std::string(reference::kLayoutLinkPrefix).size())));
    }
}

void RulesPanel::set_layout(reference::SectionLayout layout) {
    m_layout = layout;
    wxGetApp().guarded(_("Cannot save your rules settings."), [this] {
        session().settings().set(settings_layout_key(), reference::layout_name(m_layout));
    });
    run_search();
    show_current();
}

void RulesPanel::toggle_bookmark() {
    if (m_history_pos < 0) {
        update_controls();
        return;
    }
    const auto key = m_history[static_cast<std::size_t>(m_history_pos)];
    wxGetApp().guarded(_("Cannot save the bookmark."),
                       [&] { m_rules->set_bookmark(key, m_bookmark->GetValue()); });
    if (m_search->GetValue().IsEmpty()) {
        run_search();
    }
    update_controls();
}

void RulesPanel::change_text_size(int delta) {
    m_text_size = std::clamp(m_text_size + delta, kMinTextSize, kMaxTextSize);
    m_page->SetStandardFonts(m_text_size);
    wxGetApp().guarded(_("Cannot save your rules settings."), [this] {
        session().settings().set_int(settings_size_key(), m_text_size);
    });
    show_current();
}

void RulesPanel::update_controls() {
    m_back->Enable(m_history_pos > 0);
    m_forward->Enable(m_history_pos + 1 < static_cast<int>(m_history.size()));
    const bool open = m_history_pos >= 0;
    m_bookmark->Enable(open);
    if (open) {
        const auto& key = m_history[static_cast<std::size_t>(m_history_pos)];
        const auto marks = m_rules->bookmarks();
        const bool marked = std::find(marks.begin(), marks.end(), key) != marks.end();
        m_bookmark->SetValue(marked);
        m_bookmark->SetLabel(marked ? _("Bookmarked") : _("Bookmark"));
    } else {
        m_bookmark->SetValue(false);
    }
    for (int i = 0; i < 3; ++i) {
        m_layout_buttons[i]->SetValue(static_cast<int>(m_layout) == i);
    }
    Layout();
}

void RulesPanel::import_rulebook() {
    wxFileDialog files(this, _("Import a rulebook"), wxEmptyString, wxEmptyString,
                       _("Rulebooks (*.pdf;*.txt;*.md;*.markdown)|*.pdf;*.PDF;*.txt;*.md;*.markdown|"
                         "All files (*)|*"),
                       wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (files.ShowModal() != wxID_OK) {
        return;
    }
    wxArrayString games;
    for (std::size_t i = 1; i < m_system_ids.size(); ++i) {
        games.Add(m_system->GetString(static_cast<unsigned>(i)));
    }
    const int game = wxGetSingleChoiceIndex(_("Which game are these rules for?"),
                                            _("Import a rulebook"), games, 0, this);
    if (game < 0) {
        return;
    }
    wxArrayString languages;
    languages.Add(wxString::FromUTF8("Fran\xc3\xa7" "ais"));
    languages.Add("English");
    const int language = wxGetSingleChoiceIndex(_("In which language is this rulebook written?"),
                                                _("Import a rulebook"), languages,
                                                WxTranslator::current().language() == "fr" ? 0 : 1, this);
    if (language < 0) {
        return;
    }
    wxGetApp().guarded(_("The rulebook could not be imported."), [&] {
        const reference::RulebookImportRequest request{std::filesystem::path(from_wx(files.GetPath())),
                                                       m_system_ids[static_cast<std::size_t>(game) + 1],
                                                       language == 0 ? "fr" : "en", {}};
        // Progress and Cancel for large books (a PDF of hundreds of pages), the reading and the
        // import on a worker thread (the import on a connection of its own: SQLite connections
        // belong to one thread); Cancel stops either, and a cancelled import leaves nothing.
        const auto source = run_on_worker<reference::RulebookSource>(
            this, _("Import a rulebook"), _("Reading the rulebook..."),
            [&](ProgressSink& progress) { return reference::read_rulebook(request, progress); });
        // The split preview (issue 16): the sections found, at the heading level the user picks.
        RulebookImportDialog preview(this, source);
        if (preview.ShowModal() != wxID_OK) {
            return;
        }
        auto chosen = request;
        chosen.split_level = preview.split_level();
        const auto user_db = session().user_db_path();
        const auto reference_db = session().paths().reference_db();
        const bool own_file = !session().in_memory() && !user_db.empty() && user_db != ":memory:";
        const auto report = run_on_worker<reference::RulebookImportReport>(
            this, _("Import a rulebook"), _("Indexing the rulebook..."), [&](ProgressSink& progress) {
                return own_file ? reference::import_rulebook(user_db, reference_db, chosen, source, progress)
                                : reference::import_rulebook(session().database(), chosen, source, progress);
            });
        run_search();
        wxMessageBox(wxString::Format(wxPLURAL("Imported %s: %d section. Search it from the box above.",
                                               "Imported %s: %d sections. Search it from the box above.",
                                               report.sections),
                                      files.GetFilename(), report.sections),
                     _("Import a rulebook"), wxOK | wxICON_INFORMATION, this);
    });
}

void RulesPanel::search_for(const wxString& text) {
    m_search->ChangeValue(text);
    search_when_shown();
}

std::map<std::string, std::string> RulesPanel::save_state() const {
    std::map<std::string, std::string> state{{"search", from_wx(m_search->GetValue())}};
    if (m_history_pos >= 0) {
        state["section"] = m_history[static_cast<std::size_t>(m_history_pos)];
    }
    return state;
}

void RulesPanel::restore_state(const std::map<std::string, std::string>& state) {
    if (const auto it = state.find("search"); it != state.end()) {
        search_for(to_wx(it->second));
    }
    if (const auto it = state.find("section"); it != state.end()) {
        open_section(it->second);
    }
}

void RulesPanel::focus_main_control() {
    m_search->SetFocus();
    m_search->SelectAll();
}

} // namespace ost::app
