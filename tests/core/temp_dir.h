// A fresh, uniquely named temporary folder for a test (mkdtemp under $TMPDIR).
// Fixed names like /tmp/ost-test-concurrent collided when two suites ran at once.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace ost::test {

/// Creates and returns a new empty folder `$TMPDIR/ost-test-<name>-XXXXXX`, unique to this call
/// even across processes, so parallel ctest runs and parallel suites never share files.
/// Throws std::runtime_error when it cannot be created (the test then fails, never shares).
inline std::filesystem::path unique_temp_dir(std::string_view name) {
    auto pattern = (std::filesystem::temp_directory_path() /
                    ("ost-test-" + std::string(name) + "-XXXXXX"))
                       .string();
    if (::mkdtemp(pattern.data()) == nullptr) {
        throw std::runtime_error("cannot create a temporary folder " + pattern);
    }
    return pattern;
}

} // namespace ost::test
