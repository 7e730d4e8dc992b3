// Tests for the list editor's operations on the constructs beyond units: list and line dates,
// either/or groups, caps, allies, shared upgrades, counts-as, prerequisites, attachments, roles,
// per-size costs, duplicate and "next line like the last", each with undo/redo; and that every
// fault the editor reports carries the message `ost-cli check-data` gives for it.
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/list_editor.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <functional>

namespace fs = std::filesystem;

namespace {
const fs::path kLists = fs::path(OST_SOURCE_DIR) / "lists";

ost::GameSystem adlg() { return ost::read_system(ost::XmlDocument::load_file(kLists / "adlg" / "system.xml")); }

ost::ListEditor ur_editor() {
    const auto system = adlg();
    return ost::ListEditor(system, ost::ListEditor::new_list(system, {"ur", {"Ur", ""}, "My book, p. 3", ""}));
}

ost::UnitEntry line(ost::ListEditor& editor, const std::string& id, int points) {
    auto unit = editor.blank_unit();
    unit.id = id;
    unit.name = {id, ""};
    unit.costs = {{"points", points, 0}};
    return unit;
}

/// Gives Ur three lines: spearmen, archers, chariots.
void add_lines(ost::ListEditor& editor) {
    editor.add_unit(line(editor, "spearmen", 6));
    editor.add_unit(line(editor, "archers", 5));
    editor.add_unit(line(editor, "chariots", 10));
}

const ost::Diagnostic* finding(const ost::Diagnostics& found, const std::string& code) {
    const auto it = std::find_if(found.begin(), found.end(), [&](const auto& d) { return d.code == code; });
    return it == found.end() ? nullptr : &*it;
}
} // namespace

TEST_CASE("The list's dates are set with undo and redo; a reversed window is refused", "[lists][editor]") {
    auto editor = ur_editor();
    editor.set_dates(-2500, -2000);
    CHECK(editor.list().date_from == -2500);
    CHECK(editor.list().date_to == -2000);
    editor.set_dates(-2500, std::nullopt);
    CHECK_FALSE(editor.list().date_to.has_value());
    editor.undo_stack().undo();
    CHECK(editor.list().date_to == -2000);
    editor.undo_stack().undo();
    CHECK_FALSE(editor.list().date_from.has_value());
    editor.undo_stack().redo();
    CHECK(editor.list().date_from == -2500);
    CHECK_THROWS_AS(editor.set_dates(-1000, -2000), ost::InvalidInputError);
    CHECK(editor.list().date_from == -2500);
    const auto found = ost::ListEditor::check_dates(-1000, -2000, "x");
    REQUIRE(found.size() == 1);
    CHECK(found[0].field == "to");
    CHECK(found[0].subject == "x");
    CHECK(ost::ListEditor::check_dates(-2000, -2000, "x").empty());
}

TEST_CASE("Either/or groups: added, renamed with their lines, removed from their lines, undone", "[lists][editor]") {
    auto editor = ur_editor();
    add_lines(editor);
    CHECK(editor.add_group({"guards", {"Gardes", ""}, 1, 2}) == 0);
    CHECK(editor.list().groups[0].name.en == "Gardes"); // a missing language takes the other's name
    auto archers = editor.list().units[1];
    archers.group = "guards";
    editor.replace_unit(1, archers);
    auto spearmen = editor.list().units[0];
    spearmen.group = "guards";
    editor.replace_unit(0, spearmen);

    editor.replace_group(0, {"royal-guards", {"Garde royale", "Royal guard"}, 0, 3});
    CHECK(editor.list().units[0].group == "royal-guards");
    CHECK(editor.list().units[1].group == "royal-guards");
    CHECK(editor.list().groups[0].max == 3);
    editor.undo_stack().undo();
    CHECK(editor.list().units[0].group == "guards");
    editor.undo_stack().redo();

    editor.remove_group(0);
    CHECK(editor.list().groups.empty());
    CHECK(editor.list().units[0].group.empty());
    CHECK(editor.list().units[1].group.empty());
    editor.undo_stack().undo();
    CHECK(editor.list().units[1].group == "royal-guards");

    const auto before = editor.list();
    CHECK_THROWS_AS(editor.add_group({"royal-guards", {"Twice", ""}, {}, {}}), ost::InvalidInputError);
    CHECK_THROWS_AS(editor.add_group({"g", {"G", ""}, 3, 1}), ost::InvalidInputError);
    CHECK_THROWS_AS(editor.add_group({"Bad Id", {"G", ""}, {}, {}}), ost::InvalidInputError);
    CHECK_THROWS_AS(editor.add_group({"g", {}, {}, {}}), ost::InvalidInputError);
    CHECK_THROWS_AS(editor.remove_group(5), ost::InternalError);
    CHECK(editor.list() == before);
    const auto found = editor.check_group({"g", {"G", ""}, -1, 2}, std::nullopt);
    REQUIRE(found.size() == 1);
    CHECK(found[0].field == "min");
    CHECK(found[0].subject == "g");
    auto unknown = editor.list().units[2];
    unknown.group = "nobody";
    const auto unit_found = editor.check_unit(unknown, 2); // kept alive: finding() points into it
    const auto* problem = finding(unit_found, "list-editor.unknown-group");
    REQUIRE(problem != nullptr);
    CHECK(problem->field == "group");
}

