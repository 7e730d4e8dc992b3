// Inserts parsed reference data into a new reference DB (used only by build-db).
// Holds the INSERT statements so the builder stays free of SQL.
#pragma once

#include "core/model/army_list.h"
#include "core/model/game_system.h"
#include "core/model/rule_section.h"

#include <SQLiteCpp/Database.h>

#include <string>

namespace ost::storage {

class ReferenceWriter {
public:
    explicit ReferenceWriter(SQLite::Database& db) : m_db(db) {}
    void add_meta(const std::string& key, const std::string& value);
    /// Throws StorageError when the id is already present (duplicate system file).
    void add_system(const GameSystem& system);
    /// Stores the full definition of `system` (its XML `document`) and its special rules.
    void add_system_definition(const GameSystem& system, const std::string& document);
    /// Stores `list` (parsed from `document`) with its units and own rules. Throws StorageError
    /// located at the list file when its id is already taken in its system.
    void add_army_list(const ArmyList& list, const std::string& document);
    void add_rule_source(const RuleSource& source);
    /// Stores a section, its see-also list and its search rows: `plain_*` is the body without
    /// markup, `terms_*` the glossary forms pointing to the section (space separated).
    void add_rule_section(const RuleSection& section, const std::string& plain_fr,
                          const std::string& plain_en, const std::string& terms_fr,
                          const std::string& terms_en);
    void add_rule_term(const RuleTerm& term);
    /// Stores the text `document` of an engine or legality table of `system_id` (`kind` is
    /// kEngineTableKind or kLegalityTableKind), read from `file`. Throws StorageError located at
    /// `file` when that system already has a table of this kind.
    void add_engine_table(const std::string& system_id, const std::string& kind, const std::string& file,
                          const std::string& document);

    /// Stores the digest's in-memory search index in `lang` (SearchIndex bytes, issue 26), built
    /// from this DB's own full-text index once every section is in.
    void add_search_index(const std::string& lang, const std::string& bytes);

private:
    void add_rule(const std::string& system_id, const std::string& list_id, const SpecialRule& rule,
                  const std::string& file);
    SQLite::Database& m_db;
};

} // namespace ost::storage
