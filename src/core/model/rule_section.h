// The rules digest as read from data/rules/*.xml: sources, sections (same id in French and
// English) and glossary terms, plus every cross-reference with its place for validation.
#pragma once

#include "core/support/location.h"
#include "core/support/text.h"

#include <string>
#include <vector>

namespace ost {

/// The system id of the player's guide (data/guide/guide.xml, a <guide> root): its sections are
/// stored and searched with the rules digest, under this id, which names no game.
inline constexpr const char* kGuideSystem = "guide";

/// A book the digest cites (e.g. "wme-v4").
struct RuleSource {
    std::string id;
    std::string system_id;
    std::string title_fr;
    std::string title_en;
};

/// One section of the digest. Bodies use the digest markup (data/README.md): paragraphs,
/// "- " bullets, "|" tables, **bold**, [[section.id]] and [[section.id|label]] links.
struct RuleSection {
    std::string id; ///< e.g. "wme.command.orders": stable, shared by both languages
    std::string system_id;
    int position = 0; ///< order in its file
    std::string source_id;
    std::string ref; ///< where in the source ("Commandement, p. 20")
    int page = 0; ///< page of the source where the section starts (0: unknown), shown « p. 20 »
    std::string title_fr;
    std::string title_en;
    std::string body_fr;
    std::string body_en;
    std::vector<std::string> see_also;
    Location location;

    const std::string& title(const std::string& lang) const { return lang == "fr" ? title_fr : title_en; }
    const std::string& body(const std::string& lang) const { return lang == "fr" ? body_fr : body_en; }
};

/// A glossary term: its names and synonyms (plurals, abbreviations) in both languages, and the
/// section that explains it. The first form of each language is the name.
struct RuleTerm {
    std::string id;
    std::string system_id;
    std::string section_id;
    std::vector<std::string> forms_fr;
    std::vector<std::string> forms_en;
    Location location;

    const std::vector<std::string>& forms(const std::string& lang) const {
        return lang == "fr" ? forms_fr : forms_en;
    }
};

/// A reference to a section (link, see-also or term target) and where it was written.
struct RuleReference {
    std::string target;
    Location location;
};

/// One parsed data/rules/*.xml file.
struct RulesFile {
    std::string system_id;
    std::vector<RuleSource> sources;
    std::vector<RuleSection> sections;
    std::vector<RuleTerm> terms;
    std::vector<RuleReference> references;
};

} // namespace ost
