// Linear undo history with a bounded size and a clean marker for "unsaved changes".
// Commands are applied before being recorded so a failed edit leaves no trace.
#include "core/support/undo_stack.h"

#include "core/support/error.h"

#include <limits>

namespace ost {

void UndoStack::push(std::unique_ptr<UndoCommand> command) {
    command->apply();
    m_commands.resize(m_position);
    if (m_clean > m_position) {
        m_clean = std::numeric_limits<std::size_t>::max(); // the clean state is no longer reachable
    }
    m_commands.push_back(std::move(command));
    ++m_position;
    if (m_commands.size() > m_limit) {
        m_commands.erase(m_commands.begin());
        --m_position;
        if (m_clean != std::numeric_limits<std::size_t>::max()) {
            m_clean = m_clean == 0 ? std::numeric_limits<std::size_t>::max() : m_clean - 1;
        }
    }
    moved();
}

void UndoStack::undo() {
    if (!can_undo()) {
        throw InternalError(TR_("Nothing to undo."));
    }
    m_commands[m_position - 1]->revert();
    --m_position;
    moved();
}

void UndoStack::redo() {
    if (!can_redo()) {
        throw InternalError(TR_("Nothing to redo."));
    }
    m_commands[m_position]->apply();
    ++m_position;
    moved();
}

void UndoStack::moved() const {
    if (m_on_moved) {
        m_on_moved();
    }
}

Text UndoStack::undo_label() const {
    return can_undo() ? m_commands[m_position - 1]->label() : Text();
}

Text UndoStack::redo_label() const { return can_redo() ? m_commands[m_position]->label() : Text(); }

void UndoStack::clear() {
    m_commands.clear();
    m_position = 0;
    m_clean = 0;
}

} // namespace ost
