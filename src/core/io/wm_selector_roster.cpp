// wm-selector save links to rosters: query parsing (percent-decoding like querystring-es3), the
// magic-item abbreviations of wm-selector's Warmaster Evolution file, and the mapping by order.
#include "core/io/wm_selector_roster.h"

#include "core/io/wm_selector_importer.h"
#include "core/model/limits.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/translator.h"

#include <algorithm>
#include <map>

namespace ost {

namespace {

/// wm-selector v3.6.6 src/json/magic-items/Warmaster Evolution.json: each item's `order` (the
/// abbreviation its save links use) and the Ost catalogue id of the item (lists/wme/system.xml,
/// ids made from the same French names), in the file's order. wm-selector gives "BdP", "BdR" and
/// "SdS" to two items each; on loading it takes the first, and so do we (and say so).
struct MagicItemOrder {
    std::string_view order;
    std::string_view id;
};
constexpr MagicItemOrder kMagicItemOrders[] = {
    {"AdS", "anneau-de-sorcellerie"},    {"BdP", "baguette-de-pouvoir"},
    {"BdB", "banniere-de-bataille"},     {"BdC", "banniere-de-chance"},
    {"BdP", "banniere-de-protection"},   {"BdR", "banniere-de-robustesse"},
    {"BdT", "banniere-de-tenacite"},     {"BdR", "baton-de-repetition"},
    {"BdE", "baton-d-envoutement"},      {"CdC", "couronne-de-commandement"},
    {"EdDn", "epee-de-destruction"},     {"EdP", "epee-de-puissance"},
    {"EdD", "epee-du-destin"},           {"HdD", "heaume-de-domination"},
    {"OdM", "orbe-de-majeste"},          {"SdS", "parchemin-d-anti-magie"},
    {"SdS", "sceptre-de-souverainete"},  {"EdM", "epee-de-mutilation"},
};

int hex_value(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

/// "+" → space, "%XX" → the byte; a malformed escape stays as written (querystring-es3 does so).
std::string decode(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '+') {
            out += ' ';
        } else if (text[i] == '%' && i + 2 < text.size() && hex_value(text[i + 1]) >= 0 &&
                   hex_value(text[i + 2]) >= 0) {
            out += static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

bool all_digits(std::string_view s) {
    return !s.empty() && s.size() <= 6 &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// wm-selector's `\w`: ASCII letters, digits and underscore.
bool word(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
               c == '_';
    });
}

int number_of(const std::string& key, const std::string& value) {
    if (!all_digits(value) || value.size() > 5 || std::stoi(value) > 10000) { // stoi would throw past 2^31
        throw InvalidInputError(
            TR_("The wm-selector link gives \"{0}\" for \"{1}\": a number of units from 0 to "
                "10000 was expected.")
                .arg(value)
                .arg(key));
    }
    return std::stoi(value);
}

/// A decoded text the roster keeps (label, army path): `%FF` or `%7F` in a link would store bytes
/// that are not text, or a control character, which a save then refuses. Refused here, named.
std::string kept_text(std::string value, const std::string& key) {
    const auto bad = invalid_utf8_offset(value);
    if (bad != std::string::npos || control_character_offset(value) != std::string::npos) {
        throw InvalidInputError(
            TR_("The wm-selector link's \"{0}\" (\"{1}\") holds a byte that is not text, or a "
                "control character; copy the link again from wm-selector.")
                .arg(key)
                .arg(escape_invalid_utf8(value.substr(0, 80))));
    }
    return value;
}

/// Refuses an entry past the options or magic items a roster entry may hold, as soon as one is
/// added (a link naming 10,000 items of many kinds would otherwise fill the memory).
void check_caps(const RosterEntry& e) {
    if (e.options.size() > kMaxEntryOptions) {
        throw InvalidInputError(TR_("A roster entry holds at most {0} options; this one has more.").arg(kMaxEntryOptions));
    }
    if (e.magic_items.size() > kMaxEntryMagicItems) {
        throw InvalidInputError(TR_("A roster entry holds at most {0} magic items; this one has more.")
                                    .arg(kMaxEntryMagicItems));
    }
}

} // namespace

WmSelectorSave parse_wm_selector_save(std::string_view link) {
    const auto question = link.find('?');
    std::string_view query = question == std::string_view::npos ? link : link.substr(question + 1);
    while (!query.empty() && (query.back() == '\n' || query.back() == '\r' || query.back() == ' ')) {
        query.remove_suffix(1);
    }
    WmSelectorSave save;
    std::map<int, WmSelectorSave::Unit> units;
    bool has_path = false;
    std::string old_list;
    while (!query.empty()) {
        const auto amp = query.find('&');
        const auto pair = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
        const auto eq = pair.find('=');
        const auto key = decode(pair.substr(0, eq));
        const auto value = eq == std::string_view::npos ? std::string() : decode(pair.substr(eq + 1));
        if (key == "jsonPath") {
            save.json_path = kept_text(value, key);
            has_path = true;
        } else if (key == "list") {
            old_list = kept_text(value, key);
        } else if (key == "label") {
            save.label = kept_text(value, key);
        } else if (all_digits(key)) {
            const int order = std::stoi(key);
            units[order].order = order;
            units[order].number = number_of(key, value);
        } else if (const auto dash = key.find('-');
                   dash != std::string::npos && all_digits(key.substr(0, dash)) &&
                   word(key.substr(dash + 1))) {
            const int order = std::stoi(key.substr(0, dash));
            units[order].order = order;
            units[order].upgrades.push_back({key.substr(dash + 1), number_of(key, value)});
        }
    }
    if (!has_path) {
        if (!old_list.empty()) {
            throw InvalidInputError(
                TR_("This is an old wm-selector link (list={0}): those armies are not Warmaster "
                    "Evolution ones, the only ones Ost has.")
                    .arg(old_list));
        }
        throw InvalidInputError(
            TR_("This is not a wm-selector save link: it has no \"jsonPath\" (use the address "
                "wm-selector's Save page gives)."));
    }
    for (auto& [order, unit] : units) {
        save.units.push_back(std::move(unit));
    }
    return save;
}

std::string wm_selector_list_id(const WmSelectorSave& save) {
    const auto slash = save.json_path.rfind('/');
    const auto version = slash == std::string::npos ? std::string() : save.json_path.substr(0, slash);
    if (version != "warmaster-evolution") {
        throw InvalidInputError(
            TR_("This wm-selector army ({0}) is not a Warmaster Evolution army, the only ones Ost "
                "has.")
                .arg(save.json_path));
    }
    return slug_id(save.json_path.substr(slash + 1));
}

WmSelectorImport import_wm_selector_save(const WmSelectorSave& save, const GameSystem& system,
                                         const ArmyList& list, int army_size,
                                         const Translator& translator) {
    WmSelectorImport out;
    auto& r = out.roster;
    r.system_id = system.id;
    r.list_id = list.id;
    r.army_size = army_size;
    r.name = save.label;
    for (const auto& unit : save.units) {
        const bool known = unit.order >= 0 && static_cast<std::size_t>(unit.order) < list.units.size();
        const std::string unknown_id = "wm-selector-unit-" + std::to_string(unit.order);
        const Text unit_name = known ? list.units[static_cast<std::size_t>(unit.order)].name.text()
                                     : Text::verbatim(unknown_id);
        if (unit.number <= 0) {
            for (const auto& upgrade : unit.upgrades) {
                if (upgrade.number > 0) {
                    out.unmapped.push_back(
                        TR_("Upgrade {0} ×{1} of {2}, a unit the link does not field: not added.")
                            .arg(upgrade.order)
                            .arg(upgrade.number)
                            .arg(unit_name));
                }
            }
            continue;
        }
        RosterEntry e;
        e.id = r.next_entry_id();
        e.count = unit.number;
        if (known) {
            e.unit_id = list.units[static_cast<std::size_t>(unit.order)].id;
        } else {
            e.unit_id = unknown_id;
            out.unmapped.push_back(TR_("Unit number {0} of the wm-selector army ×{1}: not in the "
                                       "list {2}; kept as {3}.")
                                       .arg(unit.order)
                                       .arg(unit.number)
                                       .arg(list.name.text())
                                       .arg(unknown_id));
        }
        for (const auto& upgrade : unit.upgrades) {
            if (upgrade.number <= 0) {
                continue;
            }
            if (all_digits(upgrade.order) && upgrade.order.size() <= 9) { // stoi would throw past 2^31
                const auto index = static_cast<std::size_t>(std::stoi(upgrade.order));
                if (index < list.upgrades.size()) {
                    e.options.push_back({list.upgrades[index].id, upgrade.number});
                    check_caps(e);
                    continue;
                }
            } else {
                const MagicItemOrder* first = nullptr;
                int matches = 0;
                for (const auto& item : kMagicItemOrders) {
                    if (item.order == upgrade.order) {
                        first = first == nullptr ? &item : first;
                        ++matches;
                    }
                }
                if (first != nullptr) {
                    const std::string id(first->id);
                    for (int k = 0; k < upgrade.number; ++k) {
                        e.magic_items.push_back(id);
                        check_caps(e);
                    }
                    if (matches > 1) {
                        const auto* entry = system.catalogue_entry(id);
                        const Text item_name = entry != nullptr ? entry->name.text() : Text::verbatim(id);
                        out.unmapped.push_back(
                            TR_("Magic item \"{0}\" of {1}: wm-selector gives this abbreviation to "
                                "two items; {2} was taken, as wm-selector does. Check it.")
                                .arg(upgrade.order)
                                .arg(unit_name)
                                .arg(item_name));
                        e.note = out.unmapped.back().render(translator);
                    }
                    continue;
                }
            }
            const auto option = "wm-selector-upgrade-" + upgrade.order;
            e.options.push_back({slug_id(option), upgrade.number});
            check_caps(e);
            out.unmapped.push_back(TR_("Upgrade \"{0}\" ×{1} of {2}: unknown to Ost; kept as the "
                                       "option {3}.")
                                       .arg(upgrade.order)
                                       .arg(upgrade.number)
                                       .arg(unit_name)
                                       .arg(slug_id(option)));
        }
        if (r.entries.size() == kMaxRosterEntries) {
            throw InvalidInputError(TR_("A roster holds at most {0} entries; this one has more.").arg(kMaxRosterEntries));
        }
        r.entries.push_back(std::move(e));
    }
    r.notes = TR_("Imported from wm-selector ({0}).").arg(save.json_path).render(translator);
    for (const auto& line : out.unmapped) {
        r.notes += '\n' + line.render(translator);
    }
    return out;
}

} // namespace ost
