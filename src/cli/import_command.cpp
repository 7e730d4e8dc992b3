// `ost-cli import wm-selector FILE… [--out DIR]`: converts wm-selector JSON (Warmaster
// Evolution armies, magic items) into lists/ XML files, one per army (<id>.xml).
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/system_reader.h"
#include "core/io/wm_selector_importer.h"
#include "core/io/xml_document.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

int run_import_wm_selector(CliContext& c, const CliArgs& args) {
    const std::filesystem::path out_dir = args.text("--out", ".");
    const std::vector<std::filesystem::path> files(args.arguments().begin(), args.arguments().end());
    if (!std::filesystem::is_directory(out_dir)) {
        throw InvalidInputError(TR_("The output folder {0} does not exist.").arg(out_dir.string()));
    }
    auto written = nlohmann::json::array();
    for (const auto& file : files) {
        const auto text = read_file(file);
        std::filesystem::path target;
        if (is_wm_selector_magic_items(text)) {
            const auto items = import_wm_selector_magic_items(text, file.string());
            target = out_dir / "magic-items.xml";
            write_file_atomic(target, write_catalogue_entries(items));
        } else {
            auto list = import_wm_selector_army(text, file.string(), slug_id(file.stem().string()));
            target = out_dir / (list.id + ".xml");
            // Re-importing over a bundled list keeps its rules-reference links and summaries
            // (lists/README.md, "Importer"); a bad existing file stops the import with its
            // location.
            const auto system_file = out_dir / "system.xml";
            if (std::filesystem::is_regular_file(target) &&
                std::filesystem::is_regular_file(system_file)) {
                const auto system = read_system(XmlDocument::load_file(system_file));
                keep_rule_links(list, read_army_list(XmlDocument::load_file(target), system));
            }
            save_army_list(target, list);
        }
        written.push_back(target.string());
        if (!c.json()) {
            c.out() << c.render(TR_("{0} → {1}").arg(file.string()).arg(target.string())) << '\n';
        }
    }
    if (c.json()) {
        c.print_json(nlohmann::json{{"written", written}});
    }
    return kExitOk;
}

} // namespace ost::cli
