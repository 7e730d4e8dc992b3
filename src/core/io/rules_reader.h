// Parser for data/rules/*.xml (the bilingual rules digest, format in data/README.md).
// Checks each file on its own; validate_rules() then checks ids and links across all files.
#pragma once

#include "core/io/xml_document.h"
#include "core/model/rule_section.h"

#include <vector>

namespace ost {

/// Reads one <rules system="…"> file, or the player's guide (<guide>, system kGuideSystem). Throws a located InvalidInputError for a missing or
/// empty French or English title or body, a duplicate section or term id in the file, or an
/// unknown element. Links, see-also and term targets are collected in `references`.
RulesFile read_rules(const XmlDocument& doc);

/// Checks a whole digest: section ids unique across files, every reference naming a known
/// section. Throws InvalidInputError located at the culprit (`file:line:column`).
void validate_rules(const std::vector<RulesFile>& files);

} // namespace ost
