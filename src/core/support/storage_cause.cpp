// Storage causes from errno and their player wording (support/storage_cause.h).
// SQLite's codes are mapped in storage (sqlite_access.cpp); files use cause_of_errno directly.
#include "core/support/storage_cause.h"

#include <cerrno>

namespace ost {

StorageCause cause_of_errno(int error) noexcept {
    switch (error) {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return StorageCause::DiskFull;
    case EFBIG: return StorageCause::FileTooLarge;
    case EIO: return StorageCause::DiskError;
    case EROFS: return StorageCause::ReadOnly;
    default: return StorageCause::Unknown;
    }
}

Text cause_text(StorageCause cause) {
    switch (cause) {
    case StorageCause::DiskFull: return TR_("The disk is full (no space is left on it): free some space, then try again.");
    case StorageCause::FileTooLarge:
        return TR_("The file would be larger than this system lets Ost write (a file size limit): raise the "
                   "limit or free space, then try again.");
    case StorageCause::DiskError:
        return TR_("The disk failed to read or write (a failing disk, or a disk or network share no longer "
                   "connected).");
    case StorageCause::ReadOnly: return TR_("The disk, the folder or the file cannot be written (read-only).");
    case StorageCause::Damaged:
        return TR_("The database file is damaged. Restore it from a backup, or start the Ost app and choose "
                   "\"Start with a new database\" (the damaged file is kept beside it).");
    case StorageCause::Unknown:
    case StorageCause::Locked: break;
    }
    return Text::verbatim("");
}

Text with_cause(const Text& what, const Text& why) {
    if (why.english().empty()) {
        return what;
    }
    return TR_("{0} {1}").arg(what).arg(why);
}

StorageCause storage_cause_of(const StorageError& error) noexcept {
    const auto* failure = dynamic_cast<const StorageFailure*>(&error);
    return failure != nullptr ? failure->cause() : StorageCause::Unknown;
}

} // namespace ost
