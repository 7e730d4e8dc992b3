// Reads and cross-checks the legality rule tables of data/engine/.
// Every error points at its file:line:column, as check-data promises for all data files.
#include "core/services/legality_rules_reader.h"

#include "core/io/rules_reader.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/io/xml_fields.h"
#include "core/model/game_system.h"
#include "core/support/error.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <set>

namespace ost {
namespace fs = std::filesystem;
using namespace engine::legality;

namespace {

DataText data_text(const XmlDocument& doc, pugi::xml_node node, const char* element) {
    const auto s = read_localized(doc, node, element, true);
    return {s.fr, s.en};
}

/// Our questions name the unit with {unit}; Text placeholders are positional.
DataText question_text(const XmlDocument& doc, pugi::xml_node node) {
    auto t = data_text(doc, node, "question");
    for (auto* s : {&t.fr, &t.en}) {
        for (auto pos = s->find("{unit}"); pos != std::string::npos; pos = s->find("{unit}")) {
            s->replace(pos, 6, "{0}");
        }
    }
    return t;
}

double number_attribute(const XmlDocument& doc, pugi::xml_node node, const char* name) {
    const std::string text = node.attribute(name).value();
    double value = 0;
    const auto* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end || !std::isfinite(value) || value < 0) {
        doc.fail(node, TR_("Attribute \"{0}\" must be a number of zero or more, not \"{1}\".").arg(name).arg(text));
    }
    return value;
}

std::vector<std::string> required_ids(const XmlDocument& doc, pugi::xml_node node, const char* name) {
    auto ids = id_list(doc, node, name);
    if (ids.empty()) {
        doc.fail(node, TR_("<{0}> needs a non-empty \"{1}\" attribute.").arg(node.name()).arg(name));
    }
    return ids;
}

ConditionGroup read_unit_condition(const XmlDocument& doc, pugi::xml_node node, Role role) {
    check_attributes(doc, node, {"troop", "class", "camp", "capability", "state", "terrain", "formation", "not"});
    check_children(doc, node, {});
    ConditionGroup g;
    g.negate = bool_attribute(doc, node, "not", false);
    const std::pair<const char*, Predicate> kinds[] = {
        {"troop", Predicate::Troop},           {"class", Predicate::Class},
        {"camp", Predicate::Camp},             {"capability", Predicate::Capability},
        {"state", Predicate::State},           {"terrain", Predicate::Terrain},
        {"formation", Predicate::Formation},
    };
    for (const auto& [name, predicate] : kinds) {
        if (!node.attribute(name)) {
            continue;
        }
        Condition c;
        c.predicate = predicate;
        c.role = role;
        c.values = required_ids(doc, node, name);
        if (predicate == Predicate::Camp && (c.values.size() != 1 || (c.values[0] != "yes" && c.values[0] != "no"))) {
            doc.fail(node, TR_("Attribute \"camp\" must be \"yes\" or \"no\"."));
        }
        g.all.push_back(std::move(c));
    }
    if (g.all.empty()) {
        doc.fail(node, TR_("<{0}> states no condition.").arg(node.name()));
    }
    return g;
}

void read_conditions(const XmlDocument& doc, pugi::xml_node parent, std::vector<ConditionGroup>& out,
                     std::initializer_list<const char*> others) {
    for (auto child : parent.children()) {
        if (child.type() != pugi::node_element) {
            continue;
        }
        const std::string name = child.name();
        if (name == "actor" || name == "target") {
            out.push_back(read_unit_condition(doc, child, name == "actor" ? Role::Actor : Role::Target));
        } else if (name == "fact") {
            check_attributes(doc, child, {"id", "in", "not"});
            check_children(doc, child, {});
            ConditionGroup g;
            g.negate = bool_attribute(doc, child, "not", false);
            Condition c;
            c.predicate = Predicate::Fact;
            c.key = read_id(doc, child);
            c.values = required_ids(doc, child, "in");
            g.all.push_back(std::move(c));
            out.push_back(std::move(g));
        } else if (name == "distance") {
            check_attributes(doc, child, {"le", "le-pace", "not"});
            check_children(doc, child, {});
            ConditionGroup g;
            g.negate = bool_attribute(doc, child, "not", false);
            Condition c;
            c.predicate = Predicate::DistanceLe;
            if (child.attribute("le") && !child.attribute("le-pace")) {
                c.number = number_attribute(doc, child, "le");
            } else if (child.attribute("le-pace") && !child.attribute("le")) {
                c.pace = read_id(doc, child, "le-pace");
            } else {
                doc.fail(child, TR_("<distance> needs exactly one of \"le\" and \"le-pace\"."));
            }
            g.all.push_back(std::move(c));
            out.push_back(std::move(g));
        } else if (std::none_of(others.begin(), others.end(), [&](const char* o) { return name == o; })) {
            doc.fail(child, TR_("Unknown element <{0}> here.").arg(name));
        }
    }
}

FlagDef read_flag(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id"});
    check_children(doc, node, {"name", "question"});
    FlagDef f;
    f.id = read_id(doc, node);
    f.name = data_text(doc, node, "name");
    f.question = question_text(doc, node);
    return f;
}

/// An id with its <name> in both languages: a formation, an enum value, an extra target.
NamedValue read_named(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id"});
    check_children(doc, node, {"name"});
    return {read_id(doc, node), data_text(doc, node, "name")};
}

/// <fact id type>: a yes/no fact by default; an enum names each <value> with its labels.
FactDef read_fact(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id", "type"});
    check_children(doc, node, {"value", "question"});
    FactDef f;
    f.id = read_id(doc, node);
    const std::string type = node.attribute("type").as_string("bool");
    if (type == "bool") {
        f.type = FactType::Bool;
    } else if (type == "enum") {
        f.type = FactType::Enum;
    } else if (type == "number") {
        f.type = FactType::Number;
    } else {
        doc.fail(node, TR_("Attribute \"type\" must be bool, enum or number."));
    }
    std::set<std::string> seen;
    for (auto value : node.children("value")) {
        if (f.type != FactType::Enum) {
            doc.fail(value, TR_("Only an enum fact lists <value>s; \"{0}\" is not one.").arg(f.id));
        }
        auto v = read_named(doc, value);
        if (!seen.insert(v.id).second) {
            doc.fail(value, TR_("\"{0}\" is declared twice.").arg(v.id));
        }
        f.values.push_back(std::move(v));
    }
    if (f.type == FactType::Enum && f.values.empty()) {
        doc.fail(node, TR_("The enum fact \"{0}\" lists no <value>.").arg(f.id));
    }
    f.question = data_text(doc, node, "question");
    return f;
}

/// <hex-sight line-of-sight="SECTION" hills="SECTION"/>: what the hex line of sight cites.
HexSightRules read_hex_sight(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"line-of-sight", "hills"});
    check_children(doc, node, {});
    return {required_attribute(doc, node, "line-of-sight"), required_attribute(doc, node, "hills")};
}