TEST_CASE("Army-wide caps: added, edited, removed; a deleted line leaves its caps", "[lists][editor]") {
    auto editor = ur_editor();
    add_lines(editor);
    ost::ArmyCap cap{"shooters", {"Tireurs", "Shooters"}, {"archers", "chariots"}, 3, true};
    CHECK(editor.add_cap(cap) == 0);
    cap.max = 4;
    editor.replace_cap(0, cap);
    CHECK(editor.list().caps[0].max == 4);
    editor.undo_stack().undo();
    CHECK(editor.list().caps[0].max == 3);
    editor.undo_stack().redo();

    editor.remove_unit(1); // archers: off the cap
    REQUIRE(editor.list().caps.size() == 1);
    CHECK(editor.list().caps[0].units == std::vector<std::string>{"chariots"});
    editor.remove_unit(1); // chariots: the cap has nothing left and goes
    CHECK(editor.list().caps.empty());
    editor.undo_stack().undo();
    editor.undo_stack().undo();
    REQUIRE(editor.list().caps.size() == 1);
    CHECK(editor.list().caps[0].units.size() == 2);

    auto renamed = editor.list().units[1];
    renamed.id = "royal-archers";
    editor.replace_unit(1, renamed);
    CHECK(editor.list().caps[0].units[0] == "royal-archers");

    editor.remove_cap(0);
    CHECK(editor.list().caps.empty());
    editor.undo_stack().undo();
    CHECK(editor.list().caps.size() == 1);

    CHECK(finding(editor.check_cap({"c", {"C", ""}, {}, 1, false}, std::nullopt), "list-editor.cap-units") != nullptr);
    CHECK(finding(editor.check_cap({"c", {"C", ""}, {"nobody"}, 1, false}, std::nullopt), "list-editor.unknown-unit") !=
          nullptr);
    const auto negative = editor.check_cap({"c", {"C", ""}, {"spearmen"}, -1, false}, std::nullopt);
    REQUIRE(negative.size() == 1);
    CHECK(negative[0].field == "max");
    CHECK_THROWS_AS(editor.add_cap({"shooters", {"C", ""}, {"spearmen"}, 1, false}), ost::InvalidInputError);
}

TEST_CASE("Allies with their date windows: added, edited, removed, undone", "[lists][editor]") {
    auto editor = ur_editor();
    CHECK(editor.add_ally({"004-elamite", -2300, -2100}) == 0);
    editor.replace_ally(0, {"004-elamite", -2300, std::nullopt});
    CHECK_FALSE(editor.list().allies[0].date_to.has_value());
    editor.undo_stack().undo();
    CHECK(editor.list().allies[0].date_to == -2100);
    editor.add_ally({"003-amorite-highlanders", {}, {}});
    editor.remove_ally(0);
    REQUIRE(editor.list().allies.size() == 1);
    CHECK(editor.list().allies[0].list == "003-amorite-highlanders");
    editor.undo_stack().undo();
    CHECK(editor.list().allies.size() == 2);

    CHECK_THROWS_AS(editor.add_ally({"004-elamite", {}, {}}), ost::InvalidInputError); // twice
    CHECK_THROWS_AS(editor.add_ally({"ur", {}, {}}), ost::InvalidInputError);          // itself
    CHECK_THROWS_AS(editor.add_ally({"x", -100, -200}), ost::InvalidInputError);
    const auto found = editor.check_ally({"Elam", {}, {}}, std::nullopt);
    REQUIRE(found.size() == 1);
    CHECK(found[0].field == "list");
    CHECK(editor.check_ally({"004-elamite", -2000, -1900}, 0).empty()); // its own entry when editing it
}

