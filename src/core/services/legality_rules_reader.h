// Reader of data/engine/<system>.xml, the legality rule tables (format in data/README.md),
// with located errors; cross-checks section ids against data/rules and troops against lists/.
#pragma once

#include "core/engine/legality/rule_table.h"

#include <filesystem>
#include <string>

namespace ost {

class XmlDocument;

/// Reads one <legality system="…"> document and links it (RuleTable::link). Throws a located
/// InvalidInputError at the first unknown element or attribute, missing message, bad number
/// or dangling reference.
engine::legality::RuleTable read_legality_rules(const XmlDocument& doc);

/// Loads `file` and reads it with read_legality_rules().
engine::legality::RuleTable load_legality_rules(const std::filesystem::path& file);

/// What check-data adds for these files: every row's section id exists in
/// `data_dir`/rules/<system>.xml and every troop a row names is in
/// `lists_dir`/<system>/system.xml (ADLG troop types, WME unit types…). Throws a located
/// InvalidInputError at the first row that names an unknown one.
void cross_check_legality_rules(const engine::legality::RuleTable& table,
                                const std::filesystem::path& data_dir,
                                const std::filesystem::path& lists_dir);

/// The troop ids a system's catalogue offers to legality checks: ADLG troop types, the WME
/// unit types (profile "type" choices), A&B troop kinds, Jomini troop rows.
std::vector<std::string> legality_troops(const struct GameSystem& system);

} // namespace ost

namespace ost {

/// True when `file` is an XML document whose root is <legality> (check-data dispatches on it).
bool is_legality_file(const std::filesystem::path& file);

/// check-data for a legality file: reads it, then cross-checks it against the digest and the
/// system catalogue found beside it (`<file dir>/../rules`, `<file dir>/../../lists`).
engine::legality::RuleTable check_legality_file(const std::filesystem::path& file);

} // namespace ost
