// Words of a text as shared/tools/seed-copy-check sees them, for the tests that check that no
// run of ten words of a source text (seeds, wm-selector rule texts) appears in the project.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace ost::test {

/// Accents removed, lower case, runs of ASCII letters and digits.
std::vector<std::string> plain_words(const std::string& text);

/// How many consecutive words make a copied run.
constexpr std::size_t kRun = 10;

} // namespace ost::test
