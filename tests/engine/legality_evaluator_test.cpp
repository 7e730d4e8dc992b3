// The legality evaluator and reader on small hand-made tables: effects and yields, every kind of
// question, depends with the answers of each missing fact, located errors of the reader; and
// the bundled tables cross-checked against data/rules and lists/.
#include "core/engine/legality/evaluator.h"
#include "core/io/xml_document.h"
#include "core/services/legality_rules_reader.h"
#include "core/support/error.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>

using namespace ost::engine::legality;
namespace fs = std::filesystem;

namespace {

std::string names() {
    return R"(<actor-name lang="fr">l'acteur</actor-name><actor-name lang="en">the actor</actor-name>
<target-name lang="fr">la cible</target-name><target-name lang="en">the target</target-name>)";
}

std::string msg(const char* en) {
    return std::string("<message lang=\"fr\">fr ") + en + "</message><message lang=\"en\">" + en + "</message>";
}

RuleTable table(const std::string& body) {
    const auto text = "<legality system=\"t\">\n" + names() + "\n" + body + "\n</legality>";
    return ost::read_legality_rules(ost::XmlDocument::load_string(text, "t.xml"));
}

const std::string kBase = R"(
<class id="light" categories="L"/>
<state id="tired"><name lang="fr">f</name><name lang="en">Tired</name>
  <question lang="fr">{unit} fatiguée ?</question><question lang="en">Is {unit} tired?</question></state>
<fact id="side" type="enum"><value id="front"><name lang="fr">de front</name><name lang="en">front</name></value><value id="flank"><name lang="fr">de flanc</name><name lang="en">flank</name></value><question lang="fr">côté ?</question><question lang="en">Side?</question></fact>
<fact id="brave"><question lang="fr">brave ?</question><question lang="en">Brave?</question></fact>
<fact id="distance" type="number"><question lang="fr">distance ?</question><question lang="en">Distance?</question></fact>
<question id="may" kind="permission" default="allowed" section="s"><name lang="fr">q</name><name lang="en">q</name></question>
<question id="must" kind="obligation" default="may" section="s"><name lang="fr">q</name><name lang="en">q</name></question>
<question id="is" kind="outcome" default="no" section="s"><name lang="fr">q</name><name lang="en">q</name></question>
)";

/// The answers of a missing fact as (value, verdict) pairs.
std::vector<std::pair<std::string, Verdict>> answers_of(const MissingFact& m) {
    std::vector<std::pair<std::string, Verdict>> out;
    for (const auto& a : m.answers) {
        out.emplace_back(a.value, a.verdict);
    }
    return out;
}

UnitFacts troop(const char* category, std::initializer_list<const char*> states = {}, bool known = true) {
    UnitFacts u;
    u.troop = category;
    u.category = category;
    for (const auto* s : states) {
        u.states.on.insert(s);
    }
    u.states.complete = known;
    u.capabilities.complete = true;
    return u;
}

CheckResult run(const RuleTable& t, const char* question, const UnitFacts& actor, std::map<std::string, std::string> facts = {},
                std::optional<UnitFacts> target = std::nullopt) {
    Situation s;
    s.question = question;
    s.actor = actor;
    s.target = std::move(target);
    s.facts = std::move(facts);
    return Evaluator(t).check(s);
}

} // namespace

TEST_CASE("Legality: a forbids row yields to an allows row only when that one applies", "[legality][evaluator]") {
    const auto t = table(kBase + R"(
<row id="no-light" question="may" effect="forbids" section="s" yields-to="flank"><actor class="light"/>)" + msg("Light may not.") + R"(</row>
<row id="flank" question="may" effect="allows" section="s"><fact id="side" in="flank"/>)" + msg("Flank is fine.") + R"(</row>)");
    const auto front = run(t, "may", troop("L"), {{"side", "front"}});
    CHECK(front.verdict == Verdict::Forbidden);
    REQUIRE(front.reasons.size() == 1);
    CHECK(front.reasons[0].row == "no-light");
    CHECK(front.reasons[0].effect == Effect::Forbids);
    CHECK(front.reasons[0].text.english() == "Light may not.");
    const auto flank = run(t, "may", troop("L"), {{"side", "flank"}});
    CHECK(flank.verdict == Verdict::Allowed);
    CHECK(flank.reasons.size() == 2);
    CHECK(flank.reasons[0].overridden_by == std::vector<std::string>{"flank"});
    // Not light: the row does not apply; only the exception shows.
    CHECK(run(t, "may", troop("H"), {{"side", "front"}}).verdict == Verdict::Allowed);
    CHECK(run(t, "may", troop("H"), {{"side", "front"}}).reasons.empty());
}

