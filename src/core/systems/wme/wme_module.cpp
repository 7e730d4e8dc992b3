// The WME game module: its scenario parser (command, shooting, drive-back, combat) and the
// dispatch of its requests to the WME resolvers; registered in game_registry.cpp.
#include "core/engine/game_module.h"
#include "core/engine/scenario.h"
#include "core/engine/scenario_fields.h"
#include "core/systems/wme/wme_off_table.h"
#include "core/systems/wme/wme_resolver.h"
#include "core/systems/wme/wme_tables.h"
#include "core/support/error.h"

#include <memory>

namespace ost::engine {

GameCombatSchema wme_combat_schema();

namespace {
constexpr const char* kId = "wme";
const std::vector<std::string>& kTop = kTopKeys;

/// A side of a WME combat: the unit's stats (read as the schema says), then the inline facts.
WmeCombatant wme_combatant(const JsonValue& o, const TestSchema& schema, const std::string& side,
                           const UnitResolver* resolver, const std::filesystem::path& base) {
    std::vector<std::string> keys{"type", "attacks", "hits", "armour", "stands", "charging", "confused", "flank",
                                  "rear", "supports", "terrifying", "units", "flying"};
    const SchemaField* shot = schema.find(side + ".shot_wounds");
    if (shot != nullptr) {
        keys.push_back("shot_wounds");
    }
    o.check_keys(with(kUnitRefKeys, keys));
    auto f = [&](const char* key) -> const SchemaField& { return schema.field(side + "." + key); };
    const std::optional<Profile> unit = referenced(o, resolver, base);
    const std::optional<JsonValue> where = unit ? std::optional<JsonValue>(reference_of(o)) : std::nullopt;
    auto from_unit = [&](const SchemaField& field) { return unit ? unit_value(field, unit, *where) : std::nullopt; };
    const auto type = from_unit(f("type"));
    const auto attacks = from_unit(f("attacks"));
    const auto hits = from_unit(f("hits"));
    const auto armour = from_unit(f("armour"));
    const auto stands = from_unit(f("stands"));
    WmeCombatant c;
    c.type = field_choice(o, f("type"), type ? std::optional(type->choice) : std::nullopt);
    c.attacks = field_int(o, f("attacks"), attacks ? std::optional(attacks->number) : std::nullopt);
    c.hits = field_int(o, f("hits"), hits ? std::optional(hits->number) : std::nullopt);
    c.armour = field_save(o, f("armour"), armour ? std::optional(armour->number) : std::nullopt);
    c.stands = field_int(o, f("stands"), stands ? std::optional(stands->number) : std::nullopt);
    c.charging = field_bool(o, f("charging"));
    c.confused = field_bool(o, f("confused"));
    c.flank_or_rear = field_bool(o, f("flank")) || field_bool(o, f("rear"));
    c.supports = field_int(o, f("supports"));
    c.terrifying = field_bool(o, f("terrifying"));
    c.units = field_int(o, f("units"));
    c.flying = field_bool(o, f("flying"));
    if (shot != nullptr) {
        c.shot_wounds = field_int(o, *shot);
    }
    return c;
}

const std::vector<std::string> kOrderFacts{"distance_cm", "enemy_within_20cm", "exposed_flank", "difficult_terrain",
                                           "stands_lost", "slow", "unreliable"};

/// One unit's order facts (the command test's own, or a brigade member's: the same fields).
WmeOrderTarget order_target(const JsonValue& o, const TestSchema& s) {
    WmeOrderTarget t;
    t.distance_cm = field_int(o, s.field("distance_cm"));
    t.enemy_within_20cm = field_bool(o, s.field("enemy_within_20cm"));
    t.exposed_flank = field_bool(o, s.field("exposed_flank"));
    t.difficult_terrain = field_bool(o, s.field("difficult_terrain"));
    t.stands_lost = field_int(o, s.field("stands_lost"));
    t.slow = field_bool(o, s.field("slow"));
    t.unreliable = field_bool(o, s.field("unreliable"));
    return t;
}

WmeCommandRequest wme_command_request(const JsonValue& root, const TestSchema& s) {
    root.check_keys(with(with(kTop, kOrderFacts), {"command", "order", "brigade"}));
    WmeCommandRequest r;
    r.command = field_int(root, s.field("command"));
    r.order = field_int(root, s.field("order"));
    r.unit = order_target(root, s);
    if (const auto b = root.find("brigade")) {
        const auto units = b->items();
        if (units.empty() || units.size() > 4) {
            b->fail(TR_("A brigade has 1 to 4 units."));
        }
        for (const auto& u : units) {
            u.check_keys(with(kOrderFacts, {"name"}));
            r.brigade.push_back(order_target(u, s));
        }
    }
    return r;
}

/// The dice of a shooting test: "dice", or a "shooter" (shots per stand × stands).
int wme_shooting_dice(const JsonValue& root, const TestSchema& s, const UnitResolver* resolver,
                      const std::filesystem::path& base) {
    const auto dice = root.find("dice");
    const auto shooter = root.find("shooter");
    if (dice && shooter) {
        shooter->fail(TR_("Give either \"dice\" or \"shooter\", not both."));
    }
    if (dice) {
        return field_int(root, s.field("dice"));
    }
    if (!shooter) {
        root.fail(TR_("A shooting test needs \"dice\" or a \"shooter\"."));
    }
    shooter->check_keys(with(kUnitRefKeys, {"stands", "shots"}));
    const std::optional<Profile> unit = referenced(*shooter, resolver, base);
    std::optional<int> shots, stands;
    if (unit) {
        const JsonValue where = reference_of(*shooter);
        if (const auto v = unit_value(s.field("shooter.shots"), unit, where)) shots = v->number;
        if (const auto v = unit_value(s.field("shooter.stands"), unit, where)) stands = v->number;
    }
    return field_int(*shooter, s.field("shooter.shots"), shots) * field_int(*shooter, s.field("shooter.stands"), stands);
}

WmeShootingRequest wme_shooting_request(const JsonValue& root, const TestSchema& s, const UnitResolver* resolver,
                                        const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"dice", "shooter", "target"}));
    WmeShootingRequest r;
    r.dice = wme_shooting_dice(root, s, resolver, base);
    const auto target = root.at("target");
    target.check_keys(with(kUnitRefKeys, {"type", "armour", "cover", "hits", "stands"}));
    const std::optional<Profile> unit = referenced(target, resolver, base);
    std::optional<int> armour, hits, stands;
    std::optional<std::string> type;
    if (unit) {
        const JsonValue where = reference_of(target);
        if (const auto v = unit_value(s.field("target.type"), unit, where)) type = v->choice;
        if (const auto v = unit_value(s.field("target.armour"), unit, where)) armour = v->number;
        if (const auto v = unit_value(s.field("target.hits"), unit, where)) hits = v->number;
        if (const auto v = unit_value(s.field("target.stands"), unit, where)) stands = v->number;
    }
    r.type = field_choice(target, s.field("target.type"), type);
    r.armour = field_save(target, s.field("target.armour"), armour);
    r.cover = field_choice(target, s.field("target.cover"));
    r.hits = field_int(target, s.field("target.hits"), hits);
    r.stands = field_int(target, s.field("target.stands"), stands);
    return r;
}

