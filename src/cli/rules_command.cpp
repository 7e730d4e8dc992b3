// `ost-cli rules search|show|list|import`: the rules companion from the command line.
// --lang (a global option) also picks the language searched, shown or imported.
#include "cli/cli_args.h"
#include "cli/cli_context.h"
#include "core/services/rulebook_import.h"
#include "core/services/rules_companion.h"
#include "core/support/error.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace ost::cli {

namespace {
std::string marked_snippet(const std::string& snippet) {
    std::string out;
    for (const char ch : snippet) {
        if (ch == kMatchBegin || ch == kMatchEnd) {
            out += "**";
        } else if (ch == '\n') {
            out += ' ';
        } else {
            out += ch;
        }
    }
    return out;
}

/// The id of the system `system` names ("" for all); InvalidInputError with suggestions.
std::string check_system(CliContext& c, const std::string& system) {
    return system.empty() ? system : c.session().require_system(system).id;
}

std::string data_lang(CliContext& c) { return c.language_given() ? std::string(c.tr().language()) : ""; }

} // namespace

int run_rules_search(CliContext& c, const CliArgs& args) {
    reference::RulesQuery query;
    query.lang = data_lang(c);
    query.system_id = args.text("--system");
    query.limit = args.whole("--limit", query.limit);
    for (const auto& word : args.arguments()) {
        query.text += (query.text.empty() ? "" : " ") + word;
    }
    query.system_id = check_system(c, query.system_id);
    const auto& service = c.session().rules();
    const auto answer = service.answer(query);
    const auto& hits = answer.hits;
    if (c.json()) {
        auto array = nlohmann::json::array();
        for (const auto& h : hits) {
            nlohmann::json j{{"id", h.key}, {"user", h.user},   {"system", h.system_id},
                             {"lang", h.lang}, {"title", h.title}, {"snippet", marked_snippet(h.snippet)},
                             {"score", h.score}};
            if (h.user) {
                j["rulebook"] = h.rulebook_title;
            }
            if (h.page > 0) {
                j["page"] = h.page;
            }
            array.push_back(std::move(j));
        }
        // What the text output says above and below the hits (issue 16): the query as searched
        // after typo correction, and the nearest titles when no section is about it.
        nlohmann::json out{{"query", query.text}, {"query_used", answer.searched},
                           {"good_match", answer.good_match}, {"hits", std::move(array)}};
        if (answer.corrected) {
            out["corrected_from"] = query.text;
        }
        if (!answer.nearest.empty()) {
            const std::string lang = query.lang.empty() ? std::string(c.tr().language() == "fr" ? "fr" : "en")
                                                        : query.lang;
            auto nearest = nlohmann::json::array();
            for (const auto& key : answer.nearest) {
                nearest.push_back({{"id", key}, {"title", service.title(key, lang)}});
            }
            out["suggestions"] = std::move(nearest);
        }
        c.print_json(out);
    } else {
        // Above the hits: the typo corrected, or that no section is about the query (issue 16).
        if (answer.corrected) {
            c.out() << c.render(TR_("Results for \"{0}\" (instead of \"{1}\")").arg(answer.searched).arg(query.text))
                    << '\n';
        }
        if (!answer.notice().empty()) {
            c.out() << c.render(answer.notice()) << '\n';
        }
        for (const auto& h : hits) {
            c.out() << h.key << '\t' << h.system_id << '\t' << h.lang << '\t' << h.title;
            if (h.user && h.page > 0) {
                c.out() << '\t'
                        << c.render(TR_("(your rulebook \"{0}\", p. {1})").arg(h.rulebook_title).arg(h.page));
            } else if (h.user) {
                c.out() << '\t' << c.render(TR_("(your rulebook \"{0}\")").arg(h.rulebook_title));
            } else if (h.page > 0) {
                // The page of the book the digest section sums up (issue 16).
                c.out() << '\t' << c.render(TR_("(p. {0})").arg(h.page));
            }
            c.out() << "\n    " << marked_snippet(h.snippet) << '\n';
        }
        if (!answer.nearest.empty()) {
            c.out() << c.render(TR_("Nearest titles:")) << '\n';
            const std::string lang = query.lang.empty() ? std::string(c.tr().language() == "fr" ? "fr" : "en")
                                                        : query.lang;
            for (const auto& key : answer.nearest) {
                c.out() << "  " << key << '\t' << service.title(key, lang) << '\n';
            }
        }
    }
    return hits.empty() ? kExitFails : kExitOk;
}

