// The legality evaluator: three-valued evaluation of rule rows over a declared situation (the
// verdict and its reasons); the unknown facts it meets are resolved by unknown_facts.h.
#include "core/engine/legality/evaluator.h"

#include "core/engine/legality/fact_domain.h"
#include "core/engine/legality/row_program.h"
#include "core/engine/legality/tri.h"
#include "core/engine/legality/unknown_facts.h"
#include "core/support/error.h"

#include <algorithm>
#include <optional>

namespace ost::engine::legality {
namespace {

bool contains(const std::vector<std::string>& values, const std::string& value) {
    return std::find(values.begin(), values.end(), value) != values.end();
}

bool intersects(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    return std::any_of(a.begin(), a.end(), [&](const std::string& x) { return contains(b, x); });
}

const char* role_prefix(Role role) { return role == Role::Actor ? "actor." : "target."; }

using Assumptions = std::vector<std::pair<std::string, std::string>>;

/// The classes a unit belongs to: its troop id, its category and every declared class
/// listing either; an extra target (the camp) belongs to its id only.
std::vector<std::string> classes_of(const RuleTable& table, const UnitFacts& unit) {
    if (unit.camp) {
        return {unit.troop};
    }
    std::vector<std::string> out;
    if (!unit.troop.empty()) {
        out.push_back(unit.troop);
    }
    if (!unit.category.empty()) {
        out.push_back(unit.category);
    }
    for (const auto& c : table.classes) {
        if (contains(c.troops, unit.troop) || contains(c.categories, unit.category)) {
            out.push_back(c.id);
        }
    }
    return out;
}

/// One evaluation of the rows of a question under some assumed values of unknown facts.
class Pass {
public:
    Pass(const RuleTable& table, const Situation& s, const std::vector<std::string>& actor_classes,
         const std::vector<std::string>& target_classes, const Assumptions& assumed,
         std::vector<std::string>& missing)
        : m_table(table), m_s(s), m_actor_classes(actor_classes), m_target_classes(target_classes),
          m_assumed(assumed), m_missing(missing), m_applies(table.rows.size(), kNotComputed),
          m_need(table.rows.size(), kNotComputed) {}

    Tri applies(std::size_t row) {
        if (m_applies[row] == kNotComputed) {
            m_applies[row] = static_cast<unsigned char>(groups(m_table.rows[row].when));
        }
        return static_cast<Tri>(m_applies[row]);
    }

    Tri need(std::size_t row) {
        if (m_need[row] == kNotComputed) {
            m_need[row] = static_cast<unsigned char>(groups(m_table.rows[row].need));
        }
        return static_cast<Tri>(m_need[row]);
    }

    /// Applies and no row it yields to applies (Unknown when that is not known).
    Tri effective(std::size_t row) {
        Tri result = applies(row);
        for (const auto y : m_table.rows[row].yields_index) {
            result = tri_and(result, tri_not(applies(y)));
        }
        return result;
    }

private:
    static constexpr unsigned char kNotComputed = 0xff;

    const std::string* assumed(const std::string& key) const {
        for (const auto& [k, v] : m_assumed) {
            if (k == key) {
                return &v;
            }
        }
        return nullptr;
    }

    void note_missing(const std::string& key) {
        if (!contains(m_missing, key)) {
            m_missing.push_back(key);
        }
    }

    const UnitFacts* unit(Role role) const {
        if (role == Role::Actor) {
            return &m_s.actor;
        }
        return m_s.target ? &*m_s.target : nullptr;
    }

    const std::vector<std::string>& classes(Role role) const {
        return role == Role::Actor ? m_actor_classes : m_target_classes;
    }

    Tri flag(Role role, bool is_state, const std::string& id) {
        const auto* u = unit(role);
        if (u == nullptr) {
            return Tri::False;
        }
        if (u->camp) {
            return Tri::False; // the camp has no states nor capabilities
        }
        const auto known = (is_state ? u->states : u->capabilities).has(id);
        if (known) {
            return tri_of(*known);
        }
        std::string key = std::string(role_prefix(role)) + (is_state ? "state." : "capability.") + id;
        if (const auto* v = assumed(key)) {
            return tri_of(*v == "yes");
        }
        note_missing(key);
        return Tri::Unknown;
    }

