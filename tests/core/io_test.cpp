// Tests for atomic writes, the XML loader's located errors and the system reader.
// Every malformed input must name file:line:column and never crash.
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/strings.h"

#include "tests/core/temp_dir.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace fs = std::filesystem;

namespace {
fs::path temp_dir(const std::string& name) {
    const auto dir = ost::test::unique_temp_dir(name);
    return dir;
}

ost::Location error_location(const std::string& xml) {
    try {
        const auto doc = ost::XmlDocument::load_string(xml, "t.xml");
        ost::read_system(doc);
    } catch (const ost::InvalidInputError& e) {
        return e.location();
    }
    FAIL("no error for: " << xml);
    return {};
}
} // namespace

TEST_CASE("Atomic writes replace the whole file and leave no temporary", "[io]") {
    const auto dir = temp_dir("atomic");
    const auto file = dir / "roster.xml";
    ost::write_file_atomic(file, "first");
    ost::write_file_atomic(file, "second version");
    CHECK(ost::read_file(file) == "second version");
    CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 1);
    CHECK_THROWS_AS(ost::write_file_atomic(dir / "missing" / "x.xml", "x"), ost::EnvironmentError);
    CHECK_THROWS_AS(ost::read_file(dir / "nope"), ost::EnvironmentError);
    CHECK(ost::read_file(file) == "second version");
    fs::remove_all(dir);
}

TEST_CASE("Broken XML is reported at its line and column", "[io]") {
    const auto loc = error_location("<system id=\"x\">\n  <name lang=\"fr\">A</nam>\n</system>");
    CHECK(loc.file == "t.xml");
    CHECK(loc.line == 2);
    CHECK(loc.column > 1);
    CHECK(error_location("").line == 1);
}

TEST_CASE("Node locations match a plain scan of the text, on every line", "[io]") {
    // XmlDocument finds lines by binary search; location_at() scans from the start. Both must
    // agree everywhere: first and last lines, accented text before a node, CRLF line ends.
    std::string xml = "<?xml version=\"1.0\"?>\n<r>\r\n";
    for (int i = 0; i < 300; ++i) {
        xml += (i % 3 == 0 ? "  é « " : "  ") + std::string("<e a=\"x\" b=\"é\"/>") +
               (i % 2 ? "\r\n" : "\n");
    }
    xml += "<last b=\"1\"/></r>";
    const auto doc = ost::XmlDocument::load_string(xml, "big.xml");
    int checked = 0;
    for (const auto node : doc.root().children()) {
        if (node.type() != pugi::node_element) {
            continue;
        }
        const auto offset = static_cast<std::size_t>(node.offset_debug()) - 1; // the '<'
        const auto expected = ost::location_at("big.xml", xml.data(), xml.size(), offset);
        const auto got = doc.location_of(node);
        INFO(node.name() << " at byte " << offset);
        CHECK(got.line == expected.line);
        CHECK(got.column == expected.column);
        const auto b = xml.find("b=", offset);
        const auto at_b = ost::location_at("big.xml", xml.data(), xml.size(), b);
        CHECK(doc.location_of(node.attribute("b"), node).column == at_b.column);
        ++checked;
    }
    CHECK(checked == 301);
    CHECK(doc.location_of(doc.root().last_child()).line == 303);
}

TEST_CASE("The system reader checks ids, names and source", "[io]") {
    const std::string good = R"(<system id="wme" position="2">
  <name lang="fr">Warmaster Evolution</name>
  <name lang="en">Warmaster Evolution</name>
  <source>WME v4</source>
</system>)";
    const auto system = ost::read_system(ost::XmlDocument::load_string(good, "s.xml"));
    CHECK(system.id == "wme");
    CHECK(system.position == 2);
    CHECK(system.file == "s.xml");

    CHECK(error_location("<list id=\"a\"/>").line == 1);
    const auto no_id = error_location("<system>\n<name lang=\"fr\">a</name></system>");
    CHECK(no_id.line == 1);
    CHECK(no_id.column == 1);
    const auto bad_position = error_location("<system id=\"a\"\n position=\"x2\"/>");
    CHECK(bad_position.line == 2);
    CHECK(bad_position.column == 2);
    CHECK(error_location("<system id=\"Bad Id\"/>").line == 1);
    const auto no_en = error_location("<system id=\"a\">\n<name lang=\"fr\">A</name>\n<source>s</source></system>");
    CHECK(no_en.line == 1);
    const auto empty_fr = error_location("<system id=\"a\">\n<name lang=\"fr\"></name></system>");
    CHECK(empty_fr.line == 2);
    CHECK(error_location("<system id=\"a\"><name lang=\"fr\">A</name><name lang=\"en\">A</name></system>").line == 1);
}

