// Tests for the WME two-round double path (wme_fast_combat, issue 26) on 60-dice combats: against
// a plain enumeration of both rounds in long double, pair by pair, through the shared round rules.
#include "core/engine/binomial_pools.h"
#include "core/systems/wme/wme_combat_round.h"
#include "core/systems/wme/wme_resolver.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <vector>

using namespace ost::engine;
using namespace ost::engine::wme_detail;

namespace {
const WmeTables& tables() {
    static const WmeTables t = WmeTables::load(std::filesystem::path(OST_SOURCE_DIR) / "data/engine/wme.json");
    return t;
}

/// P(min(X, cap) = k) for X ~ Binomial(n, p), k = 0..cap, in long double.
std::vector<long double> clamped_binomial(int n, long double p, int cap) {
    std::vector<long double> pmf(static_cast<std::size_t>(n) + 1);
    long double log_q = std::log1p(-p);
    for (int k = 0; k <= n; ++k) {
        const long double log_c = std::lgamma(n + 1.0L) - std::lgamma(k + 1.0L) - std::lgamma(n - k + 1.0L);
        pmf[static_cast<std::size_t>(k)] = std::exp(log_c + k * std::log(p) + (n - k) * log_q);
    }
    std::vector<long double> out(static_cast<std::size_t>(cap) + 1, 0.0L);
    for (int k = 0; k <= n; ++k) {
        out[static_cast<std::size_t>(std::min(k, cap))] += pmf[static_cast<std::size_t>(k)];
    }
    return out;
}

struct Reference {
    std::map<int, long double> result; ///< 1, 0, -1
    std::map<int, long double> a_lost, b_lost, retreat;
    void add(const RoundOutcome& o, long double p) {
        result[o.result] += p;
        a_lost[o.a.lost] += p;
        b_lost[o.b.lost] += p;
        retreat[o.retreat] += p;
    }
};

/// Both rounds enumerated wound pair by wound pair with settle(), the rules the resolver uses.
Reference enumerate(const WmeCombatRequest& r) {
    const WmeTables& t = tables();
    const CombatRules rules = combat_rules(t, r);
    Reference ref;
    auto round = [&](const SideState& a, const SideState& b, int n, int pursuer, int retreat, long double weight, auto&& sink) {
        const RoundSetup s = setup_round(t, r, a, b, n, pursuer, retreat);
        const int cap_b = (r.defender.stands - b.lost) * r.defender.hits - b.carried;
        const int cap_a = (r.attacker.stands - a.lost) * r.attacker.hits - a.carried;
        const auto wa = clamped_binomial(s.dice_a, s.p_a.value, cap_b);
        const auto wb = clamped_binomial(s.dice_b, s.p_b.value, cap_a);
        for (int x = 0; x <= cap_b; ++x) {
            for (int y = 0; y <= cap_a; ++y) {
                const long double p = weight * wa[static_cast<std::size_t>(x)] * wb[static_cast<std::size_t>(y)];
                if (p > 1e-26L) { // a million pairs at most below: under 1e-20 in all
                    sink(settle(r, rules, a, b, x, y), p);
                }
            }
        }
    };
    round(SideState{}, SideState{}, 1, 0, 0, 1.0L, [&](const RoundOutcome& o, long double p) {
        if (!second_round(r, rules, o)) {
            ref.add(o, p);
            return;
        }
        round(o.a, o.b, 2, o.result, o.retreat, p, [&](const RoundOutcome& o2, long double q) { ref.add(o2, q); });
    });
    return ref;
}

/// `fast` within 1e-12 relative (and 1e-16 absolute) of `exact`.
void check_close(long double fast, long double exact) {
    CHECK(std::fabs(static_cast<double>(fast - exact)) <= 1e-12 * std::fabs(static_cast<double>(exact)) + 1e-16);
}

void check_distribution(const OddsResult& o, const char* id, const std::map<int, long double>& exact) {
    const Distribution* d = o.distribution(id);
    REQUIRE(d != nullptr);
    for (int v = std::min(d->min(), exact.begin()->first); v <= std::max(d->max(), exact.rbegin()->first); ++v) {
        const auto it = exact.find(v);
        INFO(id << " = " << v);
        check_close(d->p(v).value, it == exact.end() ? 0.0L : it->second);
    }
}
} // namespace

