// The open lists booklet: contents, then the army sheets one after the other, each from a new
// page. Sheets are given whole (their own head and styles); only their bodies are kept.
#include "core/services/event_booklet.h"

#include "core/io/rule_markup.h"
#include "core/services/event_report.h"
#include "core/support/error.h"
#include "core/support/translator.h"

namespace ost {

namespace {

/// What lies between `<body…>` and `</body>` in `page`, or the whole page when it has no body.
std::string body_of(const std::string& page) {
    const auto open = page.find("<body");
    if (open == std::string::npos) {
        return page;
    }
    const auto start = page.find('>', open);
    const auto end = page.rfind("</body>");
    if (start == std::string::npos || end == std::string::npos || end < start) {
        return page.substr(open);
    }
    return page.substr(start + 1, end - start - 1);
}

std::string contents_table(const std::vector<const BatchRow*>& rows, const Translator& tr) {
    const auto esc = [](const std::string& s) { return html_escape(s); };
    std::string out = "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">\n<tr>";
    for (const auto& header : {TR_("Sheet"), TR_("File"), TR_("Player"), TR_("List"), TR_("Points"),
                               TR_("Verdict"), TR_("Fingerprint")}) {
        out += "<th align=\"left\">" + esc(header.render(tr)) + "</th>";
    }
    out += "</tr>\n";
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& row = *rows[i];
        out += "<tr><td>" + std::to_string(i + 1) + "</td><td>" + esc(row.file) + "</td><td>" +
               esc(row.roster.player) + "</td><td>" + esc(row.list_name.render(tr)) + "</td><td>" +
               std::to_string(row.report.points) + "/" + std::to_string(row.roster.army_size) + "</td><td>" +
               esc(batch_verdict_text(row.verdict).render(tr)) + "</td><td>" + esc(row.fingerprint) +
               "</td></tr>\n";
    }
    return out + "</table>\n";
}

} // namespace

std::vector<const BatchRow*> booklet_rows(const BatchResult& result) {
    std::vector<const BatchRow*> out;
    for (const auto& row : result.rows) {
        if (row.verdict != BatchVerdict::Unreadable) {
            out.push_back(&row);
        }
    }
    return out;
}

std::string event_booklet_html(const EventChecker& checker, const BatchResult& result,
                               const std::vector<std::string>& sheets, const Translator& tr) {
    const auto rows = booklet_rows(result);
    if (rows.size() != sheets.size()) {
        throw InvalidInputError(TR_("The booklet has {0} army sheets for {1} lists.").arg(sheets.size()).arg(rows.size()));
    }
    const auto title = html_escape(checker.event().name.text().render(tr));
    std::string out = "<!DOCTYPE html>\n<html lang=\"" + std::string(tr.language()) +
                      "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + title + "</title>\n</head>\n<body>\n<h1>" +
                      title + "</h1>\n<h2>" + html_escape(TR_("Open lists").render(tr)) + "</h2>\n<p>" +
                      html_escape(batch_summary(result, tr)) + "</p>\n" + contents_table(rows, tr);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        out += "<div style=\"page-break-before:always\"></div>\n<p><small>" +
               html_escape(TR_("Sheet {0} of {1} — {2} — fingerprint {3}")
                               .arg(i + 1)
                               .arg(rows.size())
                               .arg(rows[i]->file)
                               .arg(rows[i]->fingerprint)
                               .render(tr)) +
               "</small></p>\n" + body_of(sheets[i]) + "\n";
    }
    return out + "</body>\n</html>\n";
}

} // namespace ost