TEST_CASE("Legality: obligations and outcomes follow never > must > may and no > yes", "[legality][evaluator]") {
    const auto t = table(kBase + R"(
<row id="must-brave" question="must is" effect="requires" section="s"><fact id="brave" in="yes"/>)" + msg("Brave ones must.") + R"(</row>
<row id="never-tired" question="must is" effect="forbids" section="s"><actor state="tired"/>)" + msg("Tired ones never.") + R"(</row>
<row id="shown-never" question="must" effect="note" if-verdict="never" section="s">)" + msg("Then hold.") + R"(</row>)");
    CHECK(run(t, "must", troop("H"), {{"brave", "yes"}}).verdict == Verdict::Must);
    CHECK(run(t, "must", troop("H"), {{"brave", "no"}}).verdict == Verdict::May);
    const auto never = run(t, "must", troop("H", {"tired"}), {{"brave", "yes"}});
    CHECK(never.verdict == Verdict::Never);
    CHECK(never.reasons.back().row == "shown-never");
    CHECK(run(t, "must", troop("H"), {{"brave", "yes"}}).reasons.size() == 1); // the note only for never
    CHECK(run(t, "is", troop("H"), {{"brave", "yes"}}).verdict == Verdict::Yes);
    CHECK(run(t, "is", troop("H", {"tired"}), {{"brave", "yes"}}).verdict == Verdict::No);
    CHECK(run(t, "is", troop("H"), {{"brave", "no"}}).verdict == Verdict::No);
}

TEST_CASE("Legality: depends lists each missing fact that matters, its question and each answer", "[legality][evaluator]") {
    const auto t = table(kBase + R"(
<row id="brave-tired" question="is" effect="requires" section="s"><fact id="brave" in="yes"/><actor state="tired"/>)" + msg("Both.") + R"(</row>
<row id="side-only" question="is" effect="note" section="s"><fact id="side" in="flank"/>)" + msg("Note.") + R"(</row>)");
    const auto r = run(t, "is", troop("H", {}, false));
    CHECK(r.verdict == Verdict::Depends);
    REQUIRE(r.missing.size() == 2); // "side" only feeds a note: not asked
    CHECK(r.missing[0].fact == "brave");
    CHECK(r.missing[0].question.english() == "Brave?");
    CHECK(answers_of(r.missing[0]) == std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Depends}, {"no", Verdict::No}});
    CHECK(r.missing[1].fact == "actor.state.tired");
    CHECK(r.missing[1].question.english() == "Is the actor tired?");
    const ost::MoCatalog fr("fr");
    CHECK(r.missing[1].question.render(fr) == "l'acteur fatiguée ?");
    // Once one is known, only the other is asked, and its answers are definite.
    const auto half = run(t, "is", troop("H", {}, false), {{"brave", "yes"}});
    REQUIRE(half.missing.size() == 1);
    CHECK(answers_of(half.missing[0]) == std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Yes}, {"no", Verdict::No}});
}

