// Incremental revalidation (issue 26): a validation remembered segment by segment, so an edit of
// one entry's count or options recomputes only what that entry touches, not the whole roster.
#pragma once

#include "core/validation/roster_validator.h"

#include <cstddef>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

namespace ost {

class RosterCheck;

/// Keeps one roster's report up to date. validate() is RosterValidator::validate, remembering
/// where each part's findings are (header and dates, one segment per entry, per list line, group
/// and cap, the army-wide options, the game's rule set, the points). update_entry() then redoes
/// after a change of one entry's count or options: that entry's figures and findings, the army
/// totals by difference, the limits of its line (and what it counts as), group and caps, the
/// army-wide options and the points — what a full validation would give, in the same order
/// (`incremental_validation_test.cpp` compares them after random edits of WME and ADLG rosters).
class IncrementalValidation {
  public:
    /// `validator` must outlive this object.
    explicit IncrementalValidation(const RosterValidator& validator);
    ~IncrementalValidation();
    IncrementalValidation(const IncrementalValidation&) = delete;
    IncrementalValidation& operator=(const IncrementalValidation&) = delete;

    /// A full validation of `roster` into `report` (RosterValidator::validate). Both must stay at
    /// their address, and the roster's entry list unreallocated, until the next validate().
    void validate(const Roster& roster, RosterReport& report);
    /// After entry `position` of the validated roster changed from `before` in place: updates the
    /// report and returns true, or returns false without touching it when the change needs a
    /// full validate() — more changed than the count and options, its line is unknown, the
    /// game's rule set reads the entry's count (ArmyRuleSet::count_free), or a total could
    /// reach the int limits.
    bool update_entry(std::size_t position, const RosterEntry& before);
    /// How many update_entry() calls updated the report since construction (for tests).
    std::size_t updates() const { return m_updates; }

  private:
    bool updatable(std::size_t position, const RosterEntry& before) const;
    void update_figures(std::size_t position, const RosterEntry& before);
    void update_options(std::size_t position, const RosterEntry& before);
    void update_limits(std::size_t position);
    void update_option_total(const std::string& key, const std::string& option_id);
    void build_holders();
    /// Replaces the findings of segment `segment` by `found`.
    void replace(std::size_t segment, std::vector<Diagnostic> found);
    /// Recomputes segment `segment` by `pass` (which adds findings through the check).
    template <typename Pass> void redo(std::size_t segment, Pass pass);

    const RosterValidator& m_v;
    std::unique_ptr<RosterCheck> m_check; ///< the remembered pass; null: nothing to update
    const Roster* m_roster = nullptr;
    RosterReport* m_report = nullptr;
    std::vector<std::size_t> m_marks; ///< first finding of each segment
    std::size_t m_options_segment = 0;
    std::size_t m_points_segment = 0;
    std::unordered_set<std::string> m_targets; ///< entry ids another entry is attached to
    int m_max_points = 0;                      ///< the largest |points| of one entry seen
    bool m_counts_in_range = false;            ///< every count in 1..10000
    std::size_t m_unconfirmed_entries = 0;
    bool m_header_unconfirmed = false;
    /// "list/option" → positions of the entries taking it (built on the first option change).
    std::map<std::string, std::set<std::size_t>> m_holders;
    bool m_holders_built = false;
    std::size_t m_updates = 0;
};

} // namespace ost
