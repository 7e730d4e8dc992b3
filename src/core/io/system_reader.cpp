// Parser for <system> definition files.
// Validates identifiers and bilingual names before anything reaches the database.
#include "core/io/system_reader.h"

#include "core/support/error.h"

#include <regex>

namespace ost {

namespace {
std::string localized_child(const XmlDocument& doc, pugi::xml_node node, const char* element,
                            const char* lang) {
    for (auto child : node.children(element)) {
        if (std::string(child.attribute("lang").value()) == lang) {
            std::string value = child.text().get();
            if (value.empty()) {
                doc.fail(child, TR_("The <{0} lang=\"{1}\"> element is empty.").arg(element).arg(lang));
            }
            return value;
        }
    }
    doc.fail(node, TR_("<{0}> needs a <{1} lang=\"{2}\"> element.").arg(node.name()).arg(element).arg(lang));
}
} // namespace

GameSystem read_system(const XmlDocument& doc) {
    const auto root = doc.root();
    if (std::string(root.name()) != "system") {
        doc.fail(root, TR_("Expected a <system> root element, found <{0}>.").arg(root.name()));
    }
    GameSystem s;
    s.id = required_attribute(doc, root, "id");
    static const std::regex kId("[a-z][a-z0-9-]*");
    if (!std::regex_match(s.id, kId)) {
        doc.fail(root, TR_("The system id \"{0}\" must be lowercase letters, digits and dashes.").arg(s.id));
    }
    s.position = static_cast<int>(integer_attribute(doc, root, "position", 0));
    s.name_fr = localized_child(doc, root, "name", "fr");
    s.name_en = localized_child(doc, root, "name", "en");
    const auto source = root.child("source");
    if (!source || std::string(source.text().get()).empty()) {
        doc.fail(root, TR_("<system> needs a <source> saying where its figures come from."));
    }
    s.source = source.text().get();
    s.file = doc.name();
    return s;
}

} // namespace ost