TEST_CASE("Legality: distances against literal bounds and pace tables", "[legality][evaluator]") {
    const auto t = table(R"(<formation id="line"><name lang="fr">ligne</name><name lang="en">line</name></formation><formation id="mob"><name lang="fr">foule</name><name lang="en">mob</name></formation>)" + kBase + R"(
<pace id="reach"><row class="light" formation="line" value="30"/><row formation="line" value="20"/><row formation="mob" value="10"/></pace>
<row id="reach" question="may" effect="requires" section="s"><need><distance le-pace="reach"/></need>)" + msg("Reach.") + R"(</row>
<row id="near" question="is" effect="requires" section="s"><distance le="20"/>)" + msg("Near.") + R"(</row>)");
    auto light = troop("L");
    light.formation = "line";
    CHECK(run(t, "may", light, {{"distance", "30"}}).verdict == Verdict::Allowed);
    CHECK(run(t, "may", light, {{"distance", "30.5"}}).verdict == Verdict::Forbidden);
    auto heavy = troop("H");
    heavy.formation = "line";
    CHECK(run(t, "may", heavy, {{"distance", "25"}}).verdict == Verdict::Forbidden);
    heavy.formation.reset();
    const auto r = run(t, "may", heavy, {{"distance", "15"}});
    CHECK(r.verdict == Verdict::Depends);
    REQUIRE(r.missing.size() == 1);
    CHECK(r.missing[0].fact == "actor.formation");
    CHECK(run(t, "is", heavy, {{"distance", "20"}}).verdict == Verdict::Yes);
    CHECK(run(t, "is", heavy, {{"distance", "21"}}).verdict == Verdict::No);
    const auto unknown = run(t, "is", heavy, {});
    CHECK(answers_of(unknown.missing.at(0)) ==
          std::vector<std::pair<std::string, Verdict>>{{"<= 20", Verdict::Yes}, {"> 20", Verdict::No}});
}

TEST_CASE("Legality: an unknown question or another system is bad input", "[legality][evaluator]") {
    const auto t = table(kBase);
    CHECK_THROWS_AS(run(t, "charge", troop("H")), ost::InvalidInputError);
    Situation s;
    s.system = "wme";
    s.question = "may";
    CHECK_THROWS_AS(Evaluator(t).check(s), ost::InvalidInputError);
}

TEST_CASE("Legality reader: errors name the file, line and column", "[legality][reader]") {
    auto error_of = [](const std::string& body) -> std::string {
        try {
            (void)table(kBase + body);
        } catch (const ost::InvalidInputError& e) {
            return e.location().to_string() + " " + e.message().english();
        }
        return "no error";
    };
    CHECK(error_of("\n<row id=\"a\" question=\"nope\" effect=\"forbids\" section=\"s\">" + msg("x") + "</row>") ==
          "t.xml:15:1 Rule row \"a\" names the unknown question \"nope\".");
    CHECK(error_of("\n<row id=\"a\" question=\"may\" effect=\"bans\" section=\"s\">" + msg("x") + "</row>")
              .starts_with("t.xml:15:1 Attribute \"effect\""));
    CHECK(error_of("\n<row id=\"a\" question=\"may\" effect=\"forbids\" yields-to=\"b\" section=\"s\">" + msg("x") + "</row>") ==
          "t.xml:15:1 Rule row \"a\" yields to the unknown row \"b\".");
    CHECK(error_of("\n<row id=\"a\" question=\"may\" effect=\"forbids\" section=\"s\"><actor state=\"sleepy\"/>" + msg("x") + "</row>") ==
          "t.xml:15:1 Rule row \"a\": \"sleepy\" is not declared in this file.");
    CHECK(error_of("\n<row id=\"a\" question=\"may\" effect=\"forbids\" section=\"s\"><actor colour=\"red\"/>" + msg("x") + "</row>")
              .starts_with("t.xml:15:"));
    CHECK(error_of("\n<row id=\"a\" question=\"may\" effect=\"forbids\" section=\"s\"><distance le=\"-3\"/>" + msg("x") + "</row>")
              .starts_with("t.xml:15:"));
    CHECK(error_of("\n<row id=\"a\" question=\"may\" effect=\"forbids\" section=\"s\"><message lang=\"fr\">x</message></row>")
              .starts_with("t.xml:15:"));
    CHECK(error_of("\n<row id=\"a\" question=\"may\" effect=\"note\" section=\"s\">" + msg("x") + "</row>"
                   "\n<row id=\"a\" question=\"may\" effect=\"note\" section=\"s\">" + msg("x") + "</row>") ==
          "t.xml:16:1 Rule row \"a\" is defined twice.");
}

TEST_CASE("Legality: the bundled tables cite existing sections and catalogue troops", "[legality][reader]") {
    const fs::path root(OST_SOURCE_DIR);
    int tables = 0;
    for (const auto& entry : fs::directory_iterator(root / "data/engine")) {
        if (entry.path().extension() != ".xml") {
            continue;
        }
        CAPTURE(entry.path().string());
        const auto t = ost::load_legality_rules(entry.path());
        CHECK(t.system == entry.path().stem().string());
        CHECK_NOTHROW(ost::cross_check_legality_rules(t, root / "data", root / "lists"));
        CHECK_FALSE(t.rows.empty());
        ++tables;
    }
    CHECK(tables >= 2);
}

