// Tests for the lists/ format: the army-list reader and its located errors, the canonical writer
// (byte-exact round trip), the system reader's new parts and the army-size scaling rules.
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/data_check.h"
#include "core/services/reference_builder.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/validation/army_limits.h"

#include <catch2/catch.hpp>

#include <filesystem>

namespace fs = std::filesystem;

namespace {
const fs::path kData = OST_TEST_DATA_DIR;
const fs::path kLists = fs::path(OST_SOURCE_DIR) / "lists";

ost::GameSystem wme() {
    return ost::read_system(ost::XmlDocument::load_file(kData / "lists/wme/system.xml"));
}

std::string tiny_text() { return ost::read_file(kData / "lists/wme/tiny.xml"); }

/// Replaces the first `from` in the tiny fixture with `to`, reads it, returns the error.
ost::InvalidInputError list_error(const std::string& from, const std::string& to) {
    auto text = tiny_text();
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    const auto system = wme();
    try {
        ost::read_army_list(ost::XmlDocument::load_string(text, "tiny.xml"), system);
    } catch (const ost::InvalidInputError& e) {
        return e;
    }
    FAIL("no error after replacing " << from << " with " << to);
    throw std::logic_error("unreachable");
}
} // namespace

TEST_CASE("The army-list reader reads every part of the format", "[lists]") {
    const auto system = wme();
    const auto list = ost::read_army_list(ost::XmlDocument::load_string(tiny_text(), "tiny.xml"), system);
    CHECK(list.id == "tiny");
    CHECK(list.name.fr == "Petite armée");
    CHECK(list.name.en == "Tiny army");
    CHECK(list.edition == "test");
    CHECK(list.date_from == -500);
    CHECK(list.date_to == 1500);
    REQUIRE(list.units.size() == 5);
    const auto* spear = list.unit("spearmen");
    REQUIRE(spear != nullptr);
    CHECK(spear->points() == 45);
    CHECK(spear->min == 2);
    CHECK_FALSE(spear->max);
    CHECK(*spear->profile.get("armour") == "5+");
    const auto* crossbows = list.unit("crossbows");
    CHECK(crossbows->group == "shooters");
    CHECK(crossbows->counts_as == "archers");
    CHECK(crossbows->requires_units == std::vector<std::string>{"spearmen"});
    CHECK(crossbows->date_from == 1000);
    CHECK(crossbows->rules == std::vector<std::string>{"own-rule"});
    const auto* skirmishers = list.unit("skirmishers");
    CHECK(skirmishers->is_attachment());
    CHECK_FALSE(skirmishers->counts);
    CHECK_FALSE(skirmishers->magic);
    const auto* general = list.unit("general");
    CHECK(general->role == ost::UnitRole::General);
    CHECK(general->army_min == 1);
    CHECK(general->upgrades == std::vector<std::string>{"griffon", "baguette-de-pouvoir"});
    REQUIRE(general->options.size() == 1);
    CHECK(ost::cost_of(general->options[0].costs, "points") == -5);
    CHECK_FALSE(general->options[0].confirmed);
    CHECK(general->note_en == "Note.");
    REQUIRE(list.caps.size() == 1);
    CHECK(list.caps[0].scaled);
    REQUIRE(list.allies.size() == 1);
    CHECK(list.allies[0].date_to == 1000);
    CHECK(list.rule("own-rule")->section == "wme.special.test");
    CHECK(list.available_in(1200));
    CHECK_FALSE(list.available_in(1600));
}

TEST_CASE("Writing a list gives the same bytes back and the same model", "[lists]") {
    const auto system = wme();
    const auto text = tiny_text();
    const auto list = ost::read_army_list(ost::XmlDocument::load_string(text, "tiny.xml"), system);
    CHECK(ost::write_army_list(list) == text);
    const auto again = ost::read_army_list(ost::XmlDocument::load_string(ost::write_army_list(list), "again.xml"), system);
    CHECK(again == list);

    // Every bundled list is in canonical form.
    int checked = 0;
    for (const auto& dir : {kLists / "wme", kLists / "adlg"}) {
        const auto sys = ost::read_system(ost::XmlDocument::load_file(dir / "system.xml"));
        for (const auto& file : ost::army_list_files(dir)) {
            const auto bundled = ost::read_file(file);
            const auto read = ost::read_army_list(ost::XmlDocument::load_string(bundled, file.string()), sys);
            INFO(file.string());
            CHECK(ost::write_army_list(read) == bundled);
            ++checked;
        }
    }
    CHECK(checked >= 15);

    const auto dir = fs::temp_directory_path() / "ost-test-list-save";
    fs::create_directories(dir);
    ost::save_army_list(dir / "tiny.xml", list);
    CHECK(ost::read_file(dir / "tiny.xml") == text);
    fs::remove_all(dir);
}