    std::optional<std::string> unit_value(Role role, const char* what) {
        const auto* u = unit(role);
        if (u == nullptr || u->camp) {
            return std::string();
        }
        const auto& field = std::string_view(what) == "terrain" ? u->terrain : u->formation;
        if (field) {
            return *field;
        }
        std::string key = std::string(role_prefix(role)) + what;
        if (const auto* v = assumed(key)) {
            return *v;
        }
        note_missing(key);
        return std::nullopt;
    }

    std::optional<std::string> fact_value(const std::string& id) {
        if (const auto it = m_s.facts.find(id); it != m_s.facts.end()) {
            return it->second;
        }
        if (const auto* v = assumed(id)) {
            return *v;
        }
        note_missing(id);
        return std::nullopt;
    }

    Tri any_flag(Role role, bool is_state, const std::vector<std::string>& ids) {
        Tri result = Tri::False;
        for (const auto& id : ids) {
            result = tri_or(result, flag(role, is_state, id));
        }
        return result;
    }

    Tri pace_bound(const std::string& pace_id, double distance) {
        const auto* pace = m_table.pace(pace_id);
        if (pace == nullptr) {
            return Tri::False;
        }
        for (const auto& row : pace->rows) {
            Tri match = tri_of(row.classes.empty() || intersects(row.classes, m_actor_classes));
            if (match == Tri::False) {
                continue;
            }
            if (!row.capabilities.empty()) {
                match = tri_and(match, any_flag(Role::Actor, false, row.capabilities));
            }
            if (match != Tri::False && !row.formations.empty()) {
                const auto f = unit_value(Role::Actor, "formation");
                match = tri_and(match, f ? tri_of(contains(row.formations, *f)) : Tri::Unknown);
            }
            if (match == Tri::True) {
                return tri_of(distance <= row.value);
            }
            if (match == Tri::Unknown) {
                return Tri::Unknown;
            }
        }
        return Tri::False; // no pace for this troop: it cannot reach
    }

    Tri condition(const Condition& c) {
        switch (c.predicate) {
        case Predicate::Troop: {
            const auto* u = unit(c.role);
            return tri_of(u != nullptr && contains(c.values, u->troop));
        }
        case Predicate::Class:
            return tri_of(unit(c.role) != nullptr && intersects(classes(c.role), c.values));
        case Predicate::Camp: {
            const auto* u = unit(c.role);
            return tri_of(u != nullptr && u->camp == (c.values.front() == "yes"));
        }
        case Predicate::Capability:
            return any_flag(c.role, false, c.values);
        case Predicate::State:
            return any_flag(c.role, true, c.values);
        case Predicate::Terrain: {
            const auto t = unit_value(c.role, "terrain");
            if (!t) {
                return Tri::Unknown;
            }
            if (contains(c.values, *t)) {
                return Tri::True;
            }
            const auto* def = m_table.terrain(*t);
            return tri_of(def != nullptr && intersects(def->classes, c.values));
        }
        case Predicate::Formation: {
            const auto f = unit_value(c.role, "formation");
            return f ? tri_of(contains(c.values, *f)) : Tri::Unknown;
        }
        case Predicate::Fact: {
            const auto v = fact_value(c.key);
            return v ? tri_of(contains(c.values, *v)) : Tri::Unknown;
        }
        case Predicate::DistanceLe: {
            const auto v = fact_value("distance");
            if (!v) {
                return Tri::Unknown;
            }
            const auto d = parse_number(*v);
            if (!d) {
                return Tri::False;
            }
            return c.pace.empty() ? tri_of(*d <= c.number) : pace_bound(c.pace, *d);
        }
        }
        return Tri::False;
    }

