// Issue 28, XML text: every class of bad character data, reference, duplicate attribute and
// trailing content is refused with its place by each reader; what is accepted reads back the same.
#include "core/io/army_list_reader.h"
#include "core/io/roster_code.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <string>

using namespace ost;

namespace {

const std::filesystem::path kData = OST_TEST_DATA_DIR;

const GameSystem& wme() {
    static const auto system = read_system(XmlDocument::load_file(kData / "lists/wme/system.xml"));
    return system;
}

/// A roster whose <name> (line 2) holds `name` and whose entry (line 3) has `entry_attributes`,
/// followed by `after` the root.
std::string roster_xml(const std::string& name, const std::string& entry_attributes = {},
                       const std::string& after = "\n") {
    return "<roster format=\"1\" system=\"wme\" list=\"tiny\" size=\"2000\">\n  <name>" + name +
           "</name>\n  <entry id=\"e1\" unit=\"spearmen\" count=\"1\"" + entry_attributes +
           "/>\n</roster>" + after;
}

/// The tiny list with its English name (line 4) holding `name`, then `after` the root.
std::string list_xml(const std::string& name, const std::string& after = "\n") {
    auto text = read_file(kData / "lists/wme/tiny.xml");
    const std::string from = "<name lang=\"en\">Tiny army</name>";
    text.replace(text.find(from), from.size(), "<name lang=\"en\">" + name + "</name>");
    text.resize(text.rfind("</army-list>") + std::string("</army-list>").size());
    return text + after;
}

using Reader = std::function<std::string(const std::string&)>; // the name it read

const Reader kRosterFile = [](const std::string& xml) { return read_roster_text(xml, "r.ostr").name; };
const Reader kRosterCode = [](const std::string& xml) { return decode_roster_code(pack_roster_code(xml)).name; };

/// The English message of the refusal of `read(xml)`, "file:line: …" (fails if accepted).
std::string refusal(const Reader& read, const std::string& xml) {
    try {
        const auto name = read(xml);
        FAIL("accepted, name \"" << name << "\": " << xml);
    } catch (const InvalidInputError& e) {
        return e.location().to_string() + ": " + e.message().english();
    }
    return {};
}

std::string list_refusal(const std::string& xml) {
    try {
        (void)read_army_list(XmlDocument::load_string(xml, "tiny.xml"), wme());
        FAIL("accepted: " << xml);
    } catch (const InvalidInputError& e) {
        return e.location().to_string() + ": " + e.message().english();
    }
    return {};
}

/// Checks that `text` in a name is refused by the roster file, sharing code and list readers,
/// at the name's line, with a message holding `why`.
void refused_everywhere(const std::string& text, const std::string& why) {
    INFO("text: " << text);
    const auto roster = refusal(kRosterFile, roster_xml(text));
    CHECK_THAT(roster, Catch::Contains("r.ostr:2:") && Catch::Contains(why));
    CHECK_THAT(refusal(kRosterCode, roster_xml(text)), Catch::Contains(why));
    CHECK_THAT(list_refusal(list_xml(text)), Catch::Contains("tiny.xml:4:") && Catch::Contains(why));
}

} // namespace

TEST_CASE("Character references to no character are refused by every XML reader", "[io][xml-text]") {
    refused_everywhere("A&#xD800;B", "half of a UTF-16 pair");
    refused_everywhere("A&#57343;B", "half of a UTF-16 pair");
    refused_everywhere("A&#x110000;B", "beyond U+10FFFF");
    refused_everywhere("A&#4294967393;B", "beyond U+10FFFF"); // wraps to 'a' in 32 bits
    refused_everywhere("A&#x0000000000110041;B", "beyond U+10FFFF");
    refused_everywhere("A&#0;B", "character 0");
    refused_everywhere("A&#x0;B", "character 0");
    refused_everywhere("A&#12B", "not complete");
    refused_everywhere("A&#x;B", "not complete");
    refused_everywhere("A&#xG1;B", "not complete");
    refused_everywhere("A&nbsp;B", "not defined");
}

TEST_CASE("Control characters are refused raw and as references by every XML reader", "[io][xml-text]") {
    for (const std::string c : {"\x01", "\x08", "\x0B", "\x1F", "\x7F", "\xC2\x80", "\xC2\x85", "\xC2\x9F"}) {
        refused_everywhere("A" + c + "B", "control character");
    }
    for (const std::string ref : {"&#1;", "&#x1F;", "&#127;", "&#x80;", "&#x9F;", "&#xFFFE;", "&#xFFFF;"}) {
        refused_everywhere("A" + ref + "B", "control character");
    }
    // Tab and line feed are text; U+00A0 (after the C1 block) is a character like any other.
    CHECK(kRosterFile(roster_xml("A&#9;B&#10;C\xC2\xA0")) == "A\tB\nC\xC2\xA0");
    // A carriage return is refused in a roster text, as the writer refuses it.
    CHECK_THAT(refusal(kRosterFile, roster_xml("A&#13;B")), Catch::Contains("control character"));
    // The same in an army list (found by fuzzing: a save wrote the raw byte, read back as a line
    // feed), in both spellings.
    for (const std::string ref : {"&#13;", "&#xD;", "&#x0d;"}) {
        CHECK_THAT(list_refusal(list_xml("A" + ref + "B")), Catch::Contains("carriage return"));
    }
}

