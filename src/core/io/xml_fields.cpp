// Shared located checks for the lists/ readers (system.xml and army lists).
// Messages name the element and attribute so a typo is found without opening the reader.
#include "core/io/xml_fields.h"

#include "core/support/error.h"
#include "core/support/strings.h"

#include <cstring>
#include <sstream>

namespace ost {

LocalizedString read_localized(const XmlDocument& doc, pugi::xml_node node, const char* element,
                               bool required) {
    LocalizedString out;
    for (auto child : node.children(element)) {
        const std::string lang = child.attribute("lang").value();
        // One rule with the editors: white space alone is empty (support/strings.h).
        std::string value = canonical_text(child.text().get());
        if (lang != "fr" && lang != "en") {
            doc.fail(child, TR_("The <{0}> element needs lang=\"fr\" or lang=\"en\".").arg(element));
        }
        if (value.empty()) {
            doc.fail(child, TR_("The <{0} lang=\"{1}\"> element is empty.").arg(element).arg(lang));
        }
        auto& slot = lang == "fr" ? out.fr : out.en;
        if (!slot.empty()) {
            doc.fail(child, TR_("The <{0} lang=\"{1}\"> element is given twice.").arg(element).arg(lang));
        }
        slot = std::move(value);
    }
    if (required) {
        for (const char* lang : {"fr", "en"}) {
            if ((std::strcmp(lang, "fr") == 0 ? out.fr : out.en).empty()) {
                doc.fail(node, TR_("<{0}> needs a <{1} lang=\"{2}\"> element.")
                                   .arg(node.name())
                                   .arg(element)
                                   .arg(lang));
            }
        }
    }
    return out;
}

std::string read_id(const XmlDocument& doc, pugi::xml_node node, const char* attribute) {
    std::string id = required_attribute(doc, node, attribute);
    bool ok = !id.empty() && id.front() != '-';
    for (char c : id) {
        ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
    }
    if (!ok) {
        throw InvalidInputError(TR_("The id \"{0}\" must be lowercase letters, digits and dashes.").arg(id),
                                {}, doc.location_of(node.attribute(attribute), node));
    }
    return id;
}

std::optional<int> optional_int(const XmlDocument& doc, pugi::xml_node node, const char* name,
                                long long low, long long high) {
    if (!node.attribute(name)) {
        return std::nullopt;
    }
    return static_cast<int>(integer_attribute(doc, node, name, 0, low, high));
}

bool bool_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name, bool fallback) {
    const auto attribute = node.attribute(name);
    if (!attribute) {
        return fallback;
    }
    const std::string value = attribute.value();
    if (value != "true" && value != "false") {
        throw InvalidInputError(TR_("The \"{0}\" attribute of <{1}> must be true or false, not \"{2}\".")
                                    .arg(name)
                                    .arg(node.name())
                                    .arg(value),
                                {}, doc.location_of(attribute, node));
    }
    return value == "true";
}

std::vector<std::string> id_list(const XmlDocument& /*doc*/, pugi::xml_node node, const char* name) {
    std::vector<std::string> out;
    std::istringstream in(node.attribute(name).value());
    std::string item;
    while (in >> item) {
        out.push_back(item);
    }
    return out;
}

void check_attributes(const XmlDocument& doc, pugi::xml_node node,
                      std::initializer_list<const char*> allowed) {
    for (auto attribute : node.attributes()) {
        bool known = false;
        for (const char* a : allowed) {
            known = known || std::strcmp(a, attribute.name()) == 0;
        }
        if (!known) {
            throw InvalidInputError(TR_("Unknown attribute \"{0}\" on <{1}>.").arg(attribute.name()).arg(node.name()),
                                    {}, doc.location_of(attribute, node));
        }
    }
}

void check_children(const XmlDocument& doc, pugi::xml_node node,
                    std::initializer_list<const char*> allowed) {
    for (auto child : node.children()) {
        if (child.type() != pugi::node_element) {
            continue;
        }
        bool known = false;
        for (const char* a : allowed) {
            known = known || std::strcmp(a, child.name()) == 0;
        }
        if (!known) {
            doc.fail(child, TR_("Unknown element <{0}> inside <{1}>.").arg(child.name()).arg(node.name()));
        }
    }
}

Cost read_cost(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"type", "value", "size"});
    Cost c;
    c.type = node.attribute("type") ? read_id(doc, node, "type") : std::string("points");
    if (!node.attribute("value")) {
        doc.fail(node, TR_("The <{0}> element needs a \"{1}\" attribute.").arg("cost").arg("value"));
    }
    // Bounded far above any real cost or army size, so totals (summed in 64 bits, see
    // RosterValidator) stay exact and a typo like value="99999999999" is refused, not wrapped.
    const auto value = integer_attribute(doc, node, "value", 0, -kMaxCostValue, kMaxCostValue);
    const auto size = integer_attribute(doc, node, "size", 0, 0, kMaxCostValue);
    c.value = static_cast<int>(value);
    c.army_size = static_cast<int>(size);
    return c;
}

std::string join_ids(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& item : items) {
        if (!out.empty()) {
            out += ' ';
        }
        out += item;
    }
    return out;
}

} // namespace ost
