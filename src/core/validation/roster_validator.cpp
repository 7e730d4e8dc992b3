// Roster validation: every army-composition rule of the supported systems, as diagnostics that
// name the rule, the army size and what was counted; plus points, break point and cohesion.
#include "core/validation/roster_validator.h"

#include "core/model/catalogue_kinds.h"
#include "core/support/error.h"
#include "core/validation/army_limits.h"

#include <algorithm>
#include <limits>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>

namespace ost {

namespace {
/// A 64-bit figure clamped into int: totals never overflow (they stop at INT_MAX, which is
/// always over the army size and so reported as roster.points-over).
int saturated(long long value) {
    return static_cast<int>(std::clamp<long long>(value, std::numeric_limits<int>::min(),
                                                  std::numeric_limits<int>::max()));
}
void add_saturated(int& total, long long value) { total = saturated(total + value); }
} // namespace

const EntryFigures* RosterReport::entry(const std::string& entry_id) const {
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [&](const EntryFigures& e) { return e.entry_id == entry_id; });
    return it == entries.end() ? nullptr : &*it;
}

std::vector<const Diagnostic*> RosterReport::about(const std::string& entry_id) const {
    std::vector<const Diagnostic*> out;
    for (const auto& d : diagnostics) {
        if (d.subject == entry_id) {
            out.push_back(&d);
        }
    }
    return out;
}

RosterValidator::RosterValidator(GameSystem system, ArmyList list, std::vector<ArmyList> allies)
    : m_system(std::move(system)), m_list(std::move(list)), m_allies(std::move(allies)) {}

const ArmyList* RosterValidator::list_of(const RosterEntry& entry) const {
    if (entry.list_id.empty() || entry.list_id == m_list.id) {
        return &m_list;
    }
    for (const auto& ally : m_allies) {
        if (ally.id == entry.list_id) {
            return &ally;
        }
    }
    return nullptr;
}

const UnitEntry* RosterValidator::unit_of(const RosterEntry& entry) const {
    const auto* list = list_of(entry);
    return list == nullptr ? nullptr : list->unit(entry.unit_id);
}

const UnitOption* RosterValidator::option_of(const ArmyList& list, const UnitEntry& unit,
                                             const std::string& option_id,
                                             UnitOption& scratch) const {
    for (const auto& o : unit.options) {
        if (o.id == option_id) {
            return &o;
        }
    }
    if (std::find(unit.upgrades.begin(), unit.upgrades.end(), option_id) == unit.upgrades.end()) {
        return nullptr;
    }
    if (const auto* shared = list.upgrade(option_id)) {
        return shared;
    }
    const auto* entry = m_system.catalogue_entry(option_id);
    if (entry == nullptr || entry->kind == catalogue_kind::kGeneralGrade || entry->kind == catalogue_kind::kMagicItem) {
        return nullptr;
    }
    scratch = UnitOption{};
    scratch.id = entry->id;
    scratch.name = entry->name;
    scratch.costs = entry->costs;
    scratch.army_max = entry->army_max;
    scratch.rules = entry->rules;
    return &scratch;
}

bool RosterValidator::outside_commands(const RosterEntry& entry) const {
    if (m_system.army_rules != ArmyRules::Adlg) {
        return false;
    }
    const auto* unit = unit_of(entry);
    return unit != nullptr && (unit->role == UnitRole::Camp || unit->role == UnitRole::Fortification);
}

int RosterValidator::entry_points(const RosterEntry& entry, int army_size) const {
    const auto* list = list_of(entry);
    const auto* unit = list == nullptr ? nullptr : list->unit(entry.unit_id);
    if (unit == nullptr) {
        return 0;
    }
    // 64-bit sums of bounded factors (costs <= 10^6, counts <= 10^4), saturated into the report.
    long long points = static_cast<long long>(cost_of(unit->costs, "points", army_size).value_or(0)) * entry.count;
    UnitOption scratch;
    for (const auto& chosen : entry.options) {
        if (const auto* option = option_of(*list, *unit, chosen.id, scratch)) {
            points += static_cast<long long>(cost_of(option->costs, "points", army_size).value_or(0)) * chosen.count;
        }
    }
    if (!entry.general_grade.empty() && unit->role == UnitRole::General) {
        if (const auto* grade = m_system.catalogue_entry(entry.general_grade);
            grade != nullptr && grade->kind == catalogue_kind::kGeneralGrade) {
            points += static_cast<long long>(cost_of(grade->costs, "points", army_size).value_or(0)) * entry.count;
        }
    }
    for (const auto& item : entry.magic_items) {
        if (const auto* magic = m_system.catalogue_entry(item)) {
            points += cost_of(magic->costs, "points", army_size).value_or(0);
        }
    }
    return saturated(points);
}

std::vector<UnitOption> RosterValidator::available_options(const RosterEntry& entry) const {
    std::vector<UnitOption> out;
    const auto* list = list_of(entry);
    const auto* unit = unit_of(entry);
    if (unit == nullptr) {
        return out;
    }
    out = unit->options;
    for (const auto& id : unit->upgrades) {
        UnitOption scratch;
        if (const auto* option = option_of(*list, *unit, id, scratch)) {
            out.push_back(*option);
        }
    }
    return out;
}

std::vector<OptionChoice> RosterValidator::option_choices(const Roster& roster,
                                                          const RosterEntry& entry) const {
    std::vector<OptionChoice> out;
    const auto* list = list_of(entry);
    for (auto& option : available_options(entry)) {
        OptionChoice choice{std::move(option), {}};
        const auto& o = choice.option;
        if (roster.year && ((o.date_from && *roster.year < *o.date_from) ||
                            (o.date_to && *roster.year > *o.date_to))) {
            choice.why_not = TR_("not available in {0}").arg(*roster.year);
        } else if (o.army_max) {
            int taken = 0;
            for (const auto& e : roster.entries) {
                if (e.id == entry.id || list_of(e) != list) {
                    continue;
                }
                for (const auto& chosen : e.options) {
                    taken += chosen.id == o.id ? chosen.count : 0;
                }
            }
            if (taken >= *o.army_max) {
                choice.why_not = TRP_("the army already has {n}", "the army already has {n}", taken);
            }
        }
        if (choice.why_not.empty()) {
            for (const auto& required : o.requires_units) {
                const bool present = std::any_of(roster.entries.begin(), roster.entries.end(), [&](const RosterEntry& e) {
                    return e.unit_id == required && list_of(e) == list;
                });
                if (!present) {
                    const auto* needed = list != nullptr ? list->unit(required) : nullptr;
                    choice.why_not = TR_("needs {0} in the army")
                                         .arg(needed != nullptr ? needed->name.text() : Text::verbatim(required));
                    break;
                }
            }
        }
        out.push_back(std::move(choice));
    }
    return out;
}

