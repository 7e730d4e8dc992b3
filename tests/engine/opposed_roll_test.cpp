// Tests for the opposed-roll mechanic a game declares in its engine data (the toy game of
// tests/data/systems): the schema published from the data, exact odds against an enumeration of
// the dice, ties given to a side, a roll with given dice, located errors in bad data.
#include "core/engine/opposed_roll.h"

#include "core/engine/dice_source.h"
#include "core/engine/scenario.h"
#include "core/support/error.h"
#include "core/support/translator.h"
#include "core/systems/game_registry.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace ost;
using namespace ost::engine;

namespace {
const std::filesystem::path kToyData = std::filesystem::path(OST_SOURCE_DIR) / "tests/data/systems/data/engine/skirmish.json";

/// P(first total > second total) and P(tie) of n D`faces` each plus factors, by enumeration.
std::pair<Fraction, Fraction> enumerate(int dice, int faces, int own, int other) {
    std::vector<long long> sums{1}; // ways of each total of `dice` dice
    for (int d = 0; d < dice; ++d) {
        std::vector<long long> next(sums.size() + static_cast<std::size_t>(faces), 0);
        for (std::size_t s = 0; s < sums.size(); ++s)
            for (int f = 1; f <= faces; ++f) next[s + static_cast<std::size_t>(f)] += sums[s];
        sums = next;
    }
    long long wins = 0, ties = 0, all = 0;
    for (std::size_t x = 0; x < sums.size(); ++x)
        for (std::size_t y = 0; y < sums.size(); ++y) {
            const long long ways = sums[x] * sums[y];
            all += ways;
            const long long margin = static_cast<long long>(x) + own - static_cast<long long>(y) - other;
            if (margin > 0) wins += ways;
            if (margin == 0) ties += ways;
        }
    return {Fraction::of(wins, all), Fraction::of(ties, all)};
}

/// The toy game's engine data with its fight rolled on dice of `faces` faces.
JsonDocument toy_with_faces(int faces) {
    std::ifstream in(kToyData);
    std::stringstream text;
    text << in.rdbuf();
    std::string data = text.str();
    const std::string d6 = "\"faces\": 6";
    REQUIRE(data.find(d6) != std::string::npos);
    data.replace(data.find(d6), d6.size(), "\"faces\": " + std::to_string(faces));
    return JsonDocument::load_string(data, "skirmish-d" + std::to_string(faces) + ".json");
}

/// The engine tables holding the toy game with `faces`-faced dice, its module installed.
EngineTables toy_tables(int faces) {
    systems::install_game_systems({"skirmish"}, [faces](const std::string&) { return toy_with_faces(faces); });
    return EngineTables::read([faces](const std::string& id) -> std::optional<JsonDocument> {
        if (id == "skirmish") return toy_with_faces(faces);
        return std::nullopt;
    }, [](const std::string&) -> const GameSystem* { return nullptr; });
}

OpposedRollRequest request(int attacker, int charging, int defender, bool steady) {
    return {{{"attacker.fight", attacker}, {"attacker.charging", charging}, {"defender.fight", defender},
             {"defender.steady", steady ? 1 : 0}}};
}
} // namespace

TEST_CASE("An opposed-roll game's schema comes from its engine data, in both languages", "[engine][opposed-roll]") {
    const GameModule m = opposed_roll_module("skirmish", JsonDocument::load_file(kToyData));
    REQUIRE(m.schema.system == "skirmish");
    REQUIRE(m.schema.tests.size() == 1);
    const TestSchema& fight = m.schema.tests.front();
    CHECK(fight.id == "fight");
    CHECK(m.schema.default_test == "fight");
    const SchemaField& f = fight.field("attacker.fight");
    CHECK(f.type == FieldType::Integer);
    CHECK(f.min == 0);
    CHECK(f.max == 6);
    CHECK(f.value.number == 1);
    REQUIRE(f.fill);
    CHECK(f.fill->stat == "fight");
    CHECK(f.label.render(EnglishTranslator::instance()) == "Fight value");
    const MoCatalog french("fr");
    CHECK(f.label.render(french) == "Valeur de combat");
    CHECK(fight.field("defender.steady").type == FieldType::Boolean);
    CHECK(fight.unit_sides == std::vector<std::string>{"attacker", "defender"});
}

