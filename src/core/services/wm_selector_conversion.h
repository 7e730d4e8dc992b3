// Converting wm-selector JSON files (Warmaster Evolution armies, magic items) into lists/ XML
// files, one per army (<id>.xml) or magic-items.xml: `ost-cli import wm-selector`.
#pragma once

#include <filesystem>
#include <functional>
#include <vector>

namespace ost {

/// One file converted: where it came from and the file written.
struct WmSelectorConversion {
    std::filesystem::path source;
    std::filesystem::path target;
};

/// Converts each of `files` into `out_dir`: a magic-items file into magic-items.xml, an army
/// into <id>.xml (the id made from the file name). Re-importing over a bundled list keeps its
/// rules-reference links and summaries when `out_dir` also holds the system.xml to read it with
/// (lists/README.md, "Importer"). Throws InvalidInputError when `out_dir` is not a folder, and
/// the reader's located errors for a bad file (the files before it are written, and
/// `converted`, when given, has been called for each of them as it was written).
std::vector<WmSelectorConversion> convert_wm_selector_files(
    const std::vector<std::filesystem::path>& files, const std::filesystem::path& out_dir,
    const std::function<void(const WmSelectorConversion&)>& converted = {});

} // namespace ost