TEST_CASE("Shared upgrades: lines follow a rename and drop a removed one", "[lists][editor]") {
    auto editor = ur_editor();
    add_lines(editor);
    ost::UnitOption chariot;
    chariot.id = "battle-car";
    chariot.name = {"Char de bataille", "Battle car"};
    chariot.costs = {{"points", 2, 0}};
    chariot.max = 1;
    editor.add_upgrade(chariot);
    auto spearmen = editor.list().units[0];
    spearmen.upgrades = {"battle-car", "competent"}; // a list upgrade and a catalogue general grade
    editor.replace_unit(0, spearmen);

    chariot.id = "war-cart";
    editor.replace_upgrade(0, chariot);
    CHECK(editor.list().units[0].upgrades == std::vector<std::string>{"war-cart", "competent"});
    editor.remove_upgrade(0);
    CHECK(editor.list().upgrades.empty());
    CHECK(editor.list().units[0].upgrades == std::vector<std::string>{"competent"});
    editor.undo_stack().undo();
    editor.undo_stack().undo();
    CHECK(editor.list().upgrades[0].id == "battle-car");
    CHECK(editor.list().units[0].upgrades[0] == "battle-car");

    auto bad = chariot;
    bad.id = "other";
    bad.requires_units = {"nobody"};
    const auto upgrade_found = editor.check_upgrade(bad, std::nullopt); // kept alive: finding() points into it
    const auto* problem = finding(upgrade_found, "list-editor.unknown-unit");
    REQUIRE(problem != nullptr);
    CHECK(problem->field == "requires");
    bad.requires_units = {"chariots"};
    bad.costs = {{"points", -2, 0}}; // an upgrade may cost less (ADLG Mediocre)
    CHECK(editor.check_upgrade(bad, std::nullopt).empty());
    chariot.id = "battle-car"; // taken
    CHECK_THROWS_AS(editor.add_upgrade(chariot), ost::InvalidInputError);
}

