// Tests of the printable army sheet (issue 15): the full text of every special rule, mount,
// magic item and spell list used, each once, from the digest; names, never raw ids; every roster
// text escaped; the caveat on unconfirmed data; page-local links.
#include "core/io/roster_reader.h"
#include "core/io/rule_markup.h"
#include "core/io/rules_reader.h"
#include "core/io/xml_document.h"
#include "core/reference/rules_service.h"
#include "core/services/army_sheet.h"
#include "core/services/roster_export.h"
#include "core/storage/user_database.h"
#include "core/support/text_fold.h"
#include "core/support/translator.h"

#include "tests/rules/bundled_reference.h"

#include <catch2/catch.hpp>

#include "roster_fixtures.h"

#include <filesystem>
#include <map>
#include <set>
#include <sstream>

using namespace ost;
using namespace ost::test;

namespace {

/// Every section of data/rules/*.xml, read straight from the files (not through the DB the
/// sheet uses).
const std::map<std::string, RuleSection>& digest() {
    static const auto sections = [] {
        std::map<std::string, RuleSection> out;
        for (const auto& file :
             std::filesystem::directory_iterator(std::filesystem::path(OST_SOURCE_DIR) / "data" /
                                                 "rules")) {
            for (auto& s : read_rules(XmlDocument::load_file(file.path())).sections) {
                out[s.id] = s;
            }
        }
        return out;
    }();
    return sections;
}

/// The page's text without its tags (entities left as they are).
std::string visible_text(const std::string& html) {
    std::string out;
    bool in_tag = false;
    for (const char c : html) {
        if (c == '<') {
            in_tag = true;
        } else if (c == '>') {
            in_tag = false;
        } else if (!in_tag) {
            out += c;
        }
    }
    return out;
}

std::size_t count_of(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
        ++n;
    }
    return n;
}

/// Checks that the sheet quotes `section_id` once, with its title or `name` and every line of
/// its body in `lang` (as plain text, bullets and bold marks removed).
void check_quoted(const std::string& html, const std::string& section_id, const std::string& lang) {
    INFO("section " << section_id << " in " << lang);
    const auto it = digest().find(section_id);
    REQUIRE(it != digest().end());
    CHECK(count_of(html, "name=\"" + sheet_anchor("x-", section_id) + "\"") == 1);
    const auto text = visible_text(html);
    const auto plain = markup_to_plain(it->second.body(lang), [](const std::string& id) {
        const auto s = digest().find(id);
        return s == digest().end() ? id : s->second.title_en;
    });
    std::size_t checked = 0;
    std::size_t from = 0;
    while (from < plain.size()) {
        auto end = plain.find('\n', from);
        if (end == std::string::npos) {
            end = plain.size();
        }
        auto line = plain.substr(from, end - from);
        from = end + 1;
        if (line.rfind("- ", 0) == 0) {
            line = line.substr(2);
        }
        // Lines with a link or a table cell are rendered differently; the others verbatim.
        if (line.size() < 20 || line.find('|') != std::string::npos ||
            line.find("[[") != std::string::npos) {
            continue;
        }
        bool linked = false;
        for (const auto& l : markup_links(it->second.body(lang))) {
            const auto target = digest().find(l.target);
            const auto shown = !l.label.empty()          ? l.label
                               : target != digest().end() ? target->second.title_en
                                                          : l.target;
            linked = linked || line.find(shown) != std::string::npos;
        }
        if (linked) {
            continue;
        }
        INFO(line);
        CHECK(text.find(html_escape(line)) != std::string::npos);
        ++checked;
    }
    CHECK(checked > 0);
}

struct Reference {
    storage::UserDatabase db{":memory:", bundled_reference()};
    reference::RulesService rules{db};
};

Reference& reference_db() {
    static Reference r;
    return r;
}

/// A WME Empire 2000 roster using a wizard on a Griffon, a War Altar, the Battle Banner, two
/// entries of Handgunners (one rule, quoted once), a cannon and a steam tank.
Roster empire_roster() {
    Roster r = make_roster("wme", "empire", 2000);
    add(r, "general");
    auto& wizard = add(r, "sorcier");
    wizard.options = {{"griffon", 1}, {"autel-de-guerre", 1}};
    add(r, "halberdiers", 4).magic_items = {"banniere-de-bataille"};
    add(r, "arbaletriers", 2);
    add(r, "arquebusiers", 1);
    add(r, "arquebusiers", 2);
    add(r, "canon", 1);
    add(r, "tank-a-vapeur", 1);
    return r;
}

