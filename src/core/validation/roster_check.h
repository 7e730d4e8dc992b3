// The generic limit checker: one validation pass over one roster (header, dates, entries,
// options, unit/group/cap limits, points), then the game's rule set (army_rule_set.h).
#pragma once

#include "core/validation/army_rule_set.h"
#include "core/validation/roster_validator.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace ost {

class IncrementalValidation;

/// One validation pass over one roster. RosterValidator::validate runs it; a rule set reads the
/// roster through it and adds its findings with add().
class RosterCheck {
  public:
    /// One roster entry with its list and line (nullptr when unknown).
    struct Resolved {
        const RosterEntry* entry = nullptr;
        const ArmyList* list = nullptr;
        const UnitEntry* unit = nullptr;
    };

    RosterCheck(const RosterValidator& validator, const Roster& roster, RosterReport& report);
    /// Fills the report: generic figures and findings, then the rule set's.
    void run();

    const RosterValidator& validator() const { return m_v; }
    const GameSystem& system() const { return m_sys; }
    const Roster& roster() const { return m_r; }
    RosterReport& report() { return m_report; }
    const RosterReport& report() const { return m_report; }
    /// The size limits and costs are scaled to (1 for a sizeless roster).
    int size() const { return m_size; }
    /// Units counted in the army's cohesion, expendables excluded (adlg.army.rout).
    int cohesion() const { return m_cohesion; }
    /// The entries in roster order, resolved against their lists.
    const std::vector<Resolved>& resolved() const { return m_resolved; }

    /// Adds one finding (rule: rules-reference section; subject: the culprit entry id).
    void add(Severity severity, const char* code, Text message, std::string rule,
             std::string subject = {});
    /// The section the army sizes and limits come from (army-sizes@section in system.xml).
    std::string selection_rule() const { return m_sys.selection_section; }
    /// "a 2000-point army", naming the limits bracket when it differs (WME 1500 → 1000).
    Text army() const;
    /// The line's name, or the unit id of an unknown line.
    Text name_of(const Resolved& r) const;
    /// The list an entry comes from (the roster's own when none is named).
    std::string list_id_of(const RosterEntry& e) const;
    static bool outside(int year, const std::optional<int>& from, const std::optional<int>& to);
    /// "1200 to 1300", "… to 1300".
    static Text window(const std::optional<int>& from, const std::optional<int>& to);

  private:
    friend class IncrementalValidation; // re-runs single segments of a remembered pass (issue 26)

    /// One line of the roster (a list line some entry uses): its list, units chosen in all its
    /// entries and the position of its first entry.
    struct Line {
        const UnitEntry* unit = nullptr;
        const ArmyList* list = nullptr;
        int count = 0;
        std::size_t first = 0;
    };
    /// One list whose limits were checked: the segment of its first line (see m_marks).
    struct LimitsPass {
        const ArmyList* list = nullptr;
        std::string list_id;
        std::size_t first_segment = 0;
    };

    /// Starts a new segment of the findings when they are being recorded (IncrementalValidation).
    void mark() {
        if (m_marks != nullptr) {
            m_marks->push_back(m_report.diagnostics.size());
        }
    }
    bool check_header();
    void resolve();
    bool counts_as_unit(const Resolved& r) const;
    static bool expendable(const UnitEntry& unit);
    void totals();
    void add_entry_figures(const Resolved& r,
                           const std::unordered_map<std::string, std::size_t>& command_index);
    void check_dates();
    void check_entries();
    /// The entry pass of one entry: unknown list or line, else check_entry().
    void check_entry_pass(const Resolved& r);
    void check_entry(const Resolved& r);
    void check_options(const Resolved& r);
    void check_chosen_option(const Resolved& r, const RosterOption& chosen, bool per_thousand_shared);
    void check_options_army_wide();
    std::set<std::string> used_allies() const;
    std::string first_entry_of(const std::string& list_id,
                               const std::function<bool(const UnitEntry&)>& match) const;
    void check_unit_limits(const ArmyList& list, const std::string& list_id);
    void check_line_limits(const ArmyList& list, const std::string& list_id,
                           const std::map<std::string, int>& counted);
    void check_line_limit(const std::string& list_id, const UnitEntry& u, int n);
    void check_group_limits(const ArmyList& list, const std::string& list_id);
    void check_group_limit(const ArmyList& list, const std::string& list_id, const ChoiceGroup& g);
    void check_caps(const ArmyList& list, const std::string& list_id);
    void check_cap(const std::string& list_id, const ArmyCap& cap);
    void check_points_over();
    static std::string key(const std::string& list, const std::string& unit) {
        return list + '/' + unit;
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
    const ArmyRuleSet& m_rules;
    const Roster& m_r;
    RosterReport& m_report;
    int m_size;
    bool m_sizeless = false; ///< a system without points sizes and a roster without a size
    int m_cohesion = 0;
    std::vector<Resolved> m_resolved;
    std::unordered_map<std::string, int> m_counts; // "list/unit" -> units chosen
    std::map<std::string, OptionTotal> m_option_totals;
    std::vector<Line> m_lines;
    std::vector<LimitsPass> m_limits;
    std::unordered_map<std::string, std::size_t> m_command_index; ///< command id -> report.commands
    /// When set, each segment's first finding index (header and dates, then one segment per
    /// entry, line, group and cap, the army-wide options, the rule set, the points).
    std::vector<std::size_t>* m_marks = nullptr;
    Diagnostics* m_sink = nullptr; ///< when set, add() writes there instead of the report
    bool m_accumulate = true;      ///< false: the option totals are kept by the caller
};

} // namespace ost
