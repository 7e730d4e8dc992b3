// Army-list browser: the filters and list of lists on the left, the chosen list as an HTML page
// on the right (tables read better than a grid at large text sizes, and rule names are links).
#include "app/panels/list_browser_panel.h"

#include "app/panels/report_list.h"
#include "app/panels/page_html.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "core/model/catalogue_kinds.h"
#include "core/services/catalogue.h"
#include "core/services/list_search.h"
#include "core/services/list_view.h"
#include "core/services/rule_navigator.h"
#include "core/services/rules_companion.h"
#include "core/services/session.h"
#include "core/services/settings.h"
#include "core/services/user_lists.h"

#include <wx/choice.h>
#include <wx/html/htmlwin.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace ost::app {

using html::esc;
using html::lang;
using html::local;
using html::rule_html;
using html::rule_link;

namespace {
constexpr int kMinTextSize = 9;
constexpr int kMaxTextSize = 24;
constexpr const char* kTextSizeKey = "lists.text_size";


} // namespace

ListBrowserPanel::ListBrowserPanel(wxWindow* parent, Session& session, RuleNavigator& rules)
    : wxPanel(parent), m_session(session), m_rules(rules) {
    // Full definitions: the year filter follows each system's capabilities (has_dates()).
    const Catalogue catalogue(session);
    for (auto& shallow : catalogue.systems()) {
        auto full = catalogue.system(shallow.id);
        m_systems.push_back(full ? std::move(*full) : std::move(shallow));
    }
    m_rules_service = &session.rules();
    const auto big = GetFont().Scaled(1.15f);

    auto* filters = build_filters(big);

    auto* splitter = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                          wxSP_LIVE_UPDATE | wxSP_3DSASH);
    splitter->SetMinimumPaneSize(FromDIP(220));
    m_lists = new wxListCtrl(splitter, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                             wxLC_REPORT | wxLC_SINGLE_SEL);
    m_lists->SetFont(big);
    m_lists->AppendColumn(_("No."), wxLIST_FORMAT_RIGHT, FromDIP(44));
    m_lists->AppendColumn(_("Army list"), wxLIST_FORMAT_LEFT, FromDIP(205));
    m_lists->AppendColumn(_("Game"), wxLIST_FORMAT_LEFT, FromDIP(62));
    enable_cell_tooltips(m_lists); // a long name shows whole under the mouse
    stretch_column(m_lists, 1, FromDIP(120));

    auto* right = build_page_pane(splitter, big);
    splitter->SplitVertically(m_lists, right, FromDIP(330));
    splitter->SetSashGravity(0.0);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(filters, 0, wxEXPAND | wxALL, FromDIP(8));
    sizer->Add(splitter, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));
    SetSizer(sizer);

    bind_events();
    refresh_lists();
    render();
}

