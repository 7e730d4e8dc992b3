// wm-selector JSON → ArmyList / magic items. Keeps figures exactly as published; rule texts
// are not copied (Ost links rules to its own digest instead). See lists/README.md, "Importer".
#include "core/io/wm_selector_importer.h"

#include "core/io/wm_selector_glossary.h"
#include "core/model/catalogue_kinds.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <map>
#include <set>

namespace ost {

namespace {

using nlohmann::json;

const char* kSource =
    "wm-selector v3.6.6 (github.com/dsusco/wm-selector, public/json/warmaster-evolution), "
    "ISC licence, by David Susco and contributors; figures of Warmaster Evolution v4 "
    "(Communauté Warmaster-FR). Converted by ost-cli import wm-selector.";

json parse(const std::string& text, const std::string& file) {
    // nlohmann-json ends the input at a NUL byte and would ignore what follows it.
    if (const auto nul = text.find('\0'); nul != std::string::npos) {
        throw InvalidInputError(TR_("This is not valid JSON: it holds a NUL byte, which JSON text never contains."),
                                {}, location_at(file, text.data(), text.size(), nul));
    }
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        const auto offset = e.byte == 0 ? 0 : std::min<std::size_t>(e.byte - 1, text.size());
        throw InvalidInputError(TR_("This file is not valid JSON."), e.what(),
                                location_at(file, text.data(), text.size(), offset));
    } catch (const json::exception& e) {
        // A number out of range (1e999) is an out_of_range without a position: the message
        // quotes the token, which locates it.
        const std::string what = e.what();
        const auto open = what.find('\'');
        const auto close = open == std::string::npos ? open : what.find('\'', open + 1);
        const auto token = close == std::string::npos ? std::string() : what.substr(open + 1, close - open - 1);
        const auto at = token.empty() ? std::string::npos : text.find(token);
        throw InvalidInputError(TR_("This file is not valid JSON: a number is out of range."), what,
                                at == std::string::npos ? Location{file, 0, 0}
                                                        : location_at(file, text.data(), text.size(), at));
    }
}

/// Runs `convert` on the parsed file, turning the library's type errors (a text where a list is
/// expected, a number where a name is) into a located InvalidInputError.
template <class Convert>
auto converting(const std::string& file, Convert&& convert) {
    try {
        return convert();
    } catch (const json::exception& e) {
        throw InvalidInputError(TR_("This file does not have the layout of a wm-selector file."),
                                e.what(), Location{file, 0, 0});
    } catch (const std::out_of_range& e) {
        throw InvalidInputError(TR_("This file does not have the layout of a wm-selector file."),
                                e.what(), Location{file, 0, 0});
    }
}

[[noreturn]] void bad(const std::string& file, const std::string& path, Text what) {
    throw InvalidInputError(TR_("At {0}: {1}").arg(path).arg(what), {}, Location{file, 0, 0});
}

const json& member(const json& object, const char* key, const std::string& file, const std::string& path) {
    if (!object.is_object() || !object.contains(key)) {
        bad(file, path, TR_("the member \"{0}\" is missing.").arg(key));
    }
    return object.at(key);
}

/// A stat as published: numbers and strings both become text.
std::string stat_text(const json& value, const std::string& file, const std::string& path) {
    if (value.is_string()) {
        return value.get<std::string>();
    }
    if (value.is_number_integer()) {
        return std::to_string(value.get<long long>());
    }
    bad(file, path, TR_("a number or a text is expected."));
}

/// Whole numbers of a wm-selector file (points, limits) are refused beyond this magnitude.
constexpr long long kMaxWhole = 1000000000;

int whole(const json& value, const std::string& file, const std::string& path) {
    if (value.is_number_integer()) {
        // nlohmann keeps non-negative numbers as unsigned: read them so, then bound both.
        const bool too_big = value.is_number_unsigned() && value.get<unsigned long long>() >
                                                               static_cast<unsigned long long>(kMaxWhole);
        const auto n = too_big ? kMaxWhole + 1 : value.get<long long>();
        if (n < -kMaxWhole || n > kMaxWhole) {
            bad(file, path, TR_("the number {0} is far beyond any army.").arg(value.dump()));
        }
        return static_cast<int>(n);
    }
    if (value.is_string()) {
        // Upgrade costs are written "+80".
        std::string s = value.get<std::string>();
        if (!s.empty() && s.front() == '+') {
            s.erase(s.begin());
        }
        try {
            std::size_t used = 0;
            const int out = std::stoi(s, &used);
            if (used == s.size()) {
                return out;
            }
        } catch (const std::exception&) {
        }
    }
    bad(file, path, TR_("a whole number is expected."));
}

std::optional<int> optional_whole(const json& object, const char* key, const std::string& file,
                                  const std::string& path) {
    if (!object.contains(key)) {
        return std::nullopt;
    }
    return whole(object.at(key), file, path + "/" + key);
}

std::string type_id(const std::string& published) {
    static const std::map<std::string, std::string> kTypes{
        {"Infantrie", "infantry"},       {"Infanterie", "infantry"},
        {"Cavalerie", "cavalry"},        {"Char", "chariot"},
        {"Monstre", "monster"},          {"Artillerie", "artillery"},
        {"Machine", "machine"},          {"Général", "general"},
        {"Héros", "hero"},               {"Sorcier", "wizard"},
        {"Monture", "mount"},            {"Monture Monstrueuse", "monstrous-mount"},
        {"Monture Spéciale", "special-mount"}, {"Char monté", "mounted-chariot"},
        {"Amélioration", "upgrade"},     {"Option", "upgrade"},
        {"Special", "special"},          {"Spécial", "special"},
        {"Objet Enchanté", "enchanted-item"}, {"Bannière Magique", "magic-standard"},
        {"Arme Magique", "magic-weapon"},
    };
    const auto it = kTypes.find(published);
    return it == kTypes.end() ? std::string() : it->second;
}

/// Members sorted by their "order" (wm-selector's display order), then by name.
std::vector<std::pair<std::string, const json*>> ordered(const json& object) {
    std::vector<std::pair<std::string, const json*>> out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        out.emplace_back(it.key(), &it.value());
    }
    const auto order = [](const json* j) {
        return j->contains("order") && j->at("order").is_number() ? j->at("order").get<double>() : 0.0;
    };
    std::stable_sort(out.begin(), out.end(),
                     [&](const auto& a, const auto& b) { return order(a.second) < order(b.second); });
    return out;
}

