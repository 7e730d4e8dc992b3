// Shared scenario field readers: one copy for the WME/ADLG and the hex games' parsers.
#include "core/engine/scenario_fields.h"

#include "core/engine/scenario.h"
#include "core/support/error.h"

#include <algorithm>

namespace ost::engine {

const std::vector<std::string> kTopKeys{"system", "test", "roll", "about"};
const std::vector<std::string> kUnitRefKeys{"unit", "roster", "entry"};

int opt_int(const JsonValue& o, const char* key, int min, int max, int fallback) {
    const auto v = o.find(key);
    return v ? static_cast<int>(v->as_int(min, max)) : fallback;
}

bool opt_bool(const JsonValue& o, const char* key, bool fallback) {
    const auto v = o.find(key);
    return v ? v->as_bool() : fallback;
}

int field_int(const JsonValue& o, const SchemaField& f, std::optional<int> fallback) {
    const std::string key = f.key();
    if (f.required) {
        return static_cast<int>(o.at(key.c_str()).as_int(f.min, f.max));
    }
    return opt_int(o, key.c_str(), f.min, f.max, fallback.value_or(f.value.number));
}

bool field_bool(const JsonValue& o, const SchemaField& f) { return opt_bool(o, f.key().c_str(), f.value.number != 0); }

std::string field_choice(const JsonValue& o, const SchemaField& f, std::optional<std::string> fallback) {
    const auto v = o.find(f.key().c_str());
    if (!v) {
        return fallback.value_or(f.value.choice);
    }
    if (f.type == FieldType::Text) {
        return v->as_string();
    }
    std::vector<std::string> ids;
    for (const auto& c : f.choices) {
        ids.push_back(c.id);
    }
    return v->as_choice(ids);
}

int field_save(const JsonValue& o, const SchemaField& f, std::optional<int> fallback) {
    const auto v = o.find(f.key().c_str());
    if (!v) {
        return fallback.value_or(f.value.number);
    }
    if (v->is_integer()) {
        return static_cast<int>(v->as_int(f.min, f.max));
    }
    const std::string text = v->as_string();
    // Besides the choices, a blank, "0" and "none" mean no save, as "-" does.
    if (text.empty() || text == "0" || text == "none") {
        return 0;
    }
    for (const auto& c : f.choices) {
        if (c.id == text) {
            return c.id.size() == 2 && c.id[1] == '+' ? c.id[0] - '0' : 0;
        }
    }
    v->fail(TR_("{0} must be a save such as \"5+\", or \"-\" for none.").arg(Text::verbatim("\"" + v->path() + "\"")));
}

JsonValue reference_of(const JsonValue& o) {
    const auto unit = o.find("unit");
    return unit ? *unit : o.at("roster");
}

std::optional<FieldValue> unit_value(const SchemaField& f, const std::optional<Profile>& profile, const JsonValue& where) {
    if (!profile) {
        return std::nullopt;
    }
    try {
        return profile_value(f, *profile);
    } catch (const InvalidInputError& e) {
        throw InvalidInputError(e.message(), e.detail(), where.location());
    }
}

std::vector<std::string> with(std::vector<std::string> keys, const std::vector<std::string>& more) {
    keys.insert(keys.end(), more.begin(), more.end());
    return keys;
}

std::optional<Profile> referenced(const JsonValue& o, const UnitResolver* resolver, const std::filesystem::path& base) {
    const auto unit = o.find("unit");
    const auto roster = o.find("roster");
    if (!unit && !roster) {
        if (const auto entry = o.find("entry")) {
            entry->fail(TR_("\"entry\" needs \"roster\", the roster file it comes from."));
        }
        return std::nullopt;
    }
    const JsonValue& where = unit ? *unit : *roster;
    if (resolver == nullptr) {
        where.fail(TR_("Units from lists or rosters cannot be used here: give the stats inline."));
    }
    try {
        if (unit) {
            return resolver->list_unit(unit->as_string());
        }
        const std::filesystem::path file = roster->as_string();
        return resolver->roster_unit(file.is_absolute() || base.empty() ? file : base / file, o.at("entry").as_string());
    } catch (const InvalidInputError& e) {
        if (!e.location().empty()) {
            throw;
        }
        throw InvalidInputError(e.message(), e.detail(), where.location());
    }
}

} // namespace ost::engine
