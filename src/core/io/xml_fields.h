// Shared checks for Ost's XML data readers: bilingual names, ids, optional numbers, id lists,
// and the "unknown attribute / element" guard that gives every typo a located message.
#pragma once

#include "core/io/xml_document.h"
#include "core/model/cost.h"
#include "core/model/limits.h"
#include "core/model/localized_string.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace ost {

/// The <`element` lang="fr"> and lang="en" children of `node`. With `required`, both must be
/// present and non-empty (located error otherwise); without, missing ones stay empty.
LocalizedString read_localized(const XmlDocument& doc, pugi::xml_node node, const char* element,
                               bool required);

/// A required id attribute: lowercase ASCII letters, digits and dashes, starting with a
/// letter or digit. Located error otherwise.
std::string read_id(const XmlDocument& doc, pugi::xml_node node, const char* attribute = "id");

/// Largest count of a unit or an option (src/README.md "Robustness limits": counts up to 10,000).
inline constexpr long long kMaxCount = 10000;
/// Largest magnitude of a year (date windows of lists, a roster's year).
inline constexpr long long kMaxYear = 100000;

/// An optional whole-number attribute in [`low`, `high`] (located error when present but not a
/// number or out of range, so nothing wraps around in an int).
std::optional<int> optional_int(const XmlDocument& doc, pugi::xml_node node, const char* name,
                                long long low = -kMaxAttributeNumber,
                                long long high = kMaxAttributeNumber);

/// An optional boolean attribute "true"/"false" (located error for anything else).
bool bool_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name, bool fallback);

/// A space-separated list of ids in attribute `name` (empty when absent).
std::vector<std::string> id_list(const XmlDocument& doc, pugi::xml_node node, const char* name);

/// Fails on any attribute of `node` not in `allowed` ("unknown attribute" with its location).
void check_attributes(const XmlDocument& doc, pugi::xml_node node,
                      std::initializer_list<const char*> allowed);

/// Fails on the first child element of `node` not in `allowed`.
void check_children(const XmlDocument& doc, pugi::xml_node node,
                    std::initializer_list<const char*> allowed);

/// Reads one <cost type="…" value="…" [size="…"]/> element.
Cost read_cost(const XmlDocument& doc, pugi::xml_node node);

/// Appends `items` joined by single spaces (the id-list attribute format).
std::string join_ids(const std::vector<std::string>& items);

} // namespace ost
