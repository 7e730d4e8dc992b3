// Tests for the list editor: adding, editing, deleting and moving units with undo/redo, the
// checks on ids, names, points, limits, stats and rules, and that an edited list round-trips
// through the lists/ format (what Save and Export write).
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/list_editor.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

namespace fs = std::filesystem;

namespace {
const fs::path kLists = fs::path(OST_SOURCE_DIR) / "lists";

ost::GameSystem system_of(const std::string& id) {
    return ost::read_system(ost::XmlDocument::load_file(kLists / id / "system.xml"));
}

ost::ListEditor ab_editor() {
    const auto ab = system_of("ab");
    return ost::ListEditor(ab,
                           ost::ListEditor::new_list(
                               ab, {"ravenne-1512", {"Ravenne 1512", ""}, "Mon livre, p. 12", ""}));
}

ost::UnitEntry gendarmes(ost::ListEditor& editor) {
    auto unit = editor.blank_unit();
    unit.id = "gendarmes";
    unit.name = {"Gendarmes", ""};
    unit.profile.values = {
        {"kind", "cavalry"}, {"armour", "black"}, {"move", ""}, {"characteristics", "Impétueux"}};
    unit.costs = {{"points", 12, 0}};
    unit.max = 4;
    return unit;
}

bool has_code(const ost::Diagnostics& problems, const std::string& code) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const auto& d) { return d.code == code; });
}
} // namespace

TEST_CASE("A new list takes the other language's name and checks clean", "[lists][editor]") {
    auto editor = ab_editor();
    CHECK(editor.list().system_id == "ab");
    CHECK(editor.list().name.en == "Ravenne 1512");
    CHECK(editor.check().empty());
    REQUIRE(editor.unit_profile_type() != nullptr);
    CHECK(editor.unit_profile_type()->id == "troop");
    CHECK(system_of("wme").profile_type("unit") != nullptr);
    const auto wme = system_of("wme");
    ost::ListEditor wme_editor(
        wme, ost::ListEditor::new_list(wme, {"mine", {"Mine", "Mine"}, "me", ""}));
    CHECK(wme_editor.unit_profile_type()->id == "unit");
    CHECK_FALSE(editor.rule_choices().empty()); // the AB catalogue of special rules
}

TEST_CASE("Units are added, edited, moved and deleted with undo and redo", "[lists][editor]") {
    auto editor = ab_editor();
    int changes = 0;
    editor.on_change([&] { ++changes; });

    const auto index = editor.add_unit(gendarmes(editor));
    CHECK(index == 0);
    CHECK(changes == 1);
    const auto& added = editor.list().units[0];
    CHECK(added.name.en == "Gendarmes");         // filled from French
    CHECK(added.profile.get("move") == nullptr); // empty stats are dropped
    CHECK(*added.profile.get("armour") == "black");

    auto second = editor.blank_unit();
    CHECK(second.id != "gendarmes");
    second.id = "piquiers";
    second.name = {"Piquiers suisses", "Swiss pikemen"};
    second.profile.values = {{"kind", "infantry"}};
    editor.add_unit(second);
    CHECK(editor.move_unit(1, -1) == 0);
    CHECK(editor.list().units[0].id == "piquiers");
    CHECK(editor.move_unit(0, -1) == 0); // already first: nothing recorded
    CHECK(editor.undo_stack().undo_label().english() == "Move unit");

    auto edited = editor.list().units[1];
    edited.costs = {{"points", 14, 0}};
    editor.replace_unit(1, edited);
    CHECK(editor.list().units[1].points() == 14);

    editor.remove_unit(0);
    REQUIRE(editor.list().units.size() == 1);
    CHECK(editor.list().units[0].id == "gendarmes");

    editor.undo_stack().undo(); // delete
    CHECK(editor.list().units.size() == 2);
    editor.undo_stack().undo(); // edit
    CHECK(editor.list().units[1].points() == 12);
    editor.undo_stack().undo(); // move
    CHECK(editor.list().units[0].id == "gendarmes");
    editor.undo_stack().redo();
    CHECK(editor.list().units[0].id == "piquiers");
    CHECK(changes == 9);

    editor.set_header({"ravenne", {"Ravenne", "Ravenna"}, "Mon livre", "2e édition"});
    CHECK(editor.list().id == "ravenne");
    editor.undo_stack().undo();
    CHECK(editor.list().id == "ravenne-1512");
}

TEST_CASE("Bad units and details are refused with a clear message and change nothing",
          "[lists][editor]") {
    auto editor = ab_editor();
    editor.add_unit(gendarmes(editor));

    auto bad = gendarmes(editor);
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.duplicate-id"));
    CHECK(editor.check_unit(bad, 0).empty()); // its own id when editing it
    bad.id = "Gendarmes d'ordonnance";
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.unit-id"));
    bad.id = "other";
    bad.costs = {{"points", -3, 0}};
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.negative-points"));
    bad.costs = {};
    bad.min = 5;
    bad.max = 2;
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.min-above-max"));
    bad.min.reset();
    bad.profile.values = {{"armour", "purple"}};
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.unknown-choice"));
    bad.profile.values = {{"attacks", "3"}};
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.unknown-field"));
    bad.profile.values.clear();
    bad.rules = {"no-such-rule"};
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.unknown-rule"));
    bad.rules.clear();
    bad.options = {{}, {}};
    bad.options[0].id = "lance";
    bad.options[0].name = {"Lance", ""};
    bad.options[1] = bad.options[0];
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.duplicate-option"));
    bad.name = {};
    CHECK(has_code(editor.check_unit(bad, std::nullopt), "list-editor.unit-name"));

    const auto before = editor.list();
    CHECK_THROWS_AS(editor.add_unit(bad), ost::InvalidInputError);
    CHECK_THROWS_AS(editor.replace_unit(0, bad), ost::InvalidInputError);
    CHECK_THROWS_AS(editor.set_header({"Bad Id", {"x", "x"}, "src", ""}), ost::InvalidInputError);
    CHECK_THROWS_AS(editor.set_header({"ok", {"x", "x"}, "", ""}), ost::InvalidInputError);
    CHECK_THROWS_AS(editor.remove_unit(7), ost::InternalError);
    CHECK(editor.list() == before);
    CHECK(editor.undo_stack().size() == 1);
}

