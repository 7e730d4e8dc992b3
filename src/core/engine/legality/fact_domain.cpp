// Fact domains from the rule table: yes/no, the data's enum values, terrains and formations with
// their names, numbers; the question asked for each fact.
#include "core/engine/legality/fact_domain.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace ost::engine::legality {
namespace {

/// A unit key split: "actor.state.disordered" → role "actor", what "state", id "disordered".
struct UnitKey {
    std::string role;
    std::string what;
    std::string id;
};

std::optional<UnitKey> unit_key(const std::string& key) {
    for (const char* role : {"actor", "target"}) {
        const std::string prefix = std::string(role) + ".";
        if (!key.starts_with(prefix)) {
            continue;
        }
        const auto rest = key.substr(prefix.size());
        if (rest == "terrain" || rest == "formation") {
            return UnitKey{role, rest, {}};
        }
        for (const char* what : {"state", "capability"}) {
            const std::string w = std::string(what) + ".";
            if (rest.starts_with(w) && rest.size() > w.size()) {
                return UnitKey{role, what, rest.substr(w.size())};
            }
        }
    }
    return std::nullopt;
}

std::vector<DomainValue> yes_no() {
    return {{"yes", TR_("yes")}, {"no", TR_("no")}};
}

std::vector<DomainValue> named(const std::vector<NamedValue>& values) {
    std::vector<DomainValue> out;
    for (const auto& v : values) {
        out.push_back({v.id, v.name.text()});
    }
    return out;
}

Text role_name(const RuleTable& table, const std::string& role) {
    return role == "actor" ? table.actor_name.text() : table.target_name.text();
}

void add_once(std::vector<std::string>& keys, const std::string& key) {
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
        keys.push_back(key);
    }
}

} // namespace

bool FactDomain::contains(const std::string& id) const {
    if (type == FactType::Number) {
        double value = 0;
        const auto* end = id.data() + id.size();
        const auto [ptr, ec] = std::from_chars(id.data(), end, value);
        return !id.empty() && ec == std::errc() && ptr == end && std::isfinite(value) && value >= 0;
    }
    return std::any_of(values.begin(), values.end(), [&](const DomainValue& v) { return v.id == id; });
}

Text FactDomain::label(const std::string& id) const {
    const auto it = std::find_if(values.begin(), values.end(), [&](const DomainValue& v) { return v.id == id; });
    return it != values.end() ? it->label : Text::verbatim(id);
}

std::vector<std::string> FactDomain::ids() const {
    std::vector<std::string> out;
    for (const auto& v : values) {
        out.push_back(v.id);
    }
    return out;
}

std::optional<FactDomain> fact_domain(const RuleTable& table, const std::string& key) {
    FactDomain d;
    d.key = key;
    if (const auto* f = table.fact(key)) {
        d.type = f->type;
        d.question = f->question.text();
        if (f->type == FactType::Bool) {
            d.values = yes_no();
        } else if (f->type == FactType::Enum) {
            d.values = named(f->values);
        }
        return d;
    }
    const auto u = unit_key(key);
    if (!u) {
        return std::nullopt;
    }
    if (u->what == "state" || u->what == "capability") {
        const auto* def = u->what == "state" ? table.state(u->id) : table.capability(u->id);
        if (def == nullptr) {
            return std::nullopt;
        }
        d.question = def->question.text().arg(role_name(table, u->role));
        d.values = yes_no();
        return d;
    }
    d.type = FactType::Enum;
    if (u->what == "terrain") {
        d.question = TR_("In which terrain is {0}?").arg(role_name(table, u->role));
        for (const auto& t : table.terrains) {
            d.values.push_back({t.id, t.name.text()});
        }
    } else {
        d.question = TR_("In which formation is {0}?").arg(role_name(table, u->role));
        d.values = named(table.formations);
    }
    return d;
}

Text fact_question(const RuleTable& table, const std::string& key) {
    const auto d = fact_domain(table, key);
    return d ? d->question : Text::verbatim(key);
}

std::vector<std::string> fact_keys_used(const RuleTable& table) {
    std::vector<std::string> keys;
    for (const auto& r : table.rows) {
        for (const auto* groups : {&r.when, &r.need}) {
            for (const auto& g : *groups) {
                for (const auto& c : g.all) {
                    const std::string role = c.role == Role::Actor ? "actor." : "target.";
                    switch (c.predicate) {
                    case Predicate::Fact: add_once(keys, c.key); break;
                    case Predicate::DistanceLe: add_once(keys, "distance"); break;
                    case Predicate::Terrain: add_once(keys, role + "terrain"); break;
                    case Predicate::Formation: add_once(keys, role + "formation"); break;
                    case Predicate::State:
                    case Predicate::Capability:
                        for (const auto& v : c.values) {
                            add_once(keys, role + (c.predicate == Predicate::State ? "state." : "capability.") + v);
                        }
                        break;
                    case Predicate::Troop:
                    case Predicate::Class:
                    case Predicate::Camp: break;
                    }
                }
            }
        }
    }
    for (const auto& p : table.paces) {
        for (const auto& row : p.rows) {
            for (const auto& c : row.capabilities) {
                add_once(keys, "actor.capability." + c);
            }
            if (!row.formations.empty()) {
                add_once(keys, "actor.formation");
            }
        }
    }
    return keys;
}

} // namespace ost::engine::legality
