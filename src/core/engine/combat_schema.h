// Combat test schemas: the facts each engine test takes (path, label, type, range, default,
// choices, the unit stat filling it), published by the core for the parser and every front end.
#pragma once

#include "core/engine/custom_die.h"
#include "core/model/profile.h"
#include "core/support/text.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ost::engine {

struct EngineTables;

/// How a field is written in a scenario.
enum class FieldType {
    Integer, ///< a whole number in [min, max]
    Boolean, ///< true / false
    Choice,  ///< one of `choices` (ids)
    Save,    ///< an armour save: one of `choices` ("-", "6+"…); a number 0–6 is read too (0: none)
    Text,    ///< any text; `choices` are suggestions, checked later against the game's tables
};

/// One allowed value of a Choice field: its id in the scenario and its label for players.
struct FieldChoice {
    FieldChoice() = default;
    FieldChoice(std::string choice_id, Text choice_label, Text full = {})
        : id(std::move(choice_id)), label(std::move(choice_label)), tip(std::move(full)) {}
    std::string id;
    Text label;
    Text tip; ///< the entry in full when `label` is a short form (forms show it as the control's tooltip)
};

/// How a unit's stat is read into a field, always with the model's stat parsers (stat_value.h).
enum class StatReading {
    Keyword,       ///< the stat as written, when it is one of the field's choices
    FixedNumber,   ///< parse_stat_number; a relative "+1" cannot be used
    MeleeAttacks,  ///< parse_attacks, its close-combat part, fixed
    ShootingShots, ///< parse_attacks, its shooting part ("3/1": 1), fixed
    ArmourSave,    ///< parse_armour_save, as a save id ("5+", "-")
};

/// Which profile stat fills a field when the side is a unit from a list or a roster.
struct ProfileFill {
    std::string stat; ///< profile field id ("attacks", "size", "kind")
    StatReading reading = StatReading::FixedNumber;
};

/// A field's value: `number` for Integer and Boolean (0/1), `choice` for the others.
struct FieldValue {
    int number = 0;
    std::string choice;
    bool operator==(const FieldValue&) const = default;
};

/// One fact of a test, at `path` in the scenario JSON ("attacker.attacks", "rounds").
struct SchemaField {
    SchemaField(std::string p, Text l, FieldType t = FieldType::Integer)
        : path(std::move(p)), label(std::move(l)), type(t) {}

    std::string path;
    Text label;
    FieldType type = FieldType::Integer;
    int min = 0, max = 0;  ///< Integer only
    bool required = false; ///< no default: the scenario must give it
    bool optional = false; ///< absent means "not given" (the engine works it out); `value` is unused
    FieldValue value;      ///< the default: what the engine takes when the field is absent
    std::optional<FieldValue> start; ///< what a new form shows, when not the default
    std::vector<FieldChoice> choices;
    std::optional<ProfileFill> fill;
    Text tip;                 ///< a hint for the form (empty: none)
    Text unset;               ///< optional Integer: what "not given" means, in words (the form's box for it)
    bool in_form = true;      ///< false: read by the parser, not drawn (aliases, rarely used facts)
    std::string excludes;     ///< a path that may not be given together with this one
    /// The choices named from the game's tables (the Jomini troop table's lines); null: `choices`.
    std::vector<FieldChoice> (*data_choices)(const EngineTables&) = nullptr;

    /// The key in its object: the last part of `path`.
    std::string key() const;
    /// The object holding it: the part of `path` before the last dot ("" at the top level).
    std::string group() const;
    /// What a new form shows.
    const FieldValue& initial() const { return start ? *start : value; }
};

/// One test of a game ("combat", "attack"): its fields in the order a form shows them.
struct TestSchema {
    std::string id;
    Text label;
    std::vector<SchemaField> fields;
    std::vector<FieldChoice> groups;     ///< the objects holding fields ("attacker"), with their heading
    std::vector<std::string> unit_sides; ///< objects that take a unit reference ("attacker")
    /// Empty: a page of its own. Else the test whose page shows it (a `resolve` test is the
    /// `attack` page with "I rolled…").
    std::string shown_on;