TEST_CASE("A text split by a comment, CDATA or a processing instruction is read whole", "[io][xml-text]") {
    for (const Reader& read : {kRosterFile, kRosterCode}) {
        CHECK(read(roster_xml("Ab<!-- note -->cd")) == "Abcd");
        CHECK(read(roster_xml("Ab<![CDATA[ <x> & ]]>cd")) == "Ab <x> & cd");
        CHECK(read(roster_xml("Ab<?pi data?>cd")) == "Abcd");
        CHECK(read(roster_xml("<!--a-->Ab<!--b--><![CDATA[c]]><?p?>d<!--e-->")) == "Abcd");
        CHECK(read(roster_xml("<![CDATA[&#0;]]>")) == "&#0;"); // no reference inside CDATA
        CHECK(read(roster_xml("A<!-- &#0; &bogus; -->B")) == "AB");
    }
    const auto list = read_army_list(XmlDocument::load_string(list_xml("Ti<!-- x -->ny<![CDATA[ <army>]]>"), "t"), wme());
    CHECK(list.name.en == "Tiny <army>");
}

TEST_CASE("An attribute given twice is refused by every XML reader", "[io][xml-text]") {
    const auto twice = roster_xml("N", " count=\"2\"");
    CHECK_THAT(refusal(kRosterFile, twice), Catch::Contains("r.ostr:3:") && Catch::Contains("\"count\" is given twice on <entry>"));
    CHECK_THAT(refusal(kRosterCode, twice), Catch::Contains("given twice"));
    auto list = list_xml("Tiny");
    list.replace(list.find("<unit id=\"spearmen\""), 19, "<unit id=\"spearmen\" id=\"other\"");
    CHECK_THAT(list_refusal(list), Catch::Contains("\"id\" is given twice on <unit>"));
    // On the root too, and whatever the attribute's place.
    CHECK_THAT(refusal(kRosterFile, "<roster size=\"1\" format=\"1\" system=\"wme\" list=\"t\" size=\"2\"/>"),
               Catch::Contains("\"size\" is given twice on <roster>"));
}

TEST_CASE("Anything but comments after the root element is refused by every XML reader", "[io][xml-text]") {
    for (const std::string& after : {std::string("junk"), std::string("\n<roster/>"), std::string("]]>"),
                                    std::string("&amp;"), std::string("<![CDATA[x]]>"), std::string("<!DOCTYPE x>"),
                                    std::string("\0", 1)}) {
        INFO("after: " << after);
        const bool control = after.size() == 1 && after[0] == '\0';
        const std::string why = control ? "control character" : "after the root element";
        CHECK_THAT(refusal(kRosterFile, roster_xml("N", "", after)), Catch::Contains(why));
        CHECK_THAT(refusal(kRosterCode, roster_xml("N", "", after)), Catch::Contains(why));
        CHECK_THAT(list_refusal(list_xml("Tiny", after)), Catch::Contains(why));
    }
    // Markup broken after the root is refused by the parse itself, at its place.
    for (const std::string after : {"<", "\n\n</b>", "<a", "<!-- open"}) {
        INFO("after: " << after);
        CHECK_THAT(refusal(kRosterFile, roster_xml("N", "", after)), Catch::Contains("r.ostr:"));
        (void)refusal(kRosterCode, roster_xml("N", "", after));
        (void)list_refusal(list_xml("Tiny", after));
    }
    // Comments, processing instructions and white space may follow the root (XML's "Misc").
    CHECK(kRosterFile(roster_xml("N", "", "\n<!-- saved by hand -->\n<?pi x?>\n")) == "N");
}

TEST_CASE("What a reader accepts, a save writes and the reader reads back the same", "[io][xml-text]") {
    for (const std::string name :
         {"Ab<!-- c -->cd", "<![CDATA[<b>&amp;</b>]]>", "&#x1F600; &#233;t&#xE9; &lt;&amp;&gt;&quot;&apos;",
          "tab&#9;line&#10;end", "\xC2\xA0nbsp\xEF\xBF\xBD", "A<?pi?>&#x10FFFF;", "R&D", "  spaced  "}) {
        INFO("name: " << name);
        const auto first = read_roster_text(roster_xml(name), "r.ostr");
        const auto saved = write_roster(first);
        const auto second = read_roster_text(saved, "saved.ostr");
        CHECK(second.name == first.name);
        CHECK(write_roster(second) == saved);
        CHECK(decode_roster_code(encode_roster_code(first)).name == first.name);
    }
}

TEST_CASE("Army-list numbers out of range are refused, never wrapped", "[io][xml-text]") {
    auto with = [](const std::string& from, const std::string& to) {
        auto text = list_xml("Tiny");
        text.replace(text.find(from), from.size(), to);
        return list_refusal(text);
    };
    CHECK_THAT(with("max=\"4\" group", "max=\"4294967302\" group"),
               Catch::Contains("\"max\" attribute of <unit> must be between 0 and 10000, not 4294967302"));
    CHECK_THAT(with("min=\"2\"", "min=\"4294967298\""), Catch::Contains("between 0 and 10000, not 4294967298"));
    CHECK_THAT(with("from=\"1000\"", "from=\"4294968296\""),
               Catch::Contains("\"from\" attribute of <unit> must be between -100000 and 100000"));
    CHECK_THAT(with("to=\"1500\"", "to=\"4294967295\""), Catch::Contains("must be between -100000 and 100000, not 4294967295"));
    // 2^63-1 is a maximum too large, not a negative one; past 64 bits the same.
    CHECK_THAT(with("max=\"4\" group", "max=\"9223372036854775807\" group"),
               Catch::Contains("between 0 and 10000, not 9223372036854775807"));
    CHECK_THAT(with("max=\"4\" group", "max=\"99999999999999999999\" group"),
               Catch::Contains("between 0 and 10000, not 99999999999999999999"));
    CHECK_THAT(with("max=\"4\" group", "max=\"-1\" group"), Catch::Contains("between 0 and 10000, not -1"));
    CHECK_THAT(with("value=\"45\"", "value=\"9223372036854775808\""),
               Catch::Contains("between -1000000 and 1000000, not 9223372036854775808"));
}
