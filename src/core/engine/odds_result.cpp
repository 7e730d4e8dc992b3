// Look-ups into an OddsResult by stable id.
#include "core/engine/odds_result.h"

#include "core/engine/combat_schema.h"

namespace ost::engine {

const Outcome* OddsResult::outcome(const std::string& id) const {
    for (const auto& o : outcomes) {
        if (o.id == id) {
            return &o;
        }
    }
    return nullptr;
}

const Outcome* OddsResult::flag(const std::string& id) const {
    for (const auto& o : flags) {
        if (o.id == id) {
            return &o;
        }
    }
    return nullptr;
}

const Distribution* OddsResult::distribution(const std::string& id) const {
    for (const auto& [name, d] : distributions) {
        if (name == id) {
            return &d;
        }
    }
    return nullptr;
}

std::optional<long double> OddsResult::expectation(const std::string& id) const {
    for (const auto& [name, v] : expected) {
        if (name == id) {
            return v;
        }
    }
    return std::nullopt;
}

Text reading_text(const Reading& r) {
    return (r.ours ? TR_("Our reading: {0} {1}") : TR_("The reading you chose: {0} {1}")).arg(r.reading).arg(r.other);
}

Text quantity_label(const std::string& id, const std::string& system) {
    const GameCombatSchema* game = find_combat_schema(system);
    if (game != nullptr) {
        for (const auto& [key, label] : game->quantity_labels) {
            if (key == id) {
                return label;
            }
        }
    }
    if (game != nullptr && game->hex_board) {
        static const std::vector<std::pair<std::string, Text>> hex{
            {"losses", TR_("Losses (elements removed)")},   {"morale_hits", TR_("Morale hits received")},
            {"retreat_hexes", TR_("Retreat (hexes)")},      {"flags_ignored", TR_("Morale hits ignored")},
            {"orders", TR_("Order counters gained")},
            {"riposte_losses", TR_("Riposte: the attacker's losses")},
            {"riposte_morale_hits", TR_("Riposte: the attacker's morale hits")},
            {"animal_units_retreat", TR_("Units with animals that retreat")},
            {"gun_bursts", TR_("Gun burst")},
            {"scatter", TR_("Scatter (0 on target, 1 short, 2 long)")},
            {"flight_hexes", TR_("Flight of a panicking elephant (hexes a turn)")},
            {"next_move_hexes", TR_("Hexes taken from the artillery's next move")},
        };
        for (const auto& [key, label] : hex) {
            if (key == id) {
                return label;
            }
        }
    }
    static const std::vector<std::pair<std::string, Text>> labels{
        {"orders", TR_("Orders received in a row")},
        {"hits", TR_("Wounds (hits not saved)")},
        {"stands_lost", TR_("Stands removed")},
        {"distance_cm", TR_("Drive-back distance (cm)")},
        {"attacker_stands_lost", TR_("Stands lost by the attacker")},
        {"defender_stands_lost", TR_("Stands lost by the defender")},
        {"retreat_cm", TR_("Retreat of the loser (cm)")},
        {"attacker_fall_back_cm", TR_("Attacker's fall back on a draw (cm)")},
        {"defender_fall_back_cm", TR_("Defender's fall back on a draw (cm)")},
        {"margin", TR_("Margin (attacker minus defender)")},
        {"cohesion", TR_("Army cohesion")},
        {"losses", TR_("Loss points")},
        {"opponent_cohesion", TR_("Opponent's cohesion")},
        {"opponent_losses", TR_("Opponent's loss points")},
    };
    for (const auto& [key, label] : labels) {
        if (key == id) {
            return label;
        }
    }
    return Text::verbatim(id);
}

} // namespace ost::engine
