// Unknown facts of a legality check: the deciding rows split into groups reading no fact in common,
// each group explored alone; the tree of the whole pass walked, memoised, only when needed.
#include "core/engine/legality/unknown_facts.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <numeric>
#include <optional>

namespace ost::engine::legality {
namespace {

constexpr std::size_t kMaxLeaves = 4096;
constexpr std::int16_t kUnset = RowProgram::kUnset;

/// Weights as bits (RowProgram::verdict_of: 0 to 3).
using Levels = unsigned;

/// Every max(x, y) of a weight x of `a` and a weight y of `b`: a weight of `a` at least the
/// lightest of `b`, or a weight of `b` at least the lightest of `a`.
Levels combine(Levels a, Levels b) {
    if (a == 0 || b == 0) {
        return 0;
    }
    const auto from = [](Levels x) { return ~((1U << static_cast<unsigned>(std::countr_zero(x))) - 1U); };
    return (a & from(b)) | (b & from(a));
}

/// The whole tree of the evaluator's exploration, walked depth first with the same branching
/// (the first unknown fact each pass reads): counts its leaves and lists the facts in the order
/// first met. A subtree depends only on the row where its first unknown fact is read and on the
/// values of the facts that row and the later ones read, so equal subtrees are counted once.
class Walk {
public:
    explicit Walk(const RowProgram& p)
        : m_p(p), m_a(p.slot_count(), kUnset), m_met(p.slot_count(), false), m_after(p.size() + 1, 0),
          m_encodable(p.size() + 1, p.slot_count() <= 64) {
        for (std::size_t j = p.size(); j-- > 0 && m_encodable[j];) {
            m_after[j] = m_after[j + 1];
            for (const auto s : p.reads(j)) {
                m_after[j] |= std::uint64_t{1} << static_cast<unsigned>(s);
            }
            std::uint64_t space = 1;
            for (std::size_t s = 0; s < p.slot_count(); ++s) {
                if ((m_after[j] >> s & 1U) != 0) {
                    const auto radix = p.slot(s).domain.values.size() + 1;
                    m_encodable[j] = m_encodable[j] && space <= (std::uint64_t{1} << 48) / radix;
                    space *= radix;
                }
            }
        }
        m_memo.reserve(32);
    }

    /// Walks the tree once; false when it has more than kMaxLeaves leaves (the walk stopped there).
    bool run() {
        (void)visit(0);
        return !m_overflow;
    }

    bool complete() const { return !m_overflow; }

    /// The slots branched on, in the order first met (up to the stop).
    const std::vector<int>& order() const { return m_order; }

private:
    struct Memo {
        std::size_t row;
        std::uint64_t code;
        std::size_t leaves;
    };

    std::optional<std::uint64_t> code(std::size_t row) const {
        if (!m_encodable[row]) {
            return std::nullopt;
        }
        std::uint64_t out = 0;
        for (std::size_t i = 0; i < m_a.size(); ++i) {
            if ((m_after[row] >> i & 1U) != 0) {
                out = out * (m_p.slot(i).domain.values.size() + 1) + static_cast<std::uint64_t>(m_a[i] + 1);
            }
        }
        return out;
    }

    void add(std::size_t leaves) {
        m_leaves += leaves;
        m_overflow = m_leaves > kMaxLeaves;
    }

    std::size_t visit(std::size_t from) {
        if (m_overflow) {
            return 0;
        }
        const auto probe = m_p.probe(m_a, from);
        if (probe.decided || probe.first_slot < 0) {
            add(1);
            return 1;
        }
        const std::size_t row = probe.first_row;
        const auto key = code(row);
        if (key) {
            for (const auto& m : m_memo) {
                if (m.row == row && m.code == *key) {
                    add(m.leaves);
                    return m.leaves;
                }
            }
        }
        const auto s = static_cast<std::size_t>(probe.first_slot);
        if (!m_met[s]) {
            m_met[s] = true;
            m_order.push_back(probe.first_slot);
        }
        std::size_t leaves = 0;
        const auto values = m_p.slot(s).domain.values.size();
        for (std::size_t v = 0; v < values && !m_overflow; ++v) {
            m_a[s] = static_cast<std::int16_t>(v);
            leaves += visit(row);
        }
        m_a[s] = kUnset;
        if (key && !m_overflow) {
            m_memo.push_back({row, *key, leaves});
        }
        return leaves;
    }

