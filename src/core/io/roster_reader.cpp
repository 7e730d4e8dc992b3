// Reader of .ostr roster files: structure and values only, with file:line:column errors.
// Whether the units and choices still exist in the data is the validator's job, not ours.
#include "core/io/roster_reader.h"

#include "core/io/xml_fields.h"
#include "core/model/limits.h"
#include "core/support/strings.h"
#include "core/support/error.h"

#include <set>

namespace ost {

namespace {

class RosterReader {
  public:
    explicit RosterReader(const XmlDocument& doc) : m_doc(doc) {}

    Roster read() {
        const auto root = m_doc.root();
        if (std::string(root.name()) != "roster") {
            m_doc.fail(root,
                       TR_("Expected a <roster> root element, found <{0}>.").arg(root.name()));
        }
        check_attributes(m_doc, root, {"format", "system", "list", "size", "year"});
        if (!root.attribute("format")) {
            m_doc.fail(
                root,
                TR_("The <{0}> element needs a \"{1}\" attribute.").arg("roster").arg("format"));
        }
        const auto format = integer_attribute(m_doc, root, "format", 0);
        if (format < 1 || format > kRosterFormatVersion) {
            throw InvalidInputError(
                TR_("This roster file has format version {0}; this Ost reads versions 1 to {1} "
                    "(a newer Ost wrote it?).")
                    .arg(static_cast<long long>(format))
                    .arg(kRosterFormatVersion),
                {}, m_doc.location_of(root.attribute("format"), root));
        }
        Roster r;
        r.system_id = read_id(m_doc, root, "system");
        r.list_id = read_id(m_doc, root, "list");
        r.army_size = bounded(root, "size", 1, 1000000, true).value_or(0);
        r.year = bounded(root, "year", -100000, 100000, false);
        check_children(m_doc, root,
                       {"name", "notes", "player", "event", "date", "command", "entry"});
        r.name = text_of(root, "name");
        r.notes = text_of(root, "notes");
        r.player = text_of(root, "player");
        r.event = text_of(root, "event");
        r.event_date = text_of(root, "date");
        std::set<std::string> command_ids;
        for (auto node : root.children("command")) {
            if (r.commands.size() == kMaxRosterCommands) {
                m_doc.fail(node, TR_("A roster holds at most {0} commands; this one has more.").arg(kMaxRosterCommands));
            }
            check_attributes(m_doc, node, {"id", "ally"});
            check_children(m_doc, node, {"name"});
            RosterCommand c;
            c.id = read_id(m_doc, node);
            if (!command_ids.insert(c.id).second) {
                duplicate(node, c.id);
            }
            if (node.attribute("ally")) {
                c.ally_list = read_id(m_doc, node, "ally");
            }
            c.name = text_of(node, "name");
            r.commands.push_back(std::move(c));
        }
        std::set<std::string> entry_ids;
        for (auto node : root.children("entry")) {
            if (r.entries.size() == kMaxRosterEntries) {
                m_doc.fail(node, TR_("A roster holds at most {0} entries; this one has more.").arg(kMaxRosterEntries));
            }
            r.entries.push_back(read_entry(node));
            if (!entry_ids.insert(r.entries.back().id).second) {
                duplicate(node, r.entries.back().id);
            }
        }
        return r;
    }

  private:
    RosterEntry read_entry(pugi::xml_node node) {
        check_attributes(m_doc, node,
                         {"id", "unit", "list", "count", "command", "general", "attached-to"});
        check_children(m_doc, node, {"name", "note", "option", "magic-item"});
        RosterEntry e;
        e.id = read_id(m_doc, node);
        e.unit_id = read_id(m_doc, node, "unit");
        e.list_id = optional_id(node, "list");
        e.count = bounded(node, "count", 1, 10000, true).value_or(1);
        e.command_id = optional_id(node, "command");
        e.general_grade = optional_id(node, "general");
        e.attached_to = optional_id(node, "attached-to");
        e.custom_name = text_of(node, "name");
        e.note = text_of(node, "note");
        std::set<std::string> option_ids;
        for (auto child : node.children("option")) {
            if (e.options.size() == kMaxEntryOptions) {
                m_doc.fail(child, TR_("A roster entry holds at most {0} options; this one has more.").arg(kMaxEntryOptions));
            }
            check_attributes(m_doc, child, {"id", "count"});
            check_children(m_doc, child, {});
            RosterOption o;
            o.id = read_id(m_doc, child);
            o.count = bounded(child, "count", 1, 10000, false).value_or(1);
            if (!option_ids.insert(o.id).second) {
                duplicate(child, o.id);
            }
            e.options.push_back(std::move(o));
        }
        for (auto child : node.children("magic-item")) {
            if (e.magic_items.size() == kMaxEntryMagicItems) {
                m_doc.fail(child, TR_("A roster entry holds at most {0} magic items; this one has more.")
                                      .arg(kMaxEntryMagicItems));
            }
            check_attributes(m_doc, child, {"id"});
            check_children(m_doc, child, {});
            e.magic_items.push_back(read_id(m_doc, child));
        }
        return e;
    }

    std::string optional_id(pugi::xml_node node, const char* name) {
        return node.attribute(name) ? read_id(m_doc, node, name) : std::string();
    }

    std::optional<int> bounded(pugi::xml_node node, const char* name, long long low, long long high,
                               bool required) {
        const auto attribute = node.attribute(name);
        if (!attribute) {
            if (required) {
                m_doc.fail(
                    node,
                    TR_("The <{0}> element needs a \"{1}\" attribute.").arg(node.name()).arg(name));
            }
            return std::nullopt;
        }
        const auto value = integer_attribute(m_doc, node, name, 0, low, high);
        return static_cast<int>(value);
    }

    /// The text of the single optional child `element` (plain text, no attributes or children).
    std::string text_of(pugi::xml_node parent, const char* element) {
        const auto child = parent.child(element);
        if (!child) {
            return {};
        }
        if (child.next_sibling(element)) {
            m_doc.fail(child.next_sibling(element),
                       TR_("The <{0}> element is given twice inside <{1}>.")
                           .arg(element)
                           .arg(parent.name()));
        }
        check_attributes(m_doc, child, {});
        check_children(m_doc, child, {});
        std::string text = child.text().get();
        // The document holds no control character (XmlDocument); a carriage return typed as
        // &#13; is one for a name or a note, which the writer refuses too.
        if (text.find('\r') != std::string::npos) {
            m_doc.fail(child, TR_("The <{0}> text holds a control character.").arg(element));
        }
        return canonical_text(text); // one rule with the editor (support/strings.h)
    }

    [[noreturn]] void duplicate(pugi::xml_node node, const std::string& id) {
        m_doc.fail(node,
                   TR_("The id \"{0}\" is used twice in <{1}>.").arg(id).arg(node.parent().name()));
    }

    const XmlDocument& m_doc;
};

} // namespace

Roster read_roster(const XmlDocument& doc) {
    return RosterReader(doc).read();
}

Roster read_roster_file(const std::filesystem::path& file) {
    return read_roster(XmlDocument::load_file(file));
}

Roster read_roster_text(std::string text, std::string name) {
    return read_roster(XmlDocument::load_string(std::move(text), std::move(name)));
}

} // namespace ost