RuleRow read_row(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id", "question", "effect", "yields-to", "section", "if-verdict"});
    check_children(doc, node, {"actor", "target", "fact", "distance", "need", "message"});
    RuleRow r;
    r.where = doc.location_of(node);
    r.id = read_id(doc, node);
    r.questions = required_ids(doc, node, "question");
    const auto effect = effect_from(required_attribute(doc, node, "effect"));
    if (!effect) {
        doc.fail(node, TR_("Attribute \"effect\" must be forbids, allows, requires or note."));
    }
    r.effect = *effect;
    r.yields_to = id_list(doc, node, "yields-to");
    r.section = required_attribute(doc, node, "section");
    if (node.attribute("if-verdict")) {
        r.if_verdict = verdict_from(node.attribute("if-verdict").value());
        if (!r.if_verdict) {
            doc.fail(node, TR_("Attribute \"if-verdict\" must be a verdict id (allowed, forbidden, must, may, never, yes, no)."));
        }
    }
    read_conditions(doc, node, r.when, {"need", "message"});
    for (auto need : node.children("need")) {
        check_attributes(doc, need, {});
        read_conditions(doc, need, r.need, {});
        if (r.need.empty()) {
            doc.fail(need, TR_("<need> states no condition."));
        }
    }
    r.message = data_text(doc, node, "message");
    return r;
}

} // namespace

