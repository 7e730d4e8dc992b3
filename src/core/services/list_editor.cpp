// List editor operations and checks (see list_editor.h). Each change snapshots the list before
// and after: lists hold tens of lines, so copies are cheap and undo can never drift.
#include "core/services/list_editor.h"

#include "core/model/limits.h"
#include "core/support/strings.h"
#include "core/support/text_fold.h"
#include "core/support/user_text.h"
#include "core/support/error.h"

#include <algorithm>
#include <memory>

namespace ost {

namespace {
Diagnostic problem(std::string code, Text message, std::string subject = {}) {
    Diagnostic d;
    d.code = std::move(code);
    d.message = std::move(message);
    d.subject = std::move(subject);
    return d;
}

/// Names follow the readers' rule (support/strings.h: canonical_text), then a missing language
/// takes the other's name.
void fill_names(LocalizedString& name) {
    require_utf8(name.fr, TR_("The French name"));
    require_utf8(name.en, TR_("The English name"));
    name.fr = canonical_text(name.fr);
    name.en = canonical_text(name.en);
    if (name.fr.empty()) {
        name.fr = name.en;
    }
    if (name.en.empty()) {
        name.en = name.fr;
    }
}

void throw_first(const Diagnostics& problems) {
    if (!problems.empty()) {
        throw InvalidInputError(problems.front().message);
    }
}
} // namespace

std::string slug_id(std::string_view name) {
    const auto folded = ost::fold(name);
    std::string id;
    for (const char c : folded) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            id += c;
        } else if (!id.empty() && id.back() != '-') {
            id += '-';
        }
    }
    while (!id.empty() && id.back() == '-') {
        id.pop_back();
    }
    return id.empty() ? "unit" : id;
}

