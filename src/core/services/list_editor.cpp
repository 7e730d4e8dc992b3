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
/// Names follow the readers' rule (support/strings.h: canonical_text), then a missing language
/// takes the other's name.
void fill_names(LocalizedString& name) {
    require_typed_text(name.fr, TR_("The French name"));
    require_typed_text(name.en, TR_("The English name"));
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
    require_typed_text(header.source, TR_("The source"));
    require_typed_text(header.edition, TR_("The edition"));
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
    require_typed_text(unit.note_fr, TR_("The French note"));
    require_typed_text(unit.note_en, TR_("The English note"));
    for (const auto& [field, value] : unit.profile.values) {
        require_typed_text(value, TR_("The value of {0}").arg(field));
    }
    auto& values = unit.profile.values;
    values.erase(std::remove_if(values.begin(), values.end(),
                                [](const auto& v) { return v.second.empty(); }),
                 values.end());
    for (auto& option : unit.options) {
        fill_names(option.name);
    }
    std::erase_if(unit.costs, [](const Cost& cost) { return cost.type.empty(); });
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
    const auto old_id = after.units[index].id;
    after.units[index] = std::move(unit);
    if (after.units[index].id != old_id) {
        retarget_unit(after, old_id, after.units[index].id);
    }
    commit(TR_("Edit unit"), std::move(after));
}

UnitEntry ListEditor::patched_unit(std::size_t index, const LinePatch& patch) const {
    if (index >= m_list.units.size()) {
        throw InternalError(TR_("There is no unit number {0} in this list.").arg(index + 1));
    }
    return patched_line(m_system, unit_profile_type(), m_list.units[index], patch);
}

void ListEditor::apply_patch(std::size_t index, const LinePatch& patch) {
    replace_unit(index, patched_unit(index, patch));
}

void ListEditor::retarget_unit(ArmyList& list, const std::string& unit_id, const std::string& new_id) {
    const auto retarget = [&](std::vector<std::string>& ids) {
        if (new_id.empty()) {
            std::erase(ids, unit_id);
        } else {
            std::replace(ids.begin(), ids.end(), unit_id, new_id);
        }
    };
    for (auto& other : list.units) {
        if (other.counts_as == unit_id) {
            other.counts_as = new_id;
        }
        retarget(other.requires_units);
        retarget(other.attaches_to);
        for (auto& option : other.options) {
            retarget(option.requires_units);
        }
    }
    for (auto& upgrade : list.upgrades) {
        retarget(upgrade.requires_units);
    }
    for (auto& cap : list.caps) {
        retarget(cap.units);
    }
    std::erase_if(list.caps, [](const ArmyCap& cap) { return cap.units.empty(); });
}

