// --smoke-roster (issue 29): what a player met on the Rosters page, at 1024x700, each check
// failing before its fix — options with a count, the "*" marker, "Legal" with its caveat, the
// inspector's card, the New roster dialog's hint, the context menu, the QR window, magic items.
#include "roster_smoke.h"

#include "smoke_test.h"

#include "app/application.h"
#include "app/dialogs/new_roster_dialog.h"
#include "app/dialogs/qr_code_dialog.h"
#include "app/frames/main_frame.h"
#include "app/i18n/wx_text.h"
#include "app/panels/roster_inspector.h"
#include "app/panels/roster_panel.h"
#include "core/io/roster_code.h"
#include "core/model/catalogue_kinds.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_export.h"

#include <wx/log.h>
#include <wx/stattext.h>
#include <wx/generic/stattextg.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace ost::app {
namespace {
std::filesystem::path g_dir;
std::string g_spears; ///< the spearmen added at step 2
std::string g_general;

void press(MainFrame& frame, int id) {
    wxCommandEvent command(wxEVT_MENU, id);
    command.SetEventObject(&frame);
    frame.ProcessWindowEvent(command);
}

bool marked(MainFrame& frame) { return frame.GetTitle().StartsWith("*"); }

/// The inspector's option row whose text holds `name`, or -1.
int option_row(RosterInspector& inspector, const wxString& name) {
    const auto rows = inspector.option_rows();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].Contains(name)) return static_cast<int>(i);
    }
    return -1;
}

void expect_whole_inspector(RosterPanel& rosters, const char* what) {
    if (!rosters.inspector().card_whole()) {
        wxLogError("smoke roster: %s: the inspector's card hides part of its text", what);
    }
    for (const auto& problem : clipped_text_problems(&rosters.inspector())) {
        wxLogError("smoke roster: %s: %s", what, wxString::FromUTF8(problem));
    }
}

/// Items 5 and 10: the ADLG sample opened from a file — the header's verdict with its caveat;
/// a change marks the title at once, undoing it clears the mark at once.
void open_sample(Application& app, ScriptedDialogs&) {
    auto& frame = *app.frame();
    auto& rosters = frame.rosters();
    const auto file = g_dir / "adlg-sample.ostr";
    std::filesystem::copy_file(std::filesystem::path(OST_SOURCE_DIR) / "tests/data/rosters/adlg-legal.ostr", file,
                               std::filesystem::copy_options::overwrite_existing);
    rosters.open_file(file);
    auto* editor = rosters.editor();
    if (editor == nullptr) {
        wxLogError("smoke roster: the ADLG sample did not open");
        return;
    }
    if (rosters.verdict_text() != to_wx(roster_verdict_headline(editor->report())) ||
        !rosters.summary_text().Contains(to_wx(roster_verdict_caveat(editor->report()))) ||
        roster_verdict_caveat(editor->report()).empty()) {
        wxLogError("smoke roster: the header says \"%s\" without the caveat on unconfirmed figures", rosters.verdict_text());
    }
    if (marked(frame)) wxLogError("smoke roster: a roster just opened is marked as changed: %s", frame.GetTitle());
    editor->set_count("e5", 6);
    if (!marked(frame)) wxLogError("smoke roster: a change should mark the title at once, it reads \"%s\"", frame.GetTitle());
    // The pavise every unit took follows the number of units (item 1).
    if (editor->roster().entry("e5")->options.at(0).count != 6) {
        wxLogError("smoke roster: 6 spearmen should keep a pavise each");
    }
    press(frame, wxID_UNDO);
    if (marked(frame)) wxLogError("smoke roster: undoing back to the saved state should clear \"*\" at once: %s", frame.GetTitle());
}

/// Item 1: 8 heavy spearmen, « Pavise » ticked: a pavise each, 72 points, shown with its count.
void tick_pavise(Application& app, ScriptedDialogs&) {
    auto& rosters = app.frame()->rosters();
    g_spears = rosters.add_line("warriors-and-militia-heavy-spearmen", true);
    if (g_spears.empty() || rosters.editor() == nullptr) {
        wxLogError("smoke roster: the spearmen were not added");
        return;
    }
    rosters.editor()->set_count(g_spears, 8);
    rosters.select_entry(g_spears);
    const int row = option_row(rosters.inspector(), "Pavise");
    if (row < 0) {
        wxLogError("smoke roster: the spearmen should offer the pavise");
        return;
    }
    rosters.inspector().tick_option(static_cast<std::size_t>(row), true); // applied after the event
}