WmeDriveBackRequest wme_drive_back_request(const JsonValue& root, const TestSchema& s, const UnitResolver* resolver,
                                           const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"wounds", "target"}));
    WmeDriveBackRequest r;
    r.wounds = field_int(root, s.field("wounds"));
    if (const auto target = root.find("target")) {
        target->check_keys(with(kUnitRefKeys, {"type", "cover", "pace_cm", "charging", "fanatic"}));
        const std::optional<Profile> unit = referenced(*target, resolver, base);
        std::optional<std::string> type;
        if (unit) {
            if (const auto v = unit_value(s.field("target.type"), unit, reference_of(*target))) type = v->choice;
        }
        r.type = field_choice(*target, s.field("target.type"), type);
        r.cover = field_choice(*target, s.field("target.cover"));
        r.pace_cm = field_int(*target, s.field("target.pace_cm"));
        r.charging = field_bool(*target, s.field("target.charging"));
        r.fanatic = field_bool(*target, s.field("target.fanatic"));
    }
    return r;
}

WmeCombatRequest wme_combat_request(const JsonValue& root, const TestSchema& s, const UnitResolver* resolver,
                                    const std::filesystem::path& base) {
    root.check_keys(with(kTop, {"attacker", "defender", "situation", "rounds"}));
    WmeCombatRequest r;
    r.attacker = wme_combatant(root.at("attacker"), s, "attacker", resolver, base);
    r.defender = wme_combatant(root.at("defender"), s, "defender", resolver, base);
    r.rounds = field_int(root, s.field("rounds"));
    if (const auto situation = root.find("situation")) {
        situation->check_keys({"terrain", "defended", "fortified", "pursue", "shot_wounds"});
        r.shot_wounds_reading = field_choice(*situation, s.field("situation.shot_wounds"));
        r.cover = field_choice(*situation, s.field("situation.terrain"));
        if (field_bool(*situation, s.field("situation.defended"))) {
            r.cover = "defended";
        }
        if (field_bool(*situation, s.field("situation.fortified"))) {
            r.cover = "fortified";
        }
        r.pursue = field_bool(*situation, s.field("situation.pursue"));
    }
    return r;
}

