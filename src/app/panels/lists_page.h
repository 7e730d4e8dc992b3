// What a page of the Lists area notebook (army lists, my lists, rosters) offers the area:
// its undo history for Edit → Undo/Redo and state that survives a language switch.
#pragma once

#include "core/support/undo_stack.h"

#include <map>
#include <string>

namespace ost::app {

/// Mix-in for wxWindow pages added with ListsPanel::add_page. Pages that are not ListsPage
/// simply have no undo and no saved state.
class ListsPage {
  public:
    virtual ~ListsPage() = default;
    /// The history Edit → Undo/Redo act on while the page is shown (nullptr: none).
    virtual UndoStack* undo_stack() { return nullptr; }
    virtual std::map<std::string, std::string> save_state() const { return {}; }
    virtual void restore_state(const std::map<std::string, std::string>&) {}
    virtual void focus_main_control() {}
};

} // namespace ost::app
