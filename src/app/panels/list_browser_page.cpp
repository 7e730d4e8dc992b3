// The army list page of the browser as HTML (presenters of ListBrowserPanel): the list's header,
// its units with their stats, options and rules, its groups, special rules and magic items.
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
#include "core/services/list_limits.h"

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

std::string limit(const std::optional<int>& value) {
    return value ? std::to_string(*value) : "\xe2\x80\x94";
}
} // namespace

std::string ListBrowserPanel::empty_page_html() const {
    const int at = m_system_choice->GetSelection();
    const auto system_id = at > 0 ? m_filter_ids[static_cast<std::size_t>(at)] : std::string();
    const bool filtered = !m_search->GetValue().empty() || !m_year->GetValue().empty();
    std::string text;
    if (!filtered && !system_id.empty()) {
        // A game Ost ships no list for (Alexandre et Bayard, Jomini).
        const auto* s = &m_systems.front();
        for (const auto& system : m_systems) {
            if (system.id == system_id) {
                s = &system;
            }
        }
        text = esc(TR_("Ost has no army list for {0}: enter the lists of your books in My lists.")
                       .arg(s->name())) +
               "<br><br><a href=\"" + list_page_link::kMyLists + "\">" + esc(_("Go to My lists")) + "</a>";
    } else {
        text = esc(_("No army list matches the name, number or year typed.")) +
               "<br><br><a href=\"" + list_page_link::kClear + "\">" + esc(_("Clear the search")) + "</a>";
    }
    return "<html><body><br><br><center><font size=\"+2\"><b>" + esc(_("No army list here")) +
           "</b></font><br><br><font color=\"#666666\">" + text + "</font></center></body></html>";
}

std::string ListBrowserPanel::page_html(bool compact) const {
    if (m_shown.empty()) {
        return empty_page_html();
    }
    const auto* s = m_list && m_list_system ? &*m_list_system : nullptr;
    if (!m_list || s == nullptr) {
        std::string html =
            "<html><body><br><br><center><font size=\"+2\"><b>" + esc(_("Choose an army list")) +
            "</b></font><br><br><font color=\"#666666\">" +
            esc(_("Pick a game and a list on the left, or type part of its name or its "
                  "number. Alexandre et Bayard and Jomini have no bundled lists: enter "
                  "yours from your books in the My lists page.")) +
            "</font></center></body></html>";
        return html;
    }
    const auto& list = *m_list;
    std::string h = "<html><body>";
    h += list_header_html(*s, list);
    h += units_table_html(*s, list, compact);
    h += groups_table_html(*s, list);
    h += special_rules_html(*s, list);
    h += magic_items_html(*s, list);
    h += "</body></html>";
    return h;
}

std::string ListBrowserPanel::list_header_html(const GameSystem& system, const ArmyList& list) const {
    const auto* s = &system;
    std::string h;
    h += "<font size=\"+3\"><b>" + local(list.name) + "</b></font><br>";
    std::vector<std::string> facts;
    const auto& other = lang() == "fr" ? list.name.en : list.name.fr;
    if (!other.empty() && other != list.name.in(lang())) {
        facts.push_back("<i>" + esc(other) + "</i>");
    }
    facts.push_back(esc(s->name()));
    if (list.number) {
        facts.push_back(esc(TR_("list no. {0}").arg(*list.number)));
    }
    if (const auto dates = date_window_text(list.date_from, list.date_to); !dates.empty()) {
        facts.push_back(esc(dates));
    }
    std::string joined;
    for (const auto& f : facts) {
        joined += (joined.empty() ? "" : " &middot; ") + f;
    }
    if (!list.edition.empty()) {
        joined += " &middot; " + esc(list.edition);
    }
    h += "<font color=\"#555555\">" + joined + "</font><br>";
    h += "<font size=\"-1\" color=\"#666666\">" + esc(_("Source:")) + " " + esc(list.source) +
         "</font><br>";
    if (m_list_user) {
        h += "<font size=\"-1\"><a href=\"" + std::string(list_page_link::kEdit) + "\">" +
             esc(_("Edit in My lists")) + "</a> " + esc(_("(this list is yours)")) + "</font>";
    } else {
        h += "<font size=\"-1\"><a href=\"" + std::string(list_page_link::kCopy) + "\">" +
             esc(_("Copy to my lists")) + "</a> " + esc(_("(to adapt it in the My lists page)")) +
             "</font>";
    }
    if (!list.confirmed) {
        h += "<p></p><table width=\"100%\" cellpadding=\"6\" cellspacing=\"0\"><tr><td "
             "bgcolor=\"#fdf0d0\">"
             "<b>" +
             esc(_("Third-edition community data.")) + "</b> " +
             esc(_("Figures marked * are not confirmed for the fourth edition: check them against "
                   "your book.")) +
             (list.note.empty() ? std::string()
                                : "<br><font size=\"-1\">" + local(list.note) + "</font>") +
             "</td></tr></table>";
    } else if (!list.note.empty()) {
        h += "<p>" + local(list.note) + "</p>";
    }
    if (m_size > 0) {
        const auto commands = commands_at(*s, m_size);
        h += "<p>" +
             esc(commands ? TRP_("Limits for an army of {0} points with {n} command.",
                                 "Limits for an army of {0} points with {n} commands.", *commands)
                                .arg(m_size)
                          : TR_("Limits for an army of {0} points.").arg(m_size)) +
             "</p>";
    }
    return h;
}