int run_rules_show(CliContext& c, const CliArgs& args) {
    const auto id = args.argument(0);
    const std::string lang(c.tr().language() == "fr" ? "fr" : "en");
    const auto& service = c.session().rules();
    if (const auto user = service.user_section(id)) {
        if (c.json()) {
            c.print_json(nlohmann::json{{"id", user->key()}, {"user", true}, {"system", user->system_id},
                                      {"lang", user->lang}, {"rulebook", user->rulebook_title},
                                      {"title", user->title}, {"body", user->body}});
        } else {
            c.out() << user->title << "\n" << c.render(TR_("(your rulebook \"{0}\")").arg(user->rulebook_title))
                    << "\n\n" << user->body << '\n';
        }
        return kExitOk;
    }
    const auto section = service.section(id);
    if (!section) {
        throw InvalidInputError(TR_("There is no rules section \"{0}\" (see ost-cli rules list).").arg(id));
    }
    if (c.json()) {
        c.print_json(nlohmann::json{{"id", section->id},
                                  {"system", section->system_id},
                                  {"source", section->source_id},
                                  {"ref", section->ref},
                                  {"title_fr", section->title_fr},
                                  {"title_en", section->title_en},
                                  {"body_fr", section->body_fr},
                                  {"body_en", section->body_en},
                                  {"see_also", section->see_also}});
        return kExitOk;
    }
    c.out() << section->title(lang) << "  [" << section->id << "]\n";
    if (!section->ref.empty()) {
        c.out() << c.render(TR_("Source: {0}").arg(section->ref)) << '\n';
    }
    c.out() << '\n' << service.body_plain(*section, lang);
    if (!section->see_also.empty()) {
        c.out() << '\n' << c.render(TR_("See also:")) << '\n';
        for (const auto& target : section->see_also) {
            c.out() << "  " << target << '\t' << service.title(target, lang) << '\n';
        }
    }
    return kExitOk;
}

int run_rules_list(CliContext& c, const CliArgs& args) {
    const auto system = check_system(c, args.text("--system"));
    const std::string lang(c.tr().language() == "fr" ? "fr" : "en");
    const auto& service = c.session().rules();
    const auto sections = service.sections(system);
    const auto books = service.rulebooks();
    if (c.json()) {
        auto array = nlohmann::json::array();
        for (const auto& s : sections) {
            array.push_back({{"id", s.id}, {"system", s.system_id}, {"title_fr", s.title_fr},
                             {"title_en", s.title_en}});
        }
        auto rulebooks = nlohmann::json::array();
        for (const auto& b : books) {
            if (system.empty() || b.system_id == system) {
                rulebooks.push_back({{"id", b.id}, {"system", b.system_id}, {"lang", b.lang},
                                     {"title", b.title}, {"sections", b.sections}});
            }
        }
        c.print_json(nlohmann::json{{"sections", array}, {"rulebooks", rulebooks}});
        return kExitOk;
    }
    for (const auto& s : sections) {
        c.out() << s.id << '\t' << s.system_id << '\t' << (lang == "fr" ? s.title_fr : s.title_en) << '\n';
    }
    for (const auto& b : books) {
        if (system.empty() || b.system_id == system) {
            c.out() << c.render(TRP_("Your rulebook \"{0}\" ({1}, {2}): {n} section",
                                     "Your rulebook \"{0}\" ({1}, {2}): {n} sections", b.sections)
                                    .arg(b.title)
                                    .arg(b.system_id)
                                    .arg(b.lang))
                    << '\n';
        }
    }
    return kExitOk;
}

int run_rules_import(CliContext& c, const CliArgs& args) {
    reference::RulebookImportRequest request;
    request.file = args.argument(0);
    request.system_id = args.text("--system");
    request.title = args.text("--title");
    if (!c.language_given()) {
        throw InvalidInputError(TR_("rules import needs --lang fr or --lang en: the language of the rulebook."));
    }
    request.lang = std::string(c.tr().language());
    NullProgress progress;
    const auto report = reference::import_rulebook(c.session().database(), request, progress);
    if (c.json()) {
        c.print_json(nlohmann::json{{"rulebook", report.rulebook_id}, {"sections", report.sections},
                                  {"latin1", report.latin1}});
    } else {
        c.out() << c.render(TRP_("Imported {0}: {n} section, searchable with \"ost-cli rules search\".",
                                 "Imported {0}: {n} sections, searchable with \"ost-cli rules search\".",
                                 report.sections)
                                .arg(request.file.string()))
                << '\n';
    }
    return kExitOk;
}
} // namespace ost::cli
