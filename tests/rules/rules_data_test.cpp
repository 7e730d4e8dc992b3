// Checks on the bundled rules digest (data/rules/*.xml): every section exists in French and
// English, links resolve, the required sections exist, and no text repeats a rules seed.
#include "core/io/rules_reader.h"
#include "core/io/xml_document.h"
#include "core/support/text_fold.h"

#include <catch2/catch.hpp>

#include "plain_words.h"
#include "../roster/roster_fixtures.h"

#include "core/model/catalogue_kinds.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

namespace fs = std::filesystem;
using ost::test::kRun;
using ost::test::plain_words;

namespace {
std::vector<ost::RulesFile> bundled_digest() {
    std::vector<ost::RulesFile> files;
    for (const auto& entry : fs::directory_iterator(fs::path(OST_SOURCE_DIR) / "data/rules")) {
        if (entry.path().extension() == ".xml") {
            files.push_back(ost::read_rules(ost::XmlDocument::load_file(entry.path())));
        }
    }
    return files;
}

std::string read_all(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string run_at(const std::vector<std::string>& words, std::size_t i) {
    std::string run;
    for (std::size_t k = 0; k < kRun; ++k) {
        run += (k ? " " : "") + words[i + k];
    }
    return run;
}
} // namespace

TEST_CASE("every digest section exists in French and in English", "[rules][data]") {
    const auto files = bundled_digest();
    REQUIRE(files.size() >= 4);
    std::set<std::string> ids;
    for (const auto& file : files) {
        INFO(file.system_id);
        CHECK_FALSE(file.sections.empty());
        for (const auto& s : file.sections) {
            INFO(s.id);
            CHECK(s.id.rfind(file.system_id + ".", 0) == 0);
            CHECK_FALSE(s.title_fr.empty());
            CHECK_FALSE(s.title_en.empty());
            CHECK_FALSE(s.body_fr.empty());
            CHECK_FALSE(s.body_en.empty());
            CHECK_FALSE(s.source_id.empty());
            CHECK(ids.insert(s.id).second);
        }
        for (const auto& t : file.terms) {
            INFO(t.id);
            CHECK_FALSE(t.forms_fr.empty());
            CHECK_FALSE(t.forms_en.empty());
        }
    }
    CHECK_NOTHROW(ost::validate_rules(files));
    // The sections the issue names (cited by the CLI tests and the app).
    for (const char* id : {"adlg.contact.restrictions", "adlg.contact.illegal",
                           "adlg.light-infantry.destruction", "adlg.rout.unit",
                           "adlg.elephant-fury", "adlg.pursuit", "adlg.army.rout", "wme.charge",
                           "wme.shooting.drive-back"}) {
        INFO(id);
        CHECK(ids.count(id) == 1);
    }
}

TEST_CASE("no text under data/ repeats ten words of a rules seed", "[rules][data][seeds]") {
    // The seeds are the rule books the digest was written from; they are not part of the
    // repository. Looked for at ../shared/seeds (main checkout) or ../../shared/seeds (a
    // worktree under wt/); the test is skipped with a message when neither exists.
    fs::path seeds;
    for (const auto& candidate : {fs::path(OST_SOURCE_DIR) / "../shared/seeds",
                                  fs::path(OST_SOURCE_DIR) / "../../shared/seeds"}) {
        std::error_code ec;
        if (fs::is_directory(candidate, ec)) {
            seeds = candidate;
            break;
        }
    }
    if (seeds.empty()) {
        WARN("No ../shared/seeds folder: the seed copy check is skipped.");
        return;
    }
    std::unordered_set<std::string> runs;
    for (const auto& entry : fs::directory_iterator(seeds)) {
        if (!entry.is_regular_file()) {
            continue;
        }
        const auto words = plain_words(read_all(entry.path()));
        for (std::size_t i = 0; i + kRun <= words.size(); ++i) {
            runs.insert(run_at(words, i));
        }
    }
    if (runs.empty()) {
        WARN("The seeds folder holds no text: the seed copy check is skipped.");
        return;
    }
    int checked = 0;
    for (const auto& entry : fs::recursive_directory_iterator(fs::path(OST_SOURCE_DIR) / "data")) {
        if (!entry.is_regular_file()) {
            continue;
        }
        ++checked;
        const auto words = plain_words(read_all(entry.path()));
        for (std::size_t i = 0; i + kRun <= words.size(); ++i) {
            const auto run = run_at(words, i);
            if (runs.count(run) != 0) {
                FAIL_CHECK(entry.path().string() << " repeats a seed: " << run);
                break;
            }
        }
    }
    CHECK(checked >= 4);
}

TEST_CASE("WME digest sections carry the page of the rulebook where they start", "[rules][data][pages]") {
    // The WME seed is the paginated v4.0.0 rulebook; each section's `ref` names its pages and
    // `page` (issue 16) is the first of them. The other seeds are unpaginated extracts.
    std::vector<ost::RuleSection> wme;
    for (const auto& file : bundled_digest()) {
        for (const auto& s : file.sections) {
            if (s.source_id == "wme-v4") { // the WME rulebook, not the army lists
                wme.push_back(s);
            } else {
                INFO(s.id);
                CHECK(s.page == 0); // no page invented for an unpaginated source
            }
        }
    }
    REQUIRE(wme.size() >= 70);
    const auto chapter_of_ref = [](const std::string& ref) {
        return ref.substr(0, std::min(ref.find(" — "), ref.find(',')));
    };
    std::map<std::string, const ost::RuleSection*> by_id;
    for (const auto& s : wme) {
        INFO(s.id << " ref \"" << s.ref << "\"");
        by_id[s.id] = &s;
        CHECK(s.page >= 1);
        CHECK(s.page <= 100); // the book has fewer than 100 pages
        const auto at = s.ref.find("p. ");
        REQUIRE(at != std::string::npos);
        CHECK(std::stoi(s.ref.substr(at + 3)) == s.page); // `page` is the first page `ref` names
    }
    // Within a chapter (the sub-sections of wme.X citing the same chapter of the book as wme.X),
    // pages never go back, in file order, and the chapter's own section comes first.
    std::size_t checked = 0;
    std::map<std::string, int> last_page;
    for (const auto& s : wme) {
        const auto second_dot = s.id.find('.', 4);
        if (second_dot == std::string::npos) {
            last_page[s.id] = s.page;
            continue;
        }
        const auto main = by_id.find(s.id.substr(0, second_dot));
        if (main == by_id.end() || chapter_of_ref(main->second->ref) != chapter_of_ref(s.ref)) {
            continue;
        }
        INFO(s.id << " p. " << s.page << " after p. " << last_page[main->first]);
        CHECK(s.page >= last_page[main->first]);
        last_page[main->first] = s.page;
        ++checked;
    }
    CHECK(checked >= 40);
}

namespace {
/// True when `word` (folded) occurs in `text` (folded) between non-word characters.
bool mentions(const std::string& text, const std::string& word) {
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool starts = at == 0 || !std::isalnum(static_cast<unsigned char>(text[at - 1]));
        const auto end = at + word.size();
        const bool ends = end == text.size() || !std::isalnum(static_cast<unsigned char>(text[end]));
        if (starts && ends) {
            return true;
        }
    }
    return false;
}
} // namespace

