// The list browser's search: army lists matched by name (French or English, accents and case
// ignored), by id, or by ADLG list number.
#pragma once

#include "core/model/army_list_summary.h"

#include <string>
#include <vector>

namespace ost {

/// True when `text` is empty, is the list's number ("12", "#12", "n°12"), or every word of it
/// (accent- and case-folded) starts a word of the French name, the English name or the id.
/// "sumer" and "Sumér" find "Sumer et Akkad"; "emp" finds Empire and "Moyen Empire".
bool list_matches(const ArmyListSummary& list, const std::string& text);

/// True when the list's date window (if any) contains `year` (negative = BC).
bool list_available_in(const ArmyListSummary& list, int year);

/// The lists of `lists` that match `text`, in their order.
std::vector<ArmyListSummary> filter_lists(const std::vector<ArmyListSummary>& lists,
                                          const std::string& text);

} // namespace ost
