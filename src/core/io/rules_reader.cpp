// Reads the rules digest XML into RuleSection/RuleTerm values and checks its references.
// Bodies are normalised (indentation trimmed) here so every later consumer sees clean markup.
#include "core/io/rules_reader.h"

#include "core/io/rule_markup.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <map>
#include <regex>
#include <set>

namespace ost {

namespace {
const std::regex kId("[a-z0-9][a-z0-9._-]*");

std::string checked_id(const XmlDocument& doc, pugi::xml_node node) {
    auto id = required_attribute(doc, node, "id");
    if (!std::regex_match(id, kId)) {
        doc.fail(node, TR_("The id \"{0}\" must be lowercase letters, digits, dots and dashes.").arg(id));
    }
    return id;
}

/// The <element lang="…"> child, or a located error when it is missing or empty.
pugi::xml_node localized(const XmlDocument& doc, pugi::xml_node node, const char* element,
                         const char* lang) {
    pugi::xml_node found;
    for (auto child : node.children(element)) {
        if (std::string(child.attribute("lang").value()) == lang) {
            if (found) {
                doc.fail(child, TR_("<{0}> has two <{1} lang=\"{2}\"> elements.").arg(node.name()).arg(element).arg(lang));
            }
            found = child;
        }
    }
    if (!found) {
        doc.fail(node, TR_("<{0}> needs a <{1} lang=\"{2}\"> element.").arg(node.name()).arg(element).arg(lang));
    }
    std::string text = found.text().get();
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
        doc.fail(found, TR_("The <{0} lang=\"{1}\"> element is empty.").arg(element).arg(lang));
    }
    return found;
}

std::string read_body(const XmlDocument& doc, pugi::xml_node section, const char* lang,
                      std::vector<RuleReference>& references) {
    const auto body = localized(doc, section, "body", lang);
    for (auto child : body.children()) {
        if (child.type() == pugi::node_element) {
            doc.fail(child, TR_("A rules body holds text only, not <{0}> (use the markup in data/README.md).").arg(child.name()));
        }
    }
    const auto text_node = body.first_child();
    const std::string raw = body.text().get();
    for (const auto& link : ost::markup_links(raw)) {
        references.push_back({link.target, doc.location_in_text(text_node, link.offset)});
    }
    return ost::normalize_body(raw);
}

void read_forms(const XmlDocument& doc, pugi::xml_node term, const char* lang,
                std::vector<std::string>& forms) {
    forms.push_back(std::string(trim(localized(doc, term, "name", lang).text().get())));
    for (auto synonym : term.children("synonym")) {
        if (std::string(synonym.attribute("lang").value()) == lang) {
            auto form = std::string(trim(synonym.text().get()));
            if (form.empty()) {
                doc.fail(synonym, TR_("The <synonym lang=\"{0}\"> element is empty.").arg(lang));
            }
            forms.push_back(std::move(form));
        }
    }
}
} // namespace

RulesFile read_rules(const XmlDocument& doc) {
    const auto root = doc.root();
    // The player's guide has the digest's format under a <guide> root, with no game.
    const bool guide = std::string(root.name()) == "guide";
    if (std::string(root.name()) != "rules" && !guide) {
        doc.fail(root, TR_("Expected a <rules> root element, found <{0}>.").arg(root.name()));
    }
    RulesFile file;
    file.system_id = guide ? std::string(kGuideSystem) : required_attribute(doc, root, "system");
    std::set<std::string> ids;
    std::set<std::string> sources;
    for (auto node : root.children()) {
        if (node.type() != pugi::node_element) {
            continue;
        }
        const std::string kind = node.name();
        if (kind == "source") {
            RuleSource source;
            source.id = checked_id(doc, node);
            source.system_id = file.system_id;
            source.title_fr = std::string(trim(localized(doc, node, "title", "fr").text().get()));
            source.title_en = std::string(trim(localized(doc, node, "title", "en").text().get()));
            if (!sources.insert(source.id).second) {
                doc.fail(node, TR_("The source \"{0}\" is defined twice.").arg(source.id));
            }
            file.sources.push_back(std::move(source));
        } else if (kind == "section") {
            RuleSection s;
            s.id = checked_id(doc, node);
            if (!ids.insert(s.id).second) {
                doc.fail(node, TR_("The section \"{0}\" is defined twice.").arg(s.id));
            }
            s.system_id = file.system_id;
            s.position = static_cast<int>(file.sections.size());
            s.source_id = node.attribute("source").value();
            if (!s.source_id.empty() && sources.count(s.source_id) == 0) {
                doc.fail(node, TR_("The source \"{0}\" is not defined above this section.").arg(s.source_id));
            }
            s.ref = node.attribute("ref").value();
            if (const auto page = node.attribute("page")) {
                // A whole number from 1: the page of the source where the section starts.
                const std::string text = page.value();
                const bool digits = !text.empty() && text.size() <= 5 &&
                                    text.find_first_not_of("0123456789") == std::string::npos;
                s.page = digits ? std::stoi(text) : 0;
                if (s.page <= 0) {
                    doc.fail(node, TR_("The page \"{0}\" of section \"{1}\" is not a page number.").arg(text).arg(s.id));
                }
            }
            s.location = doc.location_of(node);
            s.title_fr = std::string(trim(localized(doc, node, "title", "fr").text().get()));
            s.title_en = std::string(trim(localized(doc, node, "title", "en").text().get()));
            s.body_fr = read_body(doc, node, "fr", file.references);
            s.body_en = read_body(doc, node, "en", file.references);
            for (auto see : node.children("see-also")) {
                const auto target = required_attribute(doc, see, "ref");
                file.references.push_back({target, doc.location_of(see)});
                s.see_also.push_back(target);
            }
            for (auto child : node.children()) {
                const std::string name = child.name();
                if (child.type() == pugi::node_element && name != "title" && name != "body" &&
                    name != "see-also") {
                    doc.fail(child, TR_("Unknown element <{0}> in <section>.").arg(name));
                }
            }
            file.sections.push_back(std::move(s));
        } else if (kind == "term") {
            RuleTerm t;
            t.id = checked_id(doc, node);
            if (!ids.insert(t.id).second) {
                doc.fail(node, TR_("The term \"{0}\" is defined twice.").arg(t.id));
            }
            t.system_id = file.system_id;
            t.section_id = required_attribute(doc, node, "section");
            t.location = doc.location_of(node);
            file.references.push_back({t.section_id, doc.location_of(node.attribute("section"), node)});
            read_forms(doc, node, "fr", t.forms_fr);
            read_forms(doc, node, "en", t.forms_en);
            file.terms.push_back(std::move(t));
        } else {
            doc.fail(node, TR_("Unknown element <{0}> in <{1}>.").arg(kind).arg(root.name()));
        }
    }
    return file;
}

void validate_rules(const std::vector<RulesFile>& files) {
    std::map<std::string, const RuleSection*> sections;
    for (const auto& file : files) {
        for (const auto& s : file.sections) {
            if (const auto [it, inserted] = sections.emplace(s.id, &s); !inserted) {
                throw InvalidInputError(TR_("The section \"{0}\" is already defined at {1}.")
                                            .arg(s.id)
                                            .arg(it->second->location.to_string()),
                                        {}, s.location);
            }
        }
    }
    for (const auto& file : files) {
        for (const auto& ref : file.references) {
            if (sections.count(ref.target) == 0) {
                throw InvalidInputError(TR_("There is no section \"{0}\".").arg(ref.target), {},
                                        ref.location);
            }
        }
    }
}

} // namespace ost