void check_pavise(Application& app, ScriptedDialogs&) {
    auto& rosters = app.frame()->rosters();
    const auto* editor = rosters.editor();
    const auto* entry = editor != nullptr ? editor->roster().entry(g_spears) : nullptr;
    const auto* figures = editor != nullptr ? editor->report().entry(g_spears) : nullptr;
    if (entry == nullptr || entry->options.size() != 1 || entry->options[0].count != 8 || figures == nullptr ||
        figures->points != 72) {
        wxLogError("smoke roster: 8 spearmen with a pavise each should cost 72 points, like ost-cli roster add --option pavise");
    }
    const int row = option_row(rosters.inspector(), "Pavise");
    if (row < 0 || !rosters.inspector().option_rows()[static_cast<std::size_t>(row)].Contains(wxS("\u00d78"))) {
        wxLogError("smoke roster: the option row should show its count (\u00d78)");
    }
    if (!rosters.inspector().card_text().Contains(wxS("Pavise \u00d78 (+8)"))) {
        wxLogError("smoke roster: the points line should say \"Pavise \u00d78 (+8)\", the card reads: %s",
                   rosters.inspector().card_text());
    }
    expect_whole_inspector(rosters, "an ADLG unit");
}

/// Issue 26: a click on the option's label unticks it, and the card, one line shorter in text,
/// keeps its height (an edit of the entry shown does not lay the inspector out again for a line).
int g_card_height = 0;
void untick_pavise_by_label(Application& app, ScriptedDialogs&) {
    auto& inspector = app.frame()->rosters().inspector();
    g_card_height = inspector.card_height();
    wxWindow* label = nullptr;
    std::function<void(wxWindow*)> find = [&](wxWindow* w) {
        for (wxWindow* child : w->GetChildren()) {
            if (auto* text = dynamic_cast<wxGenericStaticText*>(child); text != nullptr && text->GetLabel().Contains("Pavise"))
                label = text;
            find(child);
        }
    };
    find(&inspector);
    if (label == nullptr) {
        wxLogError("smoke roster: the pavise's option row has no label of its own");
        return;
    }
    wxMouseEvent up(wxEVT_LEFT_UP);
    up.SetEventObject(label);
    label->GetEventHandler()->ProcessEvent(up); // applied after the event
}

void check_unticked(Application& app, ScriptedDialogs&) {
    auto& rosters = app.frame()->rosters();
    const auto* entry = rosters.editor() != nullptr ? rosters.editor()->roster().entry(g_spears) : nullptr;
    if (entry == nullptr || !entry->options.empty()) wxLogError("smoke roster: a click on the pavise's label should untick it");
    const int row = option_row(rosters.inspector(), "Pavise");
    if (row < 0 || rosters.inspector().option_rows()[static_cast<std::size_t>(row)].Contains(wxS("\u00d7")))
        wxLogError("smoke roster: the unticked pavise's row should show no count");
    if (rosters.inspector().card_height() != g_card_height)
        wxLogError("smoke roster: unticking changed the card's height (%d -> %d px)", g_card_height,
                   rosters.inspector().card_height());
    expect_whole_inspector(rosters, "an ADLG unit unticked");
}

/// A note being typed in the inspector while the roster changes (the inspector is refreshed):
/// the note keeps the focus and its text (only rows whose visibility changes are hidden).
const wxString kTypedNote = wxS("Painted in Nuln col");
void type_while_refreshed(Application& app, ScriptedDialogs&) {
    auto& rosters = app.frame()->rosters();
    if (rosters.editor() == nullptr || !rosters.select_entry(g_spears)) return;
    rosters.inspector().type_note(kTypedNote);
    wxYield();
    if (!rosters.inspector().note_focused()) wxLogError("smoke roster: the note field did not take the focus");
    rosters.editor()->set_count(g_spears, 7); // the tree and the inspector are refreshed
}

void check_note_kept(Application& app, ScriptedDialogs&) {
    auto& inspector = app.frame()->rosters().inspector();
    const bool focused = inspector.note_focused();
    std::cout << "smoke roster: after a refresh the note " << (focused ? "keeps" : "LOST") << " the focus, text \""
              << inspector.note_text().utf8_string() << "\"" << std::endl;
    if (!focused || inspector.note_text() != kTypedNote)
        wxLogError("smoke roster: a refresh took the focus or the text from the note being typed (\"%s\")",
                   inspector.note_text());
}

