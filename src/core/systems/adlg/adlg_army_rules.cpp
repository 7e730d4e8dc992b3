// L'Art de la Guerre's army-composition rules as diagnostics (adlg.army-composition.*,
// adlg.rout.general). The numbers (one camp, one strategist) are `<army-limit>` of system.xml.
#include "core/systems/adlg/adlg_army_rules.h"

#include "core/model/catalogue_kinds.h"
#include "core/validation/army_limits.h"
#include "core/validation/roster_check.h"

#include <algorithm>
#include <map>

namespace ost {

namespace {
constexpr const char* kCommands = "adlg.army-composition.commands";
constexpr const char* kAllies = "adlg.army-composition.allies";
constexpr const char* kGenerals = "adlg.army-composition.generals";
constexpr const char* kCamp = "adlg.army-composition.camp";
constexpr const char* kGeneralPlacement = "adlg.rout.general";

/// One ADLG pass: commands, allies, generals and competences, the camp.
class AdlgCheck {
  public:
    explicit AdlgCheck(RosterCheck& check)
        : m_c(check), m_sys(check.system()), m_r(check.roster()), m_list(check.validator().list()) {}

    void run() {
        command_count();
        allied_commands();
        const auto* grade_limit = m_sys.army_limit("strategists");
        for (const auto& r : m_c.resolved()) {
            entry(r, grade_limit);
        }
        for (const auto& c : m_r.commands) {
            const int n = m_generals_in[c.id];
            if (n != 1) {
                m_c.add(Severity::Error, "adlg.general-per-command",
                        TRP_("Each command has exactly one general: the command \"{0}\" has {n}",
                             "Each command has exactly one general: the command \"{0}\" has {n}", n)
                            .arg(command_label(c)),
                        kCommands, first_in_command(c.id));
            }
        }
        strategists(grade_limit);
        const auto& report = m_c.report();
        if (report.command_value && report.command_points > *report.command_value) {
            m_c.add(Severity::Error, "adlg.command-points",
                    TR_("The generals' competences cost {0} command points; {1} allows {2}.")
                        .arg(report.command_points)
                        .arg(m_list.name.text())
                        .arg(*report.command_value),
                    kGenerals);
        }
        camps();
    }

  private:
    // adlg.army-composition.commands: one command per general of the size.
    void command_count() {
        const auto& report = m_c.report();
        if (report.commands_required &&
            static_cast<int>(m_r.commands.size()) != *report.commands_required) {
            m_c.add(Severity::Error, "adlg.command-count",
                    TRP_("An army of {0} points is played with {1}: {n} command made",
                         "An army of {0} points is played with {1}: {n} commands made",
                         m_r.commands.size())
                        .arg(m_c.size())
                        .arg(TRP_("{n} command", "{n} commands", *report.commands_required)),
                    kCommands);
        }
    }

    // Allied commands: in the list's allies, inside their date window, and available.
    void allied_commands() {
        for (const auto& c : m_r.commands) {
            if (c.ally_list.empty()) {
                continue;
            }
            const auto ref = std::find_if(m_list.allies.begin(), m_list.allies.end(),
                                          [&](const AllyRef& a) { return a.list == c.ally_list; });
            if (ref == m_list.allies.end()) {
                m_c.add(Severity::Error, "adlg.ally-not-allowed",
                        TR_("The command \"{0}\" is an allied contingent of \"{1}\", which {2} may not "
                            "take as ally.")
                            .arg(command_label(c))
                            .arg(c.ally_list)
                            .arg(m_list.name.text()),
                        kAllies, first_in_command(c.id));
            } else if (m_r.year && RosterCheck::outside(*m_r.year, ref->date_from, ref->date_to)) {
                m_c.add(Severity::Error, "adlg.ally-date",
                        TR_("Allies from \"{0}\" are allowed only from {1}, not in {2}.")
                            .arg(c.ally_list)
                            .arg(RosterCheck::window(ref->date_from, ref->date_to))
                            .arg(*m_r.year),
                        kAllies, first_in_command(c.id));
            }
        }
    }