std::vector<const CatalogueEntry*> RosterValidator::general_grades(const RosterEntry& entry) const {
    std::vector<const CatalogueEntry*> out;
    const auto* unit = unit_of(entry);
    if (unit == nullptr || unit->role != UnitRole::General) {
        return out;
    }
    for (const auto& id : unit->upgrades) {
        const auto* grade = m_system.catalogue_entry(id);
        if (grade != nullptr && grade->kind == catalogue_kind::kGeneralGrade) {
            out.push_back(grade);
        }
    }
    return out;
}

namespace {
bool may_carry(const CatalogueEntry& item, const UnitEntry& unit) {
    if (!unit.magic) {
        return false;
    }
    if (std::find(unit.upgrades.begin(), unit.upgrades.end(), item.id) != unit.upgrades.end()) {
        return true; // the list names it for this line
    }
    const auto* type = unit.profile.get("type");
    if (!item.eligible_types.empty() &&
        (type == nullptr || std::find(item.eligible_types.begin(), item.eligible_types.end(),
                                      *type) == item.eligible_types.end())) {
        return false;
    }
    const auto* armour = unit.profile.get("armour");
    if (!item.eligible_armour.empty() &&
        (armour == nullptr || std::find(item.eligible_armour.begin(), item.eligible_armour.end(),
                                        *armour) == item.eligible_armour.end())) {
        return false;
    }
    return true;
}
} // namespace

std::vector<const CatalogueEntry*>
RosterValidator::magic_items_for(const RosterEntry& entry) const {
    std::vector<const CatalogueEntry*> out;
    const auto* unit = unit_of(entry);
    if (unit == nullptr) {
        return out;
    }
    for (const auto* item : m_system.catalogue_of(catalogue_kind::kMagicItem)) {
        if (may_carry(*item, *unit)) {
            out.push_back(item);
        }
    }
    return out;
}

std::vector<MagicItemChoice> RosterValidator::magic_item_choices(const Roster& roster,
                                                                const RosterEntry& entry) const {
    std::vector<MagicItemChoice> out;
    for (const auto* item : magic_items_for(entry)) {
        MagicItemChoice choice{item, {}};
        if (item->army_max) {
            int carried = 0;
            std::string first;
            for (const auto& e : roster.entries) {
                if (e.id == entry.id) {
                    continue;
                }
                const auto n = std::count(e.magic_items.begin(), e.magic_items.end(), item->id);
                if (n > 0 && first.empty()) {
                    first = e.id;
                }
                carried += static_cast<int>(n);
            }
            if (carried >= *item->army_max) {
                choice.taken_by = first;
            }
        }
        out.push_back(choice);
    }
    return out;
}

std::vector<std::string> RosterValidator::general_units(const Roster& roster,
                                                        const RosterEntry& entry) const {
    std::vector<std::string> out;
    const auto* unit = unit_of(entry);
    if (m_system.army_rules != ArmyRules::Adlg || unit == nullptr || unit->role != UnitRole::General ||
        entry.command_id.empty()) {
        return out;
    }
    for (const auto& e : roster.entries) {
        const auto* other = unit_of(e);
        if (e.id != entry.id && other != nullptr && other->role == UnitRole::Unit &&
            e.command_id == entry.command_id) {
            out.push_back(e.id);
        }
    }
    return out;
}

std::vector<std::string> RosterValidator::attachment_targets(const Roster& roster,
                                                             const RosterEntry& entry) const {
    std::vector<std::string> out;
    const auto* unit = unit_of(entry);
    if (unit == nullptr || !unit->is_attachment()) {
        return out;
    }
    for (const auto& e : roster.entries) {
        const auto* target = unit_of(e);
        if (e.id != entry.id && target != nullptr && list_of(e) == list_of(entry) &&
            std::find(unit->attaches_to.begin(), unit->attaches_to.end(), target->id) !=
                unit->attaches_to.end()) {
            out.push_back(e.id);
        }
    }
    return out;
}

namespace {

constexpr const char* kNoSection = "";

/// One validation pass over one roster.
class Check {
  public:
    Check(const RosterValidator& v, const Roster& r, RosterReport& report)
        : m_v(v), m_sys(v.system()), m_r(r), m_report(report), m_size(r.army_size),
          m_sizeless(r.army_size <= 0 && !v.system().has_points()) {
        // A&B and Jomini armies have no points size: a roster without one is checked with a
        // neutral size (their limits do not scale, their costs do not depend on it) and only
        // its total is reported; nothing is "over" a size it does not have.
        if (m_sizeless) {
            m_size = 1;
        }
        // The system's own army-composition rules, named by its data (system@army-rules).
        m_wme = m_sys.army_rules == ArmyRules::Wme;
        m_adlg = m_sys.army_rules == ArmyRules::Adlg;
    }

    void run() {
        m_report.army_size = m_sizeless ? 0 : m_size;
        if (!check_header()) {
            // Without a usable size nothing can be scaled: still report points and entries.
            resolve();
            totals();
            return;
        }
        resolve();
        totals();
        check_dates();
        check_entries();
        check_unit_limits(m_v.list(), m_v.list().id);
        for (const auto& ally_id : used_allies()) {
            for (const auto& ally : m_v.allies()) {
                if (ally.id == ally_id) {
                    check_unit_limits(ally, ally.id);
                }
            }
        }
        check_options_army_wide();
        if (m_wme) {
            check_wme();
        }
        if (m_adlg) {
            check_adlg();
        }
        if (!m_sizeless && m_report.points > m_size) {
            add(Severity::Error, "roster.points-over",
                TR_("The army spends {0} points, more than its size of {1} points ({2} over).")
                    .arg(m_report.points)
                    .arg(m_size)
                    .arg(m_report.points - m_size),
                selection_rule());
        }
    }

