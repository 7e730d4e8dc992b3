// Tests of roster sharing codes: every sample roster survives encode + decode, the format is
// frozen (a golden code), and each kind of bad code gets its own message.
#include "core/io/roster_code.h"
#include "core/io/roster_reader.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {

/// The English message of the InvalidInputError that decoding `code` throws ("" when none).
std::string refusal(const std::string& code) {
    try {
        (void)decode_roster_code(code);
    } catch (const InvalidInputError& e) {
        return e.message().english();
    }
    return {};
}

/// Every .ostr sample the tests and the fuzz corpus hold that the reader accepts.
std::vector<std::filesystem::path> sample_rosters() {
    std::vector<std::filesystem::path> out;
    for (const char* dir : {"tests/data/rosters", "tests/data/engine/legality/rosters",
                            "tests/fuzz/corpus/roster_xml"}) {
        for (const auto& f :
             std::filesystem::directory_iterator(std::filesystem::path(OST_SOURCE_DIR) / dir)) {
            if (f.path().extension() != ".ostr") {
                continue;
            }
            try {
                (void)read_roster_file(f.path());
                out.push_back(f.path());
            } catch (const InvalidInputError&) {
                // a sample of a refused file (broken.ostr, the fuzz corpus's odd ones)
            }
        }
    }
    return out;
}

Roster rich_roster() {
    Roster r = make_roster("adlg", "001-sumer-and-akkad", 300);
    r.name = "Ur & <Lagash> « été » \"2026\"";
    r.year = -2300;
    r.notes = "Line one\nLine two\twith a tab — 漢字";
    r.commands.push_back({"c1", "Aile gauche", ""});
    r.commands.push_back({"c2", "", "004-elamite"});
    auto& e1 = add(r, "general", 1, "c1");
    e1.general_grade = "strategist";
    e1.custom_name = "Sargon";
    auto& e2 = add(r, "warriors-and-militia-heavy-spearmen", 8, "c1");
    e2.options.push_back({"pavise", 3});
    e2.note = "  front line  ";
    auto& e3 = add(r, "gone-from-the-data", 2, "c2");
    e3.list_id = "004-elamite";
    auto& e4 = add(r, "tirailleurs", 1, "");
    e4.attached_to = "e2";
    e4.magic_items = {"banniere-de-bataille"};
    return r;
}

} // namespace

TEST_CASE("every sample roster survives encode then decode", "[roster][code]") {
    const auto files = sample_rosters();
    REQUIRE(files.size() >= 8);
    for (const auto& file : files) {
        INFO(file.string());
        const auto roster = read_roster_file(file);
        const auto code = encode_roster_code(roster);
        CHECK(code.rfind("ost1.", 0) == 0);
        CHECK(code.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                     "0123456789-_",
                                     5) == std::string::npos);
        CHECK(decode_roster_code(code).same_content(roster));
        // Short: far shorter than the file it replaces.
        CHECK(code.size() * 2 < read_file(file).size() + 200);
    }
}

TEST_CASE("names, notes, years, allies and attachments survive a code", "[roster][code]") {
    const auto roster = rich_roster();
    const auto back = decode_roster_code(encode_roster_code(roster));
    CHECK(back.same_content(roster));
    CHECK(back.name == roster.name);
    CHECK(back.entries.at(1).note == "  front line  ");
    CHECK(back.year == -2300);
}

TEST_CASE("a code is read back through spaces, line breaks and a capital prefix",
          "[roster][code]") {
    const auto roster = read_roster_file(roster_path("wme-legal.ostr"));
    auto code = encode_roster_code(roster);
    std::string wrapped = "  OST1." ;
    for (std::size_t i = 5; i < code.size(); ++i) {
        wrapped += code[i];
        if (i % 40 == 0) {
            wrapped += "\r\n";
        }
    }
    wrapped += " \n";
    CHECK(decode_roster_code(wrapped).same_content(roster));
}

TEST_CASE("the version 1 code format is frozen", "[roster][code]") {
    // Computed once by this encoder when version 1 was defined: a change to the dictionary, the
    // layout or the compact XML breaks this test, and every code players already shared.
    Roster r = make_roster("wme", "empire", 2000);
    add(r, "general").magic_items = {"epee-de-puissance"};
    add(r, "halberdiers", 4).options.push_back({"banniere-de-bataille", 1});
    const std::string golden = encode_roster_code(r);
    INFO(golden);
    CHECK(golden == "ost1.iQJXo8BP4KAGBmkJLNSRjDWEuRUe_XB32KF7O7UgNVU3JVW3oDSzuDgxLzkVh1ONYGZmJOYkpQIT"
                    "ETBpws01AZqL5O-kxLw8oDzY3KTEkkRgUkrFHhawgAYAsfFOgw");
    CHECK(decode_roster_code(golden).same_content(r));
}

