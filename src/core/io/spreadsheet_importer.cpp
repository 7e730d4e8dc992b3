// CSV/TSV list import: encoding and delimiter detection, RFC 4180 quoting, a header row mapped
// to list fields in French or English, and one report line per row left out.
#include "core/io/spreadsheet_importer.h"

#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/wm_selector_importer.h"
#include "core/io/xml_document.h"
#include "core/model/catalogue_kinds.h"
#include "core/model/limits.h"
#include "core/model/stat_value.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <map>
#include <set>

namespace ost {

namespace {

using namespace catalogue_kind;

/// Windows-1252 code points of bytes 0x80–0x9F (0 where the code page leaves a hole).
constexpr std::array<char32_t, 32> kCp1252{
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

/// Header words (folded) → list field. French and English, singular and common variants.
const std::map<std::string, std::string>& header_fields() {
    static const std::map<std::string, std::string> fields{
        {"name", "name"},          {"nom", "name"},           {"unit", "name"},
        {"unite", "name"},         {"ligne", "name"},         {"line", "name"},
        {"nom fr", "name-fr"},     {"nom (fr)", "name-fr"},   {"name fr", "name-fr"},
        {"name (fr)", "name-fr"},  {"nom francais", "name-fr"}, {"french name", "name-fr"},
        {"nom en", "name-en"},     {"nom (en)", "name-en"},   {"name en", "name-en"},
        {"name (en)", "name-en"},  {"nom anglais", "name-en"}, {"english name", "name-en"},
        {"id", "id"},              {"identifiant", "id"},
        {"troop type", "troop-type"}, {"type de troupe", "troop-type"}, {"type", "troop-type"},
        {"troop", "troop-type"},   {"troupe", "troop-type"},
        {"capabilities", "capabilities"}, {"capacites", "capabilities"}, {"capacite", "capabilities"},
        {"capability", "capabilities"},
        {"points", "points"},      {"pts", "points"},         {"cost", "points"},
        {"cout", "points"},        {"prix", "points"},        {"pt", "points"},
        {"min", "min"},            {"minimum", "min"},        {"max", "max"},
        {"maximum", "max"},
        {"from", "from"},          {"de", "from"},            {"debut", "from"},
        {"date from", "from"},     {"start", "from"},         {"a partir de", "from"},
        {"to", "to"},              {"a", "to"},               {"fin", "to"},
        {"date to", "to"},         {"end", "to"},             {"until", "to"},
        {"jusqu'a", "to"},         {"dates", "dates"},        {"date", "dates"},
        {"periode", "dates"},      {"group", "group"},        {"groupe", "group"},
        {"role", "role"},          {"note", "note"},          {"notes", "note"},
        {"remarque", "note"},      {"commentaire", "note"},   {"comment", "note"},
    };
    return fields;
}

struct Record {
    int line = 0;
    std::vector<std::string> cells;
};

char detect_delimiter(std::string_view text) {
    std::size_t counts[3] = {0, 0, 0}; // tab, semicolon, comma
    bool quoted = false;
    for (const char c : text) {
        if (c == '"') quoted = !quoted;
        if (quoted) continue;
        if (c == '\n') break;
        if (c == '\t') ++counts[0];
        if (c == ';') ++counts[1];
        if (c == ',') ++counts[2];
    }
    if (counts[0] > 0 && counts[0] >= counts[1] && counts[0] >= counts[2]) return '\t';
    if (counts[1] > 0 && counts[1] >= counts[2]) return ';';
    return ',';
}

/// RFC 4180 records: quoted cells may hold the delimiter, doubled quotes and line breaks. A quote
/// left open would swallow the rest of the file into one cell: refused at the line it opened.
std::vector<Record> parse_records(std::string_view text, char delimiter, const std::string& file) {
    std::vector<Record> out;
    Record current{1, {}};
    std::string cell;
    bool quoted = false;
    bool cell_started = false;
    int line = 1;
    int quote_line = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    cell += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else if (c == '\n' || c == '\r') {
                // A line break inside a quoted cell is kept as one LF, whatever the file's line
                // ends: a CR would not survive the list's XML (a reader turns it into LF), so the
                // imported list would change on write → read (found by the spreadsheet fuzz target).
                if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
                ++line;
                cell += '\n';
            } else {
                cell += c;
            }
            continue;
        }
        if (c == '"' && !cell_started) {
            quoted = true;
            quote_line = line;
            cell_started = true;
        } else if (c == delimiter) {
            current.cells.push_back(std::move(cell));
            cell.clear();
            cell_started = false;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            current.cells.push_back(std::move(cell));
            cell.clear();
            cell_started = false;
            out.push_back(std::move(current));
            ++line;
            current = Record{line, {}};
        } else {
            cell += c;
            cell_started = true;
        }
    }
    if (quoted) {
        throw InvalidInputError(TR_("A quote opened on this line is never closed: the rest of the "
                                    "file would be one cell. Close it with a second \"."),
                                {}, Location{file, quote_line, 0});
    }
    if (cell_started || !current.cells.empty() || !cell.empty()) {
        current.cells.push_back(std::move(cell));
        out.push_back(std::move(current));
    }
    return out;
}

bool blank(const Record& r) {
    return std::all_of(r.cells.begin(), r.cells.end(), [](const std::string& c) { return trim(c).empty(); });
}

/// A whole number as a spreadsheet writes it: "7", "-500", "7,0", "7.00", "+3"; else nullopt.
std::optional<int> whole_number(std::string_view text) {
    text = trim(text);
    std::string t(text);
    std::erase(t, ' ');
    std::replace(t.begin(), t.end(), ',', '.');
    if (!t.empty() && t.front() == '+') t.erase(0, 1);
    const auto dot = t.find('.');
    if (dot != std::string::npos) {
        if (t.find_first_not_of('0', dot + 1) != std::string::npos) return std::nullopt;
        t.resize(dot);
    }
    int value = 0;
    const auto* end = t.data() + t.size();
    const auto result = std::from_chars(t.data(), end, value);
    if (t.empty() || result.ec != std::errc() || result.ptr != end) return std::nullopt;
    return value;
}

class Importer {
public:
    Importer(const std::string& file, const GameSystem& system) : m_file(file), m_system(system) {}