    Tri groups(const std::vector<ConditionGroup>& gs) {
        // Stops at the first definite False: facts behind it do not matter here. If that False
        // itself came from an assumed value, the other assumptions reach the facts behind it
        // and the enumeration restarts with them (see Evaluator::check).
        Tri result = Tri::True;
        for (const auto& g : gs) {
            Tri all = Tri::True;
            for (const auto& c : g.all) {
                all = tri_and(all, condition(c));
                if (all == Tri::False) {
                    break;
                }
            }
            result = tri_and(result, g.negate ? tri_not(all) : all);
            if (result == Tri::False) {
                break;
            }
        }
        return result;
    }

    const RuleTable& m_table;
    const Situation& m_s;
    const std::vector<std::string>& m_actor_classes;
    const std::vector<std::string>& m_target_classes;
    const Assumptions& m_assumed;
    std::vector<std::string>& m_missing;
    std::vector<unsigned char> m_applies;
    std::vector<unsigned char> m_need;
};

/// The verdict once every fact is known (Depends if some row is still undecided).
Verdict decide(Pass& pass, const QuestionDef& q, const std::vector<std::size_t>& rows,
               const RuleTable& table) {
    bool forbid = false;
    bool require = false;
    bool allow = false;
    bool unknown = false;
    for (const auto i : rows) {
        const auto& r = table.rows[i];
        if (r.effect == Effect::Note || (r.effect == Effect::Allows && q.kind != QuestionKind::Obligation)) {
            continue; // never changes this verdict (an allows row acts through the rows yielding to it)
        }
        const Tri eff = pass.effective(i);
        if (eff == Tri::Unknown) {
            unknown = true;
            continue;
        }
        if (eff == Tri::False) {
            continue;
        }
        switch (r.effect) {
        case Effect::Forbids:
            forbid = true;
            break;
        case Effect::Allows:
            allow = true;
            break;
        case Effect::Requires:
            if (q.kind == QuestionKind::Permission) {
                const Tri n = pass.need(i);
                if (n == Tri::Unknown) {
                    unknown = true;
                } else if (n == Tri::False) {
                    forbid = true;
                }
            } else {
                require = true;
            }
            break;
        case Effect::Note:
            break;
        }
    }
    if (unknown) {
        return Verdict::Depends;
    }
    switch (q.kind) {
    case QuestionKind::Permission:
        return forbid ? Verdict::Forbidden : q.fallback;
    case QuestionKind::Obligation:
        if (forbid) {
            return Verdict::Never;
        }
        if (require) {
            return Verdict::Must;
        }
        return allow ? Verdict::May : q.fallback;
    case QuestionKind::Outcome:
        if (forbid) {
            return Verdict::No;
        }
        return require ? Verdict::Yes : q.fallback;
    }
    return Verdict::Depends;
}

std::string joined(const std::vector<std::string>& ids) {
    std::string out;
    for (const auto& id : ids) {
        out += (out.empty() ? "" : ", ") + id;
    }
    return out;
}

/// Every value the situation declares lies in its fact's published domain (fact_domain.h).
/// `published`: the domains already known (Evaluator::m_declared); any other is looked up.
void check_declared(const RuleTable& table, const Situation& s, const std::vector<FactDomain>& published) {
    const auto check = [&](const std::string& key, const std::string& value) {
        const auto it = std::find_if(published.begin(), published.end(), [&](const FactDomain& d) { return d.key == key; });
        std::optional<FactDomain> looked_up;
        if (it == published.end()) {
            looked_up = fact_domain(table, key);
        }
        const FactDomain* domain = it != published.end() ? &*it : looked_up ? &*looked_up : nullptr;
        if (domain == nullptr) {
            throw InvalidInputError(TR_("\"{0}\" is not a fact the rules of {1} know.").arg(key).arg(table.system));
        }
        if (!domain->contains(value)) {
            throw InvalidInputError(domain->type == FactType::Number
                                        ? TR_("\"{0}\" is given as \"{1}\"; it must be a number of zero or more.").arg(key).arg(value)
                                        : TR_("\"{0}\" is given as \"{1}\", which is not one of its values ({2}).")
                                              .arg(key).arg(value).arg(joined(domain->ids())));
        }
    };
    for (const auto& [key, value] : s.facts) {
        check(key, value);
    }
    for (const auto* u : {&s.actor, s.target ? &*s.target : nullptr}) {
        if (u == nullptr || u->camp) {
            continue;
        }
        const std::string role = u == &s.actor ? "actor." : "target.";
        if (u->terrain) {
            check(role + "terrain", *u->terrain);
        }
        if (u->formation) {
            check(role + "formation", *u->formation);
        }
    }
}

} // namespace

Evaluator::Evaluator(const RuleTable& table) : m_table(table) {
    for (const auto& q : table.questions) {
        std::vector<std::size_t> rows;
        for (std::size_t i = 0; i < table.rows.size(); ++i) {
            if (contains(table.rows[i].questions, q.id)) {
                rows.push_back(i);
            }
        }
        m_domains.push_back(question_domains(table, rows));
        m_rows.push_back(std::move(rows));
    }
    std::vector<std::string> keys{"actor.terrain", "target.terrain", "actor.formation", "target.formation"};
    for (const auto& f : table.facts) {
        keys.push_back(f.id);
    }
    for (const auto& key : keys) {
        if (auto d = fact_domain(table, key)) {
            m_declared.push_back(std::move(*d));
        }
    }
}

CheckResult Evaluator::check(const Situation& situation) const {
    if (!situation.system.empty() && situation.system != m_table.system) {
        throw InvalidInputError(TR_("The situation is for {0}, but these rules are for {1}.")
                                    .arg(situation.system)
                                    .arg(m_table.system));
    }
    const auto* q = m_table.question(situation.question);
    if (q == nullptr) {
        throw InvalidInputError(TR_("\"{0}\" is not a question of {1}.").arg(situation.question).arg(m_table.system));
    }
    check_declared(m_table, situation, m_declared);
    if (q->needs_target && !situation.target) {
        throw InvalidInputError(TR_("The question \"{0}\" is about two units: choose the other unit.").arg(q->name.text()));
    }
    const auto qi = static_cast<std::size_t>(q - m_table.questions.data());
    const std::vector<std::size_t>& rows = m_rows[qi];
    const auto actor_classes = classes_of(m_table, situation.actor);
    const auto target_classes =
        situation.target ? classes_of(m_table, *situation.target) : std::vector<std::string>{};

    CheckResult result;
    result.kind = q->kind;
    const Assumptions none;
    std::vector<std::string> unknown;
    Pass first(m_table, situation, actor_classes, target_classes, none, unknown);
    for (const auto i : rows) {
        (void)first.applies(i);
        (void)first.effective(i);
        if (m_table.rows[i].effect == Effect::Requires) {
            (void)first.need(i);
        }
    }
    result.verdict = decide(first, *q, rows, m_table);

    if (!unknown.empty() && result.verdict == Verdict::Depends) { // else every branch agrees with it
        const RowProgram program(m_table, situation, *q, rows, m_domains[qi], actor_classes, target_classes);
        resolve_unknowns(program, unknown, result);
        for (auto& missing : result.missing) { // each answer in the question's own words
            for (auto& answer : missing.answers) {
                answer.word = q->word(answer.verdict);
            }
        }
    }

    result.word = q->word(result.verdict);
    for (const auto i : rows) {
        const auto& r = m_table.rows[i];
        if (first.applies(i) != Tri::True) {
            continue;
        }
        if (r.if_verdict && *r.if_verdict != result.verdict) {
            continue;
        }
        if (r.effect == Effect::Note && first.effective(i) != Tri::True) {
            continue; // a note set aside by a row it yields to is not said
        }
        Reason reason;
        reason.row = r.id;
        reason.section = r.section;
        reason.effect = r.effect;
        reason.text = r.message.text();
        if (r.effect == Effect::Requires && q->kind == QuestionKind::Permission && !r.need.empty()) {
            const Tri n = first.need(i);
            if (n != Tri::Unknown) {
                reason.met = n == Tri::True;
            }
        }
        for (const auto y : r.yields_index) {
            if (first.applies(y) == Tri::True) {
                reason.overridden_by.push_back(m_table.rows[y].id);
            }
        }
        result.reasons.push_back(std::move(reason));
    }
    return result;
}

} // namespace ost::engine::legality