    const RowProgram& m_p;
    Assignment m_a;
    std::vector<bool> m_met;
    std::vector<int> m_order;
    std::vector<std::uint64_t> m_after; ///< per row: the slots it and the later rows read, as bits
    std::vector<bool> m_encodable;      ///< per row: their values fit a 64-bit code
    std::vector<Memo> m_memo;
    std::size_t m_leaves = 0;
    bool m_overflow = false;
};

/// Deciding rows that read no fact in common with the other groups, explored alone: the leaves
/// of their own tree (one value index per slot of the group, kUnset when not assumed) and weight.
struct Group {
    std::vector<std::size_t> rows;
    std::vector<int> slots;
    std::vector<std::int16_t> leaves; ///< slots.size() per leaf
    std::vector<int> weights;        ///< per leaf
    Levels levels = 0;               ///< every weight of a leaf
    bool overflow = false;
};

std::vector<Group> groups_of(const RowProgram& p) {
    std::vector<std::size_t> parent(p.size());
    std::iota(parent.begin(), parent.end(), 0);
    const auto root = [&](std::size_t x) {
        while (parent[x] != x) {
            x = parent[x] = parent[parent[x]];
        }
        return x;
    };
    std::vector<std::size_t> owner(p.slot_count(), p.size()); // a row reading the slot
    for (std::size_t k = 0; k < p.size(); ++k) {
        for (const auto s : p.reads(k)) {
            auto& o = owner[static_cast<std::size_t>(s)];
            if (o == p.size()) {
                o = k;
            } else {
                parent[root(k)] = root(o);
            }
        }
    }
    std::vector<Group> out;
    std::vector<std::size_t> index(p.size(), p.size());
    for (std::size_t k = 0; k < p.size(); ++k) {
        auto& i = index[root(k)];
        if (i == p.size()) {
            i = out.size();
            out.emplace_back();
        }
        out[i].rows.push_back(k);
        out[i].slots.insert(out[i].slots.end(), p.reads(k).begin(), p.reads(k).end());
    }
    for (auto& g : out) {
        std::sort(g.slots.begin(), g.slots.end());
        g.slots.erase(std::unique(g.slots.begin(), g.slots.end()), g.slots.end());
    }
    return out;
}

/// The group's own tree: branches on the first unknown fact its rows read until they decide.
void explore(const RowProgram& p, Group& g, Assignment& a) {
    if (g.overflow) {
        return;
    }
    const auto probe = p.probe(a, g.rows);
    if (probe.decided || probe.first_slot < 0) {
        if (g.weights.size() >= kMaxLeaves) {
            g.overflow = true;
            return;
        }
        for (const auto s : g.slots) {
            g.leaves.push_back(a[static_cast<std::size_t>(s)]);
        }
        g.weights.push_back(probe.level);
        g.levels |= 1U << static_cast<unsigned>(probe.level);
        return;
    }
    const auto s = static_cast<std::size_t>(probe.first_slot);
    for (std::size_t v = 0; v < p.slot(s).domain.values.size(); ++v) {
        a[s] = static_cast<std::int16_t>(v);
        explore(p, g, a);
    }
    a[s] = kUnset;
}

/// The verdict of each weight (RowProgram::verdict_of), looked up once per check.
struct Scale {
    explicit Scale(const RowProgram& p) {
        for (int l = 0; l < 4; ++l) {
            verdict[l] = p.verdict_of(l);
        }
    }
    Verdict verdict[4];
};

/// The verdicts a set of weights gives, as bits.
unsigned verdicts(const Scale& scale, Levels levels) {
    unsigned out = 0;
    for (unsigned l = 0; l < 4; ++l) {
        if ((levels >> l & 1U) != 0) {
            out |= 1U << static_cast<unsigned>(scale.verdict[l]);
        }
    }
    return out;
}

/// The one verdict of `bits`, or Depends.
Verdict single(unsigned bits) {
    if (bits == 0 || (bits & (bits - 1)) != 0) {
        return Verdict::Depends;
    }
    unsigned v = 0;
    while ((bits >> v & 1U) == 0) {
        ++v;
    }
    return static_cast<Verdict>(v);
}

/// What one unknown fact does to the verdict.
struct FactEffect {
    bool matters = false;
    std::vector<Verdict> answers; ///< per value of its domain
};

/// For each slot of `g`: whether two of its leaves that differ on it alone (and agree on every
/// other slot both assume) give weights the other groups (`others`) let change the verdict, and
/// the verdict of each of its values.
void effects_of(const RowProgram& p, const Scale& scale, const Group& g, Levels others, std::vector<FactEffect>& out) {
    const std::size_t n = g.slots.size();
    const std::size_t leaves = g.weights.size();
    bool sensitive[4][4] = {};
    for (unsigned a = 0; a < 4; ++a) {
        for (unsigned b = 0; b < 4; ++b) {
            for (unsigned m = 0; m < 4; ++m) {
                if ((others >> m & 1U) != 0 && scale.verdict[std::max(a, m)] != scale.verdict[std::max(b, m)]) {
                    sensitive[a][b] = true;
                }
            }
        }
    }
    for (std::size_t i = 0; i < leaves; ++i) {
        const std::int16_t* x = g.leaves.data() + i * n; // n may be 0: no element to index
        for (std::size_t j = i + 1; j < leaves; ++j) {
            if (!sensitive[g.weights[i]][g.weights[j]]) {
                continue;
            }
            const std::int16_t* y = g.leaves.data() + j * n;
            std::size_t differing = n;
            bool several = false;
            for (std::size_t f = 0; f < n && !several; ++f) {
                if (x[f] != kUnset && y[f] != kUnset && x[f] != y[f]) {
                    several = differing != n;
                    differing = f;
                }
            }
            if (!several && differing != n) {
                out[static_cast<std::size_t>(g.slots[differing])].matters = true;
            }
        }
    }
    for (std::size_t f = 0; f < n; ++f) {
        auto& e = out[static_cast<std::size_t>(g.slots[f])];
        const auto values = p.slot(static_cast<std::size_t>(g.slots[f])).domain.values.size();
        for (std::size_t v = 0; v < values; ++v) {
            Levels levels = 0;
            for (std::size_t i = 0; i < leaves; ++i) {
                const std::int16_t x = g.leaves[i * n + f];
                if (x == kUnset || static_cast<std::size_t>(x) == v) {
                    levels |= 1U << static_cast<unsigned>(g.weights[i]);
                }
            }
            e.answers.push_back(single(verdicts(scale, combine(levels, others))));
        }
    }
}

MissingFact missing_fact(const RowProgram& p, std::size_t slot, const FactEffect* effect) {
    const Slot& s = p.slot(slot);
    MissingFact m;
    m.fact = s.key;
    m.question = s.question;
    if (effect != nullptr) {
        m.answers.reserve(s.domain.values.size());
        for (std::size_t v = 0; v < s.domain.values.size(); ++v) {
            m.answers.push_back({s.domain.shown[v], s.domain.labels[v], effect->answers[v], {}}); // word: set by check()
        }
    }
    return m;
}

std::optional<std::size_t> slot_of(const RowProgram& p, const std::string& key) {
    for (std::size_t i = 0; i < p.slot_count(); ++i) {
        if (p.slot(i).key == key) {
            return i;
        }
    }
    return std::nullopt;
}

/// Beyond kMaxLeaves: the facts met, first-pass ones first, without answers.
void list_met(const RowProgram& p, const std::vector<std::string>& seen, const Walk& walk,
              CheckResult& result) {
    const auto& order = walk.order();
    for (const auto& key : seen) {
        const auto s = slot_of(p, key);
        if (s && std::find(order.begin(), order.end(), static_cast<int>(*s)) != order.end()) {
            result.missing.push_back(missing_fact(p, *s, nullptr));
        }
    }
    for (const auto s : order) {
        if (std::find(seen.begin(), seen.end(), p.slot(static_cast<std::size_t>(s)).key) == seen.end()) {
            result.missing.push_back(missing_fact(p, static_cast<std::size_t>(s), nullptr));
        }
    }
}

/// Every group's own tree; the weights all of them can put on the verdict together. False when
/// a tree is too big (it never is: each leaf of a group holds a leaf of the whole tree, which has
/// at most kMaxLeaves leaves here).
bool explore_all(const RowProgram& p, std::vector<Group>& groups, Levels& all) {
    Assignment a(p.slot_count(), kUnset);
    all = 1; // weight 0 when there is no deciding row
    for (auto& g : groups) {
        explore(p, g, a);
        if (g.overflow) {
            return false;
        }
        all = combine(all, g.levels);
    }
    return true;
}

/// What each slot does to the verdict, the other groups taking every weight they can.
std::vector<FactEffect> effects_all(const RowProgram& p, const Scale& scale, const std::vector<Group>& groups) {
    std::vector<FactEffect> effects(p.slot_count());
    for (std::size_t i = 0; i < groups.size(); ++i) {
        Levels others = 1;
        for (std::size_t j = 0; j < groups.size(); ++j) {
            others = j == i ? others : combine(others, groups[j].levels);
        }
        effects_of(p, scale, groups[i], others, effects);
    }
    return effects;
}

/// The facts that matter with their answers: those a first pass met (`seen`) in that order, then
/// the others in the order the exploration first met them (`order()` of the walk `walked` gives).
template <typename WalkOf>
void list_mattering(const RowProgram& p, const std::vector<std::string>& seen, const std::vector<FactEffect>& effects,
                    WalkOf walked, CheckResult& result) {
    std::vector<std::size_t> later;
    for (std::size_t s = 0; s < p.slot_count(); ++s) {
        if (effects[s].matters && std::find(seen.begin(), seen.end(), p.slot(s).key) == seen.end()) {
            later.push_back(s);
        }
    }
    for (const auto& key : seen) {
        if (const auto s = slot_of(p, key); s && effects[*s].matters) {
            result.missing.push_back(missing_fact(p, *s, &effects[*s]));
        }
    }
    if (later.size() > 1) {
        const auto& order = walked().order();
        std::sort(later.begin(), later.end(), [&](std::size_t x, std::size_t y) {
            return std::find(order.begin(), order.end(), static_cast<int>(x)) <
                   std::find(order.begin(), order.end(), static_cast<int>(y));
        });
    }
    for (const auto s : later) {
        result.missing.push_back(missing_fact(p, s, &effects[s]));
    }
}

} // namespace

void resolve_unknowns(const RowProgram& p, const std::vector<std::string>& seen, CheckResult& result) {
    result.verdict = Verdict::Depends;
    std::optional<Walk> walk;
    const auto walked = [&]() -> const Walk& {
        if (!walk) {
            walk.emplace(p);
            walk->run();
        }
        return *walk;
    };
    // The tree cannot have more leaves than the combinations of the facts the rows read.
    std::size_t combinations = 1;
    for (std::size_t s = 0; s < p.slot_count(); ++s) {
        combinations = std::min(combinations * p.slot(s).domain.values.size(), kMaxLeaves + 1);
    }
    std::vector<Group> groups = groups_of(p);
    Levels all = 0;
    if ((combinations > kMaxLeaves && !walked().complete()) || !explore_all(p, groups, all)) {
        list_met(p, seen, walked(), result);
        return;
    }
    const Scale scale(p);
    if (const Verdict v = single(verdicts(scale, all)); v != Verdict::Depends) {
        result.verdict = v; // every leaf agrees
        return;
    }
    list_mattering(p, seen, effects_all(p, scale, groups), walked, result);
}

} // namespace ost::engine::legality
