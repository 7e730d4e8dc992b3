// Wording checks on the bundled data (lists/ and the rules digest data/rules/): one French term
// per concept, the digest corrections of issue 15, language purity of each field, published names.
#include "core/io/army_list_reader.h"
#include "core/io/rules_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/services/list_view.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {
const fs::path kSource = fs::path(OST_SOURCE_DIR);

std::string read_all(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

ost::GameSystem system_of(const std::string& id) {
    return ost::read_system(ost::XmlDocument::load_file(kSource / "lists" / id / "system.xml"));
}

const ost::SpecialRule& rule_of(const ost::GameSystem& system, const std::string& id) {
    const auto* rule = system.rule(id);
    REQUIRE(rule != nullptr);
    return *rule;
}

const ost::RuleSection& section_of(const std::string& file, const std::string& id) {
    static std::vector<ost::RulesFile> files;
    if (files.empty()) {
        for (const auto& entry : fs::directory_iterator(kSource / "data/rules")) {
            if (entry.path().extension() == ".xml") {
                files.push_back(ost::read_rules(ost::XmlDocument::load_file(entry.path())));
            }
        }
    }
    for (const auto& f : files) {
        for (const auto& s : f.sections) {
            if (s.id == id) {
                return s;
            }
        }
    }
    FAIL("no section " << id << " (expected in " << file << ")");
    throw std::logic_error("unreachable");
}

/// Every data file whose text a French-speaking player reads: lists, digest, message catalog.
std::vector<fs::path> french_text_files() {
    std::vector<fs::path> files{kSource / "i18n/fr.po"};
    for (const auto* dir : {"data/rules", "lists/wme", "lists/adlg", "lists/ab", "lists/jomini"}) {
        for (const auto& entry : fs::directory_iterator(kSource / dir)) {
            if (entry.path().extension() == ".xml") {
                files.push_back(entry.path());
            }
        }
    }
    return files;
}
} // namespace

TEST_CASE("The WME break point has one French name everywhere: seuil de déroute",
          "[lists][data][words]") {
    // The WME rulebook calls the army's collapse « Déroute » (p. 71); Ost's term for the figure
    // is « seuil de déroute ». Any other wording for it is a second name for one concept.
    for (const auto& file : french_text_files()) {
        INFO(file.string());
        const auto text = read_all(file);
        CHECK_FALSE(contains(text, "point de rupture"));
        CHECK_FALSE(contains(text, "seuil de rupture"));
        CHECK_FALSE(contains(text, "point de déroute"));
    }
    // Every catalog message about the break point uses the term (« Seuil de déroute » as a label).
    const auto po = read_all(kSource / "i18n/fr.po");
    std::size_t found = 0;
    for (const auto* msgid : {"msgid \"break point", "msgid \"Break point"}) {
        for (std::size_t at = po.find(msgid); at != std::string::npos; at = po.find(msgid, at + 1)) {
            const auto msgstr = po.find("msgstr", at);
            REQUIRE(msgstr != std::string::npos);
            const auto line = po.substr(msgstr, po.find('\n', msgstr) - msgstr);
            INFO(line);
            CHECK((contains(line, "seuil de déroute") || contains(line, "Seuil de déroute")));
            ++found;
        }
    }
    CHECK(found >= 1); // "Break point", the label of the figure (services/roster_figures.h)
    CHECK(section_of("wme.xml", "wme.army-selection.break-point").title_fr == "Seuil de déroute");
}

TEST_CASE("WME special-rule summaries say what the rules do (issue 15 corrections)",
          "[lists][data][words]") {
    const auto wme = system_of("wme");
    // Slow: a Command penalty on successive orders (wme.special.slow), not a shorter move.
    const auto& slow = rule_of(wme, "slow");
    CHECK(contains(slow.summary.en, "successive order"));
    CHECK(contains(slow.summary.fr, "ordre successif"));
    CHECK_FALSE(contains(slow.summary.en, "shorter"));
    // Unreliable: « Non fiable », as the rulebook's command modifiers call it.
    const auto& unreliable = rule_of(wme, "unreliable");
    CHECK(unreliable.name.fr == "Non fiable");
    CHECK(contains(unreliable.summary.en, "every order"));
    CHECK(section_of("wme.xml", "wme.special.unreliable").title_fr == "Non fiable");
    // Fanatic: must charge when able, never driven back by shooting (wme.special.fanatic).
    const auto& fanatic = rule_of(wme, "fanatic");
    CHECK(contains(fanatic.summary.en, "Must charge"));
    CHECK(contains(fanatic.summary.en, "never drives it back"));
    CHECK(contains(fanatic.summary.fr, "ne la repousse jamais"));
}

