// The event form's fields (services/event_form.h) and the open lists booklet
// (services/event_booklet.h): what the app's Organiser page edits and prints (issue 30).
#include "core/io/event_reader.h"
#include "core/io/event_writer.h"
#include "core/io/roster_reader.h"
#include "core/model/catalogue_kinds.h"
#include "core/services/event_booklet.h"
#include "core/services/event_form.h"
#include "core/services/event_report.h"
#include "core/support/error.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include "roster_fixtures.h"

using namespace ost;
using namespace ost::test;

namespace {

const EventField& field(const std::vector<EventField>& fields, const std::string& key) {
    const auto it = std::find_if(fields.begin(), fields.end(), [&](const EventField& f) { return f.key == key; });
    REQUIRE(it != fields.end());
    return *it;
}

} // namespace

TEST_CASE("Event fields edit every clause and read back through the .ostevent format", "[event]") {
    const auto fields = event_fields();
    EventProfile e;
    e.system_id = "adlg";
    set_event_field(e, field(fields, "name-fr"), {"  Tournoi des croisades ", ""});
    set_event_field(e, field(fields, "name-en"), {"Crusades"});
    set_event_field(e, field(fields, "size"), {"200"});
    set_event_field(e, field(fields, "from"), {"1050"});
    set_event_field(e, field(fields, "to"), {"1291"});
    set_event_field(e, field(fields, "lists"), {"4", "001-sumer-and-akkad", "4"});
    set_event_field(e, field(fields, "ban-troop-type"), {"elephants", "", "heavy-chariots"});
    set_event_field(e, field(fields, "players"), {"Jeanne Dupont", "Marc Martin"});
    CHECK(e.name.fr == "Tournoi des croisades");
    CHECK(e.army_size == 200);
    CHECK(e.date_from == 1050);
    CHECK(e.allowed_list_numbers == std::vector<int>{4});
    CHECK(e.allowed_lists == std::vector<std::string>{"001-sumer-and-akkad"});
    CHECK(e.banned_troop_types == std::vector<std::string>{"elephants", "heavy-chariots"});
    CHECK(read_event_text(write_event(e), "form") == e);
    for (const auto& f : fields) {
        auto copy = e;
        set_event_field(copy, f, event_field_value(e, f.key));
        CHECK(copy == e); // every field shows its value and takes it back unchanged
        CHECK_FALSE(f.label.english().empty());
    }
    set_event_field(e, field(fields, "to"), {});
    CHECK_FALSE(e.date_to.has_value());
    set_event_field(e, field(fields, "size"), {});
    CHECK(e.army_size == 0);
}

TEST_CASE("Event fields refuse a bad number naming the field", "[event]") {
    const auto fields = event_fields();
    EventProfile e;
    try {
        set_event_field(e, field(fields, "size"), {"two hundred"});
        FAIL("no error");
    } catch (const InvalidInputError& error) {
        CHECK_THAT(error.message().english(), Catch::Contains("Army size (points)") && Catch::Contains("two hundred"));
    }
    CHECK_THROWS_AS(set_event_field(e, field(fields, "from"), {"1e3"}), InvalidInputError);
    CHECK_THROWS_AS(set_event_field(e, field(fields, "size"), {"-5"}), InvalidInputError);
    CHECK(e.army_size == 0);
}

TEST_CASE("Event fields apply by the system's data and offer its catalogue", "[event]") {
    const auto fields = event_fields();
    const auto& adlg = bundled_system("adlg");
    const auto& wme = bundled_system("wme");
    CHECK(field(fields, "from").applies(adlg));
    CHECK_FALSE(field(fields, "from").applies(wme));
    CHECK(field(fields, "ban-troop-type").applies(adlg));
    CHECK_FALSE(field(fields, "ban-troop-type").applies(wme));
    const auto troop_types = event_field_choices(adlg, field(fields, "ban-troop-type"));
    CHECK(troop_types.size() == adlg.catalogue_of(catalogue_kind::kTroopType).size());
    REQUIRE_FALSE(troop_types.empty());
    CHECK(troop_types.front().first == adlg.catalogue_of(catalogue_kind::kTroopType).front()->id);
    CHECK(event_field_choices(adlg, field(fields, "players")).empty());
}

TEST_CASE("The open lists booklet: contents, then one sheet per readable file from a new page", "[event]") {
    EventProfile e;
    e.name = {"Tournoi", "Tournament"};
    e.system_id = "wme";
    const EventChecker checker(e, bundled_system("wme"));
    BatchResult result;
    result.rows.resize(3);
    result.rows[0].file = "a.ostr";
    result.rows[0].verdict = BatchVerdict::Legal;
    result.rows[0].roster.player = "Anne <A>";
    result.rows[0].fingerprint = "AAAA-1111";
    result.rows[1].file = "broken.ostr"; // unreadable: no sheet
    result.rows[2].file = "b.ostr";
    result.rows[2].verdict = BatchVerdict::Illegal;
    const EnglishTranslator en;
    REQUIRE(booklet_rows(result).size() == 2);
    const auto html = event_booklet_html(
        checker, result, {"<html><head><style>x</style></head><body>SHEET-A</body></html>", "<body class=\"s\">SHEET-B</body>"}, en);
    CHECK_THAT(html, Catch::Contains("<h1>Tournament</h1>"));
    CHECK_THAT(html, Catch::Contains("Anne &lt;A&gt;"));
    CHECK_THAT(html, !Catch::Contains("broken.ostr"));
    CHECK_THAT(html, !Catch::Contains("<style>x"));
    const auto a = html.find("SHEET-A");
    const auto b = html.find("SHEET-B");
    REQUIRE(a != std::string::npos);
    REQUIRE(b != std::string::npos);
    CHECK(a < b);
    CHECK(html.find("page-break-before:always", a) < b); // B starts a page of its own
    CHECK_THAT(html, Catch::Contains("Sheet 1 of 2 — a.ostr — fingerprint AAAA-1111"));
    CHECK_THROWS_AS(event_booklet_html(checker, result, {"one"}, en), InvalidInputError);
}

TEST_CASE("The batch summary agrees each count in French", "[event]") {
    BatchResult result;
    result.rows.resize(3);
    result.rows[0].verdict = BatchVerdict::Legal;
    result.rows[1].verdict = BatchVerdict::Legal;
    result.rows[2].verdict = BatchVerdict::Unreadable;
    const EnglishTranslator en;
    CHECK(batch_summary(result, en) == "3 files: 2 legal, 0 illegal, 1 unreadable; 0 duplicates.");
    const MoCatalog fr(OST_FR_MO, "fr");
    CHECK(batch_summary(result, fr) == "3 fichiers : 2 légales, 0 illégale, 1 illisible ; 0 doublon.");
}
