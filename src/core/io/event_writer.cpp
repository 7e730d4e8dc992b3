// Serialiser of event profiles to the .ostevent format with pugixml, in the order of
// lists/README.md "Event profiles", so saved events diff cleanly and read back the same.
#include "core/io/event_writer.h"

#include "core/io/event_reader.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <pugixml.hpp>

#include <sstream>

namespace ost {

namespace {

void check_text(const std::string& value, const char* what) {
    // The reader's rule: no control character but tab and line feed, so a saved event reads back.
    if (control_character_offset(value) != std::string::npos || value.find('\r') != std::string::npos) {
        throw InvalidInputError(TR_("Cannot save the event: the {0} holds a control character.").arg(what));
    }
}

void check_id(const std::string& id) {
    bool ok = !id.empty() && id.front() != '-';
    for (char c : id) {
        ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
    }
    if (!ok) {
        throw InvalidInputError(TR_("The id \"{0}\" must be lowercase letters, digits and dashes.").arg(id));
    }
}

void add_text(pugi::xml_node parent, const char* element, const std::string& value, const char* what) {
    check_text(value, what);
    if (!value.empty()) {
        parent.append_child(element).text().set(value.c_str());
    }
}

void add_name(pugi::xml_node parent, const char* lang, const std::string& value) {
    check_text(value, "name");
    if (!value.empty()) {
        auto node = parent.append_child("name");
        node.append_attribute("lang").set_value(lang);
        node.text().set(value.c_str());
    }
}

void add_ids(pugi::xml_node parent, const char* element, const std::vector<std::string>& ids) {
    for (const auto& id : ids) {
        check_id(id);
        parent.append_child(element).append_attribute("id").set_value(id.c_str());
    }
}

void build_document(pugi::xml_document& doc, const EventProfile& e) {
    auto root = doc.append_child("event");
    root.append_attribute("format").set_value(kEventFormatVersion);
    check_id(e.system_id);
    root.append_attribute("system").set_value(e.system_id.c_str());
    if (e.army_size > 0) {
        root.append_attribute("size").set_value(e.army_size);
    }
    if (e.name.empty()) {
        throw InvalidInputError(TR_("Cannot save the event: it has no name."));
    }
    add_name(root, "fr", e.name.fr);
    add_name(root, "en", e.name.en);
    add_text(root, "deadline", e.deadline, "deadline");
    if (e.has_date_window()) {
        if (e.date_from && e.date_to && *e.date_from > *e.date_to) {
            throw InvalidInputError(TR_("The date window starts in {0}, after its end in {1}.")
                                        .arg(*e.date_from)
                                        .arg(*e.date_to));
        }
        auto dates = root.append_child("dates");
        if (e.date_from) {
            dates.append_attribute("from").set_value(*e.date_from);
        }
        if (e.date_to) {
            dates.append_attribute("to").set_value(*e.date_to);
        }
    }
    add_ids(root, "allow-list", e.allowed_lists);
    for (int number : e.allowed_list_numbers) {
        root.append_child("allow-list").append_attribute("number").set_value(number);
    }
    add_ids(root, "ban-troop-type", e.banned_troop_types);
    add_ids(root, "ban-capability", e.banned_capabilities);
    add_ids(root, "ban-unit", e.banned_units);
    add_ids(root, "ban-rule", e.banned_rules);
    add_ids(root, "allow-unit", e.allowed_units);
    add_ids(root, "optional-rule", e.optional_rules);
    for (const auto& player : e.players) {
        add_text(root, "player", player.name, "player");
    }
}

} // namespace

std::string write_event(const EventProfile& event) {
    pugi::xml_document doc;
    build_document(doc, event);
    std::ostringstream out;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    doc.save(out, "  ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

void save_event_file(const std::filesystem::path& file, const EventProfile& event) {
    write_file_atomic(file, write_event(event));
}

} // namespace ost