TEST_CASE("Malformed list files get a precise located message", "[lists]") {
    SECTION("broken XML") {
        const auto e = list_error("</unit>\n  <unit id=\"archers\"", "</unt>\n  <unit id=\"archers\"");
        CHECK(e.location().file == "tiny.xml");
        CHECK(e.location().line == 28);
        CHECK(e.location().column > 0);
    }
    SECTION("unknown profile field") {
        const auto e = list_error("armour=\"5+\"", "armor=\"5+\"");
        CHECK(e.message().english().find("Unknown profile field \"armor\"") != std::string::npos);
        CHECK(e.location().line == 26);
        CHECK(e.location().column == 49);
    }
    SECTION("missing id") {
        const auto e = list_error("<unit id=\"archers\"", "<unit");
        CHECK(e.message().english().find("\"id\" attribute") != std::string::npos);
        CHECK(e.location().line == 29);
        CHECK(e.location().column == 3);
    }
    SECTION("duplicate id") {
        const auto e = list_error("<unit id=\"archers\"", "<unit id=\"spearmen\"");
        CHECK(e.message().english().find("Duplicate id \"spearmen\"") != std::string::npos);
        CHECK(e.location().line == 29);
        CHECK(e.location().column == 9);
    }
    SECTION("negative points") {
        const auto e = list_error("value=\"45\"", "value=\"-45\"");
        CHECK(e.message().english().find("cannot be negative (-45)") != std::string::npos);
        CHECK(e.location().line == 27);
        CHECK(e.location().column == 25);
    }
    SECTION("unknown choice, rule, unit, upgrade and group") {
        CHECK(list_error("type=\"infantry\"", "type=\"infantery\"").location().line == 26);
        CHECK(list_error("<rule ref=\"own-rule\" />", "<rule ref=\"other\" />").message().english().find("Unknown special rule") !=
              std::string::npos);
        CHECK(list_error("counts-as=\"archers\"", "counts-as=\"bowmen\"").location().line == 35);
        CHECK(list_error("<upgrade ref=\"griffon\" />", "<upgrade ref=\"dragon\" />").location().line == 55);
        CHECK(list_error("group=\"shooters\" counts-as", "group=\"gunners\" counts-as").location().line == 35);
    }
    SECTION("limits, dates, roles, costs and attributes") {
        CHECK(list_error("max=\"2\" group", "max=\"2\" min=\"3\" group").message().english().find("minimum 3 is above") !=
              std::string::npos);
        CHECK(list_error("from=\"-500\" to=\"1500\"", "from=\"1500\" to=\"-500\"").location().line == 6);
        CHECK(list_error("role=\"general\"", "role=\"boss\"").location().line == 49);
        CHECK(list_error("<cost type=\"points\" value=\"55\" />", "<cost type=\"gold\" value=\"55\" />").location().line == 33);
        CHECK(list_error("<unit id=\"spearmen\"", "<unit colour=\"red\" id=\"spearmen\"").message().english().find(
                  "Unknown attribute \"colour\"") != std::string::npos);
        CHECK(list_error("<ally ", "<friend ").message().english().find("Unknown element <friend>") != std::string::npos);
        CHECK(list_error("system=\"wme\"", "system=\"adlg\"").location().line == 2);
        CHECK(list_error("<source edition=\"test\">Ost test fixture</source>", "").location().line == 2);
        CHECK(list_error("<name lang=\"en\">Tiny army</name>", "").location().line == 2);
    }
}

TEST_CASE("check-data finds the system beside a list and reports located errors", "[lists]") {
    const auto good = ost::check_data_file(kData / "lists/wme/tiny.xml");
    REQUIRE(good.list);
    CHECK(good.list->units.size() == 5);
    CHECK(good.system.id == "wme");
    CHECK_FALSE(ost::check_data_file(kData / "lists/wme/system.xml").list);
    try {
        ost::check_data_file(kData / "lists-bad-list/wme/tiny.xml");
        FAIL("no error");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().line == 27);
    }
    CHECK_THROWS_AS(ost::check_data_file(kData / "nope.xml"), ost::EnvironmentError);
}

