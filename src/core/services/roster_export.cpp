// Text and HTML renderings of a roster. Identical entries (same line, options, items, general,
// attachment and command) are merged so printed lists stay short.
#include "core/services/roster_export.h"

#include "core/io/roster_code.h"
#include "core/io/rule_markup.h"
#include "core/support/error.h"
#include "core/support/qr_code.h"
#include "core/support/text_fold.h"
#include "core/support/translator.h"

#include <algorithm>
#include <map>
#include <set>

namespace ost {

namespace {

/// One printed line: `count` identical units, each costing `unit_points`. An entry whose units
/// differ (an option taken by some of its units, a magic item carried by one) gives one line per
/// kind of unit, so the sheet says what each option applies to; identical units of several
/// entries share a line.
struct Line {
    const RosterEntry* entry = nullptr; ///< the (first) entry the units come from
    int count = 0;
    int unit_points = 0;
    /// count × unit_points, or the entry's total when split() could not tell its units apart.
    int points = 0;
    std::vector<RosterOption> options; ///< per unit, or the entry's own when whole_entry
    std::vector<std::string> magic_items;
    bool whole_entry = false; ///< printed as the entry is (option counts are the entry's)
};

/// The kinds of unit inside `e`: unit k takes option i when k < its count, carries magic item j
/// when k == j. Returns nothing when that reading does not hold (an option taken more times than
/// there are units): the caller prints the entry as it is.
std::vector<Line> split(const RosterEntry& e) {
    std::vector<Line> out;
    for (const auto& o : e.options) {
        if (o.count > e.count || o.count < 1) {
            return {};
        }
    }
    if (static_cast<int>(e.magic_items.size()) > e.count) {
        return {};
    }
    for (int k = 0; k < e.count;) {
        // Units k, k+1… carry the same things up to the next boundary (an option's count, an item).
        int next = e.count;
        Line line;
        line.entry = &e;
        for (const auto& o : e.options) {
            if (k < o.count) {
                line.options.push_back({o.id, 1});
                next = std::min(next, o.count);
            }
        }
        if (k < static_cast<int>(e.magic_items.size())) {
            line.magic_items.push_back(e.magic_items[static_cast<std::size_t>(k)]);
            next = k + 1;
        }
        line.count = next - k;
        out.push_back(std::move(line));
        k = next;
    }
    return out;
}

class Renderer {
  public:
    Renderer(const Roster& r, const RosterValidator& v, const RosterReport& report,
             const Translator& tr)
        : m_r(r), m_v(v), m_report(report), m_tr(tr), m_lang(std::string(tr.language())) {}

    /// Lines of one command (nullptr = every entry when the roster has no commands): each entry
    /// split into its kinds of unit, identical units of several entries merged. Entries joined
    /// by an attachment, or attached, keep lines of their own (the arrow names them).
    std::vector<Line> lines(const std::string* command_id) const {
        std::vector<Line> out;
        std::map<std::string, std::size_t> index;
        for (const auto& e : m_r.entries) {
            if (command_id != nullptr && e.command_id != *command_id) {
                continue;
            }
            const auto* figures = m_report.entry(e.id);
            const int total = figures != nullptr ? figures->points : 0;
            auto parts = split(e);
            long long sum = 0;
            for (auto& part : parts) {
                RosterEntry one = e;
                one.count = 1;
                one.options = part.options;
                one.magic_items = part.magic_items;
                part.unit_points = m_v.entry_points(one, m_r.army_size);
                part.points = part.unit_points * part.count;
                sum += static_cast<long long>(part.unit_points) * part.count;
            }
            if (parts.empty() || sum != total) {
                // Not made of units we can tell apart (or points saturated): the entry as it is.
                Line whole;
                whole.entry = &e;
                whole.count = e.count;
                whole.points = total;
                whole.options = e.options;
                whole.magic_items = e.magic_items;
                whole.whole_entry = true;
                parts.assign(1, whole);
            }
            const bool own = attached_to_it(e.id) || !e.attached_to.empty();
            for (auto& part : parts) {
                const auto key = own || part.whole_entry
                                     ? "#" + e.id + "#" + std::to_string(out.size())
                                     : signature(part);
                const auto it = index.find(key);
                if (it == index.end()) {
                    index[key] = out.size();
                    out.push_back(std::move(part));
                } else {
                    out[it->second].count += part.count;
                    out[it->second].points += part.points;
                }
            }
        }
        return out;
    }

