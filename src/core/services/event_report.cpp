// The batch check's reports: text for the terminal, a printable HTML page, CSV and JSON. They
// share the per-row head line and finding lines, so every format says the same thing.
#include "core/services/event_report.h"

#include "core/io/rule_markup.h"
#include "core/support/translator.h"

namespace ost {

namespace {

std::string event_name(const EventChecker& checker, const Translator& tr) {
    return checker.event().name.text().render(tr);
}

std::string joined(const std::vector<std::string>& items, const char* separator) {
    std::string out;
    for (const auto& item : items) {
        out += (out.empty() ? "" : separator) + item;
    }
    return out;
}

} // namespace

std::string event_finding_line(const EventFinding& f, const Translator& tr) {
    return severity_label(f.diagnostic.severity, tr) + ": " + f.diagnostic.message.render(tr) + " [" +
           f.diagnostic.code + "] (" +
           TR_("clause {0}: {1}").arg(f.clause.id).arg(f.clause.wording).render(tr) + ")";
}

namespace {

/// A CSV cell: quoted when needed, a leading formula character neutralised.
std::string csv_cell(std::string text) {
    if (!text.empty() && std::string("=+-@").find(text.front()) != std::string::npos) {
        text.insert(text.begin(), '\'');
    }
    if (text.find_first_of(",\"\n\r") == std::string::npos) {
        return text;
    }
    std::string out = "\"";
    for (char c : text) {
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return out + "\"";
}

const char* verdict_class(BatchVerdict verdict) {
    switch (verdict) {
    case BatchVerdict::Legal: return "legal";
    case BatchVerdict::Illegal: return "illegal";
    case BatchVerdict::Unreadable: break;
    }
    return "unreadable";
}

} // namespace

std::vector<std::string> batch_row_findings(const BatchRow& row, const Translator& tr) {
    std::vector<std::string> out;
    for (const auto& d : row.report.diagnostics) {
        std::string line = format_diagnostic(d, tr);
        if (!d.subject.empty()) {
            line += " " + TR_("(entry {0})").arg(d.subject).render(tr);
        }
        out.push_back(std::move(line));
    }
    for (const auto& f : row.event_findings) {
        out.push_back(event_finding_line(f, tr));
    }
    if (!row.same_roster_as.empty()) {
        out.push_back(TR_("same roster as {0}").arg(joined(row.same_roster_as, ", ")).render(tr));
    }
    if (!row.same_player_as.empty()) {
        out.push_back(TR_("same player ({0}) as {1}")
                          .arg(row.roster.player)
                          .arg(joined(row.same_player_as, ", "))
                          .render(tr));
    }
    return out;
}

std::string event_finding_player_line(const EventFinding& f, const Translator& tr) {
    return severity_label(f.diagnostic.severity, tr) + ": " + f.diagnostic.message.render(tr) + " (" +
           TR_("the event's rule: {0}").arg(f.clause.wording).render(tr) + ")";
}

std::vector<std::string> batch_row_player_findings(const BatchRow& row, const Translator& tr,
                                                   const RuleTitle& rule_title) {
    std::vector<std::string> out;
    for (const auto& d : row.report.diagnostics) {
        std::string line = severity_label(d.severity, tr) + ": " + d.message.render(tr);
        const auto* entry = d.subject.empty() ? nullptr : row.roster.entry(d.subject);
        if (entry != nullptr && !entry->custom_name.empty()) {
            line += " (" + entry->custom_name + ")";
        }
        const std::string title = d.rule_id.empty() || !rule_title ? std::string() : rule_title(d.rule_id);
        if (!title.empty() && title != d.rule_id) {
            line += " \u2014 " + TR_("see \u00ab{0}\u00bb").arg(title).render(tr);
        }
        out.push_back(std::move(line));
    }
    for (const auto& f : row.event_findings) {
        out.push_back(event_finding_player_line(f, tr));
    }
    const auto all = batch_row_findings(row, tr); // the duplicates' lines are already in words
    const std::size_t duplicates = (row.same_roster_as.empty() ? 0 : 1) + (row.same_player_as.empty() ? 0 : 1);
    out.insert(out.end(), all.end() - static_cast<std::ptrdiff_t>(duplicates), all.end());
    return out;
}

std::string batch_row_summary(const BatchRow& row, const Translator& tr) {
    const auto verdict = batch_verdict_text(row.verdict).render(tr);
    if (row.verdict == BatchVerdict::Unreadable) {
        return TR_("{0} — {1}").arg(verdict).arg(row.why_unreadable).render(tr);
    }
    Text figures = TR_("{0}/{1} points").arg(row.report.points).arg(row.roster.army_size);
    std::string out = TR_("{0} — {1}, {2}, {3}")
                          .arg(verdict)
                          .arg(row.list_name)
                          .arg(figures)
                          .arg(TRP_("{n} unit", "{n} units", row.report.units))
                          .render(tr);
    if (!row.roster.player.empty()) {
        out += ", " + TR_("player {0}").arg(row.roster.player).render(tr);
    }
    return out + ", " +
           TR_("fingerprint {0} ({1})").arg(row.fingerprint).arg(batch_format_text(row.format)).render(tr);
}

std::string batch_summary(const BatchResult& result, const Translator& tr) {
    // Each count its own plural: French agrees the adjective ("1 illisible", "2 illisibles").
    return TR_("{0}: {1}, {2}, {3}; {4}.")
        .arg(TRP_("{n} file", "{n} files", result.rows.size()))
        .arg(TRP_("{n} legal", "{n} legal", result.count(BatchVerdict::Legal)))
        .arg(TRP_("{n} illegal", "{n} illegal", result.count(BatchVerdict::Illegal)))
        .arg(TRP_("{n} unreadable", "{n} unreadable", result.count(BatchVerdict::Unreadable)))
        .arg(TRP_("{n} duplicate", "{n} duplicates", result.duplicates()))
        .render(tr);
}

std::string event_report_text(const EventChecker& checker, const BatchResult& result, const Translator& tr) {
    std::string out = TR_("Event: {0}").arg(event_name(checker, tr)).render(tr) + '\n';
    if (!checker.event().deadline.empty()) {
        out += TR_("Deadline: {0}").arg(checker.event().deadline).render(tr) + '\n';
    }
    for (const auto& clause : checker.clauses()) {
        out += "  [" + clause.id + "] " + clause.wording.render(tr) + '\n';
    }
    for (const auto& problem : result.event_problems) {
        out += event_finding_line(problem, tr) + '\n';
    }
    for (const auto& row : result.rows) {
        out += row.file + ": " + batch_row_summary(row, tr) + '\n';
        for (const auto& line : batch_row_findings(row, tr)) {
            out += "  " + line + '\n';
        }
    }
    if (!result.missing_players.empty()) {
        out += TR_("Players without a list: {0}").arg(joined(result.missing_players, ", ")).render(tr) + '\n';
    }
    return out + batch_summary(result, tr) + '\n';
}

std::string event_report_html(const EventChecker& checker, const BatchResult& result, const Translator& tr) {
    const auto esc = [](const std::string& s) { return html_escape(s); };
    const auto title = esc(event_name(checker, tr));
    std::string out = "<!DOCTYPE html>\n<html lang=\"" + std::string(tr.language()) +
                      "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + title +
                      "</title>\n<style>\nbody{font-family:sans-serif;font-size:10pt;margin:1cm}"
                      "table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:3px;"
                      "vertical-align:top;text-align:left}tr{page-break-inside:avoid}"
                      ".legal{color:#060}.illegal{color:#a00;font-weight:bold}.unreadable{color:#a50;"
                      "font-weight:bold}code{font-size:11pt}ul{margin:0;padding-left:1.2em}\n</style>\n</head>\n"
                      "<body>\n<h1>" + title + "</h1>\n";
    if (!checker.event().deadline.empty()) {
        out += "<p>" + esc(TR_("Deadline: {0}").arg(checker.event().deadline).render(tr)) + "</p>\n";
    }
    out += "<ul>\n";
    for (const auto& clause : checker.clauses()) {
        out += "<li><code>" + esc(clause.id) + "</code> " + esc(clause.wording.render(tr)) + "</li>\n";
    }
    for (const auto& problem : result.event_problems) {
        out += "<li class=\"unreadable\">" + esc(event_finding_line(problem, tr)) + "</li>\n";
    }
    out += "</ul>\n<p>" + esc(batch_summary(result, tr)) + "</p>\n<table>\n<tr><th>" +
           esc(TR_("File").render(tr)) + "</th><th>" + esc(TR_("Verdict").render(tr)) + "</th><th>" +
           esc(TR_("Findings").render(tr)) + "</th></tr>\n";
    for (const auto& row : result.rows) {
        out += "<tr><td>" + esc(row.file) + "</td><td class=\"" + verdict_class(row.verdict) + "\">" +
               esc(batch_row_summary(row, tr)) + "</td><td><ul>";
        for (const auto& line : batch_row_findings(row, tr)) {
            out += "<li>" + esc(line) + "</li>";
        }
        out += "</ul></td></tr>\n";
    }
    out += "</table>\n";
    if (!result.missing_players.empty()) {
        out += "<p>" +
               esc(TR_("Players without a list: {0}").arg(joined(result.missing_players, ", ")).render(tr)) +
               "</p>\n";
    }
    return out + "</body>\n</html>\n";
}

std::string event_report_csv(const BatchResult& result, const Translator& tr) {
    const Text headers[] = {TR_("File"),  TR_("Format"),      TR_("Verdict"),  TR_("Player"),
                            TR_("List"),  TR_("Points"),      TR_("Army size"), TR_("Units"),
                            TR_("Fingerprint"), TR_("Findings"), TR_("Duplicates")};
    std::string out;
    for (const auto& header : headers) {
        out += (out.empty() ? "" : ",") + csv_cell(header.render(tr));
    }
    out += "\r\n";
    for (const auto& row : result.rows) {
        const bool read = row.verdict != BatchVerdict::Unreadable;
        auto findings = read ? batch_row_findings(row, tr) : std::vector<std::string>{row.why_unreadable.render(tr)};
        std::vector<std::string> duplicates = row.same_roster_as;
        duplicates.insert(duplicates.end(), row.same_player_as.begin(), row.same_player_as.end());
        const std::vector<std::string> cells{
            row.file, batch_format_text(row.format).render(tr), batch_verdict_text(row.verdict).render(tr),
            row.roster.player, read ? row.list_name.render(tr) : "",
            read ? std::to_string(row.report.points) : "", read ? std::to_string(row.roster.army_size) : "",
            read ? std::to_string(row.report.units) : "", row.fingerprint, joined(findings, " | "),
            joined(duplicates, " ")};
        std::string line;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            line += (i == 0 ? "" : ",") + csv_cell(cells[i]);
        }
        out += line + "\r\n";
    }
    return out;
}

namespace {

nlohmann::ordered_json finding_json(const Diagnostic& d, const Translator& tr) {
    nlohmann::ordered_json out{{"severity", severity_label(d.severity, tr)},
                               {"code", d.code},
                               {"message", d.message.render(tr)}};
    if (!d.rule_id.empty()) {
        out["rule"] = d.rule_id;
    }
    if (!d.subject.empty()) {
        out["entry"] = d.subject;
    }
    return out;
}

nlohmann::ordered_json row_json(const BatchRow& row, const Translator& tr) {
    nlohmann::ordered_json out{{"file", row.file},
                               {"format", batch_format_text(row.format).render(tr)},
                               {"verdict", batch_verdict_text(row.verdict).render(tr)}};
    if (row.verdict == BatchVerdict::Unreadable) {
        out["why"] = row.why_unreadable.render(tr);
        return out;
    }
    out["list"] = row.list_name.render(tr);
    out["player"] = row.roster.player;
    out["points"] = row.report.points;
    out["army_size"] = row.roster.army_size;
    out["units"] = row.report.units;
    out["fingerprint"] = row.fingerprint;
    auto findings = nlohmann::ordered_json::array();
    for (const auto& d : row.report.diagnostics) {
        findings.push_back(finding_json(d, tr));
    }
    for (const auto& f : row.event_findings) {
        auto item = finding_json(f.diagnostic, tr);
        item["clause"] = f.clause.id;
        item["clause_text"] = f.clause.wording.render(tr);
        findings.push_back(std::move(item));
    }
    out["findings"] = std::move(findings);
    out["same_roster_as"] = row.same_roster_as;
    out["same_player_as"] = row.same_player_as;
    return out;
}

} // namespace

nlohmann::ordered_json event_report_json(const EventChecker& checker, const BatchResult& result,
                                         const Translator& tr) {
    auto clauses = nlohmann::ordered_json::array();
    for (const auto& clause : checker.clauses()) {
        clauses.push_back({{"id", clause.id}, {"text", clause.wording.render(tr)}});
    }
    auto problems = nlohmann::ordered_json::array();
    for (const auto& problem : result.event_problems) {
        auto item = finding_json(problem.diagnostic, tr);
        item["clause"] = problem.clause.id;
        problems.push_back(std::move(item));
    }
    auto files = nlohmann::ordered_json::array();
    for (const auto& row : result.rows) {
        files.push_back(row_json(row, tr));
    }
    return {{"event",
             {{"name", event_name(checker, tr)},
              {"system", checker.event().system_id},
              {"size", checker.event().army_size},
              {"deadline", checker.event().deadline},
              {"clauses", std::move(clauses)}}},
            {"problems", std::move(problems)},
            {"files", std::move(files)},
            {"missing_players", result.missing_players},
            {"summary",
             {{"files", result.rows.size()},
              {"legal", result.count(BatchVerdict::Legal)},
              {"illegal", result.count(BatchVerdict::Illegal)},
              {"unreadable", result.count(BatchVerdict::Unreadable)},
              {"duplicates", result.duplicates()}}}};
}

} // namespace ost
