// roster_figures(): the one place a roster's figures are computed and worded for every front end
// (wme.army-selection.break-point, adlg.army.rout, adlg.army-composition.commands and .camp).
#include "core/services/roster_figures.h"

#include "core/support/translator.h"

#include <algorithm>

namespace ost {

namespace {
Text number(long long value) { return Text::verbatim(std::to_string(value)); }

/// "value/limit" (1955/2000).
Text of(long long value, long long limit) { return TR_("{0}/{1}").arg(value).arg(limit); }

RosterFigure points(const RosterReport& report) {
    if (report.army_size <= 0) {
        // A roster without a points size (A&B, Jomini): what was spent, no budget.
        return {"points", TR_("Points"), number(report.points), {}};
    }
    const long long left = static_cast<long long>(report.army_size) - report.points;
    return {"points", TR_("Points"), of(report.points, report.army_size),
            left >= 0 ? TR_("{0} pts left").arg(left) : TR_("{0} pts over").arg(-left)};
}
} // namespace

std::vector<RosterFigure> roster_figures(const Roster& roster, const RosterValidator& validator,
                                         const RosterReport& report) {
    std::vector<RosterFigure> out;
    out.push_back(points(report));
    out.push_back({"units", TR_("Units"), number(report.units), {}});
    if (report.break_point) { // wme.army-selection.break-point
        out.push_back({"break-point", TR_("Break point"), number(*report.break_point), {}});
    }
    if (report.cohesion) { // adlg.army.rout
        out.push_back({"cohesion", TR_("Army cohesion"), number(*report.cohesion), {}});
    }
    if (report.commands_required) { // adlg.army-composition.commands
        out.push_back({"commands", TR_("Commands"),
                       of(static_cast<long long>(roster.commands.size()), *report.commands_required), {}});
    }
    if (report.commands_required || report.command_value) {
        out.push_back({"command-points", TR_("Command points"),
                       report.command_value ? of(report.command_points, *report.command_value)
                                            : number(report.command_points),
                       {}});
    }
    // adlg.army-composition.camp: the camp and fortifications stand apart from the commands.
    if (std::any_of(roster.entries.begin(), roster.entries.end(),
                    [&](const RosterEntry& e) { return validator.outside_commands(e); })) {
        out.push_back({"camp", TR_("Camp and fortifications"), TR_("{0} pts").arg(report.camp_points),
                       TR_("part of the points")});
    }
    if (roster.year) {
        out.push_back({"year", TR_("Year"),
                       *roster.year < 0 ? TR_("{0} BC").arg(-*roster.year) : TR_("AD {0}").arg(*roster.year),
                       {}});
    }
    return out;
}

Text EntryOptionFigure::text() const {
    if (points == 0) {
        return TR_("{0} ×{1}").arg(name).arg(count);
    }
    return TR_("{0} ×{1} ({2})").arg(name).arg(count).arg(points > 0 ? "+" + std::to_string(points)
                                                                          : std::to_string(points));
}

std::vector<EntryOptionFigure> entry_option_figures(const RosterEntry& entry, const RosterValidator& validator,
                                                    int army_size) {
    std::vector<EntryOptionFigure> out;
    const auto* list = validator.list_of(entry);
    const auto* unit = validator.unit_of(entry);
    for (const auto& chosen : entry.options) {
        UnitOption scratch;
        const auto* option = unit != nullptr ? validator.option_of(*list, *unit, chosen.id, scratch) : nullptr;
        EntryOptionFigure figure{chosen.id, Text::verbatim(chosen.id), chosen.count, 0};
        if (option != nullptr) {
            figure.name = option->name.text();
            figure.points = cost_of(option->costs, "points", army_size).value_or(0) * chosen.count;
        }
        out.push_back(std::move(figure));
    }
    return out;
}

std::string figures_line(const std::vector<RosterFigure>& figures, const Translator& translator) {
    std::string out;
    for (const auto& f : figures) {
        Text item = f.explanation.empty()
                        ? TR_("{0}: {1}").arg(f.label).arg(f.value)
                        : TR_("{0}: {1} ({2})").arg(f.label).arg(f.value).arg(f.explanation);
        out += (out.empty() ? "" : " · ") + item.render(translator);
    }
    return out;
}

} // namespace ost
