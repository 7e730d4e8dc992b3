// Incremental revalidation (issue 26): what an edit of one entry's count or options changes in a
// remembered validation, recomputed segment by segment; any other edit is validated whole.
#include "core/validation/incremental_validation.h"

#include "core/validation/roster_check.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>

namespace ost {

namespace {
constexpr int kCountMax = 10000; // the largest count RosterEditor accepts

/// True when `a` and `b` differ at most in their count and options.
bool same_but_count_and_options(const RosterEntry& a, const RosterEntry& b) {
    return a.id == b.id && a.unit_id == b.unit_id && a.list_id == b.list_id &&
           a.command_id == b.command_id && a.custom_name == b.custom_name && a.note == b.note &&
           a.general_grade == b.general_grade && a.magic_items == b.magic_items &&
           a.attached_to == b.attached_to;
}

bool same_option_ids(const RosterEntry& a, const RosterEntry& b) {
    return std::equal(a.options.begin(), a.options.end(), b.options.begin(), b.options.end(),
                      [](const RosterOption& x, const RosterOption& y) { return x.id == y.id; });
}

bool in_range(int count) { return count >= 1 && count <= kCountMax; }
} // namespace

template <typename Pass> void IncrementalValidation::redo(std::size_t segment, Pass pass) {
    Diagnostics found;
    auto& c = *m_check;
    c.m_sink = &found;
    c.m_accumulate = false;
    struct Restore {
        RosterCheck& check;
        ~Restore() {
            check.m_sink = nullptr;
            check.m_accumulate = true;
        }
    } restore{c};
    pass(c);
    replace(segment, std::move(found));
}

void IncrementalValidation::replace(std::size_t segment, std::vector<Diagnostic> found) {
    auto& d = m_report->diagnostics;
    const std::size_t begin = m_marks[segment];
    const std::size_t end = segment + 1 < m_marks.size() ? m_marks[segment + 1] : d.size();
    if (end - begin == found.size()) {
        std::move(found.begin(), found.end(), d.begin() + static_cast<std::ptrdiff_t>(begin));
        return;
    }
    d.erase(d.begin() + static_cast<std::ptrdiff_t>(begin), d.begin() + static_cast<std::ptrdiff_t>(end));
    d.insert(d.begin() + static_cast<std::ptrdiff_t>(begin), std::make_move_iterator(found.begin()),
             std::make_move_iterator(found.end()));
    const auto shift = static_cast<std::ptrdiff_t>(found.size()) - static_cast<std::ptrdiff_t>(end - begin);
    for (auto k = segment + 1; k < m_marks.size(); ++k) {
        m_marks[k] = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(m_marks[k]) + shift);
    }
}

IncrementalValidation::IncrementalValidation(const RosterValidator& validator) : m_v(validator) {}

IncrementalValidation::~IncrementalValidation() = default;

void IncrementalValidation::validate(const Roster& roster, RosterReport& report) {
    m_check.reset();
    m_marks.clear();
    m_holders.clear();
    m_holders_built = false;
    m_targets.clear();
    report = RosterReport{};
    auto check = std::make_unique<RosterCheck>(m_v, roster, report);
    check->m_marks = &m_marks;
    check->run();
    check->m_marks = nullptr;
    m_unconfirmed_entries = 0;
    m_counts_in_range = true;
    for (const auto& e : roster.entries) {
        m_unconfirmed_entries += m_v.entry_uses_unconfirmed_data(e) ? 1 : 0;
        m_counts_in_range = m_counts_in_range && in_range(e.count);
        if (!e.attached_to.empty()) {
            m_targets.insert(e.attached_to);
        }
    }
    m_max_points = 0;
    for (const auto& f : report.entries) {
        m_max_points = std::max(m_max_points, f.points < 0 ? -(f.points + 1) : f.points);
    }
    m_header_unconfirmed = m_v.header_uses_unconfirmed_data(roster);
    report.unconfirmed_data = m_header_unconfirmed || m_unconfirmed_entries > 0;
    // A refused header stops the pass early: then there is nothing to update.
    std::size_t segments = 1 + roster.entries.size() + 3;
    for (const auto& pass : check->m_limits) {
        segments += pass.list->units.size() + pass.list->groups.size() + pass.list->caps.size();
    }
    if (m_marks.size() != segments) {
        return;
    }
    m_options_segment = m_marks.size() - 3;
    m_points_segment = m_marks.size() - 1;
    m_roster = &roster;
    m_report = &report;
    m_check = std::move(check);
}

