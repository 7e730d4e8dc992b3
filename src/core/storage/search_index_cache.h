// The user's rulebooks' search indexes kept in files beside the user DB (issue 26), so that a
// one-shot search reads them instead of rebuilding them from FTS5 in every process.
#pragma once

#include <cstdint>
#include <filesystem>
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

    /// The bytes of `lang`'s cache file; empty when there is none, it is not a regular file, it
    /// is larger than kMaxSearchCacheBytes or cannot be read: the caller then rebuilds the index
    /// (a cache is a shortcut, never needed to answer).
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
