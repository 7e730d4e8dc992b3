// Tests of the organiser's desk (issue 30): event profiles read and written, the event layer on
// ADLG (date window, list numbers, banned troop types) and WME (optional units) rosters, roster
// fingerprints, zip caps and the batch check with duplicates and unreadable files.
#include "core/io/event_reader.h"
#include "core/io/event_writer.h"
#include "core/io/roster_code.h"
#include "core/io/roster_fingerprint.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/services/event_batch.h"
#include "core/services/event_checker.h"
#include "core/services/event_report.h"
#include "core/services/roster_export.h"
#include "core/support/error.h"
#include "core/support/sha256.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <functional>
#include <set>

#include "roster_fixtures.h"
#include "tests/core/temp_dir.h"

using namespace ost;
using namespace ost::test;

namespace {

RosterValidator adlg_validator() {
    return RosterValidator(bundled_system("adlg"), test_list("adlg", "test-main"), {test_list("adlg", "test-ally")});
}

/// test-main at 200 points in -250: three generals, spearmen, elephants, guard archers.
Roster adlg_roster() {
    auto r = make_roster("adlg", "test-main", 200);
    r.year = -250;
    r.commands = {{"c1", "Left", ""}, {"c2", "Centre", ""}, {"c3", "Right", ""}};
    add(r, "general", 1, "c1");
    add(r, "general", 1, "c2");
    add(r, "general", 1, "c3");
    add(r, "spearmen", 4, "c1");     // e4
    add(r, "elephants", 1, "c2");    // e5
    add(r, "guard-archers", 1, "c3"); // e6: capabilities="elite"
    return r;
}

EventProfile adlg_event() {
    EventProfile e;
    e.name = {"Tournoi d'essai", "Test tournament"};
    e.system_id = "adlg";
    e.army_size = 200;
    e.date_from = -300;
    e.date_to = -200;
    e.allowed_list_numbers = {901};
    return e;
}

std::vector<std::string> codes(const std::vector<EventFinding>& findings) {
    std::vector<std::string> out;
    for (const auto& f : findings) {
        out.push_back(f.diagnostic.code);
    }
    return out;
}

bool has(const std::vector<std::string>& items, const std::string& item) {
    return std::find(items.begin(), items.end(), item) != items.end();
}

} // namespace

TEST_CASE("An event profile is written and read back unchanged", "[event]") {
    auto e = adlg_event();
    e.allowed_lists = {"test-main"};
    e.banned_troop_types = {"elephants", "cataphracts"};
    e.banned_capabilities = {"elite"};
    e.banned_units = {"late-archers"};
    e.banned_rules = {"regle-optionnelle"};
    e.allowed_units = {"chevaliers-des-ordres"};
    e.optional_rules = {"some-rule"};
    e.deadline = "1er mars 2027";
    e.players = {{"Jeanne Dupont"}, {"Bob <Smith> & co"}};
    const auto text = write_event(e);
    CHECK(read_event_text(text, "t.ostevent") == e);
    CHECK(write_event(read_event_text(text, "t.ostevent")) == text);
    CHECK(text.find("<allow-list number=\"901\" />") != std::string::npos);
    CHECK(text.find("Bob &lt;Smith&gt; &amp; co") != std::string::npos);
}

TEST_CASE("The event reader refuses bad files with their location", "[event]") {
    const auto fails_with = [](const std::string& body, const std::string& what) {
        const std::string text = "<?xml version=\"1.0\"?>\n" + body;
        try {
            read_event_text(text, "bad.ostevent");
            FAIL("no error for " << body);
        } catch (const InvalidInputError& e) {
            CHECK_THAT(e.message().english(), Catch::Contains(what));
            CHECK(e.location().file == "bad.ostevent");
        }
    };
    fails_with("<roster format=\"1\"/>", "Expected an <event> root");
    fails_with("<event format=\"2\" system=\"adlg\"><name lang=\"en\">X</name></event>", "format version 2");
    fails_with("<event format=\"1\" system=\"adlg\"/>", "<name lang=\"en\">");
    fails_with("<event format=\"1\" system=\"adlg\"><name lang=\"en\">X</name><dates from=\"10\" to=\"5\"/></event>",
               "starts in 10, after its end in 5");
    fails_with("<event format=\"1\" system=\"adlg\"><name lang=\"en\">X</name><ban-unit id=\"a\"/><ban-unit id=\"a\"/></event>",
               "given twice");
    fails_with("<event format=\"1\" system=\"adlg\"><name lang=\"en\">X</name><ban id=\"a\"/></event>", "ban");
    fails_with("<event format=\"1\" system=\"adlg\"><name lang=\"en\">X</name><allow-list id=\"a\" number=\"1\"/></event>",
               "not both");
    fails_with("<event format=\"1\" system=\"adlg\" size=\"-5\"><name lang=\"en\">X</name></event>", "size");
    std::string many = "<event format=\"1\" system=\"adlg\"><name lang=\"en\">X</name>";
    for (int i = 0; i <= 1000; ++i) {
        many += "<ban-unit id=\"u" + std::to_string(i) + "\"/>";
    }
    fails_with(many + "</event>", "at most 1000");
}

