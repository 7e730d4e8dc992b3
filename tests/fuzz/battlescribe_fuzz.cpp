// Fuzz target: BattleScribe data (.cat/.gst, plain or zipped) is imported into an ADLG list or
// refused with a located InvalidInputError; every report line points inside the files; the list
// it makes is valid and survives write → read unchanged.
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/battlescribe_importer.h"
#include "core/io/battlescribe_reader.h"
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
const ost::BattleScribeFile& game() {
    static const auto file = ost::load_battlescribe_file(OST_FUZZ_BATTLESCRIBE_GAME);
    return file;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    const bool zipped = size >= 2 && bytes[0] == 'P' && bytes[1] == 'K';
    const auto lines = static_cast<int>(std::count(bytes.begin(), bytes.end(), '\n')) + 1;
    try {
        const auto file = ost::load_battlescribe_bytes(bytes, "fuzz.cat");
        const auto* with = (!file.game_system && file.game_system_id == game().id) ? &game() : nullptr;
        const auto result = ost::import_battlescribe(file, with, adlg(), "fuzz");
        for (const auto& d : result.report) {
            if (d.location.line < 1) std::abort(); // every note is located
            if (d.location.file.rfind("fuzz.cat", 0) == 0 && !zipped && d.location.line > lines) std::abort();
        }
        const auto text = ost::write_army_list(result.list);
        ost::fuzz::require_utf8(text);
        const auto back = ost::read_army_list(ost::XmlDocument::load_string(text, "fuzz.xml"), adlg());
        if (!(back == result.list) || ost::write_army_list(back) != text) std::abort();
    } catch (const ost::InvalidInputError& e) {
        if (e.location().file.rfind("fuzz.cat", 0) != 0) std::abort(); // every refusal names the input
    } catch (...) {
        std::abort();
    }
    return 0;
}
