// "My lists" page: new, open, save, import, export and delete a list, the question before
// unsaved changes are dropped, and the page's state across restarts and language switches.
#include "app/panels/list_editor_panel.h"

#include "app/panels/list_editor_panel_parts.h"
#include "app/panels/list_editor_structure.h"
#include "app/panels/report_list.h"

#include "app/application.h"
#include "app/i18n/wx_text.h"
#include "core/model/catalogue_kinds.h"
#include "core/services/catalogue_cost.h"
#include "core/services/document_files.h"
#include "core/services/list_import.h"
#include "core/services/list_view.h"
#include "core/services/catalogue.h"
#include "core/services/session.h"
#include "core/services/user_lists.h"
#include "core/services/workspace.h"
#include "core/support/error.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/checklst.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/dialog.h>
#include <wx/notebook.h>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <sstream>

namespace ost::app {

using namespace list_editor_parts;

void ListEditorPanel::new_list(const std::string& system_id, const wxString& name) {
    wxGetApp().guarded(_("The new list could not be created."), [&] {
        const auto system = m_session.require_system(system_id);
        const auto id = UserLists(m_session).unused_id(slug_id(from_wx(name)));
        ListHeader header{id, {from_wx(name), from_wx(name)}, "", ""};
        set_editor(std::make_unique<ListEditor>(system, ListEditor::new_list(system, header)), {});
        m_list_source->SetFocus();
    });
}

void ListEditorPanel::ask_new_list() {
    if (!confirm_discard()) {
        return;
    }
    const auto systems = m_session.systems();
    wxArrayString names;
    for (const auto& s : systems) {
        names.Add(to_wx(s.name()));
    }
    wxSingleChoiceDialog choose(this, _("Which game is the list for?"), _("New army list"), names);
    if (choose.ShowModal() != wxID_OK) {
        return;
    }
    const auto& system = systems[static_cast<std::size_t>(choose.GetSelection())];
    wxTextEntryDialog name(this, _("Name of the list (you can change it later):"),
                           _("New army list"));
    if (name.ShowModal() != wxID_OK || name.GetValue().Trim().empty()) {
        return;
    }
    new_list(system.id, name.GetValue().Trim());
}

void ListEditorPanel::open_list(const std::string& id) {
    wxGetApp().guarded(_("The list could not be opened."), [&] {
        const UserLists lists(m_session);
        const auto version = lists.stored_version(id); // first: see UserLists::stored_version
        auto list = lists.require(id);
        const auto system = m_session.require_system(list.system_id);
        set_editor(std::make_unique<ListEditor>(system, std::move(list)), id);
        m_saved_version = version;
    });
}

bool ListEditorPanel::save() {
    if (!m_editor || !apply_unit()) {
        return false;
    }
    apply_details();
    const auto problems = m_editor->check();
    if (has_errors(problems)) {
        wxString text;
        for (const auto& p : problems) {
            text += "\n" + to_wx(p.message);
        }
        show_problem(wxString::Format(_("Not saved: %s"), to_wx(problems.front().message)));
        wxGetApp().dialogs().warning(this, _("The list cannot be saved yet."), text.Mid(1));
        return false;
    }
    bool saved = false;
    wxGetApp().guarded(_("The list could not be saved."), [&] {
        // Renamed: one copy is kept. Refused when another program changed the list since.
        m_saved_version = UserLists(m_session).save_checked(m_editor->list(), m_saved_id, m_saved_version);
        m_saved_id = m_editor->list().id;
        m_editor->undo_stack().mark_clean();
        m_restored_dirty = false;
        saved = true;
    });
    refresh_my_lists();
    update_status();
    return saved;
}

void ListEditorPanel::import_list() {
    if (!confirm_discard()) {
        return;
    }
    wxFileDialog dialog(this, _("Import an army list"), wxEmptyString, wxEmptyString,
                        _("Army lists (*.xml;*.csv;*.tsv;*.txt;*.gst;*.cat;*.gstz;*.catz)|"
                          "*.xml;*.csv;*.tsv;*.txt;*.gst;*.cat;*.gstz;*.catz|Ost army lists (*.xml)|*.xml|"
                          "Spreadsheets (*.csv;*.tsv;*.txt)|*.csv;*.tsv;*.txt|"
                          "BattleScribe data (*.gst;*.cat;*.gstz;*.catz)|*.gst;*.cat;*.gstz;*.catz|All files|*"),
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    const std::filesystem::path file(from_wx(dialog.GetPath()));
    const auto kind = list_file_kind(file);
    if (!kind || *kind == ListFileKind::OstXml) {
        import_file(file);
        return;
    }
    // A spreadsheet or BattleScribe file does not say which game it is for.
    const auto systems = m_session.systems();
    wxArrayString names;
    for (const auto& s : systems) {
        names.Add(to_wx(s.name()));
    }
    wxSingleChoiceDialog choose(this, _("Which game is the list for?"), _("Import an army list"), names);
    if (choose.ShowModal() != wxID_OK) {
        return;
    }
    import_converted(file, systems[static_cast<std::size_t>(choose.GetSelection())].id);
}

void ListEditorPanel::import_file(const std::filesystem::path& file) {
    wxGetApp().guarded(_("The list could not be imported."), [&] {
        const auto result = UserLists(m_session).import_file(file, wxGetApp().dialogs());
        if (result.stored) {
            open_list(result.list.id);
        }
    });
}

Diagnostics ListEditorPanel::import_converted(const std::filesystem::path& file, const std::string& system_id,
                                              bool ask) {
    Diagnostics report;
    wxGetApp().guarded(_("The list could not be imported."), [&] {
        ListImportOptions options;
        options.system_id = system_id;
        options.list_id = UserLists(m_session).unused_id(slug_id(file.stem().string()));
        const auto converted = convert_list_file(m_session, file, options);
        report = converted.report;
        if (ask) {
            // The preview: every line it gives, then every row or construct not taken.
            wxDialog preview(this, wxID_ANY, _("Import an army list"), wxDefaultPosition, FromDIP(wxSize(760, 520)),
                             wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
            auto* sizer = new wxBoxSizer(wxVERTICAL);
            sizer->Add(make_label(&preview, wxString::Format(_("%s: %d lines"), to_wx(converted.list.name.text()),
                                                             static_cast<int>(converted.list.units.size())),
                                  true),
                       0, wxALL, FromDIP(8));
            auto* lines = new wxListCtrl(&preview, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                         wxLC_REPORT | wxLC_SINGLE_SEL, wxDefaultValidator, "preview-lines");
            lines->AppendColumn(_("Unit"), wxLIST_FORMAT_LEFT, FromDIP(330));
            lines->AppendColumn(_("Points"), wxLIST_FORMAT_RIGHT, FromDIP(70));
            lines->AppendColumn(_("Min"), wxLIST_FORMAT_CENTER, FromDIP(50));
            lines->AppendColumn(_("Max"), wxLIST_FORMAT_CENTER, FromDIP(50));
            enable_cell_tooltips(lines);
            long row = 0;
            for (const auto& unit : converted.list.units) {
                lines->InsertItem(row, to_wx(unit.name.text()));
                lines->SetItem(row, 1, number_text(unit.points()));
                lines->SetItem(row, 2, number_text(unit.min));
                lines->SetItem(row, 3, number_text(unit.max));
                ++row;
            }
            sizer->Add(lines, 2, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
            sizer->Add(make_label(&preview,
                                  report.empty() ? _("Everything in the file was taken.")
                                                 : wxString::Format(_("Not taken (%d):"), static_cast<int>(report.size())),
                                  true),
                       0, wxALL, FromDIP(8));
            auto* left_out = new wxListBox(&preview, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                           wxDefaultValidator, "preview-report");
            for (const auto& d : report) {
                auto where = d.location; // the file's name is enough here: its folder was just chosen
                where.file = std::filesystem::path(where.file).filename().string();
                left_out->Append(to_wx(where.to_string()) + ": " + to_wx(d.message));
            }
            sizer->Add(left_out, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
            auto* buttons = preview.CreateStdDialogButtonSizer(wxOK | wxCANCEL);
            preview.FindWindow(wxID_OK)->SetLabel(_("Add to my lists"));
            sizer->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
            preview.SetSizer(sizer);
            if (wxGetApp().dialogs().show_modal(preview) != wxID_OK) {
                return;
            }
        }
        if (UserLists(m_session).store_imported(converted.list, wxGetApp().dialogs())) {
            open_list(converted.list.id);
            show_problem(to_wx(TRP_("Imported; {n} thing did not carry over.", "Imported; {n} things did not carry over.",
                                    report.size())));
        }
    });
    return report;
}

void ListEditorPanel::export_list() {
    if (!m_editor) {
        show_problem(_("Open one of your lists first."));
        return;
    }
    if (!apply_unit()) {
        return;
    }
    apply_details();
    wxFileDialog dialog(this, _("Export the army list"), wxEmptyString,
                        to_wx(m_editor->list().id + ".xml"), _("Ost army lists (*.xml)|*.xml"),
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) {
        return;
    }
    wxGetApp().guarded(_("The list could not be exported."), [&] {
        store_army_list(from_wx(dialog.GetPath()), m_editor->list());
        show_problem(wxString::Format(_("Exported to %s."), dialog.GetPath()));
    });
}

void ListEditorPanel::delete_list() {
    if (!m_editor) {
        return;
    }
    const auto name = to_wx(m_editor->list().name.text());
    wxMessageDialog ask(this, wxString::Format(_("Delete your list \"%s\"?"), name), "Ost",
                        wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION);
    ask.SetExtendedMessage(_("This cannot be undone. Export it first if you may need it again."));
    if (ask.ShowModal() != wxID_YES) {
        return;
    }
    wxGetApp().guarded(_("The list could not be deleted."), [&] {
        if (!m_saved_id.empty()) {
            UserLists(m_session).remove(m_saved_id);
        }
        set_editor(nullptr, {});
    });
}

bool ListEditorPanel::confirm_discard() {
    if (!m_editor || !unsaved()) {
        return true;
    }
    wxMessageDialog ask(
        this,
        wxString::Format(_("Save your changes to \"%s\"?"), to_wx(m_editor->list().name.text())),
        "Ost", wxYES_NO | wxCANCEL | wxICON_QUESTION);
    ask.SetYesNoLabels(_("Save"), _("Discard"));
    const int answer = ask.ShowModal();
    if (answer == wxID_CANCEL) {
        return false;
    }
    return answer == wxID_NO || save();
}

std::map<std::string, std::string> ListEditorPanel::save_state() const {
    std::map<std::string, std::string> state;
    if (m_editor) {
        // The list as edited (even unsaved), so a language switch loses nothing but the history.
        // A new list may still lack its source, which the file format requires: carry a
        // placeholder and say so.
        auto list = m_editor->list();
        if (list.source.empty()) {
            list.source = "-";
            state["no-source"] = "1";
        }
        state["document"] = army_list_text(list);
        state["system"] = m_editor->system().id;
        state["saved"] = m_saved_id;
        if (m_saved_version) {
            state["saved.version"] = std::to_string(*m_saved_version);
        }
        state["dirty"] = unsaved() ? "1" : "0";
        if (m_unit) {
            state["unit"] = std::to_string(*m_unit);
        }
    }
    return state;
}

void ListEditorPanel::restore_state(const std::map<std::string, std::string>& state) {
    const auto get = [&](const char* key) {
        const auto it = state.find(key);
        return it == state.end() ? std::string() : it->second;
    };
    if (get("document").empty()) {
        return;
    }
    if (m_editor) {
        // A rebuilt page: the workspace kept the list with its history; only the line shown.
        if (!get("unit").empty()) {
            select_unit(static_cast<std::size_t>(std::strtoul(get("unit").c_str(), nullptr, 10)));
        }
        return;
    }
    wxGetApp().guarded(_("The list could not be opened."), [&] {
        const auto system = Catalogue(m_session).system(get("system"));
        if (!system) {
            return;
        }
        auto list =
            army_list_from_text(get("document"), "edited list", *system);
        if (get("no-source") == "1") {
            list.source.clear();
        }
        auto editor = std::make_unique<ListEditor>(*system, std::move(list));
        set_editor(std::move(editor), get("saved"));
        std::uint64_t version = 0;
        const auto text = get("saved.version");
        if (const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), version);
            !text.empty() && ec == std::errc() && end == text.data() + text.size()) {
            m_saved_version = version; // else (none, damaged): not checked, as before
        }
        m_restored_dirty = get("dirty") == "1";
        update_status();
        if (!get("unit").empty()) {
            select_unit(static_cast<std::size_t>(std::strtoul(get("unit").c_str(), nullptr, 10)));
        }
    });
}

} // namespace ost::app
