// Units for the Legality page from every source of a system, each resolved once through
// LegalityService, with the accent- and case-blind type-ahead the unit chooser filters by.
#include "core/services/legality_unit_chooser.h"

#include "core/model/roster.h"
#include "core/services/legality_service.h"
#include "core/services/user_lists.h"
#include "core/support/error.h"
#include "core/support/text_fold.h"
#include "core/validation/roster_validator.h"

#include <algorithm>
#include <optional>

namespace ost {

namespace {

/// The line's facts, or nullopt for a line nothing could judge (no troop type: a general, a
/// camp). Such lines are simply not offered; the reason is known and not an error.
std::optional<engine::legality::UnitFacts> judged_line(LegalityService& service, const std::string& system,
                                                       const ArmyList& list, const UnitEntry& unit) {
    if (unit.profile.get("troop-type") == nullptr && unit.profile.get("category") == nullptr &&
        unit.profile.get("kind") == nullptr && unit.profile.get("type") == nullptr) {
        return std::nullopt;
    }
    return service.unit_of(system, list, unit.id);
}

std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> out;
    const std::string folded = fold(text);
    std::size_t from = 0;
    WordSpan word;
    while (next_word(folded, from, word)) {
        out.push_back(folded.substr(word.begin, word.end - word.begin));
        from = word.end;
    }
    return out;
}

} // namespace

void LegalityUnitChooser::load(const std::string& system, const Roster* roster, const RosterValidator* validator,
                               const std::vector<ArmyList>& my_lists) {
    std::vector<LegalityUnitChoice> out;
    for (const auto& id : m_service.troops(system)) {
        LegalityUnitChoice c;
        c.key = "troop:" + id;
        c.source = UnitSource::Troop;
        c.facts = m_service.troop(system, id);
        c.name = {c.facts.name_fr.empty() ? id : c.facts.name_fr, c.facts.name_en.empty() ? id : c.facts.name_en};
        out.push_back(std::move(c));
    }
    if (roster != nullptr && validator != nullptr && roster->system_id == system) {
        for (const auto& entry : roster->entries) {
            const ArmyList* list = validator->list_of(entry);
            if (list == nullptr) continue; // an allied list the validator does not know: flagged there
            const auto unit = std::find_if(list->units.begin(), list->units.end(),
                                           [&](const UnitEntry& u) { return u.id == entry.unit_id; });
            if (unit == list->units.end()) continue; // a line gone from the data: flagged by the validator
            auto facts = judged_line(m_service, system, *list, *unit);
            if (!facts) continue;
            LegalityUnitChoice c;
            c.key = "roster:" + entry.id;
            c.source = UnitSource::Roster;
            c.list_id = list->id;
            c.name = entry.custom_name.empty() ? unit->name : LocalizedString{entry.custom_name, entry.custom_name};
            c.from = {roster->name, roster->name};
            c.count = entry.count;
            c.facts = std::move(*facts);
            out.push_back(std::move(c));
        }
    }
    const auto add_list = [&](const ArmyList& list, UnitSource source, const char* prefix) {
        for (const auto& unit : list.units) {
            auto facts = judged_line(m_service, system, list, unit);
            if (!facts) continue;
            LegalityUnitChoice c;
            c.key = std::string(prefix) + list.id + "/" + unit.id;
            c.source = source;
            c.list_id = list.id;
            c.name = unit.name;
            c.from = list.name;
            c.facts = std::move(*facts);
            out.push_back(std::move(c));
        }
    };
    for (const auto& [id, name] : m_service.lists(system)) add_list(m_service.army_list(system, id), UnitSource::List, "list:");
    for (const auto& list : my_lists)
        if (list.system_id == system) add_list(list, UnitSource::MyList, "mine:");
    // The other names the data gives each troop type, in both languages (data/engine <synonym>).
    const auto& synonyms = m_service.table(system).synonyms;
    for (auto& c : out)
        for (const auto& synonym : synonyms)
            if (synonym.troop == c.facts.troop) c.also += " " + fold(synonym.text);
    m_system = system;
    m_choices = std::move(out);
}

const LegalityUnitChoice* LegalityUnitChooser::find(const std::string& key) const {
    const auto it = std::find_if(m_choices.begin(), m_choices.end(), [&](const LegalityUnitChoice& c) { return c.key == key; });
    return it != m_choices.end() ? &*it : nullptr;
}

std::vector<const LegalityUnitChoice*> LegalityUnitChooser::matching(const std::string& typed,
                                                                     const std::string& lang) const {
    const auto wanted = words_of(typed);
    std::vector<const LegalityUnitChoice*> out;
    for (const auto& c : m_choices) {
        // Both languages' names count: a player may know a unit by its name in the other one.
        const std::string haystack = fold(c.name.in(lang) + " " + c.from.in(lang) + " " + c.name.fr + " " + c.name.en +
                                          " " + c.from.fr + " " + c.from.en) + c.also;
        const bool all = std::all_of(wanted.begin(), wanted.end(),
                                     [&](const std::string& w) { return haystack.find(w) != std::string::npos; });
        if (all) out.push_back(&c);
    }
    return out;
}

std::vector<ArmyList> LegalityUnitChooser::my_lists(Session& session, const std::string& system) {
    const UserLists mine(session);
    std::vector<ArmyList> out;
    for (const auto& summary : mine.all(system)) {
        if (auto list = mine.load(summary.id)) out.push_back(std::move(*list));
    }
    return out;
}

} // namespace ost