    SpreadsheetImport run(const std::string& bytes, const std::string& list_id, const std::string& list_name) {
        if (list_id.empty() || slug_id(list_id) != list_id) {
            throw InvalidInputError(
                TR_("The list id \"{0}\" must be lowercase letters, digits and dashes.").arg(list_id));
        }
        if (trim(list_name).empty()) {
            throw InvalidInputError(TR_("The list needs a name."));
        }
        const std::string text = spreadsheet_text_to_utf8(bytes, m_result.latin1);
        m_result.delimiter = detect_delimiter(text);
        auto records = parse_records(text, m_result.delimiter, m_file);
        std::erase_if(records, blank);
        if (records.empty()) {
            throw InvalidInputError(TR_("The spreadsheet has no header row."), {}, Location{m_file, 1, 1});
        }
        map_header(records.front());
        ArmyList& list = m_result.list;
        list.id = list_id;
        list.system_id = m_system.id;
        list.name = {list_name, list_name};
        list.source = "Spreadsheet " + m_file + ", imported by Ost.";
        for (std::size_t i = 1; i < records.size(); ++i) {
            if (m_result.list.units.size() == kMaxListUnits) {
                report(records[i].line, "spreadsheet.too-many-lines",
                       TR_("An army list holds at most {0} units: this line and the ones after it are not imported.")
                           .arg(kMaxListUnits));
                break;
            }
            row(records[i]);
        }
        return std::move(m_result);
    }

private:
    void map_header(const Record& header) {
        const ProfileType* profile = m_system.profile_types.empty() ? nullptr : &m_system.profile_types.front();
        m_profile = profile;
        std::set<std::string> used;
        for (const auto& cell : header.cells) {
            SpreadsheetColumn column{std::string(trim(cell)), {}};
            const auto folded = fold(column.header);
            const auto it = header_fields().find(folded);
            if (it != header_fields().end()) {
                column.field = it->second;
            } else if (profile != nullptr) {
                for (const auto& f : profile->fields) {
                    if (fold(f.name.fr) == folded || fold(f.name.en) == folded || f.id == folded)
                        column.field = (f.id == "troop-type" || f.id == "capabilities") ? f.id : "stat:" + f.id;
                }
            }
            if (!column.field.empty() && !used.insert(column.field).second) {
                column.field.clear(); // a second column for the same field: the first one wins
            }
            if (column.field.empty() && !column.header.empty()) {
                report(header.line, "spreadsheet.column-unused",
                       TR_("The column \"{0}\" matches no field of a list line: not imported.").arg(column.header));
            }
            m_result.columns.push_back(std::move(column));
        }
        if (used.count("name") == 0 && used.count("name-fr") == 0 && used.count("name-en") == 0) {
            throw InvalidInputError(TR_("No column of the header row gives the names of the lines (a column "
                                        "\"Name\" or \"Nom\")."),
                                    {}, Location{m_file, header.line, 1});
        }
    }