bool IncrementalValidation::updatable(std::size_t position, const RosterEntry& before) const {
    if (!m_check || !m_counts_in_range || position >= m_check->m_resolved.size() ||
        m_check->m_resolved.size() != m_roster->entries.size()) {
        return false;
    }
    const auto& after = m_roster->entries[position];
    const auto& r = m_check->m_resolved[position];
    if (r.entry != &after || r.unit == nullptr || !same_but_count_and_options(before, after) ||
        !in_range(before.count) || !in_range(after.count)) {
        return false;
    }
    // A general's competence spends command points (counted per command): validated whole.
    if (r.unit->role == UnitRole::General && !after.general_grade.empty()) {
        return false;
    }
    if (!m_check->m_rules.count_free(after, *r.unit, m_targets.count(after.id) > 0)) {
        return false;
    }
    // No total may reach the int limits, where a full validation saturates them.
    const long long points = m_check->m_size > 0 ? m_v.entry_points(after, m_check->m_size) : 0;
    const long long largest = std::max<long long>(m_max_points, std::llabs(points));
    return largest * static_cast<long long>(m_roster->entries.size() + 1) < (1LL << 30);
}

bool IncrementalValidation::update_entry(std::size_t position, const RosterEntry& before) {
    if (!updatable(position, before)) {
        return false;
    }
    try {
        const auto& after = m_roster->entries[position];
        update_figures(position, before);
        if (!before.options.empty() || !after.options.empty()) {
            update_options(position, before);
        }
        if (before.count != after.count) {
            update_limits(position);
        }
        redo(1 + position, [&](RosterCheck& c) { c.check_entry_pass(c.m_resolved[position]); });
        redo(m_points_segment, [](RosterCheck& c) { c.check_points_over(); });
        const bool was = m_v.entry_uses_unconfirmed_data(before);
        const bool is = m_v.entry_uses_unconfirmed_data(after);
        m_unconfirmed_entries = m_unconfirmed_entries + (is ? 1 : 0) - (was ? 1 : 0);
        m_report->unconfirmed_data = m_header_unconfirmed || m_unconfirmed_entries > 0;
    } catch (...) {
        m_check.reset(); // the report is half updated: the caller validates whole
        throw;
    }
    ++m_updates;
    return true;
}

void IncrementalValidation::update_figures(std::size_t position, const RosterEntry& before) {
    auto& c = *m_check;
    auto& report = *m_report;
    const auto& after = m_roster->entries[position];
    const auto& r = c.m_resolved[position];
    auto& figures = report.entries[position];
    const int points = c.m_size > 0 ? m_v.entry_points(after, c.m_size) : 0;
    const int d_points = points - figures.points;
    const int d_count = after.count - before.count;
    figures.points = points;
    m_max_points = std::max(m_max_points, points < 0 ? -(points + 1) : points);
    const bool unit = c.counts_as_unit(r);
    const bool cohesive = unit && !RosterCheck::expendable(*r.unit);
    report.points += d_points;
    report.units += unit ? d_count : 0;
    c.m_cohesion += cohesive ? d_count : 0;
    if (m_v.outside_commands(after)) {
        report.camp_points += d_points; // adlg.army-composition.camp
    } else if (const auto it = c.m_command_index.find(after.command_id); it != c.m_command_index.end()) {
        auto& command = report.commands[it->second];
        command.points += d_points;
        command.units += unit ? d_count : 0;
        command.cohesion += cohesive ? d_count : 0; // adlg.army.rout
    }
    c.m_counts[RosterCheck::key(r.list->id, r.unit->id)] += d_count;
    c.m_rules.figures(c);
}

void IncrementalValidation::update_options(std::size_t position, const RosterEntry& before) {
    auto& c = *m_check;
    const auto& after = m_roster->entries[position];
    const auto& r = c.m_resolved[position];
    std::map<std::string, std::string> touched; // "list/option" -> option id
    const auto known = [&](const RosterOption& chosen) {
        UnitOption scratch;
        return m_v.option_of(*r.list, *r.unit, chosen.id, scratch) != nullptr;
    };
    const auto add = [&](const RosterEntry& e, int sign) {
        for (const auto& chosen : e.options) {
            if (known(chosen)) {
                const auto k = RosterCheck::key(r.list->id, chosen.id);
                c.m_option_totals[k].count += sign * chosen.count;
                touched.emplace(k, chosen.id);
            }
        }
    };
    add(before, -1);
    add(after, 1);
    if (!same_option_ids(before, after)) {
        // Who takes an option changed: its first taker names the finding, its last one the
        // option's name and maximums (as RosterCheck::check_chosen_option keeps them).
        if (!m_holders_built) {
            build_holders(); // from the roster as it is now, this change included
        } else {
            for (const auto& [k, id] : touched) {
                m_holders[k].erase(position);
            }
            for (const auto& chosen : after.options) {
                if (known(chosen)) {
                    m_holders[RosterCheck::key(r.list->id, chosen.id)].insert(position);
                }
            }
        }
        for (const auto& [k, id] : touched) {
            update_option_total(k, id);
        }
    }
    redo(m_options_segment, [](RosterCheck& check) { check.check_options_army_wide(); });
}

