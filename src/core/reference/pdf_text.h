// Text of a PDF rulebook, page by page (issue 16). The only place poppler is used: the import
// and the splitter see page-tagged text only, so they stay pure and fuzzable.
#pragma once

#include "core/model/limits.h"
#include "core/support/progress.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace ost::reference {

/// The text of each page of the PDF `file` (UTF-8, lines separated by '\n'), page 1 first.
/// Throws InvalidInputError naming `name` when the file is not a readable PDF (damaged or
/// truncated), is protected by a password, or has no text at all (a scanned book: pictures
/// of pages, which would need OCR). Reports each page read to `progress` (fractions 0 to
/// `up_to`); throws UserCancelled when it asks to stop.
/// Also refuses a file larger than kMaxRulebookPdfBytes, one whose streams unpack past
/// kMaxPdfInflatedBytes (check_pdf_streams) and one whose text passes kMaxPdfTextBytes.
std::vector<std::string> read_pdf_pages(const std::filesystem::path& file, const std::string& name,
                                        ProgressSink& progress, double up_to = 1.0);

/// Unpacks (and drops) every zlib-compressed stream of the PDF bytes `pdf` but pictures, and
/// throws InvalidInputError naming `name` once they add up to more than `budget` bytes: a
/// decompression bomb is refused in well under a second instead of being handed to poppler.
void check_pdf_streams(std::string_view pdf, const std::string& name,
                       std::uintmax_t budget = kMaxPdfInflatedBytes);

} // namespace ost::reference