class ArmyImporter {
public:
    ArmyImporter(const std::string& file) : m_file(file) {}

    ArmyList run(const json& root, const std::string& id) {
        ArmyList list;
        list.id = id;
        list.system_id = "wme";
        if (!root.is_object()) {
            bad(m_file, "/", TR_("an object is expected."));
        }
        const auto& name = member(root, "name", m_file, "/");
        if (!name.is_string()) {
            bad(m_file, "/name", TR_("a text is expected."));
        }
        list.name = wm_selector_army_name(id, name.get<std::string>());
        list.source = kSource;
        list.edition = "Warmaster Evolution v4";
        const auto& units = member(root, "units", m_file, "/");
        const auto& upgrades = member(root, "upgrades", m_file, "/");
        if (!units.is_object() || !upgrades.is_object()) {
            bad(m_file, "/units", TR_("an object is expected."));
        }
        // Ids first, so attachments and upgrade references resolve whatever the order.
        std::set<std::string> taken;
        for (const auto& [key, value] : ordered(units)) {
            m_unit_ids[key] = fresh_id(key, taken);
        }
        std::set<std::string> upgrade_taken;
        for (const auto& [key, value] : ordered(upgrades)) {
            m_upgrade_ids[key] = fresh_id(key, upgrade_taken);
        }
        if (root.contains("specialRules") && root.at("specialRules").is_object()) {
            for (const auto& [key, value] : ordered(root.at("specialRules"))) {
                rule_id(key);
            }
        }
        for (const auto& [key, value] : ordered(upgrades)) {
            list.upgrades.push_back(read_upgrade(key, *value, "/upgrades/" + key));
        }
        for (const auto& [key, value] : ordered(units)) {
            list.units.push_back(read_unit(key, *value, "/units/" + key));
        }
        for (const auto& [name_fr, rule] : m_rules) {
            (void)name_fr;
            list.rules.push_back(rule);
        }
        std::sort(list.rules.begin(), list.rules.end(),
                  [](const SpecialRule& a, const SpecialRule& b) { return a.id < b.id; });
        return list;
    }

private:
    std::string fresh_id(const std::string& name, std::set<std::string>& taken) {
        std::string base = slug_id(name);
        if (base.empty()) {
            base = "entry";
        }
        std::string id = base;
        for (int n = 2; !taken.insert(id).second; ++n) {
            id = base + "-" + std::to_string(n);
        }
        return id;
    }

