// Look-ups and cross-reference checks of a legality rule table.
// A table that links cleanly has no dangling reference, so the evaluator never checks ids.
#include "core/engine/legality/rule_table.h"

#include "core/engine/legality/fact_domain.h"
#include "core/support/error.h"

#include <algorithm>
#include <set>

namespace ost::engine::legality {
namespace {

template <typename T>
const T* find_by_id(const std::vector<T>& items, const std::string& id) {
    const auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}

bool contains(const std::vector<std::string>& values, const std::string& value) {
    return std::find(values.begin(), values.end(), value) != values.end();
}

[[noreturn]] void fail_at(const RuleRow& row, Text message) {
    throw InvalidInputError(std::move(message), {}, row.where);
}

} // namespace

Text QuestionDef::word(Verdict verdict) const {
    for (const auto& [v, text] : words)
        if (v == verdict) return text.text();
    return verdict_text(verdict);
}

const QuestionDef* RuleTable::question(const std::string& id) const { return find_by_id(questions, id); }
const FactDef* RuleTable::fact(const std::string& id) const { return find_by_id(facts, id); }
const FlagDef* RuleTable::state(const std::string& id) const { return find_by_id(states, id); }
const FlagDef* RuleTable::capability(const std::string& id) const { return find_by_id(capabilities, id); }
const TerrainDef* RuleTable::terrain(const std::string& id) const { return find_by_id(terrains, id); }
const PaceTable* RuleTable::pace(const std::string& id) const { return find_by_id(paces, id); }
const RuleRow* RuleTable::row(const std::string& id) const { return find_by_id(rows, id); }
const ExtraTargetDef* RuleTable::extra_target(const std::string& id) const { return find_by_id(extra_targets, id); }
bool RuleTable::has_formation(const std::string& id) const { return find_by_id(formations, id) != nullptr; }

std::vector<std::string> RuleTable::formation_ids() const {
    std::vector<std::string> out;
    for (const auto& f : formations) {
        out.push_back(f.id);
    }
    return out;
}

std::vector<std::string> FactDef::value_ids() const {
    std::vector<std::string> out;
    for (const auto& v : values) {
        out.push_back(v.id);
    }
    return out;
}

bool RuleTable::knows_class(const std::string& id) const {
    if (extra_target(id) != nullptr) {
        return true;
    }
    return std::any_of(classes.begin(), classes.end(), [&](const ClassDef& c) {
        return c.id == id || contains(c.categories, id) || contains(c.troops, id);
    });
}

namespace {

/// Whether `v` is a value `c` may test: a declared id, or for a fact a value of its published
/// domain (fact_domain.h).
bool known_value(const RuleTable& t, const Condition& c, const std::string& v) {
    switch (c.predicate) {
    case Predicate::Class:
        return t.knows_class(v);
    case Predicate::State:
        return t.state(v) != nullptr;
    case Predicate::Capability:
        return t.capability(v) != nullptr;
    case Predicate::Terrain:
        return t.terrain(v) != nullptr ||
               std::any_of(t.terrains.begin(), t.terrains.end(), [&](const TerrainDef& d) { return contains(d.classes, v); });
    case Predicate::Formation:
        return t.has_formation(v);
    case Predicate::Camp:
        return v == "yes" || v == "no";
    case Predicate::Fact:
    case Predicate::Troop:
    case Predicate::DistanceLe:
        return true; // facts: below; troops are checked against the catalogue (services)
    }
    return false;
}

std::string joined(const std::vector<std::string>& ids) {
    std::string out;
    for (const auto& id : ids) {
        out += (out.empty() ? "" : ", ") + id;
    }
    return out;
}

} // namespace

void RuleTable::check_condition(const RuleRow& r, const Condition& c) const {
    for (const auto& v : c.values) {
        if (!known_value(*this, c, v)) {
            fail_at(r, TR_("Rule row \"{0}\": \"{1}\" is not declared in this file.").arg(r.id).arg(v));
        }
    }
    if (c.predicate == Predicate::Fact) {
        const auto domain = fact_domain(*this, c.key);
        if (!domain) {
            fail_at(r, TR_("Rule row \"{0}\" uses the undeclared fact \"{1}\".").arg(r.id).arg(c.key));
        }
        for (const auto& v : c.values) {
            if (domain->type == FactType::Number || !domain->contains(v)) {
                fail_at(r, TR_("Rule row \"{0}\" asks whether \"{1}\" is \"{2}\", which is not one of its values ({3}).")
                               .arg(r.id).arg(c.key).arg(v).arg(joined(domain->ids())));
            }
        }
    }
    if (c.predicate == Predicate::DistanceLe) {
        if (fact("distance") == nullptr) {
            fail_at(r, TR_("Rule row \"{0}\" compares a distance but the file declares no \"distance\" fact.").arg(r.id));
        }
        if (!c.pace.empty() && pace(c.pace) == nullptr) {
            fail_at(r, TR_("Rule row \"{0}\" uses the unknown pace table \"{1}\".").arg(r.id).arg(c.pace));
        }
    }
}

void RuleTable::link() {
    std::set<std::string> seen;
    for (const auto& r : rows) {
        if (!seen.insert(r.id).second) {
            fail_at(r, TR_("Rule row \"{0}\" is defined twice.").arg(r.id));
        }
    }
    for (auto& r : rows) {
        if (r.questions.empty()) {
            fail_at(r, TR_("Rule row \"{0}\" names no question.").arg(r.id));
        }
        for (const auto& q : r.questions) {
            if (question(q) == nullptr) {
                fail_at(r, TR_("Rule row \"{0}\" names the unknown question \"{1}\".").arg(r.id).arg(q));
            }
        }
        if (!r.need.empty() && r.effect != Effect::Requires) {
            fail_at(r, TR_("Rule row \"{0}\" has a <need> but its effect is not \"requires\".").arg(r.id));
        }
        if (r.if_verdict && r.effect != Effect::Note) {
            fail_at(r, TR_("Rule row \"{0}\" has if-verdict but its effect is not \"note\".").arg(r.id));
        }
        r.yields_index.clear();
        for (const auto& y : r.yields_to) {
            const auto it = std::find_if(rows.begin(), rows.end(), [&](const RuleRow& o) { return o.id == y; });
            if (it == rows.end()) {
                fail_at(r, TR_("Rule row \"{0}\" yields to the unknown row \"{1}\".").arg(r.id).arg(y));
            }
            r.yields_index.push_back(static_cast<std::size_t>(it - rows.begin()));
        }
        for (const auto* groups : {&r.when, &r.need}) {
            for (const auto& g : *groups) {
                for (const auto& c : g.all) {
                    check_condition(r, c);
                }
            }
        }
    }
}

} // namespace ost::engine::legality
