// Fuzz target: the army-list reader must reject any input with a located InvalidInputError,
// never crash or throw anything else, and every list it accepts must survive write + re-read.
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/error.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
/// The systems the corpus lists belong to (paths set by tests/fuzz/CMakeLists.txt).
const ost::GameSystem& system_for(const ost::XmlDocument& doc) {
    static const auto wme = ost::read_system(ost::XmlDocument::load_file(OST_FUZZ_WME_SYSTEM));
    static const auto adlg = ost::read_system(ost::XmlDocument::load_file(OST_FUZZ_ADLG_SYSTEM));
    return std::string(doc.root().attribute("system").value()) == "adlg" ? adlg : wme;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const auto doc = ost::XmlDocument::load_string(
            std::string(reinterpret_cast<const char*>(data), size), "fuzz.xml");
        const auto& system = system_for(doc);
        const auto list = ost::read_army_list(doc, system);
        const auto again = ost::read_army_list(
            ost::XmlDocument::load_string(ost::write_army_list(list), "again.xml"), system);
        if (!(again == list)) {
            std::abort(); // the writer lost or changed something the reader accepted
        }
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file != "fuzz.xml") {
            std::abort(); // every rejection must say where, in the input itself
        }
    }
    return 0;
}
