// Rulebook import: size and content checks, UTF-8/Latin-1 decoding, heading detection.
// Plain-text headings are guessed conservatively (short lines, no final full stop).
#include "core/services/rulebook_import.h"

#include "core/model/name_lookup.h"
#include "core/reference/pdf_text.h"
#include "core/storage/rulebook_repository.h"
#include "core/storage/system_repository.h"
#include "core/storage/user_database.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <regex>

namespace ost::reference {

namespace {
bool valid_utf8(std::string_view s) {
    std::size_t at = 0;
    while (at < s.size()) {
        const auto before = at;
        if (next_code_point(s, at) == 0xFFFD &&
            !(at - before == 3 && s.compare(before, 3, "\xEF\xBF\xBD") == 0)) {
            return false;
        }
    }
    return true;
}

std::string latin1_to_utf8(std::string_view s) {
    std::string out;
    out.reserve(s.size() + s.size() / 8);
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x80) {
            out.push_back(ch);
        } else {
            out.push_back(static_cast<char>(0xC0 | (c >> 6)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
    }
    return out;
}

/// Passes progress on, mapped into half of the whole: [offset, offset + 0.5].
class HalfProgress final : public ProgressSink {
public:
    HalfProgress(ProgressSink& whole, double offset) : m_whole(whole), m_offset(offset) {}
    void update(double fraction, const Text& message) override {
        m_whole.update(m_offset + fraction / 2, message);
    }
    bool cancelled() const override { return m_whole.cancelled(); }

private:
    ProgressSink& m_whole;
    double m_offset;
};

/// Level of a plain-text heading: the numbers of "3.2.1 Title" (3), else 1 (capitals).
int text_heading_level(std::string_view heading) {
    if (heading.empty() || heading[0] < '0' || heading[0] > '9') {
        return 1;
    }
    const auto number = heading.substr(0, heading.find_first_of(" \t"));
    int level = 1;
    for (std::size_t i = 0; i + 1 < number.size(); ++i) {
        level += number[i] == '.' ? 1 : 0; // "3.2." ends with a dot: not one more level
    }
    return level;
}

/// A heading line of plain text, or an empty view.
std::string_view text_heading(std::string_view line) {
    static const std::regex kNumbered(R"(^\d{1,3}(\.\d{1,3})*\.?\s+\S.*$)");
    if (line.size() < 3 || line.size() > 80 || line.back() == '.' || line.back() == ',' ||
        line.back() == ';' || line.back() == ':') {
        return {};
    }
    if (std::regex_match(line.begin(), line.end(), kNumbered)) {
        return line;
    }
    // A line in capitals: at least three letters, no lower-case letter.
    int letters = 0;
    std::size_t at = 0;
    while (at < line.size()) {
        const std::size_t before = at;
        const char32_t c = next_code_point(line, at);
        if (!is_word_code_point(c) || (c >= '0' && c <= '9')) {
            continue;
        }
        const auto folded = fold(line.substr(before, at - before));
        const auto original = line.substr(before, at - before);
        if (folded == original && !(c >= 'A' && c <= 'Z')) {
            return {}; // lower-case (or caseless) letter
        }
        if (c >= 0xE0 && c <= 0xFF) {
            return {}; // accented lower case
        }
        ++letters;
    }
    return letters >= 3 ? line : std::string_view();
}
} // namespace

std::string decode_rulebook_text(std::string bytes, const std::string& name, bool& latin1) {
    latin1 = false;
    if (bytes.rfind("\xEF\xBB\xBF", 0) == 0) {
        bytes.erase(0, 3);
    }
    if (bytes.find_first_not_of(" \t\r\n") == std::string::npos) {
        throw InvalidInputError(TR_("{0} is empty: there is no text to import.").arg(name));
    }
    std::size_t control = 0;
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == 0) {
            throw InvalidInputError(TR_("{0} is not a text file (it holds binary data). Save the "
                                       "rulebook as plain text or Markdown first.")
                                        .arg(name));
        }
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f') {
            ++control;
        }
    }
    if (control * 20 > bytes.size()) {
        throw InvalidInputError(TR_("{0} is not a text file (it holds binary data). Save the "
                                   "rulebook as plain text or Markdown first.")
                                    .arg(name));
    }
    if (valid_utf8(bytes)) {
        return bytes;
    }
    latin1 = true;
    return latin1_to_utf8(bytes);
}