bool valid_list_id(std::string_view id) {
    return !id.empty() && id.front() != '-' && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

ListEditor::ListEditor(GameSystem system, ArmyList list)
    : m_list(std::move(list)), m_system(std::move(system)) {
    if (m_list.system_id != m_system.id) {
        throw InvalidInputError(TR_("This list is for the system \"{0}\", not \"{1}\".")
                                    .arg(m_list.system_id)
                                    .arg(m_system.id));
    }
}

ArmyList ListEditor::new_list(const GameSystem& system, const ListHeader& header) {
    ArmyList list;
    list.system_id = system.id;
    list.id = header.id;
    list.name = header.name;
    fill_names(list.name);
    list.source = header.source;
    list.edition = header.edition;
    return list;
}

ListHeader ListEditor::header() const {
    return {m_list.id, m_list.name, m_list.source, m_list.edition};
}

void ListEditor::set_header(ListHeader header) {
    fill_names(header.name);
    require_utf8(header.source, TR_("The source"));
    require_utf8(header.edition, TR_("The edition"));
    header.source = canonical_text(header.source);
    header.edition = canonical_text(header.edition);
    if (!valid_list_id(header.id)) {
        throw InvalidInputError(
            TR_("The list id \"{0}\" must be lowercase letters, digits and dashes.")
                .arg(header.id));
    }
    if (header.name.empty()) {
        throw InvalidInputError(TR_("Give the list a name."));
    }
    if (header.source.empty()) {
        throw InvalidInputError(TR_("Say where the list comes from (book, page, edition)."));
    }
    if (header == this->header()) {
        return;
    }
    auto after = m_list;
    after.id = header.id;
    after.name = header.name;
    after.source = header.source;
    after.edition = header.edition;
    commit(TR_("Edit list details"), std::move(after));
}

const ProfileType* ListEditor::unit_profile_type() const {
    for (const char* id : {"unit", "troop"}) {
        if (const auto* type = m_system.profile_type(id)) {
            return type;
        }
    }
    return m_system.profile_types.empty() ? nullptr : &m_system.profile_types.front();
}

std::vector<SpecialRule> ListEditor::rule_choices() const {
    auto rules = m_list.rules;
    for (const auto& rule : m_system.rules) {
        if (m_list.rule(rule.id) == nullptr) {
            rules.push_back(rule);
        }
    }
    return rules;
}

UnitEntry ListEditor::blank_unit() const {
    UnitEntry unit;
    if (const auto* type = unit_profile_type()) {
        unit.profile.type = type->id;
    }
    int n = static_cast<int>(m_list.units.size()) + 1;
    do {
        unit.id = "unit-" + std::to_string(n++);
    } while (m_list.unit(unit.id) != nullptr);
    unit.costs.push_back({"points", 0, 0});
    return unit;
}

void ListEditor::tidy(UnitEntry& unit) {
    fill_names(unit.name);
    // Every field typed in the unit editor is UTF-8 checked, not only the names.
    require_utf8(unit.note_fr, TR_("The French note"));
    require_utf8(unit.note_en, TR_("The English note"));
    for (const auto& [field, value] : unit.profile.values) {
        require_utf8(value, TR_("The value of {0}").arg(field));
    }
    auto& values = unit.profile.values;
    values.erase(std::remove_if(values.begin(), values.end(),
                                [](const auto& v) { return v.second.empty(); }),
                 values.end());
    for (auto& option : unit.options) {
        fill_names(option.name);
    }
}

Diagnostics ListEditor::check_unit(const UnitEntry& unit, std::optional<std::size_t> index) const {
    Diagnostics out;
    const auto& id = unit.id;
    if (!valid_list_id(id)) {
        out.push_back(problem(
            "list-editor.unit-id",
            TR_("The unit id \"{0}\" must be lowercase letters, digits and dashes.").arg(id), id));
    }
    for (std::size_t i = 0; i < m_list.units.size(); ++i) {
        if ((!index || *index != i) && m_list.units[i].id == id) {
            out.push_back(
                problem("list-editor.duplicate-id",
                        TR_("Another unit of this list already has the id \"{0}\".").arg(id), id));
        }
    }
    if (unit.name.fr.empty() && unit.name.en.empty()) {
        out.push_back(
            problem("list-editor.unit-name", TR_("Give the unit \"{0}\" a name.").arg(id), id));
    }
    for (const auto& cost : unit.costs) {
        if (cost.value < 0) {
            out.push_back(problem(
                "list-editor.negative-points",
                TR_("The points of \"{0}\" cannot be negative ({1}).").arg(id).arg(cost.value),
                id));
        }
    }
    const auto check_range = [&](std::optional<int> min, std::optional<int> max) {
        if ((min && *min < 0) || (max && *max < 0)) {
            out.push_back(
                problem("list-editor.negative-limit",
                        TR_("The minimum and maximum of \"{0}\" cannot be negative.").arg(id), id));
        } else if (min && max && *min > *max) {
            out.push_back(problem("list-editor.min-above-max",
                                  TR_("The minimum {0} of \"{1}\" is above its maximum {2}.")
                                      .arg(*min)
                                      .arg(id)
                                      .arg(*max),
                                  id));
        }
    };
    check_range(unit.min, unit.max);
    check_range(unit.army_min, unit.army_max);
    if (!unit.profile.empty()) {
        const auto* type = m_system.profile_type(unit.profile.type);
        for (const auto& [field_id, value] : unit.profile.values) {
            const auto* field = type != nullptr ? type->field(field_id) : nullptr;
            if (field == nullptr) {
                out.push_back(problem(
                    "list-editor.unknown-field",
                    TR_("Unknown stat \"{0}\" for {1}.").arg(field_id).arg(m_system.name()), id));
            } else if (!field->choices.empty() && field->choice(value) == nullptr) {
                out.push_back(problem(
                    "list-editor.unknown-choice",
                    TR_("\"{0}\" is not a value of {1}.").arg(value).arg(field->name.text()), id));
            }
        }
    }
    for (const auto& rule : unit.rules) {
        if (m_list.rule(rule) == nullptr && m_system.rule(rule) == nullptr) {
            out.push_back(problem(
                "list-editor.unknown-rule",
                TR_("Unknown special rule \"{0}\" (neither in this list nor in the system).")
                    .arg(rule),
                id));
        }
    }
    std::vector<std::string> option_ids;
    for (const auto& option : unit.options) {
        if (!valid_list_id(option.id)) {
            out.push_back(
                problem("list-editor.option-id",
                        TR_("The option id \"{0}\" must be lowercase letters, digits and dashes.")
                            .arg(option.id),
                        id));
        } else if (std::find(option_ids.begin(), option_ids.end(), option.id) != option_ids.end()) {
            out.push_back(problem(
                "list-editor.duplicate-option",
                TR_("Two options of \"{0}\" have the id \"{1}\".").arg(id).arg(option.id), id));
        }
        option_ids.push_back(option.id);
        if (option.name.fr.empty() && option.name.en.empty()) {
            out.push_back(problem("list-editor.option-name",
                                  TR_("Give every option of \"{0}\" a name.").arg(id), id));
        }
    }
    return out;
}

Diagnostics ListEditor::check() const {
    Diagnostics out;
    if (!valid_list_id(m_list.id)) {
        out.push_back(
            problem("list-editor.list-id",
                    TR_("The list id \"{0}\" must be lowercase letters, digits and dashes.")
                        .arg(m_list.id)));
    }
    if (m_list.name.empty()) {
        out.push_back(problem("list-editor.list-name", TR_("Give the list a name.")));
    }
    if (m_list.source.empty()) {
        out.push_back(problem("list-editor.list-source",
                              TR_("Say where the list comes from (book, page, edition).")));
    }
    for (std::size_t i = 0; i < m_list.units.size(); ++i) {
        auto problems = check_unit(m_list.units[i], i);
        out.insert(out.end(), problems.begin(), problems.end());
    }
    return out;
}

std::size_t ListEditor::add_unit(UnitEntry unit) {
    if (m_list.units.size() >= kMaxListUnits) {
        throw InvalidInputError(TR_("An army list holds at most {0} units; this one is full.").arg(kMaxListUnits));
    }
    tidy(unit);
    throw_first(check_unit(unit, std::nullopt));
    auto after = m_list;
    after.units.push_back(std::move(unit));
    commit(TR_("Add unit"), std::move(after));
    return m_list.units.size() - 1;
}

void ListEditor::replace_unit(std::size_t index, UnitEntry unit) {
    if (index >= m_list.units.size()) {
        throw InternalError(TR_("There is no unit number {0} in this list.").arg(index + 1));
    }
    tidy(unit);
    throw_first(check_unit(unit, index));
    if (unit == m_list.units[index]) {
        return;
    }
    auto after = m_list;
    after.units[index] = std::move(unit);
    commit(TR_("Edit unit"), std::move(after));
}

void ListEditor::remove_unit(std::size_t index) {
    if (index >= m_list.units.size()) {
        throw InternalError(TR_("There is no unit number {0} in this list.").arg(index + 1));
    }
    auto after = m_list;
    after.units.erase(after.units.begin() + static_cast<std::ptrdiff_t>(index));
    commit(TR_("Delete unit"), std::move(after));
}

std::size_t ListEditor::move_unit(std::size_t index, int delta) {
    if (index >= m_list.units.size()) {
        throw InternalError(TR_("There is no unit number {0} in this list.").arg(index + 1));
    }
    const auto last = static_cast<long long>(m_list.units.size()) - 1;
    const auto target =
        static_cast<std::size_t>(std::clamp(static_cast<long long>(index) + delta, 0LL, last));
    if (target == index) {
        return index;
    }
    auto after = m_list;
    auto unit = std::move(after.units[index]);
    after.units.erase(after.units.begin() + static_cast<std::ptrdiff_t>(index));
    after.units.insert(after.units.begin() + static_cast<std::ptrdiff_t>(target), std::move(unit));
    commit(TR_("Move unit"), std::move(after));
    return target;
}

void ListEditor::replace_list(Text label, ArmyList after) {
    if (after == m_list) {
        return;
    }
    const ListEditor probe(m_system, after);
    throw_first(probe.check());
    commit(std::move(label), std::move(after));
}

void ListEditor::commit(Text label, ArmyList after) {
    auto before = m_list;
    const auto set = [this](const ArmyList& value) {
        m_list = value;
        if (m_changed) {
            m_changed();
        }
    };
    m_undo.push(std::make_unique<LambdaCommand>(
        std::move(label), [set, after = std::move(after)] { set(after); },
        [set, before = std::move(before)] { set(before); }));
}

} // namespace ost
