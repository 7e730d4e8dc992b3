// SQL inserts for the reference DB tables.
// Constraint failures (duplicate ids) become StorageError naming the culprit.
#include "core/storage/reference_writer.h"

#include "core/support/error.h"

#include <SQLiteCpp/Statement.h>

namespace ost::storage {

void ReferenceWriter::add_meta(const std::string& key, const std::string& value) {
    SQLite::Statement q(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"); // SQL meta
    q.bind(1, key);
    q.bind(2, value);
    q.exec();
}

void ReferenceWriter::add_system(const GameSystem& s) {
    try {
        SQLite::Statement q(m_db, "INSERT INTO game_system (id, position, name_fr, name_en, " // SQL game_system
                                  "source, file) VALUES (?, ?, ?, ?, ?, ?)");
        q.bind(1, s.id);
        q.bind(2, s.position);
        q.bind(3, s.name_fr);
        q.bind(4, s.name_en);
        q.bind(5, s.source);
        q.bind(6, s.file);
        q.exec();
    } catch (const SQLite::Exception& e) {
        throw StorageError(TR_("The game system \"{0}\" is defined twice.").arg(s.id), e.what(),
                           Location{s.file, 0, 0});
    }
}

} // namespace ost::storage
