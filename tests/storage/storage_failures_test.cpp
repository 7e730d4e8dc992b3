// Tests of what the player is told when storage fails (issue 28): what failed, then why in their
// words (a full disk, a file size limit, a damaged database) instead of SQLite's "disk I/O
// error", and never a file they did not give (a temporary file, the -wal, an invented name).
#include "core/services/roster_editor.h"
#include "core/services/roster_store.h"
#include "core/services/session.h"
#include "core/services/user_lists.h"
#include "core/storage/sqlite_access.h"
#include "core/storage/user_database.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/storage_cause.h"
#include "core/support/translator.h"

#include <catch2/catch.hpp>

#include "../services/fresh_session.h"
#include "../services/scripted_prompter.h"
#include "tests/core/temp_dir.h"

#include <SQLiteCpp/Database.h>
#include <sqlite3.h>

#include <cerrno>
#include <csignal>
#include <fstream>
#include <sys/resource.h>

using namespace ost;
namespace fs = std::filesystem;

namespace {

/// Lowers this process's file size limit (as `ulimit -f` does) to `bytes` for its lifetime.
class FileSizeLimit {
  public:
    explicit FileSizeLimit(rlim_t bytes) {
        report_file_size_limit_as_error(); // what both front ends do first: EFBIG, not SIGXFSZ
        ::getrlimit(RLIMIT_FSIZE, &m_saved);
        rlimit lowered = m_saved;
        lowered.rlim_cur = bytes;
        REQUIRE(::setrlimit(RLIMIT_FSIZE, &lowered) == 0);
    }
    ~FileSizeLimit() { ::setrlimit(RLIMIT_FSIZE, &m_saved); }

  private:
    rlimit m_saved{};
};

/// A roster editor whose roster's notes hold `bytes` bytes: its document is at least that large.
std::unique_ptr<RosterEditor> big_roster(RosterStore& store, std::size_t bytes) {
    auto editor = store.create("wme", "empire", 2000, std::nullopt, "Big notes");
    editor->set_notes(std::string(bytes, 'n'));
    return editor;
}

/// No internal file of a save or of SQLite in a message: the temporary file beside the target,
/// the database's side files.
bool names_no_internal_file(const std::string& message) {
    for (const char* internal : {".tmp", "-wal", "-shm", "-journal", "roster-", ".damaged"}) {
        if (message.find(internal) != std::string::npos) {
            return false;
        }
    }
    return true;
}

} // namespace

TEST_CASE("Storage causes: errno and SQLite codes are told in the player's words", "[storage][disk-full][issue28]") {
    CHECK(cause_of_errno(ENOSPC) == StorageCause::DiskFull);
    CHECK(cause_of_errno(EDQUOT) == StorageCause::DiskFull);
    CHECK(cause_of_errno(EFBIG) == StorageCause::FileTooLarge);
    CHECK(cause_of_errno(EROFS) == StorageCause::ReadOnly);
    CHECK(cause_of_errno(EACCES) == StorageCause::Unknown);
    CHECK(storage::storage_cause(SQLite::Exception("database or disk is full", SQLITE_FULL), nullptr) ==
          StorageCause::DiskFull);
    CHECK(storage::storage_cause(SQLite::Exception("database disk image is malformed", SQLITE_CORRUPT), nullptr) ==
          StorageCause::Damaged);
    CHECK(storage::storage_cause(SQLite::Exception("file is not a database", SQLITE_NOTADB), nullptr) ==
          StorageCause::Damaged);
    CHECK(storage::storage_cause(SQLite::Exception("disk I/O error", SQLITE_IOERR), nullptr) ==
          StorageCause::DiskError);
    const auto full = storage::sqlite_failure(TR_("Cannot save the roster \"{0}\".").arg("Empire"),
                                              SQLite::Exception("database or disk is full", SQLITE_FULL));
    CHECK(full.cause() == StorageCause::DiskFull);
    CHECK(full.message().english() == "Cannot save the roster \"Empire\". The disk is full (no space is left on it): "
                                      "free some space, then try again.");
    CHECK(full.detail() == "database or disk is full");
    // In French too (the real catalog), what failed then why.
    const MoCatalog fr(OST_FR_MO, "fr");
    CHECK_THAT(full.message().render(fr), Catch::StartsWith("Impossible d") && Catch::Contains("disque est plein"));
}

TEST_CASE("A file size limit met by a database write is told, with what failed", "[storage][disk-full][issue28]") {
    test::FreshSession s("storage-fsize-db");
    RosterStore store(*s.session);
    auto editor = big_roster(store, 300 * 1024);
    std::string message;
    StorageCause cause = StorageCause::Unknown;
    {
        const FileSizeLimit limit(64 * 1024); // the roster's row needs far more in the -wal
        try {
            store.autosave(*editor);
        } catch (const StorageError& e) {
            message = e.message().english();
            cause = storage_cause_of(e);
        }
    }
    CHECK(cause == StorageCause::FileTooLarge);
    CHECK_THAT(message, Catch::StartsWith("Cannot save the roster \"Big notes\". The file would be larger than this "
                                          "system lets Ost write (a file size limit)"));
    CHECK(names_no_internal_file(message));
    // Without the limit the same save goes through: nothing was left half-written.
    CHECK(store.autosave(*editor));
    CHECK(store.load(editor->roster().id)->notes.size() == 300 * 1024);
}