TEST_CASE("XML with content after its root or bytes that are not UTF-8 is refused where it is",
          "[io][hardening]") {
    const auto error_of = [](const std::string& text) {
        try {
            (void)ost::XmlDocument::load_string(text, "t.xml");
        } catch (const ost::InvalidInputError& e) {
            return e;
        }
        FAIL("accepted: " << text);
        throw std::logic_error("unreachable");
    };
    // pugixml alone accepted all of these, silently dropping what follows the root.
    for (const char* text : {"<roster/>junk", "<roster/>\n<roster/>", "<roster></roster>\n<x/>\n",
                             "<roster/>x<b/>", "<?xml version=\"1.0\"?>\n<roster/>\ntext"}) {
        const auto e = error_of(text);
        CHECK(e.location().file == "t.xml");
        CHECK(e.message().english().find("more content after the root element <roster>") != std::string::npos);
    }
    const auto twice = error_of("<roster>\n</roster>\n<roster/>");
    CHECK(twice.location().line == 3);
    CHECK(twice.location().column == 1);
    CHECK_NOTHROW(ost::XmlDocument::load_string("<?xml version=\"1.0\"?>\n<!-- c -->\n<roster/>\n\n", "ok.xml"));
    CHECK_NOTHROW(ost::XmlDocument::load_string("<roster/><!-- trailing comment -->\n", "ok.xml"));
    const auto bytes = error_of("<roster name=\"caf\xE9\"/>");
    CHECK(bytes.location().line == 1);
    CHECK(bytes.location().column == 18);
    CHECK(bytes.message().english().find("not UTF-8") != std::string::npos);
    CHECK(error_of("<r>\n\xED\xA0\x80</r>").location().line == 2);         // a surrogate
    CHECK(error_of("<r>\xC0\xAF</r>").message().english().find("UTF-8") != std::string::npos); // overlong
    CHECK_NOTHROW(ost::XmlDocument::load_string("<r>Déroute 💥 ok</r>", "ok.xml"));
}

TEST_CASE("UTF-8 validity and escaping of stored bad text", "[text][hardening]") {
    CHECK(ost::invalid_utf8_offset("plain") == std::string_view::npos);
    CHECK(ost::invalid_utf8_offset("é€💥") == std::string_view::npos);
    CHECK(ost::invalid_utf8_offset("ab\xFF") == 2);
    CHECK(ost::invalid_utf8_offset("\xF4\x90\x80\x80") == 0); // above U+10FFFF
    CHECK(ost::invalid_utf8_offset("\xE2\x82") == 0);         // cut short
    CHECK(ost::escape_invalid_utf8("caf\xE9 é") == "caf\\xE9 é");
    CHECK(ost::invalid_utf8_offset(ost::escape_invalid_utf8("\xC0\xAF\xFF")) == std::string_view::npos);
}

TEST_CASE("Saving through a symlink, keeping permissions, cleaning interrupted saves",
          "[io][hardening]") {
    const auto dir = ost::test::unique_temp_dir("atomic");
    const auto real = dir / "real.ostr";
    const auto link = dir / "link.ostr";
    ost::write_file_atomic(real, "one");
    fs::create_symlink(real, link);
    ost::write_file_atomic(link, "two");
    CHECK(fs::is_symlink(link)); // renaming over the link used to replace it by a plain file
    CHECK(ost::read_file(real) == "two");
    fs::permissions(real, fs::perms::owner_read | fs::perms::owner_write);
    ost::write_file_atomic(real, "three");
    CHECK((fs::status(real).permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write)); // was reset to 0644
    const auto stale = dir / ".real.ostr.tmp123456";
    const auto fresh = dir / ".real.ostr.tmp654321";
    std::ofstream(stale) << "half a save";
    std::ofstream(fresh) << "a save running now";
    fs::last_write_time(stale, fs::file_time_type::clock::now() - std::chrono::hours(1));
    ost::write_file_atomic(real, "four");
    CHECK_FALSE(fs::exists(stale));
    CHECK(fs::exists(fresh));
    CHECK(ost::read_file(real) == "four");
    const auto big = dir / "big.ostr";
    { std::ofstream(big) << "x"; }
    fs::resize_file(big, ost::kMaxReadBytes + 1); // sparse
    CHECK_THROWS_AS(ost::read_file(big), ost::InvalidInputError);
    fs::remove_all(dir);
}

TEST_CASE("A file the user made read-only is not replaced by a save", "[io][hardening]") {
    const auto dir = ost::test::unique_temp_dir("readonly");
    const auto file = dir / "kept.ostr";
    ost::write_file_atomic(file, "mine");
    fs::permissions(file, fs::perms::owner_read | fs::perms::group_read);
    try {
        ost::write_file_atomic(file, "replaced");
        FAIL("a read-only file was replaced");
    } catch (const ost::EnvironmentError& e) {
        CHECK_THAT(e.message().english(), Catch::Contains("kept.ostr") && Catch::Contains("read-only"));
    }
    CHECK(ost::read_file(file) == "mine");
    // Through a symbolic link too: the file it points to is what the user protected.
    const auto link = dir / "link.ostr";
    fs::create_symlink(file, link);
    CHECK_THROWS_AS(ost::write_file_atomic(link, "replaced"), ost::EnvironmentError);
    CHECK(ost::read_file(file) == "mine");
    fs::permissions(file, fs::perms::owner_write, fs::perm_options::add);
    ost::write_file_atomic(file, "writable again");
    CHECK(ost::read_file(file) == "writable again");
    fs::remove_all(dir);
}
