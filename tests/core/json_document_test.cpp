// Tests for JsonDocument: positions of values and keys, typed getters with located errors,
// unknown keys with "did you mean", duplicate keys, syntax errors and deep nesting.
#include "core/support/error.h"
#include "core/support/json_document.h"

#include <catch2/catch.hpp>

#include <functional>
#include <string>

namespace {
std::string error_of(const std::function<void()>& action) {
    try {
        action();
    } catch (const ost::InvalidInputError& e) {
        return e.what();
    }
    return "no error";
}

const std::string kScenario = "{\n"
                              "  \"system\": \"wme\",\n"
                              "  \"attacker\": { \"stands\": 3, \"charging\": true },\n"
                              "  \"list\": [1, 2.5, \"é\", null],\n"
                              "  \"big\": 18446744073709551615\n"
                              "}\n";
} // namespace

TEST_CASE("JSON values and keys know their line and column", "[json]") {
    const auto doc = ost::JsonDocument::load_string(kScenario, "s.json");
    const auto root = doc.root();
    CHECK(root.location().to_string() == "s.json:1:1");
    CHECK(root.at("system").location().to_string() == "s.json:2:13");
    CHECK(root.key_location("system").to_string() == "s.json:2:3");
    const auto attacker = root.at("attacker");
    CHECK(attacker.location().to_string() == "s.json:3:15");
    CHECK(attacker.at("stands").location().to_string() == "s.json:3:27");
    CHECK(attacker.at("stands").path() == "attacker.stands");
    CHECK(attacker.at("charging").location().to_string() == "s.json:3:42");
    const auto items = root.at("list").items();
    REQUIRE(items.size() == 4);
    CHECK(items[1].location().to_string() == "s.json:4:15");
    CHECK(items[2].location().to_string() == "s.json:4:20");
    CHECK(items[3].location().to_string() == "s.json:4:25"); // "é" is one column
    CHECK(items[3].path() == "list[3]");
    CHECK(root.keys() == std::vector<std::string>{"system", "attacker", "list", "big"});
}

TEST_CASE("JSON typed getters return values or located errors", "[json]") {
    const auto doc = ost::JsonDocument::load_string(kScenario, "s.json");
    const auto root = doc.root();
    CHECK(root.at("system").as_string() == "wme");
    CHECK(root.at("system").as_choice({"wme", "adlg"}) == "wme");
    CHECK(root.at("attacker").at("stands").as_int(1, 4) == 3);
    CHECK(root.at("attacker").at("charging").as_bool());
    CHECK(root.at("list").items()[1].as_number() == 2.5);
    CHECK(root.at("list").items()[3].is_null());
    CHECK(error_of([&] { root.at("attacker").at("stands").as_int(4, 9); }) ==
          "s.json:3:27: \"attacker.stands\" must be between 4 and 9.");
    CHECK(error_of([&] { root.at("list").items()[1].as_int(); }) ==
          "s.json:4:15: \"list[1]\" must be a whole number.");
    CHECK(error_of([&] { root.at("big").as_int(); }) ==
          "s.json:5:10: \"big\" must be between -2147483648 and 2147483647.");
    CHECK(error_of([&] { root.at("system").as_bool(); }) ==
          "s.json:2:13: \"system\" must be true or false.");
    CHECK(error_of([&] { root.at("attacker").as_string(); }) ==
          "s.json:3:15: \"attacker\" must be a text in double quotes.");
    CHECK(error_of([&] { root.at("system").as_number(); }) == "s.json:2:13: \"system\" must be a number.");
    CHECK(error_of([&] { root.at("system").as_choice({"adlg", "ab"}); }) ==
          "s.json:2:13: \"system\" must be one of \"adlg\", \"ab\", not \"wme\".");
    CHECK(error_of([&] { root.at("system").items(); }) ==
          "s.json:2:13: \"system\" must be a list in square brackets.");
    CHECK(error_of([&] { root.at("list").find("x"); }) ==
          "s.json:4:11: \"list\" must be an object in braces.");
    CHECK(error_of([&] { root.at("attacker").at("hits"); }) ==
          "s.json:3:15: The field \"hits\" is missing from \"attacker\".");
    CHECK(error_of([&] { root.at("test"); }) ==
          "s.json:1:1: The field \"test\" is missing from the top-level value.");
    CHECK_FALSE(root.find("test").has_value());
}

