// Cache files of the rulebooks' search indexes: mapped whole with a size bound (the file is the
// user's and may be anything), written atomically.
#include "core/storage/search_index_cache.h"

#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ost::storage {

SearchIndexCache::SearchIndexCache(const std::filesystem::path& database, bool writable)
    : m_writable(writable) {
    if (!database.empty() && database != ":memory:") {
        m_database = database;
    }
}

std::filesystem::path SearchIndexCache::file(const std::string& lang) const {
    if (m_database.empty()) {
        return {};
    }
    auto name = m_database;
    name += ".search-" + lang;
    return name;
}

bool SearchIndexCache::read(const std::string& lang, const std::function<void(std::string_view)>& use) const {
    const auto path = file(lang);
    if (path.empty()) {
        return false;
    }
    // O_NONBLOCK: a FIFO put in the cache's place is never waited on.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        return false; // no cache yet (or unreadable): the index is rebuilt
    }
    struct stat info {};
    void* map = MAP_FAILED;
    std::size_t size = 0;
    if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0 &&
        static_cast<std::uintmax_t>(info.st_size) <= kMaxSearchCacheBytes) {
        size = static_cast<std::size_t>(info.st_size);
        // MAP_POPULATE: every page is read (the checksum), so map them all at once.
        map = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    }
    ::close(fd);
    if (map == MAP_FAILED) {
        return false;
    }
    try {
        use(std::string_view(static_cast<const char*>(map), size));
    } catch (...) {
        ::munmap(map, size);
        throw;
    }
    ::munmap(map, size);
    return true;
}

std::string SearchIndexCache::read(const std::string& lang) const {
    std::string out;
    read(lang, [&](std::string_view bytes) { out.assign(bytes); });
    return out;
}

bool SearchIndexCache::write(const std::string& lang, std::string_view bytes) const {
    const auto path = file(lang);
    if (path.empty() || !m_writable) {
        return false;
    }
    try {
        write_file_atomic(path, bytes);
        return true;
    } catch (const EnvironmentError&) {
        // Deliberately not reported: the cache only spares the next process a rebuild, the
        // search has its answer already, and a folder the user cannot write is no error of his.
        return false;
    }
}

} // namespace ost::storage
