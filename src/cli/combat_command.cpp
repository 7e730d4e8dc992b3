// `ost-cli combat SCENARIO.json [--json] [--lang fr|en] [--roll --seed N]`: the exact odds of an
// engine scenario, the rules applied, and one resolved roll (seeded, or the scenario's own dice).
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/engine/scenario.h"
#include "core/services/combat_scenario.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstdio>
#include <ostream>
#include <random>

namespace ost::cli {

namespace {
std::string percent(long double p) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%7.3f %%", static_cast<double>(p * 100));
    return buffer;
}

/// Pads `label` to `width` columns, counting UTF-8 code points (accents are one column).
std::string padded(const std::string& label, std::size_t width) {
    std::size_t columns = 0;
    for (const char ch : label) {
        columns += (static_cast<unsigned char>(ch) & 0xC0) != 0x80 ? 1 : 0;
    }
    return label + std::string(columns < width ? width - columns : 1, ' ');
}

nlohmann::json probability_json(const engine::Probability& p) {
    nlohmann::json j{{"p", static_cast<double>(p.value)}};
    if (p.exact) {
        j["exact"] = p.exact->to_string();
    }
    return j;
}

nlohmann::json roll_json(CliContext& c, const engine::RollReport& r) {
    nlohmann::json dice = nlohmann::json::array();
    for (const auto& d : r.dice) {
        dice.push_back({{"die", d.die}, {"face", d.face}, {"meaning", c.render(d.meaning)}, {"rule", d.rule}});
    }
    nlohmann::json log = nlohmann::json::array();
    for (const auto& line : r.log) {
        log.push_back(c.render(line));
    }
    nlohmann::json values = nlohmann::json::object();
    for (const auto& [k, v] : r.values) {
        values[k] = v;
    }
    return {{"dice", dice}, {"log", log}, {"outcome", r.outcome}, {"values", values}};
}

void print_roll(CliContext& c, const engine::RollReport& r, const Text& title) {
    auto& o = c.out();
    o << '\n' << c.render(title) << '\n';
    for (const auto& d : r.dice) {
        o << "  " << d.die << " = " << d.face;
        if (!d.meaning.empty()) {
            o << "  " << c.render(d.meaning);
        }
        o << "  [" << d.rule << "]\n";
    }
    for (const auto& line : r.log) {
        o << "  " << c.render(line) << '\n';
    }
    o << "  " << c.render(TR_("Outcome: {0}").arg(r.outcome)) << '\n';
}
} // namespace