TEST_CASE("Legality: every row of the bundled tables is named by a test", "[legality][reader]") {
    // A row no test names could be deleted or broken unnoticed: each must appear, quoted, in a
    // test of tests/engine/ or in a checked answer of tests/data/engine/legality/.
    const fs::path root(OST_SOURCE_DIR);
    std::string corpus;
    for (const auto* dir : {"tests/engine", "tests/data/engine/legality"}) {
        for (const auto& entry : fs::directory_iterator(root / dir)) {
            if (entry.path().extension() == ".cpp" || entry.path().extension() == ".expected") {
                std::ifstream in(entry.path());
                corpus.append(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
            }
        }
    }
    for (const auto* system : {"adlg", "wme"}) {
        const auto t = ost::load_legality_rules(root / "data/engine" / (std::string(system) + ".xml"));
        for (const auto& row : t.rows) {
            CAPTURE(system, row.id);
            CHECK(corpus.find("\"" + row.id + "\"") != std::string::npos);
        }
    }
}

namespace {
/// kBase plus `n` yes/no facts f1..fn, each read by a row that cannot change a permission's
/// verdict (an allows row nothing yields to, a note), and a forbids row on "brave" = no.
RuleTable many_facts_table(int n, const std::string& extra_rows) {
    std::string body = kBase;
    for (int i = 1; i <= n; ++i) {
        const std::string f = "f" + std::to_string(i);
        body += "<fact id=\"" + f + "\"><question lang=\"fr\">" + f + " ?</question><question lang=\"en\">" + f +
                "?</question></fact>\n";
    }
    body += "<row id=\"coward\" question=\"may\" effect=\"forbids\" section=\"s\"><fact id=\"brave\" in=\"no\"/>" + msg("coward") +
            "</row>\n";
    for (int i = 1; i <= n; ++i) {
        const std::string f = "f" + std::to_string(i);
        const char* effect = i % 2 == 0 ? "note" : "allows";
        body += "<row id=\"r" + f + "\" question=\"may\" effect=\"" + effect + "\" section=\"s\"><fact id=\"" + f +
                "\" in=\"yes\"/>" + msg("irrelevant") + "</row>\n";
    }
    return table(body + extra_rows);
}
} // namespace

TEST_CASE("Legality: depends lists only the unknown facts that can change the verdict (issue 27)", "[legality][evaluator]") {
    // 14 unknown yes/no facts (16384 combinations, beyond the 4096 the evaluator used to try, when
    // it listed every one of them with no answers). Only "brave" can change the verdict: allowed
    // when brave, forbidden otherwise, computed here from the two rows by hand.
    const RuleTable t = many_facts_table(13, "");
    const auto r = run(t, "may", troop("L"));
    CHECK(r.verdict == Verdict::Depends);
    REQUIRE(r.missing.size() == 1);
    CHECK(r.missing[0].fact == "brave");
    CHECK(answers_of(r.missing[0]) ==
          std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Allowed}, {"no", Verdict::Forbidden}});
    // Declared brave: a definite answer, whatever the 13 others.
    CHECK(run(t, "may", troop("L"), {{"brave", "yes"}}).verdict == Verdict::Allowed);
    CHECK(run(t, "may", troop("L"), {{"brave", "yes"}}).missing.empty());
}

TEST_CASE("Legality: a relevant unknown fact is still listed among many irrelevant ones (issue 27)", "[legality][evaluator]") {
    // f3 now also gates a forbids row: forbidden when f3 is yes or brave is no; both are listed
    // with the verdict of each answer (depends while the other is unknown), the 12 others not.
    const RuleTable t =
        many_facts_table(13, "<row id=\"gate\" question=\"may\" effect=\"forbids\" section=\"s\"><fact id=\"f3\" in=\"yes\"/>" +
                                 msg("gate") + "</row>");
    const auto r = run(t, "may", troop("L"));
    CHECK(r.verdict == Verdict::Depends);
    REQUIRE(r.missing.size() == 2);
    CHECK(r.missing[0].fact == "brave");
    CHECK(r.missing[1].fact == "f3");
    CHECK(answers_of(r.missing[0]) ==
          std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Depends}, {"no", Verdict::Forbidden}});
    CHECK(answers_of(r.missing[1]) ==
          std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Forbidden}, {"no", Verdict::Depends}});
    const auto brave = run(t, "may", troop("L"), {{"brave", "yes"}});
    REQUIRE(brave.missing.size() == 1);
    CHECK(brave.missing[0].fact == "f3");
    CHECK(answers_of(brave.missing[0]) ==
          std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Forbidden}, {"no", Verdict::Allowed}});
}

