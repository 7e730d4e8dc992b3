// Fuzz target: every roster the reader accepts exports as text and as HTML without throwing;
// the HTML holds only the exporter's own tags, and no text of the roster containing '<' (names,
// notes, commands, unknown unit ids) appears unescaped in it.
#include "core/io/army_list_reader.h"
#include "core/io/roster_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/roster_export.h"
#include "core/support/error.h"
#include "core/support/translator.h"
#include "core/validation/roster_validator.h"
#include "core/systems/game_registry.h"

#include "fuzz_checks.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

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
    } catch (const ost::InvalidInputError&) {
        return 0; // the roster_xml target checks the refusals
    }
    try {
        const auto& validator = validator_for(roster.system_id);
        const auto report = validator.validate(roster);
        const auto& en = ost::EnglishTranslator::instance();
        const auto text = ost::export_roster_text(roster, validator, report, en);
        const auto html = ost::export_roster_html(roster, validator, report, en);
        ost::fuzz::require_utf8(text);
        ost::fuzz::require_utf8(html);
        ost::fuzz::require_only_tags(html, {"!DOCTYPE", "html", "head", "meta", "title", "style", "body",
                                            "h1", "h2", "p", "br", "table", "tr", "th", "td", "b", "i",
                                            "span", "ul", "li", "dl", "dt", "dd", "img", "small",
                                            "font", "a"});
        std::vector<std::string> typed{roster.name, roster.notes, roster.list_id, roster.system_id};
        for (const auto& c : roster.commands) {
            typed.push_back(c.name);
            typed.push_back(c.ally_list);
        }
        for (const auto& e : roster.entries) {
            typed.insert(typed.end(), {e.custom_name, e.note, e.unit_id, e.list_id, e.general_grade});
        }
        for (const auto& s : typed) {
            if (s.find('<') != std::string::npos && html.find(s) != std::string::npos) {
                std::abort(); // the user's markup reached the page
            }
        }
    } catch (...) {
        std::abort(); // an accepted roster always exports
    }
    return 0;
}
