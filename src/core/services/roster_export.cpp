// Text and HTML renderings of a roster. Identical entries (same line, options, items, general,
// attachment and command) are merged so printed lists stay short.
#include "core/services/roster_export.h"

#include "core/io/rule_markup.h"
#include "core/support/text_fold.h"
#include "core/support/translator.h"

#include <algorithm>
#include <map>
#include <set>

namespace ost {

namespace {

/// Entries merged for display.
struct Line {
    const RosterEntry* entry = nullptr; ///< the first of the merged entries
    int count = 0;
    int points = 0;
};

std::string signature(const RosterEntry& e) {
    std::string s = e.list_id + '|' + e.unit_id + '|' + e.custom_name + '|' + e.general_grade +
                    '|' + e.attached_to + '|' + e.note + '|';
    for (const auto& o : e.options) {
        s += o.id + ',';
    }
    s += '|';
    for (const auto& i : e.magic_items) {
        s += i + ',';
    }
    return s;
}

class Renderer {
  public:
    Renderer(const Roster& r, const RosterValidator& v, const RosterReport& report,
             const Translator& tr)
        : m_r(r), m_v(v), m_report(report), m_tr(tr), m_lang(std::string(tr.language())) {}

    /// Lines of one command ("" = every entry when the roster has no commands).
    std::vector<Line> lines(const std::string* command_id) const {
        std::vector<Line> out;
        std::map<std::string, std::size_t> index;
        for (const auto& e : m_r.entries) {
            if (command_id != nullptr && e.command_id != *command_id) {
                continue;
            }
            const auto* figures = m_report.entry(e.id);
            const int points = figures != nullptr ? figures->points : 0;
            // Entries carrying magic items or joined by attachments stay on their own line.
            // So do entries where only some units take an option (the count would be ambiguous).
            const bool partial =
                std::any_of(e.options.begin(), e.options.end(),
                            [&](const RosterOption& o) { return o.count != e.count; });
            const bool single =
                partial || !e.magic_items.empty() || attached_to_it(e.id) || !e.attached_to.empty();
            const auto key = single ? e.id : signature(e);
            const auto it = index.find(key);
            if (it == index.end() || single) {
                index[key] = out.size();
                out.push_back(Line{&e, e.count, points});
            } else {
                out[it->second].count += e.count;
                out[it->second].points += points;
            }
        }
        return out;
    }

    bool attached_to_it(const std::string& id) const {
        return std::any_of(m_r.entries.begin(), m_r.entries.end(),
                           [&](const RosterEntry& e) { return e.attached_to == id; });
    }

    std::string render(const Text& t) const { return t.render(m_tr); }

    std::string unit_name(const RosterEntry& e) const {
        const auto* unit = m_v.unit_of(e);
        const std::string base = unit != nullptr ? unit->name.in(m_lang) : e.unit_id;
        if (!e.custom_name.empty()) {
            return e.custom_name + " (" + base + ")";
        }
        return base;
    }

    /// "General (Competent) + Griffon + Battle Banner"-style details after the name.
    std::string details(const RosterEntry& e) const {
        std::string out;
        const auto* list = m_v.list_of(e);
        const auto* unit = m_v.unit_of(e);
        if (!e.general_grade.empty()) {
            const auto* g = m_v.system().catalogue_entry(e.general_grade);
            out += " [" + (g != nullptr ? g->name.in(m_lang) : e.general_grade) + "]";
        }
        for (const auto& o : e.options) {
            UnitOption scratch;
            const auto* option =
                unit != nullptr ? m_v.option_of(*list, *unit, o.id, scratch) : nullptr;
            const std::string name = option != nullptr ? option->name.in(m_lang) : o.id;
            out += " + " + (o.count == e.count ? name : std::to_string(o.count) + " × " + name);
        }
        for (const auto& i : e.magic_items) {
            const auto* item = m_v.system().catalogue_entry(i);
            out += " + " + (item != nullptr ? item->name.in(m_lang) : i);
        }
        if (!e.attached_to.empty()) {
            const auto* target = m_r.entry(e.attached_to);
            out += " → " + (target != nullptr ? unit_name(*target) : e.attached_to);
        }
        if (unit == nullptr) {
            out += " " + render(TR_("[no longer in the list]"));
        }
        return out;
    }

    std::string command_title(const RosterCommand& c, std::size_t index) const {
        std::string title = render(TR_("Command {0}").arg(index + 1));
        if (!c.name.empty()) {
            title += " — " + c.name;
        }
        if (!c.ally_list.empty()) {
            const ArmyList* ally = nullptr;
            for (const auto& a : m_v.allies()) {
                if (a.id == c.ally_list) {
                    ally = &a;
                }
            }
            title += " " + render(TR_("(allies: {0})")
                                      .arg(ally != nullptr ? ally->name.in(m_lang) : c.ally_list));
        }
        return title;
    }

