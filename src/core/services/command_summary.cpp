// Per-command figures of an ADLG roster for the header: taken from the validator's report, with
// the break-off figure our rules texts lack said as missing (adlg.army.rout).
#include "core/services/command_summary.h"

namespace ost {

std::vector<CommandSummary> command_summaries(const Roster& roster, const RosterReport& report) {
    std::vector<CommandSummary> out;
    for (std::size_t i = 0; i < roster.commands.size(); ++i) {
        const auto& c = roster.commands[i];
        CommandSummary s;
        s.command_id = c.id;
        s.name = c.name.empty() ? TR_("Command {0}").arg(i + 1) : Text::verbatim(c.name);
        s.allied = !c.ally_list.empty();
        for (const auto& f : report.commands) {
            if (f.command_id == c.id) {
                s.units = f.units;
                s.cohesion = f.cohesion;
                s.points = f.points;
            }
        }
        out.push_back(std::move(s));
    }
    return out;
}

Text command_summary_text(const CommandSummary& command) {
    Text name = command.allied ? TR_("{0} (allies)").arg(command.name) : command.name;
    return TRP_("{0}: {n} unit, cohesion {1}, {2} pts", "{0}: {n} units, cohesion {1}, {2} pts",
                command.units)
        .arg(name)
        .arg(command.cohesion)
        .arg(command.points);
}

Text command_break_off_missing() {
    return TR_("no break-off figure per command: the army routs as a whole");
}

Text command_break_off_explained() {
    return TR_("Cohesion is the number of units, expendables excluded. The rules Ost holds define "
               "it, and the rout, for the whole army only: the army routs when its losses reach its "
               "cohesion. They give no figure at which a single command breaks, so Ost shows none.");
}

} // namespace ost