/// Ends the section being read: trailing newlines dropped, kept only if it holds text; the
/// Markdown/numbered and the page-tagged splitters share it.
static void close_section(ImportedSection& current, std::vector<ImportedSection>& sections) {
    while (!current.body.empty() && current.body.back() == '\n') {
        current.body.pop_back();
    }
    if (current.body.find_first_not_of(" \t\r\n") != std::string::npos) {
        sections.push_back(std::move(current));
    }
    current = {};
}

std::vector<ImportedSection> split_rulebook(std::string_view text, bool markdown,
                                                     const std::string& fallback_title, int max_level) {
    std::vector<ImportedSection> sections;
    ImportedSection current{fallback_title, {}};
    auto close = [&]() { close_section(current, sections); };
    std::size_t start = 0;
    while (start < text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        const auto line = trim(text.substr(start, end - start));
        start = end + 1;
        std::string_view heading;
        int level = 0;
        if (markdown) {
            if (!line.empty() && line[0] == '#') {
                // A line of '#' only is an empty heading (find_first_not_of gives npos there).
                const auto marks = std::min(line.find_first_not_of('#'), line.size());
                auto h = line.substr(marks);
                if (h.empty() || h.front() == ' ') {
                    heading = trim(h);
                    level = static_cast<int>(marks);
                    if (heading.empty()) {
                        continue;
                    }
                }
            }
        } else {
            heading = text_heading(line);
            level = text_heading_level(heading);
        }
        if (!heading.empty() && (max_level <= 0 || level <= max_level)) {
            close();
            current.title = std::string(heading);
            current.level = level;
            continue;
        }
        if (line.empty() && current.body.empty()) {
            continue;
        }
        current.body += line;
        current.body += '\n';
    }
    close();
    return sections;
}

std::vector<ImportedSection> split_pdf_pages(const std::vector<std::string>& pages,
                                                      const std::string& fallback_title, int max_level) {
    std::vector<ImportedSection> sections;
    ImportedSection current{fallback_title, {}, 0, 0};
    auto close = [&]() { close_section(current, sections); };
    for (std::size_t p = 0; p < pages.size(); ++p) {
        const int page = static_cast<int>(p) + 1;
        // Blank lines and form feeds ending a page are the page break, not a paragraph break.
        std::string_view text = pages[p];
        text = text.substr(0, text.find_last_not_of(" \t\r\n\f") + 1);
        std::size_t start = 0;
        while (start < text.size()) {
            auto end = text.find_first_of("\n\f", start);
            if (end == std::string_view::npos) {
                end = text.size();
            }
            const auto line = trim(text.substr(start, end - start));
            start = end + 1;
            if (!line.empty() && line.find_first_not_of("0123456789") == std::string_view::npos) {
                continue; // a page number
            }
            if (const auto heading = text_heading(line);
                !heading.empty() && (max_level <= 0 || text_heading_level(heading) <= max_level)) {
                close();
                current.title = std::string(heading);
                current.level = text_heading_level(heading);
                current.page_first = page;
                current.page_last = page;
                continue;
            }
            if (line.empty() && current.body.empty()) {
                continue;
            }
            if (current.body.empty() && current.page_first == 0) {
                current.page_first = page;
            }
            if (!line.empty()) {
                current.page_last = std::max(current.page_last, page);
                if (current.page_first == 0) {
                    current.page_first = page;
                }
            }
            current.body += line;
            current.body += '\n';
        }
    }
    close();
    return sections;
}