    std::string rule_id(const std::string& name) {
        const auto it = m_rules.find(name);
        if (it != m_rules.end()) {
            return it->second.id;
        }
        SpecialRule rule;
        rule.id = fresh_id(name, m_rule_taken);
        std::string fr = name;
        while (!fr.empty() && fr.back() == ' ') {
            fr.pop_back();
        }
        rule.name = {wm_selector_french_name(fr), wm_selector_english_name(fr)};
        // wm-selector files mark their optional units (names ending in "(*)") with a rule
        // called "Règle(s) optionnelle(s)": those units are played only if the opponent
        // agrees. The id stays the slug; the name says what the rule is about.
        if (rule.id == "regle-optionnelle" || rule.id == "regles-optionnelles") {
            rule.name = {"Unité optionnelle (accord de l'adversaire)",
                         "Optional unit (opponent's consent)"};
        }
        m_rules[name] = rule;
        return rule.id;
    }

    Profile read_profile(const json& j, const std::string& path) {
        Profile p;
        p.type = "unit";
        static const std::vector<std::pair<const char*, const char*>> kFields{
            {"type", "type"}, {"attack", "attacks"}, {"range", "range"}, {"hits", "hits"},
            {"armour", "armour"}, {"command", "command"}, {"size", "size"}};
        for (const auto& [json_key, field] : kFields) {
            if (!j.contains(json_key)) {
                continue;
            }
            std::string value = stat_text(j.at(json_key), m_file, path + "/" + json_key);
            if (std::string(field) == "type") {
                const auto id = type_id(value);
                if (id.empty()) {
                    bad(m_file, path + "/type", TR_("unknown unit type \"{0}\".").arg(value));
                }
                value = id;
            }
            p.values.emplace_back(field, value);
        }
        return p;
    }

    std::vector<std::string> rules_of(const json& j) {
        std::vector<std::string> out;
        if (j.contains("specialRules") && j.at("specialRules").is_array()) {
            for (const auto& r : j.at("specialRules")) {
                if (r.is_string()) {
                    out.push_back(rule_id(r.get<std::string>()));
                }
            }
        }
        return out;
    }

    std::vector<std::string> unit_refs(const json& j, const char* key, const std::string& path) {
        std::vector<std::string> out;
        if (!j.contains(key)) {
            return out;
        }
        for (const auto& name : j.at(key)) {
            const auto it = name.is_string() ? m_unit_ids.find(name.get<std::string>()) : m_unit_ids.end();
            if (it == m_unit_ids.end()) {
                bad(m_file, path + "/" + key, TR_("\"{0}\" is not a unit of this army.").arg(name.dump()));
            }
            out.push_back(it->second);
        }
        return out;
    }

    UnitOption read_upgrade(const std::string& name, const json& j, const std::string& path) {
        UnitOption o;
        o.id = m_upgrade_ids.at(name);
        o.name = {wm_selector_french_name(name), wm_selector_english_name(name)};
        o.profile = read_profile(j, path);
        o.costs.push_back({"points", whole(member(j, "points", m_file, path), m_file, path + "/points"), 0});
        o.max = optional_whole(j, "max", m_file, path);
        o.army_min = optional_whole(j, "armyMin", m_file, path);
        o.army_max = optional_whole(j, "armyMax", m_file, path);
        o.requires_units = unit_refs(j, "requiredUnits", path);
        o.rules = rules_of(j);
        return o;
    }