std::string ListBrowserPanel::units_table_html(const GameSystem& system, const ArmyList& list, bool compact) const {
    const auto* s = &system;
    std::string h;
    // Full layout: one column per stat. Compact layout (narrow window): the stat line in one
    // wrapping column, "Attacks 3 · Hits 3 · …".
    const auto all_columns = stat_columns(*s, list);
    const std::vector<ProfileField> columns = compact ? std::vector<ProfileField>{} : all_columns;
    const bool stat_line = compact && !all_columns.empty();
    const auto span = std::to_string(columns.size() + (stat_line ? 1 : 0) + 3);
    h += "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"5\">";
    // Compact widths: the stat line gets the room, the figures columns stay narrow.
    const auto width = [&](const char* percent) {
        return stat_line ? std::string(" width=\"") + percent + "%\"" : std::string();
    };
    h +=
        "<tr bgcolor=\"#dfe6ee\"><th align=\"left\"" + width("30") + ">" + esc(_("Unit")) + "</th>";
    for (const auto& column : columns) {
        h += "<th align=\"left\">" + local(column.name) + "</th>";
    }
    if (stat_line) {
        h += "<th align=\"left\"" + width("48") + ">" + esc(_("Profile")) + "</th>";
    }
    h += "<th align=\"right\"" + width("10") + ">" + esc(_("Points")) +
         "</th><th align=\"center\"" + width("6") + ">" + esc(_("Min")) +
         "</th><th align=\"center\"" + width("6") + ">" + esc(_("Max")) + "</th></tr>";
    bool shade = false;
    for (const auto& unit : list.units) {
        const std::string bg = shade ? " bgcolor=\"#f3f5f8\"" : "";
        shade = !shade;
        h += unit_row_html(*s, unit, columns, stat_line ? &all_columns : nullptr, bg);
        h += unit_notes_html(*s, list, unit, span, bg);
    }
    h += "</table>";
    return h;
}

std::string ListBrowserPanel::unit_row_html(const GameSystem& system, const UnitEntry& unit,
                                            const std::vector<ProfileField>& columns,
                                            const std::vector<ProfileField>* stat_columns_shown,
                                            const std::string& bg) const {
    const auto* s = &system;
    const bool stat_line = stat_columns_shown != nullptr;
    std::string h;
    ScaledLimits limits{unit.min, unit.max};
    if (m_size > 0) {
        limits = line_limits(*s, unit, m_size); // m_size is one of the system's own sizes
    } else {
        limits = {unit.army_min ? unit.army_min : unit.min,
                  unit.army_max ? unit.army_max : unit.max};
    }
    h += "<tr" + bg + "><td valign=\"top\"><b>" + local(unit.name) + "</b>" +
         (unit.confirmed ? "" : " *");
    if (unit.role != UnitRole::Unit) {
        const wxString roles[] = {_("unit"), _("general"), _("character"), _("camp"),
                                  _("fortification")};
        h += " <font size=\"-1\" color=\"#666666\">(" +
             esc(roles[static_cast<int>(unit.role)]) + ")</font>";
    }
    h += "</td>";
    const auto* type = s->profile_type(unit.profile.type);
    for (const auto& column : columns) {
        const auto* value = unit.profile.type.empty() ? nullptr : unit.profile.get(column.id);
        const auto* field = type != nullptr ? type->field(column.id) : nullptr;
        h += "<td valign=\"top\">" +
             (value != nullptr ? esc(stat_value_text(*s, field, *value)) : std::string()) +
             "</td>";
    }
    if (stat_line) {
        h += "<td valign=\"top\">" + stat_line_html(*s, unit, *stat_columns_shown) + "</td>";
    }
    h += "<td valign=\"top\" align=\"right\">" +
         esc(limit(cost_of(unit.costs, "points", m_size))) +
         "</td><td valign=\"top\" align=\"center\">" + limit(limits.min) +
         "</td><td valign=\"top\" align=\"center\">" + limit(limits.max) + "</td></tr>";
    return h;
}