TEST_CASE("System definitions carry sizes, profile types, rules and catalogue", "[lists]") {
    const auto system = wme();
    CHECK(system.scaling == ost::LimitScaling::PerThousand);
    CHECK(system.any_size);
    CHECK(system.default_size == 2000);
    const auto* unit = system.profile_type("unit");
    REQUIRE(unit != nullptr);
    CHECK(unit->fields.size() == 7);
    CHECK(unit->field("type")->choice("infantry")->name.fr == "Infanterie");
    CHECK(system.rule("general") != nullptr);
    const auto items = system.catalogue_of("magic-item");
    CHECK(items.size() == 18);
    const auto* crown = system.catalogue_entry("couronne-de-commandement");
    REQUIRE(crown != nullptr);
    CHECK(ost::cost_of(crown->costs, "points") == 100);
    CHECK(crown->army_max == 1);
    CHECK(crown->eligible_types == std::vector<std::string>{"general"});

    const auto error = [](const std::string& xml) {
        try {
            ost::read_system(ost::XmlDocument::load_string(xml, "s.xml"));
        } catch (const ost::InvalidInputError& e) {
            return e.location();
        }
        FAIL("no error for " << xml);
        return ost::Location{};
    };
    const std::string head = "<system id=\"x\"><name lang=\"fr\">A</name><name lang=\"en\">A</name><source>s</source>\n";
    CHECK(error(head + "<army-sizes scaling=\"weird\"/></system>").line == 2);
    CHECK(error(head + "<army-sizes default=\"250\" scaling=\"table\"><size points=\"200\"/></army-sizes></system>").line == 2);
    CHECK(error(head + "<army-sizes><size points=\"200\" scale=\"x\"/></army-sizes></system>").line == 2);
    CHECK(error(head + "<rule id=\"a\"><name lang=\"fr\">A</name><name lang=\"en\">A</name></rule>\n"
                       "<rule id=\"a\"><name lang=\"fr\">A</name><name lang=\"en\">A</name></rule></system>")
              .line == 3);
    CHECK(error(head + "<entry id=\"e\" kind=\"k\"><name lang=\"fr\">A</name><name lang=\"en\">A</name>\n"
                       "<cost type=\"gold\" value=\"1\"/></entry></system>")
              .line == 3);
    CHECK(error(head + "<colour/></system>").line == 2);
}

TEST_CASE("WME limits scale per full 1000 points of the army size", "[lists][scaling]") {
    // wme.army-selection: 1500 uses the 1000 values; below 1000 maximums only.
    const auto system = wme();
    ost::UnitEntry unit;
    unit.min = 2;
    unit.max = 4;
    CHECK(ost::unit_limits(system, unit, 999) == ost::ScaledLimits{std::nullopt, 4});
    CHECK(ost::unit_limits(system, unit, 1000) == ost::ScaledLimits{2, 4});
    CHECK(ost::unit_limits(system, unit, 1500) == ost::ScaledLimits{2, 4});
    CHECK(ost::unit_limits(system, unit, 1999) == ost::ScaledLimits{2, 4});
    CHECK(ost::unit_limits(system, unit, 2000) == ost::ScaledLimits{4, 8});
    CHECK(ost::unit_limits(system, unit, 3000) == ost::ScaledLimits{6, 12});
    CHECK(ost::unit_limits(system, unit, 3250) == ost::ScaledLimits{6, 12});
    CHECK(ost::unit_limits(system, unit, 750) == ost::ScaledLimits{std::nullopt, 4});
    ost::UnitEntry general;
    general.army_min = 1;
    general.army_max = 1;
    for (int size : {500, 999, 1000, 1500, 1999, 2000, 3000, 5000}) {
        CHECK(ost::unit_limits(system, general, size) == ost::ScaledLimits{1, 1});
    }
    // The bundled General line says so too, and keeps one General whatever the size.
    const auto empire = ost::read_army_list(ost::XmlDocument::load_file(kLists / "wme/empire.xml"),
                                            ost::read_system(ost::XmlDocument::load_file(kLists / "wme/system.xml")));
    int generals = 0;
    for (const auto& u : empire.units) {
        if (u.role == ost::UnitRole::General) {
            ++generals;
            for (int size : {999, 1000, 1500, 1999, 2000, 3000}) {
                CHECK(ost::unit_limits(system, u, size) == ost::ScaledLimits{1, 1});
            }
        }
    }
    CHECK(generals == 1);
    ost::UnitEntry capped;
    capped.max = 2;
    capped.army_max = 3;
    CHECK(ost::unit_limits(system, capped, 3000).max == 3);
    CHECK_THROWS_AS(ost::unit_limits(system, unit, 0), ost::InvalidInputError);
}

TEST_CASE("ADLG limits follow the size table, rounded down", "[lists][scaling]") {
    const auto system = ost::read_system(ost::XmlDocument::load_file(kLists / "adlg/system.xml"));
    CHECK(system.scaling == ost::LimitScaling::SizeTable);
    CHECK(system.default_size == 200);
    ost::UnitEntry unit;
    unit.min = 3;
    unit.max = 5;
    CHECK(ost::unit_limits(system, unit, 200) == ost::ScaledLimits{3, 5});
    CHECK(ost::unit_limits(system, unit, 300) == ost::ScaledLimits{4, 7});
    CHECK(ost::unit_limits(system, unit, 100) == ost::ScaledLimits{1, 2});
    CHECK(ost::commands_for(system, 100) == 1);
    CHECK(ost::commands_for(system, 200) == 3);
    CHECK(ost::commands_for(system, 300) == 4);
    CHECK_THROWS_AS(ost::unit_limits(system, unit, 250), ost::InvalidInputError);
    ost::ChoiceGroup group;
    group.max = 6;
    CHECK(ost::group_limits(system, group, 300).max == 9);
}