TEST_CASE("Line references, roles, dates and per-size costs are edited and checked per field", "[lists][editor]") {
    auto editor = ur_editor();
    add_lines(editor);
    auto chariots = editor.list().units[2];
    chariots.counts_as = "spearmen";
    chariots.requires_units = {"archers"};
    chariots.date_from = -2600;
    chariots.date_to = -2300;
    editor.replace_unit(2, chariots);
    CHECK(editor.list().units[2].counts_as == "spearmen");

    auto camp = line(editor, "camp", 0);
    camp.role = ost::UnitRole::Camp;
    camp.name = {"Camp fortifié", "Fortified camp"};
    camp.costs = {{"points", 6, 0}, {"points", 3, 100}, {"points", 9, 300}};
    camp.max = 1;
    editor.add_unit(camp);
    CHECK(editor.list().units[3].role == ost::UnitRole::Camp);
    CHECK(ost::cost_of(editor.list().units[3].costs, "points", 300) == 9);

    auto general = line(editor, "general", 0);
    general.role = ost::UnitRole::General;
    general.min = 3;
    general.max = 3;
    general.upgrades = {"competent"};
    editor.add_unit(general);
    auto scouts = line(editor, "scouts", 2);
    scouts.attaches_to = {"spearmen"};
    scouts.role = ost::UnitRole::Character;
    editor.add_unit(scouts);

    // Renaming spearmen: counts-as and attachments follow
    auto spearmen = editor.list().units[0];
    spearmen.id = "sumerian-spearmen";
    editor.replace_unit(0, spearmen);
    CHECK(editor.list().units[2].counts_as == "sumerian-spearmen");
    CHECK(editor.list().units[5].attaches_to[0] == "sumerian-spearmen");
    editor.undo_stack().undo();
    CHECK(editor.list().units[2].counts_as == "spearmen");
    // Deleting archers: the prerequisite goes with it
    editor.remove_unit(1);
    CHECK(editor.list().units[1].requires_units.empty());
    editor.undo_stack().undo();
    CHECK(editor.list().units[2].requires_units == std::vector<std::string>{"archers"});

    const auto field_of = [&](ost::UnitEntry unit, std::size_t index, const std::string& code) {
        const auto found = editor.check_unit(unit, index);
        const auto* d = finding(found, code);
        return d == nullptr ? std::string("(none)") : d->field;
    };
    auto bad = editor.list().units[2];
    bad.counts_as = "nobody";
    CHECK(field_of(bad, 2, "list-editor.unknown-unit") == "counts-as");
    bad.counts_as = "chariots";
    CHECK(field_of(bad, 2, "list-editor.counts-as-itself") == "counts-as");
    bad = editor.list().units[2];
    bad.requires_units = {"nobody"};
    CHECK(field_of(bad, 2, "list-editor.unknown-unit") == "requires");
    bad = editor.list().units[2];
    bad.attaches_to = {"chariots"};
    CHECK(field_of(bad, 2, "list-editor.attaches-to-itself") == "attaches-to");
    bad = editor.list().units[2];
    bad.date_to = -3000;
    CHECK(field_of(bad, 2, "list-editor.date-window") == "to");
    bad = editor.list().units[2];
    bad.costs.push_back({"points", 4, 250});
    CHECK(field_of(bad, 2, "list-editor.cost-size") == "cost");
    bad.costs = {{"gold", 4, 0}};
    CHECK(field_of(bad, 2, "list-editor.cost-type") == "cost");
    bad.costs = {{"points", 4, 100}, {"points", 5, 100}};
    CHECK(field_of(bad, 2, "list-editor.cost-twice") == "cost");
    bad = editor.list().units[2];
    bad.upgrades = {"nothing"};
    CHECK(field_of(bad, 2, "list-editor.unknown-upgrade") == "upgrade");
    bad = editor.list().units[2];
    ost::UnitOption option;
    option.id = "elite";
    option.name = {"", "Elite"};
    option.date_from = 10;
    option.date_to = 5;
    bad.options = {option};
    CHECK(field_of(bad, 2, "list-editor.date-window") == "option");

    // Option names in both languages: the missing one takes the other's
    option.date_to = 20;
    bad.options = {option};
    editor.replace_unit(2, bad);
    CHECK(editor.list().units[2].options[0].name.fr == "Elite");
    CHECK(editor.check().empty());

    // The whole list round-trips through the lists/ format
    const auto back = ost::read_army_list(ost::XmlDocument::load_string(ost::write_army_list(editor.list()), "ur.xml"),
                                          editor.system());
    CHECK(back == editor.list());
}

TEST_CASE("Ctrl+D duplicates a line; Enter's next line is pre-filled like the last", "[lists][editor]") {
    auto editor = ur_editor();
    auto archers = line(editor, "archers", 5);
    archers.profile.values = {{"troop-type", "bowmen"}, {"capabilities", "elite"}};
    archers.group = "";
    archers.min = 0;
    archers.max = 4;
    archers.date_from = -2500;
    editor.add_unit(archers);
    CHECK(editor.duplicate_unit(0) == 1);
    CHECK(editor.list().units[1].id == "archers-2");
    CHECK(editor.list().units[1].profile == editor.list().units[0].profile);
    CHECK(editor.duplicate_unit(1) == 2);
    CHECK(editor.list().units[2].id == "archers-3"); // not archers-2-2
    editor.undo_stack().undo();
    editor.undo_stack().undo();
    CHECK(editor.list().units.size() == 1);

    const auto next = editor.unit_like(0);
    CHECK(next.id != "archers");
    CHECK(next.name.empty());
    CHECK(next.profile == archers.profile);
    CHECK(next.max == 4);
    CHECK(next.date_from == -2500);
    CHECK(next.costs == archers.costs);
    CHECK(editor.unused_unit_id("archers") == "archers-2");
    CHECK(editor.unused_unit_id("bowmen") == "bowmen");
    CHECK_THROWS_AS(editor.duplicate_unit(4), ost::InternalError);
}

