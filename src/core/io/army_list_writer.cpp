// Serialiser of army lists to the lists/ format, with pugixml.
// Element and attribute order mirrors lists/README.md so committed files stay diff-friendly.
#include "core/io/army_list_writer.h"

#include "core/io/xml_fields.h"
#include "core/support/atomic_file.h"

#include <pugixml.hpp>

#include <sstream>

namespace ost {

namespace {
void set_int(pugi::xml_node node, const char* name, const std::optional<int>& value) {
    if (value) {
        node.append_attribute(name).set_value(*value);
    }
}
void set_text(pugi::xml_node node, const char* name, const std::string& value) {
    if (!value.empty()) {
        node.append_attribute(name).set_value(value.c_str());
    }
}
void add_localized(pugi::xml_node parent, const char* element, const LocalizedString& text) {
    for (const auto& [lang, value] : {std::pair{"fr", &text.fr}, std::pair{"en", &text.en}}) {
        if (!value->empty()) {
            auto node = parent.append_child(element);
            node.append_attribute("lang").set_value(lang);
            node.text().set(value->c_str());
        }
    }
}
void add_dates(pugi::xml_node node, const std::optional<int>& from, const std::optional<int>& to) {
    set_int(node, "from", from);
    set_int(node, "to", to);
}
void add_profile(pugi::xml_node node, const Profile& profile) {
    if (profile.values.empty()) {
        return;
    }
    auto stats = node.append_child("stats");
    for (const auto& [field, value] : profile.values) {
        stats.append_attribute(field.c_str()).set_value(value.c_str());
    }
}
void add_costs(pugi::xml_node node, const std::vector<Cost>& costs) {
    for (const auto& c : costs) {
        auto cost = node.append_child("cost");
        cost.append_attribute("type").set_value(c.type.c_str());
        cost.append_attribute("value").set_value(c.value);
        if (c.army_size != 0) {
            cost.append_attribute("size").set_value(c.army_size);
        }
    }
}
void add_refs(pugi::xml_node node, const char* element, const std::vector<std::string>& ids) {
    for (const auto& id : ids) {
        node.append_child(element).append_attribute("ref").set_value(id.c_str());
    }
}
void add_rule(pugi::xml_node parent, const SpecialRule& rule) {
    auto node = parent.append_child("rule");
    node.append_attribute("id").set_value(rule.id.c_str());
    set_text(node, "section", rule.section);
    add_localized(node, "name", rule.name);
    add_localized(node, "summary", rule.summary);
}
void add_option(pugi::xml_node parent, const char* element, const UnitOption& o) {
    auto node = parent.append_child(element);
    node.append_attribute("id").set_value(o.id.c_str());
    set_text(node, "profile", o.profile.type);
    set_int(node, "min", o.min);
    set_int(node, "max", o.max);
    set_int(node, "army-min", o.army_min);
    set_int(node, "army-max", o.army_max);
    set_text(node, "requires", join_ids(o.requires_units));
    add_dates(node, o.date_from, o.date_to);
    if (!o.confirmed) {
        node.append_attribute("confirmed").set_value("false");
    }
    add_localized(node, "name", o.name);
    add_profile(node, o.profile);
    add_costs(node, o.costs);
    add_refs(node, "rule", o.rules);
}
void add_unit(pugi::xml_node parent, const UnitEntry& u) {
    auto node = parent.append_child("unit");
    node.append_attribute("id").set_value(u.id.c_str());
    if (u.role != UnitRole::Unit) {
        node.append_attribute("role").set_value(to_string(u.role));
    }
    set_text(node, "profile", u.profile.type);
    set_int(node, "min", u.min);
    set_int(node, "max", u.max);
    set_int(node, "army-min", u.army_min);
    set_int(node, "army-max", u.army_max);
    set_text(node, "group", u.group);
    set_text(node, "counts-as", u.counts_as);
    set_text(node, "requires", join_ids(u.requires_units));
    set_text(node, "attaches-to", join_ids(u.attaches_to));
    if (!u.counts) {
        node.append_attribute("counts").set_value("false");
    }
    if (!u.magic) {
        node.append_attribute("magic").set_value("false");
    }
    add_dates(node, u.date_from, u.date_to);
    if (!u.confirmed) {
        node.append_attribute("confirmed").set_value("false");
    }
    add_localized(node, "name", u.name);
    add_profile(node, u.profile);
    add_costs(node, u.costs);
    add_refs(node, "rule", u.rules);
    add_refs(node, "upgrade", u.upgrades);
    for (const auto& o : u.options) {
        add_option(node, "option", o);
    }
    add_localized(node, "note", LocalizedString{u.note_fr, u.note_en});
}
} // namespace

std::string write_army_list(const ArmyList& list) {
    pugi::xml_document doc;
    auto root = doc.append_child("army-list");
    root.append_attribute("id").set_value(list.id.c_str());
    root.append_attribute("system").set_value(list.system_id.c_str());
    set_int(root, "number", list.number);
    set_int(root, "command-value", list.command_value);
    if (!list.confirmed) {
        root.append_attribute("confirmed").set_value("false");
    }
    add_localized(root, "name", list.name);
    auto source = root.append_child("source");
    set_text(source, "edition", list.edition);
    source.text().set(list.source.c_str());
    if (list.date_from || list.date_to) {
        add_dates(root.append_child("dates"), list.date_from, list.date_to);
    }
    add_localized(root, "note", list.note);
    for (const auto& rule : list.rules) {
        add_rule(root, rule);
    }
    for (const auto& g : list.groups) {
        auto node = root.append_child("group");
        node.append_attribute("id").set_value(g.id.c_str());
        set_int(node, "min", g.min);
        set_int(node, "max", g.max);
        add_localized(node, "name", g.name);
    }
    for (const auto& up : list.upgrades) {
        add_option(root, "upgrade", up);
    }
    for (const auto& u : list.units) {
        add_unit(root, u);
    }
    for (const auto& cap : list.caps) {
        auto node = root.append_child("cap");
        node.append_attribute("id").set_value(cap.id.c_str());
        node.append_attribute("max").set_value(cap.max);
        node.append_attribute("units").set_value(join_ids(cap.units).c_str());
        if (cap.scaled) {
            node.append_attribute("scaled").set_value("true");
        }
        add_localized(node, "name", cap.name);
    }
    for (const auto& ally : list.allies) {
        auto node = root.append_child("ally");
        node.append_attribute("list").set_value(ally.list.c_str());
        add_dates(node, ally.date_from, ally.date_to);
    }
    std::ostringstream out;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    doc.save(out, "  ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

std::string write_catalogue_entries(const std::vector<CatalogueEntry>& entries) {
    pugi::xml_document doc;
    auto root = doc.append_child("entries");
    for (const auto& e : entries) {
        auto node = root.append_child("entry");
        node.append_attribute("id").set_value(e.id.c_str());
        node.append_attribute("kind").set_value(e.kind.c_str());
        set_text(node, "profile", e.profile.type);
        set_int(node, "army-max", e.army_max);
        set_text(node, "types", join_ids(e.eligible_types));
        set_text(node, "armour", join_ids(e.eligible_armour));
        if (!e.confirmed) {
            node.append_attribute("confirmed").set_value("false");
        }
        add_localized(node, "name", e.name);
        add_profile(node, e.profile);
        add_costs(node, e.costs);
        add_refs(node, "rule", e.rules);
        add_localized(node, "note", e.note);
    }
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

void save_army_list(const std::filesystem::path& file, const ArmyList& list) {
    write_file_atomic(file, write_army_list(list));
}

} // namespace ost
