// The generic limit checker: every army-composition rule common to the supported systems, as
// diagnostics that name the rule, the army size and what was counted; plus points and commands.
#include "core/validation/roster_check.h"

#include "core/model/catalogue_kinds.h"
#include "core/validation/army_limits.h"

#include <algorithm>
#include <limits>

namespace ost {

namespace {
constexpr const char* kNoSection = "";

/// A 64-bit figure clamped into int: totals never overflow (they stop at INT_MAX, which is
/// always over the army size and so reported as roster.points-over).
int saturated(long long value) {
    return static_cast<int>(std::clamp<long long>(value, std::numeric_limits<int>::min(),
                                                  std::numeric_limits<int>::max()));
}
void add_saturated(int& total, long long value) { total = saturated(total + value); }
} // namespace

RosterCheck::RosterCheck(const RosterValidator& v, const Roster& r, RosterReport& report)
    : m_v(v), m_sys(v.system()), m_rules(army_rule_set(v.system().army_rules)), m_r(r),
      m_report(report), m_size(r.army_size),
      m_sizeless(r.army_size <= 0 && !v.system().has_points()) {
    // A&B and Jomini armies have no points size: a roster without one is checked with a
    // neutral size (their limits do not scale, their costs do not depend on it) and only
    // its total is reported; nothing is "over" a size it does not have.
    if (m_sizeless) {
        m_size = 1;
    }
}

void RosterCheck::run() {
    m_report.army_size = m_sizeless ? 0 : m_size;
    mark(); // the segments (IncrementalValidation): header and dates first
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
    mark();
    check_options_army_wide();
    // The system's own army-composition rules, named by its data (system@army-rules).
    mark();
    m_rules.check(*this);
    mark();
    check_points_over();
}

void RosterCheck::check_points_over() {
    if (!m_sizeless && m_report.points > m_size) {
        add(Severity::Error, "roster.points-over",
            TR_("The army spends {0} points, more than its size of {1} points ({2} over).")
                .arg(m_report.points)
                .arg(m_size)
                .arg(m_report.points - m_size),
            selection_rule());
    }
}

// --- helpers -------------------------------------------------------------------------------

void RosterCheck::add(Severity severity, const char* code, Text message, std::string rule,
                      std::string subject) {
    Diagnostic d;
    d.severity = severity;
    d.code = code;
    d.message = std::move(message);
    d.rule_id = std::move(rule);
    d.subject = std::move(subject);
    (m_sink != nullptr ? *m_sink : m_report.diagnostics).push_back(std::move(d));
}

Text RosterCheck::army() const {
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

Text RosterCheck::name_of(const Resolved& r) const {
    return r.unit != nullptr ? r.unit->name.text() : Text::verbatim(r.entry->unit_id);
}

std::string RosterCheck::list_id_of(const RosterEntry& e) const {
    return e.list_id.empty() ? m_v.list().id : e.list_id;
}

std::set<std::string> RosterCheck::used_allies() const {
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

bool RosterCheck::outside(int year, const std::optional<int>& from, const std::optional<int>& to) {
    return (from && year < *from) || (to && year > *to);
}

Text RosterCheck::window(const std::optional<int>& from, const std::optional<int>& to) {
    return TR_("{0} to {1}")
        .arg(from ? Text::verbatim(std::to_string(*from)) : Text::verbatim("…"))
        .arg(to ? Text::verbatim(std::to_string(*to)) : Text::verbatim("…"));
}

// --- passes --------------------------------------------------------------------------------

bool RosterCheck::check_header() {
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

void RosterCheck::resolve() {
    m_resolved.reserve(m_r.entries.size());
    // Summed per line first: one "list/unit" key per line, not one per entry.
    std::unordered_map<const UnitEntry*, std::size_t> per_line; // line -> index in m_lines
    for (const auto& e : m_r.entries) {
        Resolved r;
        r.entry = &e;
        r.list = m_v.list_of(e);
        r.unit = m_v.unit_of(e);
        if (r.unit != nullptr) {
            const auto [it, added] = per_line.try_emplace(r.unit, m_lines.size());
            if (added) {
                m_lines.push_back(Line{r.unit, r.list, 0, m_resolved.size()});
            }
            m_lines[it->second].count += e.count;
        }
        m_resolved.push_back(r);
    }
    for (const auto& line : m_lines) {
        m_counts[key(line.list->id, line.unit->id)] += line.count;
    }
}

bool RosterCheck::counts_as_unit(const Resolved& r) const {
    return r.unit != nullptr && r.unit->role == UnitRole::Unit && r.unit->counts &&
           !r.unit->is_attachment();
}

bool RosterCheck::expendable(const UnitEntry& unit) {
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

void RosterCheck::totals() {
    for (const auto& c : m_r.commands) {
        m_command_index[c.id] = m_report.commands.size();
        m_report.commands.push_back(CommandFigures{c.id, 0, 0, 0, 0});
    }
    for (const auto& r : m_resolved) {
        add_entry_figures(r, m_command_index);
    }
    m_rules.figures(*this);
}

void RosterCheck::add_entry_figures(const Resolved& r,
                                    const std::unordered_map<std::string, std::size_t>& command_index) {
    EntryFigures f;
    f.entry_id = r.entry->id;
    f.known = r.unit != nullptr;
    f.points = m_size > 0 ? m_v.entry_points(*r.entry, m_size) : 0;
    int command_points = 0;
    if (r.unit != nullptr && r.unit->role == UnitRole::General && !r.entry->general_grade.empty()) {
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
            add_saturated(m_cohesion, r.entry->count);
        }
    }
    if (m_v.outside_commands(*r.entry)) {
        add_saturated(m_report.camp_points, f.points); // adlg.army-composition.camp
    } else if (const auto it = command_index.find(r.entry->command_id); it != command_index.end()) {
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

void RosterCheck::check_dates() {
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

void RosterCheck::check_entries() {
    for (const auto& r : m_resolved) {
        mark();
        check_entry_pass(r);
    }
}

void RosterCheck::check_entry_pass(const Resolved& r) {
    const auto& e = *r.entry;
    if (r.list == nullptr) {
        add(Severity::Error, "roster.list-unknown",
            TR_("{0} comes from the army list \"{1}\", which is not available: the entry "
                "is "
                "kept but cannot be checked.")
                .arg(e.custom_name.empty() ? Text::verbatim(e.unit_id)
                                           : Text::verbatim(e.custom_name))
                .arg(e.list_id),
            selection_rule(), e.id);
        return;
    }
    if (r.unit == nullptr) {
        add(Severity::Error, "roster.unit-unknown",
            TR_("\"{0}\" no longer exists in the list {1}: the entry is kept but not "
                "counted; "
                "replace or remove it.")
                .arg(e.unit_id)
                .arg(r.list->name.text()),
            selection_rule(), e.id);
        return;
    }
    check_entry(r);
}

void RosterCheck::check_entry(const Resolved& r) {
    const std::string rule = selection_rule();
    const auto& e = *r.entry;
    check_options(r);
    for (const auto& required : r.unit->requires_units) {
        if (m_counts[key(r.list->id, required)] == 0) {
            const auto* needed = r.list->unit(required);
            add(Severity::Error, "roster.requires",
                TR_("{0} needs {1} in the army, and there is none.")
                    .arg(name_of(r))
                    .arg(needed != nullptr ? needed->name.text() : Text::verbatim(required)),
                rule, e.id);
        }
    }
    if (!e.general_grade.empty() && r.unit->role == UnitRole::General &&
        m_sys.catalogue_of(catalogue_kind::kGeneralGrade).empty()) {
        add(Severity::Error, "roster.grade-not-allowed",
            TR_("Generals have no competence to choose in {0}.").arg(m_sys.name()), rule, e.id);
    }
    if (!e.general_grade.empty() && r.unit->role != UnitRole::General) {
        const auto section = m_rules.generals_section();
        add(Severity::Error, "roster.grade-not-general",
            TR_("{0} is not a general and cannot have a competence.").arg(name_of(r)),
            section.empty() ? rule : section, e.id);
    }
    if (!e.magic_items.empty() && !m_sys.has_catalogue(catalogue_kind::kMagicItem)) {
        add(Severity::Error, "roster.magic-not-allowed",
            TR_("{1} has no magic items; {0} carries some.").arg(name_of(r)).arg(m_sys.name()),
            rule, e.id);
    }
}

void RosterCheck::check_options(const Resolved& r) {
    const auto& e = *r.entry;
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
    const bool per_thousand_shared = m_sys.scaling == LimitScaling::PerThousand;
    for (const auto& chosen : e.options) {
        check_chosen_option(r, chosen, per_thousand_shared);
    }
}

void RosterCheck::check_chosen_option(const Resolved& r, const RosterOption& chosen,
                                      bool per_thousand_shared) {
    const auto& e = *r.entry;
    UnitOption scratch;
    const auto* option = m_v.option_of(*r.list, *r.unit, chosen.id, scratch);
    if (option == nullptr) {
        add(Severity::Error, "roster.option-unknown",
            TR_("{0} has no option \"{1}\" in the list: the choice is kept but not "
                "counted.")
                .arg(name_of(r))
                .arg(chosen.id),
            selection_rule(), e.id);
        return;
    }
    const bool shared = r.list->upgrade(chosen.id) == option;
    // An option without a maximum of its own is taken at most once per unit (issue 29: a count
    // is the number of units taking it).
    const int per_unit = option->max.value_or(1);
    if (!(shared && per_thousand_shared) && chosen.count > per_unit * e.count) {
        add(Severity::Error, "roster.option-max",
            TRP_("{1}: at most {0} per unit of {2}, {n} chosen for {3}",
                 "{1}: at most {0} per unit of {2}, {n} chosen for {3}", chosen.count)
                .arg(per_unit)
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
                    .arg(needed != nullptr ? needed->name.text() : Text::verbatim(required)),
                selection_rule(), e.id);
        }
    }
    if (!m_accumulate) {
        return;
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

void RosterCheck::check_options_army_wide() {
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

std::string RosterCheck::first_entry_of(const std::string& list_id,
                                        const std::function<bool(const UnitEntry&)>& match) const {
    // The first entry of the first matching line (m_lines: a line's first entry), not a pass
    // over every entry (issue 26).
    const Line* best = nullptr;
    for (const auto& line : m_lines) {
        if ((best == nullptr || line.first < best->first) && line.list->id == list_id && match(*line.unit)) {
            best = &line;
        }
    }
    return best == nullptr ? std::string() : m_resolved[best->first].entry->id;
}

void RosterCheck::check_unit_limits(const ArmyList& list, const std::string& list_id) {
    // Replacements count against the line they replace (and their own limits).
    std::map<std::string, int> counted;
    for (const auto& u : list.units) {
        counted[u.id] += m_counts[key(list_id, u.id)];
        if (!u.counts_as.empty()) {
            counted[u.counts_as] += m_counts[key(list_id, u.id)];
        }
    }
    m_limits.push_back(LimitsPass{&list, list_id, m_marks != nullptr ? m_marks->size() : 0});
    check_line_limits(list, list_id, counted);
    check_group_limits(list, list_id);
    check_caps(list, list_id);
}

void RosterCheck::check_line_limits(const ArmyList& list, const std::string& list_id,
                                    const std::map<std::string, int>& counted) {
    for (const auto& u : list.units) {
        mark();
        const auto found = counted.find(u.id);
        check_line_limit(list_id, u, found == counted.end() ? 0 : found->second);
    }
}

void RosterCheck::check_line_limit(const std::string& list_id, const UnitEntry& u, int n) {
    const std::string rule = selection_rule();
    if (m_rules.counts_generals() && u.role == UnitRole::General) {
        return; // checked by the system's own general rules
    }
    const auto limits = unit_limits(m_sys, u, m_size);
    // The culprit entry, looked for only when there is a finding (issue 26: not a pass over
    // every entry for every line of the list).
    const auto subject = [&] {
        return first_entry_of(list_id, [&](const UnitEntry& x) { return x.id == u.id || x.counts_as == u.id; });
    };
    if (limits.min && n < *limits.min) {
        add(Severity::Error, "roster.unit-min",
            TRP_("{1}: at least {0} for {2}, {n} chosen",
                 "{1}: at least {0} for {2}, {n} chosen", n)
                .arg(*limits.min)
                .arg(u.name.text())
                .arg(army()),
            rule, subject());
    }
    if (limits.max && n > *limits.max) {
        UnitMaxFinding finding{
            "roster.unit-max",
            *limits.max == 0 ? TRP_("{1} is not allowed in {2}: {n} chosen",
                                    "{1} is not allowed in {2}: {n} chosen", n)
                                   .arg(*limits.max)
                                   .arg(u.name.text())
                                   .arg(army())
                             : TRP_("{1}: at most {0} for {2}, {n} chosen",
                                    "{1}: at most {0} for {2}, {n} chosen", n)
                                   .arg(*limits.max)
                                   .arg(u.name.text())
                                   .arg(army()),
            rule};
        m_rules.unit_over_max(*this, u, *limits.max, n, finding);
        add(Severity::Error, finding.code.c_str(), std::move(finding.message),
            std::move(finding.rule), subject());
    }
}

void RosterCheck::check_group_limits(const ArmyList& list, const std::string& list_id) {
    for (const auto& g : list.groups) {
        mark();
        check_group_limit(list, list_id, g);
    }
}

void RosterCheck::check_group_limit(const ArmyList& list, const std::string& list_id, const ChoiceGroup& g) {
    int n = 0;
    for (const auto& u : list.units) {
        if (u.group == g.id) {
            n += m_counts[key(list_id, u.id)];
        }
    }
    const auto limits = group_limits(m_sys, g, m_size);
    const auto subject = [&] {
        return first_entry_of(list_id, [&](const UnitEntry& x) { return x.group == g.id; });
    };
    if (limits.min && n < *limits.min) {
        add(Severity::Error, "roster.group-min",
            TRP_("At least {0} of the group {1} for {2}: {n} chosen",
                 "At least {0} of the group {1} for {2}: {n} chosen", n)
                .arg(*limits.min)
                .arg(g.name.text())
                .arg(army()),
            selection_rule(), subject());
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
            selection_rule(), subject());
    }
}

void RosterCheck::check_caps(const ArmyList& list, const std::string& list_id) {
    for (const auto& cap : list.caps) {
        mark();
        check_cap(list_id, cap);
    }
}

void RosterCheck::check_cap(const std::string& list_id, const ArmyCap& cap) {
    int n = 0;
    for (const auto& id : cap.units) {
        n += m_counts[key(list_id, id)];
    }
    const int max = cap.scaled
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
            selection_rule(), subject);
    }
}

} // namespace ost