TEST_CASE("Each fault the editor finds carries the message check-data gives for it", "[lists][editor]") {
    // A valid list; each mutation below brings one fault. The reader (what check-data and
    // build-db run) must refuse the written file with the same message the editor shows.
    auto editor = ur_editor();
    add_lines(editor);
    editor.add_group({"guards", {"Gardes", "Guards"}, 0, 2});
    ost::UnitOption car;
    car.id = "car";
    car.name = {"Char", "Car"};
    editor.add_upgrade(car);
    editor.add_cap({"shooters", {"Tireurs", "Shooters"}, {"archers"}, 2, false});
    editor.add_ally({"004-elamite", -2300, -2100});
    const auto valid = editor.list();
    REQUIRE(editor.check().empty());

    using Mutation = std::function<void(ost::ArmyList&)>;
    const std::vector<std::pair<const char*, Mutation>> faults{
        {"list dates", [](auto& l) { l.date_from = 0, l.date_to = -10; }},
        {"line dates", [](auto& l) { l.units[0].date_from = 0, l.units[0].date_to = -10; }},
        {"unknown group", [](auto& l) { l.units[0].group = "nobody"; }},
        {"counts-as", [](auto& l) { l.units[0].counts_as = "nobody"; }},
        {"requires", [](auto& l) { l.units[0].requires_units = {"nobody"}; }},
        {"attaches-to", [](auto& l) { l.units[0].attaches_to = {"nobody"}; }},
        {"unit upgrade", [](auto& l) { l.units[0].upgrades = {"nothing"}; }},
        {"unit rule", [](auto& l) { l.units[0].rules = {"no-such-rule"}; }},
        {"cost size", [](auto& l) { l.units[0].costs.push_back({"points", 5, 250}); }},
        {"cost type", [](auto& l) { l.units[0].costs.push_back({"gold", 5, 0}); }},
        {"group limits", [](auto& l) { l.groups[0].min = 3; }},
        {"group negative", [](auto& l) { l.groups[0].max = -1; }},
        {"group id", [](auto& l) { l.groups[0].id = "Guards"; }},
        {"group twice", [](auto& l) { l.groups.push_back(l.groups[0]); }},
        {"cap max", [](auto& l) { l.caps[0].max = -1; }},
        {"cap units", [](auto& l) { l.caps[0].units = {"nobody"}; }},
        {"cap twice", [](auto& l) { l.caps.push_back(l.caps[0]); }},
        {"ally dates", [](auto& l) { l.allies[0].date_to = -2400; }},
        {"ally id", [](auto& l) { l.allies[0].list = "Elam"; }},
        {"upgrade limits", [](auto& l) { l.upgrades[0].min = 2, l.upgrades[0].max = 1; }},
        {"upgrade army limits", [](auto& l) { l.upgrades[0].army_max = -2; }},
        {"upgrade requires", [](auto& l) { l.upgrades[0].requires_units = {"nobody"}; }},
        {"upgrade dates", [](auto& l) { l.upgrades[0].date_from = 5, l.upgrades[0].date_to = 1; }},
        {"upgrade twice", [](auto& l) { l.upgrades.push_back(l.upgrades[0]); }},
        {"list number", [](auto& l) { l.number = 0; }},
        {"command value", [](auto& l) { l.command_value = -1; }},
        {"rule id", [](auto& l) { l.rules.push_back({"Bad Id", {"R", "R"}, {}, {}}); }},
        {"rule twice", [](auto& l) { l.rules.push_back({"car", {"R", "R"}, {}, {}}), l.rules.push_back(l.rules[0]); }},
        {"rule name", [](auto& l) { l.rules.push_back({"nameless", {}, {}, {}}); }},
        {"option size", [](auto& l) {
             ost::UnitOption o;
             o.id = "o";
             o.name = {"O", "O"};
             o.costs = {{"points", 1, 150}};
             l.units[1].options = {o};
         }},
    };
    for (const auto& [what, mutate] : faults) {
        INFO(what);
        auto broken = valid;
        mutate(broken);
        const ost::ListEditor probe(editor.system(), broken);
        const auto found = probe.check();
        REQUIRE_FALSE(found.empty());
        std::string reader_message;
        try {
            (void)ost::read_army_list(ost::XmlDocument::load_string(ost::write_army_list(broken), "ur.xml"),
                                      editor.system());
        } catch (const ost::InvalidInputError& e) {
            reader_message = e.message().english();
        }
        REQUIRE_FALSE(reader_message.empty());
        INFO(reader_message);
        CHECK(std::any_of(found.begin(), found.end(),
                          [&](const ost::Diagnostic& d) { return d.message.english() == reader_message; }));
        CHECK(std::all_of(found.begin(), found.end(), [](const ost::Diagnostic& d) { return !d.field.empty(); }));
        CHECK_THROWS_AS(editor.replace_list(TR_("Change the list"), broken), ost::InvalidInputError);
    }
    CHECK(editor.list() == valid);
}

