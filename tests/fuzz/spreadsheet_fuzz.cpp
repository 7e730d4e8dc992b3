// Fuzz target: a CSV/TSV spreadsheet imports into an ADLG list or is refused with an
// InvalidInputError naming the file; each report line is a line of the input; the list it makes
// is valid and survives write → read unchanged.
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/spreadsheet_importer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/error.h"

#include "fuzz_checks.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
const ost::GameSystem& adlg() {
    static const auto system = ost::read_system(ost::XmlDocument::load_file(OST_FUZZ_ADLG_SYSTEM));
    return system;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    // Lines as the importer counts them: LF, CR LF or a lone CR end a line.
    int lines = 1;
    for (std::size_t i = 0; i < size; ++i) {
        if (bytes[i] == '\n' || (bytes[i] == '\r' && (i + 1 >= size || bytes[i + 1] != '\n'))) ++lines;
    }
    try {
        const auto result = ost::import_spreadsheet(bytes, "fuzz.csv", adlg(), "fuzz", "Fuzz");
        for (const auto& d : result.report) {
            if (d.location.file != "fuzz.csv" || d.location.line < 1 || d.location.line > lines) std::abort();
        }
        const auto text = ost::write_army_list(result.list);
        ost::fuzz::require_utf8(text);
        const auto back = ost::read_army_list(ost::XmlDocument::load_string(text, "fuzz.xml"), adlg());
        if (!(back == result.list) || ost::write_army_list(back) != text) std::abort();
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file != "fuzz.csv" && !e.location().file.empty()) std::abort();
    } catch (...) {
        std::abort();
    }
    return 0;
}