TEST_CASE("WME evade is « éviter / évitement » in French, never « évacuer »",
          "[lists][data][words]") {
    for (const auto& file : french_text_files()) {
        INFO(file.string());
        const auto text = read_all(file);
        CHECK_FALSE(contains(text, "évacu"));
    }
    CHECK(contains(section_of("wme-armies.xml", "wme.army.bretonnie").body_fr, "n'évitent jamais"));
}

TEST_CASE("The digest says where figures come from when our rulebook extract lacks them",
          "[rules][data][words]") {
    // The WME rulebook extract we have stops at page 49: the army-selection sections cite
    // later pages, so each says so and names its real source.
    for (const auto* id : {"wme.army-selection", "wme.army-selection.characters",
                           "wme.army-selection.magic-items", "wme.army-selection.attachments",
                           "wme.army-selection.break-point"}) {
        const auto& s = section_of("wme.xml", id);
        INFO(id);
        CHECK(contains(s.body_fr, "notre extrait"));
        CHECK(contains(s.body_fr, "49"));
        CHECK(contains(s.body_en, "page 49"));
        CHECK((contains(s.body_en, "wm-selector v3.6.6") || contains(s.body_en, "research notes")));
    }
    // The break point: a unit down to one stand, and the General slain.
    const auto& bp = section_of("wme.xml", "wme.army-selection.break-point");
    CHECK(contains(bp.body_en, "one stand"));
    CHECK(contains(bp.body_en, "General is slain"));
    CHECK(contains(bp.body_fr, "un socle"));
    CHECK(contains(bp.body_fr, "Général est tué"));
    // The seed's charge pace contradiction is noted in both sections, each naming the other's page.
    const auto& movement = section_of("wme.xml", "wme.movement");
    const auto& charge = section_of("wme.xml", "wme.charge");
    CHECK(contains(movement.body_en, "contradicts itself"));
    CHECK(contains(movement.body_en, "p. 26"));
    CHECK(contains(movement.body_fr, "se contredit"));
    CHECK(contains(charge.body_en, "contradicts itself"));
    CHECK(contains(charge.body_en, "p. 23-24"));
    CHECK(contains(charge.body_fr, "se contredit"));
    // ADLG: the 100-point figures are marked as not from a rulebook.
    const auto& adlg = section_of("adlg.xml", "adlg.army-composition");
    CHECK(contains(adlg.body_en, "100-point figures are not from a rulebook"));
    CHECK(contains(adlg.body_fr, "ne viennent pas d'un livre de règles"));
    CHECK(contains(section_of("adlg.xml", "adlg.army-composition.commands").body_en,
                   "not from a rulebook"));
}

TEST_CASE("The Tomb Kings spell has a French name in the French digest",
          "[rules][data][words]") {
    const auto& spells = section_of("wme-armies.xml", "wme.army.rois-tombes.spells");
    CHECK(contains(spells.body_fr, "**Malheur et Désespoir** (Doom and Despair)"));
    CHECK_FALSE(contains(spells.body_fr, "**Doom and Despair**"));
    CHECK(contains(spells.body_en, "**Doom and Despair** (Malheur et Désespoir)"));
}

