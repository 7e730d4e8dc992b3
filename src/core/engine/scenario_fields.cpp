// Shared scenario field readers: one copy for the WME/ADLG and the hex games' parsers.
#include "core/engine/scenario_fields.h"

#include "core/engine/scenario.h"
#include "core/support/error.h"

namespace ost::engine {

const std::vector<std::string> kUnitRefKeys{"unit", "roster", "entry"};

int opt_int(const JsonValue& o, const char* key, int min, int max, int fallback) {
    const auto v = o.find(key);
    return v ? static_cast<int>(v->as_int(min, max)) : fallback;
}

bool opt_bool(const JsonValue& o, const char* key, bool fallback) {
    const auto v = o.find(key);
    return v ? v->as_bool() : fallback;
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