  private:
    struct Resolved {
        const RosterEntry* entry = nullptr;
        const ArmyList* list = nullptr;
        const UnitEntry* unit = nullptr;
    };

    // --- helpers -------------------------------------------------------------------------

    void add(Severity severity, const char* code, Text message, std::string rule,
             std::string subject = {}) {
        Diagnostic d;
        d.severity = severity;
        d.code = code;
        d.message = std::move(message);
        d.rule_id = std::move(rule);
        d.subject = std::move(subject);
        m_report.diagnostics.push_back(std::move(d));
    }

    /// The section the army sizes and limits come from (army-sizes@section in system.xml).
    std::string selection_rule() const { return m_sys.selection_section; }

    /// "a 2000-point army", naming the limits bracket when it differs (WME 1500 → 1000).
    Text army() const {
        if (m_sizeless) {
            return TR_("this army");
        }
        if (m_sys.scaling == LimitScaling::PerThousand) {
            if (m_size < 1000) {
                return TR_("a {0}-point army (under 1000 points: the 1000-point maximums, no "
                           "minimums)")
                    .arg(m_size);
            }
            if (m_size % 1000 != 0) {
                return TR_("a {0}-point army (limits of {1} points)")
                    .arg(m_size)
                    .arg(m_size / 1000 * 1000);
            }
        }
        return TR_("a {0}-point army").arg(m_size);
    }

    Text name_of(const Resolved& r) const {
        return r.unit != nullptr ? r.unit->name.text() : Text::verbatim(r.entry->unit_id);
    }

    static std::string key(const std::string& list, const std::string& unit) {
        return list + '/' + unit;
    }

    std::string list_id_of(const RosterEntry& e) const {
        return e.list_id.empty() ? m_v.list().id : e.list_id;
    }

    std::set<std::string> used_allies() const {
        std::set<std::string> out;
        for (const auto& e : m_r.entries) {
            if (!e.list_id.empty() && e.list_id != m_v.list().id) {
                out.insert(e.list_id);
            }
        }
        for (const auto& c : m_r.commands) {
            if (!c.ally_list.empty()) {
                out.insert(c.ally_list);
            }
        }
        return out;
    }

    static bool outside(int year, const std::optional<int>& from, const std::optional<int>& to) {
        return (from && year < *from) || (to && year > *to);
    }

    static Text window(const std::optional<int>& from, const std::optional<int>& to) {
        return TR_("{0} to {1}")
            .arg(from ? Text::verbatim(std::to_string(*from)) : Text::verbatim("…"))
            .arg(to ? Text::verbatim(std::to_string(*to)) : Text::verbatim("…"));
    }

    // --- passes --------------------------------------------------------------------------

    bool check_header() {
        if (m_r.system_id != m_sys.id || m_r.list_id != m_v.list().id) {
            add(Severity::Error, "roster.list-mismatch",
                TR_("This roster is for {0}/{1}, but it is being checked against {2}/{3}.")
                    .arg(m_r.system_id)
                    .arg(m_r.list_id)
                    .arg(m_sys.id)
                    .arg(m_v.list().id),
                kNoSection);
        }
        bool ok = m_size > 0 || m_sizeless;
        if (ok && m_sys.scaling == LimitScaling::SizeTable && !m_sys.any_size &&
            m_sys.army_size(m_size) == nullptr) {
            ok = false;
        }
        if (!ok) {
            std::string sizes;
            for (const auto& s : m_sys.army_sizes) {
                sizes += (sizes.empty() ? "" : ", ") + std::to_string(s.points);
            }
            // Never "allowed: " with an empty list (issue 15).
            add(Severity::Error, "roster.size-invalid",
                sizes.empty() ? TR_("{0} points is not an army size of {1}: the size must be a "
                                    "positive number of points.")
                                    .arg(m_size)
                                    .arg(m_sys.name())
                              : TR_("{0} points is not an army size of {1} (allowed: {2}).")
                                    .arg(m_size)
                                    .arg(m_sys.name())
                                    .arg(sizes),
                selection_rule());
        }
        return ok;
    }

    void resolve() {
        m_resolved.reserve(m_r.entries.size());
        for (const auto& e : m_r.entries) {
            Resolved r;
            r.entry = &e;
            r.list = m_v.list_of(e);
            r.unit = r.list == nullptr ? nullptr : r.list->unit(e.unit_id);
            m_resolved.push_back(r);
            if (r.unit != nullptr) {
                m_counts[key(r.list->id, r.unit->id)] += e.count;
            }
        }
    }

    bool counts_as_unit(const Resolved& r) const {
        return r.unit != nullptr && r.unit->role == UnitRole::Unit && r.unit->counts &&
               !r.unit->is_attachment();
    }

    bool expendable(const UnitEntry& unit) const {
        if (std::find(unit.rules.begin(), unit.rules.end(), "expendable") != unit.rules.end()) {
            return true;
        }
        if (const auto* caps = unit.profile.get("capabilities")) {
            std::string word;
            for (std::size_t i = 0; i <= caps->size(); ++i) {
                if (i == caps->size() || (*caps)[i] == ' ') {
                    if (word == "expendable") {
                        return true;
                    }
                    word.clear();
                } else {
                    word += (*caps)[i];
                }
            }
        }
        return false;
    }

