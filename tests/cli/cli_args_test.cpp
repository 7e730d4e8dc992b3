// Tests of the ost-cli option parser (CliArgs) on a command described like the real table:
// typed values, flags, repeated options, required options, argument counts, located errors.
#define CATCH_CONFIG_RUNNER
#include "cli/cli_args.h"
#include "cli/cli_command.h"
#include "cli/cli_help.h"
#include "core/support/error.h"
#include "core/systems/game_registry.h"

#include <catch2/catch.hpp>

int main(int argc, char* argv[]) {
    ost::systems::install_game_systems(); // as ost-cli's session does
    return Catch::Session().run(argc, argv);
}

#include <set>

using namespace ost;
using namespace ost::cli;

namespace {
int no_run(CliContext& /*context*/, const CliArgs& /*args*/) { return 0; }

const CliCommand& sample() {
    static const CliCommand command{
        "sample",
        {"FILE", "[ENTRY]"},
        {{"--size", "POINTS", OptionType::Whole, TR_("army size in points")},
         {"--limit", "N", OptionType::Positive, TR_("at most this many sections (default 20)")},
         {"--name", "TEXT", OptionType::Text, TR_("the roster's name")},
         {"--item", "ID", OptionType::Text, TR_("WME: a magic item, by id or name"), true},
         {"--detach", "", OptionType::Flag, TR_("WME: detach the entry")},
         {"--system", "ID", OptionType::Text, TR_("game system id (see ost-cli systems)"), false, true}},
        TR_("Remove an entry."),
        &no_run};
    return command;
}

CliArgs parse(std::vector<std::string> args) { return CliArgs::parse(sample(), "sample", args); }

/// The English message of the InvalidInputError that parsing `args` throws ("" when none).
std::string error_of(std::vector<std::string> args) {
    try {
        parse(std::move(args));
    } catch (const InvalidInputError& e) {
        return e.message().english();
    }
    return {};
}
} // namespace

TEST_CASE("CliArgs reads arguments, typed options, flags and repeats", "[cli_args]") {
    const auto a = parse({"r.ostr", "--size", "2000", "--item=banner", "e2", "--detach", "--item",
                          "sword", "--system", "wme"});
    CHECK(a.arguments() == std::vector<std::string>{"r.ostr", "e2"});
    CHECK(a.argument(1) == "e2");
    CHECK(a.argument(2).empty());
    CHECK(a.whole("--size") == 2000);
    CHECK(a.has("--detach"));
    CHECK_FALSE(a.has("--name"));
    CHECK(a.text("--name", "none") == "none");
    CHECK(a.all("--item") == std::vector<std::string>{"banner", "sword"});
    CHECK(a.text("--item") == "sword"); // the last one
    REQUIRE(a.options().size() == 5);
    CHECK(a.options()[0].first == "--size");
    CHECK(a.options()[2] == std::pair<std::string, std::string>{"--detach", ""});
}

TEST_CASE("CliArgs: negative whole numbers and option-like values after an option", "[cli_args]") {
    const auto a = parse({"r.ostr", "--size", "-2300", "--name", "--detach", "--system", "adlg"});
    CHECK(a.whole("--size") == -2300);
    CHECK(a.text("--name") == "--detach"); // a value is taken as is
    CHECK_FALSE(a.has("--detach"));
    const auto b = parse({"--system", "wme", "--", "-odd-file-name"});
    CHECK(b.argument(0) == "-odd-file-name");
}

TEST_CASE("CliArgs: located errors for typed values", "[cli_args]") {
    CHECK(error_of({"r", "--system", "w", "--size", "abc"}) == "--size: \"abc\" is not a whole number.");
    CHECK(error_of({"r", "--system", "w", "--size", "12x"}) == "--size: \"12x\" is not a whole number.");
    CHECK(error_of({"r", "--system", "w", "--size", ""}) == "--size: \"\" is not a whole number.");
    CHECK(error_of({"r", "--system", "w", "--size", "99999999999"}) ==
          "--size: \"99999999999\" is not a whole number.");
    CHECK(error_of({"r", "--system", "w", "--limit", "0"}) ==
          "--limit: \"0\" is not a positive whole number.");
    CHECK(error_of({"r", "--system", "w", "--limit", "-3"}) ==
          "--limit: \"-3\" is not a positive whole number.");
    CHECK(error_of({"r", "--system", "w", "--limit", "3"}).empty());
}