TEST_CASE("ADLG event: date window with allies, allowed list numbers, banned troop types", "[event]") {
    const auto validator = adlg_validator();
    auto e = adlg_event();
    e.banned_troop_types = {"elephants"};
    e.banned_capabilities = {"elite", "pavise"};
    const EventChecker checker(e, bundled_system("adlg"));
    auto r = adlg_roster();
    SECTION("a roster within every clause but the bans") {
        const auto found = checker.check(r, validator);
        REQUIRE(codes(found) == std::vector<std::string>{"event.banned-troop-type", "event.banned-capability"});
        CHECK(found[0].diagnostic.subject == "e5");
        CHECK(found[0].clause.id == "ban-troop-type/elephants");
        CHECK(found[0].clause.wording.english() == "No troop type Elephants");
        CHECK(found[0].diagnostic.message.english() == "1 × Elephants (e5): No troop type Elephants.");
        CHECK(found[1].diagnostic.subject == "e6");
        CHECK(event_diagnostics(found)[0].rule_id == "event:ban-troop-type/elephants");
    }
    SECTION("a capability taken as an option is banned too") {
        r.entries[3].options = {{"pavise", 4}};
        const auto found = codes(checker.check(r, validator));
        CHECK(std::count(found.begin(), found.end(), "event.banned-capability") == 2);
    }
    SECTION("the roster's year") {
        r.year = -400;
        CHECK(has(codes(checker.check(r, validator)), "event.year"));
        r.year.reset();
        CHECK(has(codes(checker.check(r, validator)), "event.year-missing"));
    }
    SECTION("an ally whose dates lie outside the window") {
        r.commands[2].ally_list = "test-ally"; // test-ally: -450 to -250
        CHECK_FALSE(has(codes(checker.check(r, validator)), "event.ally-dates"));
        auto late = e;
        late.date_from = -240;
        const auto found = EventChecker(late, bundled_system("adlg")).check(r, validator);
        REQUIRE(has(codes(found), "event.ally-dates"));
        CHECK(found.front().clause.id == "dates");
    }
    SECTION("allowed lists by number and by id") {
        auto other = e;
        other.allowed_list_numbers = {902};
        CHECK(has(codes(EventChecker(other, bundled_system("adlg")).check(r, validator)), "event.list"));
        other.allowed_lists = {"test-main"};
        CHECK_FALSE(has(codes(EventChecker(other, bundled_system("adlg")).check(r, validator)), "event.list"));
    }
    SECTION("another size or another game") {
        r.army_size = 300;
        CHECK(has(codes(checker.check(r, validator)), "event.size"));
        r.system_id = "wme";
        CHECK(codes(checker.check(r, validator)) == std::vector<std::string>{"event.system"});
    }
    SECTION("the event's own problems") {
        auto typo = e;
        typo.banned_troop_types = {"elefants"};
        CHECK(codes(EventChecker(typo, bundled_system("adlg")).check_event()) ==
              std::vector<std::string>{"event.profile-unknown"});
        CHECK(codes(EventChecker(e, bundled_system("wme")).check_event()) ==
              std::vector<std::string>{"event.profile-dates", "event.profile-unknown", "event.profile-unknown",
                                       "event.profile-unknown"});
    }
}

