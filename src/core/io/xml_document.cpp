// pugixml wrapper: parsing with fixed flags and translating offsets into file:line:column.
// Parse errors become InvalidInputError so callers never see pugixml types for failures.
#include "core/io/xml_document.h"

#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <algorithm>
#include <charconv>
#include <memory>

namespace ost {

namespace {
constexpr unsigned kParseFlags = pugi::parse_default | pugi::parse_declaration;
}

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
    // pugixml skips text and further elements after the root; a file cut or pasted twice must be
    // refused instead. Fragment mode keeps them, so a second parse finds any.
    pugi::xml_document fragment;
    if (fragment.load_buffer(doc.m_text.data(), doc.m_text.size(), kParseFlags | pugi::parse_fragment,
                             pugi::encoding_utf8)) {
        int elements = 0;
        for (const auto node : fragment.children()) {
            const bool element = node.type() == pugi::node_element;
            elements += element ? 1 : 0;
            if ((element && elements > 1) || node.type() == pugi::node_pcdata ||
                node.type() == pugi::node_cdata) {
                throw InvalidInputError(
                    TR_("There is more content after the root element <{0}>: a file holds one.")
                        .arg(std::string(doc.m_doc->document_element().name())),
                    {},
                    location_at(doc.m_name, doc.m_text.data(), doc.m_text.size(),
                                static_cast<std::size_t>(std::max<std::ptrdiff_t>(
                                    node.offset_debug() - (element ? 1 : 0), 0)))); // at its '<'
            }
        }
    }
    auto starts = std::make_shared<std::vector<std::size_t>>(1, 0);
    for (std::size_t i = 0; i < doc.m_text.size(); ++i) {
        if (doc.m_text[i] == '\n') {
            starts->push_back(i + 1);
        }
    }
    doc.m_line_starts = std::move(starts);
    return doc;
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
                            long long fallback) {
    const auto attribute = node.attribute(name);
    if (!attribute) {
        return fallback;
    }
    const std::string value = attribute.value();
    long long out = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), out);
    if (ec != std::errc() || end != value.data() + value.size() || value.empty()) {
        throw InvalidInputError(TR_("The \"{0}\" attribute of <{1}> must be a whole number, not "
                                   "\"{2}\".")
                                    .arg(name)
                                    .arg(node.name())
                                    .arg(value),
                                {}, doc.location_of(attribute, node));
    }
    return out;
}

} // namespace ost