TEST_CASE("each ADLG glossary term links to a section that mentions it; troop words to the troop types",
          "[rules][data][glossary]") {
    const auto files = bundled_digest();
    const auto adlg = std::find_if(files.begin(), files.end(),
                                   [](const ost::RulesFile& f) { return f.system_id == "adlg"; });
    REQUIRE(adlg != files.end());
    std::map<std::string, const ost::RuleSection*> sections;
    for (const auto& s : adlg->sections) {
        sections[s.id] = &s;
    }
    REQUIRE_FALSE(adlg->terms.empty());
    for (const auto& term : adlg->terms) {
        INFO(term.id << " → " << term.section_id);
        REQUIRE(sections.count(term.section_id) == 1);
        const auto& section = *sections[term.section_id];
        for (const std::string lang : {"fr", "en"}) {
            INFO(lang);
            const auto text = ost::fold(section.title(lang) + "\n" + section.body(lang));
            const auto& forms = term.forms(lang);
            CHECK(std::any_of(forms.begin(), forms.end(),
                              [&](const std::string& form) { return mentions(text, ost::fold(form)); }));
        }
    }
    // A troop type's name or category as the army sheet shows it in a stat line (« Bowmen »,
    // « Light Cavalry », « LH ») links to the section that defines troop types, not to a rule
    // that merely names them (issue 15: Bowmen and Light Cavalry led to « Restrictions au contact »).
    const auto& system = ost::test::bundled_system("adlg");
    std::set<std::string> troop_words;
    for (const auto* type : system.catalogue_of(ost::catalogue_kind::kTroopType)) {
        troop_words.insert(ost::fold(type->name.in("fr")));
        troop_words.insert(ost::fold(type->name.in("en")));
        if (const auto* category = type->profile.get("category")) {
            troop_words.insert(ost::fold(*category));
        }
    }
    int troop_terms = 0;
    for (const auto& term : adlg->terms) {
        bool troop = false;
        for (const auto* forms : {&term.forms_fr, &term.forms_en}) {
            for (const auto& form : *forms) {
                troop = troop || troop_words.count(ost::fold(form)) > 0;
            }
        }
        if (troop) {
            ++troop_terms;
            INFO(term.id);
            CHECK(term.section_id == "adlg.troop-types");
        }
    }
    CHECK(troop_terms >= 10); // LI, LMI, MI, HI, LH, Cv, Kn, El, WWg, Art, Bw, Cb, Pk, SCh
}
