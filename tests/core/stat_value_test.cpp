// Tests for the stat parser (src/core/model/stat_value.h): each format by hand-checked examples
// and refusals, and every stat of every bundled system catalogue and army list in lists/.
#include "core/io/army_list_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/model/stat_value.h"
#include "core/services/data_check.h"
#include "core/services/reference_builder.h"
#include "core/support/atomic_file.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace fs = std::filesystem;

namespace {
const fs::path kData = OST_TEST_DATA_DIR;
const fs::path kLists = fs::path(OST_SOURCE_DIR) / "lists";

template <typename Parse>
ost::StatSyntaxError syntax_error(Parse parse, const std::string& text) {
    try {
        parse(text);
    } catch (const ost::StatSyntaxError& e) {
        return e;
    }
    FAIL("\"" << text << "\" was accepted");
    throw std::logic_error("unreachable");
}

ost::StatAmount fixed(int value, bool relative = false) { return {value, 0, 0, {}, relative}; }

/// Every profile of one system file or list, with where it comes from (for failure messages).
struct Stat {
    std::string where;
    std::string system;
    std::string profile;
    std::string field;
    std::string text;
};

void collect(std::vector<Stat>& out, const std::string& where, const std::string& system,
             const ost::Profile& profile) {
    for (const auto& [field, text] : profile.values) {
        out.push_back({where, system, profile.type, field, text});
    }
}

/// Reads every lists/<system>/ folder through the real readers: the system catalogue, every
/// army list's units, their own options and the list's shared upgrades.
std::vector<Stat> bundled_stats(std::map<std::string, ost::GameSystem>& systems) {
    std::vector<Stat> stats;
    for (const auto& dir : fs::directory_iterator(kLists)) {
        if (!fs::exists(dir.path() / "system.xml")) {
            continue;
        }
        auto system = ost::read_system(ost::XmlDocument::load_file(dir.path() / "system.xml"));
        for (const auto& entry : system.catalogue) {
            collect(stats, system.id + "/system.xml " + entry.id, system.id, entry.profile);
        }
        for (const auto& file : ost::army_list_files(dir.path())) {
            const auto list = ost::read_army_list(ost::XmlDocument::load_file(file), system);
            const auto where = system.id + "/" + list.id + " ";
            for (const auto& unit : list.units) {
                collect(stats, where + unit.id, system.id, unit.profile);
                for (const auto& option : unit.options) {
                    collect(stats, where + unit.id + "/" + option.id, system.id, option.profile);
                }
            }
            for (const auto& upgrade : list.upgrades) {
                collect(stats, where + upgrade.id, system.id, upgrade.profile);
            }
        }
        systems.emplace(system.id, std::move(system));
    }
    return stats;
}
} // namespace

TEST_CASE("Whole-number stats: plain, or a signed change", "[stats]") {
    CHECK(ost::parse_stat_number("3") == ost::StatNumber{3, false});
    CHECK(ost::parse_stat_number(" 10 ") == ost::StatNumber{10, false});
    CHECK(ost::parse_stat_number("0") == ost::StatNumber{0, false});
    CHECK(ost::parse_stat_number("+1") == ost::StatNumber{1, true});
    CHECK(ost::parse_stat_number("-2") == ost::StatNumber{-2, true});
    for (const char* bad : {"", "+", "3a", "3 4", "x", "1.5", "99999999999"}) {
        const auto e = syntax_error([](const std::string& t) { return ost::parse_stat_number(t); }, bad);
        CHECK(e.raw_text() == bad);
        CHECK(e.kind() == ost::ErrorKind::InvalidInput);
    }
}

