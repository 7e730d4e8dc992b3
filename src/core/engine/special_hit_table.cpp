// Reading and judging the special-hit / tactical-advantage tables of data/engine.
#include "core/engine/special_hit_table.h"

#include <algorithm>

namespace ost::engine {

SpecialHitTable SpecialHitTable::load(const JsonValue& object, bool both_apply, const std::vector<std::string>& conditions) {
    SpecialHitTable t;
    t.m_both_apply = both_apply;
    t.m_rule = object.at("rule").as_string();
    for (const auto& row : object.at("rows").items()) {
        row.check_keys({"attacker", "defender", "result", "when"});
        SpecialHitRow r;
        if (const auto a = row.find("attacker")) {
            r.attacker = a->as_string();
        }
        if (const auto d = row.find("defender")) {
            r.defender = d->as_string();
        }
        r.result = row.at("result").as_choice({"hit", "morale", "miss"});
        for (const auto& c : row.at("when").items()) {
            const std::string name = c.as_string();
            if (std::find(conditions.begin(), conditions.end(), name) == conditions.end()) {
                c.fail(TR_("Unknown condition \"{0}\" in the table.").arg(name));
            }
            r.when.push_back(name);
        }
        t.m_rows.push_back(std::move(r));
    }
    return t;
}

SpecialHitResult SpecialHitTable::read(const std::string& attacker_kind, const std::string& attacker_class,
                                       const std::string& defender_kind, const std::string& defender_class,
                                       const std::function<bool(const std::string&)>& holds) const {
    bool hit = false;
    bool morale = false;
    for (const auto& row : m_rows) {
        if (!row.attacker.empty() && row.attacker != attacker_kind && row.attacker != attacker_class) {
            continue;
        }
        if (!row.defender.empty() && row.defender != defender_kind && row.defender != defender_class) {
            continue;
        }
        if (!std::all_of(row.when.begin(), row.when.end(), holds)) {
            continue;
        }
        if (row.result == "miss") {
            return {};
        }
        hit = hit || row.result == "hit";
        morale = morale || row.result == "morale";
    }
    if (hit && !m_both_apply) {
        morale = false;
    }
    return {hit, morale};
}

Text describe(const SpecialHitResult& s) {
    if (s.hit && s.morale) {
        return TR_("a hit, then a morale hit");
    }
    if (s.hit) {
        return TR_("a hit");
    }
    if (s.morale) {
        return TR_("a morale hit");
    }
    return TR_("a miss");
}

bool bears(const DieFace& f, const std::string& symbol) {
    return std::find(f.symbols.begin(), f.symbols.end(), symbol) != f.symbols.end();
}

} // namespace ost::engine
