// Tests of what ost-cli prints through: bytes that are not UTF-8 (text stored by an older
// version) come out as \xNN in text and as U+FFFD in JSON, never raw and never an exception.
#include "cli/cli_context.h"
#include "cli/utf8_escaping_buffer.h"
#include "core/support/strings.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace ost;
using namespace ost::cli;

TEST_CASE("The CLI output escapes bytes that are not UTF-8, and only those", "[cli][utf8]") {
    std::ostringstream target;
    {
        Utf8EscapingBuffer buffer(target.rdbuf());
        std::ostream out(&buffer);
        out << "caf\xE9 ok, " << "\xE2\x82" << "\xAC" << " euro, " << '\xC3' << '\xA9' << ", lone \x80";
        out << std::flush;
        // A character cut across writes passes whole; a flush does not break it.
        CHECK(target.str() == "caf\\xE9 ok, \xE2\x82\xAC euro, \xC3\xA9, lone \\x80");
        out << "cut at the end \xE2\x82";
        out.flush();
        CHECK(target.str().find("cut at the end ") != std::string::npos);
    }
    // What was still held at the end (a character that never completed) comes out escaped.
    CHECK(target.str() == "caf\\xE9 ok, \xE2\x82\xAC euro, \xC3\xA9, lone \\x80cut at the end \\xE2\\x82");
    CHECK(invalid_utf8_offset(target.str()) == std::string::npos);
}

TEST_CASE("CliContext prints JSON and text that stays UTF-8 whatever is stored", "[cli][utf8]") {
    std::ostringstream out;
    std::ostringstream err;
    {
        CliContext c(std::make_unique<MoCatalog>("en"), {}, true, out, err);
        // nlohmann's default dump throws type_error 316 on this name: the listing crashed.
        const nlohmann::json row{{"name", "Caf\xE9"}, {"list", "empire"}};
        CHECK_THROWS(row.dump());
        c.print_json(row);
        c.print_json(nlohmann::json{{"n", 1}}, -1);
        c.out() << "name: Caf\xE9\n";
        c.err() << "bad \xFF\n";
    }
    CHECK(out.str() == "{\n  \"list\": \"empire\",\n  \"name\": \"Caf\xEF\xBF\xBD\"\n}\n{\"n\":1}\nname: Caf\\xE9\n");
    CHECK(err.str() == "bad \\xFF\n");
    CHECK(nlohmann::json::parse(out.str().substr(0, out.str().find("}\n") + 1)).at("name") == "Caf\xEF\xBF\xBD");
}