namespace {
/// Every French name of the bundled WME data: lists (units, upgrades, options, rules) and the
/// system (rules, catalogue entries).
std::vector<std::string> wme_french_names() {
    const auto wme = system_of("wme");
    std::vector<std::string> names;
    for (const auto& rule : wme.rules) {
        names.push_back(rule.name.fr);
    }
    for (const auto& entry : wme.catalogue) {
        names.push_back(entry.name.fr);
    }
    for (const auto& file : fs::directory_iterator(kSource / "lists/wme")) {
        if (file.path().filename() == "system.xml" || file.path().extension() != ".xml") {
            continue;
        }
        const auto list = ost::read_army_list(ost::XmlDocument::load_file(file.path()), wme);
        for (const auto& u : list.units) {
            names.push_back(u.name.fr);
            for (const auto& o : u.options) {
                names.push_back(o.name.fr);
            }
        }
        for (const auto& o : list.upgrades) {
            names.push_back(o.name.fr);
        }
        for (const auto& r : list.rules) {
            names.push_back(r.name.fr);
        }
    }
    return names;
}

/// Words of `text`, split at spaces, punctuation and apostrophes (’ and ').
std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    const auto flush = [&] {
        if (!word.empty()) {
            words.push_back(word);
            word.clear();
        }
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (text.compare(i, 3, "’") == 0) {
            flush();
            i += 2;
        } else if (c == ' ' || c == '\'' || c == '(' || c == ')' || c == '/' || c == ',' ||
                   c == ':' || c == ';' || c == '.' || c == '*' || c == '[' || c == ']' ||
                   c == '|' || c == '\n' || c == '-' || c == '+') {
            flush();
        } else {
            word += c;
        }
    }
    flush();
    return words;
}
} // namespace

TEST_CASE("WME French names are spelled as published: accents on capitals, no English word",
          "[lists][data][words]") {
    const auto wme = system_of("wme");
    const auto empire =
        ost::read_army_list(ost::XmlDocument::load_file(kSource / "lists/wme/empire.xml"), wme);
    REQUIRE(empire.unit("halberdiers") != nullptr);
    CHECK(empire.unit("halberdiers")->name.fr == "Hallebardiers");
    CHECK(empire.unit("halberdiers")->name.en == "Halberdiers");
    REQUIRE(empire.unit("joueurs-d-epee") != nullptr);
    CHECK(empire.unit("joueurs-d-epee")->name.fr == "Joueurs d’Épée");
    REQUIRE(wme.catalogue_entry("epee-de-puissance") != nullptr);
    CHECK(wme.catalogue_entry("epee-de-puissance")->name.fr == "Épée de Puissance");

    // French writes accents on capitals: a word spelled with « É » anywhere in the French data
    // (names, digest) must not appear elsewhere with a bare « E » (Epée, Eléphant, Ethéré…).
    std::set<std::string> accented;
    const auto names = wme_french_names();
    std::vector<std::string> french_texts = names;
    for (const auto* file : {"data/rules/wme.xml", "data/rules/wme-armies.xml"}) {
        const auto rules = ost::read_rules(ost::XmlDocument::load_file(kSource / file));
        for (const auto& s : rules.sections) {
            french_texts.push_back(s.title_fr);
            french_texts.push_back(s.body_fr);
        }
    }
    const std::string kCapitalEAcute = "É";
    for (const auto& text : french_texts) {
        for (const auto& w : words_of(text)) {
            if (w.rfind(kCapitalEAcute, 0) == 0) {
                accented.insert(w.substr(kCapitalEAcute.size()));
            }
        }
    }
    REQUIRE(accented.count("pée") == 1); // « Épée de Mutilation » is published with its accent
    // English words that have no place in a French name (the troop names wm-selector left in
    // English); checked as whole words, case-sensitive.
    const std::set<std::string> english{"Knights", "Priest", "Thrower", "Throwers", "Bats",
                                        "Halberdiers", "Shaman", "Greatswords", "of", "the", "and"};
    for (const auto& name : names) {
        INFO(name);
        for (const auto& w : words_of(name)) {
            if (w.size() > 1 && w[0] == 'E') {
                CHECK(accented.count(w.substr(1)) == 0);
            }
            CHECK(english.count(w) == 0);
        }
    }
}