TEST_CASE("Opposed rolls: exact odds for every pair of totals against the enumerated dice", "[engine][opposed-roll]") {
    const OpposedRollTables t = OpposedRollTables::read(JsonDocument::load_file(kToyData));
    const OpposedRollTest& fight = t.test("fight");
    for (int a = 0; a <= 6; ++a) {
        for (int d = 0; d <= 6; ++d) {
            INFO(a << " against " << d);
            const auto [wins, ties] = enumerate(1, 6, a, d);
            const OddsResult plain = opposed_roll_odds(fight, request(a, 0, d, false));
            REQUIRE(plain.outcomes.size() == 3);
            CHECK(*plain.outcome("attacker_wins")->p.exact == wins);
            CHECK(*plain.outcome("tie")->p.exact == ties);
            // A steady defender takes the tie: two outcomes, the attacker's unchanged.
            const OddsResult steady = opposed_roll_odds(fight, request(a, 0, d, true));
            REQUIRE(steady.outcomes.size() == 2);
            CHECK(steady.outcome("tie") == nullptr);
            CHECK(*steady.outcome("attacker_wins")->p.exact == wins);
            CHECK(*steady.outcome("defender_wins")->p.exact == complement(wins));
        }
    }
    // The charge bonus is a factor of the attacker's side like its fight value.
    CHECK(*opposed_roll_odds(fight, request(2, 1, 2, false)).outcome("attacker_wins")->p.exact == enumerate(1, 6, 3, 2).first);
}

TEST_CASE("Opposed rolls: two dice a side and other faces come from the data", "[engine][opposed-roll]") {
    const JsonDocument doc = JsonDocument::load_string(R"({"mechanic": "opposed-roll", "tests": [{"id": "duel",
      "label": {"en": "Duel", "fr": "Duel"}, "section": "toy.duel", "dice": 2, "faces": 8,
      "sides": [{"id": "a", "label": {"en": "A", "fr": "A"}}, {"id": "b", "label": {"en": "B", "fr": "B"}}],
      "outcomes": [{"en": "A wins", "fr": "A gagne"}, {"en": "Tie", "fr": "Égalité"}, {"en": "B wins", "fr": "B gagne"}],
      "fields": [{"path": "a.skill", "label": {"en": "Skill", "fr": "Adresse"}, "min": 0, "max": 5},
                 {"path": "b.skill", "label": {"en": "Skill", "fr": "Adresse"}, "min": 0, "max": 5}]}]})",
                                                       "duel.json");
    const OpposedRollTables t = OpposedRollTables::read(doc);
    const OddsResult odds = opposed_roll_odds(t.test("duel"), {{{"a.skill", 3}, {"b.skill", 1}}});
    const auto [wins, ties] = enumerate(2, 8, 3, 1);
    CHECK(*odds.outcome("a_wins")->p.exact == wins);
    CHECK(*odds.outcome("tie")->p.exact == ties);
}

TEST_CASE("Opposed rolls: a scenario parsed through the installed module, and a given roll", "[engine][opposed-roll]") {
    systems::install_game_systems({"skirmish"}, [](const std::string&) { return JsonDocument::load_file(kToyData); });
    EngineTables tables = EngineTables::read([](const std::string& id) -> std::optional<JsonDocument> {
        if (id == "skirmish") return JsonDocument::load_file(kToyData);
        return std::nullopt;
    }, [](const std::string&) -> const GameSystem* { return nullptr; });
    const Scenario s = parse_scenario(
        JsonDocument::load_string(R"({"system": "skirmish", "test": "fight", "attacker": {"fight": 3}, "defender": {"steady": true}, "roll": [2, 4]})",
                                  "fight.json"),
        nullptr);
    CHECK(request_as<OpposedRollRequest>(s).values.at("defender.fight") == 1); // the data's default
    const RollReport roll = resolve_given_roll(tables, s);
    CHECK(roll.outcome == "defender_wins"); // 2 + 3 against 4 + 1: a tie, the steady defender takes it
    CHECK(roll.values.front() == std::pair<std::string, long long>{"margin", 0});
    CHECK_THROWS_AS(parse_scenario(JsonDocument::load_string(R"({"system": "skirmish", "test": "fight", "attacker": {"fight": 7}})", "f.json"),
                                   nullptr),
                    InvalidInputError);
    systems::install_game_systems(); // back to the compiled games for the other tests
}