TEST_CASE("WME combat: the two-round double path against a plain enumeration, 60 dice a side (issue 26)", "[engine][wme]") {
    std::vector<WmeCombatRequest> combats(4);
    // The benchmark's combat: 20 stands of 3 Attacks and 3 Hits a side; either side may pursue.
    combats[0].attacker = {"infantry", 3, 3, 5, 20, false, false, false, false, 0};
    combats[0].defender = {"infantry", 3, 3, 6, 20, false, false, false, false, 0};
    // A stronger defender with supports: the defender's pursuits weigh more.
    combats[1].attacker = {"infantry", 3, 3, 0, 20, false, false, false, false, 0};
    combats[1].defender = {"infantry", 3, 3, 4, 20, false, false, false, false, 3};
    // Cavalry charging (80 dice in round one), two defending units sharing the retreat.
    combats[2].attacker = {"cavalry", 3, 2, 4, 20, true, false, false, false, 0};
    combats[2].defender = {"infantry", 3, 3, 5, 20, false, false, false, false, 2};
    combats[2].defender.units = 2;
    // Monsters of 4 Hits against terrifying infantry of 2 Hits, in the open.
    combats[3].attacker = {"monster", 4, 4, 5, 15, false, false, false, false, 0};
    combats[3].defender = {"infantry", 2, 2, 6, 30, false, false, false, true, 0};
    for (std::size_t i = 0; i < combats.size(); ++i) {
        WmeCombatRequest& r = combats[i];
        r.rounds = 2;
        INFO("combat " << i);
        const OddsResult fast = wme_combat(tables(), r);
        REQUIRE_FALSE(fast.outcome("attacker_wins")->p.exact); // the double path
        const Reference exact = enumerate(r);
        check_close(fast.outcome("attacker_wins")->p.value, exact.result.count(1) ? exact.result.at(1) : 0.0L);
        check_close(fast.outcome("draw")->p.value, exact.result.count(0) ? exact.result.at(0) : 0.0L);
        check_close(fast.outcome("defender_wins")->p.value, exact.result.count(-1) ? exact.result.at(-1) : 0.0L);
        check_distribution(fast, "attacker_stands_lost", exact.a_lost);
        check_distribution(fast, "defender_stands_lost", exact.b_lost);
        check_distribution(fast, "retreat_cm", exact.retreat);
    }
}

TEST_CASE("WME combat: the double path's kept loss bands change no figure (issue 26)", "[engine][wme]") {
    // 20 stands of 3 Hits and 30 stands of 2 Hits: the same chance and 60 wounds, so the same
    // pools, but other loss bands. Each in turn gives what it gave from fresh pools.
    WmeCombatRequest three;
    three.attacker = {"infantry", 3, 3, 5, 20, false, false, false, false, 0};
    three.defender = {"infantry", 3, 3, 6, 20, false, false, false, false, 0};
    three.rounds = 2;
    WmeCombatRequest two = three;
    two.attacker.hits = 2;
    two.attacker.stands = 30;
    two.attacker.attacks = 2;
    two.defender.hits = 2;
    two.defender.stands = 30;
    two.defender.attacks = 2;
    auto figures = [](const OddsResult& o) {
        std::vector<long double> out;
        for (const auto& outcome : o.outcomes) {
            out.push_back(outcome.p.value);
        }
        for (const auto& [id, d] : o.distributions) {
            for (int v = d.min(); v <= d.max(); ++v) {
                out.push_back(d.p(v).value);
            }
        }
        return out;
    };
    clear_binomial_pool_cache(); // each worked out from fresh pools first
    const auto first = figures(wme_combat(tables(), three));
    clear_binomial_pool_cache();
    const auto other = figures(wme_combat(tables(), two));
    CHECK(first != other);
    CHECK(figures(wme_combat(tables(), three)) == first); // right after the other, same pools
    CHECK(figures(wme_combat(tables(), two)) == other);
    CHECK(figures(wme_combat(tables(), two)) == other);
    CHECK(figures(wme_combat(tables(), three)) == first);
}
