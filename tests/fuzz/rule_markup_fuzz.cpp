// Fuzz target: rules bodies in the small markup (data/README.md) render to HTML and plain text
// without throwing; HTML holds only the renderer's own tags, and every '<' or '>' of the input
// comes out as &lt; / &gt; (checked by rendering again with those characters swapped for two
// bytes absent from the input: the outputs must match once the entities are swapped back).
#include "core/io/rule_markup.h"

#include "fuzz_checks.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
std::string replaced(std::string text, std::string_view from, std::string_view to) {
    std::size_t at = 0;
    while ((at = text.find(from, at)) != std::string::npos) {
        text.replace(at, from.size(), to);
        at += to.size();
    }
    return text;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string body(reinterpret_cast<const char*>(data), size);
    ost::HtmlOptions options;
    options.title_of = [](const std::string& id) { return "Title of " + id; };
    options.glossary = {{"charge", "wme.charge"}, {"LI", "adlg.troops"}, {"poursuite", "adlg.pursuit"}};
    std::string html;
    try {
        const auto normal = ost::normalize_body(body);
        for (const auto& link : ost::markup_links(normal)) {
            if (link.offset >= normal.size()) {
                std::abort();
            }
        }
        (void)ost::markup_to_plain(normal, options.title_of);
        html = ost::markup_to_html(normal, options);
        ost::fuzz::require_only_tags(html, {"p", "ul", "li", "table", "tr", "th", "td", "b", "a"});
        if (ost::invalid_utf8_offset(body) == std::string::npos) {
            ost::fuzz::require_utf8(html);
        }
    } catch (...) {
        std::abort(); // any text must render
    }
    // Differential check of the escaping, with two bytes the input does not use.
    std::string spare;
    for (const char c : std::string("\x01\x02\x03\x04\x05\x06")) {
        if (body.find(c) == std::string::npos && spare.size() < 2) {
            spare += c;
        }
    }
    if (spare.size() < 2) {
        return 0;
    }
    const char lt = spare[0];
    const char gt = spare[1];
    std::string swapped = body;
    for (auto& c : swapped) {
        c = c == '<' ? lt : (c == '>' ? gt : c);
    }
    const auto other = ost::markup_to_html(ost::normalize_body(swapped), options);
    if (replaced(replaced(html, "&lt;", std::string(1, lt)), "&gt;", std::string(1, gt)) != other) {
        std::abort(); // an input '<' or '>' came out raw (or changed the rendering)
    }
    return 0;
}
