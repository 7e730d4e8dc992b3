// Warmaster Evolution: the two-round combat by double arithmetic on flat arrays (issue 26), for
// pools whose exact fractions do not fit: round two summed per round-one state as marginals.
#include "core/systems/wme/wme_fast_combat.h"

#include "core/engine/binomial_pools.h"
#include "core/systems/wme/wme_combat_round.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <tuple>
#include <utility>

namespace ost::engine::wme_detail {

namespace {
/// Whether y + k is not on a 16-byte boundary: the loops below start with one element then, so
/// that their pairs are stored aligned (a load never straddles two earlier stores).
inline bool odd_start(const double* y, int k) { return (reinterpret_cast<std::uintptr_t>(y + k) & 15U) != 0; }

/// y[k] += a x[k] for k in [from, to], element by element, two at a time so that the compiler
/// pairs them (issue 26).
inline void add_scaled(double* __restrict y, const double* __restrict x, double a, int from, int to) {
    int k = from;
    if (k <= to && odd_start(y, k)) {
        y[k] += a * x[k];
        ++k;
    }
    for (; k + 1 <= to; k += 2) {
        y[k] += a * x[k];
        y[k + 1] += a * x[k + 1];
    }
    if (k <= to) {
        y[k] += a * x[k];
    }
}

/// A row to add to a sum: a x[k] for k in [from, to].
struct ScaledRow {
    const double* x = nullptr;
    double a = 0;
    int from = 0;
    int to = -1;
};

/// y[k] += a1 x1[k] + ... + aN xN[k] for k in [from, to], which every row covers: one pass over
/// y for N rows (their terms summed first, then added: not the order of one row at a time).
template <int N>
void add_rows_over(double* __restrict y, const ScaledRow* rows, int from, int to) {
    const double* x[N];
    double a[N];
    for (int i = 0; i < N; ++i) {
        x[i] = rows[i].x;
        a[i] = rows[i].a;
    }
    auto term = [&](int k) {
        double s = a[0] * x[0][k];
        for (int i = 1; i < N; ++i) {
            s += a[i] * x[i][k];
        }
        return s;
    };
    int k = from;
    if (k <= to && odd_start(y, k)) {
        y[k] += term(k);
        ++k;
    }
    for (; k + 1 <= to; k += 2) {
        const double s0 = term(k);
        const double s1 = term(k + 1);
        y[k] += s0;
        y[k + 1] += s1;
    }
    if (k <= to) {
        y[k] += term(k);
    }
}

/// Adds `n` rows to y, up to four at a time: one pass over y where all of them cover it, the rest
/// of each row alone (issue 26: fewer loads and stores of y; another order of the sums).
void add_rows(double* y, const ScaledRow* rows, int n) {
    constexpr int kMost = 4;
    for (int first = 0; first < n;) {
        int count = std::min(kMost, n - first);
        int lo = rows[first].from;
        int hi = rows[first].to;
        for (int i = 1; i < count; ++i) { // the rows share a span: stop before one that does not
            const int l = std::max(lo, rows[first + i].from);
            const int h = std::min(hi, rows[first + i].to);
            if (l > h) {
                count = i;
                break;
            }
            lo = l;
            hi = h;
        }
        const ScaledRow* on = rows + first;
        switch (count) {
        case 1: add_rows_over<1>(y, on, lo, hi); break;
        case 2: add_rows_over<2>(y, on, lo, hi); break;
        case 3: add_rows_over<3>(y, on, lo, hi); break;
        default: add_rows_over<4>(y, on, lo, hi); break;
        }
        for (int i = 0; i < count; ++i) {
            add_scaled(y, on[i].x, on[i].a, on[i].from, lo - 1);
            add_scaled(y, on[i].x, on[i].a, hi + 1, on[i].to);
        }
        first += count;
    }
}

/// Round-one pairs that lead to round two, summed per the enemy's round-two dice: `state` is
/// the side's after round one (the same for every pair of one wounds count `w`).
struct LossGroup {
    int dice = 0; ///< the row of its dice in LossGroups
    int w = 0;
    SideState state;
    double weight = 0;
};

/// The loss groups of one side and their end-of-round-two losses. The groups are added by
/// increasing wounds w (begin(w), then the pairs in the order met): a group is found by its dice
/// through a table stamped with w, not a search. Kept by the thread from call to call.
class LossGroups {
public:
    /// Starts afresh for `side`, whose losses come from the enemy's `pools`. The band masses
    /// worked out from the same set of pools, Hits and stands are kept from the last call (issue 26).
    void reset(const WmeCombatant& side, const BinomialPools& pools) {
        const bool same = m_hits == side.hits && m_stands == side.stands && m_pools == pools.serial() &&
                          m_bands.size() <= kKeptBands;
        m_hits = side.hits;
        m_stands = side.stands;
        m_pools = pools.serial();
        for (DiceEntry& e : m_by_dice) {
            e.seen = -1;
            e.id = same ? e.id : -1;
        }
        if (!same) {
            m_dice.clear();
            m_bands.clear();
            m_band_at.clear();
        }
        m_groups.clear();
        m_w = 0;
        m_last_dice = -1;
    }

