// The army sheet's quotations from the digest: which special rules, mounts, magic items and
// spells a roster uses, their full texts with page-local links, and the glossary terms met.
#include "core/services/army_sheet.h"

#include "core/io/rule_markup.h"
#include "core/reference/rules_service.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

namespace ost {

namespace {

/// Short glossary forms holding a capital ("MI", "Kn") match with their exact case only, as in
/// rule_markup.h; longer ones match folded (case and accents).
bool exact_case(const std::string& form) {
    return form.size() <= 3 &&
           std::any_of(form.begin(), form.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

std::string form_key(const std::string& form) {
    return exact_case(form) ? "=" + form : "~" + fold(form);
}

int kind_order(SheetText::Kind kind) {
    return static_cast<int>(kind);
}

} // namespace

std::string sheet_anchor(const std::string& prefix, const std::string& key) {
    std::string out = prefix;
    for (const char c : key) {
        const auto u = static_cast<unsigned char>(c);
        const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' ||
                          c == '_' || c == '-';
        out += keep ? c : (c >= 'A' && c <= 'Z') ? static_cast<char>(std::tolower(u)) : '-';
    }
    return out;
}

std::string localize_section_links(const std::string& body_html,
                                   const std::function<std::string(const std::string&)>& anchor_of) {
    static const std::string open = "<a href=\"section:";
    static const std::string close = "</a>";
    std::string out;
    std::size_t at = 0;
    while (true) {
        const auto start = body_html.find(open, at);
        if (start == std::string::npos) {
            break;
        }
        const auto id_begin = start + open.size();
        const auto id_end = body_html.find("\">", id_begin);
        const auto end = id_end == std::string::npos ? std::string::npos
                                                     : body_html.find(close, id_end);
        if (end == std::string::npos) {
            break; // not a link markup_to_html writes: left as it is
        }
        out.append(body_html, at, start - at);
        const auto anchor = anchor_of(body_html.substr(id_begin, id_end - id_begin));
        const auto label = body_html.substr(id_end + 2, end - id_end - 2);
        if (anchor.empty()) {
            out += label;
        } else {
            out += "<a href=\"#" + anchor + "\">" + label + close;
        }
        at = end + close.size();
    }
    out.append(body_html, at, std::string::npos);
    return out;
}

ArmySheet::ArmySheet(const Roster& roster, const RosterValidator& validator,
                     const reference::RulesService* rules, std::string lang)
    : m_roster(roster), m_v(validator), m_rules(rules), m_lang(std::move(lang)) {
    const auto& system = m_v.system();
    if (m_rules != nullptr) {
        for (const auto& g : m_rules->glossary(system.id, m_lang)) {
            m_forms.emplace(form_key(g.form), g.section_id);
        }
    }
    std::set<const UnitEntry*> terms_collected; // a line's stat terms are the same on every entry
    for (const auto& e : m_roster.entries) {
        const auto* list = m_v.list_of(e);
        const auto* unit = m_v.unit_of(e);
        if (unit == nullptr || list == nullptr) {
            continue;
        }
        for (const auto& id : unit->rules) {
            add_rule(list, id, SheetText::Kind::Rule, e.id);
        }
        bool wizard = false;
        if (const auto* type = unit->profile.get("type")) {
            wizard = *type == "wizard";
        }
        for (const auto& o : e.options) {
            UnitOption scratch;
            const auto* option = m_v.option_of(*list, *unit, o.id, scratch);
            if (option == nullptr) {
                continue;
            }
            const auto owner = e.id + "\no:" + o.id;
            for (const auto& id : option->rules) {
                add_rule(list, id, SheetText::Kind::Rule, owner);
            }
            // A mount or upgrade explained by a list rule of its own id (WME Griffon, War Altar).
            if (list->rule(option->id) != nullptr) {
                add_rule(list, option->id, SheetText::Kind::Upgrade, owner);
            }
        }
        for (const auto& item_id : e.magic_items) {
            const auto* item = system.catalogue_entry(item_id);
            if (item == nullptr) {
                continue;
            }
            // The digest explains each WME magic item in its own section under
            // wme.lists.magic-items (`<system>.lists.magic-items.<item id>`).
            SheetText text;
            text.kind = SheetText::Kind::MagicItem;
            text.name = item->name.in(m_lang);
            bool found = false;
            const auto section_id = system.id + ".lists.magic-items." + item->id;
            text.body_html = quote(section_id, found);
            if (found) {
                text.section_id = section_id;
                text.key = section_id;
            } else {
                text.key = "item:" + item->id;
                text.body_html = item->note.empty()
                                     ? std::string()
                                     : "<p>" + html_escape(item->note.in(m_lang)) + "</p>";
            }
            const auto owner = e.id + "\ni:" + item_id;
            add_text(std::move(text), owner);
            for (const auto& id : item->rules) {
                add_rule(list, id, SheetText::Kind::Rule, owner);
            }
        }
        // A wizard casts the spells of his list (wme.army.<list>.spells, e.g. wme.army.empire.spells).
        if (wizard) {
            const auto section_id = system.id + ".army." + list->id + ".spells";
            bool found = false;
            SheetText text;
            text.kind = SheetText::Kind::Spells;
            text.body_html = quote(section_id, found);
            if (found) {
                text.key = section_id;
                text.section_id = section_id;
                text.name = m_rules->title(section_id, m_lang);
                add_text(std::move(text), e.id);
            }
        }
        if (terms_collected.insert(unit).second) {
            collect_unit_terms(*unit);
        }
    }
    std::stable_sort(m_texts.begin(), m_texts.end(), [](const SheetText& a, const SheetText& b) {
        if (a.kind != b.kind) {
            return kind_order(a.kind) < kind_order(b.kind);
        }
        return fold(a.name) < fold(b.name);
    });
    m_by_key.clear();
    for (std::size_t i = 0; i < m_texts.size(); ++i) {
        m_by_key[m_texts[i].key] = i;
    }
    // Links inside the quoted texts point to the other texts of the page, or are dropped.
    for (auto& t : m_texts) {
        t.body_html = localize_section_links(
            t.body_html, [this](const std::string& id) { return anchor_of_section(id); });
    }
    std::sort(m_terms.begin(), m_terms.end(), [](const SheetTerm& a, const SheetTerm& b) {
        return fold(a.form) < fold(b.form);
    });
    m_term_index.clear();
    for (std::size_t i = 0; i < m_terms.size(); ++i) {
        m_term_index.emplace(form_key(m_terms[i].form), i);
    }
}

std::string ArmySheet::quote(const std::string& section_id, bool& found) const {
    found = false;
    if (m_rules == nullptr || section_id.empty()) {
        return {};
    }
    auto known = m_quoted.find(section_id);
    if (known == m_quoted.end()) {
        const auto section = m_rules->section(section_id);
        known = m_quoted.emplace(section_id, section ? std::optional(m_rules->body_html(*section, m_lang)) : std::nullopt)
                    .first;
    }
    found = known->second.has_value();
    return known->second.value_or(std::string());
}

void ArmySheet::add_rule(const ArmyList* list, const std::string& rule_id, SheetText::Kind kind,
                         const std::string& entry_id) {
    const SpecialRule* rule = list != nullptr ? list->rule(rule_id) : nullptr;
    const std::string owner = rule != nullptr ? list->id : m_v.system().id;
    if (rule == nullptr) {
        rule = m_v.system().rule(rule_id);
    }
    if (rule == nullptr) {
        return;
    }
    SheetText text;
    text.kind = kind;
    text.name = rule->name.in(m_lang);
    bool found = false;
    text.body_html = quote(rule->section, found);
    if (found) {
        text.key = rule->section;
        text.section_id = rule->section;
    } else {
        text.key = "rule:" + owner + ":" + rule->id;
        text.body_html = rule->summary.empty()
                             ? std::string()
                             : "<p>" + html_escape(rule->summary.in(m_lang)) + "</p>";
    }
    add_text(std::move(text), entry_id);
}

void ArmySheet::add_text(SheetText text, const std::string& entry_id) {
    auto& keys = m_by_entry[entry_id];
    if (std::find(keys.begin(), keys.end(), text.key) == keys.end()) {
        keys.push_back(text.key);
    }
    const auto it = m_by_key.find(text.key);
    if (it != m_by_key.end()) {
        // One section explaining two things (a mount and its rule): printed once, the first name
        // kept, but a mount or upgrade stays in its part.
        auto& known = m_texts[it->second];
        if (known.kind == SheetText::Kind::Rule && text.kind == SheetText::Kind::Upgrade) {
            known.kind = SheetText::Kind::Upgrade;
        }
        return;
    }
    text.anchor = sheet_anchor("x-", text.key);
    m_by_key[text.key] = m_texts.size();
    m_texts.push_back(std::move(text));
}

std::vector<std::size_t> ArmySheet::texts_of(const RosterEntry& entry,
                                             const std::vector<RosterOption>& options,
                                             const std::vector<std::string>& magic_items) const {
    std::vector<std::size_t> out;
    auto take = [&](const std::string& owner) {
        const auto it = m_by_entry.find(owner);
        if (it == m_by_entry.end()) {
            return;
        }
        for (const auto& key : it->second) {
            const auto k = m_by_key.find(key);
            if (k != m_by_key.end() && std::find(out.begin(), out.end(), k->second) == out.end()) {
                out.push_back(k->second);
            }
        }
    };
    take(entry.id);
    for (const auto& o : options) {
        take(entry.id + "\no:" + o.id);
    }
    for (const auto& i : magic_items) {
        take(entry.id + "\ni:" + i);
    }
    return out;
}

std::string ArmySheet::anchor_of_section(const std::string& section_id) const {
    const auto it = m_by_key.find(section_id);
    return it == m_by_key.end() ? std::string() : m_texts[it->second].anchor;
}

std::vector<std::string> ArmySheet::stat_parts(const ProfileField& field,
                                               const std::string& value) const {
    if (const auto* choice = field.choice(value)) {
        return {choice->name.in(m_lang)};
    }
    // A published text with its form in each language (WME « 15cm à 360° » / "15cm, 360°").
    if (const auto* wording = field.wording(value)) {
        return {wording->shown.in(m_lang)};
    }
    auto name_of = [&](const std::string& id) {
        const auto* entry = m_v.system().catalogue_entry(id);
        return entry != nullptr ? entry->name.in(m_lang) : id;
    };
    if (field.format == StatFormat::Id) {
        return {name_of(value)};
    }
    if (field.format == StatFormat::Ids) {
        std::vector<std::string> out;
        std::istringstream words(value);
        for (std::string id; words >> id;) {
            out.push_back(name_of(id));
        }
        return out;
    }
    return {value};
}

const SheetTerm* ArmySheet::term_for(const std::string& value) const {
    for (const auto& key : {"=" + value, "~" + fold(value)}) {
        if (const auto it = m_term_index.find(key); it != m_term_index.end()) {
            return &m_terms[it->second];
        }
    }
    return nullptr;
}

void ArmySheet::collect_unit_terms(const UnitEntry& unit) {
    const auto* type = m_v.system().profile_type(unit.profile.type);
    std::vector<std::string> values;
    if (type != nullptr) {
        for (const auto& field : type->fields) {
            if (const auto* v = unit.profile.get(field.id)) {
                for (auto& part : stat_parts(field, *v)) {
                    values.push_back(std::move(part));
                }
            }
        }
    }
    collect_terms(values);
}

void ArmySheet::collect_terms(const std::vector<std::string>& values) {
    for (const auto& value : values) {
        if (value.empty() || term_for(value) != nullptr) {
            continue;
        }
        for (const auto& key : {"=" + value, "~" + fold(value)}) {
            const auto it = m_forms.find(key);
            if (it == m_forms.end()) {
                continue;
            }
            SheetTerm term;
            term.form = value;
            term.anchor = sheet_anchor("t-", fold(value));
            term.section_id = it->second;
            term.section_title = m_rules != nullptr ? m_rules->title(it->second, m_lang) : "";
            m_term_index.emplace(form_key(term.form), m_terms.size());
            m_terms.push_back(std::move(term));
            break;
        }
    }
}

} // namespace ost