wxSizer* ListBrowserPanel::build_filters(const wxFont& big) {
    auto* filters = new wxBoxSizer(wxHORIZONTAL);
    m_system_choice = new wxChoice(this, wxID_ANY);
    m_system_choice->SetFont(big);
    m_system_choice->Append(_("All games"));
    m_filter_ids.emplace_back();
    for (const auto& s : m_systems) {
        m_system_choice->Append(to_wx(s.name()));
        m_filter_ids.push_back(s.id);
    }
    m_system_choice->SetSelection(0);
    filters->Add(m_system_choice, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    m_search = new wxSearchCtrl(this, wxID_ANY);
    m_search->SetDescriptiveText(_("Name or list number"));
    m_search->ShowCancelButton(true);
    m_search->SetFont(big);
    filters->Add(m_search, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(12));
    m_year_label = new wxStaticText(this, wxID_ANY, _("Year:"));
    m_year_label->SetFont(big);
    filters->Add(m_year_label, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    m_year =
        new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, FromDIP(wxSize(120, -1)));
    m_year->SetHint(_("e.g. -300"));
    m_year->SetFont(big);
    m_year->SetToolTip(_("Only the lists available that year (ADLG). Negative years are BC."));
    filters->Add(m_year, 0, wxALIGN_CENTER_VERTICAL);
    return filters;
}

wxPanel* ListBrowserPanel::build_page_pane(wxWindow* parent, const wxFont& big) {
    auto* right = new wxPanel(parent);
    auto* right_sizer = new wxBoxSizer(wxVERTICAL);
    auto* size_row = new wxBoxSizer(wxHORIZONTAL);
    m_size_label = new wxStaticText(right, wxID_ANY, _("Army size:"));
    m_size_label->SetFont(big);
    m_size_choice = new wxChoice(right, wxID_ANY);
    m_size_choice->SetFont(big);
    size_row->Add(m_size_label, 0, wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, FromDIP(8));
    size_row->Add(m_size_choice, 0, wxALIGN_CENTER_VERTICAL);
    right_sizer->Add(size_row, 0, wxEXPAND | wxBOTTOM, FromDIP(6));
    m_page =
        new wxHtmlWindow(right, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    m_text_size = static_cast<int>(std::clamp<long long>(
        m_session.settings().get_int(kTextSizeKey, 12), kMinTextSize, kMaxTextSize));
    m_page->SetStandardFonts(m_text_size);
    right_sizer->Add(m_page, 1, wxEXPAND);
    right->SetSizer(right_sizer);
    return right;
}

void ListBrowserPanel::bind_events() {
    m_system_choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refresh_lists(); });
    m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { refresh_lists(); });
    m_search->Bind(wxEVT_SEARCH_CANCEL, [this](wxCommandEvent&) { m_search->Clear(); });
    m_year->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { refresh_lists(); });
    m_lists->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { show_selected(); });
    m_size_choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int at = m_size_choice->GetSelection();
        if (at >= 0 && static_cast<std::size_t>(at) < m_size_values.size()) {
            m_size = m_size_values[static_cast<std::size_t>(at)];
            render();
        }
    });
    m_page->Bind(wxEVT_HTML_LINK_CLICKED, &ListBrowserPanel::on_link, this);
    enum { kIdBigger = wxID_HIGHEST + 300, kIdSmaller };
    wxAcceleratorEntry keys[] = {{wxACCEL_CTRL, '+', kIdBigger},
                                 {wxACCEL_CTRL, '=', kIdBigger},
                                 {wxACCEL_CTRL, WXK_NUMPAD_ADD, kIdBigger},
                                 {wxACCEL_CTRL, '-', kIdSmaller},
                                 {wxACCEL_CTRL, WXK_NUMPAD_SUBTRACT, kIdSmaller}};
    SetAcceleratorTable(wxAcceleratorTable(static_cast<int>(std::size(keys)), keys));
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { change_text_size(+1); }, kIdBigger);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { change_text_size(-1); }, kIdSmaller);
    m_page->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        // Choose the layout again once the new width is settled.
        CallAfter([this] {
            if (m_list && m_page->GetClientSize().x != m_rendered_width) {
                render();
            }
        });
    });
}

std::optional<int> ListBrowserPanel::year_filter() const {
    long year = 0;
    const auto text = m_year->GetValue().Trim().Trim(false);
    if (!text.empty() && text.ToLong(&year)) {
        return static_cast<int>(year);
    }
    return std::nullopt;
}

