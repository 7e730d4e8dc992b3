// Undo/redo for every editor in Ost (lists, rosters): a stack of reversible commands.
// Front ends bind Edit → Undo/Redo to the active document's stack.
#pragma once

#include "core/support/text.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

namespace ost {

/// One reversible edit. apply() is called once when pushed and again on redo.
class UndoCommand {
public:
    virtual ~UndoCommand() = default;
    virtual void apply() = 0;
    virtual void revert() = 0;
    /// What the Edit menu shows ("Undo Add unit").
    virtual Text label() const = 0;
};

/// A command made of two lambdas, for simple edits.
class LambdaCommand final : public UndoCommand {
public:
    LambdaCommand(Text label, std::function<void()> apply, std::function<void()> revert)
        : m_label(std::move(label)), m_apply(std::move(apply)), m_revert(std::move(revert)) {}
    void apply() override { m_apply(); }
    void revert() override { m_revert(); }
    Text label() const override { return m_label; }

private:
    Text m_label;
    std::function<void()> m_apply;
    std::function<void()> m_revert;
};

/// Linear history with a limit; pushing after undos discards the redo branch.
class UndoStack {
public:
    explicit UndoStack(std::size_t limit = 500) : m_limit(limit) {}

    /// Applies `command` and records it. If apply() throws, nothing is recorded.
    void push(std::unique_ptr<UndoCommand> command);
    bool can_undo() const { return m_position > 0; }
    bool can_redo() const { return m_position < m_commands.size(); }
    void undo();
    void redo();
    Text undo_label() const;
    Text redo_label() const;
    void clear();
    /// True when the document differs from the last mark_clean().
    bool dirty() const { return m_position != m_clean; }
    void mark_clean() { m_clean = m_position; }
    /// Called at the end of every push(), undo() and redo(), once the position has moved (so
    /// dirty() and the labels are the new state's). May be empty.
    void set_on_moved(std::function<void()> on_moved) { m_on_moved = std::move(on_moved); }
    std::size_t size() const { return m_commands.size(); }

private:
    void moved() const;

    std::size_t m_limit;
    std::vector<std::unique_ptr<UndoCommand>> m_commands;
    std::size_t m_position = 0;
    std::size_t m_clean = 0;
    std::function<void()> m_on_moved;
};

} // namespace ost
