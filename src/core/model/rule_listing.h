// What the rules reference lists without bodies: a digest section's titles, a glossary form and
// the section it explains, a section cut out of an imported rulebook (value types, no storage).
#pragma once

#include <string>

namespace ost {

/// A digest section in a listing (no body).
struct RuleSectionSummary {
    std::string id;
    std::string system_id;
    std::string title_fr;
    std::string title_en;
};

/// One glossary form and the section it points to.
struct GlossaryForm {
    std::string form;
    std::string section_id;
};

/// A section cut out of an imported file.
struct ImportedSection {
    std::string title;
    std::string body;
    int page_first = 0; ///< first page of the section in a PDF book (0: no pages)
    int page_last = 0;  ///< last page
    /// Level of the heading that starts the section (issue 16's split preview): 1 for "#",
    /// "3 Moving" or a line in capitals, 2 for "##" or "3.2 Roads"…; 0 for the text before the
    /// first heading. Not stored.
    int level = 0;
};

} // namespace ost