/// Item 15: "sumer" with WME chosen says where it is and switches there.
void new_roster_hint(Application& app, ScriptedDialogs&) {
    auto& frame = *app.frame();
    auto* dialog = new NewRosterDialog(&frame, app.session(), "wme", "empire");
    dialog->type_search("sumer");
    if (!dialog->list_rows().empty() || dialog->other_game_hint().empty()) {
        wxLogError("smoke roster: \"sumer\" in WME should leave the list empty and say which game has it");
    }
    if (!dialog->switch_to_other_game() || dialog->system_id() != "adlg" || dialog->list_rows().empty()) {
        wxLogError("smoke roster: the hint should switch to ADLG, where \"sumer\" finds lists");
    }
    dialog->Destroy();
    // An ADLG roster without a year shows none, not 0.
    auto& rosters = frame.rosters();
    rosters.start_roster("adlg", "001-sumer-and-akkad", 200, std::nullopt, "No year"); // nothing selected: the roster
    if (!rosters.inspector().year_text().empty()) {
        wxLogError("smoke roster: a roster without a year shows \"%s\" as its year", rosters.inspector().year_text());
    }
}

/// Items 2 and 17: a WME General's card, the context menu, magic items, the QR window.
void wme_character(Application& app, ScriptedDialogs&) {
    auto& frame = *app.frame();
    auto& rosters = frame.rosters();
    rosters.start_roster("wme", "empire", 2000, std::nullopt, "Empire smoke");
    g_general = rosters.add_line("general", true);
    const auto halberdiers = rosters.add_line("halberdiers", true);
    rosters.select_entry(halberdiers);
    const auto menu = rosters.context_menu();
    const auto has = [&](int id) {
        return std::any_of(menu.begin(), menu.end(), [id](const auto& item) { return item.first == id; });
    };
    if (!has(RosterPanel::kMenuRename) || !has(RosterPanel::kMenuDuplicate) || !has(RosterPanel::kMenuRemove)) {
        wxLogError("smoke roster: the unit's context menu should offer Rename, Duplicate and Remove");
    }
    const auto before = rosters.editor()->roster().entries.size();
    rosters.run_context_command(RosterPanel::kMenuDuplicate);
    if (rosters.editor()->roster().entries.size() != before + 1) wxLogError("smoke roster: Duplicate did not copy the unit");
    // Units that may carry no magic item get no empty chooser.
    const auto& validator = rosters.editor()->validator();
    for (const auto& entry : rosters.editor()->roster().entries) {
        rosters.select_entry(entry.id);
        if (validator.magic_item_choices(rosters.editor()->roster(), entry).empty() &&
            !rosters.inspector().magic_item_rows().empty()) {
            wxLogError("smoke roster: %s may carry no magic item but shows the chooser", wxString::FromUTF8(entry.unit_id));
        }
    }
    // The QR window copies and saves its picture.
    QrCodeDialog qr(&frame, encode_roster_code(rosters.editor()->roster()), "smoke");
    const auto png = g_dir / "qr-code.png";
    qr.save_image(png);
    std::ifstream in(png, std::ios::binary);
    char magic[4] = {};
    in.read(magic, 4);
    if (std::string(magic + 1, 3) != "PNG") wxLogError("smoke roster: Save image did not write a PNG");
    // The General: his stat line (Command) and points in view; a magic item described.
    rosters.select_entry(g_general);
    const auto rows = rosters.inspector().magic_item_rows();
    if (rows.size() > 1) rosters.inspector().pick_magic_item(1);
}

void check_character(Application& app, ScriptedDialogs&) {
    auto& rosters = app.frame()->rosters();
    rosters.select_entry(g_general);
    const auto card = rosters.inspector().card_text();
    if (!card.Contains(_("Command")) || !card.Contains(wxString::Format(_("%d points"), rosters.editor()->report().entry(g_general)->points))) {
        wxLogError("smoke roster: the General's card should show his Command and his points: %s", card);
    }
    if (rosters.inspector().magic_item_about().empty()) {
        wxLogError("smoke roster: the magic item carried should be described under the chooser");
    }
    expect_whole_inspector(rosters, "a WME character");
}

void to_french(Application& app, ScriptedDialogs&) { app.switch_language("fr"); }

void check_french(Application& app, ScriptedDialogs& dialogs) {
    check_character(app, dialogs); // in French: « Commandement », « N points »
}

using Step = std::function<void(Application&, ScriptedDialogs&)>;
const std::vector<Step>& steps() {
    static const std::vector<Step> all = {open_sample, tick_pavise, check_pavise, untick_pavise_by_label, check_unticked,
                                          type_while_refreshed, check_note_kept,
                                          new_roster_hint,
                                          wme_character, check_character, to_french, check_french};
    return all;
}
} // namespace

std::size_t roster_step_count() { return steps().size(); }

void run_roster_step(std::size_t index, Application& app, ScriptedDialogs& dialogs, const std::filesystem::path& dir) {
    g_dir = dir;
    std::cout << "smoke roster: step " << index + 1 << std::endl;
    app.frame()->SetSize(wxSize(1024, 700));
    steps().at(index)(app, dialogs);
}

} // namespace ost::app
