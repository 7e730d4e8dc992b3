// `ost-cli my-lists [--system ID] | import FILE... [--replace] | export ID FILE | show ID [--size N] | delete ID`:
// the army lists users made themselves (user DB), written as lists/ XML files and checked the same way.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "cli/show_list_command.h"
#include "core/services/user_lists.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

namespace {
UserLists user_lists(CliContext& c) { return UserLists(c.session()); }

/// Answers the import conflict from the command line as the GUI's dialog would be answered:
/// --replace replaces the user's list; without it nothing is replaced and the conflict is an error.
class ReplacePrompter final : public Prompter {
  public:
    explicit ReplacePrompter(bool replace) : m_replace(replace) {}
    std::size_t ask(const Question& question) override {
        if (m_replace) {
            return UserLists::kReplace;
        }
        throw InvalidInputError(TR_("{0} Not imported: add --replace to replace it.").arg(question.text));
    }

  private:
    bool m_replace;
};

} // namespace

int run_my_lists(CliContext& c, const CliArgs& args) {
    const auto system_id = args.text("--system");
    const auto lists = user_lists(c).all(system_id);
    if (c.json()) {
        auto array = nlohmann::json::array();
        for (const auto& l : lists) {
            array.push_back({{"system", l.system_id}, {"id", l.id}, {"name_fr", l.name.fr},
                             {"name_en", l.name.en}, {"source", l.source}, {"units", l.units}});
        }
        c.print_json(array);
        return kExitOk;
    }
    for (const auto& l : lists) {
        c.out() << l.system_id << '/' << l.id << '\t' << c.render(l.name.text()) << '\t'
                << c.render(TRP_("{n} entry", "{n} entries", l.units)) << '\n';
    }
    c.out() << c.render(TRP_("{n} army list of yours", "{n} army lists of yours", lists.size())) << '\n';
    return kExitOk;
}

int run_my_lists_import(CliContext& c, const CliArgs& args) {
    const auto& files = args.arguments();
    auto lists = user_lists(c);
    ReplacePrompter prompter(args.has("--replace"));
    auto imported = nlohmann::json::array();
    for (const auto& file : files) {
        // Located InvalidInputError when bad; a list of yours with the same id needs --replace.
        const auto list = lists.import_file(file, prompter).list;
        imported.push_back({{"file", file}, {"system", list.system_id}, {"id", list.id}});
        if (!c.json()) {
            c.out() << c.render(TR_("{0}: saved as your army list \"{1}\" ({2}).")
                                    .arg(file)
                                    .arg(list.id)
                                    .arg(list.system_id))
                    << '\n';
        }
    }
    if (c.json()) {
        c.print_json(nlohmann::json{{"imported", imported}});
    }
    return kExitOk;
}

int run_my_lists_export(CliContext& c, const CliArgs& args) {
    const auto& rest = args.arguments();
    user_lists(c).export_file(rest[0], rest[1]);
    if (!c.json()) {
        c.out() << c.render(TR_("{0} → {1}").arg(rest[0]).arg(rest[1])) << '\n';
    } else {
        c.print_json(nlohmann::json{{"id", rest[0]}, {"file", rest[1]}});
    }
    return kExitOk;
}

int run_my_lists_show(CliContext& c, const CliArgs& args) {
    const auto id = args.argument(0);
    const auto size = args.whole("--size");
    const auto list = user_lists(c).load(id);
    if (!list) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" of yours.").arg(id));
    }
    const auto system = c.session().require_system(list->system_id);
    return print_army_list(c, system, *list, size);
}

int run_my_lists_delete(CliContext& c, const CliArgs& args) {
    const auto& rest = args.arguments();
    if (!user_lists(c).remove(rest[0])) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" of yours.").arg(rest[0]));
    }
    if (!c.json()) {
        c.out() << c.render(TR_("Your army list \"{0}\" is deleted.").arg(rest[0])) << '\n';
    }
    return kExitOk;
}
} // namespace ost::cli
