// Why a file or a database could not be written or read, when the system says so (a full disk,
// a file size limit, a damaged file), in the player's words: what they can act on.
#pragma once

#include "core/support/error.h"
#include "core/support/text.h"

namespace ost {

/// The cause of a storage failure the player can act on (free space, restore a backup).
enum class StorageCause {
    Unknown,      ///< nothing more precise than the technical detail
    DiskFull,     ///< no space left on the disk (ENOSPC, EDQUOT, SQLITE_FULL)
    FileTooLarge, ///< a file size limit of the system or account (EFBIG, `ulimit -f`)
    DiskError,    ///< the disk failed to read or write (EIO, other SQLite I/O errors)
    ReadOnly,     ///< the disk, folder or file cannot be written (EROFS, SQLITE_READONLY)
    Damaged,      ///< the database file is damaged or not a database (SQLITE_CORRUPT, SQLITE_NOTADB)
    Locked,       ///< another program holds a lock (SQLITE_BUSY, SQLITE_LOCKED)
};

/// The cause of a failed file operation from its errno (ENOSPC → DiskFull, …; Unknown otherwise).
StorageCause cause_of_errno(int error) noexcept;
/// One or two sentences saying `cause` in the player's words and what they can do, e.g. "The
/// disk is full (no space is left on it): free some space, then try again." Empty for Unknown
/// and Locked (their messages say it themselves).
Text cause_text(StorageCause cause);
/// `what` ("Cannot save the roster …."), then `why` when it is not empty: "{0} {1}".
Text with_cause(const Text& what, const Text& why);

/// A StorageError whose cause is known (storage's sqlite_failure sets it from SQLite's code and
/// the system's errno): its message already says the cause in the player's words.
class StorageFailure : public StorageError {
  public:
    StorageFailure(Text message, std::string detail, StorageCause cause, Location location = {})
        : StorageError(std::move(message), std::move(detail), std::move(location)), m_cause(cause) {}
    StorageCause cause() const { return m_cause; }

  private:
    StorageCause m_cause;
};

/// The cause of `error`: its StorageFailure cause, or Unknown.
StorageCause storage_cause_of(const StorageError& error) noexcept;

} // namespace ost