void ListBrowserPanel::refresh_lists() {
    const int at = m_system_choice->GetSelection();
    const auto system_id = at > 0 ? m_filter_ids[static_cast<std::size_t>(at)] : std::string();
    // The year filter is shown for all games and for the systems whose lists carry dates.
    const bool dated = system_id.empty() || std::any_of(m_systems.begin(), m_systems.end(), [&](const GameSystem& s) {
                           return s.id == system_id && s.has_dates();
                       });
    m_year_label->Show(dated);
    m_year->Show(dated);
    Layout();
    wxGetApp().guarded(_("The army lists could not be read."), [&] {
        ArmyListQuery query;
        query.system_id = system_id;
        query.year = dated ? year_filter() : std::nullopt;
        // The user's own lists follow the bundled ones, under the same filters.
        const auto rows = Catalogue(m_session).find_with_mine(query);
        m_shown = filter_lists(rows, from_wx(m_search->GetValue()));
    });
    m_lists->Freeze();
    m_lists->DeleteAllItems();
    long row = 0;
    long selected = -1;
    for (const auto& summary : m_shown) {
        m_lists->InsertItem(row,
                            summary.number ? wxString::Format("%d", *summary.number) : wxString());
        m_lists->SetItem(row, 1,
                         to_wx(summary.name.text()) + (summary.confirmed ? "" : " *") +
                             (summary.user_made ? "  " + _("(yours)") : wxString()));
        // The game's short form: its id in capitals (ADLG, WME).
        m_lists->SetItem(row, 2, to_wx(summary.system_id).Upper());
        if (is_shown(summary)) {
            selected = row;
        }
        ++row;
    }
    if (selected >= 0) {
        m_lists->SetItemState(selected, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
        m_lists->EnsureVisible(selected);
    }
    m_lists->Thaw();
    if (!m_list || m_shown.empty() || m_nothing_shown) {
        render();
    }
}

void ListBrowserPanel::reload() {
    if (m_list && m_list_user) {
        wxGetApp().guarded(_("The army list could not be read."), [this] {
            auto fresh = UserLists(m_session).load(m_list->id);
            if (fresh && fresh->system_id == m_list->system_id) {
                m_list = std::move(*fresh);
            } else {
                m_list.reset(); // deleted in My lists
            }
        });
    }
    refresh_lists();
    render();
}

void ListBrowserPanel::show_selected() {
    const long row = m_lists->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (row < 0 || static_cast<std::size_t>(row) >= m_shown.size()) {
        return;
    }
    const auto& summary = m_shown[static_cast<std::size_t>(row)];
    if (!is_shown(summary)) {
        show_list(summary.system_id, summary.id, summary.user_made);
    }
}

bool ListBrowserPanel::is_shown(const ArmyListSummary& summary) const {
    return m_list && m_list->system_id == summary.system_id && m_list->id == summary.id &&
           m_list_user == summary.user_made;
}

void ListBrowserPanel::show_list(const std::string& system_id, const std::string& list_id,
                                 bool user_made) {
    wxGetApp().guarded(_("The army list could not be read."), [&] {
        const Catalogue catalogue(m_session);
        auto list = user_made ? UserLists(m_session).load(list_id) : catalogue.list(system_id, list_id);
        if (!list || list->system_id != system_id) {
            return;
        }
        m_list_user = user_made;
        const bool system_changed = !m_list_system || m_list_system->id != system_id;
        if (system_changed) {
            m_list_system = catalogue.system(system_id);
        }
        m_list = std::move(list);
        if (system_changed) {
            fill_sizes();
        }
        const bool visible = std::any_of(m_shown.begin(), m_shown.end(),
                                         [&](const ArmyListSummary& s) { return is_shown(s); });
        if (!visible) {
            m_search->ChangeValue(wxString());
            m_year->ChangeValue(wxString());
            set_system_filter(system_id);
        } else {
            refresh_lists();
        }
        render();
    });
}

void ListBrowserPanel::fill_sizes() {
    m_size_choice->Clear();
    m_size_values.clear();
    m_size = 0;
    const auto* s = m_list_system ? &*m_list_system : nullptr;
    if (s != nullptr && s->scaling != LimitScaling::None) {
        for (const auto& size : s->army_sizes) {
            m_size_values.push_back(size.points);
            m_size_choice->Append(size.commands > 0
                                      ? to_wx(TRP_("{0} points ({n} command)",
                                                   "{0} points ({n} commands)", size.commands)
                                                  .arg(size.points))
                                      : to_wx(TR_("{0} points").arg(size.points)));
        }
        const auto it = std::find(m_size_values.begin(), m_size_values.end(), s->default_size);
        const auto index = it != m_size_values.end() ? it - m_size_values.begin() : 0;
        if (!m_size_values.empty()) {
            m_size_choice->SetSelection(static_cast<int>(index));
            m_size = m_size_values[static_cast<std::size_t>(index)];
        }
    }
    const bool sized = !m_size_values.empty();
    m_size_label->Show(sized);
    m_size_choice->Show(sized);
    m_size_choice->GetParent()->Layout();
}

ListBrowserPanel::~ListBrowserPanel() = default;

std::string ListBrowserPanel::copy_to_my_lists() {
    std::string id;
    if (!m_list) {
        return id;
    }
    wxGetApp().guarded(_("The list could not be copied to your lists."), [&] {
        id = UserLists(m_session).save_copy(*m_list);
    });
    return id;
}

void ListBrowserPanel::set_system_filter(const std::string& system_id) {
    const auto it = std::find(m_filter_ids.begin(), m_filter_ids.end(), system_id);
    m_system_choice->SetSelection(
        it == m_filter_ids.end() ? 0 : static_cast<int>(it - m_filter_ids.begin()));
    refresh_lists();
}

void ListBrowserPanel::set_search(const wxString& text) {
    m_search->ChangeValue(text);
    refresh_lists();
}

void ListBrowserPanel::set_army_size(int points) {
    const auto it = std::find(m_size_values.begin(), m_size_values.end(), points);
    if (it != m_size_values.end()) {
        m_size = points;
        m_size_choice->SetSelection(static_cast<int>(it - m_size_values.begin()));
        render();
    }
}

void ListBrowserPanel::render() {
    m_nothing_shown = m_shown.empty();
    const bool sized = !m_size_values.empty() && !m_nothing_shown;
    if (m_size_choice->IsShown() != sized) {
        m_size_label->Show(sized);
        m_size_choice->Show(sized);
        m_size_choice->GetParent()->Layout();
    }
    // The full table when it fits the reader, the compact one otherwise.
    m_page->SetPage(to_wx(page_html(false)));
    const auto* cell = m_page->GetInternalRepresentation();
    m_compact = cell != nullptr && cell->GetWidth() > m_page->GetClientSize().x;
    if (m_compact) {
        m_page->SetPage(to_wx(page_html(true)));
    }
    m_rendered_width = m_page->GetClientSize().x;
}

void ListBrowserPanel::change_text_size(int delta) {
    m_text_size = std::clamp(m_text_size + delta, kMinTextSize, kMaxTextSize);
    m_page->SetStandardFonts(m_text_size);
    wxGetApp().guarded(_("Ost could not save your window settings."),
                       [this] { m_session.settings().set_int(kTextSizeKey, m_text_size); });
    render();
}

void ListBrowserPanel::on_link(wxHtmlLinkEvent& event) {
    const auto href = from_wx(event.GetLinkInfo().GetHref());
    if (html::open_rule_link(m_rules, href)) {
        return;
    }
    if (href == list_page_link::kCopy) {
        const auto id = copy_to_my_lists();
        if (!id.empty() && m_show_my_lists) {
            m_show_my_lists(id);
        }
    } else if (href == list_page_link::kMyLists && m_show_my_lists) {
        m_show_my_lists({});
    } else if (href == list_page_link::kEdit && m_list && m_list_user && m_show_my_lists) {
        m_show_my_lists(m_list->id);
    } else if (href == list_page_link::kClear) {
        m_search->ChangeValue(wxString());
        m_year->ChangeValue(wxString());
        refresh_lists();
    }
}

std::map<std::string, std::string> ListBrowserPanel::save_state() const {
    std::map<std::string, std::string> state;
    const int at = m_system_choice->GetSelection();
    state["system"] = at > 0 ? m_filter_ids[static_cast<std::size_t>(at)] : std::string();
    state["search"] = from_wx(m_search->GetValue());
    state["year"] = from_wx(m_year->GetValue());
    if (m_list) {
        state["list.system"] = m_list->system_id;
        state["list.id"] = m_list->id;
        state["list.user"] = std::string(m_list_user ? "1" : "0"); // not operator=(const char*): GCC 12 -Wrestrict false positive
        state["size"] = std::to_string(m_size);
    }
    return state;
}

void ListBrowserPanel::restore_state(const std::map<std::string, std::string>& state) {
    const auto get = [&](const char* key) {
        const auto it = state.find(key);
        return it == state.end() ? std::string() : it->second;
    };
    m_search->ChangeValue(to_wx(get("search")));
    m_year->ChangeValue(to_wx(get("year")));
    set_system_filter(get("system"));
    if (!get("list.id").empty()) {
        show_list(get("list.system"), get("list.id"), get("list.user") == "1");
        const auto size = get("size");
        if (!size.empty()) {
            set_army_size(std::atoi(size.c_str()));
        }
    }
}

void ListBrowserPanel::focus_main_control() {
    m_search->SetFocus();
}

} // namespace ost::app