    void report(int line, const char* code, Text message) {
        Diagnostic d;
        d.severity = Severity::Warning;
        d.code = code;
        d.message = std::move(message);
        d.location = Location{m_file, line, 0};
        m_result.report.push_back(std::move(d));
    }

    /// Leaves the row out with a reason.
    void refuse(const Record& r, Text why) { report(r.line, "spreadsheet.row-refused", std::move(why)); }

    const CatalogueEntry* catalogue(const char* kind, const std::string& text) const {
        const auto folded = fold(std::string(trim(text)));
        for (const auto* c : m_system.catalogue_of(kind)) {
            if (c->id == folded || fold(c->name.fr) == folded || fold(c->name.en) == folded) return c;
        }
        return nullptr;
    }

    void row(const Record& r) {
        std::map<std::string, std::string> v;
        for (std::size_t i = 0; i < r.cells.size(); ++i) {
            const std::string cell(trim(r.cells[i]));
            if (i >= m_result.columns.size()) {
                if (!cell.empty()) {
                    refuse(r, TR_("The row has more cells than the header row has columns."));
                    return;
                }
                continue;
            }
            if (!m_result.columns[i].field.empty()) v[m_result.columns[i].field] = cell;
        }
        UnitEntry u;
        u.name.fr = !v["name-fr"].empty() ? v["name-fr"] : v["name"];
        u.name.en = !v["name-en"].empty() ? v["name-en"] : v["name"];
        if (u.name.fr.empty()) u.name.fr = u.name.en;
        if (u.name.en.empty()) u.name.en = u.name.fr;
        if (u.name.fr.empty()) {
            refuse(r, TR_("The row has no name."));
            return;
        }
        const auto number = [&](const char* field, std::optional<int>& out) {
            const auto& text = v[field];
            if (text.empty()) return true;
            out = whole_number(text);
            if (!out) {
                refuse(r, TR_("\"{0}\" in the column {1} is not a whole number.").arg(text).arg(field));
                return false;
            }
            return true;
        };
        std::optional<int> points;
        if (!number("points", points) || !number("min", u.min) || !number("max", u.max) ||
            !number("from", u.date_from) || !number("to", u.date_to))
            return;
        if (!v["dates"].empty() && !dates(r, v["dates"], u)) return;
        if ((u.min && *u.min < 0) || (u.max && *u.max < 0) || (points && *points < 0)) {
            refuse(r, TR_("A limit or a cost is negative."));
            return;
        }
        if (u.min && u.max && *u.min > *u.max) {
            refuse(r, TR_("The minimum {0} is above the maximum {1}.").arg(*u.min).arg(*u.max));
            return;
        }
        if (u.date_from && u.date_to && *u.date_from > *u.date_to) {
            refuse(r, TR_("The dates end ({0}) before they start ({1}).").arg(*u.date_to).arg(*u.date_from));
            return;
        }
        if (points) u.costs.push_back(Cost{"points", *points, 0});
        if (!v["role"].empty()) {
            const auto role = role_of(v["role"]);
            if (!role) {
                refuse(r, TR_("Unknown role \"{0}\" (use unit, general, character, camp or fortification).")
                              .arg(v["role"]));
                return;
            }
            u.role = *role;
        }
        if (!stats(r, v, u)) return;
        if (!v["group"].empty()) u.group = group_id(v["group"]);
        u.note_fr = v["note"];
        u.note_en = v["note"];
        std::string id = v["id"].empty() ? slug_id(u.name.en) : v["id"];
        if (id.empty()) id = "line";
        if (!v["id"].empty() && (slug_id(id) != id || m_unit_ids.count(id) != 0)) {
            refuse(r, TR_("The id \"{0}\" is not lowercase letters, digits and dashes, or is used twice.").arg(id));
            return;
        }
        u.id = unique_id(id);
        // The row must make a line Ost accepts: checked alone in a scratch list (its group, none
        // of the other lines and groups: a check of the whole list per row was quadratic, 20 s
        // for 5000 rows) before keeping it. Ids are unique by construction above.
        ArmyList probe = list_header();
        for (const auto& g : m_result.list.groups) {
            if (g.id == u.group) probe.groups.push_back(g);
        }
        probe.units.push_back(u);
        try {
            (void)read_army_list(XmlDocument::load_string(write_army_list(probe), m_file), m_system);
        } catch (const InvalidInputError& e) {
            refuse(r, TR_("The line is not valid: {0}").arg(e.message()));
            return;
        }
        m_unit_ids.insert(u.id);
        m_result.list.units.push_back(std::move(u));
    }