    void totals() {
        const bool scalable = m_size > 0;
        int cohesion = 0;
        std::unordered_map<std::string, std::size_t> command_index;
        for (const auto& c : m_r.commands) {
            command_index[c.id] = m_report.commands.size();
            m_report.commands.push_back(CommandFigures{c.id, 0, 0, 0, 0});
        }
        for (const auto& r : m_resolved) {
            EntryFigures f;
            f.entry_id = r.entry->id;
            f.known = r.unit != nullptr;
            f.points = scalable ? m_v.entry_points(*r.entry, m_size) : 0;
            int command_points = 0;
            if (r.unit != nullptr && r.unit->role == UnitRole::General &&
                !r.entry->general_grade.empty()) {
                if (const auto* grade = m_sys.catalogue_entry(r.entry->general_grade);
                    grade != nullptr && grade->kind == catalogue_kind::kGeneralGrade) {
                    command_points = saturated(
                        static_cast<long long>(cost_of(grade->costs, "command", m_size).value_or(0)) *
                        r.entry->count);
                }
            }
            add_saturated(m_report.points, f.points);
            add_saturated(m_report.command_points, command_points);
            if (counts_as_unit(r)) {
                add_saturated(m_report.units, r.entry->count);
                if (!expendable(*r.unit)) {
                    add_saturated(cohesion, r.entry->count);
                }
            }
            if (m_v.outside_commands(*r.entry)) {
                add_saturated(m_report.camp_points, f.points); // adlg.army-composition.camp
            } else if (const auto it = command_index.find(r.entry->command_id);
                       it != command_index.end()) {
                auto& c = m_report.commands[it->second];
                add_saturated(c.points, f.points);
                add_saturated(c.command_points, command_points);
                if (counts_as_unit(r)) {
                    add_saturated(c.units, r.entry->count);
                    if (!expendable(*r.unit)) {
                        add_saturated(c.cohesion, r.entry->count); // adlg.army.rout
                    }
                }
            }
            m_report.entries.push_back(std::move(f));
        }
        if (m_wme) {
            m_report.break_point = (m_report.units + 1) / 2; // wme.army-selection.break-point
        }
        if (m_adlg) {
            m_report.cohesion = cohesion; // adlg.army.rout
            m_report.command_value = m_v.list().command_value;
            if (scalable) {
                m_report.commands_required = commands_for(m_sys, m_size);
            }
        }
    }

    void check_dates() {
        const auto& list = m_v.list();
        if (!m_r.year) {
            bool dated = list.date_from || list.date_to;
            for (const auto& r : m_resolved) {
                dated = dated || (r.unit != nullptr && (r.unit->date_from || r.unit->date_to));
            }
            if (dated && m_sys.has_dates()) {
                add(Severity::Warning, "roster.year-missing",
                    TR_("No year is chosen for this army, so the date windows of the list are not "
                        "checked."),
                    selection_rule());
            }
            return;
        }
        const int year = *m_r.year;
        if (outside(year, list.date_from, list.date_to)) {
            add(Severity::Error, "roster.list-date",
                TR_("{0} is not available in {1}: the list covers {2}.")
                    .arg(list.name.text())
                    .arg(year)
                    .arg(window(list.date_from, list.date_to)),
                selection_rule());
        }
        for (const auto& r : m_resolved) {
            if (r.unit != nullptr && outside(year, r.unit->date_from, r.unit->date_to)) {
                add(Severity::Error, "roster.unit-date",
                    TR_("{0} is not available in {1}: only from {2}.")
                        .arg(name_of(r))
                        .arg(year)
                        .arg(window(r.unit->date_from, r.unit->date_to)),
                    selection_rule(), r.entry->id);
            }
        }
    }

    void check_entries() {
        const std::string rule = selection_rule();
        for (const auto& r : m_resolved) {
            const auto& e = *r.entry;
            if (r.list == nullptr) {
                add(Severity::Error, "roster.list-unknown",
                    TR_("{0} comes from the army list \"{1}\", which is not available: the entry "
                        "is "
                        "kept but cannot be checked.")
                        .arg(e.custom_name.empty() ? Text::verbatim(e.unit_id)
                                                   : Text::verbatim(e.custom_name))
                        .arg(e.list_id),
                    rule, e.id);
                continue;
            }
            if (r.unit == nullptr) {
                add(Severity::Error, "roster.unit-unknown",
                    TR_("\"{0}\" no longer exists in the list {1}: the entry is kept but not "
                        "counted; "
                        "replace or remove it.")
                        .arg(e.unit_id)
                        .arg(r.list->name.text()),
                    rule, e.id);
                continue;
            }
            check_options(r);
            for (const auto& required : r.unit->requires_units) {
                if (m_counts[key(r.list->id, required)] == 0) {
                    const auto* needed = r.list->unit(required);
                    add(Severity::Error, "roster.requires",
                        TR_("{0} needs {1} in the army, and there is none.")
                            .arg(name_of(r))
                            .arg(needed != nullptr ? needed->name.text()
                                                   : Text::verbatim(required)),
                        rule, e.id);
                }
            }
            if (!e.general_grade.empty() && r.unit->role == UnitRole::General &&
                m_sys.catalogue_of(catalogue_kind::kGeneralGrade).empty()) {
                add(Severity::Error, "roster.grade-not-allowed",
                    TR_("Generals have no competence to choose in {0}.").arg(m_sys.name()), rule,
                    e.id);
            }
            if (!e.general_grade.empty() && r.unit->role != UnitRole::General) {
                add(Severity::Error, "roster.grade-not-general",
                    TR_("{0} is not a general and cannot have a competence.").arg(name_of(r)),
                    m_adlg ? "adlg.army-composition.generals" : rule, e.id);
            }
            if (!e.magic_items.empty() && !m_sys.has_catalogue(catalogue_kind::kMagicItem)) {
                add(Severity::Error, "roster.magic-not-allowed",
                    TR_("{1} has no magic items; {0} carries some.")
                        .arg(name_of(r))
                        .arg(m_sys.name()),
                    rule, e.id);
            }
        }
    }

