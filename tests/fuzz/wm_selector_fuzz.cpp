// Fuzz target: a wm-selector JSON file (army or magic items) is converted or refused with a
// located InvalidInputError, never another exception (1e999 and wrong JSON types used to escape);
// an army it accepts is written as a lists/ XML file without throwing. The input is also read as
// a save link: what it keeps (label, army) is UTF-8 text without control characters, or refused.
#include "core/io/army_list_writer.h"
#include "core/io/wm_selector_importer.h"
#include "core/io/wm_selector_roster.h"
#include "core/support/strings.h"
#include "core/support/error.h"

#include "fuzz_checks.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
bool clean_text(const std::string& s) {
    return ost::invalid_utf8_offset(s) == std::string::npos &&
           ost::control_character_offset(s) == std::string::npos;
}

/// A save link is parsed or refused with InvalidInputError; a kept text is always clean.
void check_save_link(const std::string& text) {
    try {
        const auto save = ost::parse_wm_selector_save(text);
        if (!clean_text(save.label) || !clean_text(save.json_path)) {
            std::abort();
        }
    } catch (const ost::InvalidInputError&) {
        // refused with a message
    } catch (...) {
        std::abort();
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    check_save_link(text);
    try {
        if (ost::is_wm_selector_magic_items(text)) {
            (void)ost::write_catalogue_entries(ost::import_wm_selector_magic_items(text, "fuzz.json"));
        } else {
            const auto list = ost::import_wm_selector_army(text, "fuzz.json", "fuzz");
            (void)ost::write_army_list(list);
        }
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file != "fuzz.json") {
            std::abort(); // every refusal says which file
        }
    } catch (...) {
        std::abort();
    }
    return 0;
}