    UnitEntry read_unit(const std::string& name, const json& j, const std::string& path) {
        UnitEntry u;
        u.id = m_unit_ids.at(name);
        u.name = {wm_selector_french_name(name), wm_selector_english_name(name)};
        u.profile = read_profile(j, path);
        const auto* type = u.profile.get("type");
        if (type == nullptr) {
            bad(m_file, path, TR_("the member \"{0}\" is missing.").arg("type"));
        }
        if (*type == "general") {
            u.role = UnitRole::General;
        } else if (*type == "hero" || *type == "wizard") {
            u.role = UnitRole::Character;
        }
        const int points = whole(member(j, "points", m_file, path), m_file, path + "/points");
        if (points < 0) {
            bad(m_file, path + "/points", TR_("points cannot be negative."));
        }
        u.costs.push_back({"points", points, 0});
        u.min = optional_whole(j, "min", m_file, path);
        u.max = optional_whole(j, "max", m_file, path);
        u.army_min = optional_whole(j, "armyMin", m_file, path);
        u.army_max = optional_whole(j, "armyMax", m_file, path);
        u.attaches_to = unit_refs(j, "augendUnits", path);
        u.counts = !(j.contains("noCount") && j.at("noCount") == true);
        u.magic = !(j.contains("noMagic") && j.at("noMagic") == true);
        if (j.contains("upgrades")) {
            for (const auto& up : j.at("upgrades")) {
                if (!up.is_string()) {
                    bad(m_file, path + "/upgrades", TR_("a text is expected."));
                }
                // Not an upgrade of the army: a magic item of the system catalogue (the Dwarf
                // Runesmith takes wizard items this way); build-db checks that it exists.
                const auto it = m_upgrade_ids.find(up.get<std::string>());
                u.upgrades.push_back(it != m_upgrade_ids.end() ? it->second : slug_id(up.get<std::string>()));
            }
        }
        u.rules = rules_of(j);
        // wm-selector keys army rule texts by unit name: the unit has that rule.
        const auto own = m_rules.find(name);
        if (own != m_rules.end() &&
            std::find(u.rules.begin(), u.rules.end(), own->second.id) == u.rules.end()) {
            u.rules.insert(u.rules.begin(), own->second.id);
        }
        return u;
    }

    std::string m_file;
    std::map<std::string, std::string> m_unit_ids;
    std::map<std::string, std::string> m_upgrade_ids;
    std::map<std::string, SpecialRule> m_rules;
    std::set<std::string> m_rule_taken;
};

} // namespace

std::string slug_id(const std::string& name) {
    static const std::vector<std::pair<std::string, std::string>> kFold{
        {"à", "a"}, {"â", "a"}, {"ä", "a"}, {"é", "e"}, {"è", "e"}, {"ê", "e"}, {"ë", "e"},
        {"É", "e"}, {"È", "e"}, {"î", "i"}, {"ï", "i"}, {"ô", "o"}, {"ö", "o"}, {"ù", "u"},
        {"û", "u"}, {"ü", "u"}, {"ç", "c"}, {"œ", "oe"}, {"Œ", "oe"}, {"À", "a"}, {"Ô", "o"}};
    std::string out;
    bool dash = false;
    for (std::size_t i = 0; i < name.size();) {
        bool folded = false;
        for (const auto& [from, to] : kFold) {
            if (name.compare(i, from.size(), from) == 0) {
                out += to;
                i += from.size();
                folded = true;
                dash = false;
                break;
            }
        }
        if (folded) {
            continue;
        }
        const unsigned char c = static_cast<unsigned char>(name[i]);
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            out += static_cast<char>(c);
            dash = false;
        } else if (c >= 'A' && c <= 'Z') {
            out += static_cast<char>(c - 'A' + 'a');
            dash = false;
        } else if (!dash && !out.empty()) {
            out += '-';
            dash = true;
        }
        if (c >= 0x80) {
            // Skip the rest of an unfolded UTF-8 sequence (’, °, …).
            ++i;
            while (i < name.size() && (static_cast<unsigned char>(name[i]) & 0xC0) == 0x80) {
                ++i;
            }
        } else {
            ++i;
        }
    }
    while (!out.empty() && out.back() == '-') {
        out.pop_back();
    }
    return out;
}

