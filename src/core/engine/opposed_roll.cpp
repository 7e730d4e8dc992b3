// The opposed-roll mechanic: its tests and their schemas read from a game's engine data, the
// scenario parser driven by that schema, exact odds from dice sums and one roll.
#include "core/engine/opposed_roll.h"

#include "core/engine/dice_pools.h"
#include "core/engine/scenario.h"
#include "core/engine/scenario_fields.h"
#include "core/support/error.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace ost::engine {

namespace {

/// {"en": "…", "fr": "…"}: data text in both languages.
Text localized(const JsonValue& v) {
    v.check_keys({"en", "fr"});
    return Text::localized(v.at("fr").as_string(), v.at("en").as_string());
}

/// One field of a test: its schema and, into `test`, its part in the mechanic.
SchemaField read_field(const JsonValue& v, OpposedRollTest& test) {
    v.check_keys({"path", "label", "type", "min", "max", "default", "fill", "ties_to"});
    const JsonValue path = v.at("path");
    const std::string p = path.as_string();
    const auto side = std::find(test.sides.begin(), test.sides.end(), p.substr(0, p.find('.')));
    if (p.find('.') == std::string::npos || side == test.sides.end()) {
        path.fail(TR_("A field's path is SIDE.NAME, its side one of the test's sides, not \"{0}\".").arg(p));
    }
    const Text label = localized(v.at("label"));
    const auto type = v.find("type");
    if (type && type->as_choice({"integer", "boolean"}) == "boolean") {
        SchemaField f = boolean_field(p, label, v.find("default") && v.at("default").as_bool());
        if (const auto to = v.find("ties_to")) {
            const auto won = std::find(test.sides.begin(), test.sides.end(), to->as_choice({test.sides[0], test.sides[1]}));
            test.tie_breakers.emplace_back(p, static_cast<int>(won - test.sides.begin()));
        }
        return f;
    }
    if (const auto to = v.find("ties_to")) {
        to->fail(TR_("Only a true-or-false field (\"type\": \"boolean\") gives a tie to a side (\"ties_to\"); "
                     "\"{0}\" is a whole number.")
                     .arg(p));
    }
    const int min = static_cast<int>(v.at("min").as_int(-100, 100));
    const int max = static_cast<int>(v.at("max").as_int(min, 100));
    SchemaField f = integer_field(p, label, min, max, v.find("default") ? static_cast<int>(v.at("default").as_int(min, max)) : min);
    if (const auto fill = v.find("fill")) {
        f.fill = ProfileFill{fill->as_string(), StatReading::FixedNumber};
    }
    test.factors.push_back(p);
    return f;
}

/// One test of the data: the mechanic's numbers into `test`, its published fields returned.
TestSchema read_test(const JsonValue& v, OpposedRollTest& test) {
    v.check_keys({"id", "label", "section", "dice", "faces", "sides", "outcomes", "fields"});
    TestSchema schema;
    schema.id = test.id = v.at("id").as_string();
    schema.label = localized(v.at("label"));
    test.section = v.at("section").as_string();
    test.dice = static_cast<int>(v.at("dice").as_int(1, 10));
    test.faces = static_cast<int>(v.at("faces").as_int(2, 100));
    const auto sides = v.at("sides").items();
    if (sides.size() != 2) {
        v.at("sides").fail(TR_("An opposed roll has two sides, not {0}.").arg(sides.size()));
    }
    for (std::size_t i = 0; i < 2; ++i) {
        sides[i].check_keys({"id", "label"});
        test.sides[i] = sides[i].at("id").as_string();
        test.side_labels[i] = localized(sides[i].at("label"));
        schema.groups.push_back({test.sides[i], test.side_labels[i]});
        schema.unit_sides.push_back(test.sides[i]);
    }
    const auto outcomes = v.at("outcomes").items();
    if (outcomes.size() != 3) {
        v.at("outcomes").fail(TR_("An opposed roll names three outcomes (first side wins, tie, second side wins), not {0}.")
                                  .arg(outcomes.size()));
    }
    for (std::size_t i = 0; i < 3; ++i) {
        test.outcome_labels[i] = localized(outcomes[i]);
    }
    for (const JsonValue& f : v.at("fields").items()) {
        schema.fields.push_back(read_field(f, test));
    }
    return schema;
}

std::array<std::string, 3> outcome_ids(const OpposedRollTest& t) {
    return {t.sides[0] + "_wins", "tie", t.sides[1] + "_wins"};
}

/// Each side's factors added up.
std::array<int, 2> totals(const OpposedRollTest& t, const OpposedRollRequest& r) {
    std::array<int, 2> out{0, 0};
    for (const std::string& path : t.factors) {
        out[path.rfind(t.sides[0] + ".", 0) == 0 ? 0 : 1] += r.values.at(path);
    }
    return out;
}

/// The side a tie goes to (-1: a tie stays a tie).
int tie_side(const OpposedRollTest& t, const OpposedRollRequest& r) {
    for (const auto& [path, side] : t.tie_breakers) {
        if (r.values.at(path) != 0) {
            return side;
        }
    }
    return -1;
}

const OpposedRollTables& tables_of(const EngineTables& tables, const Scenario& s) {
    return tables.of<OpposedRollTables>(s.system);
}

std::any parse_opposed(const TestSchema& schema, const JsonValue& root, const UnitResolver* resolver,
                       const std::filesystem::path& base) {
    std::vector<std::string> top = kTopKeys;
    for (const FieldChoice& side : schema.groups) {
        top.push_back(side.id);
    }
    root.check_keys(top);
    OpposedRollRequest r;
    for (const FieldChoice& side : schema.groups) {
        const std::optional<JsonValue> o = root.find(side.id);
        std::vector<std::string> keys = kUnitRefKeys;
        for (const SchemaField& f : schema.fields) {
            if (f.group() == side.id) keys.push_back(f.key());
        }
        if (o) o->check_keys(keys);
        const std::optional<Profile> unit = o ? referenced(*o, resolver, base) : std::nullopt;
        for (const SchemaField& f : schema.fields) {
            if (f.group() != side.id) continue;
            if (!o) {
                r.values[f.path] = f.value.number;
            } else if (f.type == FieldType::Boolean) {
                r.values[f.path] = field_bool(*o, f) ? 1 : 0;
            } else {
                const auto from_unit = unit ? unit_value(f, unit, reference_of(*o)) : std::nullopt;
                r.values[f.path] = field_int(*o, f, from_unit ? std::optional<int>(from_unit->number) : std::nullopt);
            }
        }
    }
    return r;
}

OddsResult odds_of(const EngineTables& tables, const Scenario& s) {
    OddsResult out = opposed_roll_odds(tables_of(tables, s).test(s.test), request_as<OpposedRollRequest>(s));
    out.system = s.system;
    return out;
}

RollReport roll_of(const EngineTables& tables, const Scenario& s, DiceSource& dice) {
    return opposed_roll_roll(tables_of(tables, s).test(s.test), request_as<OpposedRollRequest>(s), dice);
}

/// The die a test rolls, numbered 1..faces as its data says; none when the tables or the test
/// are missing (the caller then offers six-sided dice).
std::optional<CustomDie> entry_die_of(const EngineTables& tables, std::string_view system, std::string_view test) {
    if (!tables.has(system)) return std::nullopt;
    const auto& tests = tables.of<OpposedRollTables>(system).tests;
    const auto it = std::find_if(tests.begin(), tests.end(), [&](const OpposedRollTest& t) { return t.id == test; });
    return it == tests.end() ? std::nullopt : std::optional<CustomDie>(CustomDie::numbered(it->faces));
}

std::any read_tables(const JsonDocument& doc, const GameSystem*) {
    return std::make_shared<const OpposedRollTables>(OpposedRollTables::read(doc));
}

} // namespace

