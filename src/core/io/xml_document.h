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
    std::string m_name;
    std::string m_text;
    std::shared_ptr<pugi::xml_document> m_doc;
    /// Offset of the first byte of each line.
    std::shared_ptr<const std::vector<std::size_t>> m_line_starts;
};

/// Required attribute: its value, or a located error naming the attribute and element.
std::string required_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name);
/// Integer attribute with a default; a non-integer value is a located error.
long long integer_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name,
                            long long fallback);

} // namespace ost
