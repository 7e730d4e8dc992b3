// `ost-cli combat-fields`: the listing is drawn from the core's combat schemas, so it names every
// field of every test with its label and range, and refuses an unknown game or test.
#include "cli/cli_app.h"
#include "core/engine/combat_schema.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <sstream>

using namespace ost;

namespace {
struct Run {
    int code = 0;
    std::string out, err;
};

Run run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    std::vector<std::string> all{"--lang", "en"};
    all.insert(all.end(), args.begin(), args.end());
    const int code = cli::run_cli(all, out, err);
    return {code, out.str(), err.str()};
}
} // namespace

TEST_CASE("combat-fields names each field of each test with its label and range", "[cli][combat]") {
    const auto& en = EnglishTranslator::instance();
    int worded = 0;
    for (const auto& game : engine::combat_schemas()) {
        for (const auto& test : game.tests) {
            INFO(game.system << " " << test.id);
            const Run r = run({"combat-fields", game.system, test.id});
            REQUIRE(r.code == 0);
            for (const auto& f : test.fields) {
                INFO(f.path);
                CHECK(r.out.find("  " + f.path + "  " + f.label.render(en) + "\n") != std::string::npos);
                if (f.type != engine::FieldType::Integer) {
                    continue;
                }
                std::string range = "a whole number from " + std::to_string(f.min) + " to " + std::to_string(f.max);
                if (f.optional && !f.unset.empty()) { // the form's "not given" wording, never a -1
                    range += "; absent means \"" + f.unset.render(en) + "\"";
                    ++worded;
                }
                CHECK(r.out.find(f.label.render(en) + "\n    " + range) != std::string::npos);
            }
        }
    }
    CHECK(worded >= 4); // the A&B factors, the Jomini dice, the free retreat path of both hex games
}

TEST_CASE("combat-fields lists the tests, and refuses an unknown game or test", "[cli][combat]") {
    const Run all = run({"combat-fields"});
    REQUIRE(all.code == 0);
    for (const auto& game : engine::combat_schemas()) {
        for (const auto& test : game.tests) {
            CHECK(all.out.find("  " + game.system + " " + test.id + "  ") != std::string::npos);
        }
    }
    const Run game = run({"combat-fields", "nosuchgame"});
    CHECK(game.code == 2);
    CHECK(game.err.find("no combat tests for \"nosuchgame\"") != std::string::npos);
    const Run test = run({"combat-fields", engine::combat_schemas().front().system, "nosuchtest"});
    CHECK(test.code == 2);
    CHECK(test.err.find("Unknown test \"nosuchtest\"") != std::string::npos);
    const Run json = run({"--json", "combat-fields", "wme", "combat"});
    CHECK(json.out.find("\"path\": \"attacker.attacks\"") != std::string::npos);
    CHECK(json.out.find("\"max\": 100") != std::string::npos);
}
