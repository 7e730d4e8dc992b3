// The A&B tests' fields (attack, resolve): the two sides and the shot or melee, with the ranges,
// defaults and choices the parser (hex_scenario.cpp) checks and every front end draws.
#include "core/systems/ab/ab_tables.h"
#include "core/engine/combat_schema.h"
#include "core/engine/scenario.h"

namespace ost::engine {

namespace {
using R = StatReading;

std::vector<FieldChoice> kinds() {
    return {{"infantry", TR_("Infantry")},
            {"mounted-infantry", TR_("Mounted infantry")},
            {"cavalry", TR_("Cavalry")},
            {"camelry", TR_("Camelry")},
            {"chariotry", TR_("Chariotry")},
            {"elephants", TR_("Elephants")},
            {"mechanical-artillery", TR_("Mechanical artillery")},
            {"gunpowder-artillery", TR_("Gunpowder artillery")},
            {"rocket-artillery", TR_("Rocket artillery")}};
}

SchemaField kind(std::string path, Text label, std::string start) {
    return starting(filled(choice_field(std::move(path), std::move(label), kinds(), "infantry"), "kind", R::Keyword),
                    {0, std::move(start)});
}

SchemaField armour(std::string path) {
    return filled(choice_field(std::move(path), TR_("Armour"),
                               {{"yellow", TR_("Yellow (very light)")},
                                {"green", TR_("Green (light)")},
                                {"blue", TR_("Blue (medium)")},
                                {"red", TR_("Red (heavy)")},
                                {"black", TR_("Black (very heavy)")}},
                               "blue"),
                  "armour", R::Keyword);
}

SchemaField factor(std::string path, Text label) {
    return optional_integer(std::move(path), std::move(label), 0, 60, TR_("-1: from the weapon factors"),
                            TR_("From the weapon factors"));
}

void attacker(std::vector<SchemaField>& f) {
    f.push_back(kind("attacker.kind", TR_("Attacker"), "cavalry"));
    f.push_back(starting(factor("attacker.dice", TR_("Dice (weapon factor)")), {3, {}}));
    f.push_back(integer_field("attacker.moved_hexes", TR_("Hexes moved"), 0, 30, 0));
    f.push_back(boolean_field("attacker.supported", TR_("Attacker supported")));
    f.push_back(boolean_field("attacker.fire", TR_("Attacker uses fire")));
    f.push_back(boolean_field("attacker.in_rough", TR_("Attacker in rough terrain")));
    f.push_back(integer_field("attacker.extra_dice", TR_("Other dice (terrain, annexes)"), -30, 30, 0));
    f.push_back(hidden(armour("attacker.armour")));
    f.push_back(hidden(integer_field("attacker.leader", TR_("Leaders with the unit"), 0, 10, 0)));
    f.push_back(hidden(integer_field("attacker.elements", TR_("Elements (0: not counted)"), 0, 100, 0)));
    f.push_back(hidden(factor("attacker.assault", TR_("Assault factor"))));
    f.push_back(hidden(factor("attacker.melee", TR_("Melee factor"))));
    f.push_back(hidden(boolean_field("attacker.camel_effect", TR_("Camel effect (one die less)"))));
    f.push_back(hidden(boolean_field("attacker.elephant_effect", TR_("Elephant effect (one die less)"))));
    f.push_back(hidden(boolean_field("attacker.fire_effect", TR_("Fire effect (one die less)"))));
    f.push_back(hex_flight_blocked_field());
}

void defender(std::vector<SchemaField>& f) {
    f.push_back(kind("defender.kind", TR_("Defender"), "infantry"));
    f.push_back(armour("defender.armour"));
    f.push_back(hex_terrain_field("defender.terrain"));
    f.push_back(boolean_field("defender.supported", TR_("Defender supported")));
    f.push_back(integer_field("defender.leader", TR_("Leaders with the unit"), 0, 10, 0));
    f.push_back(starting(integer_field("defender.elements", TR_("Elements (0: not counted)"), 0, 100, 0), {4, {}}));
    f.push_back(boolean_field("defender.elusive", TR_("Elusive")));
    f.push_back(boolean_field("defender.fanatic", TR_("Fanatic")));
    f.push_back(boolean_field("defender.panic", TR_("Panic")));
    f.push_back(boolean_field("defender.evades", TR_("Evades")));
    f.push_back(integer_field("defender.evade_hexes_short", TR_("Hexes of its evade it cannot make"), 0, 10, 0));
    f.push_back(boolean_field("defender.elephant_transport", TR_("Carried or drawn by an elephant")));
    for (SchemaField& c : hex_character_fields()) {
        f.push_back(std::move(c));
    }
    f.push_back(boolean_field("defender.next_to_attacker_mounted", TR_("Next to mounted troops of the attacker")));
    f.push_back(boolean_field("defender.next_to_attacker_infantry", TR_("Next to infantry of the attacker")));
    f.push_back(hidden(optional_integer("defender.retreat_capacity", TR_("Hexes it can retreat (artillery)"), 0, 10,
                                        TR_("-1: not limited"))));
    f.push_back(hidden(factor("defender.melee", TR_("Melee factor (its riposte)"))));
    f.push_back(hidden(integer_field("defender.animal_units_near", TR_("Units with animals near the gun"), 0, 12, 0)));
}

TestSchema attack(std::string id, Text label, std::string shown_on) {
    TestSchema t{std::move(id), std::move(label), {}, {{"attacker", TR_("Attacker")}, {"defender", TR_("Defender")}},
                 {"attacker", "defender"}, std::move(shown_on)};
    attacker(t.fields);
    defender(t.fields);
    auto top = hex_attack_fields(TR_("Range in hexes (1: melee)"));
    top.insert(top.begin() + 1, boolean_field("inverted_armour", TR_("Weapon with inverted armour")));
    // A reading of ab.retreat (a supported defender with a leader): ours is in data/engine/ab.json.
    top.push_back(choice_field("morale_cancel", TR_("Support and a leader"),
                               {{"", TR_("Our reading")},
                                {"one", TR_("One in all")},
                                {"each", TR_("One each")}},
                               ""));
    t.fields.insert(t.fields.end(), top.begin(), top.end());
    return t;
}
} // namespace

GameCombatSchema ab_combat_schema() {
    GameCombatSchema g;
    g.system = "ab";
    g.tests = {attack("attack", TR_("Attack (shot or melee)"), ""),
               attack("resolve", TR_("Attack with the dice rolled"), "attack")};
    g.default_test = "attack";
    g.entry_die = [](const EngineTables& t, std::string_view, std::string_view) { return t.has("ab") ? t.of<AbTables>("ab").die : std::nullopt; };
    g.hex_board = true;
    g.quantity_labels = {{"special_hits", TR_("Special hits rolled")}};
    return g;
}

} // namespace ost::engine