    void check_options(const Resolved& r) {
        const auto& e = *r.entry;
        const bool per_thousand_shared = m_sys.scaling == LimitScaling::PerThousand;
        for (const auto& option : r.unit->options) { // compulsory options: at least `min` per unit
            if (!option.min || *option.min <= 0) {
                continue;
            }
            int n = 0;
            for (const auto& chosen : e.options) {
                n += chosen.id == option.id ? chosen.count : 0;
            }
            if (n < *option.min * e.count) {
                add(Severity::Error, "roster.option-min",
                    TRP_("{1}: at least {0} per unit of {2}, {n} chosen for {3}",
                         "{1}: at least {0} per unit of {2}, {n} chosen for {3}", n)
                        .arg(*option.min)
                        .arg(option.name.text())
                        .arg(name_of(r))
                        .arg(TRP_("{n} unit", "{n} units", e.count)),
                    selection_rule(), e.id);
            }
        }
        for (const auto& chosen : e.options) {
            UnitOption scratch;
            const auto* option = m_v.option_of(*r.list, *r.unit, chosen.id, scratch);
            if (option == nullptr) {
                add(Severity::Error, "roster.option-unknown",
                    TR_("{0} has no option \"{1}\" in the list: the choice is kept but not "
                        "counted.")
                        .arg(name_of(r))
                        .arg(chosen.id),
                    selection_rule(), e.id);
                continue;
            }
            const bool shared = r.list->upgrade(chosen.id) == option;
            if (!(shared && per_thousand_shared) && option->max &&
                chosen.count > *option->max * e.count) {
                add(Severity::Error, "roster.option-max",
                    TRP_("{1}: at most {0} per unit of {2}, {n} chosen for {3}",
                         "{1}: at most {0} per unit of {2}, {n} chosen for {3}", chosen.count)
                        .arg(*option->max)
                        .arg(option->name.text())
                        .arg(name_of(r))
                        .arg(TRP_("{n} unit", "{n} units", e.count)),
                    selection_rule(), e.id);
            }
            if (m_r.year && outside(*m_r.year, option->date_from, option->date_to)) {
                add(Severity::Error, "roster.option-date",
                    TR_("The option {0} of {1} is not available in {2}: only from {3}.")
                        .arg(option->name.text())
                        .arg(name_of(r))
                        .arg(*m_r.year)
                        .arg(window(option->date_from, option->date_to)),
                    selection_rule(), e.id);
            }
            for (const auto& required : option->requires_units) {
                if (m_counts[key(r.list->id, required)] == 0) {
                    const auto* needed = r.list->unit(required);
                    add(Severity::Error, "roster.option-requires",
                        TR_("The option {0} of {1} needs {2} in the army, and there is none.")
                            .arg(option->name.text())
                            .arg(name_of(r))
                            .arg(needed != nullptr ? needed->name.text()
                                                   : Text::verbatim(required)),
                        selection_rule(), e.id);
                }
            }
            auto& total = m_option_totals[key(r.list->id, chosen.id)];
            total.name = option->name.text();
            total.army_max = option->army_max;
            total.shared_max = shared && per_thousand_shared ? option->max : std::nullopt;
            total.count += chosen.count;
            if (total.first_entry.empty()) {
                total.first_entry = e.id;
            }
        }
    }

    void check_options_army_wide() {
        for (const auto& [k, total] : m_option_totals) {
            std::optional<int> max = total.army_max;
            if (total.shared_max) {
                // Shared WME upgrades: their maximum is per 1000 points of army size.
                const auto scaled = scale_limits(m_sys, std::nullopt, total.shared_max, m_size).max;
                if (scaled && (!max || *scaled < *max)) {
                    max = scaled;
                }
            }
            if (max && total.count > *max) {
                add(Severity::Error, "roster.option-army-max",
                    TRP_("{1}: at most {0} in {2}, {n} chosen", "{1}: at most {0} in {2}, {n} chosen",
                         total.count)
                        .arg(*max)
                        .arg(total.name)
                        .arg(army()),
                    selection_rule(), total.first_entry);
            }
        }
    }

    std::string first_entry_of(const std::string& list_id,
                               const std::function<bool(const UnitEntry&)>& match) const {
        for (const auto& r : m_resolved) {
            if (r.unit != nullptr && r.list->id == list_id && match(*r.unit)) {
                return r.entry->id;
            }
        }
        return {};
    }

    void check_unit_limits(const ArmyList& list, const std::string& list_id) {
        const std::string rule = selection_rule();
        const bool skip_generals = m_wme || m_adlg; // checked by the system's own general rules
        // Replacements count against the line they replace (and their own limits).
        std::map<std::string, int> counted;
        for (const auto& u : list.units) {
            counted[u.id] += m_counts[key(list_id, u.id)];
            if (!u.counts_as.empty()) {
                counted[u.counts_as] += m_counts[key(list_id, u.id)];
            }
        }
        for (const auto& u : list.units) {
            if (skip_generals && u.role == UnitRole::General) {
                continue;
            }
            const auto limits = unit_limits(m_sys, u, m_size);
            const int n = counted[u.id];
            const auto subject = first_entry_of(
                list_id, [&](const UnitEntry& x) { return x.id == u.id || x.counts_as == u.id; });
            if (limits.min && n < *limits.min) {
                add(Severity::Error, "roster.unit-min",
                    TRP_("{1}: at least {0} for {2}, {n} chosen",
                         "{1}: at least {0} for {2}, {n} chosen", n)
                        .arg(*limits.min)
                        .arg(u.name.text())
                        .arg(army()),
                    rule, subject);
            }
            if (limits.max && n > *limits.max) {
                const bool character = m_wme && u.role == UnitRole::Character;
                add(Severity::Error, character ? "wme.character-max" : "roster.unit-max",
                    *limits.max == 0
                        ? TRP_("{1} is not allowed in {2}: {n} chosen",
                               "{1} is not allowed in {2}: {n} chosen", n)
                              .arg(*limits.max)
                              .arg(u.name.text())
                              .arg(army())
                    : character
                        ? TRP_("{1}: at most {0} for {2} (characters per 1000 points), {n} chosen",
                               "{1}: at most {0} for {2} (characters per 1000 points), {n} chosen",
                               n)
                              .arg(*limits.max)
                              .arg(u.name.text())
                              .arg(army())
                        : TRP_("{1}: at most {0} for {2}, {n} chosen",
                               "{1}: at most {0} for {2}, {n} chosen", n)
                              .arg(*limits.max)
                              .arg(u.name.text())
                              .arg(army()),
                    character
                        ? "wme.army-selection.characters"
                        : (m_adlg && (u.role == UnitRole::Camp || u.role == UnitRole::Fortification)
                               ? "adlg.army-composition.camp"
                               : rule),
                    subject);
            }
        }
        for (const auto& g : list.groups) {
            int n = 0;
            for (const auto& u : list.units) {
                if (u.group == g.id) {
                    n += m_counts[key(list_id, u.id)];
                }
            }
            const auto limits = group_limits(m_sys, g, m_size);
            const auto subject =
                first_entry_of(list_id, [&](const UnitEntry& x) { return x.group == g.id; });
            if (limits.min && n < *limits.min) {
                add(Severity::Error, "roster.group-min",
                    TRP_("At least {0} of the group {1} for {2}: {n} chosen",
                         "At least {0} of the group {1} for {2}: {n} chosen", n)
                        .arg(*limits.min)
                        .arg(g.name.text())
                        .arg(army()),
                    rule, subject);
            }
            if (limits.max && n > *limits.max) {
                add(Severity::Error, "roster.group-max",
                    (*limits.max == 0
                         ? TRP_("The group {1} is not allowed in {2}: {n} chosen",
                                "The group {1} is not allowed in {2}: {n} chosen", n)
                         : TRP_("At most {0} of the group {1} for {2}: {n} chosen",
                                "At most {0} of the group {1} for {2}: {n} chosen", n))
                        .arg(*limits.max)
                        .arg(g.name.text())
                        .arg(army()),
                    rule, subject);
            }
        }
        for (const auto& cap : list.caps) {
            int n = 0;
            for (const auto& id : cap.units) {
                n += m_counts[key(list_id, id)];
            }
            const int max =
                cap.scaled
                    ? scale_limits(m_sys, std::nullopt, cap.max, m_size).max.value_or(cap.max)
                    : cap.max;
            if (n > max) {
                const auto subject = first_entry_of(list_id, [&](const UnitEntry& x) {
                    return std::find(cap.units.begin(), cap.units.end(), x.id) != cap.units.end();
                });
                add(Severity::Error, "roster.cap-max",
                    (max == 0 ? TRP_("{1} is not allowed in {2}: {n} chosen",
                                     "{1} is not allowed in {2}: {n} chosen", n)
                              : TRP_("{1}: at most {0} in {2}, {n} in the army",
                                     "{1}: at most {0} in {2}, {n} in the army", n))
                        .arg(TRP_("{n} unit", "{n} units", max))
                        .arg(cap.name.text())
                        .arg(army()),
                    rule, subject);
            }
        }
    }