TEST_CASE("WME event: optional units only where the event allows them", "[event]") {
    const auto validator = bundled_validator("wme", "empire");
    EventProfile e;
    e.name = {"Tournoi", "Tournament"};
    e.system_id = "wme";
    e.army_size = 2000;
    e.banned_rules = {"regle-optionnelle"};
    e.allowed_units = {"chevaliers-des-ordres"};
    e.date_from = 1500; // WME armies carry no dates: ignored, and the event is told so
    const EventChecker checker(e, bundled_system("wme"));
    auto r = read_roster_file(roster_path("wme-legal.ostr"));
    CHECK(checker.check(r, validator).empty());
    add(r, "chevaliers-des-ordres");  // allowed
    add(r, "chevaliers-demi-griffons"); // optional, not allowed
    const auto found = checker.check(r, validator);
    REQUIRE(codes(found) == std::vector<std::string>{"event.banned-rule"});
    CHECK(found[0].diagnostic.subject == r.entries.back().id);
    CHECK(found[0].clause.id == "ban-rule/regle-optionnelle");
    // The player reads names, not ids: the list's rule and the allowed unit by their names.
    const auto wording = found[0].clause.wording.english();
    CHECK(wording.find("regle-optionnelle") == std::string::npos);
    CHECK(wording.find("chevaliers-des-ordres") == std::string::npos);
    CHECK(wording.find(validator.list().unit("chevaliers-des-ordres")->name.in("en")) != std::string::npos);
    CHECK(found[0].diagnostic.message.english().find("regle-optionnelle") == std::string::npos);
    CHECK(codes(checker.check_event()) == std::vector<std::string>{"event.profile-dates"});
}

