// Fuzz target: the XML loader and the game-system reader must reject any input with a located
// InvalidInputError and never crash or throw anything else.
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/error.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const auto doc = ost::XmlDocument::load_string(
            std::string(reinterpret_cast<const char*>(data), size), "fuzz.xml");
        (void)ost::read_system(doc);
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file != "fuzz.xml") {
            std::abort(); // every rejection must say where
        }
    }
    return 0;
}