    /// `id`, or `id`-2, `id`-3… the first not taken; each base remembers where it stopped, so
    /// a thousand lines of one name cost no more than a thousand names.
    std::string unique_id(const std::string& id) {
        if (m_unit_ids.count(id) == 0) return id;
        int& n = m_next_suffix.try_emplace(id, 2).first->second;
        std::string unique;
        do {
            unique = id + "-" + std::to_string(n++);
        } while (m_unit_ids.count(unique) != 0);
        return unique;
    }

    /// A copy of the list so far without its lines and groups.
    ArmyList list_header() const {
        ArmyList copy;
        copy.id = m_result.list.id;
        copy.system_id = m_result.list.system_id;
        copy.name = m_result.list.name;
        copy.source = m_result.list.source;
        return copy;
    }

    static std::optional<UnitRole> role_of(const std::string& text) {
        const auto f = fold(text);
        if (f == "general" || f == "chef" || f == "commandant") return UnitRole::General;
        if (f == "character" || f == "personnage" || f == "heros" || f == "hero") return UnitRole::Character;
        if (f == "camp") return UnitRole::Camp;
        if (f == "fortification" || f == "fortifications") return UnitRole::Fortification;
        if (f == "unit" || f == "unite" || f == "troupe") return UnitRole::Unit;
        return unit_role_from(f);
    }

    /// "-500/-300", "-500..-300", "-500 à -300", "-500 to -300".
    bool dates(const Record& r, const std::string& text, UnitEntry& u) {
        for (const std::string sep : {"..", "/", " à ", " a ", " to ", " – ", " - ", ";"}) {
            const auto at = text.find(sep);
            if (at == std::string::npos || at == 0) continue;
            const auto from = whole_number(text.substr(0, at));
            const auto to = whole_number(text.substr(at + sep.size()));
            if (from && to) {
                u.date_from = from;
                u.date_to = to;
                return true;
            }
        }
        refuse(r, TR_("\"{0}\" is not a date window such as -500/-300.").arg(text));
        return false;
    }

    bool stats(const Record& r, std::map<std::string, std::string>& v, UnitEntry& u) {
        if (m_profile == nullptr) return true;
        std::map<std::string, std::string> values;
        std::string troop_id;
        if (!v["troop-type"].empty()) {
            const auto* troop = catalogue(kTroopType, v["troop-type"]);
            const auto* field = m_profile->field("troop-type");
            if (troop == nullptr || field == nullptr) {
                refuse(r, TR_("\"{0}\" is no troop type of {1}.").arg(v["troop-type"]).arg(m_system.name()));
                return false;
            }
            troop_id = troop->id;
            values["troop-type"] = troop->id;
            for (const auto& [key, value] : troop->profile.values) values[key] = value; // category, move…
        }
        if (!v["capabilities"].empty()) {
            if (m_profile->field("capabilities") == nullptr) {
                refuse(r, TR_("{0} has no capabilities.").arg(m_system.name()));
                return false;
            }
            std::string ids;
            std::string rest = v["capabilities"];
            std::replace_if(rest.begin(), rest.end(), [](char c) { return c == ',' || c == '+' || c == '/' || c == ';'; },
                            '\n');
            std::size_t start = 0;
            while (start <= rest.size()) {
                auto end = rest.find('\n', start);
                if (end == std::string::npos) end = rest.size();
                const std::string name(trim(std::string_view(rest).substr(start, end - start)));
                start = end + 1;
                if (name.empty()) continue;
                const auto* cap = capability(name, troop_id);
                if (cap == nullptr) {
                    refuse(r, TR_("\"{0}\" is no capability of {1}.").arg(name).arg(m_system.name()));
                    return false;
                }
                ids += (ids.empty() ? "" : " ") + cap->id;
            }
            if (!ids.empty()) values["capabilities"] = ids;
        }
        for (const auto& [key, value] : v) {
            if (key.rfind("stat:", 0) != 0 || value.empty()) continue;
            const auto* field = m_profile->field(key.substr(5));
            std::string stored = value;
            if (!field->choices.empty()) {
                stored.clear();
                for (const auto& c : field->choices) {
                    if (c.id == fold(value) || fold(c.name.fr) == fold(value) || fold(c.name.en) == fold(value))
                        stored = c.id;
                }
                if (stored.empty()) {
                    refuse(r, TR_("\"{0}\" is not a choice of the field {1}.").arg(value).arg(field->name.text()));
                    return false;
                }
            }
            try {
                parse_stat(*field, stored);
            } catch (const StatSyntaxError&) {
                refuse(r, TR_("\"{0}\" is not a valid {1} value.").arg(value).arg(field->name.text()));
                return false;
            }
            values[field->id] = stored;
        }
        if (values.empty()) return true;
        u.profile.type = m_profile->id;
        for (const auto& f : m_profile->fields) {
            const auto it = values.find(f.id);
            if (it != values.end()) u.profile.values.emplace_back(f.id, it->second);
        }
        return true;
    }