    // --- Warmaster Evolution -------------------------------------------------------------

    void check_wme() {
        int generals = 0;
        std::string general_subject;
        std::map<std::string, std::pair<int, std::string>> items; // item -> (count, first entry)
        std::map<std::string, int> attached;                      // target entry -> attached units
        for (const auto& r : m_resolved) {
            if (r.unit == nullptr) {
                continue;
            }
            const auto& e = *r.entry;
            if (r.unit->role == UnitRole::General) {
                generals += e.count;
                if (general_subject.empty() || generals > 1) {
                    general_subject = e.id;
                }
            }
            if (static_cast<int>(e.magic_items.size()) > e.count) {
                add(Severity::Error, "wme.magic-per-unit",
                    TRP_("Each unit or character carries one magic item at most: {0} has {1} for "
                         "{n} unit",
                         "Each unit or character carries one magic item at most: {0} has {1} for "
                         "{n} units",
                         e.count)
                        .arg(name_of(r))
                        .arg(e.magic_items.size()),
                    "wme.army-selection.magic-items", e.id);
            }
            for (const auto& id : e.magic_items) {
                const auto* item = m_sys.catalogue_entry(id);
                if (item == nullptr || item->kind != catalogue_kind::kMagicItem) {
                    add(Severity::Error, "wme.magic-unknown",
                        TR_("\"{0}\" is not a magic item of {1}: the choice is kept but not "
                            "counted.")
                            .arg(id)
                            .arg(m_sys.name()),
                        "wme.army-selection.magic-items", e.id);
                    continue;
                }
                auto& slot = items[id];
                slot.first += 1;
                if (slot.second.empty() || slot.first == (item->army_max.value_or(0) + 1)) {
                    slot.second = e.id;
                }
                if (!eligible(*item, *r.unit)) {
                    add(Severity::Error, "wme.magic-eligible",
                        TR_("{0} cannot carry the magic item {1}.")
                            .arg(name_of(r))
                            .arg(item->name.text()),
                        "wme.army-selection.magic-items", e.id);
                }
            }
            if (r.unit->is_attachment()) {
                const auto* target = e.attached_to.empty() ? nullptr : m_r.entry(e.attached_to);
                const auto* target_unit = target == nullptr ? nullptr : m_v.unit_of(*target);
                const bool valid = target_unit != nullptr &&
                                   std::find(r.unit->attaches_to.begin(), r.unit->attaches_to.end(),
                                             target_unit->id) != r.unit->attaches_to.end();
                if (!valid) {
                    add(Severity::Error, "wme.attachment-target",
                        TR_("{0} must be attached to a unit of the army that may take it ({1}).")
                            .arg(name_of(r))
                            .arg(attach_names(*r.list, *r.unit)),
                        "wme.army-selection.attachments", e.id);
                } else {
                    attached[target->id] += e.count;
                }
            } else if (!e.attached_to.empty()) {
                add(Severity::Error, "wme.attachment-target",
                    TR_("{0} is not an attachment and cannot be attached to another unit.")
                        .arg(name_of(r)),
                    "wme.army-selection.attachments", e.id);
            }
        }
        if (generals != 1) {
            add(Severity::Error, "wme.general-count",
                TRP_("The army must have exactly one General, whatever its size: {n} chosen",
                     "The army must have exactly one General, whatever its size: {n} chosen",
                     generals),
                "wme.army-selection.characters", general_subject);
        }
        for (const auto& [id, slot] : items) {
            const auto* item = m_sys.catalogue_entry(id);
            if (item->army_max && slot.first > *item->army_max) {
                add(Severity::Error, "wme.magic-unique",
                    TRP_("Each magic item is taken once per army at most: {0} is taken {n} time",
                         "Each magic item is taken once per army at most: {0} is taken {n} times",
                         slot.first)
                        .arg(item->name.text()),
                    "wme.army-selection.magic-items", slot.second);
            }
        }
        for (const auto& [target_id, n] : attached) {
            const auto* target = m_r.entry(target_id);
            if (n > target->count) {
                add(Severity::Error, "wme.attachment-max",
                    TRP_("One attachment per unit at most: {n} attached to {0} of {1}",
                         "One attachment per unit at most: {n} attached to {0} of {1}", n)
                        .arg(TRP_("{n} unit", "{n} units", target->count))
                        .arg(m_v.unit_of(*target)->name.text()),
                    "wme.army-selection.attachments", target_id);
            }
        }
    }