std::string sheet_of(const Roster& roster, const RosterValidator& v, const Translator& tr) {
    return export_roster_html(roster, v, v.validate(roster), tr, &reference_db().rules);
}

} // namespace

TEST_CASE("the army sheet quotes every rule, mount, magic item and spell list used, once",
          "[roster][sheet][html]") {
    const auto v = bundled_validator("wme", "empire");
    const auto roster = empire_roster();
    // What the roster uses, found from the data independently of the sheet.
    std::set<std::string> expected;
    for (const auto& e : roster.entries) {
        const auto* unit = v.list().unit(e.unit_id);
        REQUIRE(unit != nullptr);
        for (const auto& id : unit->rules) {
            const auto* rule = v.list().rule(id) != nullptr ? v.list().rule(id) : v.system().rule(id);
            REQUIRE(rule != nullptr);
            expected.insert(rule->section);
        }
        for (const auto& o : e.options) {
            REQUIRE(v.list().rule(o.id) != nullptr); // the mount's own rule
            expected.insert(v.list().rule(o.id)->section);
        }
        for (const auto& item : e.magic_items) {
            expected.insert("wme.lists.magic-items." + item);
        }
    }
    expected.insert("wme.army.empire.spells"); // the roster has a Wizard
    for (const auto* id : {"wme.army.empire.arquebusiers", "wme.army.empire.griffon",
                           "wme.army.empire.autel-de-guerre", "wme.army.empire.canon",
                           "wme.army.empire.tank-a-vapeur",
                           "wme.lists.magic-items.banniere-de-bataille"}) {
        CHECK(expected.count(id) == 1);
    }
    for (const auto* lang : {"en", "fr"}) {
        const MoCatalog fr("fr");
        const Translator& tr =
            std::string(lang) == "en" ? static_cast<const Translator&>(EnglishTranslator::instance())
                                      : fr;
        const auto html = sheet_of(roster, v, tr);
        for (const auto& id : expected) {
            check_quoted(html, id, lang);
        }
        // Exactly these texts: as many anchors in the appendix as sections expected.
        CHECK(count_of(html, "name=\"x-") == expected.size());
        // Each unit links to its texts: the Handgunners' rule from both of their lines.
        CHECK(count_of(html, "href=\"#" + sheet_anchor("x-", "wme.army.empire.arquebusiers") +
                                 "\"") >= 1);
        CHECK(count_of(html, "href=\"#" + sheet_anchor("x-", "wme.army.empire.spells") + "\"") ==
              1);
        // The banner is linked from the line of the unit carrying it only, not from the line
        // of its three Halberdiers without it.
        CHECK(count_of(html, "href=\"#" +
                                 sheet_anchor("x-", "wme.lists.magic-items.banniere-de-bataille") +
                                 "\"") == 1);
    }
    const auto fr_html = sheet_of(roster, v, MoCatalog("fr"));
    CHECK_THAT(fr_html, Catch::Contains("Bannière de Bataille"));
    CHECK_THAT(fr_html, Catch::Contains("Empire : sorts"));
    const auto en_html = sheet_of(roster, v, EnglishTranslator::instance());
    CHECK_THAT(en_html, Catch::Contains("Battle Banner"));
    CHECK_THAT(en_html, Catch::Contains("The Empire: spells"));
    CHECK(en_html.find("Bannière de Bataille") == std::string::npos);
}

TEST_CASE("the army sheet shows names, never raw ids", "[roster][sheet][html]") {
    const auto roster = read_roster_file(roster_path("adlg-legal.ostr"));
    const auto v = bundled_validator("adlg", "001-sumer-and-akkad");
    // Every id the stat lines would show: troop types and capabilities of the units used.
    std::set<std::string> ids;
    std::map<std::string, std::pair<std::string, std::string>> names;
    for (const auto& e : roster.entries) {
        const auto* unit = v.unit_of(e);
        REQUIRE(unit != nullptr);
        for (const auto* field : {"troop-type", "capabilities"}) {
            if (const auto* value = unit->profile.get(field)) {
                std::istringstream words(*value);
                for (std::string id; words >> id;) {
                    const auto* entry = v.system().catalogue_entry(id);
                    REQUIRE(entry != nullptr);
                    ids.insert(id);
                    names[id] = {entry->name.in("fr"), entry->name.in("en")};
                }
            }
        }
        ids.insert(e.unit_id);
    }
    REQUIRE(ids.count("heavy-spearmen") == 1);
    for (const auto* lang : {"en", "fr"}) {
        const MoCatalog fr("fr");
        const Translator& tr =
            std::string(lang) == "en" ? static_cast<const Translator&>(EnglishTranslator::instance())
                                      : fr;
        const auto text = visible_text(sheet_of(roster, v, tr));
        INFO(text);
        for (const auto& id : ids) {
            INFO(id);
            CHECK(text.find(id) == std::string::npos);
        }
        for (const auto& [id, name] : names) {
            CHECK(text.find(std::string(lang) == "fr" ? name.first : name.second) !=
                  std::string::npos);
        }
    }
    CHECK_THAT(visible_text(sheet_of(roster, v, MoCatalog("fr"))), Catch::Contains("Lanciers lourds"));
    CHECK_THAT(visible_text(sheet_of(roster, v, EnglishTranslator::instance())),
               Catch::Contains("Heavy Spearmen"));
}

