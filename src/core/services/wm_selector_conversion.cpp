// convert_wm_selector_files(): wm-selector JSON read, converted to Ost list XML and written
// atomically; an existing bundled list keeps its rules-reference links.
#include "core/services/wm_selector_conversion.h"

#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/system_reader.h"
#include "core/io/wm_selector_importer.h"
#include "core/io/xml_document.h"
#include "core/services/list_editor.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

namespace ost {

namespace {
std::filesystem::path convert_one(const std::filesystem::path& file, const std::filesystem::path& out_dir) {
    const auto text = read_file(file);
    if (is_wm_selector_magic_items(text)) {
        const auto items = import_wm_selector_magic_items(text, file.string());
        const auto target = out_dir / "magic-items.xml";
        write_file_atomic(target, write_catalogue_entries(items));
        return target;
    }
    auto list = import_wm_selector_army(text, file.string(), slug_id(file.stem().string()));
    const auto target = out_dir / (list.id + ".xml");
    // Re-importing over a bundled list keeps its rules-reference links and summaries; a bad
    // existing file stops the import with its location.
    const auto system_file = out_dir / "system.xml";
    if (std::filesystem::is_regular_file(target) && std::filesystem::is_regular_file(system_file)) {
        const auto system = read_system(XmlDocument::load_file(system_file));
        keep_rule_links(list, read_army_list(XmlDocument::load_file(target), system));
    }
    save_army_list(target, list);
    return target;
}
} // namespace

std::vector<WmSelectorConversion> convert_wm_selector_files(
    const std::vector<std::filesystem::path>& files, const std::filesystem::path& out_dir,
    const std::function<void(const WmSelectorConversion&)>& converted) {
    if (!std::filesystem::is_directory(out_dir)) {
        throw InvalidInputError(TR_("The output folder {0} does not exist.").arg(out_dir.string()));
    }
    std::vector<WmSelectorConversion> out;
    for (const auto& file : files) {
        out.push_back({file, convert_one(file, out_dir)});
        if (converted) {
            converted(out.back());
        }
    }
    return out;
}

} // namespace ost
