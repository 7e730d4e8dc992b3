// Text of a PDF rulebook, page by page (issue 16). The only place poppler is used: the import
// and the splitter see page-tagged text only, so they stay pure and fuzzable.
#pragma once

#include "core/support/progress.h"

#include <filesystem>
#include <string>
#include <vector>

namespace ost::reference {

/// The text of each page of the PDF `file` (UTF-8, lines separated by '\n'), page 1 first.
/// Throws InvalidInputError naming `name` when the file is not a readable PDF (damaged or
/// truncated), is protected by a password, or has no text at all (a scanned book: pictures
/// of pages, which would need OCR). Reports each page read to `progress` (fractions 0 to
/// `up_to`); throws UserCancelled when it asks to stop.
std::vector<std::string> read_pdf_pages(const std::filesystem::path& file, const std::string& name,
                                        ProgressSink& progress, double up_to = 1.0);

} // namespace ost::reference