OddsResult opposed_roll_odds(const OpposedRollTest& t, const OpposedRollRequest& r) {
    const auto [own, other] = totals(t, r);
    const Distribution margin =
        dice_sum(t.dice, t.faces).plus(Distribution::point(own)).minus(dice_sum(t.dice, t.faces).plus(Distribution::point(other)));
    const int ties = tie_side(t, r);
    const auto ids = outcome_ids(t);
    OddsResult out;
    out.test = t.id;
    Probability first = margin.at_least(1);
    Probability second = margin.at_most(-1);
    const Probability tie = margin.p(0);
    if (ties == 0) first += tie;
    if (ties == 1) second += tie;
    out.outcomes.push_back({ids[0], t.outcome_labels[0], first});
    if (ties < 0) out.outcomes.push_back({ids[1], t.outcome_labels[1], tie});
    out.outcomes.push_back({ids[2], t.outcome_labels[2], second});
    out.distributions.emplace_back("margin", margin);
    out.expected.emplace_back("margin", margin.mean());
    out.mechanics.push_back({t.section, TR_("Each side rolls {0}D{1} and adds its factors ({2} against {3}); the higher "
                                            "total wins.")
                                            .arg(t.dice)
                                            .arg(t.faces)
                                            .arg(own)
                                            .arg(other)});
    if (ties >= 0) {
        out.mechanics.push_back({t.section, TR_("A tie counts as a win for this side: {0}.").arg(t.side_labels[ties])});
    }
    return out;
}

