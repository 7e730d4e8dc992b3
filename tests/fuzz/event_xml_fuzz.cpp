// Fuzz target: the event profile reader (.ostevent, issue 30) refuses bad input only with an
// InvalidInputError located in the input; an accepted event survives write + re-read byte-exact,
// and its clauses and own problems are computed without throwing for both bundled systems.
#include "core/io/event_reader.h"
#include "core/io/event_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/event_checker.h"
#include "core/support/error.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto adlg = ost::read_system(ost::XmlDocument::load_file(OST_FUZZ_ADLG_SYSTEM));
    static const auto wme = ost::read_system(ost::XmlDocument::load_file(OST_FUZZ_WME_SYSTEM));
    ost::EventProfile event;
    try {
        event = ost::read_event_text(std::string(reinterpret_cast<const char*>(data), size), "fuzz.ostevent");
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file != "fuzz.ostevent") {
            std::abort(); // every refusal must say where, in the input itself
        }
        return 0;
    }
    const auto text = ost::write_event(event); // must not throw for what the reader accepted
    const auto again = ost::read_event_text(text, "again.ostevent");
    if (!(again == event) || ost::write_event(again) != text) {
        std::abort(); // the writer lost or changed something the reader accepted
    }
    for (const auto* system : {&adlg, &wme}) {
        const ost::EventChecker checker(event, *system);
        if (checker.clauses().empty()) {
            std::abort(); // the system clause is always there
        }
        (void)checker.check_event();
    }
    return 0;
}