TEST_CASE("Bad opposed-roll data is refused at its location", "[engine][opposed-roll]") {
    auto fails = [](const std::string& text) {
        try {
            (void)systems::data_game_module("toy", JsonDocument::load_string(text, "bad.json"));
        } catch (const InvalidInputError& e) {
            return e.location().file == "bad.json" && e.location().line > 0;
        }
        return false;
    };
    CHECK(fails(R"({"mechanic": "opposed-rol", "tests": []})"));
    CHECK(fails(R"({"mechanic": "opposed-roll", "tests": []})"));
    CHECK(fails(R"({"mechanic": "opposed-roll", "tests": [{"id": "x", "label": {"en": "X", "fr": "X"}, "section": "s",
      "dice": 1, "faces": 6, "sides": [{"id": "a", "label": {"en": "A", "fr": "A"}}],
      "outcomes": [], "fields": []}]})"));
    CHECK_FALSE(systems::data_game_module("toy", JsonDocument::load_string(R"({"about": "no mechanic"})", "t.json")));
    // "ties_to" on a whole number is refused at the key, not ignored.
    try {
        (void)systems::data_game_module("toy", JsonDocument::load_string(R"({"mechanic": "opposed-roll", "tests": [{"id": "x",
      "label": {"en": "X", "fr": "X"}, "section": "s", "dice": 1, "faces": 6,
      "sides": [{"id": "a", "label": {"en": "A", "fr": "A"}}, {"id": "b", "label": {"en": "B", "fr": "B"}}],
      "outcomes": [{"en": "A", "fr": "A"}, {"en": "T", "fr": "T"}, {"en": "B", "fr": "B"}],
      "fields": [{"path": "b.guard", "label": {"en": "G", "fr": "G"}, "min": 0, "max": 1,
        "ties_to": "b"}]}]})",
                                                                          "ties.json"));
        FAIL("ties_to on an integer field was accepted");
    } catch (const InvalidInputError& e) {
        CHECK(e.location().file == "ties.json");
        CHECK(e.location().line == 6);
        CHECK(e.location().column == 20);
        CHECK_THAT(e.message().render(EnglishTranslator::instance()), Catch::Contains("\"b.guard\" is a whole number"));
    }
}

TEST_CASE("Opposed rolls: the dice entered for a test are numbered by its data's faces", "[engine][opposed-roll][dice]") {
    for (const int faces : {8, 4, 6}) {
        INFO(faces << " faces");
        const EngineTables tables = toy_tables(faces);
        const std::optional<CustomDie> die = entry_die(tables, "skirmish", "fight");
        REQUIRE(die);
        CHECK(die->id() == "D" + std::to_string(faces));
        REQUIRE(die->faces().size() == static_cast<std::size_t>(faces));
        CHECK(die->face_total() == faces);
        for (int n = 1; n <= faces; ++n) {
            const DieFace& face = die->faces()[static_cast<std::size_t>(n - 1)];
            CHECK(face.id == std::to_string(n)); // what GivenDice reads for a numbered die
            CHECK(face.name.render(EnglishTranslator::instance()) == std::to_string(n));
            CHECK(face.count == 1);
        }
        CHECK_FALSE(entry_die(tables, "skirmish", "no-such-test"));
    }
    // Tables without the game: no die of its own (the dialog falls back to six-sided dice).
    const EngineTables none = EngineTables::read([](const std::string&) -> std::optional<JsonDocument> { return std::nullopt; },
                                                 [](const std::string&) -> const GameSystem* { return nullptr; });
    CHECK_FALSE(entry_die(none, "skirmish", "fight"));
    systems::install_game_systems(); // back to the compiled games for the other tests
}

TEST_CASE("Opposed rolls: a given die above the data's faces is refused, in both languages", "[engine][opposed-roll][dice]") {
    const EngineTables d8 = toy_tables(8);
    auto fight = [](const std::string& roll) {
        return parse_scenario(JsonDocument::load_string(R"({"system": "skirmish", "test": "fight", "roll": )" + roll + "}", "fight.json"),
                              nullptr);
    };
    // 8 and 7 are faces of a D8: 8 + 1 against 7 + 1, the attacker wins by one.
    const RollReport rolled = resolve_given_roll(d8, fight("[8, 7]"));
    CHECK(rolled.outcome == "attacker_wins");
    CHECK(rolled.values.front() == std::pair<std::string, long long>{"margin", 1});
    try {
        (void)resolve_given_roll(d8, fight("[9, 1]"));
        FAIL("a 9 on a D8 was accepted");
    } catch (const InvalidInputError& e) {
        CHECK(e.message().render(EnglishTranslator::instance()) == "Die 1 of the roll is \"9\": a D8 shows 1 to 8.");
        CHECK(e.message().render(MoCatalog(OST_FR_MO, "fr")) == "Le dé 1 du jet est « 9 » : un D8 montre de 1 à 8.");
    }
    // On a D4 the 5 and 6 a D6 has are refused too.
    const EngineTables d4 = toy_tables(4);
    CHECK(resolve_given_roll(d4, fight("[4, 1]")).outcome == "attacker_wins");
    try {
        (void)resolve_given_roll(d4, fight("[2, 5]"));
        FAIL("a 5 on a D4 was accepted");
    } catch (const InvalidInputError& e) {
        CHECK(e.message().render(EnglishTranslator::instance()) == "Die 2 of the roll is \"5\": a D4 shows 1 to 4.");
    }
    systems::install_game_systems(); // back to the compiled games for the other tests
}
