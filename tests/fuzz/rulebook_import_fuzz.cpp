// Fuzz target: a user's rulebook file (first byte: 0 plain text, else Markdown) is decoded and
// cut into sections without an exception other than a refusal naming the file; what comes out
// is well-formed UTF-8 with a title on every section and no blank body.
#include "core/services/rulebook_import.h"
#include "core/support/error.h"

#include "fuzz_checks.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const bool markdown = data[0] != 0;
    std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::string text;
    bool latin1 = false;
    try {
        text = ost::reference::decode_rulebook_text(bytes, "fuzz.md", latin1);
    } catch (const ost::InvalidInputError& e) {
        if (e.message().english().find("fuzz.md") == std::string::npos) {
            std::abort(); // a refusal names the file
        }
        return 0;
    } catch (...) {
        std::abort();
    }
    ost::fuzz::require_utf8(text);
    try {
        // Cut at a heading level too (issue 16's split preview): no section starts deeper.
        const int level = static_cast<int>(size % 4); // 0: every level
        const auto cut = ost::reference::split_rulebook(text, markdown, "Fuzz", level);
        for (const auto& section : cut) {
            if (level > 0 && section.level > level) {
                std::abort();
            }
        }
        for (const auto& section : cut) {
            if (section.title.empty() ||
                section.body.find_first_not_of(" \t\r\n") == std::string::npos) {
                std::abort();
            }
            ost::fuzz::require_utf8(section.title);
            ost::fuzz::require_utf8(section.body);
        }
    } catch (...) {
        std::abort(); // decoded text always splits (a line of '#' only used to throw here)
    }
    return 0;
}
