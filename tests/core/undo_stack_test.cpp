// Tests for the undo/redo history used by every editor.
// Covers apply-on-push, branch discard, limit, labels and the clean marker.
#include "core/support/error.h"
#include "core/support/undo_stack.h"

#include <catch2/catch.hpp>

namespace {
std::unique_ptr<ost::UndoCommand> add(int& value, int delta) {
    return std::make_unique<ost::LambdaCommand>(
        ost::Text::verbatim("add " + std::to_string(delta)), [&value, delta] { value += delta; },
        [&value, delta] { value -= delta; });
}
} // namespace

TEST_CASE("Undo and redo replay commands in order", "[undo]") {
    int value = 0;
    ost::UndoStack stack;
    CHECK_FALSE(stack.can_undo());
    stack.push(add(value, 1));
    stack.push(add(value, 10));
    CHECK(value == 11);
    CHECK(stack.undo_label().english() == "add 10");
    stack.undo();
    CHECK(value == 1);
    CHECK(stack.redo_label().english() == "add 10");
    stack.redo();
    CHECK(value == 11);
    stack.undo();
    stack.push(add(value, 100)); // discards the redo branch
    CHECK(value == 101);
    CHECK_FALSE(stack.can_redo());
    CHECK(stack.size() == 2);
    CHECK_THROWS_AS(stack.redo(), ost::InternalError);
}

TEST_CASE("The clean marker tracks unsaved changes", "[undo]") {
    int value = 0;
    ost::UndoStack stack;
    CHECK_FALSE(stack.dirty());
    stack.push(add(value, 1));
    CHECK(stack.dirty());
    stack.mark_clean();
    CHECK_FALSE(stack.dirty());
    stack.undo();
    CHECK(stack.dirty());
    stack.redo();
    CHECK_FALSE(stack.dirty());
    stack.undo();
    stack.push(add(value, 5)); // saved state no longer reachable
    CHECK(stack.dirty());
}

TEST_CASE("The history is bounded", "[undo]") {
    int value = 0;
    ost::UndoStack stack(3);
    for (int i = 0; i < 5; ++i) {
        stack.push(add(value, 1));
    }
    CHECK(stack.size() == 3);
    stack.undo();
    stack.undo();
    stack.undo();
    CHECK_FALSE(stack.can_undo());
    CHECK(value == 2);
}

TEST_CASE("A command that fails to apply is not recorded", "[undo]") {
    ost::UndoStack stack;
    CHECK_THROWS(stack.push(std::make_unique<ost::LambdaCommand>(
        ost::Text::verbatim("boom"), [] { throw std::runtime_error("boom"); }, [] {})));
    CHECK(stack.size() == 0);
}
