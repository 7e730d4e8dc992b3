// Test helper: builds the reference DB once per test run from the repository's own lists/ and
// data/ (the bundled rules digest), so search tests run against the real content.
#pragma once

#include <filesystem>

namespace ost::test {

/// Path of a reference DB built from OST_SOURCE_DIR/lists and OST_SOURCE_DIR/data (built on
/// the first call, then reused). Throws whatever build-db throws on bad data.
const std::filesystem::path& bundled_reference();

} // namespace ost::test
