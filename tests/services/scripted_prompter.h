// Test helper: a Prompter that answers from a script and records every question it was asked,
// so a test can check what the core asked and drive both answers of a conflict.
#pragma once

#include "core/support/error.h"
#include "core/support/prompter.h"
#include "core/support/translator.h"

#include <deque>
#include <string>
#include <vector>

namespace ost::test {

class ScriptedPrompter final : public Prompter {
  public:
    explicit ScriptedPrompter(std::deque<std::size_t> answers) : m_answers(std::move(answers)) {}

    std::size_t ask(const Question& question) override {
        m_asked.push_back(question.text.render(EnglishTranslator::instance()));
        m_defaults.push_back(question.default_choice);
        if (m_answers.empty()) {
            throw InternalError(Text::verbatim("the scripted prompter ran out of answers"));
        }
        const auto answer = m_answers.front();
        m_answers.pop_front();
        return answer;
    }
    /// The questions asked, rendered in English, in order.
    const std::vector<std::string>& asked() const { return m_asked; }
    const std::vector<std::size_t>& defaults() const { return m_defaults; }

  private:
    std::deque<std::size_t> m_answers;
    std::vector<std::string> m_asked;
    std::vector<std::size_t> m_defaults;
};

} // namespace ost::test
