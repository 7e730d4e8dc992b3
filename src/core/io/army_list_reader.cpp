// Parser for <army-list> files: structure first, then a second pass resolving references.
// Every error is located (file:line:column) so `ost-cli check-data` and build-db can point at it.
#include "core/io/army_list_reader.h"

#include "core/io/system_reader.h"
#include "core/io/xml_fields.h"
#include "core/model/limits.h"
#include "core/support/strings.h"
#include "core/support/error.h"

#include <functional>
#include <set>

namespace ost {

namespace {

struct PendingRef {
    pugi::xml_node node;
    const char* attribute; ///< nullptr: the reference is the node's "ref"
    std::string id;
    enum Kind { Unit, Upgrade, Group, Rule } kind;
};

class ListReader {
public:
    ListReader(const XmlDocument& doc, const GameSystem& system) : m_doc(doc), m_system(system) {}

    ArmyList read() {
        const auto root = m_doc.root();
        if (std::string(root.name()) != "army-list") {
            m_doc.fail(root, TR_("Expected an <army-list> root element, found <{0}>.").arg(root.name()));
        }
        check_attributes(m_doc, root, {"id", "system", "number", "command-value", "confirmed"});
        m_list.id = read_id(m_doc, root);
        m_list.system_id = required_attribute(m_doc, root, "system");
        if (m_list.system_id != m_system.id) {
            throw InvalidInputError(TR_("This list is for the system \"{0}\", not \"{1}\".")
                                        .arg(m_list.system_id)
                                        .arg(m_system.id),
                                    {}, m_doc.location_of(root.attribute("system"), root));
        }
        m_list.number = optional_int(m_doc, root, "number");
        m_list.command_value = optional_int(m_doc, root, "command-value");
        if (m_list.number && *m_list.number < 1) {
            throw InvalidInputError(TR_("The list number must be 1 or more, not {0}.").arg(*m_list.number), {},
                                    m_doc.location_of(root.attribute("number"), root));
        }
        if (m_list.command_value && *m_list.command_value < 0) {
            throw InvalidInputError(TR_("The command value cannot be negative ({0}).").arg(*m_list.command_value), {},
                                    m_doc.location_of(root.attribute("command-value"), root));
        }
        m_list.confirmed = bool_attribute(m_doc, root, "confirmed", true);
        check_children(m_doc, root,
                       {"name", "source", "dates", "note", "rule", "group", "cap", "ally", "upgrade", "unit"});
        m_list.name = read_localized(m_doc, root, "name", true);
        m_list.note = read_localized(m_doc, root, "note", false);
        const auto source = root.child("source");
        if (!source || std::string(source.text().get()).empty()) {
            m_doc.fail(root, TR_("<army-list> needs a <source> saying where its figures come from."));
        }
        check_attributes(m_doc, source, {"edition"});
        m_list.source = source.text().get();
        m_list.edition = source.attribute("edition").value();
        if (const auto dates = root.child("dates")) {
            check_attributes(m_doc, dates, {"from", "to"});
            read_dates(dates, m_list.date_from, m_list.date_to);
        }
        for (auto node : root.children("rule")) {
            m_list.rules.push_back(read_rule(node));
            unique(node, m_rule_ids, m_list.rules.back().id);
        }
        for (auto node : root.children("group")) {
            check_attributes(m_doc, node, {"id", "min", "max"});
            check_children(m_doc, node, {"name"});
            ChoiceGroup g;
            g.id = read_id(m_doc, node);
            unique(node, m_group_ids, g.id);
            g.name = read_localized(m_doc, node, "name", true);
            g.min = optional_int(m_doc, node, "min", 0, kMaxCount);
            g.max = optional_int(m_doc, node, "max", 0, kMaxCount);
            check_range(node, g.min, g.max);
            m_list.groups.push_back(std::move(g));
        }
        for (auto node : root.children("upgrade")) {
            m_list.upgrades.push_back(read_option(node));
            unique(node, m_upgrade_ids, m_list.upgrades.back().id);
        }
        for (auto node : root.children("unit")) {
            if (m_list.units.size() == kMaxListUnits) {
                m_doc.fail(node, TR_("An army list holds at most {0} units; this one has more.").arg(kMaxListUnits));
            }
            m_list.units.push_back(read_unit(node));
            unique(node, m_unit_ids, m_list.units.back().id);
        }
        std::set<std::string> cap_ids;
        for (auto node : root.children("cap")) {
            check_attributes(m_doc, node, {"id", "max", "units", "scaled"});
            check_children(m_doc, node, {"name"});
            ArmyCap cap;
            cap.id = read_id(m_doc, node);
            unique(node, cap_ids, cap.id);
            cap.name = read_localized(m_doc, node, "name", true);
            cap.max = static_cast<int>(integer_attribute(m_doc, node, "max", -1, 0, kMaxCount));
            if (cap.max < 0) {
                m_doc.fail(node, TR_("A <cap> needs a \"max\" of zero or more."));
            }
            cap.scaled = bool_attribute(m_doc, node, "scaled", false);
            cap.units = id_list(m_doc, node, "units");
            if (cap.units.empty()) {
                m_doc.fail(node, TR_("A <cap> needs the \"units\" it limits."));
            }
            for (const auto& u : cap.units) {
                m_pending.push_back({node, "units", u, PendingRef::Unit});
            }
            m_list.caps.push_back(std::move(cap));
        }
        for (auto node : root.children("ally")) {
            check_attributes(m_doc, node, {"list", "from", "to"});
            check_children(m_doc, node, {});
            AllyRef ally;
            ally.list = read_id(m_doc, node, "list");
            read_dates(node, ally.date_from, ally.date_to);
            m_list.allies.push_back(std::move(ally));
        }
        resolve();
        m_list.file = m_doc.name();
        return std::move(m_list);
    }

private:
    void unique(pugi::xml_node node, std::set<std::string>& seen, const std::string& id) {
        if (!seen.insert(id).second) {
            throw InvalidInputError(TR_("Duplicate id \"{0}\": another <{1}> of this list already uses it.")
                                        .arg(id)
                                        .arg(node.name()),
                                    {}, m_doc.location_of(node.attribute("id"), node));
        }
    }