void IncrementalValidation::build_holders() {
    m_holders.clear();
    const auto& resolved = m_check->m_resolved;
    for (std::size_t i = 0; i < resolved.size(); ++i) {
        const auto& r = resolved[i];
        if (r.unit == nullptr || r.list == nullptr) {
            continue;
        }
        for (const auto& chosen : r.entry->options) {
            UnitOption scratch;
            if (m_v.option_of(*r.list, *r.unit, chosen.id, scratch) != nullptr) {
                m_holders[RosterCheck::key(r.list->id, chosen.id)].insert(i);
            }
        }
    }
    m_holders_built = true;
}

void IncrementalValidation::update_option_total(const std::string& key, const std::string& option_id) {
    auto& c = *m_check;
    const auto holders = m_holders.find(key);
    if (holders == m_holders.end() || holders->second.empty()) {
        c.m_option_totals.erase(key);
        return;
    }
    auto& total = c.m_option_totals[key];
    total.first_entry = c.m_resolved[*holders->second.begin()].entry->id;
    const auto& last = c.m_resolved[*holders->second.rbegin()];
    UnitOption scratch;
    const auto* option = m_v.option_of(*last.list, *last.unit, option_id, scratch);
    const bool shared = last.list->upgrade(option_id) == option;
    total.name = option->name.text();
    total.army_max = option->army_max;
    total.shared_max =
        shared && c.m_sys.scaling == LimitScaling::PerThousand ? option->max : std::nullopt;
}

void IncrementalValidation::update_limits(std::size_t position) {
    auto& c = *m_check;
    const auto& r = c.m_resolved[position];
    const std::string& line = r.unit->id;
    for (const auto& pass : c.m_limits) {
        if (pass.list_id != r.list->id) {
            continue;
        }
        const auto& units = pass.list->units;
        const auto count_of = [&](const std::string& id) {
            const auto it = c.m_counts.find(RosterCheck::key(pass.list_id, id));
            return it == c.m_counts.end() ? 0 : it->second;
        };
        // The lines whose count includes this one: itself and what it counts as.
        std::vector<std::string> lines{line};
        for (const auto& v : units) {
            if (v.id == line && !v.counts_as.empty()) {
                lines.push_back(v.counts_as);
            }
        }
        for (std::size_t i = 0; i < units.size(); ++i) {
            if (std::find(lines.begin(), lines.end(), units[i].id) == lines.end()) {
                continue;
            }
            int n = 0; // as RosterCheck::check_unit_limits counts it
            for (const auto& v : units) {
                n += (v.id == units[i].id ? count_of(v.id) : 0) + (v.counts_as == units[i].id ? count_of(v.id) : 0);
            }
            redo(pass.first_segment + i, [&](RosterCheck& check) { check.check_line_limit(pass.list_id, units[i], n); });
        }
        const auto& groups = pass.list->groups;
        for (std::size_t g = 0; g < groups.size(); ++g) {
            if (std::any_of(units.begin(), units.end(),
                            [&](const UnitEntry& v) { return v.id == line && v.group == groups[g].id; })) {
                redo(pass.first_segment + units.size() + g,
                     [&](RosterCheck& check) { check.check_group_limit(*pass.list, pass.list_id, groups[g]); });
            }
        }
        const auto& caps = pass.list->caps;
        for (std::size_t k = 0; k < caps.size(); ++k) {
            if (std::find(caps[k].units.begin(), caps[k].units.end(), line) != caps[k].units.end()) {
                redo(pass.first_segment + units.size() + groups.size() + k,
                     [&](RosterCheck& check) { check.check_cap(pass.list_id, caps[k]); });
            }
        }
    }
}

} // namespace ost
