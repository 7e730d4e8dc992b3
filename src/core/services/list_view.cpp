// Display helpers shared by the list browser, the list editor and the CLI (see list_view.h).
// Pure functions over the model: no storage, no formatting beyond Text.
#include "core/services/list_view.h"

#include <algorithm>
#include <sstream>

namespace ost {

namespace {
std::vector<std::string> split_words(const std::string& value) {
    std::vector<std::string> words;
    std::istringstream in(value);
    std::string word;
    while (in >> word) {
        words.push_back(word);
    }
    return words;
}

void add_rule(std::vector<SpecialRule>& out, const SpecialRule* rule) {
    if (rule == nullptr) {
        return;
    }
    const bool known =
        std::any_of(out.begin(), out.end(), [&](const SpecialRule& r) { return r.id == rule->id; });
    if (!known) {
        out.push_back(*rule);
    }
}

Text year_text(int year) {
    return year < 0 ? TR_("{0} BC").arg(-year) : TR_("AD {0}").arg(year);
}
} // namespace

Text stat_value_text(const GameSystem& system, const ProfileField* field,
                     const std::string& value) {
    if (field != nullptr) {
        if (const auto* choice = field->choice(value)) {
            return choice->name.text();
        }
        if (const auto* wording = field->wording(value)) {
            return wording->shown.text(); // a published note in one language, reworded for each
        }
    }
    const auto words = split_words(value);
    if (words.empty()) {
        return Text::verbatim(value);
    }
    std::string fr;
    std::string en;
    for (const auto& word : words) {
        const auto* entry = system.catalogue_entry(word);
        if (entry == nullptr) {
            return Text::verbatim(value); // a published value ("3/1", "15cm à 360°"), not ids
        }
        fr += (fr.empty() ? "" : ", ") + entry->name.fr;
        en += (en.empty() ? "" : ", ") + entry->name.en;
    }
    return Text::localized(fr, en);
}

std::vector<ProfileField> stat_columns(const GameSystem& system, const ArmyList& list) {
    std::vector<ProfileField> columns;
    std::vector<std::string> types;
    for (const auto& unit : list.units) {
        if (!unit.profile.type.empty() &&
            std::find(types.begin(), types.end(), unit.profile.type) == types.end()) {
            types.push_back(unit.profile.type);
        }
    }
    for (const auto& type_id : types) {
        const auto* type = system.profile_type(type_id);
        if (type == nullptr) {
            continue;
        }
        for (const auto& field : type->fields) {
            const bool given =
                std::any_of(list.units.begin(), list.units.end(), [&](const UnitEntry& u) {
                    return u.profile.type == type_id && u.profile.get(field.id) != nullptr;
                });
            const bool listed =
                std::any_of(columns.begin(), columns.end(),
                            [&](const ProfileField& f) { return f.id == field.id; });
            if (given && !listed) {
                columns.push_back(field);
            }
        }
    }
    return columns;
}

std::vector<OptionLine> unit_option_lines(const GameSystem& system, const ArmyList& list,
                                          const UnitEntry& unit) {
    std::vector<OptionLine> lines;
    for (const auto& option : unit.options) {
        lines.push_back({option.id, option.name, option.costs, false, option.confirmed});
    }
    for (const auto& ref : unit.upgrades) {
        if (const auto* upgrade = list.upgrade(ref)) {
            lines.push_back({upgrade->id, upgrade->name, upgrade->costs, true, upgrade->confirmed});
        } else if (const auto* entry = system.catalogue_entry(ref)) {
            lines.push_back({entry->id, entry->name, entry->costs, true, entry->confirmed});
        }
    }
    return lines;
}

std::vector<SpecialRule> unit_special_rules(const GameSystem& system, const ArmyList& list,
                                            const UnitEntry& unit) {
    std::vector<SpecialRule> rules;
    for (const auto& id : unit.rules) {
        const auto* own = list.rule(id);
        add_rule(rules, own != nullptr ? own : system.rule(id));
    }
    for (const auto& [field, value] : unit.profile.values) {
        for (const auto& word : split_words(value)) {
            if (const auto* entry = system.catalogue_entry(word)) {
                for (const auto& id : entry->rules) {
                    add_rule(rules, system.rule(id));
                }
            }
        }
    }
    if (unit.role == UnitRole::General) {
        add_rule(rules, system.rule("general"));
    }
    if (unit.is_attachment()) {
        add_rule(rules, system.rule("attachment"));
    }
    return rules;
}

Text eligibility_text(const GameSystem& system, const CatalogueEntry& entry) {
    std::string fr;
    std::string en;
    for (const auto& type_id : entry.eligible_types) {
        // The choice of a "type" field of the system's stat lines that has this id.
        LocalizedString name{type_id, type_id};
        for (const auto& profile : system.profile_types) {
            const auto* field = profile.field("type");
            if (const auto* choice = field != nullptr ? field->choice(type_id) : nullptr) {
                name = choice->name;
                break;
            }
        }
        fr += (fr.empty() ? "" : ", ") + name.fr;
        en += (en.empty() ? "" : ", ") + name.en;
    }
    auto types = Text::localized(fr, en);
    if (entry.eligible_armour.empty()) {
        return types;
    }
    std::string armour;
    for (const auto& value : entry.eligible_armour) {
        armour += (armour.empty() ? "" : ", ") + value;
    }
    return fr.empty() ? TR_("armour {0}").arg(armour)
                      : TR_("{0}; armour {1}").arg(types).arg(armour);
}

std::vector<Text> catalogue_entry_description(const GameSystem& system, const CatalogueEntry& entry) {
    std::vector<Text> out;
    if (const auto* type = system.profile_type(entry.profile.type)) {
        for (const auto& field : type->fields) {
            if (const auto* value = entry.profile.get(field.id)) {
                out.push_back(TR_("{0}: {1}.").arg(field.name.text()).arg(stat_value_text(system, &field, *value)));
            }
        }
    }
    if (!entry.eligible_types.empty() || !entry.eligible_armour.empty()) {
        out.push_back(TR_("Carried by: {0}.").arg(eligibility_text(system, entry)));
    }
    if (entry.army_max) {
        out.push_back(TRP_("At most {n} in the army.", "At most {n} in the army.", *entry.army_max));
    }
    if (!entry.note.fr.empty() || !entry.note.en.empty()) {
        out.push_back(entry.note.text());
    }
    return out;
}

Text costs_text(const std::vector<Cost>& costs, int army_size) {
    const auto points = cost_of(costs, "points", army_size);
    const auto command = cost_of(costs, "command", army_size);
    if (!points) {
        return command ? TRP_("{n} command point", "{n} command points", *command)
                       : Text::verbatim("\xe2\x80\x94");
    }
    if (command) {
        return TRP_("{0} pts, {n} command point", "{0} pts, {n} command points", *command)
            .arg(*points);
    }
    return TR_("{0} pts").arg(*points);
}

Text date_window_text(std::optional<int> from, std::optional<int> to) {
    if (from && to) {
        return TR_("{0} to {1}").arg(year_text(*from)).arg(year_text(*to));
    }
    if (from) {
        return TR_("from {0}").arg(year_text(*from));
    }
    if (to) {
        return TR_("until {0}").arg(year_text(*to));
    }
    return Text::verbatim("");
}

} // namespace ost