TEST_CASE("An edited list round-trips through the lists/ format", "[lists][editor]") {
    auto editor = ab_editor();
    auto unit = gendarmes(editor);
    const auto rules = editor.rule_choices();
    REQUIRE_FALSE(rules.empty());
    unit.rules = {rules.front().id};
    ost::UnitOption lance;
    lance.id = ost::slug_id("Lance d'arçon");
    lance.name = {"Lance d'arçon", "Couched lance"};
    lance.costs = {{"points", 2, 0}};
    unit.options = {lance};
    editor.add_unit(unit);
    const auto text = ost::write_army_list(editor.list());
    const auto back =
        ost::read_army_list(ost::XmlDocument::load_string(text, "mine.xml"), editor.system());
    CHECK(back == editor.list());
    CHECK(back.units[0].options[0].id == "lance-d-arcon");
}

TEST_CASE("Ids made from names are valid list ids", "[lists][editor]") {
    CHECK(ost::slug_id("Lanciers à pied") == "lanciers-a-pied");
    CHECK(ost::slug_id("  Œil du Dragon!! ") == "oeil-du-dragon");
    CHECK(ost::slug_id("***") == "unit");
    CHECK(ost::valid_list_id("a-1"));
    CHECK_FALSE(ost::valid_list_id("-a"));
    CHECK_FALSE(ost::valid_list_id("A"));
    CHECK_FALSE(ost::valid_list_id(""));
}

TEST_CASE("A whole-list change is one undo step and is refused when it breaks the list", "[lists][editor]") {
    auto editor = ab_editor();
    editor.add_unit(gendarmes(editor));
    auto after = editor.list();
    after.groups.push_back({"chevaliers", {"Chevaliers", "Knights"}, 1, 2});
    after.units[0].group = "chevaliers";
    after.date_from = 1494;
    after.date_to = 1559;
    editor.replace_list(TR_("Change the list"), after);
    CHECK(editor.list() == after);
    editor.undo_stack().undo();
    CHECK(editor.list().groups.empty());
    CHECK_FALSE(editor.list().date_from.has_value());
    editor.undo_stack().redo();
    CHECK(editor.list() == after);

    auto broken = after;
    broken.units[0].min = 5; // above its maximum 4
    CHECK_THROWS_AS(editor.replace_list(TR_("Change the list"), broken), ost::InvalidInputError);
    CHECK(editor.list() == after);
}

TEST_CASE("An option renamed and repriced in place is one undo step and keeps its id and details",
          "[lists][editor]") {
    // What the line form does when the player changes a chosen option's names and points: the
    // line replaced with the option changed, nothing else (My lists, issue 17).
    auto editor = ab_editor();
    auto unit = gendarmes(editor);
    ost::UnitOption lance;
    lance.id = "lance";
    lance.name = {"Lance", "Lance"};
    lance.costs = {{"points", 1, 0}};
    lance.min = 0;
    lance.max = 1;
    lance.army_max = 2;
    lance.date_from = 1494;
    lance.date_to = 1515;
    unit.options = {lance};
    const auto at = editor.add_unit(unit);
    const auto steps = editor.undo_stack().size();

    auto renamed = editor.list().units[at];
    renamed.options[0].name = {"Lance d'arçon", "Couched lance"};
    renamed.options[0].costs = {{"points", 2, 0}};
    CHECK(editor.check_option_of(renamed.options[0], renamed.id).empty());
    editor.replace_unit(at, renamed);
    CHECK(editor.undo_stack().size() == steps + 1);
    const auto& kept = editor.list().units[at].options.at(0);
    CHECK(kept.id == "lance");
    CHECK(kept.name.en == "Couched lance");
    CHECK(ost::cost_of(kept.costs, "points") == 2);
    CHECK(kept.max == 1);
    CHECK(kept.army_max == 2);
    CHECK(kept.date_from == 1494);
    CHECK(kept.date_to == 1515);
    editor.undo_stack().undo();
    CHECK(editor.list().units[at].options.at(0).name.fr == "Lance");
    CHECK(ost::cost_of(editor.list().units[at].options.at(0).costs, "points") == 1);
    editor.undo_stack().redo();
    CHECK(editor.list().units[at].options.at(0).name.fr == "Lance d'arçon");

    // Both names emptied: the finding names the field "name", as the form marks it.
    auto nameless = renamed.options[0];
    nameless.name = {"", ""};
    const auto found = editor.check_option_of(nameless, renamed.id);
    CHECK(std::any_of(found.begin(), found.end(), [](const auto& d) { return d.field == "name"; }));
}