    /// What makes two units identical on the sheet.
    std::string signature(const Line& line) const {
        const auto& e = *line.entry;
        std::string s = e.list_id + '|' + e.unit_id + '|' + e.custom_name + '|' +
                        e.general_grade + '|' + e.note + '|' + std::to_string(line.unit_points) +
                        '|';
        for (const auto& o : line.options) {
            s += o.id + ',';
        }
        s += '|';
        for (const auto& i : line.magic_items) {
            s += i + ',';
        }
        return s;
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
    std::string details(const Line& line) const {
        const auto& e = *line.entry;
        std::string out;
        const auto* list = m_v.list_of(e);
        const auto* unit = m_v.unit_of(e);
        if (!e.general_grade.empty()) {
            const auto* g = m_v.system().catalogue_entry(e.general_grade);
            out += " [" + (g != nullptr ? g->name.in(m_lang) : e.general_grade) + "]";
        }
        for (const auto& o : line.options) {
            UnitOption scratch;
            const auto* option =
                unit != nullptr ? m_v.option_of(*list, *unit, o.id, scratch) : nullptr;
            const std::string name = option != nullptr ? option->name.in(m_lang) : o.id;
            out += " + " + (!line.whole_entry || o.count == e.count
                                ? name
                                : std::to_string(o.count) + " × " + name);
        }
        for (const auto& i : line.magic_items) {
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

    /// A roster has a size when its system sizes armies in points and one was chosen (A&B and
    /// Jomini rosters have none: their sheet shows the total spent only).
    bool sized() const { return m_r.army_size > 0 && m_v.system().has_points(); }

    std::string header() const {
        if (!sized()) {
            return render(
                TR_("{0} — {1}").arg(m_v.system().name()).arg(m_v.list().name.text()));
        }
        return render(TR_("{0} — {1} — {2} points")
                          .arg(m_v.system().name())
                          .arg(m_v.list().name.text())
                          .arg(m_r.army_size));
    }

    std::string totals() const {
        std::string out =
            sized() ? render(TR_("Total: {0}/{1} points").arg(m_report.points).arg(m_r.army_size))
                    : render(TRP_("Total: {n} point", "Total: {n} points", m_report.points));
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

    std::string status() const { return render(roster_verdict(m_report)); }

    /// "Player: … · Event: … · Date: …", the parts the roster has ("" when none).
    std::string event_line() const {
        std::vector<std::string> parts;
        if (!m_r.player.empty()) {
            parts.push_back(render(TR_("Player: {0}").arg(m_r.player)));
        }
        if (!m_r.event.empty()) {
            parts.push_back(render(TR_("Event: {0}").arg(m_r.event)));
        }
        if (!m_r.event_date.empty()) {
            parts.push_back(render(TR_("Date: {0}").arg(m_r.event_date)));
        }
        std::string out;
        for (const auto& part : parts) {
            out += (out.empty() ? "" : " · ") + part;
        }
        return out;
    }

    /// Where the list's figures come from: its edition and source.
    std::string data_line() const {
        const auto& list = m_v.list();
        if (list.edition.empty() && list.source.empty()) {
            return {};
        }
        if (list.edition.empty() || list.source.empty()) {
            return render(TR_("Data: {0}").arg(list.edition.empty() ? list.source : list.edition));
        }
        return render(TR_("Data: {0} — {1}").arg(list.edition).arg(list.source));
    }

    /// "55 pts", or "4 × 55 = 220 pts" for several identical units.
    std::string cost(const Line& line) const {
        if (line.count == 1 || line.whole_entry) {
            return render(TR_("{0} pts").arg(line.points));
        }
        return render(
            TR_("{0} × {1} = {2} pts").arg(line.count).arg(line.unit_points).arg(line.points));
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

/// The roster's sharing code as a QR code and as text, floated top right of the sheet: another
/// player scans or types it to get the roster (ost-cli roster from-code, the app's import). A
/// roster too large for a QR code gets the sentence saying so instead.
std::string share_block(const Roster& roster, const Translator& translator) {
    std::string code;
    try {
        code = encode_roster_code(roster);
    } catch (const InvalidInputError& e) {
        return "<p class=\"share\">" + esc(e.message().render(translator)) + "</p>\n";
    }
    std::string out = "<p class=\"share\">";
    if (code.size() <= kQrCodeMaxBytes) {
        out += "<img src=\"" + qr_code_png_data_uri(make_qr_code(code), 3) + "\" alt=\"" +
               esc(TR_("QR code of the roster").render(translator)) + "\"><br>";
    } else {
        out += esc(TR_("Too large for a QR code: share the code below.").render(translator)) +
               "<br>";
    }
    out += esc(TR_("Roster code:").render(translator)) + " <span>" + esc(code) + "</span></p>\n";
    return out;
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
    for (const auto& extra : {r.event_line(), r.data_line()}) {
        if (!extra.empty()) {
            out += extra + '\n';
        }
    }
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
                out += r.unit_name(*line.entry) + r.details(line) + " — " + r.cost(line) + '\n';
            }
        });
    out += '\n' + r.totals() + '\n' + r.status() + '\n';
    // The sharing code last, so a forum post carries the roster itself (roster_code.h).
    try {
        out += '\n' + r.render(TR_("Roster code: {0}").arg(encode_roster_code(roster))) + '\n';
    } catch (const InvalidInputError& e) {
        out += '\n' + r.render(e.message()) + '\n';
    }
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
        ".share{float:right;margin:0 0 .5em 1em;text-align:center;font-size:7pt;max-width:14em;"
        "word-break:break-all}\n"
        "@media print{body{margin:0}}\n</style>\n</head>\n<body>\n";
    out += share_block(roster, translator);
    out += "<h1>" + esc(title) + "</h1>\n<p>" + esc(r.header());
    for (const auto& extra : {r.event_line(), r.data_line()}) {
        if (!extra.empty()) {
            out += "<br><span class=\"small\">" + esc(extra) + "</span>";
        }
    }
    out += "</p>\n";
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
                const auto details = r.details(line);
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
                                const auto* wording = field.wording(*v);
                                value = choice != nullptr    ? choice->name.in(lang)
                                        : wording != nullptr ? wording->shown.in(lang)
                                                             : *v;
                            }
                        }
                        out += "<td>" + esc(value) + "</td>";
                    }
                }
                out += "<td class=\"n\">" + esc(r.cost(line)) + "</td></tr>\n";
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

Text roster_verdict(const RosterReport& report) {
    int errors = 0;
    for (const auto& d : report.diagnostics) {
        errors += d.severity == Severity::Error ? 1 : 0;
    }
    if (errors == 0) {
        return report.unconfirmed_data
                   ? TR_("Legal army, by figures not confirmed for the current edition of the "
                         "rules.")
                   : TR_("Legal army.");
    }
    if (report.unconfirmed_data) {
        return TRP_("NOT LEGAL: {n} error (by figures not confirmed for the current edition of "
                    "the rules).",
                    "NOT LEGAL: {n} errors (by figures not confirmed for the current edition of "
                    "the rules).",
                    errors);
    }
    return TRP_("NOT LEGAL: {n} error.", "NOT LEGAL: {n} errors.", errors);
}

} // namespace ost