TEST_CASE("the army sheet links unit terms to its glossary part", "[roster][sheet][html]") {
    const auto roster = read_roster_file(roster_path("adlg-legal.ostr"));
    const auto v = bundled_validator("adlg", "001-sumer-and-akkad");
    const auto html = sheet_of(roster, v, EnglishTranslator::instance());
    // « MI » (the spearmen's category) is a glossary term of the digest: its cells link to the
    // glossary line, which names the section explaining it.
    const auto anchor = sheet_anchor("t-", fold("MI"));
    CHECK(count_of(html, "href=\"#" + anchor + "\">MI</a>") >= 2);
    CHECK(count_of(html, "name=\"" + anchor + "\"") == 1);
    const auto& section = digest().at("adlg.troop-types"); // where troop categories are defined
    CHECK_THAT(html, Catch::Contains(html_escape(section.title_en)));
    // Issue 29: a player reads the section's title, never its id.
    CHECK_THAT(html, !Catch::Contains("(" + section.id + ")"));
    // Every in-page link has its target on the page.
    for (auto at = html.find("href=\"#"); at != std::string::npos;
         at = html.find("href=\"#", at + 1)) {
        const auto end = html.find('"', at + 7);
        const auto target = html.substr(at + 7, end - at - 7);
        INFO(target);
        CHECK(html.find("name=\"" + target + "\"") != std::string::npos);
    }
}

TEST_CASE("the army sheet escapes every text of the roster", "[roster][sheet][html]") {
    const auto v = bundled_validator("wme", "empire");
    auto roster = empire_roster();
    const std::string evil = "<script>alert(\"x\")</script><img src=x onerror=alert(1)>&";
    roster.name = evil;
    roster.notes = evil;
    roster.player = evil;
    roster.event = evil;
    roster.event_date = evil;
    roster.entries[2].custom_name = evil;
    roster.entries[3].note = evil;
    const auto html = sheet_of(roster, v, EnglishTranslator::instance());
    CHECK(html.find("<script") == std::string::npos);
    CHECK(html.find("<img src=x") == std::string::npos);
    CHECK(html.find("onerror=alert(1)>") == std::string::npos);
    CHECK(count_of(html, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;") >= 7);
}

TEST_CASE("the army sheet carries the caveat on unconfirmed data", "[roster][sheet][html]") {
    const auto adlg = read_roster_file(roster_path("adlg-legal.ostr"));
    const auto va = bundled_validator("adlg", "001-sumer-and-akkad");
    REQUIRE(va.validate(adlg).unconfirmed_data);
    const auto caveat = roster_verdict(va.validate(adlg)).render(EnglishTranslator::instance());
    CHECK_THAT(caveat, Catch::Contains("not confirmed"));
    CHECK_THAT(sheet_of(adlg, va, EnglishTranslator::instance()), Catch::Contains(caveat));
    // Confirmed data: the plain verdict, no caveat.
    const auto wme = read_roster_file(roster_path("wme-legal.ostr"));
    const auto vw = bundled_validator("wme", "empire");
    REQUIRE_FALSE(vw.validate(wme).unconfirmed_data);
    const auto html = sheet_of(wme, vw, EnglishTranslator::instance());
    CHECK_THAT(html, Catch::Contains("Legal army."));
    CHECK(html.find("not confirmed") == std::string::npos);
}

TEST_CASE("links of quoted texts point inside the page or disappear", "[roster][sheet][html]") {
    const std::string body =
        "<p>See <a href=\"section:wme.special.fly\">flying</a> and "
        "<a href=\"section:wme.other\">other</a>.</p>";
    const auto out = localize_section_links(body, [](const std::string& id) {
        return id == "wme.special.fly" ? std::string("x-wme.special.fly") : std::string();
    });
    CHECK(out == "<p>See <a href=\"#x-wme.special.fly\">flying</a> and other.</p>");
    CHECK(sheet_anchor("t-", "Lanciers Lourds\"<") == "t-lanciers-lourds--");
}
