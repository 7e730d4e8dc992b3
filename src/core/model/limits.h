// Size and work limits of every reader and editor, far above any real army (the largest bundled
// list has 21 units; a big roster ~60 entries): a hostile or broken file gets a message, not a hang.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ost {

// Four limits live in core/support, which cannot see model: kMaxReadBytes (64 MiB, every file
// read, counted on the bytes actually read; atomic_file.h), kMaxJsonBytes (4 MiB, a JSON
// scenario or engine table) and kMaxJsonObjectKeys (256 fields per object; json_document.h), and
// the JSON nesting depth (200, json_document.cpp). The wait of an edit for another program's
// lock on the same roster file or user database, kEditLockWait (5 s), is in file_lock.h.
/// Largest rulebook text file (20 MiB; a rulebook is a few MB of text at most).
inline constexpr std::uintmax_t kMaxRulebookBytes = 20u * 1024u * 1024u;
/// Largest PDF rulebook file (256 MiB; the PDF itself, pictures and fonts included).
inline constexpr std::uintmax_t kMaxRulebookPdfBytes = 256u * 1024u * 1024u;
/// Text extracted from a PDF rulebook, all pages together (20 MiB like a text rulebook): a
/// decompression bomb is refused at the page that passes it.
inline constexpr std::size_t kMaxPdfTextBytes = 20u * 1024u * 1024u;
/// Bytes the compressed streams of a PDF other than pictures may unpack to, all together
/// (256 MiB): the pages, fonts and drawings of a 1,000-page book take a few tens of MB; a 2 MB
/// decompression bomb unpacks to GBs and is refused before poppler reads it.
inline constexpr std::uintmax_t kMaxPdfInflatedBytes = 256u * 1024u * 1024u;

/// Largest magnitude of a cost value or army size in a lists/ file (1,000,000: a real army costs
/// a few thousand points).
inline constexpr long long kMaxCostValue = 1000000;

/// Entries (lines) a roster may hold; the reader refuses more at the first entry over the
/// limit and the editor refuses to add one more (src/README.md "Robustness limits").
inline constexpr std::size_t kMaxRosterEntries = 1000;
/// Commands (ADLG corps) a roster may hold (a real army has 2 to 4); reader and editor refuse more.
inline constexpr std::size_t kMaxRosterCommands = 100;
/// Options and upgrades one roster entry may hold (a list line offers a handful); reader and
/// editor refuse more.
inline constexpr std::size_t kMaxEntryOptions = 100;
/// Magic items one roster entry may hold (WME: one per unit); reader and editor refuse more.
inline constexpr std::size_t kMaxEntryMagicItems = 100;
/// Units an army list may hold; the reader, the list editor and the spreadsheet import refuse more.
inline constexpr std::size_t kMaxListUnits = 1000;

/// Elements a BattleScribe import may visit while it follows shared entries and entry links
/// (each link is expanded where it is used): 200,000, where the largest real catalogues need a
/// few thousand. Links that point at each other in layers grow exponentially; past the budget the
/// import stops with a message instead of running for ever.
inline constexpr std::size_t kMaxBattleScribeExpansion = 200000;

/// Event profiles (.ostevent, issue 30): clauses of one kind (allowed lists, banned troop types,
/// units, rules…) and registered players an event may hold; the reader refuses more.
inline constexpr std::size_t kMaxEventClauses = 1000;
inline constexpr std::size_t kMaxEventPlayers = 1000;
/// Files a batch check of an event reads (a folder with its subfolders, or a zip): 5,000, where a
/// large event has 200 lists; more is refused before anything is read.
inline constexpr std::size_t kMaxBatchFiles = 5000;
/// Bytes one file of a batch may hold (4 MiB: a roster file or a sharing code is a few KB).
inline constexpr std::size_t kMaxBatchFileBytes = 4u * 1024u * 1024u;
/// Bytes all the entries of a zip given to a batch check may unpack to (256 MiB), and the ratio
/// of unpacked to packed bytes an entry may have (200: text packs 5 to 20 times): a zip bomb is
/// refused at the entry that passes either, before it is unpacked.
inline constexpr std::size_t kMaxZipTotalBytes = 256u * 1024u * 1024u;
inline constexpr std::size_t kMaxZipRatio = 200;

} // namespace ost
