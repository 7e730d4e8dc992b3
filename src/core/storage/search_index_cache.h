// The user's rulebooks' search indexes kept in files beside the user DB (issue 26), so that a
// one-shot search reads them instead of rebuilding them from FTS5 in every process.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>

namespace ost::storage {

/// Largest cache file read back (256 MiB): the index of the largest rulebook Ost imports
/// (kMaxRulebookBytes, 20 MiB of text) takes about a quarter of it.
inline constexpr std::uintmax_t kMaxSearchCacheBytes = 256u * 1024u * 1024u;

/// One file per language, `<user DB>.search-<lang>`, holding SearchIndex bytes (what they are
/// and when they are stale is for core/reference to say: this class only moves bytes). No
/// files for a database in memory; none written for one opened read-only.
class SearchIndexCache {
public:
    /// `database`: the user DB file (":memory:" or empty: no cache). `writable`: false for a
    /// user DB opened read-only, whose folder is left untouched.
    SearchIndexCache(const std::filesystem::path& database, bool writable);

    /// The cache file of `lang` ("fr" or "en"); empty when there is none for this database.
    std::filesystem::path file(const std::string& lang) const;

    /// Calls `use` with the bytes of `lang`'s cache file, mapped read-only (MAP_PRIVATE) for the
    /// call's duration, and returns true; false without calling it when there is none, it is
    /// empty, not a regular file, larger than kMaxSearchCacheBytes or cannot be mapped: the
    /// caller then rebuilds the index (a cache is a shortcut, never needed to answer). Issue 26:
    /// mapped, the 13 MB of a 1,000,000-word rulebook's index are the page cache's pages, not
    /// fresh pages filled by read(). Ost replaces the file by renaming a new one over it, never
    /// in place, so a mapping stays whole while it is read.
    bool read(const std::string& lang, const std::function<void(std::string_view)>& use) const;
    /// The same bytes copied (empty when there are none).
    std::string read(const std::string& lang) const;

    /// Replaces `lang`'s cache file by `bytes` atomically (write_file_atomic: a reader sees the
    /// old file or the new one, never a mix). Returns false, leaving no partial file, when it
    /// cannot be written (a read-only folder, a full disk): the search works without it and the
    /// next process tries again.
    bool write(const std::string& lang, std::string_view bytes) const;

private:
    std::filesystem::path m_database;
    bool m_writable = false;
};

} // namespace ost::storage
