// Orchestrates build-db: collects files in a stable order, parses them, writes the DB.
// Parsing lives in core/io, SQL in core/storage; this file only sequences the work.
#include "core/services/reference_builder.h"

#include "core/io/army_list_reader.h"
#include "core/io/rules_reader.h"
#include "core/io/system_reader.h"
#include "core/io/rule_markup.h"
#include "core/io/xml_document.h"
#include "core/reference/stored_index.h"
#include "core/services/legality_rules_reader.h"
#include "core/storage/engine_table_repository.h"
#include "core/storage/reference_database.h"
#include "core/storage/reference_writer.h"
#include "core/storage/rules_repository.h"
#include "core/storage/user_database.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/support/version.h"
#include "core/systems/game_registry.h"

#include <SQLiteCpp/Transaction.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <vector>

namespace fs = std::filesystem;

namespace ost {

namespace {
std::vector<fs::path> system_files(const fs::path& lists_dir) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(lists_dir, ec)) {
        const auto file = entry.path() / "system.xml";
        if (entry.is_directory() && fs::is_regular_file(file)) {
            files.push_back(file);
        }
    }
    if (ec) {
        throw EnvironmentError(TR_("Cannot read the lists folder {0}.").arg(lists_dir.string()),
                               ec.message());
    }
    std::sort(files.begin(), files.end());
    return files;
}

/// The digest's files (data/rules/*.xml), then the player's guide (data/guide/*.xml), each sorted.
std::vector<fs::path> rules_files(const fs::path& data_dir) {
    std::vector<fs::path> all;
    for (const char* folder : {"rules", "guide"}) {
        std::vector<fs::path> files;
        std::error_code ec;
        const auto dir = data_dir / folder;
        if (!fs::is_directory(dir, ec)) {
            continue;
        }
        for (const auto& entry : fs::directory_iterator(dir, ec)) {
            if (entry.is_regular_file() && entry.path().extension() == ".xml") {
                files.push_back(entry.path());
            }
        }
        if (ec) {
            throw EnvironmentError(TR_("Cannot read the rules folder {0}.").arg(dir.string()), ec.message());
        }
        std::sort(files.begin(), files.end());
        all.insert(all.end(), files.begin(), files.end());
    }
    return all;
}

/// The engine's source files (data/engine/*.json, *.xml), sorted; none when the folder is absent.
std::vector<fs::path> engine_files(const fs::path& data_dir) {
    std::vector<fs::path> files;
    std::error_code ec;
    const auto dir = data_dir / "engine";
    if (!fs::is_directory(dir, ec)) {
        return files;
    }
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const auto ext = entry.path().extension();
        if (entry.is_regular_file() && (ext == ".json" || ext == ".xml")) {
            files.push_back(entry.path());
        }
    }
    if (ec) {
        throw EnvironmentError(TR_("Cannot read the engine folder {0}.").arg(dir.string()), ec.message());
    }
    std::sort(files.begin(), files.end());
    return files;
}

/// Stores each table of data/engine/ as its text, keyed by its system (the file name) and kind:
/// <system>.json the engine's odds tables (checked to parse), <system>.xml the legality rule table
/// (read and checked; check-data also cross-checks it against the digest and the system).
void write_engine_tables(const fs::path& data_dir, const std::set<std::string>& systems,
                         storage::ReferenceWriter& writer, ReferenceBuildReport& report) {
    for (const auto& file : engine_files(data_dir)) {
        const auto text = read_file(file);
        const auto system = file.stem().string();
        const char* kind = storage::kEngineTableKind;
        if (systems.count(system) == 0) {
            throw InvalidInputError(TR_("Unknown game system \"{0}\" (known: the systems under lists/).").arg(system), {},
                                    Location{file.string(), 0, 0});
        }
        if (file.extension() == ".json") {
            // A game fighting with a shared mechanic: its data must make a module at run time.
            (void)systems::data_game_module(system, JsonDocument::load_string(text, file.string()));
        } else {
            const auto doc = XmlDocument::load_string(text, file.string());
            const auto table = read_legality_rules(doc);
            if (table.system != system) {
                doc.fail(doc.root(), TR_("{0} holds the rules of \"{1}\", not \"{2}\".")
                                         .arg(file.filename().string()).arg(table.system).arg(system));
            }
            kind = storage::kLegalityTableKind;
        }
        writer.add_engine_table(system, kind, file.string(), text);
        ++report.engine_tables;
    }
}

