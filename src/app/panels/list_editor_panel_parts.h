// Small helpers the "My lists" page's files share (list_editor_panel*.cpp): reading numbers typed
// in its fields, labels sized to their font, how a line's option is listed.
#pragma once

#include "app/i18n/wx_text.h"
#include "core/model/army_list.h"
#include "core/services/list_view.h"
#include "core/support/diagnostic.h"
#include "core/support/error.h"

#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <optional>

namespace ost::app::list_editor_parts {

inline wxString trimmed(const wxTextCtrl* text) {
    return wxString(text->GetValue()).Trim().Trim(false);
}

/// A whole number typed in `text`; nullopt when empty. Throws InvalidInputError naming `what`.
inline std::optional<int> whole_number(const wxTextCtrl* text, const wxString& what) {
    const auto value = trimmed(text);
    if (value.empty()) {
        return std::nullopt;
    }
    long number = 0;
    if (!value.ToLong(&number) || number < -100000 || number > 100000) {
        throw InvalidInputError(
            TR_("{0} must be a whole number, not \"{1}\".").arg(from_wx(what)).arg(from_wx(value)));
    }
    return static_cast<int>(number);
}

/// A label sized from its own font. GTK measures a new label before applying the font it
/// inherits, so the panel's larger text would be cut: measure it with wx instead.
inline wxStaticText* make_label(wxWindow* parent, const wxString& text, bool bold = false) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    if (bold) {
        label->SetFont(label->GetFont().Bold());
    }
    label->SetMinSize(label->GetTextExtent(text) + wxSize(label->FromDIP(4), 0));
    return label;
}

inline wxString number_text(const std::optional<int>& value) {
    return value ? wxString::Format("%d", *value) : wxString();
}

inline const wxString kRoleIds[] = {"unit", "general", "character", "camp", "fortification"};

/// An option as its list shows it: its name and costs.
inline wxString option_label(const UnitOption& option) {
    return to_wx(option.name.text()) + "  (" + to_wx(costs_text(option.costs)) + ")";
}

/// A whole number typed in `text` (nullopt when empty), or `bad` set when it is not one.
inline std::optional<int> number_in(const wxString& value, bool& bad) {
    const auto text = wxString(value).Trim().Trim(false);
    if (text.empty()) {
        return std::nullopt;
    }
    long number = 0;
    if (!text.ToLong(&number) || number < -100000 || number > 100000) {
        bad = true;
        return std::nullopt;
    }
    return static_cast<int>(number);
}

inline wxString years_text(const std::optional<int>& from, const std::optional<int>& to) {
    if (!from && !to) {
        return wxString();
    }
    return " (" + number_text(from) + wxString::FromUTF8("\xe2\x80\x93") + number_text(to) + ")";
}

inline Diagnostic not_a_number(const std::string& field) {
    Diagnostic d;
    d.code = "list-editor.not-a-number";
    d.message = TR_("Type a whole number here (negative: a year BC).");
    d.field = field;
    return d;
}

} // namespace ost::app::list_editor_parts