void ListEditor::remove_unit(std::size_t index) {
    if (index >= m_list.units.size()) {
        throw InternalError(TR_("There is no unit number {0} in this list.").arg(index + 1));
    }
    auto after = m_list;
    const auto id = after.units[index].id;
    after.units.erase(after.units.begin() + static_cast<std::ptrdiff_t>(index));
    retarget_unit(after, id, {});
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

std::string ListEditor::unused_unit_id(const std::string& base) const {
    auto id = base;
    for (int n = 2; m_list.unit(id) != nullptr; ++n) {
        id = base + "-" + std::to_string(n);
    }
    return id;
}

std::size_t ListEditor::duplicate_unit(std::size_t index) {
    if (index >= m_list.units.size()) {
        throw InternalError(TR_("There is no unit number {0} in this list.").arg(index + 1));
    }
    if (m_list.units.size() >= kMaxListUnits) {
        throw InvalidInputError(TR_("An army list holds at most {0} units; this one is full.").arg(kMaxListUnits));
    }
    auto copy = m_list.units[index];
    // "spearmen-2" copied again gives "spearmen-3", not "spearmen-2-2"
    auto base = copy.id;
    if (const auto dash = base.rfind('-'); dash != std::string::npos && dash + 1 < base.size() &&
        std::all_of(base.begin() + static_cast<std::ptrdiff_t>(dash) + 1, base.end(),
                    [](char c) { return c >= '0' && c <= '9'; })) {
        base.resize(dash);
    }
    copy.id = unused_unit_id(base);
    auto after = m_list;
    after.units.insert(after.units.begin() + static_cast<std::ptrdiff_t>(index) + 1, std::move(copy));
    commit(TR_("Duplicate unit"), std::move(after));
    return index + 1;
}

UnitEntry ListEditor::unit_like(std::size_t index) const {
    if (index >= m_list.units.size()) {
        throw InternalError(TR_("There is no unit number {0} in this list.").arg(index + 1));
    }
    const auto& model = m_list.units[index];
    auto unit = blank_unit();
    unit.role = model.role == UnitRole::General ? UnitRole::Unit : model.role;
    unit.profile = model.profile;
    unit.costs = model.costs;
    unit.min = model.min;
    unit.max = model.max;
    unit.group = model.group;
    unit.date_from = model.date_from;
    unit.date_to = model.date_to;
    unit.rules = model.rules;
    unit.upgrades = model.upgrades;
    unit.confirmed = model.confirmed;
    return unit;
}

void ListEditor::set_dates(std::optional<int> from, std::optional<int> to) {
    throw_first(check_dates(from, to, {}));
    if (from == m_list.date_from && to == m_list.date_to) {
        return;
    }
    auto after = m_list;
    after.date_from = from;
    after.date_to = to;
    commit(TR_("Change the list's dates"), std::move(after));
}

namespace {
template <typename T>
void require_index(const std::vector<T>& items, std::size_t index) {
    if (index >= items.size()) {
        throw InternalError(TR_("There is no item number {0} here.").arg(index + 1));
    }
}

/// What differs between the list's collections for add_item/replace_item/remove_item: where
/// the items are, the undo labels, how an item is tidied and checked, and which references
/// follow an item renamed (`now` its new value) or removed (`now` null).
template <typename T>
struct CollectionTraits;

template <>
struct CollectionTraits<ChoiceGroup> {
    static std::vector<ChoiceGroup>& items(ArmyList& list) { return list.groups; }
    static Text added() { return TR_("Add group"); }
    static Text edited() { return TR_("Edit group"); }
    static Text deleted() { return TR_("Delete group"); }
    static void tidy(ChoiceGroup& group) { fill_names(group.name); }
    static Diagnostics check(const ListEditor& editor, const ChoiceGroup& group, std::optional<std::size_t> index) {
        return editor.check_group(group, index);
    }
    static void follow(ArmyList& list, const GameSystem&, const ChoiceGroup& old, const ChoiceGroup* now) {
        for (auto& unit : list.units) {
            if (unit.group == old.id) {
                unit.group = now != nullptr ? now->id : std::string();
            }
        }
    }
};

template <>
struct CollectionTraits<ArmyCap> {
    static std::vector<ArmyCap>& items(ArmyList& list) { return list.caps; }
    static Text added() { return TR_("Add cap"); }
    static Text edited() { return TR_("Edit cap"); }
    static Text deleted() { return TR_("Delete cap"); }
    static void tidy(ArmyCap& cap) { fill_names(cap.name); }
    static Diagnostics check(const ListEditor& editor, const ArmyCap& cap, std::optional<std::size_t> index) {
        return editor.check_cap(cap, index);
    }
    static void follow(ArmyList&, const GameSystem&, const ArmyCap&, const ArmyCap*) {} // nothing names a cap
};

template <>
struct CollectionTraits<AllyRef> {
    static std::vector<AllyRef>& items(ArmyList& list) { return list.allies; }
    static Text added() { return TR_("Add ally"); }
    static Text edited() { return TR_("Edit ally"); }
    static Text deleted() { return TR_("Delete ally"); }
    static void tidy(AllyRef&) {}
    static Diagnostics check(const ListEditor& editor, const AllyRef& ally, std::optional<std::size_t> index) {
        return editor.check_ally(ally, index);
    }
    static void follow(ArmyList&, const GameSystem&, const AllyRef&, const AllyRef*) {} // nothing names an ally
};

template <>
struct CollectionTraits<UnitOption> {
    static std::vector<UnitOption>& items(ArmyList& list) { return list.upgrades; }
    static Text added() { return TR_("Add shared upgrade"); }
    static Text edited() { return TR_("Edit shared upgrade"); }
    static Text deleted() { return TR_("Delete shared upgrade"); }
    static void tidy(UnitOption& upgrade) { fill_names(upgrade.name); }
    static Diagnostics check(const ListEditor& editor, const UnitOption& upgrade, std::optional<std::size_t> index) {
        return editor.check_upgrade(upgrade, index);
    }
    static void follow(ArmyList& list, const GameSystem& system, const UnitOption& old, const UnitOption* now) {
        if (now == nullptr && system.catalogue_entry(old.id) != nullptr) {
            return; // a catalogue entry of that id stays valid
        }
        for (auto& unit : list.units) {
            if (now != nullptr) {
                std::replace(unit.upgrades.begin(), unit.upgrades.end(), old.id, now->id);
            } else {
                std::erase(unit.upgrades, old.id);
            }
        }
    }
};

template <>
struct CollectionTraits<SpecialRule> {
    static std::vector<SpecialRule>& items(ArmyList& list) { return list.rules; }
    static Text added() { return TR_("Add list rule"); }
    static Text edited() { return TR_("Edit list rule"); }
    static Text deleted() { return TR_("Delete list rule"); }
    static void tidy(SpecialRule& rule) {
        fill_names(rule.name);
        require_typed_text(rule.summary.fr, TR_("The French summary"));
        require_typed_text(rule.summary.en, TR_("The English summary"));
        require_typed_text(rule.section, TR_("The rules section"));
        rule.summary.fr = canonical_text(rule.summary.fr);
        rule.summary.en = canonical_text(rule.summary.en);
        rule.section = canonical_text(rule.section);
    }
    static Diagnostics check(const ListEditor& editor, const SpecialRule& rule, std::optional<std::size_t> index) {
        return editor.check_rule(rule, index);
    }
    static void follow(ArmyList& list, const GameSystem& system, const SpecialRule& old, const SpecialRule* now) {
        if (now == nullptr && system.rule(old.id) != nullptr) {
            return; // the lines now name the system's rule of that id
        }
        const auto retarget = [&](std::vector<std::string>& ids) {
            if (now != nullptr) {
                std::replace(ids.begin(), ids.end(), old.id, now->id);
            } else {
                std::erase(ids, old.id);
            }
        };
        for (auto& unit : list.units) {
            retarget(unit.rules);
            for (auto& option : unit.options) {
                retarget(option.rules);
            }
        }
        for (auto& upgrade : list.upgrades) {
            retarget(upgrade.rules);
        }
    }
};
} // namespace

template <typename T>
std::size_t ListEditor::add_item(T item) {
    using Traits = CollectionTraits<T>;
    Traits::tidy(item);
    throw_first(Traits::check(*this, item, std::nullopt));
    auto after = m_list;
    Traits::items(after).push_back(std::move(item));
    commit(Traits::added(), std::move(after));
    return Traits::items(m_list).size() - 1;
}

template <typename T>
void ListEditor::replace_item(std::size_t index, T item) {
    using Traits = CollectionTraits<T>;
    require_index(Traits::items(m_list), index);
    Traits::tidy(item);
    throw_first(Traits::check(*this, item, index));
    if (item == Traits::items(m_list)[index]) {
        return;
    }
    auto after = m_list;
    const auto old = Traits::items(after)[index];
    Traits::follow(after, m_system, old, &item);
    Traits::items(after)[index] = std::move(item);
    commit(Traits::edited(), std::move(after));
}

template <typename T>
void ListEditor::remove_item(std::size_t index) {
    using Traits = CollectionTraits<T>;
    require_index(Traits::items(m_list), index);
    auto after = m_list;
    auto& items = Traits::items(after);
    const auto old = items[index];
    Traits::follow(after, m_system, old, nullptr);
    items.erase(items.begin() + static_cast<std::ptrdiff_t>(index));
    commit(Traits::deleted(), std::move(after));
}

std::size_t ListEditor::add_group(ChoiceGroup group) { return add_item(std::move(group)); }
void ListEditor::replace_group(std::size_t index, ChoiceGroup group) { replace_item(index, std::move(group)); }
void ListEditor::remove_group(std::size_t index) { remove_item<ChoiceGroup>(index); }

std::size_t ListEditor::add_cap(ArmyCap cap) { return add_item(std::move(cap)); }
void ListEditor::replace_cap(std::size_t index, ArmyCap cap) { replace_item(index, std::move(cap)); }
void ListEditor::remove_cap(std::size_t index) { remove_item<ArmyCap>(index); }

std::size_t ListEditor::add_ally(AllyRef ally) { return add_item(std::move(ally)); }
void ListEditor::replace_ally(std::size_t index, AllyRef ally) { replace_item(index, std::move(ally)); }
void ListEditor::remove_ally(std::size_t index) { remove_item<AllyRef>(index); }

std::size_t ListEditor::add_upgrade(UnitOption upgrade) { return add_item(std::move(upgrade)); }
void ListEditor::replace_upgrade(std::size_t index, UnitOption upgrade) { replace_item(index, std::move(upgrade)); }
void ListEditor::remove_upgrade(std::size_t index) { remove_item<UnitOption>(index); }

std::size_t ListEditor::add_rule(SpecialRule rule) { return add_item(std::move(rule)); }
void ListEditor::replace_rule(std::size_t index, SpecialRule rule) { replace_item(index, std::move(rule)); }
void ListEditor::remove_rule(std::size_t index) { remove_item<SpecialRule>(index); }

ListFacts ListEditor::facts() const {
    return {m_list.number, m_list.command_value, m_list.confirmed, m_list.note};
}

void ListEditor::set_facts(ListFacts facts) {
    require_typed_text(facts.note.fr, TR_("The French note"));
    require_typed_text(facts.note.en, TR_("The English note"));
    facts.note.fr = canonical_text(facts.note.fr);
    facts.note.en = canonical_text(facts.note.en);
    throw_first(check_facts(facts));
    if (facts == this->facts()) {
        return;
    }
    auto after = m_list;
    after.number = facts.number;
    after.command_value = facts.command_value;
    after.confirmed = facts.confirmed;
    after.note = facts.note;
    commit(TR_("Edit list details"), std::move(after));
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
