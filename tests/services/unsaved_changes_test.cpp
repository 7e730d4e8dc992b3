// Tests of the Save / Discard / Cancel question asked before a roster with unsaved changes is
// closed: when it is asked, what it says, and what each answer means (issue: tournament-ready).
#include "core/services/roster_editor.h"
#include "core/services/roster_store.h"
#include "core/services/unsaved_changes.h"

#include <catch2/catch.hpp>

#include "fresh_session.h"
#include "scripted_prompter.h"

using namespace ost;

TEST_CASE("Unsaved changes: asked only when the roster changed since its file was written", "[services][unsaved]") {
    test::FreshSession s("unsaved");
    RosterStore store(*s.session);
    auto editor = store.create("wme", "empire", 2000, std::nullopt, "Empire 2000");

    // A fresh roster without a change: nothing to lose, nothing asked.
    test::ScriptedPrompter silent({});
    CHECK_FALSE(has_unsaved_changes(*editor));
    CHECK(ask_unsaved_changes(*editor, std::nullopt, silent) == UnsavedChoice::Discard);
    CHECK(silent.asked().empty());

    // A change and no file yet: the question says so, the default is Cancel.
    editor->add_unit("general");
    CHECK(has_unsaved_changes(*editor));
    test::ScriptedPrompter save({0});
    CHECK(ask_unsaved_changes(*editor, std::nullopt, save) == UnsavedChoice::Save);
    REQUIRE(save.asked().size() == 1);
    CHECK(save.asked()[0].find("\"Empire 2000\"") != std::string::npos);
    CHECK(save.asked()[0].find("never saved to a roster file") != std::string::npos);
    CHECK(save.defaults()[0] == 2);

    // Written to a file: clean again; a later change names the file.
    const auto file = s.dir / "empire.ostr";
    store.save(*editor, file);
    CHECK_FALSE(has_unsaved_changes(*editor));
    CHECK(ask_unsaved_changes(*editor, file, silent) == UnsavedChoice::Discard);
    editor->add_unit("halberdiers", 3);
    test::ScriptedPrompter discard({1});
    CHECK(ask_unsaved_changes(*editor, file, discard) == UnsavedChoice::Discard);
    CHECK(discard.asked().at(0).find("empire.ostr") != std::string::npos);
    test::ScriptedPrompter cancel({2});
    CHECK(ask_unsaved_changes(*editor, file, cancel) == UnsavedChoice::Cancel);

    // Undoing back to the saved state leaves nothing unsaved.
    editor->history().undo();
    CHECK_FALSE(has_unsaved_changes(*editor));
    CHECK(ask_unsaved_changes(*editor, file, silent) == UnsavedChoice::Discard);
}

TEST_CASE("Unsaved changes: the editor's listener already sees the new state (issue 29, item 10)",
          "[services][unsaved]") {
    test::FreshSession s("unsaved-listener");
    RosterStore store(*s.session);
    auto editor = store.create("wme", "empire", 2000, std::nullopt, "Empire 2000");
    // What a title bar would show when told of a change: "*" and whether Undo is offered.
    std::vector<std::pair<bool, bool>> heard;
    editor->set_listener([&] { heard.emplace_back(has_unsaved_changes(*editor), editor->history().can_undo()); });
    editor->add_unit("general");
    REQUIRE(heard.size() == 1);
    CHECK(heard.back() == std::pair{true, true});
    store.save(*editor, s.dir / "empire.ostr");
    editor->add_unit("halberdiers", 2);
    CHECK(heard.back() == std::pair{true, true});
    // Undoing back to the saved state clears the marker at once, through the editor or the
    // history the Edit menu holds.
    editor->undo();
    CHECK(heard.back() == std::pair{false, true});
    editor->redo();
    CHECK(heard.back() == std::pair{true, true});
    editor->history().undo();
    CHECK(heard.back() == std::pair{false, true});
    editor->history().undo();
    CHECK(heard.back() == std::pair{true, false});
}