ArmyList import_wm_selector_army(const std::string& text, const std::string& file, const std::string& id) {
    auto list = converting(file, [&] { return ArmyImporter(file).run(parse(text, file), id); });
    // Known misprints of the source are corrected here, so a re-import keeps the fixes.
    for (auto& unit : list.units) {
        for (auto& [field, value] : unit.profile.values) {
            if (const auto* fixed = wm_selector_stat_erratum(list.id, unit.name.fr, field, value)) {
                value = *fixed;
            }
        }
    }
    return list;
}

bool is_wm_selector_magic_items(const std::string& text) {
    return text.find("\"upgradeConstraints\"") != std::string::npos;
}

void keep_rule_links(ArmyList& imported, const ArmyList& previous) {
    for (auto& rule : imported.rules) {
        const auto* before = previous.rule(rule.id);
        if (before != nullptr) {
            rule.section = before->section;
            rule.summary = before->summary;
        }
    }
}

namespace {
std::vector<CatalogueEntry> read_magic_items(const std::string& text, const std::string& file) {
    const auto root = parse(text, file);
    const auto& items = member(root, "upgrades", file, "/");
    const auto& constraints = member(root, "upgradeConstraints", file, "/");
    if (!items.is_object() || !constraints.is_array()) {
        bad(file, "/", TR_("\"upgrades\" must be an object and \"upgradeConstraints\" a list."));
    }
    std::map<std::string, std::vector<std::string>> types;
    for (std::size_t i = 0; i < constraints.size(); ++i) {
        const auto path = "/upgradeConstraints/" + std::to_string(i);
        const auto& c = constraints[i];
        const auto& unit_types = member(c, "unitType", file, path);
        const auto& names = member(c, "upgrades", file, path);
        for (const auto& n : names) {
            auto& slot = types[n.get<std::string>()];
            for (const auto& t : unit_types) {
                const auto id = type_id(t.get<std::string>());
                if (id.empty()) {
                    bad(file, path + "/unitType", TR_("unknown unit type \"{0}\".").arg(t.dump()));
                }
                if (std::find(slot.begin(), slot.end(), id) == slot.end()) {
                    slot.push_back(id);
                }
            }
        }
    }
    std::vector<CatalogueEntry> out;
    std::set<std::string> taken;
    for (auto it = items.begin(); it != items.end(); ++it) {
        const auto path = "/upgrades/" + it.key();
        CatalogueEntry e;
        e.id = slug_id(it.key());
        if (!taken.insert(e.id).second) {
            bad(file, path, TR_("two magic items have the id \"{0}\".").arg(e.id));
        }
        e.kind = catalogue_kind::kMagicItem;
        e.name = {wm_selector_french_name(it.key()), wm_selector_english_name(it.key())};
        e.costs.push_back({"points", whole(member(it.value(), "points", file, path), file, path + "/points"), 0});
        e.army_max = optional_whole(it.value(), "armyMax", file, path);
        if (it.value().contains("type")) {
            const auto t = type_id(it.value().at("type").get<std::string>());
            if (!t.empty()) {
                e.profile = Profile{"magic-item", {{"type", t}}};
            }
        }
        e.eligible_types = types[it.key()];
        out.push_back(std::move(e));
    }
    return out;
}
} // namespace

std::vector<CatalogueEntry> import_wm_selector_magic_items(const std::string& text, const std::string& file) {
    return converting(file, [&] { return read_magic_items(text, file); });
}

} // namespace ost
