// Save / Discard / Cancel before a roster with unsaved changes is closed (see unsaved_changes.h).
// The wording is core's, so the GUI dialog and any other front end ask the same question.
#include "core/services/unsaved_changes.h"

#include "core/services/roster_editor.h"
#include "core/support/text.h"

namespace ost {

bool has_unsaved_changes(const RosterEditor& editor) {
    return editor.history().dirty();
}

UnsavedChoice ask_unsaved_changes(const RosterEditor& editor, const std::optional<std::filesystem::path>& file,
                                  Prompter& prompter) {
    if (!has_unsaved_changes(editor)) {
        return UnsavedChoice::Discard;
    }
    Question question;
    const auto& name = editor.roster().name;
    if (file) {
        question.text = TR_("The roster \"{0}\" has changes that are not saved in {1}. Save them before closing it?")
                            .arg(name)
                            .arg(file->filename().string());
    } else {
        question.text = TR_("The roster \"{0}\" has changes and was never saved to a roster file. Save it "
                            "before closing it? (Ost keeps an automatic copy among your rosters either way.)")
                            .arg(name);
    }
    question.choices = {TR_("Save"), TR_("Discard changes"), TR_("Cancel")};
    question.default_choice = 2;
    switch (prompter.ask(question)) {
    case 0:
        return UnsavedChoice::Save;
    case 1:
        return UnsavedChoice::Discard;
    default:
        return UnsavedChoice::Cancel;
    }
}

} // namespace ost