TEST_CASE("WME attacks: close combat, shooting, dice, range bands and notes", "[stats][wme]") {
    const auto parse = [](const std::string& t) { return ost::parse_attacks(t); };
    auto a = parse("3");
    CHECK(a.melee == fixed(3));
    CHECK_FALSE(a.shooting);
    CHECK(a.note.empty());

    a = parse("3/1");
    CHECK(a.melee == fixed(3));
    REQUIRE(a.shooting);
    CHECK(*a.shooting == fixed(1));

    a = parse("+2");
    CHECK(a.melee == fixed(2, true));

    a = parse("+3/+3");
    CHECK(a.melee == fixed(3, true));
    CHECK(*a.shooting == fixed(3, true));

    a = parse("+3/3");
    CHECK(a.melee == fixed(3, true));
    CHECK(*a.shooting == fixed(3));

    a = parse("d3+2");
    CHECK(a.melee == ost::StatAmount{2, 1, 3, {}, false});
    CHECK(a.melee.has_dice());

    a = parse("1/D6");
    CHECK(*a.shooting == ost::StatAmount{0, 1, 6, {}, false});
    a = parse("1/2D6");
    CHECK(*a.shooting == ost::StatAmount{0, 2, 6, {}, false});

    a = parse("1/8-4-2");
    CHECK(a.melee == fixed(1));
    CHECK(*a.shooting == ost::StatAmount{8, 0, 0, {8, 4, 2}, false});
    a = parse("3/2-1");
    CHECK(*a.shooting == ost::StatAmount{2, 0, 0, {2, 1}, false});

    a = parse("1/2+bounce");
    CHECK(*a.shooting == fixed(2));
    CHECK(a.note == "+bounce");
    a = parse("2/1*");
    CHECK(*a.shooting == fixed(1));
    CHECK(a.note == "*");
    a = parse("1/1 par socle");
    CHECK(*a.shooting == fixed(1));
    CHECK(a.note == "par socle");
    a = parse("0/6");
    CHECK(a.melee == fixed(0));
    CHECK(*a.shooting == fixed(6));

    for (const char* bad : {"", "abc", "/1", "3/", "3/1/2", "d1", "+", "3/x"}) {
        CHECK(syntax_error(parse, bad).raw_text() == bad);
    }
}

TEST_CASE("Ranges: centimetres, bands, multipliers and notes", "[stats][wme]") {
    const auto parse = [](const std::string& t) { return ost::parse_range(t); };
    auto r = parse("30cm");
    CHECK(r.bands_cm == std::vector<int>{30});
    CHECK(r.max_cm() == 30);
    CHECK(r.shots == fixed(1));
    CHECK_FALSE(r.relative);
    CHECK(r.note.empty());

    r = parse("15cm à 360°");
    CHECK(r.bands_cm == std::vector<int>{15});
    CHECK(r.note == "à 360°");

    r = parse("10-20-30cm");
    CHECK(r.bands_cm == std::vector<int>{10, 20, 30});
    CHECK(r.max_cm() == 30);

    r = parse("15cm/30cm");
    CHECK(r.bands_cm == std::vector<int>{15, 30});

    r = parse("2x60cm+rebond");
    CHECK(r.shots == fixed(2));
    CHECK(r.bands_cm == std::vector<int>{60});
    CHECK(r.note == "+rebond");

    r = parse("3x30cm à 360°");
    CHECK(r.shots == fixed(3));
    CHECK(r.note == "à 360°");

    r = parse("d3x15cm");
    CHECK(r.shots == ost::StatAmount{0, 1, 3, {}, false});
    CHECK(r.bands_cm == std::vector<int>{15});

    r = parse("+3x20cm");
    CHECK(r.relative);
    CHECK(r.shots == fixed(3));
    CHECK(r.max_cm() == 20);

    for (const char* bad : {"", "30", "cm", "15mm/30cm", "30cm/15cm", "x30cm", "2x"}) {
        CHECK(syntax_error(parse, bad).raw_text() == bad);
    }
}

TEST_CASE("Armour saves: a roll, none, or alternatives", "[stats][wme]") {
    const auto parse = [](const std::string& t) { return ost::parse_armour_save(t); };
    CHECK(parse("5+").save() == 5);
    CHECK(parse("3+").saves == std::vector<std::optional<int>>{3});
    CHECK_FALSE(parse("-").save());
    CHECK(parse("-").saves.size() == 1);
    const auto skirmish = parse("-/6+");
    CHECK(skirmish.saves == std::vector<std::optional<int>>{std::nullopt, 6});
    CHECK_FALSE(skirmish.save());
    for (const char* bad : {"", "+", "5", "7+", "0+", "5+/", "5++"}) {
        CHECK(syntax_error(parse, bad).raw_text() == bad);
    }
}