RulebookSource read_rulebook(const RulebookImportRequest& request, ProgressSink& progress) {
    const auto name = request.file.string();
    std::error_code ec;
    if (!std::filesystem::is_regular_file(request.file, ec)) {
        throw InvalidInputError(TR_("{0} does not exist or is not a file.").arg(name));
    }
    const auto size = std::filesystem::file_size(request.file, ec);
    RulebookSource source;
    source.name = name;
    source.title = request.title.empty() ? request.file.stem().string() : request.title;
    source.pdf = fold(request.file.extension().string()) == ".pdf";
    if (!ec && size > kMaxRulebookBytes && !source.pdf) { // a PDF's text is far smaller than the file
        throw InvalidInputError(TR_("{0} is too large ({1} MB): a rulebook to import must be "
                                   "at most 20 MB of text.")
                                    .arg(name)
                                    .arg(static_cast<double>(size) / (1024.0 * 1024.0), 1));
    }
    report_progress(progress, 0.0, TR_("Reading {0}").arg(name));
    if (source.pdf) {
        source.pages = read_pdf_pages(request.file, name, progress);
        return source;
    }
    source.text = decode_rulebook_text(read_file(request.file, kMaxRulebookBytes), name, source.latin1);
    const auto ext = request.file.extension().string();
    source.markdown = ext == ".md" || ext == ".markdown" || source.text.rfind("# ", 0) == 0 ||
                      source.text.find("\n# ") != std::string::npos ||
                      source.text.find("\n## ") != std::string::npos;
    return source;
}

std::vector<ImportedSection> split_source(const RulebookSource& source, int max_level) {
    return source.pdf ? split_pdf_pages(source.pages, source.title, max_level)
                      : split_rulebook(source.text, source.markdown, source.title, max_level);
}

int deepest_level(const std::vector<ImportedSection>& sections) {
    int deepest = 0;
    for (const auto& s : sections) {
        deepest = std::max(deepest, s.level);
    }
    return deepest;
}

RulebookImportReport import_rulebook(storage::UserDatabase& db, const RulebookImportRequest& request,
                                     const RulebookSource& source, ProgressSink& progress) {
    if (request.lang != "fr" && request.lang != "en") {
        throw InvalidInputError(TR_("Unknown language \"{0}\" (use fr or en).").arg(request.lang));
    }
    std::string system_id = request.system_id; // an id, or a system's name
    if (db.has_reference() && !storage::SystemRepository(db.connection()).find(system_id)) {
        system_id = require_system(storage::SystemRepository(db.connection()).all(), system_id).id;
    }
    const auto sections = split_source(source, request.split_level);
    if (sections.empty()) {
        throw InvalidInputError(TR_("{0} is empty: there is no text to import.").arg(source.name));
    }
    Rulebook book;
    book.system_id = system_id;
    book.lang = request.lang;
    book.title = source.title;
    std::error_code ec;
    book.source_file = std::filesystem::absolute(request.file, ec).string();
    RulebookImportReport report;
    report.latin1 = source.latin1;
    report.rulebook_id = storage::RulebookRepository(db.connection()).add(book, sections, progress);
    report.sections = static_cast<int>(sections.size());
    report_progress(progress, 1.0, TRP_("{n} section imported.", "{n} sections imported.", sections.size()));
    return report;
}

RulebookImportReport import_rulebook(const std::filesystem::path& user_db, const std::filesystem::path& reference_db,
                                     const RulebookImportRequest& request, const RulebookSource& source,
                                     ProgressSink& progress) {
    storage::UserDatabase db(user_db, reference_db);
    return import_rulebook(db, request, source, progress);
}

RulebookImportReport import_rulebook(storage::UserDatabase& db, const RulebookImportRequest& request,
                                     ProgressSink& progress) {
    if (request.lang != "fr" && request.lang != "en") {
        throw InvalidInputError(TR_("Unknown language \"{0}\" (use fr or en).").arg(request.lang));
    }
    if (db.has_reference() && !storage::SystemRepository(db.connection()).find(request.system_id)) {
        require_system(storage::SystemRepository(db.connection()).all(), request.system_id); // throws first
    }
    // Reading is most of the work for a PDF: the first half of the progress; storing the rest.
    const bool pdf = fold(request.file.extension().string()) == ".pdf";
    HalfProgress first_half(progress, 0.0);
    const auto source = read_rulebook(request, pdf ? static_cast<ProgressSink&>(first_half) : progress);
    HalfProgress second_half(progress, 0.5);
    return import_rulebook(db, request, source, pdf ? static_cast<ProgressSink&>(second_half) : progress);
}

} // namespace ost::reference
