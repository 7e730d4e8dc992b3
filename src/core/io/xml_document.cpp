// pugixml wrapper: parsing with fixed flags and translating offsets into file:line:column.
// Parse errors become InvalidInputError so callers never see pugixml types for failures.
#include "core/io/xml_document.h"

#include "core/io/xml_text.h"

#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <algorithm>
#include <charconv>
#include <memory>
#include <string_view>

namespace ost {

namespace {
constexpr unsigned kParseFlags = pugi::parse_default | pugi::parse_declaration;

/// Joins each run of adjacent text and CDATA children of `element` into one text node: a
/// comment or processing instruction inside a text (dropped by the parse) splits it, and readers
/// take an element's first text node only, so the rest was lost on the next save.
void join_text_runs(pugi::xml_node element) {
    auto is_text = [](pugi::xml_node n) {
        return n.type() == pugi::node_pcdata || n.type() == pugi::node_cdata;
    };
    for (auto child = element.first_child(); child; child = child.next_sibling()) {
        if (!is_text(child) || !is_text(child.next_sibling())) {
            continue;
        }
        std::string joined;
        auto last = child;
        for (; is_text(last); last = last.next_sibling()) {
            joined += last.value();
        }
        auto merged = element.insert_child_before(pugi::node_pcdata, child);
        merged.set_value(joined.c_str(), joined.size());
        while (merged.next_sibling() != last) {
            element.remove_child(merged.next_sibling());
        }
        child = merged;
    }
}

/// The second of two attributes of `element` with the same name, or a null attribute.
pugi::xml_attribute duplicate_attribute(pugi::xml_node element) {
    std::vector<std::pair<std::string_view, pugi::xml_attribute>> names;
    for (const auto attribute : element.attributes()) {
        names.emplace_back(attribute.name(), attribute);
    }
    if (names.size() < 2) {
        return {};
    }
    std::stable_sort(names.begin(), names.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 1; i < names.size(); ++i) {
        if (names[i].first == names[i - 1].first) {
            return names[i].second;
        }
    }
    return {};
}
} // namespace

XmlDocument XmlDocument::load_file(const std::filesystem::path& file) {
    return load_string(read_file(file), file.string());
}

XmlDocument XmlDocument::load_string(std::string text, std::string name) {
    XmlDocument doc;
    doc.m_name = std::move(name);
    doc.m_text = std::move(text);
    if (const auto bad = invalid_utf8_offset(doc.m_text); bad != std::string::npos) {
        // pugixml copies any bytes through: invalid text would reach the DB, the exports and
        // --json output (which cannot encode it). Refused where it is.
        throw InvalidInputError(TR_("The file holds bytes that are not UTF-8 text; save it as UTF-8."),
                                {}, location_at(doc.m_name, doc.m_text.data(), doc.m_text.size(), bad));
    }
    if (auto problem = find_xml_text_problem(doc.m_text)) {
        // pugixml decodes &#0; as the end of the text, surrogates and values past U+10FFFF as
        // invalid UTF-8 that a save would write out; refused before it parses.
        throw InvalidInputError(std::move(problem->why), {},
                                location_at(doc.m_name, doc.m_text.data(), doc.m_text.size(),
                                            problem->offset));
    }
    doc.m_doc = std::make_shared<pugi::xml_document>();
    const auto result =
        doc.m_doc->load_buffer(doc.m_text.data(), doc.m_text.size(), kParseFlags, pugi::encoding_utf8);
    if (!result) {
        throw InvalidInputError(TR_("This is not well-formed XML: {0}.").arg(result.description()),
                                {},
                                location_at(doc.m_name, doc.m_text.data(), doc.m_text.size(),
                                            static_cast<std::size_t>(result.offset)));
    }
    if (!doc.m_doc->document_element()) {
        throw InvalidInputError(TR_("The file has no root element."), {}, Location{doc.m_name, 1, 1});
    }
    auto starts = std::make_shared<std::vector<std::size_t>>(1, 0);
    for (std::size_t i = 0; i < doc.m_text.size(); ++i) {
        if (doc.m_text[i] == '\n') {
            starts->push_back(i + 1);
        }
    }
    doc.m_line_starts = std::move(starts);
    doc.check_after_root();
    doc.normalize_elements();
    return doc;
}

void XmlDocument::check_after_root() const {
    // pugixml skips text and further elements after the root; a file cut or pasted twice must be
    // refused instead. Fragment mode keeps them, so a second parse finds any: after the root only
    // comments and processing instructions (not kept by these flags) may follow.
    pugi::xml_document fragment;
    const auto parsed = fragment.load_buffer(m_text.data(), m_text.size(),
                                             kParseFlags | pugi::parse_fragment | pugi::parse_doctype,
                                             pugi::encoding_utf8);
    bool after_root = false;
    for (const auto node : fragment.children()) {
        if (after_root || node.type() == pugi::node_pcdata || node.type() == pugi::node_cdata) {
            const bool element = node.type() == pugi::node_element;
            throw InvalidInputError(
                TR_("There is more content after the root element <{0}>: a file holds one.")
                    .arg(std::string(root().name())),
                {},
                at_offset(static_cast<std::size_t>(std::max<std::ptrdiff_t>(
                    node.offset_debug() - (element ? 1 : 0), 0)))); // at its '<'
        }
        after_root = node.type() == pugi::node_element;
    }
    if (!parsed) { // the whole file parsed, so what fails is past the root
        throw InvalidInputError(
            TR_("There is more content after the root element <{0}>: a file holds one.")
                .arg(std::string(root().name())),
            {}, at_offset(static_cast<std::size_t>(parsed.offset)));
    }
}

void XmlDocument::normalize_elements() const {
    // Iterative walk: a hostile file may nest elements deeper than the stack allows recursion.
    for (auto node = root(); node;) {
        if (const auto twice = duplicate_attribute(node)) {
            throw InvalidInputError(TR_("The attribute \"{0}\" is given twice on <{1}>.")
                                        .arg(std::string(twice.name()))
                                        .arg(std::string(node.name())),
                                    {}, location_of(node));
        }
        join_text_runs(node);
        auto next = node.find_child([](pugi::xml_node n) { return n.type() == pugi::node_element; });
        while (!next && node && node != root()) {
            next = node.next_sibling();
            while (next && next.type() != pugi::node_element) {
                next = next.next_sibling();
            }
            node = next ? next : node.parent();
        }
        node = next;
    }
}

Location XmlDocument::at_offset(std::size_t offset) const {
    offset = std::min(offset, m_text.size());
    const auto& starts = *m_line_starts;
    // The last line starting at or before `offset` (a '\n' at `offset` itself belongs to it).
    const auto it = std::upper_bound(starts.begin(), starts.end(), offset) - 1;
    Location loc{m_name, static_cast<int>(it - starts.begin()) + 1, 1};
    for (std::size_t i = *it; i < offset; ++i) {
        if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80) {
            ++loc.column; // count code points, not bytes, as location_at() does
        }
    }
    return loc;
}