TEST_CASE("CliArgs: usage errors name the argument and suggest", "[cli_args]") {
    CHECK(error_of({"r", "--system", "w", "--szie", "3"}) ==
          "Unknown option --szie for \"sample\" (did you mean --size?).");
    CHECK(error_of({"r", "--system", "w", "--frobnicate"}) ==
          "Unknown option --frobnicate for \"sample\" (see ost-cli help sample).");
    CHECK(error_of({"r", "--system", "w", "--name"}) == "The option --name needs a value.");
    CHECK(error_of({"r", "--system", "w", "--detach=yes"}) == "The option --detach takes no value.");
    CHECK(error_of({"r", "--system", "w", "--name", "a", "--name", "b"}) ==
          "The option --name is given more than once.");
    CHECK(error_of({"r"}) ==
          "\"sample\" needs the option --system. Usage: ost-cli sample FILE [ENTRY] [--size POINTS] "
          "[--limit N] [--name TEXT] [--item ID]... [--detach] --system ID");
    CHECK(error_of({"--system", "w"}).rfind("FILE is missing. Usage: ost-cli sample FILE [ENTRY]", 0) == 0);
    CHECK(error_of({"a", "b", "c", "--system", "w"}).rfind("\"c\" is one argument too many. Usage:", 0) == 0);
}

TEST_CASE("usage_line: required bare, optional bracketed, repeats marked", "[cli_args]") {
    CHECK(usage_line("sample", sample(), true) == "sample FILE [ENTRY] --system ID [options]");
}

TEST_CASE("The command table is well formed", "[cli_args]") {
    // Every command and action has a summary, a handler (or actions), unique names, and option
    // names starting with "--" that do not clash with the global options.
    const std::set<std::string> global{"--lang", "--db", "--data", "--json", "--help", "--version"};
    std::set<std::string> names;
    std::size_t checked = 0;
    for (const auto& c : cli_commands()) {
        INFO(c.name);
        CHECK(names.insert(c.name).second);
        CHECK_FALSE(c.summary.english().empty());
        CHECK((c.run != nullptr || !c.actions.empty()));
        std::vector<const CliCommand*> all{&c};
        for (const auto& a : c.actions) {
            all.push_back(&a);
            CHECK(a.run != nullptr);
            CHECK_FALSE(a.summary.english().empty());
        }
        for (const auto* command : all) {
            std::set<std::string> options;
            for (const auto& o : command->options) {
                INFO(command->name << ' ' << o.name);
                CHECK(o.name.rfind("--", 0) == 0);
                CHECK(global.count(o.name) == 0);
                CHECK(options.insert(o.name).second);
                CHECK_FALSE(o.help.english().empty());
                CHECK(o.value.empty() == (o.type == OptionType::Flag));
                ++checked;
            }
        }
    }
    CHECK(find_command("roster") != nullptr);
    CHECK(find_command("roster")->action("add") != nullptr);
    CHECK(find_command("rooster") == nullptr);
    CHECK(checked > 40);
}

TEST_CASE("Only the commands that never reach the engine skip installing the games", "[cli_args]") {
    // `rules search` reads the rules reference only (issue 26: a one-shot search installed every
    // game's combat schema twice); every other command keeps the games it may need.
    std::vector<std::string> skipping;
    for (const auto& command : cli_commands()) {
        if (!command.games) {
            skipping.push_back(command.name);
        }
        for (const auto& action : command.actions) {
            if (!action.games) {
                skipping.push_back(command.name + " " + action.name);
            }
        }
    }
    CHECK(skipping == std::vector<std::string>{"rules search"});
}
