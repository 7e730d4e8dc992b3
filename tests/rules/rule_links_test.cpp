// Cross-links between lists/ and data/rules/: every special rule of a system or army list
// names a digest section that exists (in French and English), and the army digest written
// from the wm-selector rule texts never repeats ten of their words.
#include "core/io/army_list_reader.h"
#include "core/io/rules_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/support/text_fold.h"
#include "core/support/atomic_file.h"

#include <catch2/catch.hpp>

#include "plain_words.h"
#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <string>
#include <unordered_set>
#include <vector>

namespace fs = std::filesystem;
using ost::test::kRun;
using ost::test::plain_words;

namespace {
const fs::path kSource = OST_SOURCE_DIR;

/// Digest sections by id, from every data/rules/*.xml of the source tree.
std::map<std::string, ost::RuleSection> digest_sections() {
    std::map<std::string, ost::RuleSection> out;
    for (const auto& entry : fs::directory_iterator(kSource / "data/rules")) {
        if (entry.path().extension() == ".xml") {
            for (auto& s : ost::read_rules(ost::XmlDocument::load_file(entry.path())).sections) {
                out.emplace(s.id, std::move(s));
            }
        }
    }
    return out;
}

struct RuleAt {
    std::string where; ///< file, for messages
    ost::SpecialRule rule;
};

/// Every <rule> of lists/: each system.xml and every army list beside it.
std::vector<RuleAt> list_rules() {
    std::vector<RuleAt> out;
    for (const auto& dir : fs::directory_iterator(kSource / "lists")) {
        if (!dir.is_directory()) {
            continue;
        }
        const auto system =
            ost::read_system(ost::XmlDocument::load_file(dir.path() / "system.xml"));
        for (const auto& r : system.rules) {
            out.push_back({(dir.path() / "system.xml").string(), r});
        }
        for (const auto& file : fs::directory_iterator(dir.path())) {
            if (file.path().extension() != ".xml" || file.path().filename() == "system.xml") {
                continue;
            }
            const auto list = ost::read_army_list(ost::XmlDocument::load_file(file.path()), system);
            for (const auto& r : list.rules) {
                out.push_back({file.path().string(), r});
            }
        }
    }
    return out;
}

void add_runs(const std::string& text, std::unordered_set<std::string>& runs) {
    const auto words = plain_words(text);
    for (std::size_t i = 0; i + kRun <= words.size(); ++i) {
        std::string run;
        for (std::size_t k = 0; k < kRun; ++k) {
            run += (k ? " " : "") + words[i + k];
        }
        runs.insert(run);
    }
}

/// The text of one wm-selector rule entry: its "text" lines joined (lines break sentences).
std::string joined(const nlohmann::json& lines) {
    std::string out;
    for (const auto& line : lines) {
        if (line.is_string()) {
            out += line.get<std::string>() + ' ';
        }
    }
    return out;
}
} // namespace

TEST_CASE("every special rule in lists/ points to a digest section in both languages",
          "[rules][data][links]") {
    const auto sections = digest_sections();
    const auto rules = list_rules();
    CHECK(rules.size() >= 184); // 12 AB, 3 ADLG, 9 Jomini, 11 WME system and 149 WME army rules
    int wme_army_rules = 0;
    for (const auto& [where, rule] : rules) {
        INFO(where << ": rule \"" << rule.id << "\" → section \"" << rule.section << "\"");
        REQUIRE_FALSE(rule.section.empty());
        const auto it = sections.find(rule.section);
        REQUIRE(it != sections.end());
        CHECK_FALSE(it->second.title_fr.empty());
        CHECK_FALSE(it->second.title_en.empty());
        CHECK_FALSE(it->second.body_fr.empty());
        CHECK_FALSE(it->second.body_en.empty());
        CHECK_FALSE(rule.summary.fr.empty());
        CHECK_FALSE(rule.summary.en.empty());
        if (rule.section.rfind("wme.army.", 0) == 0) {
            ++wme_army_rules;
        }
    }
    CHECK(wme_army_rules > 100);
    // Every WME army has its overview section.
    for (const auto& file : fs::directory_iterator(kSource / "lists/wme")) {
        if (file.path().filename() != "system.xml") {
            INFO(file.path().string());
            CHECK(sections.count("wme.army." + file.path().stem().string()) == 1);
        }
    }
}

TEST_CASE("the army digest repeats no ten words of the wm-selector rule texts",
          "[rules][data][links]") {
    // The committed copy of the wm-selector army files (ISC) carries the French rule texts the
    // wme.army.* sections were written from; list summaries must be our own words too.
    std::unordered_set<std::string> runs;
    int files = 0;
    for (const auto& entry :
         fs::directory_iterator(fs::path(OST_TEST_DATA_DIR) / "wm-selector/warmaster-evolution")) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        ++files;
        const auto json = nlohmann::json::parse(ost::read_file(entry.path()));
        for (const char* key : {"specialRules", "spells"}) {
            if (json.contains(key) && (json.at(key).is_object() || json.at(key).is_array())) {
                for (const auto& value : json.at(key)) { // rules by name; spells as a list
                    if (value.is_object() && value.contains("text")) {
                        add_runs(joined(value.at("text")), runs);
                    }
                }
            }
        }
        if (json.contains("armyRules") && json.at("armyRules").is_array()) {
            add_runs(joined(json.at("armyRules")), runs);
        }
    }
    REQUIRE(files == 15);
    REQUIRE(runs.size() > 1000);
    std::vector<fs::path> ours;
    for (const auto& entry : fs::directory_iterator(kSource / "data/rules")) {
        ours.push_back(entry.path());
    }
    for (const auto& entry : fs::directory_iterator(kSource / "lists/wme")) {
        ours.push_back(entry.path());
    }
    for (const auto& file : ours) {
        const auto words = plain_words(ost::read_file(file));
        for (std::size_t i = 0; i + kRun <= words.size(); ++i) {
            std::string run;
            for (std::size_t k = 0; k < kRun; ++k) {
                run += (k ? " " : "") + words[i + k];
            }
            if (runs.count(run) != 0) {
                FAIL_CHECK(file.string() << " repeats the wm-selector text: " << run);
                break;
            }
        }
    }
}