TEST_CASE("Fractions: the faces of the A&B combat die that hit an armour colour", "[stats][ab]") {
    const auto parse = [](const std::string& t) { return ost::parse_fraction(t); };
    CHECK(parse("4") == ost::FractionValue{4, 1});
    CHECK(parse("0") == ost::FractionValue{0, 1});
    CHECK(parse("1/2") == ost::FractionValue{1, 2});
    CHECK(parse("2/4") == ost::FractionValue{2, 4});
    for (const char* bad : {"", "1/0", "1/", "/2", "-1", "1.5", "a", "1/2/3"}) {
        CHECK(syntax_error(parse, bad).raw_text() == bad);
    }
}

TEST_CASE("parse_stat follows the field's format and names the field in errors", "[stats]") {
    ost::ProfileField code{"category", {}, {}, ost::StatFormat::Code};
    CHECK(std::get<std::string>(ost::parse_stat(code, "LMI")) == "LMI");
    CHECK(syntax_error([&](const std::string& t) { return ost::parse_stat(code, t); }, "L MI").field() ==
          "category");

    ost::ProfileField ids{"capabilities", {}, {}, ost::StatFormat::Ids};
    CHECK(std::get<std::vector<std::string>>(ost::parse_stat(ids, "bows elite")) ==
          std::vector<std::string>{"bows", "elite"});
    CHECK(syntax_error([&](const std::string& t) { return ost::parse_stat(ids, t); }, "Bows").raw_text() ==
          "Bows");
    CHECK_THROWS_AS(ost::parse_stat(ids, " "), ost::StatSyntaxError);

    ost::ProfileField id{"troop-type", {}, {}, ost::StatFormat::Id};
    CHECK(std::get<std::string>(ost::parse_stat(id, "light-infantry")) == "light-infantry");
    CHECK_THROWS_AS(ost::parse_stat(id, "light infantry"), ost::StatSyntaxError);

    ost::ProfileField choice{"type", {}, {{"infantry", {}}}, ost::StatFormat::Choice};
    CHECK(std::get<std::string>(ost::parse_stat(choice, "infantry")) == "infantry");
    CHECK_THROWS_AS(ost::parse_stat(choice, "cavalry"), ost::StatSyntaxError);

    ost::ProfileField text{"notes", {}, {}, ost::StatFormat::Text};
    CHECK(std::get<std::string>(ost::parse_stat(text, "anything at all")) == "anything at all");

    ost::ProfileField armour{"armour", {}, {}, ost::StatFormat::ArmourSave};
    CHECK(std::get<ost::ArmourValue>(ost::parse_stat(armour, "4+")).save() == 4);

    // Typed access on a profile: absent is nullopt, unreadable is an error naming field and text.
    ost::Profile profile{"unit", {{"attacks", "3/1"}, {"armour", "+"}, {"hits", "3"}}};
    CHECK(ost::stat_attacks(profile)->shooting == fixed(1));
    CHECK(ost::stat_number(profile, "hits") == ost::StatNumber{3, false});
    CHECK_FALSE(ost::stat_range(profile));
    CHECK_FALSE(ost::stat_fraction(profile, "hit-faces"));
    const auto e = syntax_error([&](const std::string&) { return ost::stat_armour(profile); }, "");
    CHECK(e.field() == "armour");
    CHECK(e.raw_text() == "+");
    CHECK_THAT(e.message().english(), Catch::Contains("\"+\""));
}