    void read_dates(pugi::xml_node node, std::optional<int>& from, std::optional<int>& to) {
        from = optional_int(m_doc, node, "from", -kMaxYear, kMaxYear);
        to = optional_int(m_doc, node, "to", -kMaxYear, kMaxYear);
        if (from && to && *from > *to) {
            m_doc.fail(node, TR_("The date window ends ({0}) before it starts ({1}).").arg(*to).arg(*from));
        }
    }

    void check_range(pugi::xml_node node, std::optional<int> min, std::optional<int> max,
                     const char* max_name = "max") {
        // Each bound is in range already (optional_int); only their order is left.
        if (min && max && *min > *max) {
            throw InvalidInputError(TR_("The minimum {0} is above the maximum {1}.").arg(*min).arg(*max), {},
                                    m_doc.location_of(node.attribute(max_name), node));
        }
    }

    SpecialRule read_rule(pugi::xml_node node) {
        check_attributes(m_doc, node, {"id", "section"});
        check_children(m_doc, node, {"name", "summary"});
        SpecialRule rule;
        rule.id = read_id(m_doc, node);
        rule.section = node.attribute("section").value();
        rule.name = read_localized(m_doc, node, "name", true);
        rule.summary = read_localized(m_doc, node, "summary", false);
        return rule;
    }