int run_combat(CliContext& c, const CliArgs& args) {
    const std::string file = args.argument(0);
    const bool roll = args.has("--roll");
    std::optional<std::uint64_t> seed;
    if (args.has("--seed")) {
        const std::string value = args.text("--seed");
        std::uint64_t v = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (value.empty() || ec != std::errc() || end != value.data() + value.size()) {
            throw InvalidInputError(TR_("{0}: \"{1}\" is not a whole number.").arg("--seed").arg(value));
        }
        seed = v;
    }
    if (seed && !roll) {
        throw InvalidInputError(TR_("--seed goes with --roll."));
    }
    Session& session = c.session();
    const engine::EngineTables tables = load_engine_tables(session);
    const engine::Scenario scenario = load_scenario(file, session);
    engine::OddsResult result = engine::evaluate(tables, scenario);
    std::optional<engine::RollReport> given;
    if (scenario.roll) {
        given = engine::resolve_given_roll(tables, scenario);
    }
    std::optional<engine::RollReport> simulated;
    std::uint64_t used_seed = 0;
    if (roll) {
        used_seed = seed ? *seed : std::random_device{}();
        engine::SeededDice dice(used_seed);
        simulated = engine::resolve_roll(tables, scenario, dice);
        simulated->dice = dice.log();
    }

    if (c.json()) {
        nlohmann::json j{{"system", result.system}, {"test", result.test}};
        nlohmann::json outcomes = nlohmann::json::array();
        for (const auto& o : result.outcomes) {
            nlohmann::json item = probability_json(o.p);
            item["id"] = o.id;
            item["label"] = c.render(o.label);
            outcomes.push_back(item);
        }
        j["outcomes"] = outcomes;
        nlohmann::json flags = nlohmann::json::array();
        for (const auto& o : result.flags) {
            nlohmann::json item = probability_json(o.p);
            item["id"] = o.id;
            item["label"] = c.render(o.label);
            flags.push_back(item);
        }
        j["flags"] = flags;
        nlohmann::json readings = nlohmann::json::array();
        for (const auto& r : result.readings) {
            readings.push_back({{"rule", r.rule}, {"field", r.field}, {"taken", r.taken}, {"ours", r.ours},
                                {"reading", c.render(r.reading)}, {"other", c.render(r.other)},
                                {"text", c.render(engine::reading_text(r))}});
        }
        j["readings"] = readings;
        nlohmann::json expected = nlohmann::json::object();
        for (const auto& [k, v] : result.expected) {
            expected[k] = static_cast<double>(v);
        }
        j["expected"] = expected;
        nlohmann::json distributions = nlohmann::json::object();
        for (const auto& [k, d] : result.distributions) {
            nlohmann::json values = nlohmann::json::array();
            for (int v = d.min(); v <= d.max(); ++v) {
                nlohmann::json item = probability_json(d.p(v));
                item["value"] = v;
                values.push_back(item);
            }
            distributions[k] = values;
        }
        j["distributions"] = distributions;
        nlohmann::json mechanics = nlohmann::json::array();
        for (const auto& m : result.mechanics) {
            mechanics.push_back({{"rule", m.rule}, {"text", c.render(m.text)}});
        }
        j["mechanics"] = mechanics;
        if (simulated) {
            j["roll"] = roll_json(c, *simulated);
            j["roll"]["seed"] = used_seed;
        } else if (given) {
            j["roll"] = roll_json(c, *given);
        }
        // 17 significant digits for every p (nlohmann prints the shortest exact form).
        c.print_json(j);
        return kExitOk;
    }

    auto& o = c.out();
    o << c.render(TR_("{0}: {1}").arg(result.system).arg(result.test)) << '\n';
    auto print_outcome = [&](const engine::Outcome& outcome) {
        o << "  " << padded(c.render(outcome.label), 44) << percent(outcome.p.value);
        if (outcome.p.exact) {
            o << "   " << outcome.p.exact->to_string();
        }
        o << '\n';
    };
    for (const auto& outcome : result.outcomes) {
        print_outcome(outcome);
    }
    if (!result.flags.empty()) {
        o << c.render(TR_("Apart from the outcomes (each its own chance):")) << '\n';
        for (const auto& flag : result.flags) {
            print_outcome(flag);
        }
    }
    for (const auto& [k, v] : result.expected) {
        o << "  " << c.render(TR_("Expected {0}: {1}").arg(engine::quantity_label(k, result.system)).arg(static_cast<double>(v), 3)) << '\n';
    }
    for (const auto& [k, d] : result.distributions) {
        o << '\n' << c.render(engine::quantity_label(k, result.system)) << " (" << k << ")\n";
        for (int v = d.min(); v <= d.max(); ++v) {
            const engine::Probability p = d.p(v);
            o << "  " << v << "\t" << percent(p.value);
            if (p.exact) {
                o << "   " << p.exact->to_string();
            }
            o << '\n';
        }
    }
    o << '\n' << c.render(TR_("Rules applied:")) << '\n';
    for (const auto& m : result.mechanics) {
        o << "  [" << m.rule << "] " << c.render(m.text) << '\n';
    }
    for (const auto& r : result.readings) {
        o << "  [" << r.rule << "] " << c.render(engine::reading_text(r)) << '\n';
    }
    if (given) {
        print_roll(c, *given, TR_("The dice you rolled:"));
    }
    if (simulated) {
        print_roll(c, *simulated, TR_("Simulated roll (seed {0}):").arg(std::to_string(used_seed)));
    }
    return kExitOk;
}

} // namespace ost::cli
