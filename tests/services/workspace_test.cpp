// Tests of the workspace (issue 25): the open roster and list belong to the session, not to the
// views; a view rebuilt (a language switch) finds their history, unsaved state and draft.
#include "core/services/roster_store.h"
#include "core/services/session.h"
#include "core/services/workspace.h"

#include <catch2/catch.hpp>

#include "fresh_session.h"

using namespace ost;

namespace {
/// A view as a front end has one: told of the document's changes while attached.
struct FakeView {
    int told = 0;
};
} // namespace

TEST_CASE("Workspace: the roster's unsaved state and undo survive a view rebuild", "[services][workspace]") {
    test::FreshSession s("workspace-roster");
    auto& document = s.session->workspace().roster();
    CHECK_FALSE(document.is_open());
    CHECK(document.title().empty());

    // The first view opens a roster and changes it: told, unsaved, "*" in the title.
    auto first = std::make_unique<FakeView>();
    document.attach(first.get(), [view = first.get()] { ++view->told; });
    document.open(RosterStore(*s.session).create("wme", "empire", 2000, std::nullopt, "Empire 2000"),
                  s.dir / "empire.ostr");
    document.editor->add_unit("general");
    CHECK(first->told == 1);
    CHECK(document.unsaved());
    CHECK(document.title() == "*Empire 2000");
    document.note_draft = Draft{"", "Deploy the cannons first"};

    // The view goes (a language switch) and another comes: the same roster, history and draft.
    document.detach(first.get());
    const int told_before = first->told;
    first.reset();
    FakeView second;
    document.attach(&second, [&second] { ++second.told; });
    REQUIRE(document.is_open());
    CHECK(document.unsaved());
    CHECK(document.title() == "*Empire 2000");
    CHECK(document.file == s.dir / "empire.ostr");
    REQUIRE(document.note_draft);
    CHECK(document.note_draft->text == "Deploy the cannons first");
    REQUIRE(document.editor->history().can_undo());
    document.editor->undo();
    CHECK(second.told == 1);
    CHECK(told_before == 1); // the first view was told nothing more
    CHECK(document.editor->roster().entries.empty());
    CHECK_FALSE(document.unsaved());
    document.editor->redo();
    CHECK(document.unsaved());

    // A view detached late (after the next one attached) does not silence the new one.
    FakeView third;
    document.attach(&third, [&third] { ++third.told; });
    document.detach(&second);
    document.editor->add_unit("halberdiers");
    CHECK(third.told == 1);
    CHECK(second.told == 2);
}

TEST_CASE("Workspace: opening another roster clears the draft and keeps the view", "[services][workspace]") {
    test::FreshSession s("workspace-open");
    auto& document = s.session->workspace().roster();
    FakeView view;
    document.attach(&view, [&view] { ++view.told; });
    RosterStore store(*s.session);
    document.open(store.create("wme", "empire", 2000, std::nullopt, "One"), std::nullopt);
    document.note_draft = Draft{"e1", "typed"};
    document.file_version = FileVersion{};
    document.open(store.create("wme", "empire", 2000, std::nullopt, "Two"), std::nullopt);
    CHECK_FALSE(document.note_draft);
    CHECK_FALSE(document.file_version);
    document.editor->add_unit("general");
    CHECK(view.told == 1);
    CHECK(document.title() == "*Two");
}

TEST_CASE("Workspace: the list being edited keeps its history across a view rebuild", "[services][workspace]") {
    test::FreshSession s("workspace-list");
    auto& document = s.session->workspace().list();
    const auto system = s.session->require_system("ab");
    FakeView first;
    document.attach(&first, [&first] { ++first.told; });
    document.open(std::make_unique<ListEditor>(system, ListEditor::new_list(system, {"ravenne", {"Ravenne", ""},
                                                                                        "Mon livre", ""})),
                  "ravenne");
    CHECK_FALSE(document.unsaved());
    document.editor->set_header({"ravenne", {"Ravenne 1512", ""}, "Mon livre", ""});
    CHECK(first.told == 1);
    CHECK(document.unsaved());

    document.detach(&first);
    FakeView second;
    document.attach(&second, [&second] { ++second.told; });
    REQUIRE(document.editor->undo_stack().can_undo());
    document.editor->undo_stack().undo();
    CHECK(second.told == 1);
    CHECK(first.told == 1);
    CHECK(document.editor->list().name.fr == "Ravenne");
    CHECK_FALSE(document.unsaved());
    CHECK(document.saved_id == "ravenne");
}