RollReport opposed_roll_roll(const OpposedRollTest& t, const OpposedRollRequest& r, DiceSource& dice) {
    const std::array<int, 2> factors = totals(t, r);
    std::array<int, 2> rolled{0, 0};
    for (std::size_t side = 0; side < 2; ++side) {
        for (int d = 0; d < t.dice; ++d) {
            rolled[side] += dice.roll(t.faces, t.section);
            dice.explain_last(t.side_labels[side]);
        }
    }
    const int margin = (rolled[0] + factors[0]) - (rolled[1] + factors[1]);
    RollReport report;
    report.log.push_back(TR_("{0} {1} + {2} = {3}, {4} {5} + {6} = {7}: margin {8}.")
                             .arg(t.side_labels[0]).arg(rolled[0]).arg(factors[0]).arg(rolled[0] + factors[0])
                             .arg(t.side_labels[1]).arg(rolled[1]).arg(factors[1]).arg(rolled[1] + factors[1])
                             .arg(margin));
    const int ties = tie_side(t, r);
    const auto ids = outcome_ids(t);
    report.outcome = margin > 0 || (margin == 0 && ties == 0) ? ids[0]
                     : margin < 0 || (margin == 0 && ties == 1) ? ids[2]
                                                                : ids[1];
    report.values.emplace_back("margin", margin);
    return report;
}

OpposedRollTables OpposedRollTables::read(const JsonDocument& doc) {
    const JsonValue root = doc.root();
    root.check_keys({"about", "mechanic", "tests"});
    if (root.at("mechanic").as_string() != kOpposedRollMechanic) {
        root.at("mechanic").fail(TR_("These tables are not of the opposed-roll mechanic."));
    }
    OpposedRollTables t;
    for (const JsonValue& test : root.at("tests").items()) {
        t.tests.emplace_back();
        t.schemas.push_back(read_test(test, t.tests.back()));
    }
    if (t.tests.empty()) {
        root.at("tests").fail(TR_("An opposed-roll game declares at least one test."));
    }
    return t;
}

const OpposedRollTest& OpposedRollTables::test(std::string_view id) const {
    const auto it = std::find_if(tests.begin(), tests.end(), [&](const OpposedRollTest& t) { return t.id == id; });
    if (it == tests.end()) {
        throw std::logic_error("no opposed-roll test " + std::string(id));
    }
    return *it;
}

GameModule opposed_roll_module(const std::string& system, const JsonDocument& doc) {
    const OpposedRollTables tables = OpposedRollTables::read(doc);
    GameModule m;
    m.schema.system = system;
    m.schema.tests = tables.schemas;
    m.schema.default_test = tables.schemas.front().id;
    m.schema.entry_die = &entry_die_of;
    m.read_tables = &read_tables;
    m.parse = &parse_opposed;
    m.odds = &odds_of;
    m.roll = &roll_of;
    return m;
}

} // namespace ost::engine