    /// A capability by id or name; where a name has variants by troop type ("Elite (light
    /// troops)"), the one for `troop`.
    const CatalogueEntry* capability(const std::string& name, const std::string& troop) const {
        const auto folded = fold(name);
        const CatalogueEntry* found = nullptr;
        for (const auto* c : m_system.catalogue_of(kCapability)) {
            const bool named = c->id == folded || fold(c->name.fr) == folded || fold(c->name.en) == folded;
            const bool variant = fold(c->name.en).rfind(folded + " (", 0) == 0 || fold(c->name.fr).rfind(folded + " (", 0) == 0;
            const bool eligible = !troop.empty() && std::find(c->eligible_types.begin(), c->eligible_types.end(),
                                                              troop) != c->eligible_types.end();
            if ((named || variant) && eligible) return c;
            if (named && found == nullptr) found = c;
        }
        return found;
    }

    std::string group_id(const std::string& name) {
        const auto it = m_groups.find(fold(name));
        if (it != m_groups.end()) return it->second;
        std::string id = slug_id(name);
        if (id.empty()) id = "group";
        std::string unique = id;
        for (int n = 2; m_group_ids.count(unique) != 0; ++n) unique = id + "-" + std::to_string(n);
        m_group_ids.insert(unique);
        m_result.list.groups.push_back(ChoiceGroup{unique, {name, name}, std::nullopt, std::nullopt});
        m_groups[fold(name)] = unique;
        return unique;
    }

    std::string m_file;
    const GameSystem& m_system;
    const ProfileType* m_profile = nullptr;
    SpreadsheetImport m_result;
    std::set<std::string> m_unit_ids;
    std::map<std::string, int> m_next_suffix; ///< next number tried after an id already taken
    std::map<std::string, std::string> m_groups;
    std::set<std::string> m_group_ids;
};

} // namespace

namespace {
/// Control characters other than tab and line ends cannot live in an XML list (a NUL in a name
/// broke write → read, found by the spreadsheet fuzz target): each becomes U+FFFD, visibly.
std::string without_controls(std::string text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 && c != '\t' && c != '\n' && c != '\r') {
            out += "\xEF\xBF\xBD";
        } else {
            out += c;
        }
    }
    return out;
}
} // namespace

std::string spreadsheet_text_to_utf8(const std::string& bytes, bool& latin1) {
    std::string_view view(bytes);
    if (view.substr(0, 3) == "\xEF\xBB\xBF") view.remove_prefix(3);
    latin1 = invalid_utf8_offset(view) != std::string::npos;
    if (!latin1) return without_controls(std::string(view));
    std::string out;
    out.reserve(view.size() + view.size() / 8);
    for (const unsigned char c : view) {
        char32_t code = c;
        if (c >= 0x80 && c <= 0x9F) code = kCp1252[c - 0x80] != 0 ? kCp1252[c - 0x80] : U'\uFFFD';
        append_utf8(out, code);
    }
    return without_controls(std::move(out));
}

SpreadsheetImport import_spreadsheet(const std::string& bytes, const std::string& file, const GameSystem& system,
                                     const std::string& list_id, const std::string& list_name) {
    return Importer(file, system).run(bytes, list_id, list_name);
}

} // namespace ost
