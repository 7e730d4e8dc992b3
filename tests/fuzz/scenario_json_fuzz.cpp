// Fuzz target: the JSON reader and the engine scenario parser must reject any input with a
// located InvalidInputError, and a scenario they accept must evaluate without crashing.
#include "core/engine/scenario.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/systems/game_registry.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
/// Units named in fuzzed scenarios resolve to a fixed WME stat line (no lists or storage here).
class FixedResolver final : public ost::engine::UnitResolver {
public:
    ost::Profile list_unit(const std::string& reference) const override {
        if (reference.empty()) {
            throw ost::InvalidInputError(TR_("Units from lists or rosters cannot be used here: give the stats inline."));
        }
        return ost::Profile{"unit", {{"type", "cavalry"}, {"attacks", "3"}, {"hits", "3"}, {"armour", "5+"}, {"size", "3"}}};
    }
    ost::Profile roster_unit(const std::filesystem::path& file, const std::string& entry) const override {
        return list_unit(file.string() + entry);
    }
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const bool installed = (ost::systems::install_game_systems(), true); // as a session does
    (void)installed;
    static const ost::engine::EngineTables tables = ost::engine::EngineTables::load(OST_FUZZ_ENGINE_DATA);
    try {
        const auto doc = ost::JsonDocument::load_string(std::string(reinterpret_cast<const char*>(data), size),
                                                        "fuzz.json");
        const FixedResolver resolver;
        const auto scenario = ost::engine::parse_scenario(doc, &resolver);
        (void)ost::engine::evaluate(tables, scenario);
        ost::engine::SeededDice dice(1);
        (void)ost::engine::resolve_roll(tables, scenario, dice);
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file != "fuzz.json" && e.location().file.empty() == false) {
            std::abort(); // a rejection names the scenario, or no file (a resolver-level check)
        }
    }
    return 0;
}
