// roster_figures(): the one list of a roster's figures (points, units, break point, cohesion,
// commands, command points, camp, year), and the same labels and values in every export.
#include "core/io/roster_reader.h"
#include "core/services/roster_export.h"
#include "core/services/roster_figures.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <map>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {

struct Shown {
    std::string value;
    std::string explanation;
    bool operator==(const Shown&) const = default;
};

/// id → (value, explanation) in English, in order of the ids.
std::vector<std::pair<std::string, Shown>> english(const std::vector<RosterFigure>& figures) {
    std::vector<std::pair<std::string, Shown>> out;
    for (const auto& f : figures) {
        out.push_back({f.id, {f.value.english(), f.explanation.empty() ? std::string() : f.explanation.english()}});
    }
    return out;
}

RosterValidator validator_for(const Roster& roster) { return bundled_validator(roster.system_id, roster.list_id); }

} // namespace

TEST_CASE("WME figures: points with what is left, units, break point", "[roster][figures]") {
    auto roster = read_roster_file(roster_path("wme-legal.ostr"));
    const auto v = validator_for(roster);
    const auto figures = roster_figures(roster, v, v.validate(roster));
    CHECK(english(figures) == std::vector<std::pair<std::string, Shown>>{
                                  {"points", {"1955/2000", "45 pts left"}},
                                  {"units", {"21", ""}},
                                  {"break-point", {"11", ""}}});
    CHECK(figures[0].label.english() == "Points");
    CHECK(figures[2].label.english() == "Break point");
    // Over the size, the explanation says by how much; a year chosen is a figure too.
    roster.army_size = 1900;
    roster.year = -250;
    const auto over = roster_figures(roster, v, v.validate(roster));
    CHECK(over[0].explanation.english() == "55 pts over");
    CHECK(over.back().id == "year");
    CHECK(over.back().value.english() == "250 BC");
}

TEST_CASE("ADLG figures: cohesion, commands, command points, the camp apart", "[roster][figures]") {
    const auto roster = read_roster_file(roster_path("adlg-legal.ostr"));
    const auto v = validator_for(roster);
    const auto report = v.validate(roster);
    const auto figures = roster_figures(roster, v, report);
    CHECK(english(figures) == std::vector<std::pair<std::string, Shown>>{
                                  {"points", {"191/200", "9 pts left"}},
                                  {"units", {"25", ""}},
                                  {"cohesion", {"25", ""}},
                                  {"commands", {"3/3", ""}},
                                  {"command-points", {"3", ""}},
                                  {"camp", {"6 pts", "part of the points"}}});
    // With the list's command value known, command points are said against it.
    auto list = bundled_list(roster.system_id, roster.list_id);
    list.command_value = 4;
    const RosterValidator valued(bundled_system("adlg"), list);
    const auto with_value = roster_figures(roster, valued, valued.validate(roster));
    CHECK(with_value[4].value.english() == "3/4");
}

TEST_CASE("the text and HTML exports carry the same figure labels and values", "[roster][figures][sheet]") {
    for (const auto* name : {"wme-legal.ostr", "adlg-legal.ostr", "adlg-illegal.ostr"}) {
        const auto roster = read_roster_file(roster_path(name));
        const auto v = validator_for(roster);
        const auto report = v.validate(roster);
        const auto figures = roster_figures(roster, v, report);
        const auto& tr = EnglishTranslator::instance();
        const auto line = figures_line(figures, tr);
        const auto text = export_roster_text(roster, v, report, tr);
        const auto html = export_roster_html(roster, v, report, tr);
        INFO(name << ": " << line);
        CHECK(text.find(line) != std::string::npos);
        CHECK(html.find(line) != std::string::npos);
        for (const auto& f : figures) {
            CHECK(line.find(f.label.render(tr) + ": " + f.value.render(tr)) != std::string::npos);
        }
    }
}
