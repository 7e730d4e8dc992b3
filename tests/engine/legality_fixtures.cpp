// Helpers for the legality tests (see legality_fixtures.h).
// They read the staged reference DB (built from data/ and lists/), so the tests check the
// bundled tables through the one data channel the front ends use.
#include "legality_fixtures.h"

#include <algorithm>
#include <filesystem>

namespace ost::test {
using namespace engine::legality;

LegalityService& legality() {
    static LegalityService service(std::filesystem::path(OST_STAGE_DATA_DIR));
    return service;
}

UnitFacts unit(const std::string& system, const std::string& troop, std::initializer_list<const char*> states,
               std::initializer_list<const char*> capabilities, std::optional<std::string> terrain) {
    auto u = legality().table(system).extra_target(troop) != nullptr ? legality().extra_target(system, troop)
                                                                     : legality().troop(system, troop);
    for (const auto* s : states) {
        u.states.on.insert(s);
    }
    for (const auto* c : capabilities) {
        u.capabilities.on.insert(c);
    }
    u.states.complete = true;
    u.capabilities.complete = true;
    u.terrain = std::move(terrain);
    return u;
}

UnitFacts bare(const std::string& system, const std::string& troop, std::initializer_list<const char*> states,
               std::optional<std::string> terrain) {
    auto u = unit(system, troop, states, {}, std::move(terrain));
    u.capabilities.complete = false;
    return u;
}

CheckResult ask(const std::string& system, const std::string& question, const UnitFacts& actor,
                const std::optional<UnitFacts>& target, const std::map<std::string, std::string>& facts) {
    Situation s;
    s.system = system;
    s.question = question;
    s.actor = actor;
    s.target = target;
    s.facts = facts;
    return legality().check(s);
}

const Reason* reason(const CheckResult& r, const std::string& row) {
    const auto it = std::find_if(r.reasons.begin(), r.reasons.end(), [&](const Reason& x) { return x.row == row; });
    return it == r.reasons.end() ? nullptr : &*it;
}

const MissingFact* missing(const CheckResult& r, const std::string& fact) {
    const auto it = std::find_if(r.missing.begin(), r.missing.end(), [&](const MissingFact& m) { return m.fact == fact; });
    return it == r.missing.end() ? nullptr : &*it;
}

Verdict answer(const CheckResult& r, const std::string& fact, const std::string& value) {
    if (const auto* m = missing(r, fact)) {
        for (const auto& a : m->answers) {
            if (a.value == value) {
                return a.verdict;
            }
        }
    }
    return Verdict::Depends;
}

} // namespace ost::test
