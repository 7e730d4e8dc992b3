// Reads legality scenario files into a Situation, every error located in the JSON.
// Troops, list lines and roster entries are resolved through LegalityService.
#include "core/services/legality_scenario.h"

#include "core/engine/legality/hex_board_facts.h"
#include "core/engine/legality/hex_grid.h"
#include "core/io/roster_reader.h"
#include "core/model/roster.h"
#include "core/services/legality_service.h"
#include "core/support/confined_path.h"
#include "core/support/error.h"
#include "core/support/json_document.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cmath>
#include <sstream>

namespace ost {
namespace fs = std::filesystem;
using namespace engine::legality;

namespace {

std::string join(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& i : items) {
        out += (out.empty() ? "" : ", ") + i;
    }
    return out;
}

/// `value` as one of `allowed`, failing with the list and a "did you mean".
std::string choice(const JsonValue& value, const std::vector<std::string>& allowed, const Text& what) {
    const auto text = value.as_string();
    if (std::find(allowed.begin(), allowed.end(), text) != allowed.end()) {
        return text;
    }
    const auto near = nearest_word(text, allowed);
    if (!near.empty()) {
        value.fail(TR_("\"{0}\" is not a known {1}; did you mean \"{2}\"?").arg(text).arg(what).arg(near));
    }
    value.fail(TR_("\"{0}\" is not a known {1} (known: {2}).").arg(text).arg(what).arg(join(allowed)));
}

void read_flags(const JsonValue& value, Flags& flags, const std::vector<std::string>& allowed, const Text& what) {
    if (value.is_array()) {
        flags.on.clear();
        flags.off.clear();
        for (const auto& item : value.items()) {
            flags.on.insert(choice(item, allowed, what));
        }
        flags.complete = true;
        return;
    }
    if (!value.is_object()) {
        value.fail(TR_("Expected a list of ids, or an object of ids to true or false."));
    }
    for (const auto& key : value.keys()) {
        const auto item = value.at(key);
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
            const auto near = nearest_word(key, allowed);
            throw InvalidInputError(near.empty() ? TR_("\"{0}\" is not a known {1} (known: {2}).").arg(key).arg(what).arg(join(allowed))
                                                 : TR_("\"{0}\" is not a known {1}; did you mean \"{2}\"?").arg(key).arg(what).arg(near),
                                    {}, value.key_location(key));
        }
        (item.as_bool() ? flags.on : flags.off).insert(key);
        (item.as_bool() ? flags.off : flags.on).erase(key);
    }
}

template <typename T>
std::vector<std::string> ids_of(const std::vector<T>& items) {
    std::vector<std::string> out;
    for (const auto& i : items) {
        out.push_back(i.id);
    }
    return out;
}