    /// The next adds are pairs where the side took `w` wounds in round one (w increasing).
    void begin(int w) {
        m_w = w;
        m_last_dice = -1;
    }

    void add(int dice, const SideState& state, double p) {
        if (dice == m_last_dice) { // the same group as the last pair's: often, with no lookup
            m_groups[static_cast<std::size_t>(m_last_slot)].weight += p;
            return;
        }
        m_last_dice = dice;
        const auto d = static_cast<std::size_t>(dice);
        if (d >= m_by_dice.size()) {
            m_by_dice.resize(std::max(d + 1, 2 * m_by_dice.size()));
        }
        DiceEntry& e = m_by_dice[d];
        if (e.seen == m_w) {
            m_last_slot = e.slot;
            m_groups[static_cast<std::size_t>(e.slot)].weight += p;
            return;
        }
        if (e.id < 0) {
            e.id = static_cast<int>(m_dice.size());
            m_dice.push_back(dice);
        }
        e.seen = m_w;
        e.slot = static_cast<int>(m_groups.size());
        m_last_slot = e.slot;
        m_groups.push_back({e.id, m_w, state, p});
    }

    /// Adds each group's weight times the distribution of the stands the side has lost at the
    /// end of round two (`pools`: the enemy's round-two wounds), in the order added.
    void add_losses(BinomialPools& pools, std::vector<double>& into);

private:
    const double* bands(BinomialPools& pools, int id, int carried);

    static constexpr std::size_t kKeptBands = 1 << 17; ///< band masses kept past a call (1 MB)

