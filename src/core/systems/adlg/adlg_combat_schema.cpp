// The ADLG tests' fields (opposed roll, army rout, elephant fury, general in a rout): ranges and
// defaults the parser (scenario.cpp) checks and every front end draws.
#include "core/engine/combat_schema.h"

namespace ost::engine {

namespace {
TestSchema opposed() {
    return {"opposed",
            TR_("Opposed roll"),
            {required_integer("attacker.factor", TR_("Attacker's factor"), -20, 20, 2),
             required_integer("defender.factor", TR_("Defender's factor"), -20, 20, 0)},
            {{"attacker", TR_("Attacker")}, {"defender", TR_("Defender")}},
            {},
            {}};
}

TestSchema army_rout() {
    // adlg.army.rout, adlg.special.expendable. Expendables and flank marchers are also at most
    // "units"; an "opponent" object takes the same facts, and "generals_lost" lists 0-3 per general.
    return {"army-rout",
            TR_("Army rout"),
            {required_integer("units", TR_("Units"), 1, 200, 18),
             integer_field("expendables", TR_("Expendables"), 0, 200, 0),
             integer_field("flank_marching", TR_("Flank marching"), 0, 200, 0),
             starting(integer_field("eliminated", TR_("Units eliminated"), 0, 200, 0), {4, {}}),
             integer_field("eliminated_expendables", TR_("Expendables eliminated"), 0, 200, 0),
             starting(integer_field("disordered", TR_("Units disordered"), 0, 200, 0), {2, {}}),
             integer_field("off_table", TR_("Units off table"), 0, 200, 0),
             boolean_field("camp_taken", TR_("Camp taken"))},
            {},
            {},
            {}};
}
} // namespace

GameCombatSchema adlg_combat_schema() {
    GameCombatSchema g;
    g.system = "adlg";
    g.tests = {opposed(),
               army_rout(),
               {"elephant-fury", TR_("Elephant fury"), {}, {}, {}, {}},
               {"general-in-rout",
                TR_("General in a rout"),
                {boolean_field("included", TR_("The general is included in the unit")),
                 boolean_field("friend_within_5ud", TR_("A friendly unit is within 5 UD"), true)},
                {},
                {},
                {}}};
    g.default_test = "opposed";
    return g;
}

} // namespace ost::engine