UnitFacts read_unit(const JsonValue& value, const std::string& system, LegalityService& service, const fs::path& base_dir) {
    if (!value.is_object()) {
        value.fail(TR_("A unit is an object: {\"troop\": …}, {\"unit\": \"LIST/ENTRY\"}, {\"roster\": …, \"entry\": …} or {\"camp\": true}."));
    }
    value.check_keys({"troop", "unit", "roster", "entry", "camp", "capabilities", "state", "terrain", "formation", "name"});
    const auto& table = service.table(system);
    const int sources = (value.find("troop") ? 1 : 0) + (value.find("unit") ? 1 : 0) + (value.find("roster") ? 1 : 0) +
                        (value.find("camp") ? 1 : 0);
    if (sources != 1) {
        value.fail(TR_("A unit needs exactly one of \"troop\", \"unit\", \"roster\" and \"camp\"."));
    }
    UnitFacts u;
    if (const auto troop = value.find("troop")) {
        u = service.troop(system, choice(*troop, service.troops(system), TR_("troop")));
    } else if (const auto ref = value.find("unit")) {
        auto text = ref->as_string();
        if (text.starts_with(system + "/") && text.find('/', system.size() + 1) != std::string::npos) {
            text.erase(0, system.size() + 1); // SYSTEM/LIST/ENTRY, as combat scenarios write it
        }
        const auto slash = text.find('/');
        if (slash == std::string::npos) {
            ref->fail(TR_("\"unit\" is written LIST/ENTRY, e.g. \"empire/halberdiers\"."));
        }
        try {
            u = service.list_unit(system, text.substr(0, slash), text.substr(slash + 1));
        } catch (const InvalidInputError& e) {
            ref->fail(e.message());
        }
    } else if (const auto roster_file = value.find("roster")) {
        const auto entry = value.at("entry");
        std::filesystem::path path;
        try { // only beside the scenario or in the data folder
            path = confined_path(roster_file->as_string(), base_dir,
                                {base_dir.empty() ? "." : base_dir, service.share_dir()});
        } catch (const InvalidInputError& e) {
            roster_file->fail(e.message());
        }
        const auto roster = read_roster_file(path);
        if (roster.system_id != system) {
            roster_file->fail(TR_("This roster is for {0}, not {1}.").arg(roster.system_id).arg(system));
        }
        const auto id = entry.as_string();
        const auto it = std::find_if(roster.entries.begin(), roster.entries.end(), [&](const RosterEntry& e) { return e.id == id; });
        if (it == roster.entries.end()) {
            entry.fail(TR_("The roster has no entry \"{0}\".").arg(id));
        }
        try {
            u = service.list_unit(system, it->list_id.empty() ? roster.list_id : it->list_id, it->unit_id);
        } catch (const InvalidInputError& e) {
            entry.fail(e.message());
        }
        for (const auto& option : it->options) {
            if (table.capability(option.id) != nullptr && option.count > 0) {
                u.capabilities.on.insert(option.id);
            }
        }
    } else {
        const auto camp = value.at("camp");
        if (!camp.as_bool()) {
            camp.fail(TR_("\"camp\" can only be true (leave it out otherwise)."));
        }
        try {
            u = service.extra_target(system, "camp");
        } catch (const InvalidInputError& e) {
            camp.fail(e.message());
        }
    }
    if (const auto caps = value.find("capabilities")) {
        if (u.camp) {
            caps->fail(TR_("The camp has no capabilities."));
        }
        auto allowed = ids_of(table.capabilities);
        for (const auto* e : service.game_system(system).catalogue_of("capability")) {
            if (std::find(allowed.begin(), allowed.end(), e->id) == allowed.end()) {
                allowed.push_back(e->id);
            }
        }
        if (u.capabilities.complete && caps->is_array()) {
            // A list unit's capabilities are known; an array adds to them.
            Flags extra;
            read_flags(*caps, extra, allowed, TR_("capability"));
            u.capabilities.on.insert(extra.on.begin(), extra.on.end());
        } else {
            read_flags(*caps, u.capabilities, allowed, TR_("capability"));
        }
    }
    if (const auto states = value.find("state")) {
        if (u.camp) {
            states->fail(TR_("The camp has no state."));
        }
        read_flags(*states, u.states, ids_of(table.states), TR_("state"));
    }
    if (const auto terrain = value.find("terrain")) {
        u.terrain = choice(*terrain, ids_of(table.terrains), TR_("terrain"));
    }
    if (const auto formation = value.find("formation")) {
        if (table.formations.empty()) {
            formation->fail(TR_("This system has no formations to declare."));
        }
        u.formation = choice(*formation, table.formation_ids(), TR_("formation"));
    }
    if (const auto name = value.find("name")) {
        u.name_fr = u.name_en = name->as_string();
    }
    return u;
}

/// "q,r" (axial coordinates, e.g. "2,-1") as a hex.
HexCoord read_hex(const JsonValue& value, const std::string& text) {
    const auto comma = text.find(',');
    int q = 0;
    int r = 0;
    const auto* end = text.data() + text.size();
    const bool ok = comma != std::string::npos &&
                    std::from_chars(text.data(), text.data() + comma, q).ec == std::errc() &&
                    std::from_chars(text.data() + comma + 1, end, r).ptr == end && std::abs(q) <= 1000 && std::abs(r) <= 1000;
    if (!ok) {
        value.fail(TR_("A hex is written \"q,r\" in axial coordinates (whole numbers from -1000 to 1000), e.g. \"2,-1\"; not \"{0}\".").arg(text));
    }
    return HexCoord{q, r};
}

