// What the printable army sheet quotes from the rules digest (issue 15): the full text of every
// special rule, mount or upgrade, magic item and spell list a roster uses, each once, and the glossary terms of its units.
#pragma once

#include "core/model/roster.h"
#include "core/validation/roster_validator.h"

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ost::reference {
class RulesService;
}

namespace ost {

/// One text of the sheet's appendix.
struct SheetText {
    enum class Kind { Rule, Upgrade, MagicItem, Spells };
    Kind kind = Kind::Rule;
    std::string key;        ///< unique in the sheet: the digest section id, or "<kind>:<data id>"
    std::string anchor;     ///< HTML id of the text in the page (made of [a-z0-9._-] only)
    std::string name;       ///< in the sheet's language (never a raw id when the data names it)
    std::string section_id; ///< the digest section quoted; empty when the digest has none
    /// The full text as an HTML fragment (escaped): the digest section's body with its links
    /// pointing inside the page (or dropped when their target is not on the sheet), or the data's
    /// own summary when the digest has no section for it.
    std::string body_html;
};

/// A glossary term of the digest met in a unit's stat line or name (« MI », « Sorcier »).
struct SheetTerm {
    std::string form;          ///< as written in the digest's glossary
    std::string anchor;        ///< HTML id of its line in the glossary part
    std::string section_id;    ///< the digest section that explains it
    std::string section_title; ///< its title in the sheet's language ("" when unknown)
};

/// Collects the texts and terms of a roster's army sheet. `rules` may be null (no reference DB,
/// e.g. the fuzz target): the sheet then quotes the data's own summaries and has no spells nor
/// glossary terms. Texts are keyed by digest section, so two rules explained by one section
/// are printed once.
class ArmySheet {
  public:
    ArmySheet(const Roster& roster, const RosterValidator& validator,
              const reference::RulesService* rules, std::string lang);

    /// The appendix: special rules, then mounts and upgrades, magic items, spells; each part
    /// sorted by name.
    const std::vector<SheetText>& texts() const { return m_texts; }
    /// Indices in texts() of what units of `entry` carrying `options` and `magic_items` (a
    /// printed line: all of the entry's, or some) use: the unit's rules and spells, the rules
    /// of those options and items, their mounts' and items' own texts.
    std::vector<std::size_t> texts_of(const RosterEntry& entry,
                                      const std::vector<RosterOption>& options,
                                      const std::vector<std::string>& magic_items) const;
    /// Glossary terms met, sorted by form.
    const std::vector<SheetTerm>& terms() const { return m_terms; }
    /// The term whose form is `value` (a stat cell, a name), or null. Records nothing.
    const SheetTerm* term_for(const std::string& value) const;
    /// The anchor of the text quoting digest section `section_id` ("" when not on the sheet).
    std::string anchor_of_section(const std::string& section_id) const;
    /// A stat cell as the player reads it, split in its parts: a choice's name, a catalogue
    /// entry's name for an id (« heavy-spearmen » → « Lanciers lourds »), each id of a list of
    /// ids; other values as published.
    std::vector<std::string> stat_parts(const ProfileField& field, const std::string& value) const;

  private:
    void add_rule(const ArmyList* list, const std::string& rule_id, SheetText::Kind kind,
                  const std::string& entry_id);
    void add_text(SheetText text, const std::string& entry_id);
    std::string quote(const std::string& section_id, bool& found) const;
    void collect_terms(const std::vector<std::string>& values);
    void collect_unit_terms(const UnitEntry& unit);

    const Roster& m_roster;
    const RosterValidator& m_v;
    const reference::RulesService* m_rules;
    std::string m_lang;
    std::vector<SheetText> m_texts;
    std::map<std::string, std::size_t> m_by_key;
    /// The digest's text of each section quoted so far (nullopt: none): a roster quoting one magic
    /// item on each of its 1000 entries reads the section once, not 1000 times (issue 28).
    mutable std::map<std::string, std::optional<std::string>> m_quoted;
    /// Text keys by owner: an entry id, or "<entry id>\no:<option>" / "<entry id>\ni:<item>".
    std::map<std::string, std::vector<std::string>> m_by_entry;
    /// Glossary forms of the system in m_lang → section id (folded forms for the long ones).
    std::map<std::string, std::string> m_forms;
    std::vector<SheetTerm> m_terms;
    /// form_key() of each term's form → its index in m_terms: term_for() is one lookup, not a
    /// fold of every term for every stat cell of the sheet (issue 26).
    std::map<std::string, std::size_t> m_term_index;
};

/// `body_html` (a digest fragment from RulesService::body_html) with every "section:ID" link
/// turned into "#ANCHOR" when `anchor_of(ID)` is not empty, and into its bare text otherwise:
/// a printed page has no rules browser behind it.
std::string localize_section_links(const std::string& body_html,
                                   const std::function<std::string(const std::string&)>& anchor_of);

/// An HTML id made of [a-z0-9._-] from any key (other characters become '-').
std::string sheet_anchor(const std::string& prefix, const std::string& key);

} // namespace ost