namespace {

ClassDef read_class(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id", "categories", "troops"});
    check_children(doc, node, {});
    ClassDef c;
    c.id = required_attribute(doc, node, "id");
    c.categories = id_list(doc, node, "categories");
    c.troops = id_list(doc, node, "troops");
    if (c.categories.empty() && c.troops.empty()) {
        doc.fail(node, TR_("Class \"{0}\" lists no category and no troop.").arg(c.id));
    }
    return c;
}

TerrainDef read_terrain(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id", "classes"});
    check_children(doc, node, {"name"});
    TerrainDef d;
    d.id = read_id(doc, node);
    d.classes = id_list(doc, node, "classes");
    d.name = data_text(doc, node, "name");
    return d;
}

/// A pace table; its capabilities must be declared above it.
PaceTable read_pace(const XmlDocument& doc, pugi::xml_node node, const RuleTable& t) {
    check_attributes(doc, node, {"id"});
    check_children(doc, node, {"row"});
    PaceTable p;
    p.id = read_id(doc, node);
    for (auto row : node.children("row")) {
        check_attributes(doc, row, {"class", "capability", "formation", "value"});
        PaceRow pr;
        pr.classes = id_list(doc, row, "class");
        pr.capabilities = id_list(doc, row, "capability");
        pr.formations = id_list(doc, row, "formation");
        pr.value = number_attribute(doc, row, "value");
        for (const auto& c : pr.capabilities) {
            if (t.capability(c) == nullptr) {
                doc.fail(row, TR_("Capability \"{0}\" is not declared before this pace table.").arg(c));
            }
        }
        p.rows.push_back(std::move(pr));
    }
    if (p.rows.empty()) {
        doc.fail(node, TR_("Pace table \"{0}\" has no row.").arg(p.id));
    }
    return p;
}

QuestionDef read_question(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id", "kind", "default", "section", "target"});
    check_children(doc, node, {"name", "answer"});
    QuestionDef q;
    q.id = read_id(doc, node);
    const auto kind = question_kind_from(required_attribute(doc, node, "kind"));
    if (!kind) {
        doc.fail(node, TR_("Attribute \"kind\" must be permission, obligation or outcome."));
    }
    q.kind = *kind;
    const auto fallback = verdict_from(required_attribute(doc, node, "default"));
    if (!fallback || *fallback == Verdict::Depends || !belongs_to(*fallback, q.kind)) {
        doc.fail(node, TR_("Attribute \"default\" must be a verdict of this kind of question."));
    }
    q.fallback = *fallback;
    q.section = required_attribute(doc, node, "section");
    q.name = data_text(doc, node, "name");
    const std::string target = node.attribute("target").value();
    if (!target.empty() && target != "required" && target != "optional") {
        doc.fail(node, TR_("Attribute \"target\" must be required or optional."));
    }
    q.needs_target = target == "required";
    // The answer words of this question (data/README.md): <answer verdict="allowed"> with a name
    // in each language.
    for (auto answer : node.children("answer")) {
        check_attributes(doc, answer, {"verdict"});
        check_children(doc, answer, {"name"});
        const auto verdict = verdict_from(required_attribute(doc, answer, "verdict"));
        if (!verdict || !belongs_to(*verdict, q.kind)) {
            doc.fail(answer, TR_("Attribute \"verdict\" must be a verdict of this kind of question."));
        }
        q.words.emplace_back(*verdict, data_text(doc, answer, "name"));
    }
    return q;
}

/// Reads one child of <legality> into `t`; `unique` fails on an id declared twice.
template <typename Unique>
void read_element(const XmlDocument& doc, pugi::xml_node node, RuleTable& t, Unique&& unique) {
    const std::string name = node.name();
    const auto keep = [&](auto item, std::vector<decltype(item)>& into, const std::string& kind) {
        unique(node, kind, item.id);
        into.push_back(std::move(item));
    };
    if (name == "class") {
        keep(read_class(doc, node), t.classes, name);
    } else if (name == "terrain") {
        keep(read_terrain(doc, node), t.terrains, name);
    } else if (name == "formation") {
        keep(read_named(doc, node), t.formations, name);
    } else if (name == "extra-target") {
        const auto e = read_named(doc, node);
        keep(ExtraTargetDef{e.id, e.name}, t.extra_targets, "class"); // named like a class
    } else if (name == "hex-sight") {
        if (t.hex_sight) {
            doc.fail(node, TR_("<hex-sight> is declared twice."));
        }
        t.hex_sight = read_hex_sight(doc, node);
    } else if (name == "state" || name == "capability") {
        keep(read_flag(doc, node), name == "state" ? t.states : t.capabilities, name);
    } else if (name == "fact") {
        keep(read_fact(doc, node), t.facts, name);
    } else if (name == "pace") {
        keep(read_pace(doc, node, t), t.paces, name);
    } else if (name == "question") {
        keep(read_question(doc, node), t.questions, name);
    } else if (name == "row") {
        t.rows.push_back(read_row(doc, node));
    } else if (name == "synonym") {
        check_attributes(doc, node, {"troop", "lang"});
        TroopSynonym synonym{required_attribute(doc, node, "troop"), required_attribute(doc, node, "lang"),
                             node.text().as_string()};
        if (synonym.lang != "fr" && synonym.lang != "en") doc.fail(node, TR_("Attribute \"lang\" must be fr or en."));
        if (synonym.text.empty()) doc.fail(node, TR_("<synonym> needs a text."));
        t.synonyms.push_back(std::move(synonym));
    }
}

/// Every class and formation a pace table names is declared (located at the root).
void check_paces(const XmlDocument& doc, pugi::xml_node root, const RuleTable& t) {
    for (const auto& p : t.paces) {
        for (const auto& row : p.rows) {
            for (const auto& c : row.classes) {
                if (!t.knows_class(c)) {
                    doc.fail(root, TR_("Pace table \"{0}\" names the undeclared class \"{1}\".").arg(p.id).arg(c));
                }
            }
            for (const auto& f : row.formations) {
                if (!t.has_formation(f)) {
                    doc.fail(root, TR_("Pace table \"{0}\" names the undeclared formation \"{1}\".").arg(p.id).arg(f));
                }
            }
        }
    }
}

} // namespace

