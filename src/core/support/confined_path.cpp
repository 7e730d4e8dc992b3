// Confinement of a path named in a user's file to the folders it may reach (weakly_canonical
// follows links and "..", so neither a link nor "../.." leads out).
#include "core/support/confined_path.h"

#include "core/support/error.h"

#include <algorithm>
#include <string>

namespace ost {

namespace {
/// True when `path` is `root` or lies below it (both canonical).
bool inside(const std::filesystem::path& path, const std::filesystem::path& root) {
    auto p = path.begin();
    for (auto r = root.begin(); r != root.end(); ++r, ++p) {
        if (r->empty() && std::next(r) == root.end()) {
            break; // a root written with a trailing slash
        }
        if (p == path.end() || *p != *r) {
            return false;
        }
    }
    return true;
}
} // namespace

std::filesystem::path confined_path(const std::filesystem::path& reference, const std::filesystem::path& base_dir,
                                    const std::vector<std::filesystem::path>& roots) {
    const auto candidate = reference.is_absolute() || base_dir.empty() ? reference : base_dir / reference;
    std::error_code ec;
    const auto resolved = std::filesystem::weakly_canonical(std::filesystem::absolute(candidate, ec), ec);
    std::string allowed;
    for (const auto& root : roots) {
        if (root.empty()) {
            continue;
        }
        std::error_code root_error;
        const auto canonical_root = std::filesystem::weakly_canonical(std::filesystem::absolute(root, root_error), root_error);
        if (!ec && !root_error && inside(resolved, canonical_root)) {
            return resolved;
        }
        allowed += (allowed.empty() ? "" : ", ") + root.string();
    }
    throw InvalidInputError(TR_("The file {0} is outside the folders a scenario may use ({1}): put it beside the "
                                "scenario, or in a folder below it.")
                                .arg(reference.string())
                                .arg(allowed));
}

} // namespace ost
