// The list editor's checks (see list_editor.h), one finding per field so a form shows each beside
// its field. Where army_list_reader refuses the same fault, the message is the reader's own.
#include "core/services/list_editor.h"

#include "core/io/xml_fields.h"

#include <algorithm>
#include <set>

namespace ost {

namespace {
Diagnostic problem(std::string code, Text message, std::string subject, std::string field) {
    Diagnostic d;
    d.code = std::move(code);
    d.message = std::move(message);
    d.subject = std::move(subject);
    d.field = std::move(field);
    return d;
}

void append(Diagnostics& out, Diagnostics more) {
    out.insert(out.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
}

/// The reader's checks of an id attribute: format (xml_fields read_id).
void check_id(const std::string& id, const std::string& subject, const char* field, Diagnostics& out) {
    if (!valid_list_id(id)) {
        out.push_back(problem("list-editor.bad-id",
                              TR_("The id \"{0}\" must be lowercase letters, digits and dashes.").arg(id),
                              subject, field));
    }
}

/// A name needs one language at least (the editor fills the other); the reader's message.
void check_name(const LocalizedString& name, const char* element, const std::string& subject,
                Diagnostics& out) {
    if (name.fr.empty() && name.en.empty()) {
        out.push_back(problem("list-editor.no-name",
                              TR_("<{0}> needs a <{1} lang=\"{2}\"> element.").arg(element).arg("name").arg("fr"),
                              subject, "name"));
    }
}

/// The reader's message for a count outside 0 … kMaxCount (integer_attribute), or nothing.
std::optional<Text> count_out_of_range(long long value, const char* name, const char* element) {
    if (value >= 0 && value <= kMaxCount) {
        return std::nullopt;
    }
    return TR_("The \"{0}\" attribute of <{1}> must be between {2} and {3}, not {4}.")
        .arg(name)
        .arg(element)
        .arg(0LL)
        .arg(kMaxCount)
        .arg(value);
}

/// Limits as the reader checks them (optional_int, check_range): each a count from 0 to
/// kMaxCount, the minimum not above the maximum.
void check_limits(std::optional<int> min, std::optional<int> max, const char* element, const char* min_name,
                  const char* max_name, const std::string& subject, Diagnostics& out) {
    bool negative = false;
    for (const auto& [value, name] : {std::make_pair(min, min_name), std::make_pair(max, max_name)}) {
        if (const auto message = value ? count_out_of_range(*value, name, element) : std::nullopt) {
            negative = true;
            out.push_back(problem("list-editor.negative-limit", *message, subject, name));
        }
    }
    if (!negative && min && max && *min > *max) {
        out.push_back(problem("list-editor.min-above-max",
                              TR_("The minimum {0} is above the maximum {1}.").arg(*min).arg(*max), subject,
                              max_name));
    }
}

void check_duplicate(bool duplicate, const std::string& id, const char* element, const std::string& subject,
                     Diagnostics& out) {
    if (duplicate) {
        out.push_back(problem("list-editor.duplicate-id",
                              TR_("Duplicate id \"{0}\": another <{1}> of this list already uses it.")
                                  .arg(id)
                                  .arg(element),
                              subject, "id"));
    }
}

template <typename T>
bool taken_by_other(const std::vector<T>& items, const std::string& id, std::optional<std::size_t> index) {
    for (std::size_t i = 0; i < items.size(); ++i) {
        if ((!index || *index != i) && items[i].id == id) {
            return true;
        }
    }
    return false;
}
} // namespace

Diagnostics ListEditor::check_dates(std::optional<int> from, std::optional<int> to, const std::string& subject) {
    Diagnostics out;
    if (from && to && *from > *to) {
        out.push_back(problem("list-editor.date-window",
                              TR_("The date window ends ({0}) before it starts ({1}).").arg(*to).arg(*from),
                              subject, "to"));
    }
    return out;
}

void ListEditor::check_costs(const std::vector<Cost>& costs, bool allow_negative, const std::string& subject,
                             const char* element, Diagnostics& out) const {
    for (const auto& cost : costs) {
        if (m_system.cost_type(cost.type) == nullptr) {
            out.push_back(problem("list-editor.cost-type",
                                  TR_("Unknown cost type \"{0}\" in system \"{1}\".").arg(cost.type).arg(m_system.id),
                                  subject, "cost"));
        }
        if (cost.value < 0 && !allow_negative) {
            out.push_back(problem("list-editor.negative-points",
                                  TR_("The cost of <{0}> cannot be negative ({1}).").arg(element).arg(cost.value),
                                  subject, "cost"));
        }
        if (cost.army_size < 0 ||
            (cost.army_size != 0 && !m_system.any_size && m_system.army_size(cost.army_size) == nullptr)) {
            out.push_back(problem("list-editor.cost-size",
                                  TR_("{0} points is not an army size of {1}.").arg(cost.army_size).arg(m_system.name()),
                                  subject, "cost"));
        }
        const auto same = std::count_if(costs.begin(), costs.end(), [&](const Cost& other) {
            return other.type == cost.type && other.army_size == cost.army_size;
        });
        if (same > 1 && &cost == &*std::find_if(costs.begin(), costs.end(), [&](const Cost& other) {
                return other.type == cost.type && other.army_size == cost.army_size;
            })) {
            out.push_back(problem("list-editor.cost-twice",
                                  cost.army_size == 0
                                      ? TR_("Two \"{0}\" costs for every size: keep one.").arg(cost.type)
                                      : TR_("Two \"{0}\" costs at {1} points: keep one.").arg(cost.type).arg(cost.army_size),
                                  subject, "cost"));
        }
    }
}

void ListEditor::check_option(const UnitOption& option, const std::string& owner, Diagnostics& out) const {
    const bool shared = owner.empty();
    const auto subject = shared ? option.id : owner;
    const char* element = shared ? "upgrade" : "option";
    check_id(option.id, subject, "id", out);
    check_name(option.name, element, subject, out);
    check_limits(option.min, option.max, element, "min", "max", subject, out);
    check_limits(option.army_min, option.army_max, element, "army-min", "army-max", subject, out);
    check_costs(option.costs, true, subject, element, out);
    for (const auto& id : option.requires_units) {
        if (m_list.unit(id) == nullptr) {
            out.push_back(problem("list-editor.unknown-unit", TR_("Unknown unit \"{0}\" in this list.").arg(id),
                                  subject, "requires"));
        }
    }
    for (const auto& rule : option.rules) {
        if (m_list.rule(rule) == nullptr && m_system.rule(rule) == nullptr) {
            out.push_back(problem("list-editor.unknown-rule",
                                  TR_("Unknown special rule \"{0}\" (neither in this list nor in the system).").arg(rule),
                                  subject, "rule"));
        }
    }
    append(out, check_dates(option.date_from, option.date_to, subject));
}

Diagnostics ListEditor::check_unit(const UnitEntry& unit, std::optional<std::size_t> index) const {
    Diagnostics out;
    const auto& id = unit.id;
    if (!valid_list_id(id)) {
        out.push_back(problem(
            "list-editor.unit-id",
            TR_("The unit id \"{0}\" must be lowercase letters, digits and dashes.").arg(id), id, "id"));
    }
    if (taken_by_other(m_list.units, id, index)) {
        out.push_back(problem("list-editor.duplicate-id",
                              TR_("Another unit of this list already has the id \"{0}\".").arg(id), id, "id"));
    }
    if (unit.name.fr.empty() && unit.name.en.empty()) {
        out.push_back(problem("list-editor.unit-name", TR_("Give the unit \"{0}\" a name.").arg(id), id, "name"));
    }
    for (const auto& cost : unit.costs) {
        if (cost.value < 0) {
            out.push_back(problem(
                "list-editor.negative-points",
                TR_("The points of \"{0}\" cannot be negative ({1}).").arg(id).arg(cost.value), id, "cost"));
        }
    }
    check_costs(unit.costs, true, id, "unit", out); // negative already reported above
    const auto check_range = [&](std::optional<int> min, std::optional<int> max, const char* min_name,
                                 const char* max_name) {
        if ((min && *min < 0) || (max && *max < 0)) {
            out.push_back(problem("list-editor.negative-limit",
                                  TR_("The minimum and maximum of \"{0}\" cannot be negative.").arg(id), id,
                                  (min && *min < 0) ? min_name : max_name));
        } else if (min && max && *min > *max) {
            out.push_back(problem("list-editor.min-above-max",
                                  TR_("The minimum {0} of \"{1}\" is above its maximum {2}.")
                                      .arg(*min)
                                      .arg(id)
                                      .arg(*max),
                                  id, max_name));
        }
    };
    check_range(unit.min, unit.max, "min", "max");
    check_range(unit.army_min, unit.army_max, "army-min", "army-max");
    if (!unit.profile.empty()) {
        const auto* type = m_system.profile_type(unit.profile.type);
        for (const auto& [field_id, value] : unit.profile.values) {
            const auto* field = type != nullptr ? type->field(field_id) : nullptr;
            if (field == nullptr) {
                out.push_back(problem("list-editor.unknown-field",
                                      TR_("Unknown stat \"{0}\" for {1}.").arg(field_id).arg(m_system.name()), id,
                                      "stats"));
            } else if (!field->choices.empty() && field->choice(value) == nullptr) {
                out.push_back(problem("list-editor.unknown-choice",
                                      TR_("\"{0}\" is not a value of {1}.").arg(value).arg(field->name.text()), id,
                                      "stats"));
            }
        }
    }
    for (const auto& rule : unit.rules) {
        if (m_list.rule(rule) == nullptr && m_system.rule(rule) == nullptr) {
            out.push_back(problem(
                "list-editor.unknown-rule",
                TR_("Unknown special rule \"{0}\" (neither in this list nor in the system).").arg(rule), id, "rule"));
        }
    }
    std::vector<std::string> option_ids;
    for (const auto& option : unit.options) {
        if (!valid_list_id(option.id)) {
            out.push_back(problem("list-editor.option-id",
                                  TR_("The option id \"{0}\" must be lowercase letters, digits and dashes.")
                                      .arg(option.id),
                                  id, "option"));
        } else if (std::find(option_ids.begin(), option_ids.end(), option.id) != option_ids.end()) {
            out.push_back(problem("list-editor.duplicate-option",
                                  TR_("Two options of \"{0}\" have the id \"{1}\".").arg(id).arg(option.id), id,
                                  "option"));
        }
        option_ids.push_back(option.id);
        if (option.name.fr.empty() && option.name.en.empty()) {
            out.push_back(
                problem("list-editor.option-name", TR_("Give every option of \"{0}\" a name.").arg(id), id, "option"));
        }
        Diagnostics more;
        check_option(option, id, more);
        for (auto& d : more) {
            // id and name are reported above in the unit's own words
            if (d.field != "id" && d.field != "name") {
                d.field = "option";
                out.push_back(std::move(d));
            }
        }
    }
    append(out, check_dates(unit.date_from, unit.date_to, id));
    // References: the reader's messages (army_list_reader resolve()).
    const auto known_unit = [&](const std::string& ref) {
        // the line itself is known under its (maybe new) id, the others under theirs
        if (ref == id) {
            return true;
        }
        for (std::size_t i = 0; i < m_list.units.size(); ++i) {
            if ((!index || *index != i) && m_list.units[i].id == ref) {
                return true;
            }
        }
        return false;
    };
    const auto unknown_unit = [&](const std::string& ref, const char* field) {
        out.push_back(problem("list-editor.unknown-unit", TR_("Unknown unit \"{0}\" in this list.").arg(ref), id, field));
    };
    if (!unit.group.empty() && m_list.group(unit.group) == nullptr) {
        out.push_back(problem(
            "list-editor.unknown-group",
            TR_("Unknown group \"{0}\": declare it with <group id=\"{0}\"> in this list.").arg(unit.group), id,
            "group"));
    }
    if (!unit.counts_as.empty()) {
        if (!known_unit(unit.counts_as)) {
            unknown_unit(unit.counts_as, "counts-as");
        } else if (unit.counts_as == id) {
            out.push_back(problem("list-editor.counts-as-itself",
                                  TR_("A line cannot count as itself (\"{0}\").").arg(id), id, "counts-as"));
        }
    }
    for (const auto& ref : unit.requires_units) {
        if (!known_unit(ref)) {
            unknown_unit(ref, "requires");
        } else if (ref == id) {
            out.push_back(problem("list-editor.requires-itself",
                                  TR_("A line cannot require itself (\"{0}\").").arg(id), id, "requires"));
        }
    }
    for (const auto& ref : unit.attaches_to) {
        if (!known_unit(ref)) {
            unknown_unit(ref, "attaches-to");
        } else if (ref == id) {
            out.push_back(problem("list-editor.attaches-to-itself",
                                  TR_("A line cannot attach to itself (\"{0}\").").arg(id), id, "attaches-to"));
        }
    }
    for (const auto& ref : unit.upgrades) {
        if (m_list.upgrade(ref) == nullptr && m_system.catalogue_entry(ref) == nullptr) {
            out.push_back(problem(
                "list-editor.unknown-upgrade",
                TR_("Unknown upgrade \"{0}\": declare it with <upgrade id=\"{0}\"> in this list.").arg(ref), id,
                "upgrade"));
        }
    }
    return out;
}

Diagnostics ListEditor::check_group(const ChoiceGroup& group, std::optional<std::size_t> index) const {
    Diagnostics out;
    check_id(group.id, group.id, "id", out);
    check_duplicate(taken_by_other(m_list.groups, group.id, index), group.id, "group", group.id, out);
    check_name(group.name, "group", group.id, out);
    check_limits(group.min, group.max, "group", "min", "max", group.id, out);
    return out;
}

Diagnostics ListEditor::check_cap(const ArmyCap& cap, std::optional<std::size_t> index) const {
    Diagnostics out;
    check_id(cap.id, cap.id, "id", out);
    check_duplicate(taken_by_other(m_list.caps, cap.id, index), cap.id, "cap", cap.id, out);
    check_name(cap.name, "cap", cap.id, out);
    if (const auto message = count_out_of_range(cap.max, "max", "cap")) {
        out.push_back(problem("list-editor.cap-max", *message, cap.id, "max"));
    }
    if (cap.units.empty()) {
        out.push_back(problem("list-editor.cap-units", TR_("A <cap> needs the \"units\" it limits."), cap.id, "units"));
    }
    for (const auto& ref : cap.units) {
        if (m_list.unit(ref) == nullptr) {
            out.push_back(problem("list-editor.unknown-unit", TR_("Unknown unit \"{0}\" in this list.").arg(ref),
                                  cap.id, "units"));
        }
    }
    return out;
}

Diagnostics ListEditor::check_ally(const AllyRef& ally, std::optional<std::size_t> index) const {
    Diagnostics out;
    check_id(ally.list, ally.list, "list", out);
    if (ally.list == m_list.id) {
        out.push_back(problem("list-editor.ally-itself", TR_("A list cannot be its own ally."), ally.list, "list"));
    }
    for (std::size_t i = 0; i < m_list.allies.size(); ++i) {
        if ((!index || *index != i) && m_list.allies[i].list == ally.list) {
            out.push_back(problem("list-editor.ally-twice",
                                  TR_("\"{0}\" is already an ally of this list: change its dates there.").arg(ally.list),
                                  ally.list, "list"));
        }
    }
    append(out, check_dates(ally.date_from, ally.date_to, ally.list));
    return out;
}

Diagnostics ListEditor::check_upgrade(const UnitOption& upgrade, std::optional<std::size_t> index) const {
    Diagnostics out;
    check_duplicate(taken_by_other(m_list.upgrades, upgrade.id, index), upgrade.id, "upgrade", upgrade.id, out);
    check_option(upgrade, {}, out);
    return out;
}

Diagnostics ListEditor::check_option_of(const UnitOption& option, const std::string& owner) const {
    Diagnostics out;
    check_option(option, owner, out);
    for (auto& d : out) {
        d.subject = owner;
    }
    return out;
}

Diagnostics ListEditor::check_rule(const SpecialRule& rule, std::optional<std::size_t> index) const {
    Diagnostics out;
    check_id(rule.id, rule.id, "id", out);
    check_duplicate(taken_by_other(m_list.rules, rule.id, index), rule.id, "rule", rule.id, out);
    check_name(rule.name, "rule", rule.id, out);
    return out;
}

Diagnostics ListEditor::check_facts(const ListFacts& facts) {
    // The reader's messages (army_list_reader: number, command-value).
    Diagnostics out;
    if (facts.number && *facts.number < 1) {
        out.push_back(problem("list-editor.list-number",
                              TR_("The list number must be 1 or more, not {0}.").arg(*facts.number), {}, "number"));
    }
    if (facts.command_value && *facts.command_value < 0) {
        out.push_back(problem("list-editor.command-value",
                              TR_("The command value cannot be negative ({0}).").arg(*facts.command_value), {},
                              "command-value"));
    }
    return out;
}

Diagnostics ListEditor::check() const {
    Diagnostics out;
    if (!valid_list_id(m_list.id)) {
        out.push_back(problem("list-editor.list-id",
                              TR_("The list id \"{0}\" must be lowercase letters, digits and dashes.").arg(m_list.id),
                              {}, "id"));
    }
    if (m_list.name.empty()) {
        out.push_back(problem("list-editor.list-name", TR_("Give the list a name."), {}, "name"));
    }
    if (m_list.source.empty()) {
        out.push_back(problem("list-editor.list-source", TR_("Say where the list comes from (book, page, edition)."),
                              {}, "source"));
    }
    append(out, check_facts(facts()));
    append(out, check_dates(m_list.date_from, m_list.date_to, {}));
    for (std::size_t i = 0; i < m_list.rules.size(); ++i) {
        append(out, check_rule(m_list.rules[i], i));
    }
    for (std::size_t i = 0; i < m_list.groups.size(); ++i) {
        append(out, check_group(m_list.groups[i], i));
    }
    for (std::size_t i = 0; i < m_list.upgrades.size(); ++i) {
        append(out, check_upgrade(m_list.upgrades[i], i));
    }
    for (std::size_t i = 0; i < m_list.units.size(); ++i) {
        append(out, check_unit(m_list.units[i], i));
    }
    for (std::size_t i = 0; i < m_list.caps.size(); ++i) {
        append(out, check_cap(m_list.caps[i], i));
    }
    for (std::size_t i = 0; i < m_list.allies.size(); ++i) {
        append(out, check_ally(m_list.allies[i], i));
    }
    return out;
}

} // namespace ost
