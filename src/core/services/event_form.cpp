// Event profile fields for forms: labels and help in the reader's language, values as lines,
// parsing back with errors naming the field. The .ostevent reader checks ids and ranges again.
#include "core/services/event_form.h"

#include "core/model/catalogue_kinds.h"
#include "core/io/xml_fields.h"
#include "core/model/limits.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include <algorithm>
#include <charconv>

namespace ost {

namespace {

constexpr char kRuleChoices[] = "rule";

/// The id lists of `event` by field key (nullptr for a field that is not one).
std::vector<std::string>* id_list(EventProfile& e, const std::string& key) {
    if (key == "ban-troop-type") return &e.banned_troop_types;
    if (key == "ban-capability") return &e.banned_capabilities;
    if (key == "ban-unit") return &e.banned_units;
    if (key == "ban-rule") return &e.banned_rules;
    if (key == "allow-unit") return &e.allowed_units;
    if (key == "optional-rule") return &e.optional_rules;
    return nullptr;
}

/// `line` as a whole number in [low, high]; InvalidInputError naming the field otherwise.
int whole_number(const std::string& line, const EventField& field, long long low, long long high) {
    long long value = 0;
    const auto* end = line.data() + line.size();
    const auto [at, error] = std::from_chars(line.data() + (line.starts_with('+') ? 1 : 0), end, value);
    if (error != std::errc() || at != end || value < low || value > high) {
        throw InvalidInputError(TR_("{0}: \"{1}\" is not a whole number from {2} to {3}.")
                                    .arg(field.label)
                                    .arg(line)
                                    .arg(low)
                                    .arg(high));
    }
    return static_cast<int>(value);
}

std::vector<std::string> clean_lines(const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const auto& line : lines) {
        auto item = std::string(trim(line));
        if (!item.empty() && std::find(out.begin(), out.end(), item) == out.end()) {
            out.push_back(std::move(item));
        }
    }
    return out;
}

std::optional<int> year_of(const std::vector<std::string>& items, const EventField& field) {
    if (items.empty()) {
        return std::nullopt;
    }
    return whole_number(items.front(), field, -kMaxYear, kMaxYear);
}

void set_allowed_lists(EventProfile& e, const EventField& field, const std::vector<std::string>& items) {
    e.allowed_lists.clear();
    e.allowed_list_numbers.clear();
    for (const auto& item : items) {
        if (std::all_of(item.begin(), item.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            e.allowed_list_numbers.push_back(whole_number(item, field, 0, kMaxAttributeNumber));
        } else {
            e.allowed_lists.push_back(item);
        }
    }
}

} // namespace

bool EventField::applies(const GameSystem& system) const {
    if (kind == EventFieldKind::Year) {
        return system.has_dates();
    }
    if (key == "size") {
        return system.has_points();
    }
    if (!choices.empty() && choices != kRuleChoices) {
        return system.has_catalogue(choices);
    }
    return true;
}

std::vector<EventField> event_fields() {
    using K = EventFieldKind;
    return {
        {"name-fr", TR_("Name (French)"), TR_("The event's name as French players read it."), K::Text, ""},
        {"name-en", TR_("Name (English)"), TR_("The event's name as English players read it."), K::Text, ""},
        {"size", TR_("Army size (points)"), TR_("Every list must be built at this size; empty for any size."),
         K::Number, ""},
        {"from", TR_("Armies from (year)"),
         TR_("The earliest year of the lists and their allies (negative for BC); empty for no limit."), K::Year, ""},
        {"to", TR_("Armies up to (year)"),
         TR_("The latest year of the lists and their allies (negative for BC); empty for no limit."), K::Year, ""},
        {"deadline", TR_("Deadline"), TR_("When the lists are due, as you announce it (information only)."),
         K::Text, ""},
        {"lists", TR_("Allowed lists"),
         TR_("Only these army lists, by number or id, one per line; empty allows every list."), K::Ids, ""},
        {"ban-troop-type", TR_("Banned troop types"), TR_("No unit of these troop types."), K::Ids,
         catalogue_kind::kTroopType},
        {"ban-capability", TR_("Banned capabilities"), TR_("No unit with these capabilities."), K::Ids,
         catalogue_kind::kCapability},
        {"ban-unit", TR_("Banned units"), TR_("These list lines, by their id in the list, one per line."), K::Ids, ""},
        {"ban-rule", TR_("Banned special rules"), TR_("No unit carrying these special rules…"), K::Ids,
         kRuleChoices},
        {"allow-unit", TR_("Allowed despite a banned rule"),
         TR_("…except these list lines (optional units the event allows), by id."), K::Ids, ""},
        {"optional-rule", TR_("Optional rules played"), TR_("The optional rules the event plays (information)."),
         K::Ids, kRuleChoices},
        {"players", TR_("Players"), TR_("The registered players, one name per line."), K::Names, ""},
    };
}

std::vector<std::string> event_field_value(const EventProfile& event, const std::string& key) {
    const auto year = [](std::optional<int> y) {
        return y ? std::vector<std::string>{std::to_string(*y)} : std::vector<std::string>{};
    };
    if (key == "name-fr") return event.name.fr.empty() ? std::vector<std::string>{} : std::vector{event.name.fr};
    if (key == "name-en") return event.name.en.empty() ? std::vector<std::string>{} : std::vector{event.name.en};
    if (key == "size") return event.army_size > 0 ? std::vector{std::to_string(event.army_size)} : std::vector<std::string>{};
    if (key == "from") return year(event.date_from);
    if (key == "to") return year(event.date_to);
    if (key == "deadline") return event.deadline.empty() ? std::vector<std::string>{} : std::vector{event.deadline};
    if (key == "lists") {
        std::vector<std::string> out;
        for (int number : event.allowed_list_numbers) {
            out.push_back(std::to_string(number));
        }
        out.insert(out.end(), event.allowed_lists.begin(), event.allowed_lists.end());
        return out;
    }
    if (key == "players") {
        std::vector<std::string> out;
        for (const auto& player : event.players) {
            out.push_back(player.name);
        }
        return out;
    }
    auto copy = event;
    const auto* ids = id_list(copy, key);
    return ids != nullptr ? *ids : std::vector<std::string>{};
}

void set_event_field(EventProfile& e, const EventField& field, const std::vector<std::string>& lines) {
    const auto items = clean_lines(lines);
    const auto first = items.empty() ? std::string() : items.front();
    if (field.key == "name-fr") {
        e.name.fr = first;
    } else if (field.key == "name-en") {
        e.name.en = first;
    } else if (field.key == "deadline") {
        e.deadline = first;
    } else if (field.key == "size") {
        e.army_size = items.empty() ? 0 : whole_number(first, field, 0, kMaxCostValue);
    } else if (field.key == "from") {
        e.date_from = year_of(items, field);
    } else if (field.key == "to") {
        e.date_to = year_of(items, field);
    } else if (field.key == "lists") {
        set_allowed_lists(e, field, items);
    } else if (field.key == "players") {
        e.players.clear();
        for (const auto& name : items) {
            e.players.push_back({name});
        }
    } else if (auto* ids = id_list(e, field.key)) {
        *ids = items;
    }
}

std::vector<std::pair<std::string, Text>> event_field_choices(const GameSystem& system, const EventField& field) {
    std::vector<std::pair<std::string, Text>> out;
    if (field.choices == kRuleChoices) {
        for (const auto& rule : system.rules) {
            out.emplace_back(rule.id, rule.name.text());
        }
    } else if (!field.choices.empty()) {
        for (const auto* entry : system.catalogue_of(field.choices)) {
            out.emplace_back(entry->id, entry->name.text());
        }
    }
    return out;
}

} // namespace ost
