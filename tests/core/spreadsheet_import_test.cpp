// Tests for the spreadsheet (CSV/TSV) list importer: a French export (Windows-1252, ';', decimal
// commas) and an English TSV (UTF-8 with BOM, quoted cells), with the rows it must refuse.
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/spreadsheet_importer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>

namespace fs = std::filesystem;

namespace {
const fs::path kData = OST_TEST_DATA_DIR;
const fs::path kSource = OST_SOURCE_DIR;

ost::GameSystem adlg() {
    return ost::read_system(ost::XmlDocument::load_file(kSource / "lists/adlg/system.xml"));
}

std::set<int> refused_lines(const ost::Diagnostics& report) {
    std::set<int> lines;
    for (const auto& d : report) {
        if (d.code == "spreadsheet.row-refused") lines.insert(d.location.line);
    }
    return lines;
}
} // namespace

TEST_CASE("A French spreadsheet export imports with its bad rows reported by line", "[import][spreadsheet]") {
    const auto system = adlg();
    const auto file = kData / "spreadsheet/liste-fr.csv";
    const auto result = ost::import_spreadsheet(ost::read_file(file), file.string(), system, "ma-liste", "Ma liste");
    CHECK(result.latin1);
    CHECK(result.delimiter == ';');
    REQUIRE(result.columns.size() == 10);
    CHECK(result.columns[0].field == "name");
    CHECK(result.columns[1].field == "troop-type");
    CHECK(result.columns[2].field == "capabilities");
    CHECK(result.columns[3].field == "points");
    CHECK(result.columns[6].field == "from");
    CHECK(result.columns[8].field == "group");
    CHECK(result.columns[9].field.empty());

    const auto& list = result.list;
    CHECK(list.id == "ma-liste");
    CHECK(list.name.fr == "Ma liste");
    REQUIRE(list.units.size() == 5);

    const auto* archers = list.unit("archers-d-elite");
    REQUIRE(archers != nullptr);
    CHECK(archers->name.fr == "Archers d'élite"); // Latin-1 read as such
    CHECK(archers->points() == 10);              // "10,0": a decimal comma
    CHECK_FALSE(archers->min.has_value());
    CHECK(archers->max == 2);
    CHECK(archers->date_from == -2500);
    CHECK(archers->date_to == -1800);
    CHECK(archers->group == "gardes");
    CHECK(*archers->profile.get("troop-type") == "bowmen");
    CHECK(*archers->profile.get("category") == "LMI"); // from the catalogue's troop type
    CHECK(*archers->profile.get("capabilities") == "elite pavise");

    const auto* spears = list.unit("lanciers-moyens");
    REQUIRE(spears != nullptr);
    CHECK(*spears->profile.get("troop-type") == "medium-spearmen"); // matched without case
    CHECK(spears->min == 2);
    CHECK(spears->max == 6);

    const auto* light = list.unit("infanterie-legere");
    REQUIRE(light != nullptr);
    CHECK(*light->profile.get("capabilities") == "elite-light"); // the light-troop variant of Élite
    CHECK(light->group == "gardes");
    REQUIRE(list.groups.size() == 1);
    CHECK(list.groups[0].name.fr == "Gardes");

    CHECK(list.unit("camp-fortifie") != nullptr);
    const auto* quoted = list.unit("epeistes-moyens");
    REQUIRE(quoted != nullptr);
    CHECK(quoted->name.fr == "Épéistes; « moyens »"); // a quoted ';' stays in the cell

    // Rows not taken, each with its line number: unknown troop type, 4,5 points, min above max,
    // no name, dates reversed, unknown capability. The blank line 4 is no row.
    CHECK(refused_lines(result.report) == std::set<int>{6, 7, 8, 9, 11, 12});
    const auto unused = std::count_if(result.report.begin(), result.report.end(), [](const ost::Diagnostic& d) {
        return d.code == "spreadsheet.column-unused" && d.location.line == 1;
    });
    CHECK(unused == 1);

    // What was taken is a valid ADLG list that survives write → read.
    const auto back = ost::read_army_list(ost::XmlDocument::load_string(ost::write_army_list(list), "x.xml"), system);
    CHECK(back == list);
}