TEST_CASE("Stat formats have stable names and the system reader checks them", "[stats][lists]") {
    for (auto f : {ost::StatFormat::Text, ost::StatFormat::Choice, ost::StatFormat::Whole, ost::StatFormat::Code,
                   ost::StatFormat::Id, ost::StatFormat::Ids, ost::StatFormat::Attacks, ost::StatFormat::Range,
                   ost::StatFormat::ArmourSave, ost::StatFormat::Fraction}) {
        CHECK(ost::stat_format_from(ost::to_string(f)) == f);
    }
    CHECK(std::string(ost::to_string(ost::StatFormat::ArmourSave)) == "armour-save");
    CHECK_FALSE(ost::stat_format_from("number"));

    const auto text = ost::read_file(kData / "lists/wme/system.xml");
    const auto with = [&](const std::string& from, const std::string& to) {
        auto changed = text;
        const auto at = changed.find(from);
        REQUIRE(at != std::string::npos);
        changed.replace(at, from.size(), to);
        return ost::read_system(ost::XmlDocument::load_string(changed, "system.xml"));
    };
    // No format: text, or choice when the field has choices.
    const auto plain = with("<field id=\"hits\">", "<field id=\"hits\">");
    CHECK(plain.profile_type("unit")->field("hits")->format == ost::StatFormat::Text);
    CHECK(plain.profile_type("unit")->field("type")->format == ost::StatFormat::Choice);
    const auto whole = with("<field id=\"hits\">", "<field id=\"hits\" format=\"whole\">");
    CHECK(whole.profile_type("unit")->field("hits")->format == ost::StatFormat::Whole);
    try {
        with("<field id=\"hits\">", "<field id=\"hits\" format=\"number\">");
        FAIL("an unknown format was accepted");
    } catch (const ost::InvalidInputError& e) {
        CHECK_THAT(e.message().english(), Catch::Contains("number"));
        CHECK(e.location().line == 40);
    }
    CHECK_THROWS_AS(with("<field id=\"hits\">", "<field id=\"hits\" format=\"choice\">"), ost::InvalidInputError);
    CHECK_THROWS_AS(with("<field id=\"type\">", "<field id=\"type\" format=\"text\">"), ost::InvalidInputError);
}

TEST_CASE("Every stat of every bundled system catalogue and army list parses", "[stats][lists]") {
    std::map<std::string, ost::GameSystem> systems;
    const auto stats = bundled_stats(systems);
    REQUIRE(systems.size() == 4);

    std::set<ost::StatFormat> formats_seen;
    std::map<std::string, int> per_system;
    std::vector<std::string> failures;
    for (const auto& stat : stats) {
        const auto& system = systems.at(stat.system);
        const auto* type = system.profile_type(stat.profile);
        REQUIRE(type != nullptr);
        const auto* field = type->field(stat.field);
        REQUIRE(field != nullptr);
        formats_seen.insert(field->format);
        ++per_system[stat.system];
        try {
            const auto value = ost::parse_stat(*field, stat.text);
            // ADLG references: troop types and capabilities are entries of the system catalogue.
            if (stat.field == "troop-type") {
                const auto* entry = system.catalogue_entry(std::get<std::string>(value));
                if (entry == nullptr || entry->kind != "troop-type") {
                    failures.push_back(stat.where + ": unknown troop type " + stat.text);
                }
            }
            if (stat.field == "capabilities") {
                for (const auto& id : std::get<std::vector<std::string>>(value)) {
                    const auto* entry = system.catalogue_entry(id);
                    if (entry == nullptr || entry->kind != "capability") {
                        failures.push_back(stat.where + ": unknown capability " + id);
                    }
                }
            }
        } catch (const ost::StatSyntaxError& e) {
            failures.push_back(stat.where + " " + stat.field + "=\"" + e.raw_text() + "\": " + e.message().english());
        }
    }
    for (const auto& failure : failures) {
        UNSCOPED_INFO(failure);
    }
    CHECK(failures.empty());
    // The walk really covered the data: all four systems, and every format but free text.
    CHECK(per_system["wme"] > 1000);
    CHECK(per_system["adlg"] > 500);
    CHECK(per_system["ab"] >= 19);
    CHECK(per_system["jomini"] >= 78);
    for (auto f : {ost::StatFormat::Choice, ost::StatFormat::Whole, ost::StatFormat::Code, ost::StatFormat::Id,
                   ost::StatFormat::Ids, ost::StatFormat::Attacks, ost::StatFormat::Range,
                   ost::StatFormat::ArmourSave, ost::StatFormat::Fraction}) {
        INFO(ost::to_string(f));
        CHECK(formats_seen.count(f) == 1);
    }
}

