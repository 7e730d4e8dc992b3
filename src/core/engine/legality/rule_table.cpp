// Look-ups and cross-reference checks of a legality rule table.
// A table that links cleanly has no dangling reference, so the evaluator never checks ids.
#include "core/engine/legality/rule_table.h"

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

const QuestionDef* RuleTable::question(const std::string& id) const { return find_by_id(questions, id); }
const FactDef* RuleTable::fact(const std::string& id) const { return find_by_id(facts, id); }
const FlagDef* RuleTable::state(const std::string& id) const { return find_by_id(states, id); }
const FlagDef* RuleTable::capability(const std::string& id) const { return find_by_id(capabilities, id); }
const TerrainDef* RuleTable::terrain(const std::string& id) const { return find_by_id(terrains, id); }
const PaceTable* RuleTable::pace(const std::string& id) const { return find_by_id(paces, id); }
const RuleRow* RuleTable::row(const std::string& id) const { return find_by_id(rows, id); }
bool RuleTable::has_formation(const std::string& id) const { return contains(formations, id); }

bool RuleTable::knows_class(const std::string& id) const {
    if (id == "camp") {
        return true;
    }
    return std::any_of(classes.begin(), classes.end(), [&](const ClassDef& c) {
        return c.id == id || contains(c.categories, id) || contains(c.troops, id);
    });
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
                    for (const auto& v : c.values) {
                        const bool known = [&] {
                            switch (c.predicate) {
                            case Predicate::Class:
                                return knows_class(v);
                            case Predicate::State:
                                return state(v) != nullptr;
                            case Predicate::Capability:
                                return capability(v) != nullptr;
                            case Predicate::Terrain:
                                return terrain(v) != nullptr ||
                                       std::any_of(terrains.begin(), terrains.end(), [&](const TerrainDef& t) {
                                           return contains(t.classes, v);
                                       });
                            case Predicate::Formation:
                                return has_formation(v);
                            case Predicate::Camp:
                                return v == "yes" || v == "no";
                            case Predicate::Fact: {
                                const auto* f = fact(c.key);
                                if (f == nullptr) {
                                    return false;
                                }
                                if (f->type == FactType::Bool) {
                                    return v == "yes" || v == "no";
                                }
                                return f->type == FactType::Enum && contains(f->values, v);
                            }
                            case Predicate::Troop:
                            case Predicate::DistanceLe:
                                return true; // troops are checked against the catalogue (services)
                            }
                            return false;
                        }();
                        if (!known) {
                            fail_at(r, TR_("Rule row \"{0}\": \"{1}\" is not declared in this file.").arg(r.id).arg(v));
                        }
                    }
                    if (c.predicate == Predicate::Fact && fact(c.key) == nullptr) {
                        fail_at(r, TR_("Rule row \"{0}\" uses the undeclared fact \"{1}\".").arg(r.id).arg(c.key));
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
            }
        }
    }
}

} // namespace ost::engine::legality
