// `ost-cli my-lists [--system ID] | import FILE... [--replace] | export ID FILE | show ID [--size N] | delete ID`:
// the army lists users made themselves (user DB), written as lists/ XML files and checked the same way.
#include "cli/cli_context.h"
#include "cli/show_list_command.h"
#include "core/services/catalogue.h"
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

/// The arguments of a sub-command that takes no options.
std::vector<std::string> plain_arguments(const std::string& command, const std::vector<std::string>& args) {
    std::vector<std::string> out;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (!args[i].empty() && args[i][0] == '-') {
            unknown_option(command, args[i]);
        }
        out.push_back(args[i]);
    }
    return out;
}

int list_mine(CliContext& c, const std::vector<std::string>& args) {
    std::string system_id;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--system") {
            system_id = option_value(args, i);
        } else {
            unknown_option("my-lists", args[i]);
        }
    }
    const auto lists = user_lists(c).all(system_id);
    if (c.json()) {
        auto array = nlohmann::json::array();
        for (const auto& l : lists) {
            array.push_back({{"system", l.system_id}, {"id", l.id}, {"name_fr", l.name.fr},
                             {"name_en", l.name.en}, {"source", l.source}, {"units", l.units}});
        }
        c.out() << array.dump(2) << '\n';
        return kExitOk;
    }
    for (const auto& l : lists) {
        c.out() << l.system_id << '/' << l.id << '\t' << c.render(l.name.text()) << '\t'
                << c.render(TRP_("{n} entry", "{n} entries", l.units)) << '\n';
    }
    c.out() << c.render(TRP_("{n} army list of yours", "{n} army lists of yours", lists.size())) << '\n';
    return kExitOk;
}

int import_mine(CliContext& c, const std::vector<std::string>& args) {
    std::vector<std::string> files;
    bool replace = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--replace") {
            replace = true;
        } else if (!args[i].empty() && args[i][0] == '-') {
            unknown_option("my-lists import", args[i]);
        } else {
            files.push_back(args[i]);
        }
    }
    if (files.empty()) {
        throw InvalidInputError(TR_("my-lists import needs at least one list file."));
    }
    auto lists = user_lists(c);
    ReplacePrompter prompter(replace);
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
        c.out() << nlohmann::json{{"imported", imported}}.dump(2) << '\n';
    }
    return kExitOk;
}

int export_mine(CliContext& c, const std::vector<std::string>& args) {
    const auto rest = plain_arguments("my-lists export", args);
    if (rest.size() != 2) {
        throw InvalidInputError(TR_("my-lists export takes a list id and a file name."));
    }
    user_lists(c).export_file(rest[0], rest[1]);
    if (!c.json()) {
        c.out() << c.render(TR_("{0} → {1}").arg(rest[0]).arg(rest[1])) << '\n';
    } else {
        c.out() << nlohmann::json{{"id", rest[0]}, {"file", rest[1]}}.dump(2) << '\n';
    }
    return kExitOk;
}

int show_mine(CliContext& c, const std::vector<std::string>& args) {
    std::string id;
    std::optional<int> size;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--size") {
            size = size_option(option_value(args, i));
        } else if (!args[i].empty() && args[i][0] == '-') {
            unknown_option("my-lists show", args[i]);
        } else if (id.empty()) {
            id = args[i];
        } else {
            throw InvalidInputError(TR_("my-lists show takes one list id."));
        }
    }
    const auto list = user_lists(c).load(id);
    if (!list) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" of yours.").arg(id));
    }
    const auto system = Catalogue(c.session()).system(list->system_id);
    if (!system) {
        throw InvalidInputError(TR_("Unknown game system \"{0}\".").arg(list->system_id));
    }
    return print_army_list(c, *system, *list, size);
}

int delete_mine(CliContext& c, const std::vector<std::string>& args) {
    const auto rest = plain_arguments("my-lists delete", args);
    if (rest.size() != 1) {
        throw InvalidInputError(TR_("my-lists delete takes one list id."));
    }
    if (!user_lists(c).remove(rest[0])) {
        throw InvalidInputError(TR_("There is no army list \"{0}\" of yours.").arg(rest[0]));
    }
    if (!c.json()) {
        c.out() << c.render(TR_("Your army list \"{0}\" is deleted.").arg(rest[0])) << '\n';
    }
    return kExitOk;
}
} // namespace

int run_my_lists(CliContext& c, const std::vector<std::string>& args) {
    const std::string action = args.empty() ? std::string() : args[0];
    if (action == "import") {
        return import_mine(c, args);
    }
    if (action == "export") {
        return export_mine(c, args);
    }
    if (action == "show") {
        return show_mine(c, args);
    }
    if (action == "delete") {
        return delete_mine(c, args);
    }
    if (!action.empty() && action[0] != '-') {
        throw InvalidInputError(TR_("Unknown my-lists action \"{0}\" (use import, export, show or delete).").arg(action));
    }
    return list_mine(c, args);
}

} // namespace ost::cli