std::string ListBrowserPanel::stat_line_html(const GameSystem& system, const UnitEntry& unit,
                                             const std::vector<ProfileField>& all_columns) const {
    const auto* s = &system;
    const auto* type = s->profile_type(unit.profile.type);
    std::string line;
    for (const auto& column : all_columns) {
        const auto* value =
            unit.profile.type.empty() ? nullptr : unit.profile.get(column.id);
        if (value == nullptr) {
            continue;
        }
        const auto* field = type != nullptr ? type->field(column.id) : nullptr;
        const auto shown = esc(stat_value_text(*s, field, *value));
        // A choice field (WME unit type, AB troop kind) reads best alone: "Infantry".
        line += (line.empty() ? "" : " &middot; ") +
                (field != nullptr && !field->choices.empty()
                     ? shown
                     : local(column.name) + "&nbsp;" + shown);
    }
    return line;
}

std::string ListBrowserPanel::unit_notes_html(const GameSystem& system, const ArmyList& list, const UnitEntry& unit,
                                              const std::string& span, const std::string& bg) const {
    const auto* s = &system;
    std::string h;
    std::vector<std::string> notes;
    const auto options = unit_option_lines(*s, list, unit);
    if (!options.empty()) {
        std::string text;
        for (const auto& o : options) {
            text += (text.empty() ? "" : ", ") + local(o.name) + " (" +
                    esc(costs_text(o.costs, m_size)) + ")" + (o.confirmed ? "" : " *");
        }
        notes.push_back("<b>" + esc(_("Options:")) + "</b> " + text);
    }
    const auto rules = unit_special_rules(*s, list, unit);
    if (!rules.empty()) {
        std::string text;
        for (const auto& r : rules) {
            text += (text.empty() ? "" : ", ") + rule_html(r);
        }
        notes.push_back("<b>" + esc(_("Special rules:")) + "</b> " + text);
    }
    if (const auto* group = list.group(unit.group)) {
        notes.push_back(esc(TR_("Either/or group: {0}").arg(group->name.text())));
    }
    if (const auto* counted = list.unit(unit.counts_as)) {
        notes.push_back(esc(TR_("Counts against: {0}").arg(counted->name.text())));
    }
    if (unit.is_attachment()) {
        std::string text;
        for (const auto& id : unit.attaches_to) {
            if (const auto* host = list.unit(id)) {
                text += (text.empty() ? "" : ", ") + local(host->name);
            }
        }
        notes.push_back(esc(_("Joins a unit of:")) + " " + text);
    }
    const std::string note = lang() == "fr" ? unit.note_fr : unit.note_en;
    if (!note.empty()) {
        notes.push_back("<i>" + esc(note) + "</i>");
    }
    if (!notes.empty()) {
        std::string text;
        for (const auto& n : notes) {
            text += (text.empty() ? "" : "<br>") + n;
        }
        h += "<tr" + bg + "><td></td><td align=\"left\" colspan=\"" + span +
             "\" width=\"1\"><font size=\"-1\">" + text + "</font></td></tr>";
    }
    return h;
}