TEST_CASE("Unknown JSON keys are located, with a suggestion when close", "[json]") {
    const auto doc = ost::JsonDocument::load_string("{\"system\": 1,\n \"stand\": 2, \"zzz\": 3}", "k.json");
    CHECK(error_of([&] { doc.root().check_keys({"system", "stand", "zzz"}); }) == "no error");
    CHECK(error_of([&] { doc.root().check_keys({"system", "stands", "zzz"}); }) ==
          "k.json:2:2: Unknown field \"stand\" in the top-level value; did you mean \"stands\"?");
    CHECK(error_of([&] { doc.root().check_keys({"system", "stand"}); }) ==
          "k.json:2:14: Unknown field \"zzz\" in the top-level value; the fields are \"system\", \"stand\".");
    CHECK(ost::nearest_word("chargng", {"charging", "confused"}) == "charging");
    CHECK(ost::nearest_word("terrain", {"charging", "confused"}).empty());
}

TEST_CASE("Bad JSON text gives the place of the first error", "[json]") {
    CHECK(error_of([] { ost::JsonDocument::load_string("{\n  \"a\": tru\n}", "b.json"); })
              .rfind("b.json:2:11: This is not valid JSON. (", 0) == 0);
    CHECK(error_of([] { ost::JsonDocument::load_string("", "e.json"); }).rfind("e.json:1:1: This is not valid JSON.", 0) ==
          0);
    CHECK(error_of([] { ost::JsonDocument::load_string("{\"a\": 1,\n \"a\": 2}", "d.json"); }) ==
          "d.json:2:2: The field \"a\" appears twice in the top-level value.");
    // A key given twice with values of other kinds: the first copy's text is walked without
    // taking the kept (last) copy for it (crash found by the legality_scenario fuzz target:
    // an uncaught parse_error "invalid literal", or an array read past its end).
    CHECK(error_of([] { ost::JsonDocument::load_string("{\"a\": {\"b\": 1},\n \"a\": 2}", "d.json"); }) ==
          "d.json:2:2: The field \"a\" appears twice in the top-level value.");
    CHECK(error_of([] { ost::JsonDocument::load_string("{\"a\": [1, 2, [3]], \"a\": [4]}", "d.json"); }) ==
          "d.json:1:20: The field \"a\" appears twice in the top-level value.");
    CHECK(error_of([] { ost::JsonDocument::load_string("{\"a\": 1, \"a\": {\"c\": [1, {\"d\": 2}]}}", "d.json"); }) ==
          "d.json:1:10: The field \"a\" appears twice in the top-level value.");
    CHECK(error_of([] { ost::JsonDocument::load_string("[{\"x\": {\"y\": 1, \"y\": \"z\"}}]", "d.json"); }) ==
          "d.json:1:17: The field \"y\" appears twice in \"[0].x\".");
    // A number too large for a double is a located JSON error (the library throws it as
    // out_of_range, not parse_error).
    CHECK(error_of([] { ost::JsonDocument::load_string("{\n  \"a\": 1e999\n}", "o.json"); })
              .rfind("o.json:2:", 0) == 0);
    CHECK(error_of([] { ost::JsonDocument::load_string("{\n  \"a\": 1e999\n}", "o.json"); }).find("1e999") !=
          std::string::npos);
    // nlohmann-json takes a NUL byte for the end of the input: "{}\0tail" passed with its tail
    // ignored (found by the hex_board fuzz target). It is refused where the NUL is.
    CHECK(error_of([] { ost::JsonDocument::load_string(std::string("{\"a\": 1}\n  ") + '\0' + "{}}", "z.json"); }) ==
          "z.json:2:3: This is not valid JSON: it holds a NUL byte, which JSON text never contains.");
    const std::string deep(300, '[');
    CHECK(error_of([&] { ost::JsonDocument::load_string(deep + std::string(300, ']'), "n.json"); }) ==
          "n.json:1:202: The values are nested more than 200 levels deep.");
    // A byte order mark and escaped quotes in keys do not shift positions.
    const auto doc = ost::JsonDocument::load_string("\xEF\xBB\xBF{\"a\\\"b\": [ {} , [] ]}", "m.json");
    CHECK(doc.root().keys() == std::vector<std::string>{"a\"b"});
    CHECK(doc.root().at("a\"b").items()[1].location().to_string() == "m.json:1:18");
}
