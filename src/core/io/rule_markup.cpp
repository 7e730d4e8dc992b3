// Block and inline parsing of the rules markup, with two renderers (HTML and plain text)
// and glossary linking by whole words, accent- and case-insensitive except for abbreviations.
#include "core/io/rule_markup.h"

#include "core/support/text_fold.h"
#include "core/support/strings.h"

#include <set>

namespace ost {

namespace {
enum class BlockKind { Paragraph, Bullets, Table };
struct Block {
    BlockKind kind;
    std::vector<std::string> items; ///< paragraph: one text; bullets: items; table: row lines
};

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto end = text.find('\n', start);
        if (end == std::string_view::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::vector<Block> parse_blocks(std::string_view body) {
    std::vector<Block> blocks;
    bool open = false;
    for (auto raw : split_lines(body)) {
        const auto line = trim(raw);
        if (line.empty()) {
            open = false;
            continue;
        }
        if (line.size() >= 2 && line[0] == '-' && line[1] == ' ') {
            if (!open || blocks.back().kind != BlockKind::Bullets) {
                blocks.push_back({BlockKind::Bullets, {}});
            }
            blocks.back().items.emplace_back(trim(line.substr(2)));
        } else if (line[0] == '|') {
            if (!open || blocks.back().kind != BlockKind::Table) {
                blocks.push_back({BlockKind::Table, {}});
            }
            blocks.back().items.emplace_back(line);
        } else if (open && blocks.back().kind != BlockKind::Table) {
            blocks.back().items.back() += ' ';
            blocks.back().items.back() += line;
        } else {
            blocks.push_back({BlockKind::Paragraph, {std::string(line)}});
        }
        open = true;
    }
    return blocks;
}

/// Cells of a "| a | b |" row; empty for a separator row like "|---|:--:|".
std::vector<std::string> table_cells(std::string_view row, bool& separator) {
    std::vector<std::string> cells;
    auto inner = row.substr(1);
    if (!inner.empty() && inner.back() == '|') {
        inner.remove_suffix(1);
    }
    separator = true;
    std::size_t start = 0;
    while (true) {
        // A '|' inside [[id|label]] does not split cells.
        std::size_t at = start;
        std::size_t end = std::string_view::npos;
        while (at < inner.size()) {
            if (inner.compare(at, 2, "[[") == 0) {
                const auto close = inner.find("]]", at + 2);
                if (close != std::string_view::npos) {
                    at = close + 2;
                    continue;
                }
            }
            if (inner[at] == '|') {
                end = at;
                break;
            }
            ++at;
        }
        const auto cell = trim(inner.substr(start, end == std::string_view::npos ? end : end - start));
        if (cell.find_first_not_of("-: ") != std::string_view::npos) {
            separator = false;
        }
        cells.emplace_back(cell);
        if (end == std::string_view::npos) {
            break;
        }
        start = end + 1;
    }
    return cells;
}

struct GlossaryForm {
    std::vector<std::string> words; ///< folded, or exact when case_sensitive
    bool case_sensitive = false;
    std::size_t entry = 0;
};

class Renderer {
public:
    Renderer(bool html, const HtmlOptions& options) : m_html(html), m_options(options) {
        for (std::size_t i = 0; i < options.glossary.size(); ++i) {
            const auto& e = options.glossary[i];
            if (e.form.empty()) {
                continue;
            }
            // Forms of the section being shown still take part in matching (so "cavalerie
            // légère" is not half-linked as "cavalerie"), but are never linked.
            if (e.section_id == options.current_section) {
                m_linked.insert(i);
            }
            GlossaryForm form;
            form.entry = i;
            bool capital = false;
            for (const char c : e.form) {
                capital = capital || (c >= 'A' && c <= 'Z');
            }
            form.case_sensitive = capital && code_point_count(e.form) <= 4;
            std::size_t from = 0;
            WordSpan w;
            while (next_word(e.form, from, w)) {
                const auto word = std::string_view(e.form).substr(w.begin, w.end - w.begin);
                form.words.push_back(form.case_sensitive ? std::string(word) : fold(word));
            }
            if (!form.words.empty()) {
                m_forms.push_back(std::move(form));
            }
        }
    }

    /// Glossary words are not linked to a section the body already links to with [[...]].
    void skip_linked_sections(std::string_view body) {
        std::set<std::string> targets;
        for (const auto& link : markup_links(body)) {
            targets.insert(link.target);
        }
        for (const auto& form : m_forms) {
            if (targets.count(m_options.glossary[form.entry].section_id) != 0) {
                m_linked.insert(form.entry);
            }
        }
    }

    std::string inline_text(std::string_view s) {
        std::string out;
        bool bold = false;
        std::size_t at = 0;
        std::size_t run = 0;
        auto flush = [&](std::size_t end) {
            text_run(out, s.substr(run, end - run));
        };
        while (at < s.size()) {
            if (s.compare(at, 2, "**") == 0) {
                flush(at);
                if (m_html) {
                    out += bold ? "</b>" : "<b>";
                }
                bold = !bold;
                at += 2;
                run = at;
            } else if (s.compare(at, 2, "[[") == 0 && s.find("]]", at + 2) != std::string_view::npos) {
                flush(at);
                const auto close = s.find("]]", at + 2);
                const auto inside = s.substr(at + 2, close - at - 2);
                const auto bar = inside.find('|');
                const std::string target(trim(inside.substr(0, bar)));
                std::string label = bar == std::string_view::npos ? std::string() : std::string(trim(inside.substr(bar + 1)));
                if (label.empty() && m_options.title_of) {
                    label = m_options.title_of(target);
                }
                if (label.empty()) {
                    label = target;
                }
                if (m_html) {
                    out += "<a href=\"section:" + html_escape(target) + "\">" + html_escape(label) + "</a>";
                } else {
                    out += label;
                }
                at = close + 2;
                run = at;
            } else {
                ++at;
            }
        }
        flush(s.size());
        if (m_html && bold) {
            out += "</b>";
        }
        return out;
    }

private:
    void text_run(std::string& out, std::string_view run) {
        if (!m_html) {
            out += run;
            return;
        }
        if (m_forms.empty()) {
            out += html_escape(run);
            return;
        }
        std::vector<WordSpan> words;
        std::size_t from = 0;
        WordSpan w;
        while (next_word(run, from, w)) {
            words.push_back(w);
        }
        std::size_t written = 0;
        for (std::size_t i = 0; i < words.size(); ++i) {
            std::size_t best_len = 0;
            const GlossaryForm* best = nullptr;
            for (const auto& form : m_forms) {
                if (form.words.size() <= best_len || i + form.words.size() > words.size()) {
                    continue;
                }
                bool match = true;
                for (std::size_t k = 0; k < form.words.size() && match; ++k) {
                    const auto word = run.substr(words[i + k].begin, words[i + k].end - words[i + k].begin);
                    match = form.case_sensitive ? word == form.words[k] : fold(word) == form.words[k];
                }
                if (match) {
                    best = &form;
                    best_len = form.words.size();
                }
            }
            if (!best) {
                continue;
            }
            if (m_linked.count(best->entry) != 0) {
                // Already linked once (or the current section): the words stay plain text.
                i += best_len - 1;
                continue;
            }
            const auto& entry = m_options.glossary[best->entry];
            // Link each explained section once per body.
            for (const auto& f : m_forms) {
                if (m_options.glossary[f.entry].section_id == entry.section_id) {
                    m_linked.insert(f.entry);
                }
            }
            const auto begin = words[i].begin;
            const auto end = words[i + best_len - 1].end;
            out += html_escape(run.substr(written, begin - written));
            out += "<a href=\"section:" + html_escape(entry.section_id) + "\">" +
                   html_escape(run.substr(begin, end - begin)) + "</a>";
            written = end;
            i += best_len - 1;
        }
        out += html_escape(run.substr(written));
    }

    bool m_html;
    const HtmlOptions& m_options;
    std::vector<GlossaryForm> m_forms;
    std::set<std::size_t> m_linked;
};
} // namespace

std::string normalize_body(std::string_view raw) {
    std::string out;
    for (auto line : split_lines(raw)) {
        const auto t = trim(line);
        if (t.empty() && out.empty()) {
            continue;
        }
        out += t;
        out += '\n';
    }
    while (!out.empty() && (out.back() == '\n')) {
        out.pop_back();
    }
    return out;
}

std::vector<MarkupLink> markup_links(std::string_view body) {
    std::vector<MarkupLink> links;
    std::size_t at = 0;
    while ((at = body.find("[[", at)) != std::string_view::npos) {
        const auto close = body.find("]]", at + 2);
        if (close == std::string_view::npos) {
            break;
        }
        const auto inside = body.substr(at + 2, close - at - 2);
        const auto bar = inside.find('|');
        links.push_back({std::string(trim(inside.substr(0, bar))),
                         bar == std::string_view::npos ? std::string()
                                                       : std::string(trim(inside.substr(bar + 1))),
                         at});
        at = close + 2;
    }
    return links;
}

std::string markup_to_plain(std::string_view body,
                            const std::function<std::string(const std::string&)>& title_of) {
    HtmlOptions options;
    options.title_of = title_of;
    Renderer renderer(false, options);
    std::string out;
    for (const auto& block : parse_blocks(body)) {
        if (!out.empty()) {
            out += '\n';
        }
        for (const auto& item : block.items) {
            if (block.kind == BlockKind::Bullets) {
                out += "- " + renderer.inline_text(item) + '\n';
            } else if (block.kind == BlockKind::Table) {
                bool separator = false;
                const auto cells = table_cells(item, separator);
                if (separator) {
                    continue;
                }
                std::string row;
                for (const auto& cell : cells) {
                    row += (row.empty() ? "" : " | ") + renderer.inline_text(cell);
                }
                out += row + '\n';
            } else {
                out += renderer.inline_text(item) + '\n';
            }
        }
    }
    return out;
}

std::string markup_to_html(std::string_view body, const HtmlOptions& options) {
    Renderer renderer(true, options);
    renderer.skip_linked_sections(body);
    std::string out;
    for (const auto& block : parse_blocks(body)) {
        switch (block.kind) {
        case BlockKind::Paragraph:
            out += "<p>" + renderer.inline_text(block.items.front()) + "</p>\n";
            break;
        case BlockKind::Bullets:
            out += "<ul>\n";
            for (const auto& item : block.items) {
                out += "<li>" + renderer.inline_text(item) + "</li>\n";
            }
            out += "</ul>\n";
            break;
        case BlockKind::Table: {
            out += "<table border=\"1\" cellpadding=\"4\" cellspacing=\"0\">\n";
            bool header = true;
            for (const auto& row : block.items) {
                bool separator = false;
                const auto cells = table_cells(row, separator);
                if (separator) {
                    continue;
                }
                out += "<tr>";
                for (const auto& cell : cells) {
                    out += header ? "<th>" : "<td>";
                    out += renderer.inline_text(cell);
                    out += header ? "</th>" : "</td>";
                }
                out += "</tr>\n";
                header = false;
            }
            out += "</table>\n";
            break;
        }
        }
    }
    return out;
}

} // namespace ost
