// The Legality page's state kept across a language switch (the window is rebuilt): the check
// picked, the answers, the board, its shooter and its width (issue 29).
#include "app/panels/legality_panel.h"

#include "app/panels/hex_board.h"

#include <wx/choice.h>

#include <algorithm>
#include <cstdlib>

namespace ost::app {

std::map<std::string, std::string> LegalityPanel::save_state() const {
    const auto id = [](const wxChoice* choice, const std::vector<std::string>& ids) {
        const int i = choice->GetSelection();
        return i >= 0 && static_cast<std::size_t>(i) < ids.size() ? ids[static_cast<std::size_t>(i)] : std::string();
    };
    std::string answers;
    for (const auto& [key, value] : m_answers) answers += key + "=" + value + "\n";
    return {{"legality.system", selected_system()},
            {"legality.question", id(m_question, m_questions)},
            {"legality.list", id(m_list, m_lists)},
            {"legality.actor", m_actor_key},
            {"legality.target", m_target_key},
            {"legality.answers", answers},
            {"legality.board", m_board->save_state()},
            {"legality.sash", std::to_string(board_sash())}};
}

void LegalityPanel::restore_state(const std::map<std::string, std::string>& state) {
    const auto get = [&](const std::string& key) {
        const auto it = state.find("legality." + key);
        return it != state.end() ? it->second : std::string();
    };
    const auto pick = [](wxChoice* choice, const std::vector<std::string>& ids, const std::string& id) {
        const auto it = std::find(ids.begin(), ids.end(), id);
        if (it != ids.end()) choice->SetSelection(static_cast<int>(it - ids.begin()));
    };
    if (state.count("legality.board")) m_board->restore_state(get("board"));
    // The board's shooter as the board kept it (issue 29: the choice showed Artillery again).
    m_kind->SetSelection(static_cast<int>(m_board->shooter_kind()));
    if (!state.count("legality.system")) return;
    pick(m_system, m_systems, get("system"));
    fill_system(selected_system());
    pick(m_question, m_questions, get("question"));
    pick(m_list, m_lists, get("list"));
    fill_units();
    pick_unit(true, get("actor"));
    pick_unit(false, get("target"));
    // The board's width, once the window has its size (a sash set earlier would be squeezed).
    if (const int sash = std::atoi(get("sash").c_str()); sash > 0) CallAfter([this, sash] { set_board_sash(sash); });
    m_answers.clear();
    const std::string answers = get("answers");
    std::size_t start = 0;
    for (std::size_t end; (end = answers.find('\n', start)) != std::string::npos; start = end + 1) {
        const std::string line = answers.substr(start, end - start);
        const auto eq = line.find('=');
        if (eq != std::string::npos) m_answers[line.substr(0, eq)] = line.substr(eq + 1);
    }
    run_check();
}

} // namespace ost::app