/// Loads, checks and stores the rules digest (data/rules/*.xml) with its search rows.
void write_rules(const std::vector<fs::path>& files, const std::set<std::string>& systems,
                 storage::ReferenceWriter& writer, ReferenceBuildReport& report) {
    std::vector<RulesFile> parsed;
    for (const auto& file : files) {
        const auto doc = XmlDocument::load_file(file);
        parsed.push_back(read_rules(doc));
        if (systems.count(parsed.back().system_id) == 0 && parsed.back().system_id != kGuideSystem) {
            doc.fail(doc.root(), TR_("Unknown game system \"{0}\" (known: the systems under lists/).")
                                     .arg(parsed.back().system_id));
        }
        ++report.rules_files;
    }
    validate_rules(parsed);
    // A system's sections are listed in file order: its main file <system>.xml first, then the
    // others by name (wme.xml, then wme-armies.xml); positions run on across its files.
    std::vector<std::size_t> order(parsed.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    const auto is_main = [&](std::size_t i) {
        return files[i].stem().string() == parsed[i].system_id;
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return is_main(a) && !is_main(b); });
    std::map<std::string, int> next_position;
    for (const auto i : order) {
        auto& next = next_position[parsed[i].system_id];
        for (auto& s : parsed[i].sections) {
            s.position = next++;
        }
    }
    std::map<std::string, const RuleSection*> by_id;
    std::map<std::string, std::string> terms_fr;
    std::map<std::string, std::string> terms_en;
    for (const auto& file : parsed) {
        for (const auto& s : file.sections) {
            by_id[s.id] = &s;
        }
        for (const auto& t : file.terms) {
            for (const auto& f : t.forms_fr) {
                terms_fr[t.section_id] += f + " ; ";
            }
            for (const auto& f : t.forms_en) {
                terms_en[t.section_id] += f + " ; ";
            }
        }
    }
    const auto title_fr = [&](const std::string& id) { return by_id.at(id)->title_fr; };
    const auto title_en = [&](const std::string& id) { return by_id.at(id)->title_en; };
    for (const auto& file : parsed) {
        for (const auto& source : file.sources) {
            writer.add_rule_source(source);
        }
        for (const auto& s : file.sections) {
            writer.add_rule_section(s, ost::markup_to_plain(s.body_fr, title_fr),
                                    ost::markup_to_plain(s.body_en, title_en), terms_fr[s.id],
                                    terms_en[s.id]);
            ++report.rule_sections;
        }
        for (const auto& t : file.terms) {
            writer.add_rule_term(t);
        }
    }
}

/// Stores in the reference DB `file`, complete otherwise, the digest's search index as the rules
/// search holds it (issue 26): read from the DB's own full-text index, attached as a search
/// opens it, so that a one-shot search reads it instead of rebuilding it.
void write_search_indexes(const fs::path& file) {
    std::vector<std::pair<std::string, std::string>> indexes;
    {
        storage::UserDatabase reader(":memory:", file);
        const storage::RulesRepository repo(reader.connection(), true, reader.statements());
        for (const std::string lang : {"fr", "en"}) {
            indexes.emplace_back(lang, reference::reference_index_bytes(repo, lang));
        }
    }
    SQLite::Database db(file.string(), SQLite::OPEN_READWRITE);
    storage::ReferenceWriter writer(db);
    SQLite::Transaction transaction(db);
    for (const auto& [lang, bytes] : indexes) {
        writer.add_search_index(lang, bytes);
    }
    transaction.commit();
}
} // namespace

std::vector<fs::path> army_list_files(const fs::path& system_dir) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(system_dir, ec)) {
        const auto& path = entry.path();
        if (entry.is_regular_file() && path.extension() == ".xml" && path.filename() != "system.xml") {
            files.push_back(path);
        }
    }
    if (ec) {
        throw EnvironmentError(TR_("Cannot read the lists folder {0}.").arg(system_dir.string()),
                               ec.message());
    }
    std::sort(files.begin(), files.end());
    return files;
}

ReferenceBuildReport build_reference_db(const fs::path& lists_dir, const fs::path& data_dir,
                                        const fs::path& output, ProgressSink& progress) {
    const auto start = std::chrono::steady_clock::now();
    if (!fs::is_directory(lists_dir)) {
        throw EnvironmentError(TR_("The lists folder {0} does not exist.").arg(lists_dir.string()));
    }
    if (!fs::is_directory(data_dir)) {
        throw EnvironmentError(TR_("The data folder {0} does not exist.").arg(data_dir.string()));
    }
    ReferenceBuildReport report;
    const auto temp = output.parent_path() / (output.filename().string() + ".building");
    {
        auto db = storage::ReferenceDatabase::create(temp);
        storage::ReferenceWriter writer(db);
        SQLite::Transaction transaction(db);
        writer.add_meta("ost_version", kVersion);
        const auto files = system_files(lists_dir);
        std::set<std::string> systems;
        for (std::size_t i = 0; i < files.size(); ++i) {
            report_progress(progress, static_cast<double>(i) / static_cast<double>(files.size() + 1),
                            TR_("Reading {0}").arg(files[i].string()));
            auto text = read_file(files[i]);
            const auto doc = XmlDocument::load_string(text, files[i].string());
            const auto system = read_system(doc);
            systems::require_known_army_rules(system);
            writer.add_system(system);
            writer.add_system_definition(system, text);
            systems.insert(system.id);
            ++report.systems;
            ++report.files;
            for (const auto& list_file : army_list_files(files[i].parent_path())) {
                auto list_text = read_file(list_file);
                const auto list_doc = XmlDocument::load_string(list_text, list_file.string());
                const auto list = read_army_list(list_doc, system);
                writer.add_army_list(list, list_text);
                ++report.lists;
                ++report.files;
            }
        }
        report_progress(progress, static_cast<double>(files.size()) / static_cast<double>(files.size() + 1),
                        TR_("Reading the rules digest"));
        write_rules(rules_files(data_dir), systems, writer, report);
        write_engine_tables(data_dir, systems, writer, report);
        transaction.commit();
    }
    write_search_indexes(temp);
    std::error_code ec;
    fs::rename(temp, output, ec);
    if (ec) {
        throw EnvironmentError(TR_("Cannot write the reference database {0}.").arg(output.string()),
                               ec.message());
    }
    report_progress(progress, 1.0, TR_("Reference database written."));
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report;
}

} // namespace ost