    const CommandFigures* figures(const std::string& command_id) const {
        for (const auto& c : m_report.commands) {
            if (c.command_id == command_id) {
                return &c;
            }
        }
        return nullptr;
    }

    std::string header() const {
        return render(TR_("{0} — {1} — {2} points")
                          .arg(m_v.system().name())
                          .arg(m_v.list().name.text())
                          .arg(m_r.army_size));
    }

    std::string totals() const {
        std::string out =
            render(TR_("Total: {0}/{1} points").arg(m_report.points).arg(m_r.army_size));
        out += " · " + render(TRP_("{n} unit", "{n} units", m_report.units));
        if (m_report.break_point) {
            out += " · " + render(TR_("break point {0}").arg(*m_report.break_point));
        }
        if (m_report.cohesion) {
            out += " · " + render(TR_("army cohesion {0}").arg(*m_report.cohesion));
        }
        if (m_report.commands_required) {
            out += " · " + render(TR_("command points {0}").arg(m_report.command_points));
        }
        return out;
    }

    std::string status() const {
        int errors = 0;
        for (const auto& d : m_report.diagnostics) {
            errors += d.severity == Severity::Error ? 1 : 0;
        }
        return errors == 0
                   ? render(TR_("Legal army."))
                   : render(TRP_("NOT LEGAL: {n} error.", "NOT LEGAL: {n} errors.", errors));
    }

    /// Groups to print: one per command, or one unnamed group.
    template <typename F> void for_each_group(F f) const {
        if (m_r.commands.empty()) {
            f(std::string(), lines(nullptr), static_cast<const CommandFigures*>(nullptr));
            return;
        }
        for (std::size_t i = 0; i < m_r.commands.size(); ++i) {
            const auto& c = m_r.commands[i];
            f(command_title(c, i), lines(&c.id), figures(c.id));
        }
        std::vector<Line> orphans;
        for (const auto& line : lines(nullptr)) {
            if (m_r.command(line.entry->command_id) == nullptr) {
                orphans.push_back(line);
            }
        }
        if (!orphans.empty()) {
            f(render(TR_("Without a command")), orphans,
              static_cast<const CommandFigures*>(nullptr));
        }
    }

    /// Special rules used by the roster's entries, options and magic items, sorted by name.
    std::vector<const SpecialRule*> glossary() const {
        std::set<std::pair<std::string, std::string>> seen; // (list, rule id)
        std::vector<const SpecialRule*> out;
        auto take = [&](const ArmyList* list, const std::vector<std::string>& ids) {
            for (const auto& id : ids) {
                const SpecialRule* rule = list != nullptr ? list->rule(id) : nullptr;
                const std::string owner = rule != nullptr ? list->id : std::string();
                if (rule == nullptr) {
                    rule = m_v.system().rule(id);
                }
                if (rule != nullptr && seen.emplace(owner, id).second) {
                    out.push_back(rule);
                }
            }
        };
        for (const auto& e : m_r.entries) {
            const auto* list = m_v.list_of(e);
            const auto* unit = m_v.unit_of(e);
            if (unit == nullptr) {
                continue;
            }
            take(list, unit->rules);
            for (const auto& o : e.options) {
                UnitOption scratch;
                if (const auto* option = m_v.option_of(*list, *unit, o.id, scratch)) {
                    take(list, option->rules);
                }
            }
            for (const auto& i : e.magic_items) {
                if (const auto* item = m_v.system().catalogue_entry(i)) {
                    take(list, item->rules);
                }
            }
        }
        std::stable_sort(out.begin(), out.end(), [&](const SpecialRule* a, const SpecialRule* b) {
            return ost::fold(a->name.in(m_lang)) < ost::fold(b->name.in(m_lang));
        });
        return out;
    }