    void entry(const RosterCheck::Resolved& r, const ArmyLimit* grade_limit) {
        const auto& e = *r.entry;
        // The camp and fortifications belong to the army, not to a command
        // (adlg.army-composition.camp): only their limits are checked (roster.unit-max,
        // adlg.camp-max), whatever command an older file gave them.
        const bool outside = m_c.validator().outside_commands(e);
        const auto* command = outside ? nullptr : m_r.command(e.command_id);
        if (!outside) {
            command_of_entry(r, command);
        }
        if (r.unit == nullptr) {
            return;
        }
        if (r.unit->role == UnitRole::Camp) {
            m_camps += e.count;
            if (m_camp_subject.empty() || m_camps > 1) {
                m_camp_subject = e.id;
            }
        }
        if (!e.attached_to.empty()) {
            general_placement(r);
        }
        if (r.unit->role != UnitRole::General) {
            return;
        }
        if (command != nullptr) {
            m_generals_in[command->id] += e.count;
        }
        if (!e.general_grade.empty()) {
            competence(r, grade_limit);
        }
    }

    void command_of_entry(const RosterCheck::Resolved& r, const RosterCommand* command) {
        const auto& e = *r.entry;
        if (command == nullptr) {
            m_c.add(Severity::Error, "adlg.command-unknown",
                    e.command_id.empty()
                        ? TR_("{0} belongs to no command: every unit must be in one.")
                              .arg(m_c.name_of(r))
                        : TR_("{0} belongs to the command \"{1}\", which does not exist.")
                              .arg(m_c.name_of(r))
                              .arg(e.command_id),
                    kCommands, e.id);
        } else if (m_c.list_id_of(e) != (command->ally_list.empty() ? m_list.id : command->ally_list)) {
            m_c.add(Severity::Error, "adlg.ally-unit",
                    command->ally_list.empty()
                        ? TR_("{0} comes from the allied list \"{1}\" and must be in an allied "
                              "command of that list.")
                              .arg(m_c.name_of(r))
                              .arg(m_c.list_id_of(e))
                        : TR_("{0} is in the allied command \"{1}\" but does not come from its "
                              "list \"{2}\".")
                              .arg(m_c.name_of(r))
                              .arg(command_label(*command))
                              .arg(command->ally_list),
                    kAllies, e.id);
        }
    }

    void competence(const RosterCheck::Resolved& r, const ArmyLimit* grade_limit) {
        const auto& e = *r.entry;
        const auto* grade = m_sys.catalogue_entry(e.general_grade);
        if (grade == nullptr || grade->kind != catalogue_kind::kGeneralGrade) {
            m_c.add(Severity::Error, "adlg.grade-unknown",
                    TR_("\"{0}\" is not a general competence of {1}.")
                        .arg(e.general_grade)
                        .arg(m_sys.name()),
                    kGenerals, e.id);
            return;
        }
        if (std::find(r.unit->upgrades.begin(), r.unit->upgrades.end(), grade->id) ==
            r.unit->upgrades.end()) {
            m_c.add(Severity::Error, "adlg.grade-not-allowed",
                    TR_("{0} does not allow the general competence {1}.")
                        .arg(r.list->name.text())
                        .arg(grade->name.text()),
                    kGenerals, e.id);
        }
        if (grade_limit != nullptr && grade->id == grade_limit->grade) {
            m_strategists += e.count;
            if (m_strategist_subject.empty() || m_strategists > 1) {
                m_strategist_subject = e.id;
            }
        }
    }

    void strategists(const ArmyLimit* limit) {
        if (limit == nullptr || !limit->max || m_strategists <= *limit->max) {
            return;
        }
        m_c.add(Severity::Error, "adlg.strategist-max",
                *limit->max == 1 ? TRP_("At most one strategist per army: {n} chosen",
                                        "At most one strategist per army: {n} chosen", m_strategists)
                                 : TRP_("At most {0} strategists per army: {n} chosen",
                                        "At most {0} strategists per army: {n} chosen", m_strategists)
                                       .arg(*limit->max),
                kGenerals, m_strategist_subject);
    }

