// Look-ups in the installed games' schemas (game_module.cpp) and the readings shared by every
// game's schema: field builders and the unit stat readings, done with the model's stat parsers.
#include "core/engine/combat_schema.h"

#include "core/engine/game_module.h"
#include "core/model/stat_value.h"
#include "core/support/error.h"

#include <algorithm>
#include <stdexcept>

namespace ost::engine {

const GameCombatSchema* find_combat_schema(std::string_view system) {
    const auto& all = combat_schemas();
    const auto it = std::find_if(all.begin(), all.end(), [&](const auto& g) { return g.system == system; });
    return it == all.end() ? nullptr : &*it;
}

const TestSchema* GameCombatSchema::find(std::string_view test) const {
    const auto it = std::find_if(tests.begin(), tests.end(), [&](const auto& t) { return t.id == test; });
    return it == tests.end() ? nullptr : &*it;
}

const TestSchema& combat_schema(std::string_view system, std::string_view test) {
    const GameCombatSchema* game = find_combat_schema(system);
    const TestSchema* schema = game ? game->find(test) : nullptr;
    if (schema == nullptr) {
        throw std::logic_error("no combat schema for " + std::string(system) + "/" + std::string(test));
    }
    return *schema;
}

std::optional<CustomDie> entry_die(const EngineTables& tables, std::string_view system, std::string_view test) {
    const GameCombatSchema* game = find_combat_schema(system);
    return game && game->entry_die ? game->entry_die(tables, system, test) : std::nullopt;
}

const SchemaField* TestSchema::find(std::string_view path) const {
    const auto it = std::find_if(fields.begin(), fields.end(), [&](const auto& f) { return f.path == path; });
    return it == fields.end() ? nullptr : &*it;
}

const SchemaField& TestSchema::field(std::string_view path) const {
    if (const SchemaField* f = find(path)) {
        return *f;
    }
    throw std::logic_error("the combat schema " + id + " has no field " + std::string(path));
}

std::string SchemaField::key() const {
    const auto dot = path.rfind('.');
    return dot == std::string::npos ? path : path.substr(dot + 1);
}

std::string SchemaField::group() const {
    const auto dot = path.rfind('.');
    return dot == std::string::npos ? std::string() : path.substr(0, dot);
}

SchemaField integer_field(std::string path, Text label, int min, int max, int value) {
    SchemaField f(std::move(path), std::move(label));
    f.type = FieldType::Integer;
    f.min = min;
    f.max = max;
    f.value.number = value;
    return f;
}

SchemaField required_integer(std::string path, Text label, int min, int max, int start) {
    SchemaField f = integer_field(std::move(path), std::move(label), min, max, start);
    f.required = true;
    return f;
}

SchemaField optional_integer(std::string path, Text label, int min, int max, Text tip, Text unset) {
    SchemaField f = integer_field(std::move(path), std::move(label), min, max, min - 1);
    f.optional = true;
    f.tip = std::move(tip);
    f.unset = std::move(unset);
    return f;
}

SchemaField boolean_field(std::string path, Text label, bool value) {
    SchemaField f(std::move(path), std::move(label));
    f.type = FieldType::Boolean;
    f.min = 0;
    f.max = 1;
    f.value.number = value ? 1 : 0;
    return f;
}

SchemaField choice_field(std::string path, Text label, std::vector<FieldChoice> choices, std::string value) {
    SchemaField f(std::move(path), std::move(label));
    f.type = FieldType::Choice;
    f.choices = std::move(choices);
    f.value.choice = std::move(value);
    return f;
}

SchemaField starting(SchemaField f, FieldValue start) {
    f.start = std::move(start);
    return f;
}

SchemaField filled(SchemaField f, std::string stat, StatReading reading) {
    f.fill = ProfileFill{std::move(stat), reading};
    return f;
}

SchemaField hidden(SchemaField f) {
    f.in_form = false;
    return f;
}

SchemaField hex_terrain_field(std::string path) {
    return choice_field(std::move(path), TR_("Defender's hex"),
                        {{"open", TR_("open")},
                         {"rough", TR_("rough")},
                         {"forest", TR_("forest")},
                         {"marsh", TR_("marsh")},
                         {"buildings", TR_("buildings")},
                         {"fortification", TR_("fortification")}},
                        "open");
}

std::vector<FieldChoice> form_choices(const EngineTables& tables, const SchemaField& field) {
    return field.data_choices ? field.data_choices(tables) : field.choices;
}

std::vector<SchemaField> hex_attack_fields(Text range_label) {
    // "melee" defaults to true at a range of 1 hex, false beyond (the parser reads it so).
    return {integer_field("range_hexes", std::move(range_label), 1, 30, 1),
            hidden(boolean_field("melee", TR_("Melee"), true)),
            optional_integer("retreat_blocked_after", TR_("Retreat blocked after (hexes)"), 0, 20,
                             TR_("-1: the path is free"), TR_("The path is free"))};
}

std::vector<SchemaField> hex_character_fields() {
    SchemaField refuge = boolean_field("defender.character_refuge", TR_("A friend within his flight"));
    refuge.tip = TR_("An officer: a friendly unit next to his hex; a general: within 2 hexes, not through the enemy.");
    return {choice_field("defender.character", TR_("Character with the unit"),
                         {{"", TR_("(none)")},
                          {"officer", TR_("An officer")},
                          {"general", TR_("A general")},
                          {"commander", TR_("Commander-in-chief")}},
                         ""),
            refuge};
}

SchemaField hex_flight_blocked_field() {
    SchemaField f = boolean_field("attacker.flight_blocked", TR_("Panicking elephant, flight blocked"));
    f.tip = TR_("It attacks the unit in its way with 3 dice, whatever its factors.");
    return f;
}

namespace {
[[noreturn]] void unusable(const std::string& stat, const std::string& text) {
    throw InvalidInputError(
        TR_("The unit's \"{0}\" is \"{1}\", not a fixed number the engine can use: give \"{0}\" inline.").arg(stat).arg(text));
}

int fixed(const StatAmount& a, const std::string& stat, const std::string& text) {
    if (a.has_dice() || a.relative || a.bands.size() > 1) {
        unusable(stat, text);
    }
    return a.fixed;
}

std::optional<FieldValue> read_stat(const SchemaField& field, const std::string& stat, const std::string& text) {
    switch (field.fill->reading) {
    case StatReading::Keyword: {
        const auto& ch = field.choices;
        if (std::none_of(ch.begin(), ch.end(), [&](const FieldChoice& c) { return c.id == text; })) {
            return std::nullopt;
        }
        return FieldValue{0, text};
    }
    case StatReading::FixedNumber: {
        const StatNumber n = parse_stat_number(text);
        if (n.relative) {
            unusable(stat, text);
        }
        return FieldValue{n.value, {}};
    }
    case StatReading::MeleeAttacks: return FieldValue{fixed(parse_attacks(text).melee, stat, text), {}};
    case StatReading::ShootingShots: {
        const AttacksValue a = parse_attacks(text);
        return a.shooting ? std::optional<FieldValue>(FieldValue{fixed(*a.shooting, stat, text), {}}) : std::nullopt;
    }
    case StatReading::ArmourSave: {
        const std::optional<int> save = parse_armour_save(text).save();
        return FieldValue{save.value_or(0), save ? std::to_string(*save) + "+" : std::string("-")};
    }
    }
    return std::nullopt;
}
} // namespace

std::optional<FieldValue> profile_value(const SchemaField& field, const Profile& profile) {
    if (!field.fill) {
        return std::nullopt;
    }
    const std::string* text = profile.get(field.fill->stat);
    if (text == nullptr) {
        return std::nullopt;
    }
    try {
        return read_stat(field, field.fill->stat, *text);
    } catch (const StatSyntaxError& e) {
        throw InvalidInputError(e.message(), e.detail());
    }
}

} // namespace ost::engine
