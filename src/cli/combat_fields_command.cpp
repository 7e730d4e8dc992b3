// `ost-cli combat-fields [SYSTEM [TEST]]`: the engine's combat tests and, for one test, every
// field a scenario may give, drawn from the core's combat schema (engine/combat_schema.h).
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/engine/combat_schema.h"
#include "core/support/error.h"
#include "core/support/paths.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

namespace {
using engine::FieldType;
using engine::SchemaField;

const engine::GameCombatSchema& game_of(const std::string& system) {
    if (const auto* game = engine::find_combat_schema(system)) {
        return *game;
    }
    std::string known;
    for (const auto& g : engine::combat_schemas()) {
        known += (known.empty() ? "\"" : ", \"") + g.system + "\"";
    }
    throw InvalidInputError(TR_("The engine has no combat tests for \"{0}\": it knows {1}.").arg(system).arg(known));
}

std::string value_text(const SchemaField& f, const engine::FieldValue& v) {
    switch (f.type) {
    case FieldType::Integer: return std::to_string(v.number);
    case FieldType::Boolean: return v.number != 0 ? "true" : "false";
    default: return "\"" + v.choice + "\"";
    }
}

/// What a field takes, in one sentence: its type, range or choices, and default (an optional
/// number: what its absence means, in the schema's words, as the Combat form's box says it).
Text field_rule(const SchemaField& f) {
    std::string ids;
    for (const auto& c : f.choices) {
        ids += (ids.empty() ? "\"" : ", \"") + c.id + "\"";
    }
    Text what = f.type == FieldType::Integer   ? TR_("a whole number from {0} to {1}").arg(f.min).arg(f.max)
                : f.type == FieldType::Boolean ? TR_("true or false")
                : f.type == FieldType::Text    ? TR_("a text, such as {0}").arg(ids)
                : f.type == FieldType::Save    ? TR_("one of {0}, or a whole number from {1} to {2}").arg(ids).arg(f.min).arg(f.max)
                                               : TR_("one of {0}").arg(ids);
    if (f.required && !f.excludes.empty()) {
        return TR_("{0}; required unless \"{1}\" is given").arg(what).arg(f.excludes);
    }
    if (f.required) {
        return TR_("{0}; required").arg(what);
    }
    if (!f.excludes.empty()) {
        what = TR_("{0}; not with \"{1}\"").arg(what).arg(f.excludes);
    }
    if (f.optional && !f.unset.empty()) {
        return TR_("{0}; absent means \"{1}\"").arg(what).arg(f.unset);
    }
    if (f.optional) {
        return TR_("{0}; when absent the engine works it out").arg(what);
    }
    return TR_("{0}; default {1}").arg(what).arg(value_text(f, f.value));
}

nlohmann::ordered_json field_json(CliContext& c, const SchemaField& f) {
    static const char* const kTypes[] = {"integer", "boolean", "choice", "save", "text"};
    nlohmann::ordered_json j{{"path", f.path}, {"label", c.render(f.label)}, {"type", kTypes[static_cast<int>(f.type)]}};
    if (f.type == FieldType::Integer || f.type == FieldType::Save) {
        j["min"] = f.min;
        j["max"] = f.max;
    }
    j["required"] = f.required;
    if (f.optional && !f.unset.empty()) {
        j["unset"] = c.render(f.unset);
    }
    if (!f.required && !f.optional) {
        j["default"] = f.type == FieldType::Integer ? nlohmann::ordered_json(f.value.number)
                       : f.type == FieldType::Boolean ? nlohmann::ordered_json(f.value.number != 0)
                                                      : nlohmann::ordered_json(f.value.choice);
    }
    nlohmann::ordered_json choices = nlohmann::ordered_json::array();
    for (const auto& ch : f.choices) {
        choices.push_back({{"id", ch.id}, {"label", c.render(ch.label)}});
    }
    if (!choices.empty()) {
        j["choices"] = choices;
    }
    if (f.fill) {
        j["unit_stat"] = f.fill->stat;
    }
    j["in_form"] = f.in_form;
    return j;
}

void print_tests(CliContext& c, const engine::GameCombatSchema& game) {
    for (const auto& t : game.tests) {
        c.out() << "  " << game.system << ' ' << t.id << "  " << c.render(t.label);
        if (t.id == game.default_test) {
            c.out() << "  " << c.render(TR_("(the Combat page opens on it)"));
        }
        c.out() << '\n';
    }
}
} // namespace

int run_combat_fields(CliContext& c, const CliArgs& args) {
    const auto& a = args.arguments();
    if (c.options().data_dir || find_bundled_data()) {
        c.session(); // its reference DB's games whose engine data declares a mechanic are listed too
    }
    if (a.empty()) {
        for (const auto& game : engine::combat_schemas()) {
            print_tests(c, game);
        }
        return kExitOk;
    }
    const engine::GameCombatSchema& game = game_of(a[0]);
    if (a.size() < 2) {
        print_tests(c, game);
        return kExitOk;
    }
    const engine::TestSchema* test = game.find(a[1]);
    if (test == nullptr) {
        std::string known;
        for (const auto& t : game.tests) {
            known += (known.empty() ? "\"" : ", \"") + t.id + "\"";
        }
        throw InvalidInputError(TR_("Unknown test \"{0}\" for {1}: {2}.").arg(a[1]).arg(game.system).arg(known));
    }
    if (c.json()) {
        nlohmann::ordered_json fields = nlohmann::ordered_json::array();
        for (const auto& f : test->fields) {
            fields.push_back(field_json(c, f));
        }
        c.print_json(nlohmann::ordered_json{{"system", game.system}, {"test", test->id}, {"fields", fields}});
        return kExitOk;
    }
    c.out() << game.system << ' ' << test->id << ": " << c.render(test->label) << '\n';
    if (test->fields.empty()) {
        c.out() << "  " << c.render(TR_("This test takes no facts.")) << '\n';
    }
    for (const auto& f : test->fields) {
        c.out() << "  " << f.path << "  " << c.render(f.label) << "\n    " << c.render(field_rule(f));
        if (f.fill) {
            c.out() << "; " << c.render(TR_("a unit fills it from its \"{0}\"").arg(f.fill->stat));
        }
        c.out() << '\n';
    }
    return kExitOk;
}

} // namespace ost::cli
