// Compiled legality rows: conditions resolved once per check to constants or slot reads by value
// index, evaluated three-valued in the order and with the short cuts of the evaluator's pass.
#include "core/engine/legality/row_program.h"

#include "core/engine/legality/fact_domain.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <tuple>

namespace ost::engine::legality {
namespace {

bool contains(const std::vector<std::string>& values, const std::string& value) {
    return std::find(values.begin(), values.end(), value) != values.end();
}

bool intersects(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    return std::any_of(a.begin(), a.end(), [&](const std::string& x) { return contains(b, x); });
}

std::string number_text(double value) {
    if (std::floor(value) == value && std::fabs(value) < 1e12) {
        return std::to_string(static_cast<long long>(value));
    }
    std::string s = std::to_string(value);
    while (!s.empty() && s.back() == '0') {
        s.pop_back();
    }
    return s;
}

/// Every distance bound the rows use: literal bounds and each value of the pace tables named.
std::vector<double> distance_bounds(const RuleTable& table, const std::vector<std::size_t>& rows) {
    std::vector<double> bounds;
    for (const auto i : rows) {
        for (const auto* gs : {&table.rows[i].when, &table.rows[i].need}) {
            for (const auto& g : *gs) {
                for (const auto& c : g.all) {
                    if (c.predicate != Predicate::DistanceLe) {
                        continue;
                    }
                    if (c.pace.empty()) {
                        bounds.push_back(c.number);
                    } else if (const auto* p = table.pace(c.pace)) {
                        for (const auto& pr : p->rows) {
                            bounds.push_back(pr.value);
                        }
                    }
                }
            }
        }
    }
    std::sort(bounds.begin(), bounds.end());
    bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
    return bounds;
}

} // namespace

std::optional<double> parse_number(const std::string& text) {
    double value = 0;
    const auto* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

Domain domain_of(const RuleTable& table, const std::string& key, const std::vector<std::size_t>& rows) {
    Domain d;
    const auto published = fact_domain(table, key);
    if (!published || published->type != FactType::Number) {
        const auto values = published ? published->values : std::vector<DomainValue>{{"yes", TR_("yes")}, {"no", TR_("no")}};
        for (const auto& v : values) {
            d.values.push_back(v.id);
            d.shown.push_back(v.id);
            d.labels.push_back(v.label);
        }
        return d;
    }
    const std::vector<double> bounds = distance_bounds(table, rows);
    const auto add = [&](std::string value, std::string shown) {
        d.values.push_back(std::move(value));
        d.labels.push_back(Text::verbatim(shown));
        d.shown.push_back(std::move(shown));
    };
    for (std::size_t i = 0; i < bounds.size(); ++i) {
        add(number_text(bounds[i]), i == 0 ? "<= " + number_text(bounds[i])
                                           : number_text(bounds[i - 1]) + " < d <= " + number_text(bounds[i]));
    }
    if (!bounds.empty()) {
        add(number_text(bounds.back() + 1), "> " + number_text(bounds.back()));
    } else {
        add("0", "0");
    }
    return d;
}

namespace {
/// Whether `key` is `a` + `b` + `c`, without building that string.
bool key_is(std::string_view key, std::string_view a, std::string_view b, std::string_view c) {
    return key.size() == a.size() + b.size() + c.size() && key.starts_with(a) && key.substr(a.size()).starts_with(b) &&
           key.substr(a.size() + b.size()) == c;
}
} // namespace

const Slot* QuestionDomains::find(std::string_view a, std::string_view b, std::string_view c) const {
    for (const auto& f : facts) {
        if (key_is(f.key, a, b, c)) {
            return &f;
        }
    }
    return nullptr;
}

namespace {
/// Adds the key of every fact condition `c` may read to `keys` (each once).
void add_keys(const RuleTable& table, const Condition& c, std::vector<std::string>& keys) {
    const auto add = [&](std::string key) {
        if (!contains(keys, key)) {
            keys.push_back(std::move(key));
        }
    };
    const std::string prefix = c.role == Role::Actor ? "actor." : "target.";
    switch (c.predicate) {
    case Predicate::Capability:
    case Predicate::State:
        for (const auto& id : c.values) {
            add(prefix + (c.predicate == Predicate::State ? "state." : "capability.") + id);
        }
        break;
    case Predicate::Terrain:
        add(prefix + "terrain");
        break;
    case Predicate::Formation:
        add(prefix + "formation");
        break;
    case Predicate::Fact:
        add(c.key);
        break;
    case Predicate::DistanceLe:
        add("distance");
        if (const auto* p = c.pace.empty() ? nullptr : table.pace(c.pace)) {
            for (const auto& pr : p->rows) {
                for (const auto& id : pr.capabilities) {
                    add("actor.capability." + id);
                }
                if (!pr.formations.empty()) {
                    add("actor.formation");
                }
            }
        }
        break;
    default:
        break;
    }
}
} // namespace

QuestionDomains question_domains(const RuleTable& table, const std::vector<std::size_t>& rows) {
    std::vector<std::string> keys;
    std::vector<std::size_t> all = rows;
    for (const auto i : rows) {
        all.insert(all.end(), table.rows[i].yields_index.begin(), table.rows[i].yields_index.end());
    }
    for (const auto i : all) {
        for (const auto* gs : {&table.rows[i].when, &table.rows[i].need}) {
            for (const auto& g : *gs) {
                for (const auto& c : g.all) {
                    add_keys(table, c, keys);
                }
            }
        }
    }
    QuestionDomains out;
    for (auto& key : keys) {
        Domain d = domain_of(table, key, rows);
        Text question = fact_question(table, key);
        out.facts.push_back({std::move(key), std::move(d), std::move(question)});
    }
    return out;
}

/// The assignment a probe reads and the first unknown slot it met.
struct RowProgram::Context {
    const Assignment& a;
    int first = -1;
};

RowProgram::RowProgram(const RuleTable& table, const Situation& s, const QuestionDef& q,
                       const std::vector<std::size_t>& rows, const QuestionDomains& domains,
                       const std::vector<std::string>& actor_classes, const std::vector<std::string>& target_classes)
    : m_table(table), m_s(s), m_q(q), m_question_rows(rows), m_domains(domains), m_actor_classes(actor_classes),
      m_target_classes(target_classes), m_row_of(table.rows.size(), 0) {
    m_conds.reserve(4 * rows.size());
    m_groups.reserve(2 * rows.size());
    m_rows.reserve(rows.size());
    m_deciding.reserve(rows.size());
    m_reads.reserve(4 * rows.size());
    m_slots.reserve(domains.facts.size());
    m_number_of.reserve(domains.facts.size());
    m_numbers.reserve(8 * domains.facts.size());
    m_truth.reserve(8 * domains.facts.size());
    m_slot_reads.reserve(4 * rows.size());
    for (const auto i : rows) {
        const auto& r = table.rows[i];
        if (r.effect == Effect::Note || (r.effect == Effect::Allows && q.kind != QuestionKind::Obligation)) {
            continue; // never changes this verdict (an allows row acts through the rows yielding to it)
        }
        Deciding d;
        const bool with_need = r.effect == Effect::Requires && q.kind == QuestionKind::Permission;
        d.row = compile_row(i, with_need);
        d.yields = static_cast<std::uint32_t>(m_yields.size());
        for (const auto y : r.yields_index) {
            const auto compiled = compile_row(y, false);
            m_yields.push_back(compiled);
        }
        d.yields_end = static_cast<std::uint32_t>(m_yields.size());
        d.effect = r.effect;
        d.reads = static_cast<std::uint32_t>(m_slot_reads.size());
        collect_reads(m_rows[d.row].when, m_rows[d.row].when_end);
        for (auto y = d.yields; y < d.yields_end; ++y) {
            collect_reads(m_rows[m_yields[y]].when, m_rows[m_yields[y]].when_end);
        }
        if (with_need) {
            collect_reads(m_rows[d.row].need, m_rows[d.row].need_end);
        }
        const auto first = m_slot_reads.begin() + d.reads;
        std::sort(first, m_slot_reads.end());
        m_slot_reads.erase(std::unique(first, m_slot_reads.end()), m_slot_reads.end());
        d.reads_end = static_cast<std::uint32_t>(m_slot_reads.size());
        m_deciding.push_back(d);
    }
}

std::uint32_t RowProgram::compile_row(std::size_t table_row, bool with_need) {
    if (m_row_of[table_row] == 0) {
        Row row;
        std::tie(row.when, row.when_end) = compile_groups(m_table.rows[table_row].when);
        m_rows.push_back(row);
        m_row_of[table_row] = static_cast<std::uint32_t>(m_rows.size());
    }
    const std::uint32_t index = m_row_of[table_row] - 1;
    if (with_need && !m_rows[index].has_need) {
        const auto need = compile_groups(m_table.rows[table_row].need);
        m_rows[index].need = need.first;
        m_rows[index].need_end = need.second;
        m_rows[index].has_need = true;
    }
    return index;
}

std::pair<std::uint32_t, std::uint32_t> RowProgram::compile_groups(const std::vector<ConditionGroup>& groups) {
    const auto begin = static_cast<std::uint32_t>(m_groups.size());
    for (const auto& g : groups) { // compile() adds no group: the groups of a row stay contiguous
        Group out;
        out.negate = g.negate;
        out.begin = static_cast<std::uint32_t>(m_conds.size());
        for (const auto& c : g.all) {
            const Cond cond = compile(c);
            m_conds.push_back(cond);
        }
        out.end = static_cast<std::uint32_t>(m_conds.size());
        m_groups.push_back(out);
    }
    return {begin, static_cast<std::uint32_t>(m_groups.size())};
}

int RowProgram::slot(std::string_view a, std::string_view b, std::string_view c) {
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        if (key_is(m_slots[i]->key, a, b, c)) {
            return static_cast<int>(i);
        }
    }
    const Slot* known = m_domains.find(a, b, c);
    if (known == nullptr) {
        const std::string key = std::string(a) + std::string(b) + std::string(c);
        m_own.push_back(std::make_unique<Slot>(Slot{key, domain_of(m_table, key, m_question_rows), fact_question(m_table, key)}));
        known = m_own.back().get();
    }
    m_slots.push_back(known);
    m_number_of.push_back(static_cast<std::uint32_t>(m_numbers.size()));
    for (const auto& v : known->domain.values) {
        m_numbers.push_back(parse_number(v));
    }
    return static_cast<int>(m_slots.size() - 1);
}

RowProgram::Read RowProgram::flag_read(Role role, bool is_state, const std::string& id) {
    const UnitFacts* u = role == Role::Actor ? &m_s.actor : (m_s.target ? &*m_s.target : nullptr);
    if (u == nullptr || u->camp) {
        return {}; // the camp has no states nor capabilities
    }
    if (const auto known = (is_state ? u->states : u->capabilities).has(id)) {
        return {-1, tri_of(*known), 0};
    }
    Read r;
    r.slot = slot(role == Role::Actor ? "actor." : "target.", is_state ? "state." : "capability.", id);
    r.truth = static_cast<std::uint32_t>(m_truth.size());
    for (const auto& v : m_slots[static_cast<std::size_t>(r.slot)]->domain.values) {
        m_truth.push_back(v == "yes" ? 1 : 0);
    }
    return r;
}

RowProgram::Read RowProgram::value_read(std::string_view role, std::string_view key, const std::optional<std::string>& known,
                                        const std::vector<std::string>& matching, bool terrain) {
    const auto holds = [&](const std::string& v) {
        if (contains(matching, v)) {
            return true;
        }
        const auto* def = terrain ? m_table.terrain(v) : nullptr;
        return def != nullptr && intersects(def->classes, matching);
    };
    if (known) {
        return {-1, tri_of(holds(*known)), 0};
    }
    Read r;
    r.slot = slot(role, key);
    r.truth = static_cast<std::uint32_t>(m_truth.size());
    for (const auto& v : m_slots[static_cast<std::size_t>(r.slot)]->domain.values) {
        m_truth.push_back(holds(v) ? 1 : 0);
    }
    return r;
}

std::uint32_t RowProgram::compile_pace(const std::string& id) {
    for (std::size_t i = 0; i < m_paces.size(); ++i) {
        if (m_paces[i].id == id) {
            return static_cast<std::uint32_t>(i);
        }
    }
    Pace pace{id, static_cast<std::uint32_t>(m_pace_rows.size()), 0};
    if (const auto* p = m_table.pace(id)) { // none: no row, so the pace is never reached
        for (const auto& pr : p->rows) {
            PaceRow row;
            row.class_ok = pr.classes.empty() || intersects(pr.classes, m_actor_classes);
            row.capabilities = static_cast<std::uint32_t>(m_reads.size());
            for (const auto& cap : pr.capabilities) {
                const Read r = flag_read(Role::Actor, false, cap);
                m_reads.push_back(r);
            }
            row.capability_count = static_cast<std::uint32_t>(m_reads.size()) - row.capabilities;
            if (!pr.formations.empty()) {
                const auto known = m_s.actor.camp ? std::optional<std::string>(std::string()) : m_s.actor.formation;
                row.has_formation = true;
                row.formation = value_read("actor.", "formation", known, pr.formations, false);
            }
            row.value = pr.value;
            m_pace_rows.push_back(row);
        }
    }
    pace.end = static_cast<std::uint32_t>(m_pace_rows.size());
    m_paces.push_back(std::move(pace));
    return static_cast<std::uint32_t>(m_paces.size() - 1);
}

RowProgram::Cond RowProgram::compile(const Condition& c) {
    const UnitFacts* u = c.role == Role::Actor ? &m_s.actor : (m_s.target ? &*m_s.target : nullptr);
    Cond out;
    out.reads = static_cast<std::uint32_t>(m_reads.size());
    switch (c.predicate) {
    case Predicate::Troop:
        out.known = tri_of(u != nullptr && contains(c.values, u->troop));
        return out;
    case Predicate::Class:
        out.known = tri_of(u != nullptr && intersects(c.role == Role::Actor ? m_actor_classes : m_target_classes, c.values));
        return out;
    case Predicate::Camp:
        out.known = tri_of(u != nullptr && u->camp == (c.values.front() == "yes"));
        return out;
    case Predicate::Capability:
    case Predicate::State:
        out.kind = Kind::AnyOf;
        for (const auto& id : c.values) {
            const Read r = flag_read(c.role, c.predicate == Predicate::State, id);
            m_reads.push_back(r);
        }
        out.read_count = static_cast<std::uint32_t>(m_reads.size()) - out.reads;
        return out;
    case Predicate::Terrain:
    case Predicate::Formation: {
        const bool terrain = c.predicate == Predicate::Terrain;
        std::optional<std::string> known = std::string();
        if (u != nullptr && !u->camp) {
            known = terrain ? u->terrain : u->formation;
        }
        const Read r = value_read(c.role == Role::Actor ? "actor." : "target.", terrain ? "terrain" : "formation", known,
                                  c.values, terrain);
        out.kind = Kind::One;
        out.reads = static_cast<std::uint32_t>(m_reads.size());
        out.read_count = 1;
        m_reads.push_back(r);
        return out;
    }
    case Predicate::Fact: {
        std::optional<std::string> known;
        if (const auto it = m_s.facts.find(c.key); it != m_s.facts.end()) {
            known = it->second;
        }
        const Read r = value_read(c.key, {}, known, c.values, false);
        out.kind = Kind::One;
        out.read_count = 1;
        m_reads.push_back(r);
        return out;
    }
    case Predicate::DistanceLe:
        break;
    }
    return compile_distance(c);
}

RowProgram::Cond RowProgram::compile_distance(const Condition& c) {
    Cond out;
    out.kind = Kind::Distance;
    out.literal = c.pace.empty();
    out.number = c.number;
    if (!out.literal) {
        out.pace = compile_pace(c.pace);
    }
    if (const auto it = m_s.facts.find("distance"); it != m_s.facts.end()) {
        const auto d = parse_number(it->second);
        if (!d) {
            return Cond{}; // False, as the pass judges it
        }
        if (out.literal) {
            out.kind = Kind::Const;
            out.known = tri_of(*d <= out.number);
        }
        out.distance = *d;
        return out;
    }
    Read r;
    r.slot = slot("distance");
    out.reads = static_cast<std::uint32_t>(m_reads.size());
    out.read_count = 1;
    m_reads.push_back(r);
    return out;
}

void RowProgram::collect_reads(std::uint32_t begin, std::uint32_t end) {
    const auto add = [&](const Read& r) {
        if (r.slot >= 0) {
            m_slot_reads.push_back(r.slot);
        }
    };
    for (auto g = begin; g < end; ++g) {
        for (auto ci = m_groups[g].begin; ci < m_groups[g].end; ++ci) {
            const Cond& c = m_conds[ci];
            for (auto i = c.reads; i < c.reads + c.read_count; ++i) {
                add(m_reads[i]);
            }
            if (c.kind != Kind::Distance || c.literal) {
                continue;
            }
            for (auto pr = m_paces[c.pace].begin; pr < m_paces[c.pace].end; ++pr) {
                const PaceRow& row = m_pace_rows[pr];
                for (auto i = row.capabilities; i < row.capabilities + row.capability_count; ++i) {
                    add(m_reads[i]);
                }
                if (row.has_formation) {
                    add(row.formation);
                }
            }
        }
    }
}

Verdict RowProgram::verdict_of(int level) const {
    switch (m_q.kind) {
    case QuestionKind::Permission:
        return level >= 1 ? Verdict::Forbidden : m_q.fallback;
    case QuestionKind::Obligation:
        return level >= 3 ? Verdict::Never : level == 2 ? Verdict::Must : level == 1 ? Verdict::May : m_q.fallback;
    case QuestionKind::Outcome:
        return level >= 2 ? Verdict::No : level == 1 ? Verdict::Yes : m_q.fallback;
    }
    return Verdict::Depends;
}

Tri RowProgram::read(Context& c, const Read& r) const {
    if (r.slot < 0) {
        return r.known;
    }
    const std::int16_t v = c.a[static_cast<std::size_t>(r.slot)];
    if (v == kUnset) {
        if (c.first < 0) {
            c.first = r.slot;
        }
        return Tri::Unknown;
    }
    return tri_of(m_truth[r.truth + static_cast<std::uint32_t>(v)] != 0);
}

Tri RowProgram::pace_bound(Context& c, std::uint32_t pace, double distance) const {
    for (auto pr = m_paces[pace].begin; pr < m_paces[pace].end; ++pr) {
        const PaceRow& row = m_pace_rows[pr];
        if (!row.class_ok) {
            continue;
        }
        Tri match = Tri::True;
        if (row.capability_count > 0) {
            Tri any = Tri::False;
            for (auto i = row.capabilities; i < row.capabilities + row.capability_count; ++i) {
                any = tri_or(any, read(c, m_reads[i]));
            }
            match = any;
        }
        if (match != Tri::False && row.has_formation) {
            match = tri_and(match, read(c, row.formation));
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

Tri RowProgram::condition(Context& c, const Cond& cond) const {
    switch (cond.kind) {
    case Kind::Const:
        return cond.known;
    case Kind::AnyOf: {
        Tri any = Tri::False;
        for (auto i = cond.reads; i < cond.reads + cond.read_count; ++i) {
            any = tri_or(any, read(c, m_reads[i]));
        }
        return any;
    }
    case Kind::One:
        return read(c, m_reads[cond.reads]);
    case Kind::Distance:
        break;
    }
    double d = cond.distance;
    if (cond.read_count > 0) {
        const auto slot = static_cast<std::size_t>(m_reads[cond.reads].slot);
        const std::int16_t v = c.a[slot];
        if (v == kUnset) {
            if (c.first < 0) {
                c.first = static_cast<int>(slot);
            }
            return Tri::Unknown;
        }
        const auto& number = m_numbers[m_number_of[slot] + static_cast<std::uint32_t>(v)];
        if (!number) {
            return Tri::False;
        }
        d = *number;
    }
    return cond.literal ? tri_of(d <= cond.number) : pace_bound(c, cond.pace, d);
}

Tri RowProgram::groups(Context& c, std::uint32_t begin, std::uint32_t end) const {
    Tri result = Tri::True; // stops at the first definite False, as the pass does
    for (auto gi = begin; gi < end; ++gi) {
        const Group& g = m_groups[gi];
        Tri all = Tri::True;
        for (auto ci = g.begin; ci < g.end; ++ci) {
            all = tri_and(all, condition(c, m_conds[ci]));
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

void RowProgram::probe_row(Context& c, std::size_t k, Probe& out) const {
    const Deciding& d = m_deciding[k];
    const Row& row = m_rows[d.row];
    Tri eff = groups(c, row.when, row.when_end);
    for (auto y = d.yields; y < d.yields_end; ++y) {
        const Row& other = m_rows[m_yields[y]];
        eff = tri_and(eff, tri_not(groups(c, other.when, other.when_end))); // every row it yields to is read
    }
    if (out.first_slot < 0 && c.first >= 0) {
        out.first_slot = c.first;
        out.first_row = k;
    }
    if (eff != Tri::True) {
        out.decided = out.decided && eff == Tri::False;
        return;
    }
    const bool permission = m_q.kind == QuestionKind::Permission;
    int level = 0;
    switch (d.effect) {
    case Effect::Forbids:
        level = permission ? 1 : m_q.kind == QuestionKind::Obligation ? 3 : 2;
        break;
    case Effect::Allows:
        level = 1;
        break;
    case Effect::Requires:
        if (permission) {
            const Tri n = groups(c, row.need, row.need_end);
            if (out.first_slot < 0 && c.first >= 0) {
                out.first_slot = c.first;
                out.first_row = k;
            }
            if (n == Tri::Unknown) {
                out.decided = false;
                return;
            }
            level = n == Tri::False ? 1 : 0;
        } else {
            level = m_q.kind == QuestionKind::Obligation ? 2 : 1;
        }
        break;
    case Effect::Note:
        break;
    }
    out.level = std::max(out.level, level);
}

RowProgram::Probe RowProgram::probe(const Assignment& a, std::size_t from) const {
    Context c{a};
    Probe out;
    for (std::size_t k = from; k < m_deciding.size(); ++k) {
        probe_row(c, k, out);
        if (!out.decided && out.first_slot >= 0) {
            break; // neither the verdict nor the first unknown fact can change further on
        }
    }
    return out;
}

RowProgram::Probe RowProgram::probe(const Assignment& a, const std::vector<std::size_t>& rows) const {
    Context c{a};
    Probe out;
    for (const auto k : rows) {
        probe_row(c, k, out);
        if (!out.decided && out.first_slot >= 0) {
            break;
        }
    }
    return out;
}

} // namespace ost::engine::legality
