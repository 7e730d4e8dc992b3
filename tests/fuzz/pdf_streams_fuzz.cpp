// Fuzz target: the bytes of a PDF file, measured before poppler may read them (check_pdf_streams:
// every stream but pictures decoded through its Flate, LZW, RunLength, ASCIIHex and ASCII85
// filters, nested ones included, and counted). Invariants: a refusal is an InvalidInputError
// naming the file; nothing else is thrown. The budget is 4 MiB here (256 MiB in Ost), so a
// decompression bomb among the seeds is refused in milliseconds on each of the replay's mutations.
#include "core/reference/pdf_text.h"
#include "core/support/error.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view pdf(reinterpret_cast<const char*>(data), size);
    try {
        ost::reference::check_pdf_streams(pdf, "fuzz.pdf", 4u * 1024u * 1024u);
    } catch (const ost::InvalidInputError& e) {
        if (e.message().english().find("fuzz.pdf") == std::string::npos) {
            std::abort(); // a refusal names the file
        }
    } catch (...) {
        std::abort();
    }
    return 0;
}
