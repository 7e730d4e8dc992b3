// The combat schemas against the scenario parser: every field of every test is accepted at its
// default and bounds and refused just outside with a player's message; a unit's stats fill it.
#include "core/engine/combat_schema.h"
#include "core/systems/ab/ab_resolver.h"
#include "core/systems/jomini/jomini_resolver.h"
#include "core/engine/scenario.h"
#include "core/systems/wme/wme_resolver.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/support/translator.h"
#include "core/systems/ab/ab_tables.h"
#include "core/systems/jomini/jomini_tables.h"
#include "tests/engine/engine_test_support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <optional>
#include <string>

using namespace ost;
using namespace ost::engine;

namespace {
/// Every unit reference resolves to one stat line.
class FixedResolver final : public UnitResolver {
public:
    explicit FixedResolver(Profile p) : m_profile(std::move(p)) {}
    Profile list_unit(const std::string&) const override { return m_profile; }
    Profile roster_unit(const std::filesystem::path&, const std::string&) const override { return m_profile; }

private:
    Profile m_profile;
};

nlohmann::json& slot(nlohmann::json& j, const SchemaField& f) { return f.group().empty() ? j : j[f.group()]; }

nlohmann::json json_of(const SchemaField& f, const FieldValue& v) {
    switch (f.type) {
    case FieldType::Integer: return v.number;
    case FieldType::Boolean: return v.number != 0;
    default: return v.choice;
    }
}

/// Whether a new form writes `f` in its scenario (a "not given" value is left out).
bool written(const SchemaField& f) {
    if (!f.in_form || (f.optional && f.initial() == f.value)) {
        return false;
    }
    return f.type == FieldType::Integer || f.type == FieldType::Boolean || !f.initial().choice.empty();
}

/// A valid scenario of `test`: the fields a new form writes, and every required one at its
/// maximum (an army of the most units lets every count reach its own maximum).
nlohmann::json base_scenario(const std::string& system, const TestSchema& test) {
    nlohmann::json j{{"system", system}, {"test", test.id}};
    for (const auto& f : test.fields) {
        if (f.required) {
            slot(j, f)[f.key()] = f.max;
        } else if (written(f)) {
            slot(j, f)[f.key()] = json_of(f, f.initial());
        }
    }
    if (!test.shown_on.empty()) {
        j["roll"] = nlohmann::json::array({1}); // a resolve test takes the dice rolled
    }
    return j;
}

/// Parses `j` with field `f` set to `value`; returns the player's message when refused.
std::optional<std::string> parse_with(nlohmann::json j, const SchemaField& f, const nlohmann::json& value) {
    if (!f.excludes.empty()) {
        j.erase(f.excludes);
    }
    slot(j, f)[f.key()] = value;
    try {
        (void)parse_scenario(JsonDocument::load_string(j.dump(), "schema.json"), nullptr);
        return std::nullopt;
    } catch (const InvalidInputError& e) {
        return e.message().render(EnglishTranslator::instance());
    }
}

std::string where(const std::string& system, const TestSchema& t, const SchemaField& f) {
    return system + " " + t.id + " " + f.path;
}
} // namespace