    std::vector<Cost> read_costs(pugi::xml_node node, bool allow_negative) {
        std::vector<Cost> costs;
        for (auto c : node.children("cost")) {
            auto cost = read_cost(m_doc, c);
            if (m_system.cost_type(cost.type) == nullptr) {
                throw InvalidInputError(TR_("Unknown cost type \"{0}\" in system \"{1}\".").arg(cost.type).arg(m_system.id),
                                        {}, m_doc.location_of(c.attribute("type"), c));
            }
            if (cost.value < 0 && !allow_negative) {
                throw InvalidInputError(TR_("The cost of <{0}> cannot be negative ({1}).").arg(node.name()).arg(cost.value),
                                        {}, m_doc.location_of(c.attribute("value"), c));
            }
            if (cost.army_size != 0 && !m_system.any_size && m_system.army_size(cost.army_size) == nullptr) {
                throw InvalidInputError(TR_("{0} points is not an army size of {1}.").arg(cost.army_size).arg(m_system.name()),
                                        {}, m_doc.location_of(c.attribute("size"), c));
            }
            costs.push_back(cost);
        }
        return costs;
    }

    void read_refs(pugi::xml_node node, std::vector<std::string>& out, const char* element,
                   PendingRef::Kind kind) {
        for (auto r : node.children(element)) {
            check_attributes(m_doc, r, {"ref"});
            check_children(m_doc, r, {});
            out.push_back(read_id(m_doc, r, "ref"));
            m_pending.push_back({r, nullptr, out.back(), kind});
        }
    }

    void read_id_refs(pugi::xml_node node, const char* attribute, std::vector<std::string>& out) {
        out = id_list(m_doc, node, attribute);
        for (const auto& id : out) {
            m_pending.push_back({node, attribute, id, PendingRef::Unit});
        }
    }

    Profile read_profile(pugi::xml_node node) {
        const std::string profile = node.attribute("profile").value();
        const auto stats = node.child("stats");
        if (!stats) {
            return Profile{profile, {}};
        }
        if (profile.empty()) {
            m_doc.fail(stats, TR_("<stats> needs a \"profile\" attribute on its <{0}>.").arg(node.name()));
        }
        return read_stats(m_doc, stats, m_system, profile);
    }

    UnitOption read_option(pugi::xml_node node) {
        check_attributes(m_doc, node, {"id", "profile", "min", "max", "army-min", "army-max", "requires",
                                       "from", "to", "confirmed"});
        check_children(m_doc, node, {"name", "stats", "cost", "rule"});
        UnitOption o;
        o.id = read_id(m_doc, node);
        o.name = read_localized(m_doc, node, "name", true);
        o.profile = read_profile(node);
        o.costs = read_costs(node, true);
        o.min = optional_int(m_doc, node, "min", 0, kMaxCount);
        o.max = optional_int(m_doc, node, "max", 0, kMaxCount);
        check_range(node, o.min, o.max);
        o.army_min = optional_int(m_doc, node, "army-min", 0, kMaxCount);
        o.army_max = optional_int(m_doc, node, "army-max", 0, kMaxCount);
        check_range(node, o.army_min, o.army_max, "army-max");
        read_id_refs(node, "requires", o.requires_units);
        read_refs(node, o.rules, "rule", PendingRef::Rule);
        read_dates(node, o.date_from, o.date_to);
        o.confirmed = bool_attribute(m_doc, node, "confirmed", true);
        return o;
    }

