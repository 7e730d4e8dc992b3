// Serialiser of rosters to the .ostr format with pugixml.
// Element and attribute order follow README.md "Roster files" so saved rosters diff cleanly.
#include "core/io/roster_writer.h"

#include "core/io/roster_reader.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <pugixml.hpp>

#include <sstream>

namespace ost {

namespace {
void check_text(const std::string& value, const char* what) {
    // The reader's rule (XmlDocument, roster_reader.cpp): no C0 but tab and line feed, no DEL or
    // C1 control, so a saved roster always reads back.
    if (control_character_offset(value) != std::string::npos || value.find('\r') != std::string::npos) {
        throw InvalidInputError(TR_("Cannot save the roster: the {0} holds a control character.").arg(what));
    }
}
void set_text(pugi::xml_node node, const char* name, const std::string& value) {
    if (!value.empty()) {
        node.append_attribute(name).set_value(value.c_str());
    }
}
void add_element(pugi::xml_node parent, const char* element, const std::string& value,
                 const char* what) {
    check_text(value, what);
    if (!value.empty()) {
        parent.append_child(element).text().set(value.c_str());
    }
}
void require_id(const std::string& id, const char* what) {
    if (id.empty()) {
        throw InvalidInputError(TR_("Cannot save the roster: a {0} has no id.").arg(what));
    }
    check_text(id, what);
}

void build_document(pugi::xml_document& doc, const Roster& roster) {
    auto root = doc.append_child("roster");
    const bool format2 =
        !roster.player.empty() || !roster.event.empty() || !roster.event_date.empty();
    root.append_attribute("format").set_value(format2 ? 2 : 1);
    require_id(roster.system_id, "system");
    require_id(roster.list_id, "list");
    root.append_attribute("system").set_value(roster.system_id.c_str());
    root.append_attribute("list").set_value(roster.list_id.c_str());
    root.append_attribute("size").set_value(roster.army_size);
    if (roster.year) {
        root.append_attribute("year").set_value(*roster.year);
    }
    add_element(root, "name", roster.name, "name");
    add_element(root, "notes", roster.notes, "notes");
    add_element(root, "player", roster.player, "player");
    add_element(root, "event", roster.event, "event");
    add_element(root, "date", roster.event_date, "date");
    for (const auto& c : roster.commands) {
        require_id(c.id, "command");
        auto node = root.append_child("command");
        node.append_attribute("id").set_value(c.id.c_str());
        set_text(node, "ally", c.ally_list);
        add_element(node, "name", c.name, "command name");
    }
    for (const auto& e : roster.entries) {
        require_id(e.id, "entry");
        require_id(e.unit_id, "entry unit");
        auto node = root.append_child("entry");
        node.append_attribute("id").set_value(e.id.c_str());
        node.append_attribute("unit").set_value(e.unit_id.c_str());
        set_text(node, "list", e.list_id);
        node.append_attribute("count").set_value(e.count);
        set_text(node, "command", e.command_id);
        set_text(node, "general", e.general_grade);
        set_text(node, "attached-to", e.attached_to);
        add_element(node, "name", e.custom_name, "entry name");
        add_element(node, "note", e.note, "entry note");
        for (const auto& o : e.options) {
            require_id(o.id, "option");
            auto option = node.append_child("option");
            option.append_attribute("id").set_value(o.id.c_str());
            option.append_attribute("count").set_value(o.count);
        }
        for (const auto& item : e.magic_items) {
            require_id(item, "magic item");
            node.append_child("magic-item").append_attribute("id").set_value(item.c_str());
        }
    }
}

} // namespace

std::string write_roster(const Roster& roster) {
    pugi::xml_document doc;
    build_document(doc, roster);
    std::ostringstream out;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    doc.save(out, "  ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

std::string write_roster_compact(const Roster& roster) {
    pugi::xml_document doc;
    build_document(doc, roster);
    std::ostringstream out;
    doc.save(out, "", pugi::format_raw | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

void save_roster_file(const std::filesystem::path& file, const Roster& roster) {
    write_file_atomic(file, write_roster(roster));
}

} // namespace ost
