// Size limits of rosters and army lists, far above any real army (the largest bundled list has
// 21 units; a big roster ~60 entries): a hostile or broken file gets a message, not a hang.
#pragma once

#include <cstddef>

namespace ost {

/// Entries (lines) a roster may hold; the reader refuses more at the first entry over the
/// limit and the editor refuses to add one more (README "Robustness limits").
inline constexpr std::size_t kMaxRosterEntries = 1000;
/// Units an army list may hold; the reader and the list editor refuse more.
inline constexpr std::size_t kMaxListUnits = 1000;

} // namespace ost