std::any parse_wme(const TestSchema& s, const JsonValue& root, const UnitResolver* resolver,
                   const std::filesystem::path& base) {
    const std::string& test = s.id;
    if (test == "command") {
        return wme_command_request(root, s);
    }
    if (test == "shooting") {
        return wme_shooting_request(root, s, resolver, base);
    }
    if (test == "drive-back") {
        return wme_drive_back_request(root, s, resolver, base);
    }
    if (test == "off-table") {
        root.check_keys(with(kTop, {"stands_lost"}));
        return WmeOffTableRequest{field_int(root, s.field("stands_lost"))};
    }
    return wme_combat_request(root, s, resolver, base);
}

OddsResult wme_odds(const EngineTables& tables, const Scenario& s) {
    const auto& t = tables.of<WmeTables>(kId);
    if (const auto* r = std::any_cast<WmeCommandRequest>(&s.request)) {
        return wme_command(t, *r);
    }
    if (const auto* r = std::any_cast<WmeShootingRequest>(&s.request)) {
        return wme_shooting(t, *r);
    }
    if (const auto* r = std::any_cast<WmeDriveBackRequest>(&s.request)) {
        return wme_drive_back(t, *r);
    }
    if (const auto* r = std::any_cast<WmeOffTableRequest>(&s.request)) {
        return wme_off_table(t, *r);
    }
    return wme_combat(t, request_as<WmeCombatRequest>(s));
}

RollReport wme_roll(const EngineTables& tables, const Scenario& s, DiceSource& dice) {
    const auto& t = tables.of<WmeTables>(kId);
    if (const auto* r = std::any_cast<WmeCommandRequest>(&s.request)) {
        return wme_command_roll(t, *r, dice);
    }
    if (const auto* r = std::any_cast<WmeShootingRequest>(&s.request)) {
        return wme_shooting_roll(t, *r, dice);
    }
    if (const auto* r = std::any_cast<WmeDriveBackRequest>(&s.request)) {
        return wme_drive_back_roll(t, *r, dice);
    }
    if (const auto* r = std::any_cast<WmeOffTableRequest>(&s.request)) {
        return wme_off_table_roll(t, *r, dice);
    }
    return wme_combat_roll(t, request_as<WmeCombatRequest>(s), dice);
}

std::any read_wme_tables(const JsonDocument& doc, const GameSystem*) {
    return std::make_shared<const WmeTables>(WmeTables::read(doc));
}
} // namespace

GameModule wme_module() {
    return GameModule{wme_combat_schema(), &read_wme_tables, &parse_wme, &wme_odds, &wme_roll};
}

} // namespace ost::engine