TEST_CASE("An English TSV with a byte-order mark, quotes, roles and date windows imports", "[import][spreadsheet]") {
    const auto system = adlg();
    const auto file = kData / "spreadsheet/list-en.tsv";
    const auto result = ost::import_spreadsheet(ost::read_file(file), file.string(), system, "tsv-list", "TSV list");
    CHECK_FALSE(result.latin1);
    CHECK(result.delimiter == '\t');
    CHECK(result.columns[0].header == "Name"); // the BOM is not part of the first header
    const auto& list = result.list;
    REQUIRE(list.units.size() == 3);
    CHECK(list.units[0].role == ost::UnitRole::General);
    CHECK(list.units[1].name.en == "Bowmen, \"the best\"");
    CHECK(*list.units[1].profile.get("capabilities") == "elite pavise");
    CHECK(list.units[1].date_from == -2500);
    CHECK(list.units[1].date_to == -1800);
    CHECK(*list.units[2].profile.get("capabilities") == "bows");
    CHECK(refused_lines(result.report) == std::set<int>{5});
}

TEST_CASE("Spreadsheets without a header or a name column are refused", "[import][spreadsheet]") {
    const auto system = adlg();
    CHECK_THROWS_AS(ost::import_spreadsheet("\n\n", "empty.csv", system, "x", "X"), ost::InvalidInputError);
    try {
        (void)ost::import_spreadsheet("Points;Max\n7;2\n", "nameless.csv", system, "x", "X");
        FAIL("accepted a sheet without names");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().line == 1);
        CHECK(e.message().english().find("names of the lines") != std::string::npos);
    }
    CHECK_THROWS_AS(ost::import_spreadsheet("Name\nA\n", "x.csv", system, "Bad Id", "X"), ost::InvalidInputError);
    // A comma-separated sheet with a row longer than the header.
    const auto r = ost::import_spreadsheet("Name,Points\nA,3\nB,4,extra\n", "c.csv", system, "c", "C");
    CHECK(r.delimiter == ',');
    CHECK(r.list.units.size() == 1);
    CHECK(refused_lines(r.report) == std::set<int>{3});
}

TEST_CASE("Windows-1252 bytes become UTF-8", "[import][spreadsheet]") {
    bool latin1 = false;
    CHECK(ost::spreadsheet_text_to_utf8("\xC9lite \x80 \x9C", latin1) == "Élite € œ");
    CHECK(latin1);
    CHECK(ost::spreadsheet_text_to_utf8("\xEF\xBB\xBF" "Élite", latin1) == "Élite");
    CHECK_FALSE(latin1);
}

TEST_CASE("A line break inside a quoted cell becomes one LF and the list survives write → read", "[import][spreadsheet]") {
    // Found by the spreadsheet fuzz target (corpus/spreadsheet/crash-cr-in-quoted-cell.csv): a CR
    // kept in a name came back as LF from the list's XML, so the list changed on write → read.
    const auto system = adlg();
    const auto r = ost::import_spreadsheet("Name;Points;Group\r\n\"Two\r\nlines\";3;G\r\n\"Old\rMac\";4;G\r\nC;5;\r\n",
                                           "cr.csv", system, "cr", "CR");
    REQUIRE(r.list.units.size() == 3);
    CHECK(r.list.units[0].name.en == "Two\nlines");
    CHECK(r.list.units[1].name.en == "Old\nMac");
    CHECK(r.list.units[2].name.en == "C");
    CHECK(r.report.empty());
    const auto text = ost::write_army_list(r.list);
    const auto back = ost::read_army_list(ost::XmlDocument::load_string(text, "cr.xml"), system);
    CHECK(back == r.list);
    CHECK(ost::write_army_list(back) == text);
}

TEST_CASE("A quote never closed is refused at the line where it opened", "[import][spreadsheet][hardening]") {
    const auto system = adlg();
    for (const std::string sheet : {"Name;Points\nA;3\n\"B;4\nC;5\nD;6\n", "Name;Points\nA;3\nB;\"4\n",
                                    "Name,Points\r\nA,3\r\n\"B \"\"quoted\"\",4\r\n"}) {
        INFO(sheet);
        try {
            (void)ost::import_spreadsheet(sheet, "open.csv", system, "x", "X");
            FAIL("accepted an unclosed quote");
        } catch (const ost::InvalidInputError& e) {
            CHECK(e.location().to_string() == "open.csv:3");
            CHECK_THAT(e.message().english(), Catch::Contains("never closed"));
        }
    }
    // Closed quotes spanning lines stay one cell, as before.
    const auto r = ost::import_spreadsheet("Name;Points\n\"A\nB\";3\nC;4\n", "ok.csv", system, "x", "X");
    CHECK(r.list.units.size() == 2);
}