TEST_CASE("A file size limit met by a roster file save is told, naming only the file saved",
          "[storage][disk-full][issue28]") {
    test::FreshSession s("storage-fsize-file");
    RosterStore store(*s.session);
    const auto file = s.dir / "army.ostr";
    auto small = store.create("wme", "empire", 2000, std::nullopt, "Small");
    store.write_file(file, small->roster());
    const auto before = read_file(file);
    auto editor = big_roster(store, 100 * 1024);
    std::string message;
    {
        const FileSizeLimit limit(16 * 1024);
        try {
            store.write_file(file, editor->roster());
        } catch (const EnvironmentError& e) {
            message = e.message().english();
        }
    }
    CHECK(message == "Cannot save " + file.string() + ". The file would be larger than this system lets Ost write "
                                                      "(a file size limit): raise the limit or free space, then try again.");
    CHECK(names_no_internal_file(message));
    CHECK(read_file(file) == before); // the old file is kept whole
    for (const auto& entry : fs::directory_iterator(s.dir)) {
        CHECK(entry.path().filename().string().find(".tmp") == std::string::npos); // no temporary left
    }
}

TEST_CASE("A roster file save in a missing folder names the file, not its temporary", "[storage][issue28]") {
    const auto dir = test::unique_temp_dir("storage-missing");
    const auto file = dir / "gone" / "army.ostr";
    try {
        write_file_atomic(file, "<roster/>");
        FAIL("saved into a missing folder");
    } catch (const EnvironmentError& e) {
        CHECK(e.message().english() == "Cannot save " + file.string() + ".");
        CHECK(names_no_internal_file(e.describe(EnglishTranslator::instance())));
    }
    fs::remove_all(dir);
}

TEST_CASE("A database damaged after it opened: ost-cli's commands name the file and the cause",
          "[storage][damaged][issue28]") {
    test::FreshSession s("storage-damaged");
    const auto db = s.dir / "user.sqlite";
    {
        RosterStore store(*s.session);
        for (int i = 0; i < 30; ++i) {
            auto editor = store.create("wme", "empire", 2000, std::nullopt, "Roster " + std::to_string(i));
            editor->set_notes(std::string(2000, 'n'));
            store.autosave(*editor);
        }
        s.session.reset();
    }
    // Every page but the first (the schema) overwritten: the header reads, the rosters do not.
    const auto size = fs::file_size(db);
    {
        std::fstream file(db, std::ios::in | std::ios::out | std::ios::binary);
        file.seekp(4096);
        file << std::string(size - 4096, '\xff');
    }
    Session session(SessionOptions{test::bundled_reference().parent_path(), db});
    try {
        (void)RosterStore(session).recent();
        FAIL("a damaged database was read");
    } catch (const StorageError& e) {
        CHECK(storage_cause_of(e) == StorageCause::Damaged);
        const std::string message = e.message().english();
        CHECK_THAT(message, Catch::StartsWith("Cannot read your rosters. Your database ") &&
                                Catch::Contains(db.filename().string() + " is damaged: restore it from a backup"));
        CHECK_THAT(e.detail(), Catch::Contains("malformed"));
    }
}

TEST_CASE("A stored roster or list that cannot be read is named by what it is, not by an invented file",
          "[storage][issue28]") {
    test::FreshSession s("storage-stored-names");
    RosterStore store(*s.session);
    auto editor = store.create("wme", "empire", 2000, std::nullopt, "Empire");
    store.autosave(*editor);
    const auto id = editor->roster().id;
    UserLists lists(*s.session);
    test::ScriptedPrompter none({});
    REQUIRE(lists.import_file(fs::path(OST_TEST_DATA_DIR) / "lists/wme/tiny.xml", none).stored);
    auto& db = s.session->database().connection();
    db.exec("UPDATE roster SET document = '<roster format=\"1\" system=\"wme\">\n<bogus/>' WHERE id = " +
            std::to_string(id));
    db.exec("UPDATE user_list SET document = replace(document, '</army-list>', '<bogus/></army-list>')");
    try {
        (void)store.load(id);
        FAIL("a broken stored roster was read");
    } catch (const InvalidInputError& e) {
        const std::string text = e.describe(EnglishTranslator::instance());
        CHECK_THAT(text, Catch::StartsWith("Your roster number " + std::to_string(id) +
                                           " stored in your database cannot be read: "));
        CHECK_THAT(text, Catch::Contains("(line "));
        CHECK(names_no_internal_file(text));
        CHECK(text.find(".ostr") == std::string::npos);
    }
    try {
        (void)lists.load("tiny");
        FAIL("a broken stored list was read");
    } catch (const InvalidInputError& e) {
        const std::string text = e.describe(EnglishTranslator::instance());
        CHECK_THAT(text, Catch::StartsWith("Your army list \"tiny\" stored in your database cannot be read: "));
        CHECK(text.find("tiny.xml") == std::string::npos);
    }
}