RuleTable read_legality_rules(const XmlDocument& doc) {
    const auto root = doc.root();
    if (std::string(root.name()) != "legality") {
        doc.fail(root, TR_("This is not a legality rules file (expected <legality>, found <{0}>).").arg(root.name()));
    }
    check_attributes(doc, root, {"system", "format"});
    check_children(doc, root, {"actor-name", "target-name", "class", "terrain", "formation", "extra-target",
                               "hex-sight", "state", "capability", "fact", "pace", "question", "row", "synonym"});
    if (integer_attribute(doc, root, "format", 1) != 1) {
        doc.fail(root, TR_("Legality file format {0} is newer than this Ost understands (1).")
                           .arg(std::string(root.attribute("format").value())));
    }
    RuleTable t;
    t.system = read_id(doc, root, "system");
    t.file = doc.name();
    t.actor_name = data_text(doc, root, "actor-name");
    t.target_name = data_text(doc, root, "target-name");
    std::set<std::string> ids;
    auto unique = [&](pugi::xml_node node, const std::string& kind, const std::string& id) {
        if (!ids.insert(kind + ":" + id).second) {
            doc.fail(node, TR_("\"{0}\" is declared twice.").arg(id));
        }
    };
    for (auto node : root.children()) {
        if (node.type() == pugi::node_element) {
            read_element(doc, node, t, unique);
        }
    }
    check_paces(doc, root, t);
    t.link();
    return t;
}

RuleTable load_legality_rules(const fs::path& file) {
    if (!fs::is_regular_file(file)) {
        throw EnvironmentError(TR_("The legality rules file {0} does not exist.").arg(file.string()));
    }
    return read_legality_rules(XmlDocument::load_file(file));
}