TEST_CASE("Combat schemas: the parser accepts every field at its default and bounds, refuses it outside",
          "[engine][schema]") {
    int fields = 0;
    for (const auto& game : combat_schemas()) {
        for (const auto& test : game.tests) {
            const nlohmann::json base = base_scenario(game.system, test);
            INFO(game.system << " " << test.id << " base " << base.dump());
            REQUIRE_FALSE(parse_with(base, SchemaField("about", Text::verbatim("about"), FieldType::Text), "base"));
            for (const auto& f : test.fields) {
                INFO(where(game.system, test, f));
                ++fields;
                CHECK_FALSE(f.label.empty());
                if (written(f) || f.required || (!f.in_form && !f.optional)) {
                    CHECK_FALSE(parse_with(base, f, json_of(f, f.initial())));
                    if (!f.required && !f.optional) CHECK_FALSE(parse_with(base, f, json_of(f, f.value)));
                }
                if (f.type == FieldType::Integer || f.type == FieldType::Save) {
                    CHECK_FALSE(parse_with(base, f, f.min));
                    CHECK_FALSE(parse_with(base, f, f.max));
                    const std::string range = " must be between " + std::to_string(f.min) + " and " + std::to_string(f.max) + ".";
                    for (const int outside : {f.min - 1, f.max + 1}) {
                        const auto refused = parse_with(base, f, outside);
                        REQUIRE(refused);
                        CHECK(refused->find("\"" + f.path + "\"") != std::string::npos);
                        CHECK(refused->find(range) != std::string::npos);
                    }
                }
                if (f.type == FieldType::Boolean) {
                    CHECK_FALSE(parse_with(base, f, true));
                    CHECK_FALSE(parse_with(base, f, false));
                }
                if (f.type == FieldType::Choice || f.type == FieldType::Save) {
                    for (const auto& c : f.choices) {
                        CHECK_FALSE(parse_with(base, f, c.id));
                    }
                    const auto refused = parse_with(base, f, "no-such-choice");
                    REQUIRE(refused);
                    CHECK(refused->find("\"" + f.path + "\"") != std::string::npos);
                    CHECK(refused->find(f.type == FieldType::Save ? "must be a save such as" : "must be one of") !=
                          std::string::npos);
                }
            }
        }
    }
    CHECK(fields > 150);
}

TEST_CASE("Combat schemas: each game names a default test shown on a page, and tests match the parser's",
          "[engine][schema]") {
    REQUIRE(scenario_tests().size() == combat_schemas().size());
    for (const auto& game : combat_schemas()) {
        const TestSchema* t = game.find(game.default_test);
        REQUIRE(t != nullptr);
        CHECK(t->page() == t->id);
        for (const auto& test : game.tests) {
            CHECK(game.find(test.page()) != nullptr);
            for (const auto& side : test.unit_sides) {
                CHECK(std::any_of(test.fields.begin(), test.fields.end(),
                                  [&](const SchemaField& f) { return f.group() == side && f.fill; }));
            }
        }
    }
    CHECK(find_combat_schema("no-such-game") == nullptr);
    CHECK_THROWS_AS(combat_schema("wme", "no-such-test"), std::logic_error);
}

TEST_CASE("Combat schemas: the die to enter rolls with is the hex games' own die, none (D6) for the others",
          "[engine][schema][dice]") {
    const EngineTables& tables = test::engine_tables();
    auto face_ids = [](const std::optional<CustomDie>& die) {
        std::vector<std::string> ids;
        for (const DieFace& f : die->faces()) ids.push_back(f.id);
        return ids;
    };
    // A&B and Jomini: their own die from their tables, whatever the test.
    for (const auto& [system, die] : {std::pair{"ab", test::ab_tables().die}, std::pair{"jomini", test::jomini_tables().die}}) {
        INFO(system);
        REQUIRE(die);
        for (const TestSchema& t : find_combat_schema(system)->tests) {
            const std::optional<CustomDie> entry = entry_die(tables, system, t.id);
            REQUIRE(entry);
            CHECK(entry->id() == die->id());
            CHECK(face_ids(entry) == face_ids(die));
        }
    }
    // WME and ADLG: none, so six-sided dice.
    for (const char* system : {"wme", "adlg"}) {
        for (const TestSchema& t : find_combat_schema(system)->tests) {
            CHECK_FALSE(entry_die(tables, system, t.id));
        }
    }
    CHECK_FALSE(entry_die(tables, "no-such-game", "attack"));
}