namespace {
/// `text` without what may legitimately hold the other language: rule-link ids ([[id|…]]),
/// the gloss after a bold name (« **Fireball** (Boule de Feu) », the published name in the
/// other language), the stat-line headings the French rulebook prints in English
/// (« Range (Portée) ») and the games' own titles.
std::string without_glosses(std::string text) {
    for (auto at = text.find("[["); at != std::string::npos; at = text.find("[[", at)) {
        const auto bar = text.find_first_of("|]", at);
        if (bar == std::string::npos) {
            break;
        }
        text.erase(at, bar + 1 - at);
    }
    for (auto at = text.find("** ("); at != std::string::npos; at = text.find("** (", at)) {
        const auto close = text.find(')', at);
        if (close == std::string::npos) {
            break;
        }
        text.erase(at + 2, close + 1 - (at + 2));
    }
    for (const auto* kept : {"L'Art de la Guerre", "Alexandre et Bayard", "Troop (", "Attack (",
                             "Range (", "Hits (", "Armour (", "Command (", "Unit Size ("}) {
        for (auto at = text.find(kept); at != std::string::npos; at = text.find(kept, at)) {
            text.erase(at, std::string(kept).size());
        }
    }
    return text;
}

/// What in an English text is French only: accented letters, guillemets, French words.
std::vector<std::string> french_marks(const std::string& english) {
    static const std::vector<std::string> kLetters{"«", "»", "à", "â", "ç", "é", "è", "ê", "ë",
                                                   "î", "ï", "ô", "û", "ù", "œ", "É", "À"};
    static const std::set<std::string> kWords{"à",   "rebond", "par", "socle", "socles", "de",
                                              "du",  "des",    "et",  "avec",  "sur",    "le",
                                              "la",  "les",    "une", "ou",    "pour",   "dans",
                                              "est", "sont",   "au",  "aux"};
    std::vector<std::string> found;
    const auto text = without_glosses(english);
    for (const auto& letter : kLetters) {
        if (contains(text, letter)) {
            found.push_back(letter);
        }
    }
    for (const auto& w : words_of(text)) {
        if (kWords.count(w) != 0) {
            found.push_back(w);
        }
    }
    return found;
}

/// What in a French text is English only (whole words, case-sensitive).
std::vector<std::string> english_marks(const std::string& french) {
    static const std::set<std::string> kWords{"the",  "of",     "and",    "with",    "must",
                                              "may",  "when",   "every",  "is",      "are",
                                              "bounce", "per",  "stand",  "Knights", "Priest",
                                              "Thrower", "Bats", "Shaman", "Halberdiers"};
    std::vector<std::string> found;
    for (const auto& w : words_of(without_glosses(french))) {
        if (kWords.count(w) != 0) {
            found.push_back(w);
        }
    }
    return found;
}

struct Field {
    std::string where;
    std::string fr;
    std::string en;
};

void add(std::vector<Field>& out, const std::string& where, const ost::LocalizedString& s) {
    out.push_back({where, s.fr, s.en});
}

/// Every bilingual text of the bundled data: systems, lists, stat values as shown (through
/// stat_value_text, as the browser, the roster and the exports show them), the rules digest.
std::vector<Field> bilingual_fields() {
    std::vector<Field> out;
    const auto en = [](const ost::Text& t) { return t.render(ost::EnglishTranslator::instance()); };
    const auto fr = [](const ost::Text& t) { return t.render(ost::MoCatalog("fr")); };
    for (const auto* id : {"adlg", "wme", "ab", "jomini"}) {
        const auto system = system_of(id);
        const auto stats = [&](const std::string& where, const ost::Profile& profile) {
            const auto* type = system.profile_type(profile.type);
            for (const auto& [field_id, value] : profile.values) {
                const auto* field = type != nullptr ? type->field(field_id) : nullptr;
                const auto shown = ost::stat_value_text(system, field, value);
                out.push_back({where + " " + field_id + "=\"" + value + "\"", fr(shown), en(shown)});
            }
        };
        for (const auto& r : system.rules) {
            add(out, std::string(id) + " rule " + r.id, r.name);
            add(out, std::string(id) + " rule " + r.id, r.summary);
        }
        for (const auto& e : system.catalogue) {
            add(out, std::string(id) + " entry " + e.id, e.name);
            add(out, std::string(id) + " entry " + e.id, e.note);
            stats(std::string(id) + " entry " + e.id, e.profile);
        }
        for (const auto& file : fs::directory_iterator(kSource / "lists" / id)) {
            if (file.path().filename() == "system.xml" || file.path().extension() != ".xml") {
                continue;
            }
            const auto list = ost::read_army_list(ost::XmlDocument::load_file(file.path()), system);
            const auto where = list.id + " ";
            add(out, where + "name", list.name);
            add(out, where + "note", list.note);
            for (const auto& r : list.rules) {
                add(out, where + "rule " + r.id, r.name);
                add(out, where + "rule " + r.id, r.summary);
            }
            for (const auto& u : list.units) {
                add(out, where + u.id, u.name);
                out.push_back({where + u.id + " note", u.note_fr, u.note_en});
                stats(where + u.id, u.profile);
                for (const auto& o : u.options) {
                    add(out, where + u.id + " option " + o.id, o.name);
                    stats(where + u.id + " option " + o.id, o.profile);
                }
            }
            for (const auto& o : list.upgrades) {
                add(out, where + "upgrade " + o.id, o.name);
                stats(where + "upgrade " + o.id, o.profile);
            }
        }
    }
    for (const auto& file : fs::directory_iterator(kSource / "data/rules")) {
        if (file.path().extension() != ".xml") {
            continue;
        }
        for (const auto& s : ost::read_rules(ost::XmlDocument::load_file(file.path())).sections) {
            out.push_back({s.id + " title", s.title_fr, s.title_en});
            out.push_back({s.id + " body", s.body_fr, s.body_en});
        }
    }
    return out;
}
} // namespace