std::vector<std::string> legality_troops(const GameSystem& system) {
    std::vector<std::string> out;
    for (const auto* e : system.catalogue_of("troop-type")) {
        out.push_back(e->id);
    }
    for (const auto* e : system.catalogue_of("troop-kind")) {
        out.push_back(e->id);
    }
    for (const auto& pt : system.profile_types) {
        if (const auto* f = pt.field("type")) {
            for (const auto& c : f->choices) {
                out.push_back(c.id);
            }
        }
    }
    return out;
}

void cross_check_legality_rules(const RuleTable& table, const fs::path& data_dir, const fs::path& lists_dir) {
    const auto rules_file = data_dir / "rules" / (table.system + ".xml");
    if (!fs::is_regular_file(rules_file)) {
        throw EnvironmentError(TR_("The rules digest {0} that these rows cite does not exist.").arg(rules_file.string()));
    }
    const auto rules = read_rules(XmlDocument::load_file(rules_file));
    std::set<std::string> sections;
    for (const auto& s : rules.sections) {
        sections.insert(s.id);
    }
    const auto system_file = lists_dir / table.system / "system.xml";
    if (!fs::is_regular_file(system_file)) {
        throw EnvironmentError(TR_("The system definition {0} does not exist.").arg(system_file.string()));
    }
    const auto troops = legality_troops(read_system(XmlDocument::load_file(system_file)));
    auto known_troop = [&](const std::string& id) {
        return table.extra_target(id) != nullptr || std::find(troops.begin(), troops.end(), id) != troops.end();
    };
    if (table.hex_sight) {
        for (const auto& section : {table.hex_sight->line_of_sight, table.hex_sight->hills}) {
            if (sections.count(section) == 0) {
                throw InvalidInputError(TR_("<hex-sight> cites the unknown rules section \"{0}\".").arg(section), {},
                                        Location{table.file, 0, 0});
            }
        }
    }
    for (const auto& q : table.questions) {
        if (sections.count(q.section) == 0) {
            throw InvalidInputError(TR_("Question \"{0}\" cites the unknown rules section \"{1}\".").arg(q.id).arg(q.section),
                                    {}, Location{table.file, 0, 0});
        }
    }
    for (const auto& synonym : table.synonyms) {
        if (!known_troop(synonym.troop)) {
            throw InvalidInputError(TR_("A synonym names the troop \"{0}\", which {1} does not define.")
                                        .arg(synonym.troop).arg(system_file.string()),
                                    {}, Location{table.file, 0, 0});
        }
    }
    for (const auto& c : table.classes) {
        for (const auto& troop : c.troops) {
            if (!known_troop(troop)) {
                throw InvalidInputError(TR_("Class \"{0}\" names the troop \"{1}\", which {2} does not define.")
                                            .arg(c.id).arg(troop).arg(system_file.string()),
                                        {}, Location{table.file, 0, 0});
            }
        }
    }
    for (const auto& r : table.rows) {
        if (sections.count(r.section) == 0) {
            throw InvalidInputError(TR_("Rule row \"{0}\" cites the unknown rules section \"{1}\".").arg(r.id).arg(r.section),
                                    {}, r.where);
        }
        for (const auto* groups : {&r.when, &r.need}) {
            for (const auto& g : *groups) {
                for (const auto& c : g.all) {
                    if (c.predicate != Predicate::Troop) {
                        continue;
                    }
                    for (const auto& v : c.values) {
                        if (!known_troop(v)) {
                            throw InvalidInputError(
                                TR_("Rule row \"{0}\" names the troop \"{1}\", which {2} does not define.")
                                    .arg(r.id).arg(v).arg(system_file.string()),
                                {}, r.where);
                        }
                    }
                }
            }
        }
    }
}

} // namespace ost

namespace ost {

bool is_legality_file(const std::filesystem::path& file) {
    pugi::xml_document doc;
    // Only the root element's name is needed; a malformed file is left to the real reader.
    const auto result = doc.load_file(file.c_str(), pugi::parse_minimal);
    return result && std::string(doc.document_element().name()) == "legality";
}

engine::legality::RuleTable check_legality_file(const std::filesystem::path& file) {
    auto table = load_legality_rules(file);
    const auto dir = fs::absolute(file).parent_path();
    cross_check_legality_rules(table, dir.parent_path(), dir.parent_path().parent_path() / "lists");
    return table;
}

} // namespace ost