/// The "board" of a hex game: the hexes that are not plain open ground, the acting unit's hex
/// and the target's. Gives the facts the board answers (distance, adjacent enemy, line of
/// sight, lower target).
std::map<std::string, std::string> read_board(const JsonValue& board, const std::string& system,
                                              LegalityService& service) {
    HexSightRules sight;
    try {
        sight = service.hex_sight(system); // board="hex" in the system's data
    } catch (const InvalidInputError& e) {
        board.fail(e.message());
    }
    board.check_keys({"actor", "target", "hexes"});
    const auto actor_value = board.at("actor");
    const auto target_value = board.at("target");
    const auto actor = read_hex(actor_value, actor_value.as_string());
    const auto target = read_hex(target_value, target_value.as_string());
    HexGrid grid;
    if (const auto hexes = board.find("hexes")) {
        if (!hexes->is_object()) {
            hexes->fail(TR_("\"hexes\" is an object: {\"q,r\": {\"terrain\": …, \"height\": …, \"unit\": {…}}}."));
        }
        for (const auto& key : hexes->keys()) {
            const auto cell_value = hexes->at(key);
            HexCoord h;
            try {
                h = read_hex(cell_value, key);
            } catch (const InvalidInputError& e) {
                throw InvalidInputError(e.message(), {}, hexes->key_location(key));
            }
            cell_value.check_keys({"terrain", "height", "unit"});
            HexCell cell;
            if (const auto t = cell_value.find("terrain")) {
                cell.terrain = t->as_choice({"open", "rough", "wood", "house", "hill"});
            }
            if (const auto height = cell_value.find("height")) {
                cell.level = static_cast<int>(height->as_int(0, 2));
            }
            if (cell.terrain == "hill" && cell.level == 0) {
                cell.level = 1;
            }
            if (const auto u = cell_value.find("unit")) {
                u->check_keys({"side", "artillery", "elephant", "label"});
                HexUnit unit;
                if (const auto side = u->find("side")) {
                    unit.side = static_cast<int>(side->as_int(0, 1));
                }
                if (const auto art = u->find("artillery")) {
                    unit.artillery = art->as_bool();
                }
                if (const auto el = u->find("elephant")) {
                    unit.elephant = el->as_bool();
                }
                if (const auto label = u->find("label")) {
                    unit.label = label->as_string();
                }
                cell.unit = unit;
            }
            grid.set(h, cell);
        }
    }
    if (actor == target) {
        target_value.fail(TR_("The target stands on the acting unit's hex."));
    }
    return hex_board_facts(grid, actor, target, sight).facts();
}

std::string number_text(double v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

} // namespace

Situation read_legality_scenario(const JsonDocument& doc, LegalityService& service, const fs::path& base_dir) {
    const auto root = doc.root();
    if (!root.is_object()) {
        root.fail(TR_("A scenario is a JSON object with \"system\", \"question\" and \"actor\"."));
    }
    if (const auto test = root.find("test")) {
        test->fail(TR_("This is an odds scenario (\"test\"); legality scenarios have \"question\"."));
    }
    Situation s;
    const auto system_value = root.at("system");
    s.system = choice(system_value, service.systems(), TR_("game system with legality rules"));
    const auto& table = service.table(s.system);
    std::vector<std::string> keys{"system", "question", "actor", "target", "note", "board"};
    for (const auto& f : table.facts) {
        keys.push_back(f.id);
    }
    root.check_keys(keys);
    s.question = choice(root.at("question"), ids_of(table.questions), TR_("question"));
    s.actor = read_unit(root.at("actor"), s.system, service, base_dir);
    if (const auto target = root.find("target")) {
        s.target = read_unit(*target, s.system, service, base_dir);
    }
    if (s.actor.camp) {
        root.at("actor").fail(TR_("The camp cannot act; it can only be a target."));
    }
    if (const auto board = root.find("board")) {
        // The board answers its facts; a fact written beside it takes precedence (read below).
        for (auto& [id, value] : read_board(*board, s.system, service)) {
            if (table.fact(id) != nullptr) {
                s.facts[id] = value;
            }
        }
    }
    for (const auto& f : table.facts) {
        const auto v = root.find(f.id);
        if (!v) {
            continue;
        }
        switch (f.type) {
        case FactType::Bool:
            s.facts[f.id] = v->as_bool() ? "yes" : "no";
            break;
        case FactType::Enum:
            s.facts[f.id] = choice(*v, f.value_ids(), Text::verbatim(f.id));
            break;
        case FactType::Number: {
            const double d = v->as_number();
            if (!std::isfinite(d) || d < 0) {
                v->fail(TR_("A distance is a number of zero or more."));
            }
            s.facts[f.id] = number_text(d);
            break;
        }
        }
    }
    return s;
}

} // namespace ost
