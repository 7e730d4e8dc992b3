// Fuzz target: any text typed into the army-list search box or an editor name field. The list
// search (number forms, accent folding) and slug_id (ids from names) must never throw, and
// slug_id must always give an id the lists/ format accepts.
#include "core/model/army_list_summary.h"
#include "core/services/list_editor.h"
#include "core/services/list_search.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    ost::ArmyListSummary list;
    list.system_id = "adlg";
    list.id = "010-old-and-middle-kingdom-egyptian";
    list.number = 10;
    list.name = {"\xc3\x89gyptiens de l'Ancien et du Moyen Empire",
                 "Old and Middle Kingdom Egyptian"};
    try {
        (void)ost::list_matches(list, text);
        list.name = {text, text}; // the user's own list names go through the same folding
        (void)ost::list_matches(list, "emp");
        (void)ost::filter_lists({list}, text);
        if (!ost::valid_list_id(ost::slug_id(text))) {
            std::abort(); // ids made from names must always be valid
        }
    } catch (...) {
        std::abort();
    }
    return 0;
}
