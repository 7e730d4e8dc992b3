// The WME combat tests' fields (command, shooting, drive-back, combat): ranges, defaults, choices
// and the unit stats that fill them; the parser (scenario.cpp) and every front end read them here.
#include "core/engine/combat_schema.h"

namespace ost::engine {

namespace {
using Choices = std::vector<FieldChoice>;
using R = StatReading;

Choices types() {
    return {{"infantry", TR_("Infantry")}, {"cavalry", TR_("Cavalry")},     {"chariot", TR_("Chariots")},
            {"monster", TR_("Monster")},   {"artillery", TR_("Artillery")}, {"machine", TR_("Machine")}};
}

Choices cover() { return {{"open", TR_("open")}, {"defended", TR_("defended")}, {"fortified", TR_("fortified")}}; }

/// An armour save (wme.shooting.armour): "-" none, "6+" … "2+".
SchemaField save(std::string path, Text label, std::string start) {
    SchemaField f(std::move(path), std::move(label));
    f.type = FieldType::Save;
    f.min = 0;
    f.max = 6;
    f.choices = {{"-", TR_("none")}, {"6+", Text::verbatim("6+")}, {"5+", Text::verbatim("5+")},
                 {"4+", Text::verbatim("4+")}, {"3+", Text::verbatim("3+")}, {"2+", Text::verbatim("2+")}};
    f.value = {0, "-"};
    if (start != "-") {
        f.start = FieldValue{start[0] - '0', start};
    }
    return filled(std::move(f), "armour", R::ArmourSave);
}

SchemaField stands(std::string path, Text label) {
    return filled(integer_field(std::move(path), std::move(label), 1, 100, 3), "size", R::FixedNumber);
}

SchemaField hits(std::string path, Text label) {
    return filled(integer_field(std::move(path), std::move(label), 1, 100, 3), "hits", R::FixedNumber);
}

TestSchema command() {
    // wme.command.orders.issuing, wme.command.modifiers; a "brigade" lists up to 4 units with the same facts.
    return {"command",
            TR_("Command test"),
            {required_integer("command", TR_("Command value"), 1, 12, 8),
             starting(integer_field("distance_cm", TR_("Distance (cm)"), 0, 1000, 0), {20, {}}),
             integer_field("order", TR_("Order to this unit (1st, 2nd, 3rd)"), 1, 3, 1),
             boolean_field("enemy_within_20cm", TR_("Enemy within 20 cm")),
             boolean_field("exposed_flank", TR_("Flank or rear exposed")),
             boolean_field("difficult_terrain", TR_("In difficult terrain")),
             integer_field("stands_lost", TR_("Stands lost"), 0, 100, 0), boolean_field("slow", TR_("Slow")),
             boolean_field("unreliable", TR_("Unreliable"))},
            {},
            {},
            {}};
}

TestSchema shooting() {
    SchemaField dice = required_integer("dice", TR_("Shots (dice)"), 0, 200, 6); // or a "shooter"
    dice.excludes = "shooter";
    SchemaField shots = hidden(filled(integer_field("shooter.shots", TR_("Shots per stand"), 0, 20, 1), "attacks", R::ShootingShots));
    shots.excludes = "dice";
    SchemaField shooter_stands = hidden(stands("shooter.stands", TR_("Shooting stands")));
    shooter_stands.excludes = "dice";
    return {"shooting",
            TR_("Shooting"),
            {dice, filled(choice_field("target.type", TR_("Target type"), types(), "infantry"), "type", R::Keyword),
             save("target.armour", TR_("Target armour"), "5+"),
             choice_field("target.cover", TR_("Target cover"), cover(), "open"),
             hits("target.hits", TR_("Target hits per stand")), stands("target.stands", TR_("Target stands")), shots,
             shooter_stands},
            {{"target", TR_("Target")}, {"shooter", TR_("Shooter")}},
            {"target"},
            {}};
}

TestSchema drive_back() {
    Choices target_types = types();
    target_types.push_back({"flying", TR_("Flying")});
    return {"drive-back",
            TR_("Drive-back"),
            {required_integer("wounds", TR_("Wounds"), 0, 60, 3),
             filled(choice_field("target.type", TR_("Target type"), target_types, "infantry"), "type", R::Keyword),
             choice_field("target.cover", TR_("Target cover"), cover(), "open"),
             optional_integer("target.pace_cm", TR_("Target's pace (cm)"), 1, 500, TR_("0: not given")),
             boolean_field("target.charging", TR_("Target is charging")),
             boolean_field("target.fanatic", TR_("Target is fanatic"))},
            {{"target", TR_("Target")}},
            {},
            {}};
}

void side(std::vector<SchemaField>& f, const std::string& s, bool attacker) {
    f.push_back(starting(filled(choice_field(s + ".type", TR_("Type"), types(), "infantry"), "type", R::Keyword),
                         {0, attacker ? "cavalry" : "infantry"}));
    f.push_back(filled(integer_field(s + ".attacks", TR_("Attacks per stand"), 0, 100, 3), "attacks", R::MeleeAttacks));
    f.push_back(hits(s + ".hits", TR_("Hits per stand")));
    f.push_back(save(s + ".armour", TR_("Armour"), attacker ? "4+" : "5+"));
    f.push_back(stands(s + ".stands", TR_("Stands")));
    f.push_back(integer_field(s + ".supports", TR_("Supporting stands"), 0, 100, 0));
    SchemaField charging = boolean_field(s + ".charging", TR_("Charging"));
    f.push_back(attacker ? charging : hidden(charging));
    if (attacker) {
        // wme.shooting.charging-enemy: the wounds the shooting at the charge inflicted.
        f.push_back(integer_field(s + ".shot_wounds", TR_("Wounds from shooting at its charge"), 0, 200, 0));
    }
    f.push_back(boolean_field(s + ".confused", TR_("Confused")));
    f.push_back(boolean_field(s + ".flank", TR_("Enemy on its flank or rear")));
    f.push_back(hidden(boolean_field(s + ".rear", TR_("Enemy on its rear"))));
    f.push_back(boolean_field(s + ".terrifying", TR_("Terrifying")));
    f.push_back(hidden(integer_field(s + ".units", TR_("Units engaged on this side"), 1, 20, 1)));
    f.push_back(hidden(boolean_field(s + ".flying", TR_("Flying"))));
}

TestSchema combat() {
    TestSchema t{"combat",
                 TR_("Combat"),
                 {},
                 {{"attacker", TR_("Attacker")}, {"defender", TR_("Defender")}, {"situation", TR_("Situation")}},
                 {"attacker", "defender"},
                 {}};
    side(t.fields, "attacker", true);
    side(t.fields, "defender", false);
    t.fields.push_back(choice_field("situation.terrain", TR_("Defender's position"), cover(), "open"));
    t.fields.push_back(hidden(boolean_field("situation.defended", TR_("Defended"))));
    t.fields.push_back(hidden(boolean_field("situation.fortified", TR_("Fortified"))));
    t.fields.push_back(hidden(boolean_field("situation.pursue", TR_("The winner pursues"), true)));
    // A reading of wme.shooting.charging-enemy: ours is readings.shot_wounds in data/engine/wme.json.
    t.fields.push_back(choice_field("situation.shot_wounds", TR_("Wounds from shooting at the charge"),
                                    {{"", TR_("Our reading")},
                                     {"count", TR_("In the result")},
                                     {"carry", TR_("Stands lost only")}},
                                    ""));
    t.fields.push_back(integer_field("rounds", TR_("Rounds (2: with the pursuit round)"), 1, 2, 1));
    return t;
}
} // namespace

GameCombatSchema wme_combat_schema() {
    GameCombatSchema g;
    g.system = "wme";
    g.tests = {command(), shooting(), drive_back(), combat(),
               {"off-table",
                TR_("Leaving the table"),
                {integer_field("stands_lost", TR_("Stands lost before"), 0, 20, 0)},
                {},
                {},
                {}}};
    g.default_test = "combat";
    g.quantity_labels = {{"off_table_roll", TR_("Off-table roll after the stands lost")}};
    return g;
}

} // namespace ost::engine