TEST_CASE("English data holds no French and French data no English", "[lists][data][words]") {
    const auto fields = bilingual_fields();
    REQUIRE(fields.size() > 2000);
    for (const auto& f : fields) {
        INFO(f.where << "\n  fr: " << f.fr << "\n  en: " << f.en);
        CHECK(french_marks(f.en).empty());
        CHECK(english_marks(f.fr).empty());
    }
    // The checks see what they are meant to see.
    CHECK(french_marks("15cm à 360°") == std::vector<std::string>{"à", "à"});
    CHECK(french_marks("2x60cm+rebond") == std::vector<std::string>{"rebond"});
    CHECK(french_marks("**Fireball** (Boule de Feu) — 5+").empty());
    CHECK(english_marks("1/2+bounce") == std::vector<std::string>{"bounce"});
    CHECK(english_marks("Cold Ones Knights") == std::vector<std::string>{"Knights"});
}

TEST_CASE("WME stat notes read in each language: « 15cm à 360° » is « 15cm, 360° » in English",
          "[lists][data][words]") {
    const auto wme = system_of("wme");
    const auto* unit = wme.profile_type("unit");
    REQUIRE(unit != nullptr);
    const auto en = [](const ost::Text& t) { return t.render(ost::EnglishTranslator::instance()); };
    const auto fr = [](const ost::Text& t) { return t.render(ost::MoCatalog("fr")); };
    const auto* range = unit->field("range");
    CHECK(en(ost::stat_value_text(wme, range, "15cm à 360°")) == "15cm, 360°");
    CHECK(fr(ost::stat_value_text(wme, range, "15cm à 360°")) == "15cm à 360°");
    CHECK(en(ost::stat_value_text(wme, range, "2x60cm+rebond")) == "2×60cm + bounce");
    CHECK(fr(ost::stat_value_text(wme, range, "2x60cm+rebond")) == "2×60cm + rebond");
    CHECK(en(ost::stat_value_text(wme, unit->field("attacks"), "1/2+bounce")) == "1/2 + bounce");
    CHECK(fr(ost::stat_value_text(wme, unit->field("attacks"), "1/2+bounce")) == "1/2 + rebond");
    // A value without a wording is shown as published.
    CHECK(en(ost::stat_value_text(wme, range, "30cm")) == "30cm");
    // Every wording rewords a value some bundled list uses (no stale wording).
    std::set<std::string> used;
    for (const auto& file : fs::directory_iterator(kSource / "lists/wme")) {
        if (file.path().filename() == "system.xml") {
            continue;
        }
        const auto list = ost::read_army_list(ost::XmlDocument::load_file(file.path()), wme);
        for (const auto& u : list.units) {
            for (const auto& [field, value] : u.profile.values) {
                used.insert(field + "=" + value);
            }
        }
    }
    for (const auto& field : unit->fields) {
        for (const auto& w : field.wordings) {
            INFO(field.id << " " << w.value);
            CHECK(used.count(field.id + "=" + w.value) == 1);
        }
    }
}