TEST_CASE("The ADLG system and lists say what is not confirmed for v4", "[lists][adlg]") {
    const auto system = ost::read_system(ost::XmlDocument::load_file(kLists / "adlg/system.xml"));
    CHECK(system.catalogue_of("troop-type").size() == 29);
    CHECK(system.catalogue_of("general-grade").size() == 4);
    // Capability costs that depend on the troop type are tiers naming real troop types.
    for (const auto* capability : system.catalogue_of("capability")) {
        INFO(capability->id);
        CHECK_FALSE(capability->confirmed);
        for (const auto& type : capability->eligible_types) {
            const auto* troop = system.catalogue_entry(type);
            REQUIRE(troop != nullptr);
            CHECK(troop->kind == "troop-type");
        }
    }
    CHECK(ost::cost_of(system.catalogue_entry("elite")->costs, "points") == 2);
    CHECK(ost::cost_of(system.catalogue_entry("elite-elephants")->costs, "points") == 3);
    CHECK(ost::cost_of(system.catalogue_entry("mediocre-levies")->costs, "points") == -1);
    // General grades cost by army size (ksnyder data): 2/3/5 points and 1 command point for Competent.
    const auto& competent = system.catalogue_entry("competent")->costs;
    CHECK(ost::cost_of(competent, "points", 100) == 2);
    CHECK(ost::cost_of(competent, "points", 200) == 3);
    CHECK(ost::cost_of(competent, "points", 300) == 5);
    CHECK(ost::cost_of(competent, "command") == 1);
    int lists = 0;
    for (const auto& file : ost::army_list_files(kLists / "adlg")) {
        const auto list = ost::read_army_list(ost::XmlDocument::load_file(file), system);
        INFO(file.string());
        CHECK_FALSE(list.confirmed);
        CHECK(list.edition.find("3rd edition") != std::string::npos);
        CHECK(list.source.find("ksnyder1986") != std::string::npos);
        CHECK(list.number);
        for (const auto& unit : list.units) {
            CHECK_FALSE(unit.confirmed);
        }
        ++lists;
    }
    CHECK(lists == 6);
}

TEST_CASE("Alexandre et Bayard and Jomini define what the seeds give, and no army lists", "[lists][ab][jomini]") {
    const auto ab = ost::read_system(ost::XmlDocument::load_file(kLists / "ab/system.xml"));
    CHECK(ab.scaling == ost::LimitScaling::None);
    REQUIRE(ab.profile_type("troop") != nullptr);
    CHECK(ab.profile_type("troop")->field("armour")->choices.size() == 5);
    CHECK(ab.profile_type("weapon")->field("assault") != nullptr);
    CHECK(ab.profile_type("weapon")->field("melee") != nullptr);
    CHECK(ab.catalogue_of("armour-colour").size() == 5);
    CHECK(*ab.catalogue_entry("armour-black")->profile.get("inverted") == "yellow");
    CHECK(*ab.catalogue_entry("armour-blue")->profile.get("hit-faces") == "2");
    CHECK(*ab.catalogue_entry("cavalry")->profile.get("retreat") == "2");
    CHECK(*ab.catalogue_entry("infantry")->profile.get("retreat") == "1");
    CHECK(ab.rule("elusive")->section == "ab.special-hits.shooting"); // a digest section, not a term id
    CHECK(ab.catalogue_of("die-face").size() == 5);
    CHECK(*ab.catalogue_entry("face-flag")->profile.get("count") == "2");

    const auto jomini = ost::read_system(ost::XmlDocument::load_file(kLists / "jomini/system.xml"));
    const auto table = jomini.catalogue_of("troop-data");
    REQUIRE(table.size() == 39);
    CHECK(*table.front()->profile.get("range") == "1");
    CHECK(*table.front()->profile.get("factor") == "2");
    const auto* elephants = jomini.catalogue_entry("troop-line-11-right");
    REQUIRE(elephants != nullptr);
    CHECK(*elephants->profile.get("factor") == "6");
    CHECK(elephants->note.en.find("panic") != std::string::npos);
    CHECK(*jomini.catalogue_entry("troop-line-13-right")->profile.get("range") == "5");
    CHECK(jomini.catalogue_of("die-face").size() == 6);

    for (const auto* dir : {"ab", "jomini"}) {
        CHECK(ost::army_list_files(kLists / dir).empty());
    }
}