std::string ListBrowserPanel::groups_table_html(const GameSystem& system, const ArmyList& list) const {
    const auto* s = &system;
    std::string h;
    if (!list.groups.empty()) {
        h += "<h3>" + esc(_("Either/or groups")) +
             "</h3><table cellpadding=\"4\" cellspacing=\"0\">";
        h += "<tr bgcolor=\"#dfe6ee\"><th align=\"left\">" + esc(_("Group")) + "</th><th>" +
             esc(_("Min")) + "</th><th>" + esc(_("Max")) + "</th></tr>";
        for (const auto& g : list.groups) {
            ScaledLimits limits{g.min, g.max};
            if (m_size > 0) {
                limits = line_limits(*s, g, m_size);
            }
            h += "<tr><td>" + local(g.name) + "</td><td align=\"center\">" + limit(limits.min) +
                 "</td><td align=\"center\">" + limit(limits.max) + "</td></tr>";
        }
        h += "</table>";
    }
    return h;
}

std::string ListBrowserPanel::special_rules_html(const GameSystem& system, const ArmyList& list) const {
    const auto* s = &system;
    std::string h;
    // Every special rule the list uses, with its summary and a link to the rules reference.
    std::vector<SpecialRule> used;
    for (const auto& unit : list.units) {
        for (const auto& r : unit_special_rules(*s, list, unit)) {
            if (std::none_of(used.begin(), used.end(),
                             [&](const SpecialRule& u) { return u.id == r.id; })) {
                used.push_back(r);
            }
        }
    }
    if (!used.empty()) {
        h += "<h3>" + esc(_("Special rules")) + "</h3><table cellpadding=\"4\" cellspacing=\"0\">";
        for (const auto& r : used) {
            h += "<tr><td valign=\"top\"><b>" + rule_html(r) + "</b></td><td valign=\"top\">" +
                 local(r.summary);
            if (!r.section.empty()) {
                h += " " + rule_link(r.section, esc(_("Read the rule")) + " &rarr;");
            }
            h += "</td></tr>";
        }
        h += "</table>";
    }
    return h;
}

std::string ListBrowserPanel::magic_items_html(const GameSystem& system, const ArmyList& list) const {
    const auto* s = &system;
    std::string h;
    // The system's magic items (WME): who may take them and what they cost. Each links to its
    // rules section when the reference has one ("<magic-item rule section>.<item id>").
    const auto items = s->catalogue_of(catalogue_kind::kMagicItem);
    const bool magic = std::any_of(list.units.begin(), list.units.end(),
                                   [](const UnitEntry& u) { return u.magic; });
    if (!items.empty() && magic) {
        const auto* rule = s->rule("magic-item");
        const std::string base = rule != nullptr ? rule->section : std::string();
        h += "<h3>" + (base.empty() ? esc(_("Magic items")) : rule_html(*rule)) + "</h3>";
        if (rule != nullptr && !rule->summary.empty()) {
            h += "<p>" + local(rule->summary) + "</p>";
        }
        h += "<table width=\"100%\" cellpadding=\"4\" cellspacing=\"0\"><tr "
             "bgcolor=\"#dfe6ee\"><th align=\"left\">" +
             esc(_("Item")) + "</th><th align=\"left\">" + esc(_("Kind")) +
             "</th><th align=\"right\">" + esc(_("Points")) + "</th><th align=\"left\">" +
             esc(_("For")) + "</th></tr>";
        const auto* item_type = s->profile_type("magic-item");
        for (const auto* item : items) {
            std::string name = local(item->name);
            const auto section = base.empty() ? std::string() : base + "." + item->id;
            if (!section.empty() && !m_rules_service->title(section, lang()).empty()) {
                name = rule_link(section, name);
            }
            const auto* kind = item->profile.get("type");
            const auto* kind_field = item_type != nullptr ? item_type->field("type") : nullptr;
            const auto who = eligibility_text(*s, *item);
            h += "<tr><td valign=\"top\">" + name + (item->confirmed ? "" : " *") +
                 "</td><td valign=\"top\">" +
                 (kind != nullptr ? esc(stat_value_text(*s, kind_field, *kind)) : std::string()) +
                 "</td><td valign=\"top\" align=\"right\">" +
                 esc(limit(cost_of(item->costs, "points", m_size))) + "</td><td valign=\"top\">" +
                 (who.empty() ? esc(_("any unit")) : esc(who)) + "</td></tr>";
        }
        h += "</table>";
    }
    return h;
}

} // namespace ost::app