TEST_CASE("Bundled stats read as the published figures", "[stats][lists]") {
    const auto wme = ost::read_system(ost::XmlDocument::load_file(kLists / "wme/system.xml"));
    const auto dwarfs = ost::read_army_list(ost::XmlDocument::load_file(kLists / "wme/nains.xml"), wme);
    const auto* cannon = dwarfs.unit("canons");
    REQUIRE(cannon != nullptr);
    const auto attacks = ost::stat_attacks(cannon->profile);
    CHECK(attacks->melee == fixed(1));
    CHECK(*attacks->shooting == fixed(2));
    CHECK(attacks->note == "+bounce");
    CHECK(ost::stat_range(cannon->profile)->max_cm() == 60);
    CHECK(ost::stat_armour(cannon->profile)->save() == 6);
    CHECK(ost::stat_number(cannon->profile, "hits")->value == 2);

    const auto empire = ost::read_army_list(ost::XmlDocument::load_file(kLists / "wme/empire.xml"), wme);
    const auto* skirmishers = empire.unit("tirailleurs");
    REQUIRE(skirmishers != nullptr);
    CHECK(ost::stat_number(skirmishers->profile, "size") == ost::StatNumber{1, true});
    CHECK(ost::stat_armour(skirmishers->profile)->saves == std::vector<std::optional<int>>{std::nullopt, 6});

    const auto ab = ost::read_system(ost::XmlDocument::load_file(kLists / "ab/system.xml"));
    CHECK(ost::stat_fraction(ab.catalogue_entry("armour-yellow")->profile, "hit-faces") == ost::FractionValue{4, 1});
    CHECK(ost::stat_fraction(ab.catalogue_entry("armour-black")->profile, "hit-faces") == ost::FractionValue{1, 2});
    const auto adlg = ost::read_system(ost::XmlDocument::load_file(kLists / "adlg/system.xml"));
    const auto* li = adlg.catalogue_entry("light-infantry");
    CHECK(ost::stat_number(li->profile, "protection")->value == 1);
    CHECK(ost::stat_number(li->profile, "cohesion")->value == 2);
    CHECK(ost::stat_number(li->profile, "move")->value == 4);
}

TEST_CASE("check-data parses every stat and locates one that does not parse", "[stats][lists]") {
    int files = 0;
    for (const auto& dir : fs::directory_iterator(kLists)) {
        if (!fs::exists(dir.path() / "system.xml")) {
            continue;
        }
        CHECK_NOTHROW(ost::check_data_file(dir.path() / "system.xml"));
        ++files;
        for (const auto& file : ost::army_list_files(dir.path())) {
            INFO(file.string());
            CHECK_NOTHROW(ost::check_data_file(file));
            ++files;
        }
    }
    CHECK(files == 25);

    const auto dir = fs::temp_directory_path() / "ost-test-stat-check" / "wme";
    fs::create_directories(dir);
    fs::copy_file(kLists / "wme/system.xml", dir / "system.xml", fs::copy_options::overwrite_existing);
    auto text = ost::read_file(kLists / "wme/nains.xml");
    const std::string published = "range=\"60cm\"";
    const auto at = text.find(published);
    REQUIRE(at != std::string::npos);
    text.replace(at, published.size(), "range=\"60\"");
    ost::write_file_atomic(dir / "nains.xml", text);
    const auto line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    const auto column = static_cast<int>(at - text.rfind('\n', at));
    try {
        ost::check_data_file(dir / "nains.xml");
        FAIL("a range without cm passed check-data");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.location().line == line);
        CHECK(e.location().column == column);
        CHECK(e.detail() == "60");
        CHECK_THAT(e.message().english(), Catch::Contains("\"60\"") && Catch::Contains("cm"));
    }
    fs::remove_all(dir.parent_path());
}