    const Roster& m_r;
    const RosterValidator& m_v;
    const RosterReport& m_report;
    const Translator& m_tr;
    std::string m_lang;
};

std::string esc(const std::string& s) {
    return ost::html_escape(s);
}

} // namespace

std::string export_roster_text(const Roster& roster, const RosterValidator& validator,
                               const RosterReport& report, const Translator& translator) {
    const Renderer r(roster, validator, report, translator);
    std::string out;
    if (!roster.name.empty()) {
        out += roster.name + '\n';
    }
    out += r.header() + '\n';
    r.for_each_group(
        [&](const std::string& title, const std::vector<Line>& lines, const CommandFigures* f) {
            out += '\n';
            if (!title.empty()) {
                out += title;
                if (f != nullptr) {
                    out += " — " + r.render(TR_("{0} pts").arg(f->points));
                }
                out += '\n';
            }
            for (const auto& line : lines) {
                out += (title.empty() ? "" : "  ");
                if (line.count != 1) {
                    out += std::to_string(line.count) + " × ";
                }
                out += r.unit_name(*line.entry) + r.details(*line.entry) + " — " +
                       r.render(TR_("{0} pts").arg(line.points)) + '\n';
            }
        });
    out += '\n' + r.totals() + '\n' + r.status() + '\n';
    return out;
}

std::string export_roster_html(const Roster& roster, const RosterValidator& validator,
                               const RosterReport& report, const Translator& translator) {
    const Renderer r(roster, validator, report, translator);
    const auto& system = validator.system();
    // The stat columns: the profile type most entries use (WME "unit", ADLG "troop").
    std::map<std::string, int> uses;
    for (const auto& e : roster.entries) {
        if (const auto* unit = validator.unit_of(e);
            unit != nullptr && !unit->profile.type.empty()) {
            ++uses[unit->profile.type];
        }
    }
    const ProfileType* profile = nullptr;
    int best = 0;
    for (const auto& [type, n] : uses) {
        if (n > best) {
            best = n;
            profile = system.profile_type(type);
        }
    }
    const std::string lang(translator.language());
    std::string title = roster.name.empty() ? validator.list().name.in(lang) : roster.name;
    std::string out =
        "<!DOCTYPE html>\n<html lang=\"" + esc(lang) +
        "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + esc(title) +
        "</title>\n<style>\n"
        "body{font-family:sans-serif;font-size:11pt;margin:1.5em}\n"
        "table{border-collapse:collapse;width:100%;margin-bottom:1em}\n"
        "th,td{border:1px solid #999;padding:2px 6px;text-align:left;vertical-align:top}\n"
        "td.n{text-align:right}\n.small{font-size:9pt;color:#444}\n.error{color:#a00}\n"
        "@media print{body{margin:0}}\n</style>\n</head>\n<body>\n";
    out += "<h1>" + esc(title) + "</h1>\n<p>" + esc(r.header()) + "</p>\n";
    if (!roster.notes.empty()) {
        out += "<p class=\"small\">" + esc(roster.notes) + "</p>\n";
    }
    r.for_each_group(
        [&](const std::string& group, const std::vector<Line>& lines, const CommandFigures* f) {
            if (!group.empty()) {
                out += "<h2>" + esc(group);
                if (f != nullptr) {
                    out += " — " + esc(r.render(TR_("{0} pts").arg(f->points)));
                }
                out += "</h2>\n";
            }
            out += "<table>\n<tr><th>" + esc(r.render(TR_("Count"))) + "</th><th>" +
                   esc(r.render(TR_("Unit"))) + "</th>";
            if (profile != nullptr) {
                for (const auto& field : profile->fields) {
                    out += "<th>" + esc(field.name.in(lang)) + "</th>";
                }
            }
            out += "<th>" + esc(r.render(TR_("Points"))) + "</th></tr>\n";
            for (const auto& line : lines) {
                const auto& e = *line.entry;
                const auto* unit = validator.unit_of(e);
                out += "<tr><td class=\"n\">" + std::to_string(line.count) + "</td><td>" +
                       esc(r.unit_name(e));
                const auto details = r.details(e);
                if (!details.empty()) {
                    out += "<br><span class=\"small\">" + esc(details) + "</span>";
                }
                if (!e.note.empty()) {
                    out += "<br><span class=\"small\"><i>" + esc(e.note) + "</i></span>";
                }
                out += "</td>";
                if (profile != nullptr) {
                    for (const auto& field : profile->fields) {
                        std::string value;
                        if (unit != nullptr && unit->profile.type == profile->id) {
                            if (const auto* v = unit->profile.get(field.id)) {
                                const auto* choice = field.choice(*v);
                                value = choice != nullptr ? choice->name.in(lang) : *v;
                            }
                        }
                        out += "<td>" + esc(value) + "</td>";
                    }
                }
                out += "<td class=\"n\">" + std::to_string(line.points) + "</td></tr>\n";
            }
            out += "</table>\n";
        });
    out += "<p><b>" + esc(r.totals()) + "</b><br>" + esc(r.status()) + "</p>\n";
    if (!report.legal()) {
        out += "<ul class=\"error\">\n";
        for (const auto& d : report.diagnostics) {
            out += "<li>" + esc(format_diagnostic(d, translator)) + "</li>\n";
        }
        out += "</ul>\n";
    }
    const auto rules_used = r.glossary();
    if (!rules_used.empty()) {
        out += "<h2>" + esc(r.render(TR_("Special rules"))) + "</h2>\n<dl>\n";
        for (const auto* rule : rules_used) {
            out += "<dt><b>" + esc(rule->name.in(lang)) + "</b>";
            if (!rule->section.empty()) {
                out += " <span class=\"small\">(" + esc(rule->section) + ")</span>";
            }
            out += "</dt>\n<dd>" +
                   esc(rule->summary.empty() ? r.render(TR_("See the army list."))
                                             : rule->summary.in(lang)) +
                   "</dd>\n";
        }
        out += "</dl>\n";
    }
    out += "</body>\n</html>\n";
    return out;
}

} // namespace ost