    Text attach_names(const ArmyList& list, const UnitEntry& unit) const {
        std::string pattern;
        for (std::size_t i = 0; i < unit.attaches_to.size(); ++i) {
            pattern += (i == 0 ? "{" : ", {") + std::to_string(i) + "}";
        }
        Text out = Text::verbatim(pattern);
        for (const auto& id : unit.attaches_to) {
            const auto* u = list.unit(id);
            out.arg(u != nullptr ? u->name.text() : Text::verbatim(id));
        }
        return out;
    }

    static bool eligible(const CatalogueEntry& item, const UnitEntry& unit) {
        return may_carry(item, unit);
    }

    // --- L'Art de la Guerre --------------------------------------------------------------

    void check_adlg() {
        const auto& list = m_v.list();
        // adlg.army-composition.commands: one command per general of the size.
        if (m_report.commands_required &&
            static_cast<int>(m_r.commands.size()) != *m_report.commands_required) {
            add(Severity::Error, "adlg.command-count",
                TRP_("An army of {0} points is played with {1}: {n} command made",
                     "An army of {0} points is played with {1}: {n} commands made",
                     m_r.commands.size())
                    .arg(m_size)
                    .arg(TRP_("{n} command", "{n} commands", *m_report.commands_required)),
                "adlg.army-composition.commands");
        }
        // Allied commands: in the list's allies, inside their date window, and available.
        for (const auto& c : m_r.commands) {
            if (c.ally_list.empty()) {
                continue;
            }
            const auto ref = std::find_if(list.allies.begin(), list.allies.end(),
                                          [&](const AllyRef& a) { return a.list == c.ally_list; });
            if (ref == list.allies.end()) {
                add(Severity::Error, "adlg.ally-not-allowed",
                    TR_("The command \"{0}\" is an allied contingent of \"{1}\", which {2} may not "
                        "take as ally.")
                        .arg(command_label(c))
                        .arg(c.ally_list)
                        .arg(list.name.text()),
                    "adlg.army-composition.allies", first_in_command(c.id));
            } else if (m_r.year && outside(*m_r.year, ref->date_from, ref->date_to)) {
                add(Severity::Error, "adlg.ally-date",
                    TR_("Allies from \"{0}\" are allowed only from {1}, not in {2}.")
                        .arg(c.ally_list)
                        .arg(window(ref->date_from, ref->date_to))
                        .arg(*m_r.year),
                    "adlg.army-composition.allies", first_in_command(c.id));
            }
        }
        std::map<std::string, int> generals_in;
        int strategists = 0;
        std::string strategist_subject;
        int camps = 0;
        std::string camp_subject;
        for (const auto& r : m_resolved) {
            const auto& e = *r.entry;
            // The camp and fortifications belong to the army, not to a command
            // (adlg.army-composition.camp): only their limits are checked (roster.unit-max,
            // adlg.camp-max), whatever command an older file gave them.
            const bool outside = m_v.outside_commands(e);
            const auto* command = outside ? nullptr : m_r.command(e.command_id);
            if (outside) {
                // nothing to check about commands
            } else if (command == nullptr) {
                add(Severity::Error, "adlg.command-unknown",
                    e.command_id.empty()
                        ? TR_("{0} belongs to no command: every unit must be in one.")
                              .arg(name_of(r))
                        : TR_("{0} belongs to the command \"{1}\", which does not exist.")
                              .arg(name_of(r))
                              .arg(e.command_id),
                    "adlg.army-composition.commands", e.id);
            } else if (list_id_of(e) !=
                       (command->ally_list.empty() ? list.id : command->ally_list)) {
                add(Severity::Error, "adlg.ally-unit",
                    command->ally_list.empty()
                        ? TR_("{0} comes from the allied list \"{1}\" and must be in an allied "
                              "command of that list.")
                              .arg(name_of(r))
                              .arg(list_id_of(e))
                        : TR_("{0} is in the allied command \"{1}\" but does not come from its "
                              "list \"{2}\".")
                              .arg(name_of(r))
                              .arg(command_label(*command))
                              .arg(command->ally_list),
                    "adlg.army-composition.allies", e.id);
            }
            if (r.unit == nullptr) {
                continue;
            }
            if (r.unit->role == UnitRole::Camp) {
                camps += e.count;
                if (camp_subject.empty() || camps > 1) {
                    camp_subject = e.id;
                }
            }
            if (!e.attached_to.empty()) {
                check_general_placement(r);
            }
            if (r.unit->role != UnitRole::General) {
                continue;
            }
            if (command != nullptr) {
                generals_in[command->id] += e.count;
            }
            if (e.general_grade.empty()) {
                continue;
            }
            const auto* grade = m_sys.catalogue_entry(e.general_grade);
            if (grade == nullptr || grade->kind != catalogue_kind::kGeneralGrade) {
                add(Severity::Error, "adlg.grade-unknown",
                    TR_("\"{0}\" is not a general competence of {1}.")
                        .arg(e.general_grade)
                        .arg(m_sys.name()),
                    "adlg.army-composition.generals", e.id);
                continue;
            }
            if (std::find(r.unit->upgrades.begin(), r.unit->upgrades.end(), grade->id) ==
                r.unit->upgrades.end()) {
                add(Severity::Error, "adlg.grade-not-allowed",
                    TR_("{0} does not allow the general competence {1}.")
                        .arg(r.list->name.text())
                        .arg(grade->name.text()),
                    "adlg.army-composition.generals", e.id);
            }
            if (grade->id == "strategist") {
                strategists += e.count;
                if (strategist_subject.empty() || strategists > 1) {
                    strategist_subject = e.id;
                }
            }
        }
        for (const auto& c : m_r.commands) {
            const int n = generals_in[c.id];
            if (n != 1) {
                add(Severity::Error, "adlg.general-per-command",
                    TRP_("Each command has exactly one general: the command \"{0}\" has {n}",
                         "Each command has exactly one general: the command \"{0}\" has {n}", n)
                        .arg(command_label(c)),
                    "adlg.army-composition.commands", first_in_command(c.id));
            }
        }
        if (strategists > 1) {
            add(Severity::Error, "adlg.strategist-max",
                TRP_("At most one strategist per army: {n} chosen",
                     "At most one strategist per army: {n} chosen", strategists),
                "adlg.army-composition.generals", strategist_subject);
        }
        if (m_report.command_value && m_report.command_points > *m_report.command_value) {
            add(Severity::Error, "adlg.command-points",
                TR_("The generals' competences cost {0} command points; {1} allows {2}.")
                    .arg(m_report.command_points)
                    .arg(list.name.text())
                    .arg(*m_report.command_value),
                "adlg.army-composition.generals");
        }
        if (camps > 1) {
            add(Severity::Error, "adlg.camp-max",
                TRP_("An army has one camp at most: {n} chosen",
                     "An army has one camp at most: {n} chosen", camps),
                "adlg.army-composition.camp", camp_subject);
        }
    }

