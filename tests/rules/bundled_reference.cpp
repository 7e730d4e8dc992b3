// Builds the bundled reference DB once for the rules tests (see bundled_reference.h).
// The file lives in the temp folder, named per process so parallel test runs do not collide.
#include "bundled_reference.h"

#include "core/services/reference_builder.h"
#include "core/support/progress.h"

#include <unistd.h>

#include <string>

namespace ost::test {

namespace {
/// Removes the temporary folder when the test program ends.
struct TempFolder {
    std::filesystem::path dir;
    ~TempFolder() {
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
};
} // namespace

const std::filesystem::path& bundled_reference() {
    static TempFolder folder{std::filesystem::temp_directory_path() /
                             ("ost-test-rules-" + std::to_string(::getpid()))};
    static const std::filesystem::path file = [] {
        const auto& dir = folder.dir;
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        const auto out = dir / "ost-reference.sqlite";
        NullProgress progress;
        build_reference_db(std::filesystem::path(OST_SOURCE_DIR) / "lists",
                           std::filesystem::path(OST_SOURCE_DIR) / "data", out, progress);
        return out;
    }();
    return file;
}

} // namespace ost::test
