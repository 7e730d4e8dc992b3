// The units the Legality page offers for a check: the system's troop types, the open roster's
// entries, the bundled lists' lines and the user's own lists' lines, found by typing a name.
#pragma once

#include "core/engine/legality/situation.h"
#include "core/model/army_list.h"
#include "core/model/localized_string.h"

#include <string>
#include <vector>

namespace ost {

class LegalityService;
class RosterValidator;
class Session;
struct Roster;

/// Where a unit offered for a check comes from.
enum class UnitSource { Troop, Roster, List, MyList };

/// One unit offered for a check, already resolved to the facts a check needs.
struct LegalityUnitChoice {
    /// Stable id kept across a language switch: "troop:ID", "roster:ENTRY", "list:LIST/UNIT",
    /// "mine:LIST/UNIT".
    std::string key;
    UnitSource source = UnitSource::Troop;
    std::string list_id;  ///< the list it comes from (roster: the entry's list); empty for a troop type
    LocalizedString name; ///< the unit's name (roster: the player's own name when given)
    LocalizedString from; ///< the roster's or the list's name; empty for a troop type
    int count = 1;        ///< roster: how many units the entry holds
    std::string also;     ///< other names of its troop type, from the data (<synonym>), folded
    engine::legality::UnitFacts facts;
};

/// Gathers and resolves the units of one system. Every unit goes through
/// LegalityService::troop() or unit_of(), so a roster entry or a list line brings its troop
/// type and its capabilities (then complete) exactly as `ost-cli check` resolves it.
class LegalityUnitChooser {
public:
    explicit LegalityUnitChooser(LegalityService& service) : m_service(service) {}

    /// Offers every unit of `system`: its troop types, the entries of `roster` when it is of that
    /// system (`validator` gives each entry's list, allied lists included; both may be null),
    /// the bundled lists' lines, then the lines of `my_lists`. Lines and entries without a troop
    /// type (generals, camps) or whose line no longer exists are left out: nothing could judge
    /// them. Throws what LegalityService throws when the system's data is missing.
    void load(const std::string& system, const Roster* roster, const RosterValidator* validator,
              const std::vector<ArmyList>& my_lists);

    const std::string& system() const { return m_system; }
    const std::vector<LegalityUnitChoice>& choices() const { return m_choices; }
    /// The choice of key `key`, or nullptr.
    const LegalityUnitChoice* find(const std::string& key) const;

    /// Type-ahead: the choices (in load order) whose name or origin contains every word typed,
    /// ignoring case and accents ("sumer bowmen" finds the bowmen of the Sumer list); the names
    /// in `lang` and in the other language both count, and the other names the data gives its
    /// troop type ("light horse" finds the Light Cavalry); all of them when `typed` has no word.
    std::vector<const LegalityUnitChoice*> matching(const std::string& typed, const std::string& lang) const;

    /// The user's own army lists of `system`, read from the session's user DB (StorageError
    /// when it cannot be read, InvalidInputError when a stored list no longer reads).
    static std::vector<ArmyList> my_lists(Session& session, const std::string& system);

private:
    LegalityService& m_service;
    std::string m_system;
    std::vector<LegalityUnitChoice> m_choices;
};

} // namespace ost