TEST_CASE("bad codes are refused with what is wrong", "[roster][code]") {
    const auto roster = read_roster_file(roster_path("adlg-legal.ostr"));
    const auto code = encode_roster_code(roster);

    CHECK(refusal("") == "The roster code is empty.");
    CHECK(refusal(" \n ") == "The roster code is empty.");
    CHECK(refusal("hello world") == "This is not an Ost roster code: a code starts with \"ost1.\".");
    CHECK(refusal("ost." + code.substr(5)) ==
          "This is not an Ost roster code: a code starts with \"ost1.\".");
    CHECK(refusal("ost2." + code.substr(5)) ==
          "This roster code has version 2; this Ost reads version 1 (was it made by a newer "
          "Ost?).");
    CHECK(refusal("ost0." + code.substr(5)) ==
          "This roster code has version 0; this Ost reads version 1 (was it made by a newer "
          "Ost?).");

    SECTION("a character base64url never uses is named with its place") {
        auto bad = code;
        bad[12] = '+';
        CHECK(refusal(bad) == "The roster code holds a character that a code never has (\"+\", "
                              "character 8 after the prefix).");
        bad[12] = '\x01';
        CHECK(refusal(bad) == "The roster code holds a character that a code never has (byte "
                              "1, character 8 after the prefix).");
    }
    SECTION("a truncated code says how much of it is there") {
        const auto payload = code.size() - 5;
        const auto cut = code.substr(0, code.size() - 10);
        CHECK(refusal(cut) == "The roster code is incomplete: " + std::to_string(payload - 10) +
                                  " of its " + std::to_string(payload) +
                                  " characters after the prefix. Was it cut when copied?");
        CHECK(refusal("ost1.") ==
              "The roster code is incomplete: it is too short to hold a roster. Was it cut when "
              "copied?");
        CHECK(refusal("ost1.p") ==
              "The roster code is incomplete: it is too short to hold a roster. Was it cut when "
              "copied?");
    }
    SECTION("a changed character breaks the checksum") {
        // Every single-character change is caught: in the lengths (first characters) as a
        // damaged or incomplete code, elsewhere by the checksum or the last character's spare bits.
        for (std::size_t i = 5; i < code.size(); ++i) {
            auto bad = code;
            bad[i] = bad[i] == 'A' ? 'B' : 'A';
            const auto why = refusal(bad);
            INFO(i << ": " << why);
            CHECK((why.rfind("The roster code is damaged: ", 0) == 0 ||
                   (i < 12 && why.rfind("The roster code is incomplete: ", 0) == 0)));
        }
        auto bad = code;
        bad[20] = bad[20] == 'x' ? 'y' : 'x';
        CHECK(refusal(bad) == "The roster code is damaged: its checksum does not match (a "
                              "character was changed, added or lost).");
    }
    SECTION("extra characters are refused") {
        CHECK(refusal(code + "AAAA").rfind("The roster code is damaged: it has ", 0) == 0);
    }
    SECTION("garbage after the prefix is refused, never crashes") {
        for (const char* garbage : {"ost1.AAAA", "ost1.____________", "ost1.AAAAAAAAAAAAAAAAAAAA",
                                    "ost1.gICAgICAgICAgICA", "ost1.-_-_-_-_-_-_-_-_"}) {
            INFO(garbage);
            CHECK_FALSE(refusal(garbage).empty());
        }
    }
}

TEST_CASE("a code with a valid checksum but no valid roster is refused, located in the code",
          "[roster][code]") {
    const auto forged = pack_roster_code("<roster format=\"1\" system=\"wme\"/>");
    try {
        (void)decode_roster_code(forged);
        FAIL("a roster without a list was read");
    } catch (const InvalidInputError& e) {
        CHECK(e.location().file == "roster code");
        CHECK(e.location().line == 1);
    }
    CHECK_THROWS_AS(decode_roster_code(pack_roster_code("not xml at all <")), InvalidInputError);
    CHECK(refusal(pack_roster_code(std::string(kRosterCodeMaxBytes + 1, ' '))) ==
          "The roster code is damaged: it announces a roster larger than a code may carry.");
}

TEST_CASE("a roster that cannot be written has no code", "[roster][code]") {
    Roster bad = make_roster("wme", "empire", 2000);
    bad.system_id = "";
    try {
        (void)encode_roster_code(bad);
        FAIL("a roster without a system was encoded");
    } catch (const InvalidInputError& e) {
        CHECK(e.message().english() == "Cannot save the roster: a system has no id.");
    }
    Roster huge = make_roster("wme", "empire", 2000);
    huge.notes = std::string(kRosterCodeMaxBytes, 'x');
    CHECK_THROWS_AS(encode_roster_code(huge), InvalidInputError);
}
