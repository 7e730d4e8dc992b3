// `ost-cli roster code FILE [--qr PNG]`, `roster from-code CODE --out FILE` and `roster
// from-wm-selector LINK --out FILE`: roster files to sharing codes and back, and wm-selector imports.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/services/document_files.h"
#include "core/services/roster_loader.h"
#include "core/services/roster_store.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/qr_code.h"

#include <filesystem>
#include <ostream>

namespace ost::cli {

int run_roster_code(CliContext& c, const CliArgs& args) {
    const auto roster = load_roster(args.argument(0));
    const auto code = sharing_code(roster);
    c.out() << code << '\n';
    if (const auto qr = args.text("--qr"); !qr.empty()) {
        write_file_atomic(qr, qr_code_png(make_qr_code(code), 4));
        c.err() << c.render(TR_("QR code → {0}").arg(qr)) << '\n';
    }
    return kExitOk;
}

namespace {
/// Refuses to overwrite a file the user already has.
void require_new_file(const std::string& out) {
    std::error_code error;
    if (std::filesystem::exists(out, error)) {
        throw InvalidInputError(
            TR_("{0} already exists: give another file name, or delete it first.").arg(out));
    }
}
} // namespace

int run_roster_from_code(CliContext& c, const CliArgs& args) {
    const auto out = args.text("--out");
    require_new_file(out);
    const auto roster = roster_from_sharing_code(args.argument(0));
    store_roster(out, roster);
    c.out() << c.render(TRP_("Roster \"{0}\" ({1}/{2}, {n} entry) → {3}",
                             "Roster \"{0}\" ({1}/{2}, {n} entries) → {3}",
                             roster.entries.size())
                            .arg(roster.name)
                            .arg(roster.system_id)
                            .arg(roster.list_id)
                            .arg(out))
            << '\n';
    return kExitOk;
}

int run_roster_from_wm_selector(CliContext& c, const CliArgs& args) {
    const auto out = args.text("--out");
    require_new_file(out);
    const std::optional<int> size =
        args.has("--size") ? std::optional<int>(args.whole("--size", 0)) : std::nullopt;
    auto imported = RosterStore(c.session()).import_wm_selector(args.argument(0), size, c.tr());
    store_roster(out, imported.roster);
    for (const auto& line : imported.unmapped) {
        c.out() << c.render(TR_("warning: {0}").arg(line)) << '\n';
    }
    c.out() << c.render(TRP_("Roster \"{0}\" ({1}/{2}, {n} entry) → {3}",
                             "Roster \"{0}\" ({1}/{2}, {n} entries) → {3}",
                             imported.roster.entries.size())
                            .arg(imported.roster.name)
                            .arg(imported.roster.system_id)
                            .arg(imported.roster.list_id)
                            .arg(out))
            << '\n';
    return kExitOk;
}

} // namespace ost::cli
