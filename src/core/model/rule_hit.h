// What a rules search returns (one matching section) and a user's imported rulebook section.
// Digest sections and the user's own rulebook sections share RuleHit, told apart by `user`.
#pragma once

#include <string>

namespace ost {

/// Marks around matched words in RuleHit::snippet (control characters, so no text can
/// contain them); front ends turn them into bold or colour.
inline constexpr char kMatchBegin = '\x02';
inline constexpr char kMatchEnd = '\x03';

struct RuleHit {
    /// A digest section id ("adlg.rout.unit") or "user:<n>" for a section of an imported rulebook.
    std::string key;
    bool user = false; ///< from the user's own imported rulebook
    std::string system_id;
    std::string lang; ///< language of the text that matched
    std::string title;
    std::string snippet; ///< plain text with matches between kMatchBegin and kMatchEnd
    std::string rulebook_title; ///< the imported book's title, for user hits
    double score = 0; ///< bm25 (lower is better), titles weighted above bodies
    long long row = 0; ///< the full-text index row that matched (to fetch its snippet)
    int page = 0; ///< first page in its source (a user PDF rulebook, or the book a digest section
                  ///< sums up; 0: unknown), shown « p. 42 »
};

/// A section of a rulebook the user imported (plain text or Markdown, shown with the digest
/// markup renderer).
struct UserRuleSection {
    long long id = 0;
    long long rulebook_id = 0;
    std::string rulebook_title;
    std::string system_id;
    std::string lang;
    int position = 0;
    std::string title;
    std::string body;
    int page_first = 0; ///< pages of a PDF rulebook section (0: not from a PDF)
    int page_last = 0;
    std::string key() const { return "user:" + std::to_string(id); }
};

/// An imported rulebook as listed to the user.
struct Rulebook {
    long long id = 0;
    std::string system_id;
    std::string lang;
    std::string title;
    std::string source_file;
    int sections = 0;
};

} // namespace ost
