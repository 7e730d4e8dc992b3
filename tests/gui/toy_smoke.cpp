// --smoke-toy: a fifth game given by data alone (tests/data/systems, "skirmish") reaches the
// Engine area like the four bundled ones: its legality table answers on the Legality page, in
// both languages, its fight and duel (opposed rolls its data declares) on the Combat page.
#include "toy_smoke.h"

#include "app/application.h"
#include "app/dialogs/dice_entry_dialog.h"
#include "app/frames/main_frame.h"
#include "app/panels/combat_panel.h"
#include "app/panels/engine_panel.h"
#include "app/panels/legality_panel.h"

#include <wx/log.h>

#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace ost::app {
namespace {

EnginePanel& engine(Application& app) {
    app.frame()->show_area(Area::Engine);
    return *static_cast<EnginePanel*>(app.frame()->area_panel(Area::Engine));
}

/// What a player at 1024x700 would miss on the Legality page, once painted.
void check_legality_layout(Application& app) {
    for (const std::string& problem : engine(app).legality().layout_problems()) {
        wxLogError("smoke toy: Legality page: %s", wxString::FromUTF8(problem));
    }
}

/// Riders charging foot in a marsh: the toy table forbids it, citing its own section.
void check_marsh_charge(Application& app) {
    auto& page = engine(app);
    page.select_page(0);
    auto& legality = page.legality();
    legality.set_check("skirmish", "charge", "riders", "foot", {{"sees-target", "yes"}, {"target.terrain", "marsh"}});
    const auto* r = legality.result();
    if (r == nullptr || r->verdict != engine::legality::Verdict::Forbidden) {
        wxLogError("smoke toy: the toy game's riders should be forbidden to charge into a marsh");
        return;
    }
    bool cited = false;
    for (const auto& reason : r->reasons) cited = cited || reason.section == "skirmish.charge";
    if (!cited) wxLogError("smoke toy: the verdict should cite the toy rules section skirmish.charge");
    std::cout << "smoke toy: legality verdict with " << r->reasons.size() << " reasons in "
              << app.language() << std::endl;
}

/// The faces "I rolled..." offers for `test` (a fresh form): "1".."faces" on the die "D<faces>",
/// and `rolled` entered settles the roll. Returns whether all held.
bool check_entry_faces(CombatPanel& combat, const std::string& test, int faces, const std::vector<std::string>& rolled) {
    if (!combat.load_scenario_text(R"({"system": "skirmish", "test": ")" + test + R"("})", "smoke")) {
        wxLogError("smoke toy: the Combat page refuses the toy game's %s", wxString::FromUTF8(test));
        return false;
    }
    const auto dialog = combat.dice_dialog();
    std::vector<std::string> expected;
    for (int n = 1; n <= faces; ++n) expected.push_back(std::to_string(n));
    const std::string die = "D" + std::to_string(faces);
    if (dialog->faces() != expected || dialog->die_id() != die) {
        wxLogError("smoke toy: I rolled... for the %s should offer the %d faces of a %s, not %d faces of a %s",
                   wxString::FromUTF8(test), faces, wxString::FromUTF8(die), static_cast<int>(dialog->faces().size()),
                   wxString::FromUTF8(dialog->die_id()));
        return false;
    }
    for (const std::string& face : rolled) dialog->add_die(face);
    if (!dialog->complete()) {
        wxLogError("smoke toy: two dice should settle the %s: %s", wxString::FromUTF8(test), dialog->status());
        return false;
    }
    return true;
}

using Step = std::function<void(Application&)>;
const std::vector<Step>& steps() {
    static const std::vector<Step> all = {
        [](Application& app) { check_marsh_charge(app); },
        [](Application& app) {
            check_legality_layout(app);
            app.switch_language("fr");
        },
        [](Application& app) { check_marsh_charge(app); },
        // The Combat page: the toy game's fight, a test its engine data declares (opposed roll).
        [](Application& app) {
            check_legality_layout(app);
            engine(app).select_combat();
        },
        [](Application& app) {
            auto& page = engine(app);
            for (const std::string& problem : page.combat().layout_problems()) {
                wxLogError("smoke toy: Combat page: %s", wxString::FromUTF8(problem));
            }
            std::cout << "smoke toy: Combat page opened" << std::endl;
            auto& combat = page.combat();
            if (!combat.load_scenario_text(R"({"system": "skirmish", "test": "fight", "attacker": {"fight": 3}, "defender": {}})",
                                           "smoke")) {
                wxLogError("smoke toy: the Combat page refuses the toy game's fight");
                return;
            }
            if (!combat.odds_error().empty()) {
                wxLogError("smoke toy: the toy fight's odds: %s", wxString::FromUTF8(combat.odds_error()));
                return;
            }
            combat.test_unit("defender", "skirmish/villagers/militia");
            if (combat.unit_reference("defender") != "skirmish/villagers/militia" || !combat.odds_error().empty()) {
                wxLogError("smoke toy: the toy game's militia should fill the defender of the fight");
                return;
            }
            for (const std::string& problem : combat.layout_problems()) {
                wxLogError("smoke toy: Combat page with the fight: %s", wxString::FromUTF8(problem));
            }
            std::cout << "smoke toy: Combat page fight odds shown in " << app.language() << std::endl;
        },
        // "I rolled...": each test's own die, from its data (1D6 for the fight, 1D8 for the duel).
        [](Application& app) {
            auto& combat = engine(app).combat();
            if (check_entry_faces(combat, "fight", 6, {"6", "1"}) && check_entry_faces(combat, "duel", 8, {"8", "7"})) {
                std::cout << "smoke toy: I rolled... offers faces 1 to 6 (D6) for the fight, 1 to 8 (D8) for the duel" << std::endl;
            }
        },
    };
    return all;
}
} // namespace

std::size_t toy_step_count() { return steps().size(); }

void run_toy_step(std::size_t index, Application& app) {
    std::cout << "smoke toy: step " << index + 1 << std::endl;
    steps().at(index)(app);
}

} // namespace ost::app