TEST_CASE("The list's number, command value, confirmed flag and note: set with undo, refused per field, written",
          "[lists][editor]") {
    auto editor = ur_editor();
    auto facts = editor.facts();
    CHECK(facts.number == std::nullopt);
    CHECK(facts.confirmed);
    facts.number = 12;
    facts.command_value = 9;
    facts.confirmed = false;
    facts.note = {"Liste de l'auteur", "The author's list"};
    editor.set_facts(facts);
    CHECK(editor.list().number == 12);
    CHECK(editor.list().command_value == 9);
    CHECK_FALSE(editor.list().confirmed);
    CHECK(editor.list().note.en == "The author's list");
    // Written and read back the same.
    const auto read = ost::read_army_list(ost::XmlDocument::load_string(ost::write_army_list(editor.list()), "ur.xml"),
                                          editor.system());
    CHECK(read.number == 12);
    CHECK(read.command_value == 9);
    CHECK_FALSE(read.confirmed);
    CHECK(read.note == facts.note);
    editor.undo_stack().undo();
    CHECK(editor.list().number == std::nullopt);
    CHECK(editor.list().confirmed);
    CHECK(editor.list().note.empty());
    editor.undo_stack().redo();
    CHECK(editor.list().command_value == 9);

    auto bad = facts;
    bad.number = 0;
    bad.command_value = -2;
    const auto found = ost::ListEditor::check_facts(bad);
    REQUIRE(found.size() == 2);
    CHECK(found[0].field == "number");
    CHECK(found[1].field == "command-value");
    CHECK_THROWS_AS(editor.set_facts(bad), ost::InvalidInputError);
    CHECK(editor.list().number == 12);
    const auto steps = editor.undo_stack().size();
    editor.set_facts(facts); // unchanged: no undo step
    CHECK(editor.undo_stack().size() == steps);
}

TEST_CASE("The list's own rules: added, renamed with the lines that name them, removed from them, undone",
          "[lists][editor]") {
    auto editor = ur_editor();
    add_lines(editor);
    editor.add_rule({"temple-guard", {"Garde du temple", ""}, {"Notre résumé", ""}, ""});
    CHECK(editor.list().rules[0].name.en == "Garde du temple"); // the other language filled
    ost::UnitOption car;
    car.id = "car";
    car.name = {"Char", "Car"};
    car.rules = {"temple-guard"};
    editor.add_upgrade(car);
    auto spearmen = editor.list().units[0];
    spearmen.rules = {"temple-guard"};
    ost::UnitOption shields;
    shields.id = "shields";
    shields.name = {"Boucliers", "Shields"};
    shields.rules = {"temple-guard"};
    spearmen.options = {shields};
    editor.replace_unit(0, spearmen);
    REQUIRE(editor.check().empty());

    auto renamed = editor.list().rules[0];
    renamed.id = "guard";
    editor.replace_rule(0, renamed);
    CHECK(editor.list().units[0].rules == std::vector<std::string>{"guard"});
    CHECK(editor.list().units[0].options[0].rules == std::vector<std::string>{"guard"});
    CHECK(editor.list().upgrades[0].rules == std::vector<std::string>{"guard"});
    CHECK(editor.check().empty());
    editor.remove_rule(0);
    CHECK(editor.list().rules.empty());
    CHECK(editor.list().units[0].rules.empty());
    CHECK(editor.list().units[0].options[0].rules.empty());
    CHECK(editor.list().upgrades[0].rules.empty());
    CHECK(editor.check().empty());
    editor.undo_stack().undo();
    editor.undo_stack().undo();
    CHECK(editor.list().rules[0].id == "temple-guard");
    CHECK(editor.list().units[0].rules == std::vector<std::string>{"temple-guard"});

    // Faults, each beside its field.
    const auto twice = editor.check_rule({"temple-guard", {"X", "X"}, {}, {}}, std::nullopt);
    REQUIRE(twice.size() == 1);
    CHECK(twice[0].field == "id");
    const auto nameless = editor.check_rule({"other", {}, {}, {}}, std::nullopt);
    REQUIRE(nameless.size() == 1);
    CHECK(nameless[0].field == "name");
    CHECK_THROWS_AS(editor.add_rule({"Bad Id", {"X", "X"}, {}, {}}), ost::InvalidInputError);
    // A rule of the system's id removed from the list: the lines keep naming the system's.
    const auto system_rule = editor.system().rules.front().id;
    editor.add_rule({system_rule, {"Ma version", ""}, {}, ""});
    auto archers = editor.list().units[1];
    archers.rules = {system_rule};
    editor.replace_unit(1, archers);
    editor.remove_rule(editor.list().rules.size() - 1);
    CHECK(editor.list().units[1].rules == std::vector<std::string>{system_rule});
}

