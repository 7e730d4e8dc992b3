// The one place that includes pugixml: parse flags, loading with located errors, node positions.
// Every XML reader in Ost (lists, rosters, rules) loads through XmlDocument.
#pragma once

#include "core/support/location.h"
#include "core/support/text.h"

#include <pugixml.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace ost {

/// A parsed XML file that remembers its text, so any node can be turned into file:line:column.
class XmlDocument {
public:
    /// Parses `file`; throws InvalidInputError with the location of the first syntax error.
    static XmlDocument load_file(const std::filesystem::path& file);
    /// Parses `text` (named `name` in messages).
    static XmlDocument load_string(std::string text, std::string name);

    pugi::xml_node root() const { return m_doc->document_element(); }
    const std::string& name() const { return m_name; }
    /// Where `node` (or attribute owner) starts in the file.
    Location location_of(pugi::xml_node node) const;
    Location location_of(pugi::xml_attribute attribute, pugi::xml_node owner) const;
    /// Where byte `offset` of the text of `text_node` (a pcdata/cdata node) is in the file, for
    /// errors inside element text (e.g. a bad link in a rules body). Entities make it approximate.
    Location location_in_text(pugi::xml_node text_node, std::size_t offset) const;
    /// Throws InvalidInputError "file:line:col: message" for `node`.
    [[noreturn]] void fail(pugi::xml_node node, Text message) const;

private:
    XmlDocument() = default;
    /// file:line:column of byte `offset`, like location_at() but by binary search in
    /// m_line_starts: readers ask for the location of every element they keep, and a linear
    /// scan per element made loading a large file quadratic.
    Location at_offset(std::size_t offset) const;
    /// Refuses text, an element or anything else after the root element (located).
    void check_after_root() const;
    /// Refuses an attribute given twice on an element and joins split texts (a comment or PI
    /// inside a text), so every reader sees an element's whole text in its one text node.
    void normalize_elements() const;
    std::string m_name;
    std::string m_text;
    std::shared_ptr<pugi::xml_document> m_doc;
    /// Offset of the first byte of each line.
    std::shared_ptr<const std::vector<std::size_t>> m_line_starts;
};

/// Required attribute: its value, or a located error naming the attribute and element.
std::string required_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name);
/// Largest magnitude of a whole-number attribute unless a reader asks for less (1,000,000, far
/// above any real value): no number read from XML can wrap around in an int.
inline constexpr long long kMaxAttributeNumber = 1000000;

/// Integer attribute with a default; a value that is not a whole number, or lies outside
/// [`low`, `high`], is a located error naming the range.
long long integer_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name,
                            long long fallback, long long low = -kMaxAttributeNumber,
                            long long high = kMaxAttributeNumber);

} // namespace ost
