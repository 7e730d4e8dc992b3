// Fuzz target: the hex board of a legality scenario (A&B, Jomini), alone. The input is the
// "board" object; the harness sets it in a fixed scenario so every mutation reaches the board.
#include "core/engine/legality/hex_coord.h"
#include "core/engine/legality/verdict.h"
#include "core/services/legality_scenario.h"
#include "core/services/legality_service.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/systems/game_registry.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
/// "q,r" as the reader accepted it (the harness only calls this on accepted boards).
ost::engine::legality::HexCoord hex_of(const std::string& text) {
    const auto comma = text.find(',');
    ost::engine::legality::HexCoord h;
    std::from_chars(text.data(), text.data() + comma, h.q);
    std::from_chars(text.data() + comma + 1, text.data() + text.size(), h.r);
    return h;
}
} // namespace

/// First byte: the game (even: ab, odd: jomini) and the question (shoot or line-of-sight); the
/// rest: the board. Invariants: refusals are located in the scenario; an accepted board gives the
/// distance between its two hexes as the "distance" fact and yes/no for its line of sight, and
/// the check gives a verdict of its question's vocabulary without throwing.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const bool installed = (ost::systems::install_game_systems(), true); // as a session does
    (void)installed;
    static ost::LegalityService service(OST_FUZZ_SHARE_DIR);
    if (size == 0) {
        return 0;
    }
    const bool jomini = (data[0] & 1) != 0;
    const bool shoot = (data[0] & 2) != 0;
    const std::string board(reinterpret_cast<const char*>(data) + 1, size - 1);
    const std::string text = std::string("{\"system\": \"") + (jomini ? "jomini" : "ab") + "\", \"question\": \"" +
                             (shoot ? "shoot" : "line-of-sight") + "\", \"actor\": {\"troop\": \"" +
                             (jomini ? "artillery" : "gunpowder-artillery") +
                             "\"}, \"target\": {\"troop\": \"infantry\"},\n\"board\": " + board + "\n}";
    ost::engine::legality::Situation situation;
    try {
        const auto doc = ost::JsonDocument::load_string(text, "fuzz.json");
        situation = ost::read_legality_scenario(doc, service);
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file != "fuzz.json") {
            std::abort(); // a refusal points into the scenario
        }
        return 0;
    }
    const auto parsed = nlohmann::json::parse(board);
    const auto actor = hex_of(parsed.at("actor").get<std::string>());
    const auto target = hex_of(parsed.at("target").get<std::string>());
    if (situation.facts.at("distance") != std::to_string(ost::engine::legality::hex_distance(actor, target))) {
        std::abort();
    }
    const auto& sight = situation.facts.at("line-of-sight");
    if (sight != "yes" && sight != "no") {
        std::abort();
    }
    const auto result = service.check(situation); // never throws for what the reader accepted
    if (!ost::engine::legality::belongs_to(result.verdict, result.kind)) {
        std::abort();
    }
    return 0;
}