TEST_CASE("An option's limits, army limits, prerequisites, dates and rules are checked per field and kept",
          "[lists][editor]") {
    auto editor = ur_editor();
    add_lines(editor);
    ost::UnitOption option;
    option.id = "elite";
    option.name = {"Élite", "Elite"};
    option.min = 0;
    option.max = 1;
    option.army_max = 2;
    option.requires_units = {"archers"};
    option.date_from = -2100;
    option.date_to = -2000;
    option.rules = {editor.system().rules.front().id};
    CHECK(editor.check_option_of(option, "spearmen").empty());
    auto spearmen = editor.list().units[0];
    spearmen.options = {option};
    editor.replace_unit(0, spearmen);
    const auto read = ost::read_army_list(ost::XmlDocument::load_string(ost::write_army_list(editor.list()), "ur.xml"),
                                          editor.system());
    CHECK(read.units[0].options[0] == option);

    const auto field_of = [&](ost::UnitOption bad) {
        const auto found = editor.check_option_of(bad, "spearmen");
        REQUIRE(found.size() == 1);
        CHECK(found[0].subject == "spearmen");
        return found[0].field;
    };
    auto bad = option;
    bad.min = 2;
    CHECK(field_of(bad) == "max");
    bad = option;
    bad.army_min = -1;
    CHECK(field_of(bad) == "army-min");
    bad = option;
    bad.requires_units = {"nobody"};
    CHECK(field_of(bad) == "requires");
    bad = option;
    bad.date_to = -3000;
    CHECK(field_of(bad) == "to");
    bad = option;
    bad.rules = {"no-such-rule"};
    CHECK(field_of(bad) == "rule");
    // The line refuses it too (as check-data would).
    spearmen.options = {bad};
    CHECK_THROWS_AS(editor.replace_unit(0, spearmen), ost::InvalidInputError);
}

TEST_CASE("A shared upgrade's minimum, army limits, prerequisites, dates and rules are kept and checked",
          "[lists][editor]") {
    auto editor = ur_editor();
    add_lines(editor);
    ost::UnitOption car;
    car.id = "car";
    car.name = {"Char", "Car"};
    editor.add_upgrade(car);
    car.min = 1;
    car.max = 2;
    car.army_min = 0;
    car.army_max = 3;
    car.requires_units = {"chariots"};
    car.date_from = -2200;
    car.date_to = -2100;
    car.rules = {editor.system().rules.front().id};
    editor.replace_upgrade(0, car);
    CHECK(editor.list().upgrades[0] == car);
    const auto read = ost::read_army_list(ost::XmlDocument::load_string(ost::write_army_list(editor.list()), "ur.xml"),
                                          editor.system());
    CHECK(read.upgrades[0] == car);
    auto bad = car;
    bad.army_min = 4;
    const auto found = editor.check_upgrade(bad, 0);
    REQUIRE(found.size() == 1);
    CHECK(found[0].field == "army-max");
    CHECK_THROWS_AS(editor.replace_upgrade(0, bad), ost::InvalidInputError);
    editor.undo_stack().undo();
    CHECK_FALSE(editor.list().upgrades[0].min.has_value());
}