TEST_CASE("Combat schemas: a unit's stat line fills the fields as the engine reads the same unit", "[engine][schema]") {
    const Profile line{"unit", {{"type", "cavalry"}, {"attacks", "3/1"}, {"hits", "4"}, {"armour", "5+"}, {"size", "2"}}};
    const TestSchema& combat = combat_schema("wme", "combat");
    CHECK(profile_value(combat.field("attacker.type"), line) == FieldValue{0, "cavalry"});
    CHECK(profile_value(combat.field("attacker.attacks"), line) == FieldValue{3, {}});
    CHECK(profile_value(combat.field("attacker.hits"), line) == FieldValue{4, {}});
    CHECK(profile_value(combat.field("attacker.armour"), line) == FieldValue{5, "5+"});
    CHECK(profile_value(combat.field("attacker.stands"), line) == FieldValue{2, {}});
    CHECK_FALSE(profile_value(combat.field("attacker.supports"), line)); // no stat fills it
    CHECK(profile_value(combat_schema("wme", "shooting").field("shooter.shots"), line) == FieldValue{1, {}});

    // What the parser makes of the same unit: the same numbers.
    const FixedResolver resolver(line);
    const auto doc = JsonDocument::load_string(
        R"({"system": "wme", "test": "combat", "attacker": {"unit": "wme/x/y"}, "defender": {"type": "infantry"}})", "u.json");
    const auto request = request_as<WmeCombatRequest>(parse_scenario(doc, &resolver));
    CHECK(request.attacker.type == "cavalry");
    CHECK(request.attacker.attacks == 3);
    CHECK(request.attacker.hits == 4);
    CHECK(request.attacker.armour == 5);
    CHECK(request.attacker.stands == 2);

    // A stat the engine cannot use as a fixed number: the same words from the form and the parser.
    const Profile hero{"unit", {{"attacks", "+1"}}};
    std::string form_message;
    try {
        (void)profile_value(combat.field("attacker.attacks"), hero);
    } catch (const InvalidInputError& e) {
        form_message = e.message().render(EnglishTranslator::instance());
    }
    CHECK(form_message == "The unit's \"attacks\" is \"+1\", not a fixed number the engine can use: give \"attacks\" inline.");
    const FixedResolver hero_resolver(hero);
    try {
        (void)parse_scenario(doc, &hero_resolver);
        FAIL("a relative stat should be refused");
    } catch (const InvalidInputError& e) {
        CHECK(e.message().render(EnglishTranslator::instance()) == form_message);
        CHECK(e.location().line == 1);
    }
}

TEST_CASE("Combat schemas: hex games' units fill kind, armour and dice with the stat parsers", "[engine][schema]") {
    const Profile ab{"unit", {{"kind", "cavalry"}, {"armour", "red"}}};
    const TestSchema& ab_attack = combat_schema("ab", "attack");
    CHECK(profile_value(ab_attack.field("defender.kind"), ab) == FieldValue{0, "cavalry"});
    CHECK(profile_value(ab_attack.field("defender.armour"), ab) == FieldValue{0, "red"});
    const FixedResolver ab_resolver(ab);
    const auto ab_doc = JsonDocument::load_string(
        R"({"system": "ab", "test": "attack", "attacker": {"dice": 3}, "defender": {"unit": "ab/x/y"}})", "ab.json");
    const auto ab_request = request_as<AbAttackRequest>(parse_scenario(ab_doc, &ab_resolver));
    CHECK(ab_request.defender.kind == "cavalry");
    CHECK(ab_request.defender.armour == "red");

    const Profile jomini{"unit", {{"type", "cavalry"}, {"factor", "4"}}};
    const TestSchema& jomini_attack = combat_schema("jomini", "attack");
    CHECK(profile_value(jomini_attack.field("attacker.dice"), jomini) == FieldValue{4, {}});
    CHECK(profile_value(jomini_attack.field("attacker.kind"), jomini) == FieldValue{0, "cavalry"});
    const FixedResolver jomini_resolver(jomini);
    const auto jomini_doc = JsonDocument::load_string(
        R"({"system": "jomini", "test": "attack", "attacker": {"unit": "jomini/x/y"}, "defender": {}})", "j.json");
    const auto jomini_request = request_as<JominiAttackRequest>(parse_scenario(jomini_doc, &jomini_resolver));
    CHECK(jomini_request.attacker.dice == 4);
    CHECK(jomini_request.attacker.kind == "cavalry");
    // A kind the game does not have is not taken from the unit: the default stays.
    CHECK_FALSE(profile_value(jomini_attack.field("attacker.kind"), Profile{"unit", {{"type", "dragons"}}}));
}

TEST_CASE("Combat schemas: result labels come from the game's schema, hex words where its board is hex",
          "[engine][schema]") {
    const auto& en = EnglishTranslator::instance();
    for (const auto& game : combat_schemas()) {
        for (const auto& [id, label] : game.quantity_labels) {
            CHECK(quantity_label(id, game.system).render(en) == label.render(en));
        }
        CHECK((quantity_label("losses", game.system).render(en) == "Losses (elements removed)") == game.hex_board);
    }
    CHECK(quantity_label("losses").render(en) == "Loss points");
}