namespace {
/// kBase plus `n` yes/no facts g1..gn, each the only condition of a forbids row of "may": the
/// exploration branches on every one of them (no branch decides while one is unknown), so its
/// tree has 2^n leaves.
RuleTable gates_table(int n) {
    std::string body = kBase;
    for (int i = 1; i <= n; ++i) {
        const std::string g = "g" + std::to_string(i);
        body += "<fact id=\"" + g + "\"><question lang=\"fr\">" + g + " ?</question><question lang=\"en\">" + g +
                "?</question></fact>\n";
    }
    for (int i = 1; i <= n; ++i) {
        const std::string g = "g" + std::to_string(i);
        body += "<row id=\"gate-" + g + "\" question=\"may\" effect=\"forbids\" section=\"s\"><fact id=\"" + g +
                "\" in=\"yes\"/>" + msg("gate") + "</row>\n";
    }
    return table(body);
}
} // namespace

TEST_CASE("Legality: 4096 leaves are answered; beyond, the facts met are listed without answers (issue 26)",
          "[legality][evaluator]") {
    // 12 gates: 4096 leaves, the limit itself. Each gate listed, in file order: yes forbids, no
    // leaves the verdict to the 11 others.
    const auto twelve = run(gates_table(12), "may", troop("L"));
    CHECK(twelve.verdict == Verdict::Depends);
    REQUIRE(twelve.missing.size() == 12);
    for (std::size_t i = 0; i < 12; ++i) {
        CAPTURE(i);
        CHECK(twelve.missing[i].fact == "g" + std::to_string(i + 1));
        CHECK(answers_of(twelve.missing[i]) ==
              std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Forbidden}, {"no", Verdict::Depends}});
    }
    // 13 gates: 8192 leaves. The exploration stops; every gate met is listed, with no answer.
    const auto thirteen = run(gates_table(13), "may", troop("L"));
    CHECK(thirteen.verdict == Verdict::Depends);
    REQUIRE(thirteen.missing.size() == 13);
    for (std::size_t i = 0; i < 13; ++i) {
        CAPTURE(i);
        CHECK(thirteen.missing[i].fact == "g" + std::to_string(i + 1));
        CHECK(thirteen.missing[i].answers.empty());
    }
    // One gate declared open: 4096 leaves again, every other gate answered.
    const auto open = run(gates_table(13), "may", troop("L"), {{"g7", "no"}});
    REQUIRE(open.missing.size() == 12);
    CHECK(open.missing[6].fact == "g8");
    CHECK(answers_of(open.missing[6]) ==
          std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Forbidden}, {"no", Verdict::Depends}});
}

TEST_CASE("Legality: a fact whose every weight gives the same verdict is not listed (issue 26)", "[legality][evaluator]") {
    // Obligation "must" (default may): a never row on g1, a may row (allows) on g2. g2 only
    // chooses between "may" by the row and "may" by default: it never changes the verdict.
    const RuleTable t = table(kBase + R"(
<fact id="g1"><question lang="fr">g1 ?</question><question lang="en">g1?</question></fact>
<fact id="g2"><question lang="fr">g2 ?</question><question lang="en">g2?</question></fact>
<row id="never" question="must" effect="forbids" section="s"><fact id="g1" in="yes"/>)" + msg("never") + R"(</row>
<row id="may" question="must" effect="allows" section="s"><fact id="g2" in="yes"/>)" + msg("may") + R"(</row>)");
    const auto r = run(t, "must", troop("L"));
    CHECK(r.verdict == Verdict::Depends);
    REQUIRE(r.missing.size() == 1);
    CHECK(r.missing[0].fact == "g1");
    CHECK(answers_of(r.missing[0]) ==
          std::vector<std::pair<std::string, Verdict>>{{"yes", Verdict::Never}, {"no", Verdict::May}});
}
