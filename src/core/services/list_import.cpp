// List file conversion: dispatches on the file kind to the io readers (army list XML, spreadsheet,
// BattleScribe) and completes spreadsheet lines with catalogue costs.
#include "core/services/list_import.h"

#include "core/io/army_list_reader.h"
#include "core/io/battlescribe_importer.h"
#include "core/io/battlescribe_reader.h"
#include "core/io/spreadsheet_importer.h"
#include "core/io/wm_selector_importer.h"
#include "core/io/xml_document.h"
#include "core/services/catalogue_cost.h"
#include "core/services/session.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/text_fold.h"

namespace ost {

std::optional<ListFileKind> list_file_kind(const std::filesystem::path& file) {
    const auto ext = fold(file.extension().string());
    if (ext == ".xml") return ListFileKind::OstXml;
    if (ext == ".csv" || ext == ".tsv" || ext == ".txt") return ListFileKind::Spreadsheet;
    if (ext == ".gst" || ext == ".cat" || ext == ".gstz" || ext == ".catz") return ListFileKind::BattleScribe;
    return std::nullopt;
}

ConvertedList convert_list_file(Session& session, const std::filesystem::path& file,
                                const ListImportOptions& options) {
    const auto kind = list_file_kind(file);
    if (!kind) {
        throw InvalidInputError(TR_("{0}: unknown kind of list file (use .xml, .csv, .tsv, .gst, .cat, .gstz or .catz).")
                                    .arg(file.string()));
    }
    if (*kind == ListFileKind::OstXml) {
        const auto doc = XmlDocument::load_file(file);
        const auto system = session.require_system(army_list_system_id(doc));
        return {read_army_list(doc, system), {}};
    }
    if (options.system_id.empty()) {
        throw InvalidInputError(TR_("{0}: say which game system the list is for (--system).").arg(file.string()));
    }
    const auto system = session.require_system(options.system_id);
    if (*kind == ListFileKind::Spreadsheet) {
        const std::string stem = file.stem().string();
        const std::string id = options.list_id.empty() ? slug_id(stem) : options.list_id;
        const std::string name = options.name.empty() ? stem : options.name;
        auto sheet = import_spreadsheet(read_file(file), file.string(), system, id.empty() ? "my-list" : id, name);
        for (auto& unit : sheet.list.units) {
            fill_catalogue_cost(system, unit);
        }
        return {std::move(sheet.list), std::move(sheet.report)};
    }
    const auto catalogue = load_battlescribe_file(file);
    std::optional<BattleScribeFile> game;
    if (!catalogue.game_system) {
        const auto found = find_battlescribe_game_system(file.parent_path().empty() ? "." : file.parent_path(),
                                                         catalogue.game_system_id);
        if (!found) {
            throw InvalidInputError(TR_("The game system file of this catalogue (id {0}) is not in its folder: put "
                                        "its .gst or .gstz beside it.")
                                        .arg(catalogue.game_system_id),
                                    {}, Location{file.string(), 1, 1});
        }
        game = load_battlescribe_file(*found);
    }
    auto result = import_battlescribe(catalogue, game ? &*game : nullptr, system, options.list_id);
    if (!options.name.empty()) {
        result.list.name = {options.name, options.name};
    }
    return {std::move(result.list), std::move(result.report)};
}

} // namespace ost
