// Fuzz target: the roster reader rejects bad input with an InvalidInputError located in the
// input, every roster it accepts survives write + re-read, and validation never throws.
#include "core/io/army_list_reader.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/error.h"
#include "core/validation/roster_validator.h"
#include "core/systems/game_registry.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
/// Validators on the bundled Empire and Sumer lists (paths set by tests/fuzz/CMakeLists.txt).
const ost::RosterValidator& validator_for(const std::string& system_id) {
    static const auto make = [](const char* system_file, const char* list_file) {
        auto system = ost::read_system(ost::XmlDocument::load_file(system_file));
        auto list = ost::read_army_list(ost::XmlDocument::load_file(list_file), system);
        return ost::RosterValidator(std::move(system), std::move(list));
    };
    static const auto wme = make(OST_FUZZ_WME_SYSTEM, OST_FUZZ_WME_LIST);
    static const auto adlg = make(OST_FUZZ_ADLG_SYSTEM, OST_FUZZ_ADLG_LIST);
    return system_id == "adlg" ? adlg : wme;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const bool installed = (ost::systems::install_game_systems(), true); // as a session does
    (void)installed;
    ost::Roster roster;
    try {
        roster = ost::read_roster_text(std::string(reinterpret_cast<const char*>(data), size),
                                       "fuzz.ostr");
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file != "fuzz.ostr") {
            std::abort(); // every rejection must say where, in the input itself
        }
        return 0;
    }
    const auto text = ost::write_roster(roster); // must not throw for what the reader accepted
    const auto again = ost::read_roster_text(text, "again.ostr");
    if (!again.same_content(roster) || ost::write_roster(again) != text) {
        std::abort(); // the writer lost or changed something the reader accepted
    }
    const auto report = validator_for(roster.system_id).validate(roster); // never throws
    if (report.entries.size() != roster.entries.size()) {
        std::abort();
    }
    return 0;
}
