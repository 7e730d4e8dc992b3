// The question asked before a roster with changes not written to its file is closed (quitting,
// opening or starting another roster): Save / Discard / Cancel, the same for every front end.
#pragma once

#include "core/support/prompter.h"

#include <filesystem>
#include <optional>
#include <string>

namespace ost {

class RosterEditor;

/// What the player chose for a roster whose changes are not in its file.
enum class UnsavedChoice { Save, Discard, Cancel };

/// True when `editor`'s roster has changes not written to a roster file: its history moved since
/// the last file save (a roster never saved to a file counts as soon as it has a change).
bool has_unsaved_changes(const RosterEditor& editor);

/// Decides whether the open roster may be closed. Asks through `prompter` only when
/// has_unsaved_changes(editor); the question names the roster and its file (or says it has none).
/// Choices, in order: Save, Discard, Cancel; the default (what closing the dialog or a batch front
/// end picks) is Cancel, so nothing is lost by accident. Without changes: Discard, nothing asked.
UnsavedChoice ask_unsaved_changes(const RosterEditor& editor, const std::optional<std::filesystem::path>& file,
                                  Prompter& prompter);

} // namespace ost
