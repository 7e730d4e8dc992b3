// Import of a user's own rulebook (UTF-8 or Latin-1 text or Markdown) into the user DB:
// decoding, splitting into sections by headings, indexing for search beside the digest.
#pragma once

#include "core/model/limits.h"
#include "core/model/rule_listing.h"
#include "core/support/progress.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace ost::storage {
class UserDatabase;
}

namespace ost::reference {

struct RulebookImportRequest {
    std::filesystem::path file;
    std::string system_id;
    std::string lang;  ///< "fr" or "en"
    std::string title; ///< empty: the file name without extension
    /// Deepest heading level that starts a section (1: chapters only, 2: and their
    /// sub-sections…); deeper headings stay lines of their section's text. 0: every level.
    int split_level = 0;
};

/// A rulebook file read and decoded, not yet split: what the app's split preview re-splits at
/// each level the user tries, without reading the file again (issue 16).
struct RulebookSource {
    std::string name;  ///< the file as named in messages
    std::string title; ///< the request's title, or the file name without extension
    bool pdf = false;
    bool markdown = false;
    bool latin1 = false;
    std::string text;                ///< text and Markdown files
    std::vector<std::string> pages;  ///< PDF files, one text per page
};

struct RulebookImportReport {
    long long rulebook_id = 0;
    int sections = 0;
    bool latin1 = false; ///< the file was not UTF-8 and was read as Latin-1
};

/// Returns `bytes` as UTF-8: kept when valid UTF-8 (a BOM is dropped), else read as Latin-1
/// (`latin1` set). Throws InvalidInputError naming `name` for an empty file or binary content
/// (NUL bytes or mostly control characters).
std::string decode_rulebook_text(std::string bytes, const std::string& name, bool& latin1);

/// Cuts a text into sections at its headings: Markdown "#" headings when `markdown`, otherwise
/// lines in capitals ("CHARGES") and numbered headings ("3.2 Moving"). Text before the first
/// heading becomes a section titled `fallback_title`. Empty sections are dropped.
/// `max_level` > 0: only headings of that level or above start a section (see
/// RulebookImportRequest::split_level); each section's `level` is its heading's.
std::vector<ImportedSection> split_rulebook(std::string_view text, bool markdown,
                                                     const std::string& fallback_title, int max_level = 0);

/// Cuts the text of a PDF, given page by page (`pages[0]` is page 1), into sections at its
/// headings like split_rulebook's plain text (numbered headings, lines in capitals); each
/// section keeps the first and last page its text is on. Lines holding only a number (page
/// numbers in headers and footers) are dropped. Pure: no PDF library involved.
std::vector<ImportedSection> split_pdf_pages(const std::vector<std::string>& pages,
                                                      const std::string& fallback_title, int max_level = 0);

/// Checks and reads the file of `request` (text decoded, or PDF pages extracted): the first
/// half of import_rulebook. Throws as import_rulebook does, UserCancelled included.
RulebookSource read_rulebook(const RulebookImportRequest& request, ProgressSink& progress);
/// The sections of a read rulebook cut at `max_level` (0: every level).
std::vector<ImportedSection> split_source(const RulebookSource& source, int max_level);
/// The deepest heading level among `sections` (0 when none has a heading).
int deepest_level(const std::vector<ImportedSection>& sections);
/// Stores `source` cut at `request.split_level` as a rulebook of the user DB: the second half
/// of import_rulebook (one transaction: a cancel leaves nothing).
RulebookImportReport import_rulebook(storage::UserDatabase& db, const RulebookImportRequest& request,
                                     const RulebookSource& source, ProgressSink& progress);
/// The same on a connection of its own to the user DB file `user_db` (with `reference_db`
/// attached), closed on return: for a worker thread (issue 16: the app imports off its UI
/// thread, and an SQLite connection belongs to one thread).
RulebookImportReport import_rulebook(const std::filesystem::path& user_db, const std::filesystem::path& reference_db,
                                     const RulebookImportRequest& request, const RulebookSource& source,
                                     ProgressSink& progress);

/// Reads, splits and stores the file as a rulebook of the user DB. A .pdf file is read page by
/// page (read_pdf_pages) and split with split_pdf_pages. Markdown is recognised by a
/// .md/.markdown extension or "# " headings. Throws InvalidInputError (unknown system or
/// language, missing, empty, binary or > 20 MB file), StorageError, UserCancelled.
RulebookImportReport import_rulebook(storage::UserDatabase& db, const RulebookImportRequest& request,
                                     ProgressSink& progress);

} // namespace ost::reference
