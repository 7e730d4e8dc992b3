// A list-line edit is one LinePatch applied by ListEditor: the patch `ost-cli my-lists set` fills
// and the one the app's editor form fills store the same line (the elite → elite-light case).
#include "core/services/catalogue_cost.h"
#include "core/services/list_editor.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include "tests/roster/roster_fixtures.h"

using namespace ost;

namespace {

/// A user list of ADLG with one line: elite heavy spearmen at the catalogue's points.
ArmyList list_with_guard(const GameSystem& adlg) {
    auto list = ListEditor::new_list(adlg, {"mine", {"Mine", "Mine"}, "typed", ""});
    ListEditor editor(adlg, list);
    auto unit = editor.blank_unit();
    unit.costs.clear();
    unit.id = "guard";
    unit.name = {"Guard", "Guard"};
    set_troop_type(adlg, unit.profile, editor.unit_profile_type()->id, "heavy-spearmen");
    set_capabilities(adlg, unit.profile, {"elite"});
    fill_catalogue_cost(adlg, unit);
    editor.add_unit(unit);
    return editor.list();
}

/// The patch `ost-cli my-lists set mine guard --troop-type light-infantry` fills.
LinePatch cli_patch() {
    LinePatch patch;
    patch.troop_type = "light-infantry";
    return patch;
}

/// The patch the editor form fills when the player picks "light infantry" and changes nothing
/// else: every field as shown, the troop type changed, the capability ticked by its base id.
LinePatch form_patch(const UnitEntry& shown) {
    LinePatch patch;
    patch.id = shown.id;
    patch.name_fr = shown.name.fr;
    patch.name_en = shown.name.en;
    patch.role = shown.role;
    std::vector<std::pair<std::string, std::string>> stats;
    std::vector<std::string> ticked;
    for (const auto& [field, value] : shown.profile.values) {
        if (field == kCapabilitiesField) {
            continue;
        }
        stats.emplace_back(field, field == kTroopTypeField ? "light-infantry" : value);
    }
    patch.stats = stats;
    patch.capabilities.set = std::vector<std::string>{"elite"};
    patch.points = shown.points();
    patch.catalogue_points = true; // the figure shown is the catalogue's
    patch.size_points = std::vector<Cost>{};
    patch.min = shown.min;
    patch.max = shown.max;
    patch.date_from = shown.date_from;
    patch.date_to = shown.date_to;
    patch.group = shown.group;
    patch.counts_as = shown.counts_as;
    patch.requires_units.set = shown.requires_units;
    patch.attaches_to.set = shown.attaches_to;
    patch.confirmed = shown.confirmed;
    patch.counts = shown.counts;
    patch.magic = shown.magic;
    patch.upgrades.set = shown.upgrades;
    patch.options = shown.options;
    patch.rules.set = shown.rules;
    return patch;
}

} // namespace

TEST_CASE("a line edit from the CLI and from the editor form stores the same line",
          "[list-editor][patch]") {
    const auto& adlg = test::bundled_system("adlg");
    const auto list = list_with_guard(adlg);
    REQUIRE(*list.units[0].profile.get(kCapabilitiesField) == "elite");

    ListEditor from_cli(adlg, list);
    from_cli.apply_patch(0, cli_patch());
    ListEditor from_form(adlg, list);
    from_form.apply_patch(0, form_patch(list.units[0]));

    CHECK(from_cli.list() == from_form.list());
    const auto& stored = from_cli.list().units[0];
    // "elite" is not a capability light infantry may take: the troop type's variant is stored
    // (lists/adlg/system.xml: elite types exclude light-infantry, elite-light names it).
    CHECK(*stored.profile.get(kTroopTypeField) == "light-infantry");
    CHECK(*stored.profile.get(kCapabilitiesField) == "elite-light");
    CHECK(*stored.profile.get("category") == "LI");
    // The points follow the catalogue: light infantry plus its elite variant.
    const auto cost = line_cost(adlg, stored);
    CHECK_FALSE(cost.overridden);
    CHECK(stored.points() == catalogue_cost(adlg, stored.profile).points);
    CHECK(from_cli.undo_stack().can_undo());
}

TEST_CASE("the patch's capabilities, points and references", "[list-editor][patch]") {
    const auto& adlg = test::bundled_system("adlg");
    const auto list = list_with_guard(adlg);
    ListEditor editor(adlg, list);
    LinePatch patch;
    patch.capabilities.remove = {"elite"};
    patch.points = 12;
    patch.size_point_edits = {{100, 5}};
    patch.stat_edits = {{"move", "3"}};
    editor.apply_patch(0, patch);
    const auto& unit = editor.list().units[0];
    CHECK(unit.profile.get(kCapabilitiesField) == nullptr);
    CHECK(*unit.profile.get("move") == "3");
    CHECK(unit.costs == std::vector<Cost>{{"points", 12, 0}, {"points", 5, 100}});
    CHECK(line_cost(adlg, unit).overridden);
    // Back to the catalogue's figure, then the elite ticked again by its base id.
    LinePatch back;
    back.catalogue_points = true;
    back.capabilities.add = {"elite"};
    editor.apply_patch(0, back);
    CHECK(*editor.list().units[0].profile.get(kCapabilitiesField) == "elite");
    CHECK_FALSE(line_cost(adlg, editor.list().units[0]).overridden);
    // A bad edit changes nothing.
    LinePatch bad;
    bad.id = "Not An Id";
    CHECK_THROWS_AS(editor.apply_patch(0, bad), InvalidInputError);
    CHECK(editor.list().units[0].id == "guard");
}