    int m_hits = 0;
    int m_stands = 0;
    std::uint64_t m_pools = 0; ///< the serial of the pools the bands come from
    int m_w = 0;
    int m_last_dice = -1; ///< the dice of the last pair added for m_w, -1: none
    int m_last_slot = 0;  ///< its group
    struct DiceEntry {
        int id = -1;   ///< its row, -1: none yet
        int seen = -1; ///< the w of its last group, -1: none
        int slot = 0;  ///< its last group in m_groups
    };
    std::vector<DiceEntry> m_by_dice; ///< by dice
    std::vector<int> m_dice; ///< row -> dice
    std::vector<LossGroup> m_groups;
    std::vector<double> m_bands;  ///< band masses, `m_stands` a (row, carried)
    std::vector<int> m_band_at;   ///< [row][carried] -> offset in m_bands, -1: not worked out
    std::vector<const double*> m_tails; ///< row -> its pool's tail in this call, null: not looked up
};

/// P(the i-th stand goes in round two) for i < stands: wounds X from the enemy's pool of row
/// `id`, `carried` wounds already on the next stand: X in [i hits - carried, (i+1) hits - carried)
/// (the first band from 0). Worked out once per (pool, carried), shared by the groups (issue 26).
const double* LossGroups::bands(BinomialPools& pools, int id, int carried) {
    const auto hits = static_cast<std::size_t>(m_hits);
    if (m_band_at.size() < m_dice.size() * hits) {
        m_band_at.resize(m_dice.size() * hits, -1);
    }
    int& at = m_band_at[static_cast<std::size_t>(id) * hits + static_cast<std::size_t>(carried)];
    if (at < 0) {
        at = static_cast<int>(m_bands.size());
        m_bands.resize(m_bands.size() + static_cast<std::size_t>(m_stands));
        const BinomialPool& pool = pools.get(m_dice[static_cast<std::size_t>(id)]);
        double* out = m_bands.data() + at;
        int from = 0;
        for (int i = 0; i < m_stands; ++i) {
            const int to = (i + 1) * m_hits - carried;
            out[i] = pool.range_mass(from, to);
            from = to;
        }
    }
    return m_bands.data() + at;
}

void LossGroups::add_losses(BinomialPools& pools, std::vector<double>& into) {
    m_tails.assign(m_dice.size(), nullptr);
    const int cap = m_stands * m_hits;
    double destroyed = into[static_cast<std::size_t>(m_stands)]; // in a register
    for (const LossGroup& g : m_groups) {
        // lost0 stands and `carried` wounds before round two; destroyed at X >= cap - w.
        const int lost0 = g.state.lost;
        const double* mass = bands(pools, g.dice, g.state.carried);
        add_scaled(into.data() + lost0, mass, g.weight, 0, m_stands - lost0 - 1);
        const double*& tail = m_tails[static_cast<std::size_t>(g.dice)];
        if (tail == nullptr) {
            tail = pools.get(m_dice[static_cast<std::size_t>(g.dice)]).tail;
        }
        destroyed += g.weight * tail[cap - g.w];
    }
    into[static_cast<std::size_t>(m_stands)] = destroyed;
}

/// What the double path keeps from call to call on a thread: buffers, not results.
struct FastScratch {
    LossGroups a_groups;
    LossGroups b_groups;
    std::vector<ScaledRow> a_rows; ///< the pursuit rows when the attacker pursues
    std::vector<ScaledRow> b_rows;
    std::vector<int> dice_b;
    std::vector<double> sum;
    std::vector<double> diff;
    std::vector<ScaledRow> rows; ///< the pursuit's rows of one u
};

FastScratch& fast_scratch() {
    thread_local FastScratch scratch;
    return scratch;
}

/// The combat by double arithmetic on flat arrays, for pools whose exact fractions do not
/// fit anyway: round two is summed per round-one state as marginals (stands lost each side) and
/// the distribution of the result difference. Round-one pairs below 1e-20 are skipped (well
/// under the 12 significant digits printed for any probability above 1e-8). Fresh units only
/// (no wounds from shooting at the charge): round one's states are tables by wounds.
class FastCombat {
public:
    FastCombat(const WmeTables& t, const WmeCombatRequest& r);
    FastTotals run();

private:
    static constexpr double kPrune = 1e-20;

    RoundOutcome settle_fresh(int x, int y) const;
    int second_dice(const WmeCombatant& self, int base, int lost, int bonus) const;
    std::pair<int, int> second_dice(const RoundOutcome& o) const;
    void pass_one();
    struct PassSums {
        double win, draw, lose, retreat0;
        double b_lost = 0; ///< the defender's stands lost of the current row
    };
    int add_pair(int x, int y, double p, PassSums& sums);
    ScaledRow& pursuit_row(bool a_pursues, int x, int y);
    void pursuit(bool a_pursues);
    void add_differences(bool a_pursues, const std::vector<double>& diff);
    void add_retreat(int cm, double p);