TEST_CASE("SHA-256 gives the FIPS 180-4 test digests", "[event]") {
    const auto hex = [](const std::array<std::uint8_t, 32>& d) {
        std::string out;
        for (auto b : d) {
            static const char* digits = "0123456789abcdef";
            out += digits[b >> 4];
            out += digits[b & 15];
        }
        return out;
    };
    CHECK(hex(sha256("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(hex(sha256("")) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST_CASE("A roster's fingerprint survives save, reload and sharing code, and follows every change",
          "[event]") {
    const auto r = read_roster_file(roster_path("wme-legal.ostr"));
    const auto print = roster_fingerprint(r);
    REQUIRE(print.size() == 9);
    CHECK(print[4] == '-');
    CHECK(print.find_first_not_of("0123456789ABCDEFGHJKMNPQRSTVWXYZ-") == std::string::npos);
    CHECK(roster_fingerprint(read_roster_text(write_roster(r), "again.ostr")) == print);
    CHECK(roster_fingerprint(decode_roster_code(encode_roster_code(r))) == print);
    auto stored = r;
    stored.id = 42; // the DB row is not content
    CHECK(roster_fingerprint(stored) == print);
    const std::vector<std::function<void(Roster&)>> changes{
        [](Roster& x) { x.entries[4].count = 5; },
        [](Roster& x) { x.entries[3].magic_items.clear(); },
        [](Roster& x) { x.entries[3].options.push_back({"x", 1}); },
        [](Roster& x) { x.army_size = 2500; },
        [](Roster& x) { x.year = 1500; },
        [](Roster& x) { x.name += "!"; },
        [](Roster& x) { x.player = "Bob"; },
        [](Roster& x) { x.entries[11].note.clear(); },
        [](Roster& x) { x.entries.pop_back(); },
        [](Roster& x) { x.list_id = "kislev"; },
    };
    std::set<std::string> seen{print};
    for (const auto& change : changes) {
        auto changed = r;
        change(changed);
        CHECK(seen.insert(roster_fingerprint(changed)).second);
    }
}

TEST_CASE("The text export and the army sheet carry the roster's fingerprint", "[event]") {
    const auto r = read_roster_file(roster_path("wme-legal.ostr"));
    const auto validator = bundled_validator("wme", "empire");
    const auto report = validator.validate(r);
    const EnglishTranslator en;
    const auto print = roster_fingerprint(r);
    CHECK_THAT(export_roster_text(r, validator, report, en), Catch::EndsWith("\nFingerprint: " + print + "\n"));
    CHECK_THAT(export_roster_html(r, validator, report, en), Catch::Contains(" · Fingerprint: " + print + "</small>"));
}

namespace {

BatchSources fixture_sources() {
    return {[](const Roster& roster) {
                if (roster.system_id == "adlg") {
                    return adlg_validator();
                }
                if (roster.list_id != "empire") {
                    throw InvalidInputError(TR_("There is no army list \"{0}\".").arg(roster.list_id));
                }
                return bundled_validator("wme", "empire");
            },
            [](std::string_view, std::optional<int>) -> WmSelectorImport {
                throw InvalidInputError(TR_("not in this test"));
            }};
}

void write(const std::filesystem::path& file, const std::string& text) {
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

} // namespace

TEST_CASE("A batch reports every file, flags duplicates and never stops on a bad one", "[event]") {
    const auto dir = unique_temp_dir("event-batch");
    auto legal = read_roster_file(roster_path("wme-legal.ostr"));
    legal.player = "Anne";
    auto other = legal;
    other.entries.pop_back();
    write(dir / "a.ostr", write_roster(legal));
    write(dir / "b.txt", "Here is my list:\n" + encode_roster_code(legal) + "\nCheers");
    write(dir / "c.ostr", "<roster format=\"1\"");
    write(dir / "d.txt", "nothing to see");
    write(dir / "e" / "f.ostr", write_roster(other));
    write(dir / ".hidden.ostr", "ignored");
    auto unknown = legal;
    unknown.list_id = "kislev";
    unknown.player = "Zoe";
    write(dir / "g.ostr", write_roster(unknown));
    EventProfile e;
    e.name = {"T", "T"};
    e.system_id = "wme";
    e.players = {{"Anne"}, {"Marc"}};
    const EventChecker checker(e, bundled_system("wme"));
    const auto inputs = collect_batch_inputs(dir);
    REQUIRE(inputs.size() == 6);
    CHECK(inputs[4].name == "e/f.ostr");
    const auto result = run_event_batch(checker, inputs, fixture_sources());
    REQUIRE(result.rows.size() == 6);
    CHECK(result.rows[0].verdict == BatchVerdict::Legal);
    CHECK(result.rows[0].same_roster_as == std::vector<std::string>{"b.txt"});
    CHECK(result.rows[0].same_player_as == std::vector<std::string>{"b.txt", "e/f.ostr"});
    CHECK(result.rows[1].format == BatchFormat::SharingCode);
    CHECK(result.rows[1].fingerprint == result.rows[0].fingerprint);
    CHECK(result.rows[2].verdict == BatchVerdict::Unreadable);
    CHECK_THAT(result.rows[2].why_unreadable.english(), Catch::StartsWith("c.ostr:1:"));
    CHECK_THAT(result.rows[3].why_unreadable.english(), Catch::Contains("No roster found"));
    CHECK(result.rows[4].same_roster_as.empty());
    CHECK(result.rows[5].verdict == BatchVerdict::Unreadable);
    CHECK_THAT(result.rows[5].why_unreadable.english(), Catch::Contains("kislev"));
    CHECK(result.missing_players == std::vector<std::string>{"Marc"});
    CHECK(result.count(BatchVerdict::Legal) == 3);
    CHECK(result.duplicates() == 4); // a=b (roster and player), a=f, b=f (player)
    CHECK_FALSE(result.all_legal());
    const EnglishTranslator en;
    const auto csv = event_report_csv(result, en);
    CHECK_THAT(csv, Catch::StartsWith("File,Format,Verdict,Player,List,Points,Army size,Units,Fingerprint,"
                                      "Findings,Duplicates\r\na.ostr,roster file,legal,Anne,The Empire,"));
    const auto html = event_report_html(checker, result, en);
    CHECK(html.find("<td class=\"unreadable\">") != std::string::npos);
    CHECK(event_report_json(checker, result, en)["summary"]["unreadable"] == 3);
    std::filesystem::remove_all(dir);
}

TEST_CASE("A zip's entries are read and a zip bomb is refused", "[event]") {
    const auto dir = unique_temp_dir("event-zip");
    const auto data = std::filesystem::path(OST_TEST_DATA_DIR) / "event";
    const auto inputs = collect_batch_inputs(data / "lists.zip");
    REQUIRE(inputs.size() == 3);
    CHECK(inputs[0].name == "wme-legal.ostr");
    CHECK(inputs[0].error.empty());
    const auto bomb = collect_batch_inputs(data / "bomb.zip");
    REQUIRE(bomb.size() == 1);
    CHECK_THAT(bomb[0].error.english(), Catch::Contains("zip bomb"));
    write(dir / "not-a-zip.bin", "hello");
    CHECK_THROWS_AS(collect_batch_inputs(dir / "not-a-zip.bin"), InvalidInputError);
    CHECK_THROWS_AS(collect_batch_inputs(dir / "missing"), InvalidInputError);
    std::filesystem::remove_all(dir);
}

namespace {
/// Records each step and presses Cancel once `cancel_after` steps were reported.
class RecordingProgress final : public ProgressSink {
  public:
    explicit RecordingProgress(std::size_t cancel_after) : m_cancel_after(cancel_after) {}
    void update(double fraction, const Text& message) override {
        fractions.push_back(fraction);
        messages.push_back(message.english());
    }
    bool cancelled() const override { return fractions.size() >= m_cancel_after; }
    std::vector<double> fractions;
    std::vector<std::string> messages;

  private:
    std::size_t m_cancel_after;
};
} // namespace

TEST_CASE("A batch reports progress per file and stops when cancelled", "[event]") {
    const auto legal = write_roster(read_roster_file(roster_path("wme-legal.ostr")));
    const std::vector<BatchInput> inputs{{"a.ostr", legal, {}}, {"b.ostr", legal, {}}, {"c.ostr", legal, {}}};
    EventProfile e;
    e.name = {"T", "T"};
    e.system_id = "wme";
    const EventChecker checker(e, bundled_system("wme"));
    RecordingProgress all(100);
    CHECK(run_event_batch(checker, inputs, fixture_sources(), &all).rows.size() == 3);
    CHECK(all.fractions == std::vector<double>{0.0, 1.0 / 3.0, 2.0 / 3.0});
    CHECK(all.messages.back() == "Checking c.ostr");
    RecordingProgress stop(2); // Cancel pressed while the second file is read
    CHECK_THROWS_AS(run_event_batch(checker, inputs, fixture_sources(), &stop), UserCancelled);
    CHECK(stop.fractions.size() == 2);
}

TEST_CASE("The Organiser's findings are in a player's words: rule titles, unit names, no code or id", "[event]") {
    BatchRow row;
    row.verdict = BatchVerdict::Illegal;
    RosterEntry knights;
    knights.id = "e6";
    knights.custom_name = "Knights of the Blazing Sun";
    row.roster.entries.push_back(knights);
    Diagnostic too_many;
    too_many.code = "roster.unit-max";
    too_many.message = Text::verbatim("Too many knights.");
    too_many.rule_id = "wme.army-selection";
    too_many.subject = "e6";
    row.report.diagnostics.push_back(too_many);
    Diagnostic untitled = too_many;
    untitled.rule_id = "wme.unknown";
    untitled.subject = "e9";
    row.report.diagnostics.push_back(untitled);
    EventFinding banned;
    banned.diagnostic.code = "event.banned-unit";
    banned.diagnostic.message = Text::verbatim("A banned unit.");
    banned.clause = {"ban-1", Text::verbatim("no steam tank")};
    row.event_findings.push_back(banned);
    row.same_roster_as = {"b.txt"};
    const EnglishTranslator en;
    const auto title = [](const std::string& id) { return id == "wme.army-selection" ? std::string("Army selection") : id; };
    const auto lines = batch_row_player_findings(row, en, title);
    REQUIRE(lines.size() == 4);
    CHECK(lines[0] == "error: Too many knights. (Knights of the Blazing Sun) \u2014 see \u00abArmy selection\u00bb");
    CHECK(lines[1] == "error: Too many knights."); // no title known: no id printed
    CHECK(lines[2] == "error: A banned unit. (the event's rule: no steam tank)");
    CHECK(lines[3] == "same roster as b.txt");
    for (const auto& line : lines) {
        CHECK(line.find('[') == std::string::npos);
        CHECK(line.find("wme.") == std::string::npos);
        CHECK(line.find("e6") == std::string::npos);
    }
}
