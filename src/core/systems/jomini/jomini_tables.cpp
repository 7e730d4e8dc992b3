// Loading data/engine/jomini.json (located errors) and the Jomini die and troop table of the system file.
#include "core/systems/jomini/jomini_tables.h"

#include "core/systems/ab/ab_tables.h"
#include "core/engine/table_json.h"
#include "core/support/error.h"
#include "core/support/json_document.h"

#include <charconv>
#include <utility>

namespace ost::engine {

namespace {
int number(const std::string* text, int fallback) {
    if (text == nullptr) {
        return fallback;
    }
    int v = fallback;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
    return ec == std::errc() && end == text->data() + text->size() ? v : fallback;
}
} // namespace

JominiTables JominiTables::load(const std::filesystem::path& file, const GameSystem* system) {
    return read(JsonDocument::load_file(file), system);
}

JominiTables JominiTables::read(const JsonDocument& doc, const GameSystem* system) {
    const auto root = doc.root();
    root.check_keys({"about", "targets", "kinds", "terrain", "tactical_advantage", "morale", "order_letter", "retreat",
                     "troop_notes", "dice", "wagons"});
    JominiTables t;
    t.target_symbol = json_string_map(root.at("targets"));
    read_hex_kinds_and_terrain(root, t);
    const auto ta = root.at("tactical_advantage");
    ta.check_keys({"rule", "note", "both_apply", "rows"});
    t.tactical_advantage = SpecialHitTable::load(ta, ta.at("both_apply").as_bool(), hex_conditions());
    const auto morale = root.at("morale");
    morale.check_keys({"rule", "note", "supported", "per_officer", "artillery"});
    t.ignore_supported = static_cast<int>(morale.at("supported").as_int(0, 6));
    t.ignore_per_officer = static_cast<int>(morale.at("per_officer").as_int(0, 6));
    t.ignore_artillery = static_cast<int>(morale.at("artillery").as_int(0, 6));
    const auto letter = root.at("order_letter");
    letter.check_keys({"rule", "artillery_first_is_flag"});
    t.artillery_first_letter_is_flag = static_cast<int>(letter.at("artillery_first_is_flag").as_int(0, 6));
    const auto retreat = root.at("retreat");
    for (const auto& k : retreat.keys()) {
        if (k != "rule" && k != "note") {
            t.retreat[k] = static_cast<int>(retreat.at(k).as_int(0, 6));
        }
    }
    const auto dice = root.at("dice");
    dice.check_keys({"rule", "animal_effect"});
    t.animal_effect = static_cast<int>(dice.at("animal_effect").as_int(-6, 0));
    const auto wagons = root.at("wagons");
    wagons.check_keys({"rule", "note", "max_dice", "flags_ignored"});
    t.wagon_max_dice = static_cast<int>(wagons.at("max_dice").as_int(0, 60));
    t.wagon_flags_ignored = static_cast<int>(wagons.at("flags_ignored").as_int(0, 6));
    const auto notes = root.at("troop_notes");
    std::map<std::string, JominiTroopLine> modifiers;
    for (const auto& id : notes.keys()) {
        if (id == "rule" || id == "note") {
            continue;
        }
        const auto m = notes.at(id);
        m.check_keys({"close_combat", "per_hex_moved", "if_moved", "no_fire_after_move", "vs_cavalry_artillery",
                      "opponent", "irregular", "loss", "ambush"});
        JominiTroopLine line;
        auto get = [&](const char* key) { return m.find(key) ? static_cast<int>(m.at(key).as_int(-6, 6)) : 0; };
        if (m.find("loss")) {
            line.loss = m.at("loss").as_choice({"panic", "gone"});
        }
        line.ambush = get("ambush") != 0;
        line.close_combat = get("close_combat");
        line.per_hex_moved = get("per_hex_moved");
        line.if_moved = get("if_moved");
        line.no_fire_after_move = get("no_fire_after_move") != 0;
        line.vs_cavalry_artillery = get("vs_cavalry_artillery");
        line.opponent = get("opponent");
        line.irregular = get("irregular");
        modifiers[id] = line;
    }
    if (system != nullptr) {
        t.die = CustomDie::from_system(*system);
        for (const CatalogueEntry* entry : system->catalogue_of("troop-data")) {
            JominiTroopLine line = modifiers.count(entry->id) ? modifiers.at(entry->id) : JominiTroopLine{};
            line.range = number(entry->profile.get("range"), 1);
            line.factor = number(entry->profile.get("factor"), 0);
            line.name = entry->name.text();
            line.notes = entry->note.empty() ? Text() : entry->note.text();
            t.troops[entry->id] = line;
        }
        for (const auto& [id, line] : modifiers) {
            if (!t.troops.count(id)) {
                throw InvalidInputError(TR_("{0}: the troop line \"{1}\" is not in the Jomini troop table.")
                                            .arg(doc.name())
                                            .arg(id));
            }
        }
    }
    return t;
}

} // namespace ost::engine