    const WmeTables& m_t;
    const WmeCombatRequest& m_r;
    CombatRules m_rules;
    int m_cap_a1; ///< wounds the attacker can take
    int m_cap_b1;
    std::vector<double> m_px; ///< round one: P(x wounds on the defender), capped
    std::vector<double> m_py; ///< P(y wounds on the attacker)
    std::vector<SideState> m_state_a; ///< the attacker after y wounds in round one
    std::vector<SideState> m_state_b;
    std::vector<int> m_retreat_a; ///< the attacker's retreat when it loses by d
    std::vector<int> m_retreat_b;
    int m_base_a = 0; ///< round two's Attacks per stand before the pursuit bonus
    int m_base_b = 0;
    BinomialPools* m_a2 = nullptr; ///< round two: the attacker's wounds on the defender (everyone in the open)
    BinomialPools* m_b2 = nullptr;
    FastScratch& m_scratch;
    LossGroups& m_b_groups; ///< by the defender's round-one wounds
    LossGroups& m_a_groups;
    bool m_pursuits;
    FastTotals m_out;
};

/// Round two's Attacks per stand of `self` before the pursuit bonus: attack_dice's modifiers
/// with no charge (wme.combat.modifiers).
int round_two_per_stand(const WmeTables& t, const WmeCombatant& self, const WmeCombatant& enemy) {
    return self.attacks + (enemy.terrifying ? t.terrifying_enemy : 0) + (self.flank_or_rear ? t.enemy_on_flank_or_rear : 0) +
           (self.confused ? t.confused : 0);
}

FastCombat::FastCombat(const WmeTables& t, const WmeCombatRequest& r)
    : m_t(t), m_r(r), m_rules(combat_rules(t, r)), m_cap_a1(r.attacker.stands * r.attacker.hits),
      m_cap_b1(r.defender.stands * r.defender.hits), m_scratch(fast_scratch()), m_b_groups(m_scratch.b_groups),
      m_a_groups(m_scratch.a_groups),
      m_pursuits(r.rounds >= 2 && r.pursue && (m_rules.a_may_pursue || m_rules.b_may_pursue)) {
    // The pools come from the thread's cache (binomial_pools.h): round one's are read here, before
    // round two's are asked for.
    const RoundSetup s1 = setup_round(t, r, {}, {}, 1, 0, 0);
    const BinomialPool& pa = cached_binomial_pools(static_cast<double>(s1.p_a.value), m_cap_b1).get(s1.dice_a);
    const BinomialPool& pb = cached_binomial_pools(static_cast<double>(s1.p_b.value), m_cap_a1).get(s1.dice_b);
    m_px.resize(static_cast<std::size_t>(m_cap_b1) + 1);
    m_py.resize(static_cast<std::size_t>(m_cap_a1) + 1);
    for (int x = 0; x <= m_cap_b1; ++x) {
        m_px[static_cast<std::size_t>(x)] = pa.clamped(x, m_cap_b1);
        m_state_b.push_back({x / r.defender.hits, x % r.defender.hits, 0});
    }
    for (int y = 0; y <= m_cap_a1; ++y) {
        m_py[static_cast<std::size_t>(y)] = pb.clamped(y, m_cap_a1);
        m_state_a.push_back({y / r.attacker.hits, y % r.attacker.hits, 0});
    }
    const int most = m_cap_a1 + m_cap_b1 + std::abs(m_rules.support_a) + std::abs(m_rules.support_b);
    for (int d = 0; d <= most; ++d) {
        m_retreat_a.push_back(retreat_of(d, m_rules.units_a));
        m_retreat_b.push_back(retreat_of(d, m_rules.units_b));
    }
    m_out.retreat.assign(m_retreat_a.size(), 0.0); // no retreat is longer than the largest difference
    m_base_a = round_two_per_stand(t, r.attacker, r.defender);
    m_base_b = round_two_per_stand(t, r.defender, r.attacker);
    m_out.a_lost.assign(static_cast<std::size_t>(r.attacker.stands) + 1, 0.0);
    m_out.b_lost.assign(static_cast<std::size_t>(r.defender.stands) + 1, 0.0);
    const std::size_t pairs = (static_cast<std::size_t>(r.defender.stands) + 1) * static_cast<std::size_t>(r.defender.hits) *
                              (static_cast<std::size_t>(m_cap_a1) + 1);
    const std::size_t pairs_b = (static_cast<std::size_t>(r.attacker.stands) + 1) * static_cast<std::size_t>(r.attacker.hits) *
                                (static_cast<std::size_t>(m_cap_b1) + 1);
    m_scratch.a_rows.assign(m_pursuits && m_rules.a_may_pursue ? pairs : 0, ScaledRow{});
    m_scratch.b_rows.assign(m_pursuits && m_rules.b_may_pursue ? pairs_b : 0, ScaledRow{});
    const RoundSetup open_round = setup_round(t, r, {}, {}, 2, 1, 0);
    m_a2 = &cached_binomial_pools(static_cast<double>(open_round.p_a.value), m_cap_b1);
    m_b2 = &cached_binomial_pools(static_cast<double>(open_round.p_b.value), m_cap_a1);
    m_b_groups.reset(r.defender, *m_a2);
    m_a_groups.reset(r.attacker, *m_b2);
}

/// settle() of fresh units, from the tables: the same outcome (wme.combat.results, .retreat).
inline RoundOutcome FastCombat::settle_fresh(int x, int y) const {
    RoundOutcome o;
    const bool b_destroyed = x >= m_cap_b1;
    const bool a_destroyed = y >= m_cap_a1;
    const int result_a = x + m_rules.support_a;
    const int result_b = y + m_rules.support_b;
    o.result = round_result(a_destroyed, b_destroyed, result_a, result_b);
    const bool retreats = o.result != 0 && !a_destroyed && !b_destroyed;
    const auto d = static_cast<std::size_t>(std::abs(result_a - result_b));
    o.retreat = retreats ? (o.result > 0 ? m_retreat_b[d] : m_retreat_a[d]) : 0;
    o.a = m_state_a[static_cast<std::size_t>(y)];
    o.b = m_state_b[static_cast<std::size_t>(x)];
    if (retreats && (o.result > 0 ? m_rules.b_artillery : m_rules.a_artillery)) {
        SideState& loser = o.result > 0 ? o.b : o.a;
        loser.lost = o.result > 0 ? m_r.defender.stands : m_r.attacker.stands;
        loser.carried = 0;
        o.retreat = 0;
        o.artillery_destroyed = true;
    }
    return o;
}

/// attack_dice() of round two: `base` Attacks per stand plus the pursuit `bonus`.
int FastCombat::second_dice(const WmeCombatant& self, int base, int lost, int bonus) const {
    const int stands_left = self.stands - lost;
    if (stands_left <= 0) {
        return 0;
    }
    return std::max(stands_left * std::max(0, base + bonus), 1); // the last-effort die (wme.combat.resolution)
}

std::pair<int, int> FastCombat::second_dice(const RoundOutcome& o) const {
    const int bonus = pursuit_bonus(m_t, o.retreat);
    return {second_dice(m_r.attacker, m_base_a, o.a.lost, o.result > 0 ? bonus : 0),
            second_dice(m_r.defender, m_base_b, o.b.lost, o.result > 0 ? 0 : bonus)};
}

void FastCombat::add_retreat(int cm, double p) { m_out.retreat[static_cast<std::size_t>(cm)] += p; }

/// Pass 1: combats that end after round one; for the others, the stands lost (each side's
/// losses depend on the other's dice only: summed per group, added once after the pass) and
/// the destroyed cases (no retreat). Not inlined, nor the pursuit: apart they run about 5 % faster
/// than merged into run().
[[gnu::noinline]] void FastCombat::pass_one() {
    const auto width = static_cast<std::size_t>(m_cap_a1) + 1;
    const auto height = static_cast<std::size_t>(m_cap_b1) + 1;
    std::vector<int>& dice_b = m_scratch.dice_b; // [y][x]: the defender's round-two dice, -1: none
    dice_b.assign(m_pursuits ? width * height : 0, -1);
    // The outcome sums in registers: the same additions in the same order as into m_out.
    PassSums sums{m_out.win, m_out.draw, m_out.lose, 0.0, 0.0};
    for (int x = 0; x <= m_cap_b1; ++x) {
        const double px = m_px[static_cast<std::size_t>(x)];
        m_b_groups.begin(x);
        // The row's stands lost by the defender (but for destroyed artillery), in a register.
        const auto row_lost = static_cast<std::size_t>(m_state_b[static_cast<std::size_t>(x)].lost);
        sums.b_lost = m_out.b_lost[row_lost];
        for (int y = 0; y <= m_cap_a1; ++y) {
            const double p = px * m_py[static_cast<std::size_t>(y)];
            if (p < kPrune) {
                continue;
            }
            const int second_b = add_pair(x, y, p, sums);
            if (second_b >= 0) {
                dice_b[static_cast<std::size_t>(y) * height + static_cast<std::size_t>(x)] = second_b;
            }
        }
        m_out.b_lost[row_lost] = sums.b_lost;
    }
    m_out.win = sums.win;
    m_out.draw = sums.draw;
    m_out.lose = sums.lose;
    m_out.retreat[0] += sums.retreat0; // retreat[0] had nothing before: the same sum
    // The attacker's groups by its round-one wounds y, each y's pairs by increasing x: the
    // order pass 1 met them in, so each group's weight is the same sum.
    for (std::size_t y = 0; m_pursuits && y < width; ++y) {
        const double py = m_py[y];
        const int* row = dice_b.data() + y * height;
        m_a_groups.begin(static_cast<int>(y));
        for (std::size_t x = 0; x < height; ++x) {
            if (row[x] >= 0) {
                m_a_groups.add(row[x], m_state_a[y], m_px[x] * py);
            }
        }
    }
    m_b_groups.add_losses(*m_a2, m_out.b_lost);
    m_a_groups.add_losses(*m_b2, m_out.a_lost);
}

/// One pair of round one, of probability p: its outcome summed when the combat ends there; else
/// its chances of a side destroyed in round two, its group and its pursuit row. Returns the
/// defender's round-two dice, -1 when there is no second round.
int FastCombat::add_pair(int x, int y, double p, PassSums& sums) {
    const RoundOutcome o = settle_fresh(x, y);
    if (!second_round(m_r, m_rules, o)) {
        sums.win += o.result > 0 ? p : 0.0; // + 0: unchanged
        sums.draw += o.result == 0 ? p : 0.0;
        sums.lose += o.result < 0 ? p : 0.0;
        m_out.a_lost[static_cast<std::size_t>(o.a.lost)] += p;
        if (o.b.lost == m_state_b[static_cast<std::size_t>(x)].lost) {
            sums.b_lost += p;
        } else {
            m_out.b_lost[static_cast<std::size_t>(o.b.lost)] += p; // destroyed artillery
        }
        if (o.retreat == 0) {
            sums.retreat0 += p;
        } else {
            add_retreat(o.retreat, p);
        }
        return -1;
    }
    const auto [dice_a, dice_b] = second_dice(o);
    const BinomialPool& on_b = m_a2->get(dice_a);
    const BinomialPool& on_a = m_b2->get(dice_b);
    m_b_groups.add(dice_a, o.b, p); // the attacker's groups: after the pass, by y
    const double b_dead = on_b.tail[m_cap_b1 - x];
    const double a_dead = on_a.tail[m_cap_a1 - y];
    sums.draw += p * b_dead * a_dead;
    sums.win += p * b_dead * (1.0 - a_dead);
    sums.lose += p * (1.0 - b_dead) * a_dead;
    sums.retreat0 += p * (b_dead + a_dead - b_dead * a_dead);
    // The pursuer's wounds while the other side stays alive (below what it can still take).
    const bool a_pursues = o.result > 0;
    const BinomialPool& wounds = a_pursues ? on_b : on_a;
    const int top = std::min((a_pursues ? m_cap_b1 - x : m_cap_a1 - y) - 1, wounds.hi);
    if (wounds.lo <= top) {
        pursuit_row(a_pursues, x, y) = {wounds.pmf, p, wounds.lo, top};
    }
    return dice_b;
}

/// The pursuit row of the pair (x, y) when `a_pursues` (else the defender pursues), laid out as
/// the pursuit pass reads them: by the other side's stands lost, the pursuer's wounds u, then
/// the other side's wounds v within that stand.
ScaledRow& FastCombat::pursuit_row(bool a_pursues, int x, int y) {
    const int hits = a_pursues ? m_r.defender.hits : m_r.attacker.hits;
    const int v = a_pursues ? x : y;
    const int u = a_pursues ? y : x;
    const auto width = static_cast<std::size_t>(a_pursues ? m_cap_a1 : m_cap_b1) + 1;
    const std::size_t at = ((static_cast<std::size_t>(v / hits) * width + static_cast<std::size_t>(u)) * static_cast<std::size_t>(hits)) +
                           static_cast<std::size_t>(v % hits);
    return (a_pursues ? m_scratch.a_rows : m_scratch.b_rows)[at];
}

/// Pass 2, both alive after round two, for one pursuing side. The other side's dice depend
/// only on the stands it lost in round one (group `lost`); the pursuer's survival of the
/// other's wounds w depends on the round-one wounds it took (u): w < cap - u. Taking u in
/// increasing order, the sum of the pursuer's wound distributions over u' <= u is the one
/// that meets w = cap - 1 - u: each group is one pass, with no table of partial sums. The rows
/// come from pass 1 in this order (pursuit_row); those of one u are added together (add_rows);
/// only the span of the sum added to is read.
[[gnu::noinline]] void FastCombat::pursuit(bool a_pursues) {
    const WmeCombatant& pursuer = a_pursues ? m_r.attacker : m_r.defender;
    const WmeCombatant& other = a_pursues ? m_r.defender : m_r.attacker;
    const int pursuer_cap = pursuer.stands * pursuer.hits;
    const int other_cap = other.stands * other.hits;
    BinomialPools& other_pools = a_pursues ? *m_b2 : *m_a2;
    const int other_base = a_pursues ? m_base_b : m_base_a;
    std::vector<double>& sum = m_scratch.sum;
    std::vector<double>& diff = m_scratch.diff; // e + pursuer_cap
    std::vector<ScaledRow>& rows = m_scratch.rows;
    sum.assign(static_cast<std::size_t>(other_cap), 0.0);
    diff.assign(static_cast<std::size_t>(other_cap + pursuer_cap), 0.0);
    rows.resize(static_cast<std::size_t>(other.hits));
    for (int lost = 0; lost < other.stands; ++lost) {
        const int from = lost * other.hits;
        const int to = std::min((lost + 1) * other.hits, other_cap);
        const BinomialPool& against = other_pools.get(second_dice(other, other_base, lost, 0));
        std::fill(sum.begin(), sum.end(), 0.0);
        int low = other_cap; // the span of `sum` added to
        int high = -1;
        const ScaledRow* kept = (a_pursues ? m_scratch.a_rows : m_scratch.b_rows).data() +
                                static_cast<std::size_t>(lost) * static_cast<std::size_t>(pursuer_cap + 1) * static_cast<std::size_t>(other.hits);
        for (int u = 0; u < pursuer_cap; ++u, kept += other.hits) {
            int n = 0;
            for (int i = 0; i < to - from; ++i) {
                if (kept[i].from <= kept[i].to) {
                    rows[static_cast<std::size_t>(n++)] = kept[i];
                    low = std::min(low, kept[i].from);
                    high = std::max(high, kept[i].to);
                }
            }
            add_rows(sum.data(), rows.data(), n);
            const int w = pursuer_cap - 1 - u; // the largest w the pursuer survives after u
            if (high < low || w < against.lo || w > against.hi) {
                continue;
            }
            // e = k - w: the row of w starts at e + pursuer_cap = pursuer_cap - w.
            add_scaled(diff.data() + pursuer_cap - w, sum.data(), against.pmf[w], low, high);
        }
    }
    add_differences(a_pursues, diff);
}

/// e = the pursuer's wounds minus the other's: the attacker's result minus the defender's
/// is e + (sup_a - sup_b) when the attacker pursues, -e + (sup_a - sup_b) otherwise.
void FastCombat::add_differences(bool a_pursues, const std::vector<double>& diff) {
    const int pursuer_cap = a_pursues ? m_cap_a1 : m_cap_b1;
    for (std::size_t i = 0; i < diff.size(); ++i) {
        if (diff[i] != 0) {
            const int e = static_cast<int>(i) - pursuer_cap;
            const int d = (a_pursues ? e : -e) + m_rules.support_a - m_rules.support_b;
            (d > 0 ? m_out.win : (d == 0 ? m_out.draw : m_out.lose)) += diff[i];
            add_retreat(d == 0 ? 0 : retreat_of(d < 0 ? -d : d, d > 0 ? m_rules.units_b : m_rules.units_a), diff[i]);
        }
    }
}

FastTotals FastCombat::run() {
    pass_one();
    for (const bool a_pursues : {true, false}) {
        if (m_r.rounds >= 2 && m_r.pursue && (a_pursues ? m_rules.a_may_pursue : m_rules.b_may_pursue)) {
            pursuit(a_pursues);
        }
    }
    return std::move(m_out);
}
} // namespace

FastTotals combat_fast(const WmeTables& t, const WmeCombatRequest& r) { return FastCombat(t, r).run(); }

} // namespace ost::engine::wme_detail