Location XmlDocument::location_of(pugi::xml_node node) const {
    const auto offset = node.offset_debug();
    if (offset < 0) {
        return Location{m_name, 0, 0};
    }
    // offset_debug points at the element name; step back to the '<' editors show.
    auto at = static_cast<std::size_t>(offset);
    if (at > 0 && at <= m_text.size() && m_text[at - 1] == '<') {
        --at;
    }
    return at_offset(at);
}

Location XmlDocument::location_of(pugi::xml_attribute attribute, pugi::xml_node owner) const {
    auto loc = location_of(owner);
    const auto offset = owner.offset_debug();
    if (offset >= 0 && attribute) {
        const std::string needle = std::string(attribute.name()) + "=";
        const auto end = m_text.find('>', static_cast<std::size_t>(offset));
        const auto at = m_text.find(needle, static_cast<std::size_t>(offset));
        if (at != std::string::npos && (end == std::string::npos || at < end)) {
            loc = at_offset(at);
        }
    }
    return loc;
}

Location XmlDocument::location_in_text(pugi::xml_node text_node, std::size_t offset) const {
    const auto start = text_node.offset_debug();
    if (start < 0) {
        return location_of(text_node.parent());
    }
    const auto at = std::min(m_text.size(), static_cast<std::size_t>(start) + offset);
    return at_offset(at);
}

void XmlDocument::fail(pugi::xml_node node, Text message) const {
    throw InvalidInputError(std::move(message), {}, location_of(node));
}

std::string required_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name) {
    const auto attribute = node.attribute(name);
    if (!attribute || !*attribute.value()) {
        doc.fail(node, TR_("The <{0}> element needs a \"{1}\" attribute.").arg(node.name()).arg(name));
    }
    return attribute.value();
}

long long integer_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name,
                            long long fallback, long long low, long long high) {
    const auto attribute = node.attribute(name);
    if (!attribute) {
        return fallback;
    }
    const std::string value = attribute.value();
    long long out = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), out);
    const bool whole = !value.empty() && end == value.data() + value.size();
    if (!whole || (ec != std::errc() && ec != std::errc::result_out_of_range)) {
        throw InvalidInputError(TR_("The \"{0}\" attribute of <{1}> must be a whole number, not "
                                   "\"{2}\".")
                                    .arg(name)
                                    .arg(node.name())
                                    .arg(value),
                                {}, doc.location_of(attribute, node));
    }
    if (ec == std::errc::result_out_of_range || out < low || out > high) {
        // Named as written: a value past 64 bits is out of range too, not "not a number".
        throw InvalidInputError(TR_("The \"{0}\" attribute of <{1}> must be between {2} and {3}, not {4}.")
                                    .arg(name)
                                    .arg(node.name())
                                    .arg(low)
                                    .arg(high)
                                    .arg(value),
                                {}, doc.location_of(attribute, node));
    }
    return out;
}

} // namespace ost