    UnitEntry read_unit(pugi::xml_node node) {
        check_attributes(m_doc, node, {"id", "role", "profile", "min", "max", "army-min", "army-max", "group",
                                       "counts-as", "requires", "attaches-to", "counts", "magic", "from", "to",
                                       "confirmed"});
        check_children(m_doc, node, {"name", "stats", "cost", "rule", "upgrade", "option", "note"});
        UnitEntry u;
        u.id = read_id(m_doc, node);
        u.name = read_localized(m_doc, node, "name", true);
        if (const auto role = node.attribute("role")) {
            const auto parsed = unit_role_from(role.value());
            if (!parsed) {
                throw InvalidInputError(TR_("Unknown role \"{0}\" (use unit, general, character, camp or fortification).")
                                            .arg(role.value()),
                                        {}, m_doc.location_of(role, node));
            }
            u.role = *parsed;
        }
        u.profile = read_profile(node);
        u.costs = read_costs(node, false);
        u.min = optional_int(m_doc, node, "min", 0, kMaxCount);
        u.max = optional_int(m_doc, node, "max", 0, kMaxCount);
        check_range(node, u.min, u.max);
        u.army_min = optional_int(m_doc, node, "army-min", 0, kMaxCount);
        u.army_max = optional_int(m_doc, node, "army-max", 0, kMaxCount);
        check_range(node, u.army_min, u.army_max, "army-max");
        if (const auto group = node.attribute("group")) {
            u.group = group.value();
            m_pending.push_back({node, "group", u.group, PendingRef::Group});
        }
        if (const auto counts_as = node.attribute("counts-as")) {
            u.counts_as = counts_as.value();
            m_pending.push_back({node, "counts-as", u.counts_as, PendingRef::Unit});
        }
        read_id_refs(node, "requires", u.requires_units);
        read_id_refs(node, "attaches-to", u.attaches_to);
        u.counts = bool_attribute(m_doc, node, "counts", true);
        u.magic = bool_attribute(m_doc, node, "magic", true);
        read_refs(node, u.upgrades, "upgrade", PendingRef::Upgrade);
        read_refs(node, u.rules, "rule", PendingRef::Rule);
        std::set<std::string> option_ids;
        for (auto o : node.children("option")) {
            u.options.push_back(read_option(o));
            unique(o, option_ids, u.options.back().id);
        }
        read_dates(node, u.date_from, u.date_to);
        const auto note = read_localized(m_doc, node, "note", false);
        u.note_fr = note.fr;
        u.note_en = note.en;
        u.confirmed = bool_attribute(m_doc, node, "confirmed", true);
        return u;
    }

    void resolve() {
        for (const auto& ref : m_pending) {
            bool found = false;
            Text message;
            switch (ref.kind) {
            case PendingRef::Unit:
                found = m_unit_ids.count(ref.id) != 0;
                message = TR_("Unknown unit \"{0}\" in this list.").arg(ref.id);
                break;
            case PendingRef::Upgrade:
                found = m_upgrade_ids.count(ref.id) != 0 || m_system.catalogue_entry(ref.id) != nullptr;
                message = TR_("Unknown upgrade \"{0}\": declare it with <upgrade id=\"{0}\"> in this list.").arg(ref.id);
                break;
            case PendingRef::Group:
                found = m_group_ids.count(ref.id) != 0;
                message = TR_("Unknown group \"{0}\": declare it with <group id=\"{0}\"> in this list.").arg(ref.id);
                break;
            case PendingRef::Rule:
                found = m_rule_ids.count(ref.id) != 0 || m_system.rule(ref.id) != nullptr;
                message = TR_("Unknown special rule \"{0}\" (neither in this list nor in the system).").arg(ref.id);
                break;
            }
            if (!found) {
                const auto attribute = ref.node.attribute(ref.attribute != nullptr ? ref.attribute : "ref");
                throw InvalidInputError(std::move(message), {}, m_doc.location_of(attribute, ref.node));
            }
        }
    }

    const XmlDocument& m_doc;
    const GameSystem& m_system;
    ArmyList m_list;
    std::vector<PendingRef> m_pending;
    std::set<std::string> m_unit_ids;
    std::set<std::string> m_upgrade_ids;
    std::set<std::string> m_group_ids;
    std::set<std::string> m_rule_ids;
};

} // namespace

ArmyList read_army_list(const XmlDocument& doc, const GameSystem& system) {
    return ListReader(doc, system).read();
}

std::string army_list_system_id(const XmlDocument& doc) {
    const auto root = doc.root();
    if (std::string(root.name()) != "army-list") {
        doc.fail(root, TR_("Expected an <army-list> root element, found <{0}>.").arg(root.name()));
    }
    return read_id(doc, root, "system");
}

} // namespace ost
