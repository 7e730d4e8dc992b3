// File → Import rulebook, its split preview (issue 16): the sections found in the file read,
// and the heading level to cut it at, changed with the list following, before importing.
#pragma once

#include "core/services/rulebook_import.h"

#include <wx/dialog.h>

#include <vector>

class wxChoice;
class wxListBox;
class wxStaticText;

namespace ost::app {

class RulebookImportDialog final : public wxDialog {
public:
    /// `source`: the file already read (reference::read_rulebook); kept by reference.
    RulebookImportDialog(wxWindow* parent, const reference::RulebookSource& source);

    /// The heading level chosen (0: every level), valid after ShowModal() returned wxID_OK.
    int split_level() const { return m_level; }

private:
    void refresh();

    const reference::RulebookSource& m_source;
    int m_level = 0;
    int m_deepest = 0;
    wxChoice* m_levels = nullptr;
    wxListBox* m_sections = nullptr;
    wxStaticText* m_count = nullptr;
};

} // namespace ost::app
