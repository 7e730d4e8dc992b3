// Fuzz target: the legality scenario reader rejects bad input with an InvalidInputError located
// in the input, and every scenario it accepts is checked without throwing, with a verdict of
// the question's own vocabulary.
#include "core/engine/legality/verdict.h"
#include "core/services/legality_scenario.h"
#include "core/services/legality_service.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/systems/game_registry.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const bool installed = (ost::systems::install_game_systems(), true); // as a session does
    (void)installed;
    static ost::LegalityService service(OST_FUZZ_SHARE_DIR);
    const std::string text(reinterpret_cast<const char*>(data), size);
    ost::engine::legality::Situation situation;
    try {
        const auto doc = ost::JsonDocument::load_string(text, "fuzz.json");
        situation = ost::read_legality_scenario(doc, service, OST_FUZZ_CORPUS_DIR);
    } catch (const ost::InvalidInputError& e) {
        // Every rejection says where, in the input itself (a roster file it names may be the
        // culprit instead: its own errors point into that file).
        if (e.location().file != "fuzz.json" && text.find("roster") == std::string::npos) {
            std::abort();
        }
        return 0;
    } catch (const ost::EnvironmentError&) {
        if (text.find("roster") == std::string::npos) {
            std::abort(); // only a roster file named by the input may be missing
        }
        return 0;
    }
    ost::engine::legality::CheckResult result;
    try {
        result = service.check(situation); // never throws for what the reader accepted...
    } catch (const ost::InvalidInputError&) {
        // ...but a question about two units asked without the other one (target="required",
        // issue 29): the evaluator asks for it, as the Legality page shows.
        if (situation.target) {
            std::abort();
        }
        return 0;
    }
    if (!ost::engine::legality::belongs_to(result.verdict, result.kind)) {
        std::abort();
    }
    if (result.verdict == ost::engine::legality::Verdict::Depends && result.missing.empty()) {
        std::abort(); // depends always names what it depends on
    }
    return 0;
}
