// The Jomini tests' fields (attack, resolve): the two sides and the shot or close combat, with the
// ranges, defaults and choices the parser (hex_scenario.cpp) checks and every front end draws.
#include "core/engine/combat_schema.h"
#include "core/systems/jomini/jomini_tables.h"
#include "core/engine/scenario.h"

#include <algorithm>

namespace ost::engine {

namespace {
using R = StatReading;

std::vector<FieldChoice> kinds() {
    return {{"infantry", TR_("Infantry")}, {"mounted-infantry", TR_("Mounted infantry")}, {"cavalry", TR_("Cavalry")},
            {"camels", TR_("Camels")},     {"elephants", TR_("Elephants")},               {"artillery", TR_("Artillery")},
            {"rockets", TR_("Rockets")}};
}

SchemaField kind(std::string path, Text label, std::string start) {
    return starting(filled(choice_field(std::move(path), std::move(label), kinds(), "infantry"), "type", R::Keyword),
                    {0, std::move(start)});
}

/// The table's lines as the schema knows them without the data: "Line 7, left" (jomini.troops.table).
const std::vector<FieldChoice>& line_choices() {
    static const std::vector<FieldChoice> lines = [] {
        std::vector<FieldChoice> out{{"", TR_("(not from the table)"), {}}};
        for (int line = 1; line <= 20; ++line) {
            const std::string n = (line < 10 ? "0" : "") + std::to_string(line);
            out.push_back({"troop-line-" + n + "-left", TR_("Line {0}, left").arg(line), {}});
            if (line < 20) {
                out.push_back({"troop-line-" + n + "-right", TR_("Line {0}, right").arg(line), {}});
            }
        }
        return out;
    }();
    return lines;
}

/// The lines of the troop data table named from the game's data (lists/jomini/system.xml): a
/// short label with the line's dice, fit for a form at 1024 px, and in full its entry's name,
/// range, factor and notes (jomini.troops.table, .notes).
std::vector<FieldChoice> troop_lines(const EngineTables& t) {
    std::vector<FieldChoice> out{line_choices().front()};
    if (!t.has("jomini")) {
        return out;
    }
    for (const auto& [id, line] : t.of<JominiTables>("jomini").troops) {
        const std::string& line_id = id; // a lambda may not capture a structured binding (clang, C++20)
        const auto known =
            std::find_if(line_choices().begin(), line_choices().end(), [&](const FieldChoice& c) { return c.id == line_id; });
        const Text name = known != line_choices().end() ? known->label : line.name;
        out.push_back({id, TRP_("{0}: {n} die", "{0}: {n} dice", line.factor).arg(name),
                       TRP_("{0}: range {1}, {n} die. {2}", "{0}: range {1}, {n} dice. {2}", line.factor)
                           .arg(line.name)
                           .arg(line.range)
                           .arg(line.notes)});
    }
    return out;
}

/// The lines of the troop data table (jomini.troops.table): checked against the game's table
/// when the attack is worked out, so any text is read here; forms name them from the data.
SchemaField troop(std::string path) {
    SchemaField f(std::move(path), TR_("Troop table line"));
    f.type = FieldType::Text;
    f.choices = line_choices();
    f.data_choices = troop_lines;
    return f;
}

void attacker(std::vector<SchemaField>& f) {
    f.push_back(kind("attacker.kind", TR_("Attacker"), "infantry"));
    // A new form starts on a troop line (its factor gives the dice): a valid attack at once.
    f.push_back(starting(troop("attacker.troop"), {0, "troop-line-01-left"}));
    f.push_back(filled(optional_integer("attacker.dice", TR_("Dice"), 0, 60,
                                        TR_("-1: the factor of the troop table line"), TR_("From the troop line")),
                       "factor", R::FixedNumber));
    f.push_back(integer_field("attacker.moved_hexes", TR_("Hexes moved"), 0, 30, 0));
    f.push_back(boolean_field("attacker.supported", TR_("Attacker supported")));
    f.push_back(boolean_field("attacker.elite", TR_("Elite")));
    f.push_back(boolean_field("attacker.modern", TR_("Modern army")));
    f.push_back(integer_field("attacker.extra_dice", TR_("Other dice (terrain, orders)"), -30, 30, 0));
    f.push_back(integer_field("attacker.order_dice", TR_("Attack order: dice it adds"), -30, 30, 0));
    f.push_back(hidden(integer_field("attacker.elements", TR_("Elements (0: not counted)"), 0, 100, 0)));
    f.push_back(hidden(boolean_field("attacker.in_rough", TR_("Attacker in rough terrain"))));
    f.push_back(hidden(boolean_field("attacker.camel_effect", TR_("Camel effect (one die less)"))));
    f.push_back(hidden(boolean_field("attacker.elephant_effect", TR_("Elephant effect (one die less)"))));
    f.push_back(hex_flight_blocked_field());
}

void defender(std::vector<SchemaField>& f) {
    f.push_back(kind("defender.kind", TR_("Defender"), "cavalry"));
    f.push_back(hex_terrain_field("defender.terrain"));
    f.push_back(boolean_field("defender.supported", TR_("Defender supported")));
    f.push_back(integer_field("defender.officers", TR_("Officers with the unit"), 0, 10, 0));
    f.push_back(integer_field("defender.elements", TR_("Elements (0: not counted)"), 0, 100, 0));
    f.push_back(boolean_field("defender.elusive", TR_("Elusive")));
    f.push_back(boolean_field("defender.fanatic", TR_("Fanatic")));
    f.push_back(boolean_field("defender.horse_artillery", TR_("Horse artillery")));
    f.push_back(boolean_field("defender.next_to_attacker_infantry", TR_("Next to infantry of the attacker")));
    f.push_back(boolean_field("defender.next_to_attacker_mounted", TR_("Next to mounted troops of the attacker")));
    f.push_back(boolean_field("defender.next_to_attacker_artillery", TR_("Next to artillery of the attacker")));
    f.push_back(boolean_field("defender.wagons", TR_("Sheltering in its wagons (did not move)")));
    for (SchemaField& c : hex_character_fields()) {
        f.push_back(std::move(c));
    }
    f.push_back(troop("defender.troop"));
    f.push_back(hidden(optional_integer("defender.dice", TR_("Dice of its riposte"), 0, 60,
                                        TR_("-1: the factor of its troop table line"))));
    f.push_back(hidden(boolean_field("defender.elite", TR_("Elite"))));
    SchemaField carries = choice_field("defender.carries", TR_("Elephants carrying"),
                                       {{"artillery", TR_("Artillery")}, {"mounted-infantry", TR_("Mounted infantry")}}, "");
    carries.optional = true;
    f.push_back(hidden(carries));
}

TestSchema attack(std::string id, Text label, std::string shown_on) {
    TestSchema t{std::move(id), std::move(label), {}, {{"attacker", TR_("Attacker")}, {"defender", TR_("Defender")}},
                 {"attacker", "defender"}, std::move(shown_on)};
    attacker(t.fields);
    defender(t.fields);
    for (SchemaField& f : hex_attack_fields(TR_("Range in hexes (1: close combat)"))) {
        t.fields.push_back(std::move(f));
    }
    return t;
}
} // namespace

GameCombatSchema jomini_combat_schema() {
    GameCombatSchema g;
    g.system = "jomini";
    g.tests = {attack("attack", TR_("Attack (shot or melee)"), ""),
               attack("resolve", TR_("Attack with the dice rolled"), "attack")};
    g.default_test = "attack";
    g.entry_die = [](const EngineTables& t, std::string_view, std::string_view) { return t.has("jomini") ? t.of<JominiTables>("jomini").die : std::nullopt; };
    g.hex_board = true;
    g.quantity_labels = {{"special_hits", TR_("Tactical advantages rolled")}};
    return g;
}

} // namespace ost::engine