    /// ADLG: a general placed with a unit (attached_to) is placed with one of his own command's
    /// units (adlg.rout.general: a general included in a unit). Warnings, not errors: where a
    /// general stands is the player's choice, the roster stays legal; the finding says what to fix.
    void check_general_placement(const Resolved& r) {
        const auto& e = *r.entry;
        const auto* target = m_r.entry(e.attached_to);
        const auto* target_unit = target != nullptr ? m_v.unit_of(*target) : nullptr;
        if (r.unit->role != UnitRole::General) {
            add(Severity::Warning, "adlg.general-unit",
                TR_("{0} is not a general: only a general is placed with a unit.").arg(name_of(r)),
                "adlg.rout.general", e.id);
        } else if (target == nullptr) {
            add(Severity::Warning, "adlg.general-unit",
                TR_("{0} is placed with the entry \"{1}\", which the roster does not have.")
                    .arg(name_of(r))
                    .arg(e.attached_to),
                "adlg.rout.general", e.id);
        } else if (target_unit == nullptr || target_unit->role != UnitRole::Unit ||
                   m_v.outside_commands(*target)) {
            add(Severity::Warning, "adlg.general-unit",
                TR_("{0} is placed with {1}, which is not a unit.")
                    .arg(name_of(r))
                    .arg(target_unit != nullptr ? target_unit->name.text() : Text::verbatim(target->unit_id)),
                "adlg.rout.general", e.id);
        } else if (target->command_id != e.command_id) {
            add(Severity::Warning, "adlg.general-unit",
                TR_("{0} is placed with {1}, a unit of another command: choose one of his own "
                    "command's units.")
                    .arg(name_of(r))
                    .arg(target_unit->name.text()),
                "adlg.rout.general", e.id);
        }
    }

    /// The entry to select for a finding about a command: its first entry, or the command
    /// itself when it has none (the GUI tree selects command rows by id too).
    std::string first_in_command(const std::string& command_id) const {
        for (const auto& e : m_r.entries) {
            if (e.command_id == command_id && !m_v.outside_commands(e)) {
                return e.id;
            }
        }
        return command_id;
    }

    /// How messages name a command: the player's name for it, else "Command N" by position.
    Text command_label(const RosterCommand& c) const {
        if (!c.name.empty()) {
            return Text::verbatim(c.name);
        }
        std::size_t n = 1;
        while (n <= m_r.commands.size() && m_r.commands[n - 1].id != c.id) {
            ++n;
        }
        return TR_("Command {0}").arg(n);
    }

    struct OptionTotal {
        Text name;
        std::optional<int> army_max;
        std::optional<int> shared_max;
        int count = 0;
        std::string first_entry;
    };

    const RosterValidator& m_v;
    const GameSystem& m_sys;
    const Roster& m_r;
    RosterReport& m_report;
    int m_size;
    bool m_sizeless = false; ///< a system without points sizes and a roster without a size
    bool m_wme = false;
    bool m_adlg = false;
    std::vector<Resolved> m_resolved;
    std::unordered_map<std::string, int> m_counts; // "list/unit" -> units chosen
    std::map<std::string, OptionTotal> m_option_totals;
};

} // namespace

RosterReport RosterValidator::validate(const Roster& roster) const {
    RosterReport report;
    Check(*this, roster, report).run();
    report.unconfirmed_data = uses_unconfirmed_data(roster);
    return report;
}

bool RosterValidator::uses_unconfirmed_data(const Roster& roster) const {
    if (!m_list.confirmed) {
        return true;
    }
    const auto catalogue_unconfirmed = [&](const std::string& id) {
        const auto* entry = m_system.catalogue_entry(id);
        return entry != nullptr && !entry->confirmed;
    };
    for (const auto& e : roster.entries) {
        const auto* list = list_of(e);
        const auto* unit = unit_of(e);
        if ((list != nullptr && !list->confirmed) || (unit != nullptr && !unit->confirmed) ||
            catalogue_unconfirmed(e.general_grade)) {
            return true;
        }
        for (const auto& o : e.options) {
            UnitOption scratch;
            const auto* option =
                unit != nullptr && list != nullptr ? option_of(*list, *unit, o.id, scratch) : nullptr;
            if ((option != nullptr && !option->confirmed) || catalogue_unconfirmed(o.id)) {
                return true;
            }
        }
        for (const auto& item : e.magic_items) {
            if (catalogue_unconfirmed(item)) {
                return true;
            }
        }
    }
    for (const auto& c : roster.commands) {
        for (const auto& ally : m_allies) {
            if (ally.id == c.ally_list && !ally.confirmed) {
                return true;
            }
        }
    }
    return false;
}

} // namespace ost