    void camps() {
        const auto* limit = m_sys.army_limit("camps");
        if (limit == nullptr || !limit->max || m_camps <= *limit->max) {
            return;
        }
        m_c.add(Severity::Error, "adlg.camp-max",
                *limit->max == 1 ? TRP_("An army has one camp at most: {n} chosen",
                                        "An army has one camp at most: {n} chosen", m_camps)
                                 : TRP_("An army has {0} camps at most: {n} chosen",
                                        "An army has {0} camps at most: {n} chosen", m_camps)
                                       .arg(*limit->max),
                kCamp, m_camp_subject);
    }

    /// A general placed with a unit (attached_to) is placed with one of his own command's units
    /// (adlg.rout.general: a general included in a unit). Warnings, not errors: where a general
    /// stands is the player's choice, the roster stays legal; the finding says what to fix.
    void general_placement(const RosterCheck::Resolved& r) {
        const auto& e = *r.entry;
        const auto* target = m_r.entry(e.attached_to);
        const auto* target_unit = target != nullptr ? m_c.validator().unit_of(*target) : nullptr;
        if (r.unit->role != UnitRole::General) {
            m_c.add(Severity::Warning, "adlg.general-unit",
                    TR_("{0} is not a general: only a general is placed with a unit.").arg(m_c.name_of(r)),
                    kGeneralPlacement, e.id);
        } else if (target == nullptr) {
            m_c.add(Severity::Warning, "adlg.general-unit",
                    TR_("{0} is placed with the entry \"{1}\", which the roster does not have.")
                        .arg(m_c.name_of(r))
                        .arg(e.attached_to),
                    kGeneralPlacement, e.id);
        } else if (target_unit == nullptr || target_unit->role != UnitRole::Unit ||
                   m_c.validator().outside_commands(*target)) {
            m_c.add(Severity::Warning, "adlg.general-unit",
                    TR_("{0} is placed with {1}, which is not a unit.")
                        .arg(m_c.name_of(r))
                        .arg(target_unit != nullptr ? target_unit->name.text()
                                                    : Text::verbatim(target->unit_id)),
                    kGeneralPlacement, e.id);
        } else if (target->command_id != e.command_id) {
            m_c.add(Severity::Warning, "adlg.general-unit",
                    TR_("{0} is placed with {1}, a unit of another command: choose one of his own "
                        "command's units.")
                        .arg(m_c.name_of(r))
                        .arg(target_unit->name.text()),
                    kGeneralPlacement, e.id);
        }
    }

    /// The entry to select for a finding about a command: its first entry, or the command
    /// itself when it has none (the GUI tree selects command rows by id too).
    std::string first_in_command(const std::string& command_id) const {
        for (const auto& e : m_r.entries) {
            if (e.command_id == command_id && !m_c.validator().outside_commands(e)) {
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

    RosterCheck& m_c;
    const GameSystem& m_sys;
    const Roster& m_r;
    const ArmyList& m_list;
    std::map<std::string, int> m_generals_in;
    int m_strategists = 0;
    std::string m_strategist_subject;
    int m_camps = 0;
    std::string m_camp_subject;
};
} // namespace

bool AdlgArmyRules::outside_commands(const UnitEntry& unit) const {
    // adlg.army-composition.camp: the camp and fortifications are the army's, not a command's.
    return unit.role == UnitRole::Camp || unit.role == UnitRole::Fortification;
}

void AdlgArmyRules::unit_over_max(const RosterCheck&, const UnitEntry& unit, int, int,
                                  UnitMaxFinding& finding) const {
    if (unit.role == UnitRole::Camp || unit.role == UnitRole::Fortification) {
        finding.rule = kCamp;
    }
}

void AdlgArmyRules::figures(RosterCheck& check) const {
    auto& report = check.report();
    report.cohesion = check.cohesion(); // adlg.army.rout
    report.command_value = check.validator().list().command_value;
    if (check.size() > 0) {
        report.commands_required = commands_for(check.system(), check.size());
    }
}

void AdlgArmyRules::check(RosterCheck& check) const { AdlgCheck(check).run(); }

bool AdlgArmyRules::count_free(const RosterEntry&, const UnitEntry& unit, bool) const {
    // AdlgCheck reads a count for the generals (per command, strategists, command points) and camps.
    return unit.role != UnitRole::General && unit.role != UnitRole::Camp;
}

} // namespace ost
