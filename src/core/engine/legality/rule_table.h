// One system's legality rules as data (data/engine/<system>.xml): troop classes, terrains,
// states, capabilities, declared facts, pace tables, questions and the rule rows themselves.
#pragma once

#include "core/engine/legality/hex_sight_rules.h"
#include "core/engine/legality/verdict.h"
#include "core/support/location.h"
#include "core/support/text.h"

#include <optional>
#include <string>
#include <vector>

namespace ost::engine::legality {

/// Bilingual text written in the data (our own words).
struct DataText {
    std::string fr;
    std::string en;
    Text text() const { return Text::localized(fr, en); }
};

/// The fixed predicate vocabulary rows are written in (data/README.md lists each).
enum class Predicate {
    Troop,      ///< the unit's troop id is one of `values`
    Class,      ///< the unit belongs to one of the classes `values`
    Camp,       ///< the unit is (values[0] == "yes") or is not an extra target (the camp)
    Capability, ///< the unit has any of the capabilities `values`
    State,      ///< the unit is in any of the states `values`
    Terrain,    ///< the unit's terrain (or one of its terrain classes) is one of `values`
    Formation,  ///< the unit's formation is one of `values`
    Fact,       ///< situation fact `key` is one of `values`
    DistanceLe, ///< the distance is at most `number`, or at most the pace table `pace` value
};

enum class Role { Actor, Target, Situation };

struct Condition {
    Predicate predicate = Predicate::Fact;
    Role role = Role::Situation;
    std::string key;                 ///< Fact: the fact id
    std::vector<std::string> values; ///< ids, any of which matches
    double number = 0;               ///< DistanceLe with a literal bound
    std::string pace;                ///< DistanceLe against a pace table
};

/// A conjunction of conditions (one <actor>, <target>, <fact> or <distance> element), negated
/// as a whole with not="true".
struct ConditionGroup {
    std::vector<Condition> all;
    bool negate = false;
};

/// One rule row: when its conditions hold it applies, with its effect, unless a row it yields
/// to applies too.
struct RuleRow {
    std::string id;
    std::vector<std::string> questions;
    Effect effect = Effect::Note;
    std::vector<std::string> yields_to;
    std::string section;
    std::vector<ConditionGroup> when;
    std::vector<ConditionGroup> need; ///< Requires rows of a permission: what must hold
    std::optional<Verdict> if_verdict; ///< notes shown only when the verdict is this one
    DataText message;
    Location where;
    std::vector<std::size_t> yields_index; ///< filled by RuleTable::link()
};

/// A class of troops: every troop whose catalogue category or id is listed.
struct ClassDef {
    std::string id;
    std::vector<std::string> categories;
    std::vector<std::string> troops;
};

struct TerrainDef {
    std::string id;
    std::vector<std::string> classes; ///< e.g. brush is "rough"
    DataText name;
};

/// A yes/no property of a unit (state or capability) with the question asked when unknown.
/// The question holds `{0}` where the unit is named.
struct FlagDef {
    std::string id;
    DataText name;
    DataText question;
};

enum class FactType { Bool, Enum, Number };

/// One value of an enum fact or one formation, with its name in both languages (data).
struct NamedValue {
    std::string id;
    DataText name;
};

/// A fact of the situation the player declares: side, phase, distance, yes/no facts.
struct FactDef {
    std::string id;
    FactType type = FactType::Bool;
    std::vector<NamedValue> values; ///< Enum; Bool is yes/no
    DataText question;

    /// The ids of `values`, in file order.
    std::vector<std::string> value_ids() const;
};

/// A target that is not a troop (ADLG's camp, declared <extra-target> in the data): it never
/// acts, has no state nor capability; conditions name it by its id (class or troop) or with
/// camp="yes".
struct ExtraTargetDef {
    std::string id;
    DataText name;
};

struct PaceRow {
    std::vector<std::string> classes;      ///< empty: any
    std::vector<std::string> capabilities; ///< empty: any; else the unit has one of them
    std::vector<std::string> formations;   ///< empty: any
    double value = 0;
};

/// A table of distances by troop class, capability and formation (first matching row wins).
struct PaceTable {
    std::string id;
    std::vector<PaceRow> rows;
};

struct QuestionDef {
    std::string id;
    QuestionKind kind = QuestionKind::Permission;
    Verdict fallback = Verdict::Allowed; ///< the verdict when no row decides
    std::string section;
    DataText name;
    /// The words a player reads for a verdict of this question (<answer verdict="…">), where
    /// the data gives them: "Does this unit see…?" is answered Yes or No, not Allowed.
    std::vector<std::pair<Verdict, DataText>> words;
    /// The question is about two units (target="required"): no verdict without the other one.
    bool needs_target = false;
    /// The word for `verdict`: the data's, else the vocabulary's (verdict_text()).
    Text word(Verdict verdict) const;
};

/// Another name players give a troop type (<synonym troop="light-cavalry" lang="en">light
/// horse</synonym>): the Legality page's unit boxes find the troop, and the list lines of that
/// type, by it (issue 29).
struct TroopSynonym {
    std::string troop;
    std::string lang;
    std::string text;
};

/// A whole data/engine/<system>.xml file.
struct RuleTable {
    std::string system;
    std::string file;
    std::vector<ClassDef> classes;
    std::vector<TerrainDef> terrains;
    std::vector<NamedValue> formations;
    std::vector<ExtraTargetDef> extra_targets;
    /// The sections the hex line of sight cites (<hex-sight>), for a system played on hexes.
    std::optional<HexSightRules> hex_sight;
    std::vector<FlagDef> states;
    std::vector<FlagDef> capabilities;
    std::vector<FactDef> facts;
    std::vector<PaceTable> paces;
    std::vector<QuestionDef> questions;
    std::vector<RuleRow> rows;
    std::vector<TroopSynonym> synonyms;
    DataText actor_name;  ///< how questions name the acting unit ("the charging unit")
    DataText target_name; ///< how questions name the target

    const QuestionDef* question(const std::string& id) const;
    const FactDef* fact(const std::string& id) const;
    const FlagDef* state(const std::string& id) const;
    const FlagDef* capability(const std::string& id) const;
    const TerrainDef* terrain(const std::string& id) const;
    const PaceTable* pace(const std::string& id) const;
    const RuleRow* row(const std::string& id) const;
    const ExtraTargetDef* extra_target(const std::string& id) const;
    bool has_formation(const std::string& id) const;
    /// The formation ids, in file order.
    std::vector<std::string> formation_ids() const;
    /// Every class id a condition may name: declared classes, their categories, troops, and
    /// the extra targets.
    bool knows_class(const std::string& id) const;

    /// Resolves yields-to ids and checks every reference (questions, facts, states, terrains,
    /// paces, classes, duplicate ids) and every value a row tests against the fact's published
    /// domain (fact_domain.h); throws InvalidInputError located at the faulty row.
    void link();

private:
    /// Checks one condition of row `r` (link()): its ids are declared, its fact values are in
    /// the fact's domain.
    void check_condition(const RuleRow& r, const Condition& c) const;
};

} // namespace ost::engine::legality
