// Text and HTML renderings of a roster. Identical entries (same line, options, items, general,
// attachment and command) are merged so printed lists stay short.
#include "core/services/roster_export.h"

#include "core/io/roster_code.h"
#include "core/io/roster_fingerprint.h"
#include "core/services/army_sheet.h"
#include "core/services/roster_figures.h"
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
    /// With `camp`, the ADLG camp and fortification entries instead, which no command holds
    /// (RosterValidator::outside_commands); otherwise they are left out.
    std::vector<Line> lines(const std::string* command_id, bool camp = false) const {
        std::vector<Line> out;
        std::map<std::string, std::size_t> index;
        for (const auto& e : m_r.entries) {
            if (m_v.outside_commands(e) != camp ||
                (!camp && command_id != nullptr && e.command_id != *command_id)) {
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
            const auto target_name = target != nullptr ? unit_name(*target) : e.attached_to;
            if (unit != nullptr && unit->role == UnitRole::General) {
                // ADLG: the unit the general is placed with (adlg.rout.general).
                out += " — " + render(TR_("with {0}").arg(target_name));
            } else {
                out += " → " + target_name;
            }
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

    /// The roster's figures (roster_figures.h) on one line, as `ost-cli validate` prints them.
    std::string totals() const { return figures_line(roster_figures(m_r, m_v, m_report), m_tr); }

    /// True when the roster has an ADLG camp or fortification entry (printed apart).
    bool has_camp() const {
        return std::any_of(m_r.entries.begin(), m_r.entries.end(),
                           [&](const RosterEntry& e) { return m_v.outside_commands(e); });
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
        // The ADLG camp and fortifications last, apart from the commands with their own points
        // (adlg.army-composition.camp).
        const CommandFigures camp{{}, m_report.camp_points, 0, 0, 0};
        if (m_r.commands.empty()) {
            f(std::string(), lines(nullptr), static_cast<const CommandFigures*>(nullptr));
            if (has_camp()) {
                f(render(TR_("Camp and fortifications")), lines(nullptr, true), &camp);
            }
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
        if (has_camp()) {
            f(render(TR_("Camp and fortifications")), lines(nullptr, true), &camp);
        }
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

/// The sharing code in groups of 24 characters separated by spaces, so a page can wrap it (a
/// reader of codes ignores spaces, roster_code.h).
std::string spaced_code(const std::string& code) {
    std::string out;
    for (std::size_t i = 0; i < code.size(); i += 24) {
        out += (i == 0 ? "" : " ") + code.substr(i, 24);
    }
    return out;
}

/// The roster's sharing code as a QR code and as text, a cell at the top right of the sheet:
/// another player scans or types it to get the roster (ost-cli roster from-code, the app's
/// import). A roster too large for a QR code gets the sentence saying so instead.
std::string share_block(const Roster& roster, const Translator& translator) {
    std::string code;
    const std::string open = "<td class=\"share\" align=\"center\" valign=\"top\">";
    try {
        code = encode_roster_code(roster);
    } catch (const InvalidInputError& e) {
        return open + "<small>" + esc(e.message().render(translator)) + "</small></td>\n";
    }
    std::string out = open;
    if (code.size() <= kQrCodeMaxBytes) {
        const auto qr = make_qr_code(code);
        // Drawn at 1.5 px a module (with a 4-module quiet zone each side): 0.4 mm a module on
        // paper, which phones scan, and a 400-character code about 32 mm wide.
        const auto side = std::to_string((qr.size + 8) * 3 / 2);
        out += "<img src=\"" + qr_code_png_data_uri(qr, 2) + "\" width=\"" + side + "\" height=\"" +
               side + "\" alt=\"" +
               esc(TR_("QR code of the roster").render(translator)) + "\"><br>";
    } else {
        out += "<small>" + esc(TR_("Too large for a QR code: share the code below.").render(translator)) +
               "</small><br>";
    }
    out += "<small>" + esc(TR_("Roster code:").render(translator)) + " " + esc(spaced_code(code)) + " · " +
           esc(TR_("Fingerprint: {0}").arg(roster_fingerprint(roster)).render(translator)) + "</small></td>\n";
    return out;
}

/// Replaces the first `label` in `html` that is text (not inside a tag or a link already) with
/// `link`; false when there is none.
bool link_once(std::string& html, const std::string& label, const std::string& link) {
    if (label.empty()) {
        return false;
    }
    for (auto at = html.find(label); at != std::string::npos; at = html.find(label, at + 1)) {
        const auto open = html.rfind('<', at);
        const auto close = html.rfind('>', at);
        const bool in_tag = open != std::string::npos && (close == std::string::npos || open > close);
        const auto link_open = html.rfind("<a ", at);
        const auto link_close = html.rfind("</a>", at);
        const bool in_link = link_open != std::string::npos &&
                             (link_close == std::string::npos || link_open > link_close);
        if (!in_tag && !in_link) {
            html.replace(at, label.size(), link);
            return true;
        }
    }
    return false;
}

/// About how much room a block of HTML takes: its visible characters, plus a line's worth for
/// each paragraph or item, more for a table row (what balances the appendix's two columns).
std::size_t weight(const std::string& html) {
    std::size_t visible = 0;
    std::size_t lines = 0;
    bool in_tag = false;
    for (std::size_t i = 0; i < html.size(); ++i) {
        if (html[i] == '<') {
            in_tag = true;
            const auto tag = html.substr(i + 1, 3);
            // A table row wraps in narrow cells: it weighs like two paragraphs (issue 29: the
            // column holding a table ran onto a second page while the other had room).
            lines += tag.rfind("p>", 0) == 0 || tag.rfind("li", 0) == 0 ? 2
                     : tag.rfind("tr", 0) == 0                          ? 5
                                                                        : 0;
        } else if (html[i] == '>') {
            in_tag = false;
        } else if (!in_tag) {
            ++visible;
        }
    }
    return visible + 40 * lines;
}

/// The title of a part of the appendix.
Text part_title(SheetText::Kind kind) {
    switch (kind) {
    case SheetText::Kind::Rule:
        return TR_("Special rules");
    case SheetText::Kind::Upgrade:
        return TR_("Mounts and upgrades");
    case SheetText::Kind::MagicItem:
        return TR_("Magic items");
    case SheetText::Kind::Spells:
        return TR_("Spells");
    }
    return TR_("Special rules");
}

/// The glossary part: each term met in the units' stat lines, with the section explaining it
/// (linked when that section is quoted on the sheet). Empty when no term was met.
std::string glossary_part(const ArmySheet& sheet, const Renderer& r, const std::string& heading) {
    if (sheet.terms().empty()) {
        return {};
    }
    std::string out = heading + esc(r.render(TR_("Glossary"))) + "</b></font></p>\n<p><small>";
    // The terms one section explains share one entry ("General, Hero: Commanders"), and a player
    // reads the section's title, never its id (issue 29).
    const auto& terms = sheet.terms();
    std::vector<bool> done(terms.size(), false);
    bool first = true;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        if (done[i]) continue;
        out += first ? "" : " · ";
        first = false;
        for (std::size_t j = i; j < terms.size(); ++j) {
            if (done[j] || terms[j].section_id != terms[i].section_id) continue;
            done[j] = true;
            out += (j == i ? "" : ", ") + std::string("<a name=\"") + terms[j].anchor + "\" id=\"" + terms[j].anchor +
                   "\"></a><b>" + esc(terms[j].form) + "</b>";
        }
        const auto& term = terms[i];
        const auto title = term.section_title.empty() ? term.section_id : term.section_title;
        const auto anchor = sheet.anchor_of_section(term.section_id);
        out += ": " + (anchor.empty() ? esc(title) : "<a href=\"#" + anchor + "\">" + esc(title) + "</a>");
    }
    out += "</small></p>\n";
    return out;
}

/// The appendix: the full text of every rule, mount, magic item and spell list used, each once,
/// in two columns of about the same length (a table, which wxHTML prints as well as browsers),
/// and the glossary terms of the units at the foot of the shorter column.
std::string appendix(const ArmySheet& sheet, const Renderer& r) {
    const std::string h2 = "<p class=\"h2\"><font size=\"4\"><b>";
    const std::string h3 = "<p class=\"h3\"><font size=\"2\"><b>";
    const auto& texts = sheet.texts();
    if (texts.empty()) {
        return glossary_part(sheet, r, h2);
    }
    std::vector<std::string> blocks;
    std::vector<SheetText::Kind> kinds;
    std::size_t total = 0;
    for (const auto& t : texts) {
        // Its name only: a section id means nothing to a player (issue 29).
        std::string block = "<p><a name=\"" + t.anchor + "\" id=\"" + t.anchor + "\"></a><b>" +
                            esc(t.name) + "</b></p>\n";
        block += t.body_html.empty() ? "<p>" + esc(r.render(TR_("See the army list."))) + "</p>\n"
                                     : t.body_html + "\n";
        total += weight(block);
        blocks.push_back(std::move(block));
        kinds.push_back(t.kind);
    }
    // The second column starts at the text that makes the longer column shortest.
    std::size_t split = blocks.size();
    std::size_t best = total;
    std::size_t left = total;
    std::size_t before = 0;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        const auto longer = std::max(before, total - before);
        if (i > 0 && longer < best) {
            best = longer;
            split = i;
            left = before;
        }
        before += weight(blocks[i]);
    }
    const auto glossary = glossary_part(sheet, r, h3);
    std::string out = h2 + esc(r.render(TR_("Rules of the army"))) +
                      "</b></font></p>\n"
                      "<table class=\"texts\" width=\"100%\" cellspacing=\"0\" cellpadding=\"2\"><tr>"
                      "<td width=\"50%\" valign=\"top\"><font size=\"-1\">\n";
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        if (i == split) {
            if (left <= total - left) {
                out += glossary;
            }
            out += "</font></td><td width=\"50%\" valign=\"top\"><font size=\"-1\">\n";
            out += h3 + esc(r.render(part_title(kinds[i]))) + "</b></font></p>\n";
        } else if (i == 0 || kinds[i] != kinds[i - 1]) {
            out += h3 + esc(r.render(part_title(kinds[i]))) + "</b></font></p>\n";
        }
        out += blocks[i];
    }
    if (split == blocks.size() || left > total - left) {
        out += glossary;
    }
    out += "</font></td></tr></table>\n";
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
        out += r.render(TR_("Fingerprint: {0}").arg(roster_fingerprint(roster))) + '\n';
    } catch (const InvalidInputError& e) {
        out += '\n' + r.render(e.message()) + '\n';
    }
    return out;
}

std::string export_roster_html(const Roster& roster, const RosterValidator& validator,
                               const RosterReport& report, const Translator& translator,
                               const reference::RulesService* rules) {
    const Renderer r(roster, validator, report, translator);
    const auto& system = validator.system();
    const std::string lang(translator.language());
    const ArmySheet sheet(roster, validator, rules, lang);
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
    // A stat cell: names instead of ids, each glossary term linked to the glossary part.
    auto cell = [&](const ProfileField& field, const std::string& value) {
        std::string out;
        for (const auto& part : sheet.stat_parts(field, value)) {
            out += out.empty() ? "" : ", ";
            const auto* term = sheet.term_for(part);
            out += term != nullptr
                       ? "<a href=\"#" + term->anchor + "\">" + esc(part) + "</a>"
                       : esc(part);
        }
        return out;
    };
    std::string title = roster.name.empty() ? validator.list().name.in(lang) : roster.name;
    std::string out =
        "<!DOCTYPE html>\n<html lang=\"" + esc(lang) +
        "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + esc(title) +
        "</title>\n<style>\n"
        "body{font-family:sans-serif;font-size:10pt;margin:1.5em}\n"
        "p.title{font-size:15pt;margin:0 0 .2em}\np.h2{font-size:11pt;margin:.6em 0 .2em}\n"
        "p.h3{font-size:9pt;margin:.5em 0 .1em}\n"
        "table.units{border-collapse:collapse;width:100%;margin-bottom:.4em}\n"
        "table.units th,table.units td{border:1px solid #999;padding:2px 5px;text-align:left;"
        "vertical-align:top}\n"
        "td.n{text-align:right;white-space:nowrap}\nsmall,.small{font-size:8pt;color:#333}\n"
        ".error{color:#a00}\n"
        "td.share{text-align:center;font-size:6pt;width:13em;word-break:break-all}\n"
        "table.texts td{vertical-align:top;padding:0 .6em 0 0;font-size:8pt}\n"
        "table.texts p,table.texts ul{margin:.1em 0}\ntable.texts ul{padding-left:1.2em}\n"
        "table.texts table{border-collapse:collapse}\n"
        "table.texts table td,table.texts table th{border:1px solid #bbb;padding:0 2px}\n"
        "a{color:inherit}\n"
        "@page{size:A4;margin:10mm}\n"
        "@media print{body{margin:0;font-size:8pt}p.title{font-size:12pt}p.h2{font-size:9pt}"
        "p.h3{font-size:8pt}small,.small{font-size:7pt}table.texts td{font-size:6.5pt}"
        "a{text-decoration:none}}\n"
        "</style>\n</head>\n<body>\n";
    // Header: title, game/list/size, player/event/date, data; the sharing code top right.
    out += "<table class=\"head\" width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
           "<td valign=\"top\"><p class=\"title\"><font size=\"+2\"><b>" +
           esc(title) + "</b></font></p>\n<p>" + esc(r.header());
    for (const auto& extra : {r.event_line(), r.data_line()}) {
        if (!extra.empty()) {
            out += "<br><small>" + esc(extra) + "</small>";
        }
    }
    out += "</p>\n";
    if (!roster.notes.empty()) {
        out += "<p><small>" + esc(roster.notes) + "</small></p>\n";
    }
    out += "</td>\n" + share_block(roster, translator) + "</tr></table>\n";
    r.for_each_group(
        [&](const std::string& group, const std::vector<Line>& lines, const CommandFigures* f) {
            if (!group.empty()) {
                out += "<p class=\"h2\"><font size=\"4\"><b>" + esc(group);
                if (f != nullptr) {
                    out += " — " + esc(r.render(TR_("{0} pts").arg(f->points)));
                }
                out += "</b></font></p>\n";
            }
            // Cells padded in print too (issue 29; a browser reads the CSS padding above): the
            // app prints a sheet a few lines too long a little smaller to keep one A4 page.
            out += "<table class=\"units\" width=\"100%\" border=\"1\" cellspacing=\"0\" "
                   "cellpadding=\"3\">\n<tr><th>" +
                   esc(r.render(TR_("Count"))) + "</th><th>" + esc(r.render(TR_("Unit"))) +
                   "</th>";
            if (profile != nullptr) {
                for (const auto& field : profile->fields) {
                    out += "<th>" + esc(field.name.in(lang)) + "</th>";
                }
            }
            out += "<th>" + esc(r.render(TR_("Points"))) + "</th></tr>\n";
            for (const auto& line : lines) {
                const auto& e = *line.entry;
                const auto* unit = validator.unit_of(e);
                // What the appendix explains for this unit, one click away: its name, a mount's
                // or an item's in the details, else a "→" line of links.
                std::string name = esc(r.unit_name(e));
                std::string details = esc(r.details(line));
                std::string see;
                for (const auto i : sheet.texts_of(e, line.options, line.magic_items)) {
                    const auto& t = sheet.texts()[i];
                    const auto label = esc(t.name);
                    const auto link = "<a href=\"#" + t.anchor + "\">" + label + "</a>";
                    if (!link_once(name, label, link) && !link_once(details, label, link)) {
                        see += (see.empty() ? "" : ", ") + link;
                    }
                }
                out += "<tr><td class=\"n\" align=\"right\">" + std::to_string(line.count) +
                       "</td><td>" + name;
                if (!details.empty()) {
                    out += "<br><small>" + details + "</small>";
                }
                if (!e.note.empty()) {
                    out += "<br><small><i>" + esc(e.note) + "</i></small>";
                }
                if (!see.empty()) {
                    out += "<br><small>→ " + see + "</small>";
                }
                out += "</td>";
                if (profile != nullptr) {
                    for (const auto& field : profile->fields) {
                        std::string value;
                        if (unit != nullptr && unit->profile.type == profile->id) {
                            if (const auto* v = unit->profile.get(field.id)) {
                                value = cell(field, *v);
                            }
                        }
                        out += "<td>" + value + "</td>";
                    }
                }
                out += "<td class=\"n\" align=\"right\">" + esc(r.cost(line)) + "</td></tr>\n";
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
    out += appendix(sheet, r);
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

Text roster_verdict_headline(const RosterReport& report) {
    int errors = 0;
    for (const auto& d : report.diagnostics) {
        errors += d.severity == Severity::Error ? 1 : 0;
    }
    return errors == 0 ? TR_("Legal army.") : TRP_("NOT LEGAL: {n} error.", "NOT LEGAL: {n} errors.", errors);
}

Text roster_verdict_caveat(const RosterReport& report) {
    return report.unconfirmed_data ? TR_("By figures not confirmed for the current edition of the rules.") : Text();
}

} // namespace ost
