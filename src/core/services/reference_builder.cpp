// Orchestrates build-db: collects files in a stable order, parses them, writes the DB.
// Parsing lives in core/io, SQL in core/storage; this file only sequences the work.
#include "core/services/reference_builder.h"

#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/storage/reference_database.h"
#include "core/storage/reference_writer.h"
#include "core/support/error.h"
#include "core/support/version.h"

#include <SQLiteCpp/Transaction.h>

#include <algorithm>
#include <chrono>
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
} // namespace

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
        for (std::size_t i = 0; i < files.size(); ++i) {
            report_progress(progress, static_cast<double>(i) / static_cast<double>(files.size() + 1),
                            TR_("Reading {0}").arg(files[i].string()));
            const auto doc = XmlDocument::load_file(files[i]);
            writer.add_system(read_system(doc));
            ++report.systems;
            ++report.files;
        }
        transaction.commit();
    }
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
