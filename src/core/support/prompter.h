// Questions the core asks the user in the middle of an operation, through an interface.
// The app shows a dialog, the CLI answers from its flags, tests inject scripted answers.
#pragma once

#include "core/support/text.h"

#include <cstddef>
#include <vector>

namespace ost {

/// A question with labelled choices; `default_choice` is what a non-interactive front end picks.
struct Question {
    Text text;
    std::vector<Text> choices;
    std::size_t default_choice = 0;
};

/// Asks a Question and returns the index of the chosen answer. Throwing UserCancelled is allowed.
class Prompter {
public:
    virtual ~Prompter() = default;
    virtual std::size_t ask(const Question& question) = 0;
};

/// Always answers with the default choice (batch and CLI use).
class DefaultPrompter final : public Prompter {
public:
    std::size_t ask(const Question& question) override { return question.default_choice; }
};

} // namespace ost