    /// The test whose page shows this one.
    const std::string& page() const { return shown_on.empty() ? id : shown_on; }

    /// The field at `path`, or null.
    const SchemaField* find(std::string_view path) const;
    /// The field at `path`; a missing one is a programming error (std::logic_error).
    const SchemaField& field(std::string_view path) const;
};

/// The combat tests of one game system.
struct GameCombatSchema {
    std::string system;
    std::vector<TestSchema> tests;
    std::string default_test; ///< the test a Combat page opens on
    /// The die the dice-entry dialog shows for the test `test` of game `system`: the game's own
    /// die from its tables, or a numbered die (CustomDie::numbered); null hook or nullopt: D6.
    std::optional<CustomDie> (*entry_die)(const EngineTables& tables, std::string_view system, std::string_view test) = nullptr;
    bool hex_board = false; ///< results name hex-board quantities (retreat in hexes, morale hits…)
    /// Labels of the game's own result quantities (before the shared ones).
    std::vector<std::pair<std::string, Text>> quantity_labels;

    const TestSchema* find(std::string_view test) const;
};

/// The combat schema of every installed game module (game_module.h), in the order installed.
const std::vector<GameCombatSchema>& combat_schemas();
/// The schema of `system`, or null.
const GameCombatSchema* find_combat_schema(std::string_view system);
/// The schema of a test; an unknown one is a programming error (std::logic_error).
const TestSchema& combat_schema(std::string_view system, std::string_view test);
/// The die to enter rolls of `test` of `system` with (none: six-sided dice).
std::optional<CustomDie> entry_die(const EngineTables& tables, std::string_view system, std::string_view test);

/// The choices a form offers for `field`: named from the game's tables when the field says so
/// (`data_choices`), else its own `choices`.
std::vector<FieldChoice> form_choices(const EngineTables& tables, const SchemaField& field);

/// The value `profile` gives to `field`, read with the stat parsers; nullopt when the field has
/// no `fill`, the stat is absent or not one of the choices. Throws InvalidInputError (not
/// located) when the stat cannot be used as a fixed value ("d3", "+1"): give it inline.
std::optional<FieldValue> profile_value(const SchemaField& field, const Profile& profile);

/// Builds the fields of a test (the per-game schema files use these).
SchemaField integer_field(std::string path, Text label, int min, int max, int value);
SchemaField required_integer(std::string path, Text label, int min, int max, int start);
/// `unset` names in words what an absent value means ("From the troop line"); empty: "Not given".
SchemaField optional_integer(std::string path, Text label, int min, int max, Text tip, Text unset = {});
SchemaField boolean_field(std::string path, Text label, bool value = false);
SchemaField choice_field(std::string path, Text label, std::vector<FieldChoice> choices, std::string value);
/// `f` with `start` as the value a new form shows.
SchemaField starting(SchemaField f, FieldValue start);
/// `f` filled from the unit's `stat`, read by `reading`.
SchemaField filled(SchemaField f, std::string stat, StatReading reading);
/// `f` not drawn by the forms.
SchemaField hidden(SchemaField f);
/// Shared by the hex-board games: the defender's hex terrain at `path`.
SchemaField hex_terrain_field(std::string path);
/// Shared by the hex-board games: the test-level facts (range in hexes with `range_label`, the
/// "melee" flag, the retreat blocked after N hexes).
std::vector<SchemaField> hex_attack_fields(Text range_label);
/// Shared by the hex-board games: a character on the defender's hex (`defender.character`: "",
/// "officer", "general", "commander") and a friendly unit within his flight (`defender.character_refuge`).
std::vector<SchemaField> hex_character_fields();
/// Shared by the hex-board games: the attacker is a panicking elephant attacking the unit that
/// blocks its flight (`attacker.flight_blocked`).
SchemaField hex_flight_blocked_field();

} // namespace ost::engine
