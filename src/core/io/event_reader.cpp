// Reader of .ostevent event profiles: structure and values only, with file:line:column errors.
// Whether the ids exist in the event's system is the event checker's job (it reports them).
#include "core/io/event_reader.h"

#include "core/io/xml_fields.h"
#include "core/model/limits.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <algorithm>
#include <set>

namespace ost {

namespace {

class EventReader {
  public:
    explicit EventReader(const XmlDocument& doc) : m_doc(doc) {}

    EventProfile read() {
        const auto root = m_doc.root();
        if (std::string(root.name()) != "event") {
            m_doc.fail(root, TR_("Expected an <event> root element, found <{0}>.").arg(root.name()));
        }
        check_attributes(m_doc, root, {"format", "system", "size"});
        check_format(root);
        EventProfile e;
        e.system_id = read_id(m_doc, root, "system");
        e.army_size = optional_int(m_doc, root, "size", 1, kMaxCostValue).value_or(0);
        check_children(m_doc, root,
                       {"name", "deadline", "dates", "allow-list", "ban-troop-type",
                        "ban-capability", "ban-unit", "ban-rule", "allow-unit", "optional-rule",
                        "player"});
        e.name = read_localized(m_doc, root, "name", false);
        if (e.name.empty()) {
            m_doc.fail(root, TR_("<{0}> needs a <{1} lang=\"{2}\"> element.").arg("event").arg("name").arg("en"));
        }
        e.deadline = text_of(root, "deadline");
        read_dates(root, e);
        read_allowed_lists(root, e);
        e.banned_troop_types = ids_of(root, "ban-troop-type");
        e.banned_capabilities = ids_of(root, "ban-capability");
        e.banned_units = ids_of(root, "ban-unit");
        e.banned_rules = ids_of(root, "ban-rule");
        e.allowed_units = ids_of(root, "allow-unit");
        e.optional_rules = ids_of(root, "optional-rule");
        read_players(root, e);
        return e;
    }

  private:
    void check_format(pugi::xml_node root) {
        if (!root.attribute("format")) {
            m_doc.fail(root, TR_("The <{0}> element needs a \"{1}\" attribute.").arg("event").arg("format"));
        }
        const auto format = integer_attribute(m_doc, root, "format", 0);
        if (format < 1 || format > kEventFormatVersion) {
            throw InvalidInputError(TR_("This event file has format version {0}; this Ost reads versions 1 to {1} "
                                        "(a newer Ost wrote it?).")
                                        .arg(static_cast<long long>(format))
                                        .arg(kEventFormatVersion),
                                    {}, m_doc.location_of(root.attribute("format"), root));
        }
    }

    void read_dates(pugi::xml_node root, EventProfile& e) {
        const auto node = single(root, "dates");
        if (!node) {
            return;
        }
        check_attributes(m_doc, node, {"from", "to"});
        check_children(m_doc, node, {});
        e.date_from = optional_int(m_doc, node, "from", -kMaxYear, kMaxYear);
        e.date_to = optional_int(m_doc, node, "to", -kMaxYear, kMaxYear);
        if (!e.has_date_window()) {
            m_doc.fail(node, TR_("The <{0}> element needs a \"{1}\" attribute.").arg("dates").arg("from"));
        }
        if (e.date_from && e.date_to && *e.date_from > *e.date_to) {
            m_doc.fail(node, TR_("The date window starts in {0}, after its end in {1}.")
                                 .arg(*e.date_from)
                                 .arg(*e.date_to));
        }
    }

    void read_allowed_lists(pugi::xml_node root, EventProfile& e) {
        std::size_t count = 0;
        for (auto node : root.children("allow-list")) {
            limit(node, ++count, kMaxEventClauses);
            check_attributes(m_doc, node, {"id", "number"});
            check_children(m_doc, node, {});
            if (node.attribute("id") && node.attribute("number")) {
                m_doc.fail(node, TR_("<allow-list> takes \"id\" or \"number\", not both."));
            }
            if (node.attribute("number")) {
                const int number = *optional_int(m_doc, node, "number", 0, kMaxAttributeNumber);
                if (std::count(e.allowed_list_numbers.begin(), e.allowed_list_numbers.end(), number) != 0) {
                    duplicate(node, std::to_string(number));
                }
                e.allowed_list_numbers.push_back(number);
            } else {
                auto id = read_id(m_doc, node);
                if (std::count(e.allowed_lists.begin(), e.allowed_lists.end(), id) != 0) {
                    duplicate(node, id);
                }
                e.allowed_lists.push_back(std::move(id));
            }
        }
    }

    void read_players(pugi::xml_node root, EventProfile& e) {
        std::set<std::string> names;
        for (auto node : root.children("player")) {
            limit(node, e.players.size() + 1, kMaxEventPlayers);
            check_attributes(m_doc, node, {});
            check_children(m_doc, node, {});
            EventPlayer player{plain_text(node)};
            if (player.name.empty()) {
                m_doc.fail(node, TR_("The <{0}> element is empty.").arg("player"));
            }
            if (!names.insert(player.name).second) {
                duplicate(node, player.name);
            }
            e.players.push_back(std::move(player));
        }
    }

    /// The ids of every `<element id="…"/>` child, each once.
    std::vector<std::string> ids_of(pugi::xml_node root, const char* element) {
        std::vector<std::string> out;
        for (auto node : root.children(element)) {
            limit(node, out.size() + 1, kMaxEventClauses);
            check_attributes(m_doc, node, {"id"});
            check_children(m_doc, node, {});
            auto id = read_id(m_doc, node);
            if (std::find(out.begin(), out.end(), id) != out.end()) {
                duplicate(node, id);
            }
            out.push_back(std::move(id));
        }
        return out;
    }

    void limit(pugi::xml_node node, std::size_t count, std::size_t most) {
        if (count > most) {
            m_doc.fail(node, TR_("An event holds at most {0} <{1}> elements; this one has more.")
                                 .arg(most)
                                 .arg(node.name()));
        }
    }

    pugi::xml_node single(pugi::xml_node parent, const char* element) {
        const auto child = parent.child(element);
        if (child && child.next_sibling(element)) {
            m_doc.fail(child.next_sibling(element),
                       TR_("The <{0}> element is given twice inside <{1}>.").arg(element).arg(parent.name()));
        }
        return child;
    }

    std::string text_of(pugi::xml_node parent, const char* element) {
        const auto child = single(parent, element);
        if (!child) {
            return {};
        }
        check_attributes(m_doc, child, {});
        check_children(m_doc, child, {});
        return plain_text(child);
    }

    /// The text of `node`; a carriage return (typed as &#13;) is refused as the writer refuses it.
    std::string plain_text(pugi::xml_node node) {
        std::string text = node.text().get();
        if (text.find('\r') != std::string::npos) {
            m_doc.fail(node, TR_("The <{0}> text holds a control character.").arg(node.name()));
        }
        return canonical_text(text);
    }

    [[noreturn]] void duplicate(pugi::xml_node node, const std::string& id) {
        m_doc.fail(node, TR_("\"{0}\" is given twice in <{1}>.").arg(id).arg(node.name()));
    }

    const XmlDocument& m_doc;
};

} // namespace

EventProfile read_event(const XmlDocument& doc) { return EventReader(doc).read(); }

EventProfile read_event_file(const std::filesystem::path& file) {
    return read_event(XmlDocument::load_file(file));
}

EventProfile read_event_text(std::string text, std::string name) {
    return read_event(XmlDocument::load_string(std::move(text), std::move(name)));
}

} // namespace ost
