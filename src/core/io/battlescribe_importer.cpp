// BattleScribe → Ost list conversion: resolves links and shared entries, evaluates what can be
// decided statically (instanceOf conditions, game-size conditions), reports everything else.
#include "core/io/battlescribe_importer.h"

#include "core/io/army_list_reader.h"
#include "core/io/army_list_writer.h"
#include "core/io/wm_selector_importer.h"
#include "core/model/catalogue_kinds.h"
#include "core/model/limits.h"
#include "core/model/stat_value.h"
#include "core/support/edit_distance.h"
#include "core/support/error.h"
#include "core/support/strings.h"
#include "core/support/text_fold.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <unordered_map>

namespace ost {

namespace {

using namespace catalogue_kind;

/// Deepest nesting followed through entries and links (real data nests 4–6 levels; a cycle
/// of links would otherwise never end).
constexpr int kMaxDepth = 24;

struct Node {
    const BattleScribeFile* file = nullptr;
    pugi::xml_node node;
    explicit operator bool() const { return file != nullptr && node; }
};

/// A selection entry, entry group or entry link with its target resolved.
struct Entry {
    Node self;   ///< the element as written (an entryLink, or the entry itself)
    Node target; ///< the entry or group it stands for (== self unless a link)
    std::string name;
    bool group = false;     ///< a selectionEntryGroup
    bool intrinsic = false; ///< comes from the definition of a shared entry, not from the list
    std::string type() const { return target.node.attribute("type").as_string(); }
    std::string target_id() const { return target.node.attribute("id").as_string(); }
    bool hidden() const {
        return self.node.attribute("hidden").as_bool() || target.node.attribute("hidden").as_bool();
    }
};

/// Costs of one entry or a sum: at every size, and where a game size changes them.
struct Costs {
    std::map<std::string, double> base; ///< Ost cost-type id → value
    std::map<int, std::map<std::string, double>> by_size;

    void add(const Costs& other) {
        std::set<int> sizes;
        for (const auto& [size, values] : by_size) sizes.insert(size);
        for (const auto& [size, values] : other.by_size) sizes.insert(size);
        for (const int size : sizes) {
            auto mine = by_size.count(size) != 0 ? by_size[size] : base;
            const auto& theirs = other.by_size.count(size) != 0 ? other.by_size.at(size) : other.base;
            for (const auto& [type, value] : theirs) mine[type] += value;
            by_size[size] = mine;
        }
        for (const auto& [type, value] : other.base) base[type] += value;
    }
};

struct Limits {
    std::optional<int> min;
    std::optional<int> max;
};

enum class Truth { True, False, Unknown };

class Importer {
public:
    Importer(const BattleScribeFile& catalogue, const BattleScribeFile* game, const GameSystem& system)
        : m_catalogue(catalogue), m_system(system) {
        if (game != nullptr) index(*game);
        index(catalogue);
    }

    BattleScribeImport run(const std::string& list_id) {
        ArmyList& list = m_result.list;
        list.system_id = m_system.id;
        list.id = list_id.empty() ? slug_id(m_catalogue.name) : list_id;
        if (list.id.empty()) list.id = "imported-list";
        std::string title = m_catalogue.name;
        // "12 - Name": ADLG catalogues number their lists.
        std::size_t digits = 0;
        while (digits < title.size() && digits < 6 && title[digits] >= '0' && title[digits] <= '9') ++digits;
        if (digits > 0 && title.find_first_not_of(" -", digits) != std::string::npos &&
            title.find_first_not_of(" -", digits) > digits) {
            list.number = std::stoi(title.substr(0, digits));
            title = title.substr(title.find_first_not_of(" -", digits));
        }
        if (canonical_text(title).empty()) title = m_catalogue.id; // a blank name: the list is named by its id
        if (canonical_text(title).empty()) title = list.id;
        list.name = {title, title};
        const auto root = m_catalogue.doc.root();
        std::string author = root.attribute("authorName").as_string();
        list.source = "BattleScribe " + std::string(m_catalogue.game_system ? "game system" : "catalogue") +
                      " \"" + m_catalogue.name + "\" (revision " + root.attribute("revision").as_string("?") +
                      (author.empty() ? "" : ", by " + author) + "), imported by Ost from " +
                      m_catalogue.doc.name() + ".";
        list.edition = "BattleScribe data";
        for (const auto link : root.child("catalogueLinks").children("catalogueLink")) {
            note(Node{&m_catalogue, link}, "battlescribe.catalogue-link",
                 TR_("The catalogue imports entries from catalogue \"{0}\": import that catalogue "
                     "separately.")
                     .arg(std::string(link.attribute("name").as_string())));
        }
        std::vector<Entry> roots;
        for (const auto child : root.child("selectionEntries").children("selectionEntry")) {
            roots.push_back(resolve(Node{&m_catalogue, child}, false));
        }
        for (const auto child : root.child("entryLinks").children("entryLink")) {
            roots.push_back(resolve(Node{&m_catalogue, child}, false));
        }
        for (const auto& entry : roots) {
            if (entry.target) add_line(entry, {}, 0);
        }
        // Shared entries no root entry leads to: BattleScribe never offers them either.
        for (const auto shared : root.child("sharedSelectionEntries").children("selectionEntry")) {
            if (m_reached.count(shared.attribute("id").as_string()) == 0) {
                note(Node{&m_catalogue, shared}, "battlescribe.unreachable",
                     TR_("No entry of the catalogue leads to \"{0}\": not imported.")
                         .arg(std::string(shared.attribute("name").as_string())));
            }
        }
        check_result();
        return std::move(m_result);
    }

private:
    // ---- indexing and resolution --------------------------------------------------------

    void index(const BattleScribeFile& file) {
        for (const auto& kind : {"selectionEntry", "selectionEntryGroup", "profile", "rule", "forceEntry",
                                 "categoryEntry"}) {
            for (const auto& hit : file.doc.root().select_nodes((std::string("//") + kind).c_str())) {
                const std::string id = hit.node().attribute("id").as_string();
                if (!id.empty()) m_by_id.emplace(id, Node{&file, hit.node()});
            }
        }
        for (const auto type : file.doc.root().child("costTypes").children("costType")) {
            const std::string id = type.attribute("id").as_string();
            const std::string name = fold(type.attribute("name").as_string());
            std::string ost_id;
            for (const auto& ct : m_system.cost_types) {
                if (name == fold(ct.id) || name == fold(ct.name.en) || name == fold(ct.name.fr)) ost_id = ct.id;
            }
            if (ost_id.empty() && (name == "pts" || name == "point")) ost_id = "points";
            if (ost_id.empty()) {
                note(Node{&file, type}, "battlescribe.cost-type",
                     TR_("The cost type \"{0}\" has no equivalent in {1}: its costs are not imported.")
                         .arg(std::string(type.attribute("name").as_string()))
                         .arg(m_system.name()));
            }
            m_cost_types[id] = ost_id;
        }
        for (const auto force : file.doc.root().child("forceEntries").children("forceEntry")) {
            // "200 Point Game": a force standing for one army size of the system.
            const std::string name = force.attribute("name").as_string();
            std::size_t i = 0;
            while (i < name.size() && name[i] >= '0' && name[i] <= '9' && i < 6) ++i;
            if (i > 0 && m_system.army_size(std::stoi(name.substr(0, i))) != nullptr) {
                m_force_sizes[force.attribute("id").as_string()] = std::stoi(name.substr(0, i));
            }
        }
    }

    Node find(const std::string& id) const {
        const auto it = m_by_id.find(id);
        return it == m_by_id.end() ? Node{} : it->second;
    }

    Entry resolve(Node node, bool intrinsic) {
        // Every walk (lines, options, costs, troop checks) reaches entries through here: links
        // that point at each other in layers multiply the entries reached at each layer, so the
        // whole import shares one budget instead of running for ever.
        if (++m_expanded > kMaxBattleScribeExpansion) {
            throw InvalidInputError(TR_("{0} cannot be imported: its entries link to each other in too many layers "
                                        "(more than {1} entries to follow).")
                                        .arg(m_catalogue.doc.name())
                                        .arg(kMaxBattleScribeExpansion),
                                    {}, node.file->doc.location_of(node.node));
        }
        Entry e;
        e.self = node;
        e.intrinsic = intrinsic;
        e.name = node.node.attribute("name").as_string();
        const std::string_view element = node.node.name();
        if (element == "entryLink") {
            const std::string target = node.node.attribute("targetId").as_string();
            e.target = find(target);
            if (!e.target || (std::string_view(e.target.node.name()) != "selectionEntry" &&
                              std::string_view(e.target.node.name()) != "selectionEntryGroup")) {
                note(node, "battlescribe.link-unknown",
                     TR_("The entry link \"{0}\" points to \"{1}\", which is no entry of these files: "
                         "skipped.")
                         .arg(e.name)
                         .arg(target));
                e.target = {};
                return e;
            }
        } else {
            e.target = node;
        }
        e.group = std::string_view(e.target.node.name()) == "selectionEntryGroup";
        m_reached.insert(e.target.node.attribute("id").as_string());
        if (e.name.empty()) e.name = e.target.node.attribute("name").as_string();
        // Unconditional "append"/"set" on the name (ADLG: "Heavy Chariots" + "Mediocre").
        for (const auto& element_node : {e.self, e.target}) {
            for (const auto m : element_node.node.child("modifiers").children("modifier")) {
                if (std::string_view(m.attribute("field").as_string()) != "name" || m.first_child()) continue;
                const std::string type = m.attribute("type").as_string();
                const std::string value = m.attribute("value").as_string();
                if (type == "append") e.name += " " + value;
                if (type == "set") e.name = value;
            }
            if (e.self.node == e.target.node) break;
        }
        if (canonical_text(e.name).empty()) {
            // A blank name would make a line or an option Ost refuses (names follow
            // canonical_text): the entry is named by its id, and the user told (found by the
            // battlescribe fuzz target, corpus crash-blank-entry-name.cat).
            e.name = e.target_id();
            if (canonical_text(e.name).empty()) e.name = node.node.attribute("id").as_string();
            if (canonical_text(e.name).empty()) e.name = "entry";
            note(node, "battlescribe.name-missing",
                 TR_("An entry has no name: it is named \"{0}\" after its id.").arg(e.name));
        }
        return e;
    }

    /// Children of `e` in document order: from the link first, then from its target (those
    /// are intrinsic to the shared entry).
    std::vector<Entry> children(const Entry& e) {
        std::vector<Entry> out;
        const auto collect = [&](Node where, bool intrinsic) {
            for (const auto c : where.node.child("selectionEntries").children("selectionEntry"))
                out.push_back(resolve(Node{where.file, c}, intrinsic));
            for (const auto c : where.node.child("selectionEntryGroups").children("selectionEntryGroup"))
                out.push_back(resolve(Node{where.file, c}, intrinsic));
            for (const auto c : where.node.child("entryLinks").children("entryLink"))
                out.push_back(resolve(Node{where.file, c}, intrinsic));
        };
        const bool link = e.self.node != e.target.node;
        if (link) collect(e.self, false);
        collect(e.target, link);
        std::erase_if(out, [](const Entry& c) { return !c.target; });
        return out;
    }

    std::vector<Node> profiles(const Entry& e) {
        std::vector<Node> out;
        for (const auto& where : {e.self, e.target}) {
            for (const auto p : where.node.child("profiles").children("profile")) out.push_back({where.file, p});
            for (const auto l : where.node.child("infoLinks").children("infoLink")) {
                if (std::string_view(l.attribute("type").as_string()) != "profile") continue;
                const auto target = find(l.attribute("targetId").as_string());
                if (target && std::string_view(target.node.name()) == "profile") out.push_back(target);
            }
            if (e.self.node == e.target.node) break;
        }
        return out;
    }

    std::vector<Node> rules(const Entry& e) {
        std::vector<Node> out;
        for (const auto& where : {e.self, e.target}) {
            for (const auto r : where.node.child("rules").children("rule")) out.push_back({where.file, r});
            for (const auto l : where.node.child("infoLinks").children("infoLink")) {
                if (std::string_view(l.attribute("type").as_string()) != "rule") continue;
                const auto target = find(l.attribute("targetId").as_string());
                if (target && std::string_view(target.node.name()) == "rule") out.push_back(target);
            }
            if (e.self.node == e.target.node) break;
        }
        return out;
    }

    std::vector<std::string> categories(const Entry& e) {
        std::vector<std::string> out;
        for (const auto& where : {e.self, e.target}) {
            for (const auto c : where.node.child("categoryLinks").children("categoryLink")) {
                out.push_back(fold(c.attribute("name").as_string()));
            }
            if (e.self.node == e.target.node) break;
        }
        return out;
    }

    /// Modifiers of `e` with the conditions of their enclosing modifier groups.
    struct Modifier {
        Node node;
        std::vector<Node> condition_holders; ///< the modifier and its groups (conditions ANDed)
    };

    std::vector<Modifier> modifiers(const Entry& e) {
        std::vector<Modifier> out;
        const auto walk = [&](auto&& self, Node holder, std::vector<Node> groups, int depth) -> void {
            if (depth > 8) return;
            for (const auto m : holder.node.child("modifiers").children("modifier")) {
                auto with = groups;
                with.push_back(Node{holder.file, m});
                out.push_back({Node{holder.file, m}, std::move(with)});
            }
            for (const auto g : holder.node.child("modifierGroups").children("modifierGroup")) {
                auto with = groups;
                with.push_back(Node{holder.file, g});
                self(self, Node{holder.file, g}, std::move(with), depth + 1);
            }
        };
        for (const auto& where : {e.self, e.target}) {
            walk(walk, where, {}, 0);
            if (e.self.node == e.target.node) break;
        }
        return out;
    }

    // ---- conditions ---------------------------------------------------------------------

    /// One condition: decided from the ancestry (instanceOf), a game size (`size` set), or unknown.
    Truth condition(pugi::xml_node c, const std::set<std::string>& ancestry, int& size) {
        const std::string type = c.attribute("type").as_string();
        const std::string scope = c.attribute("scope").as_string();
        const std::string child = c.attribute("childId").as_string();
        if ((type == "instanceOf" || type == "notInstanceOf") &&
            (scope == "self" || scope == "parent" || scope == "ancestor")) {
            const bool is = ancestry.count(child) != 0;
            return (is == (type == "instanceOf")) ? Truth::True : Truth::False;
        }
        const auto force = m_force_sizes.find(child);
        const double value = c.attribute("value").as_double();
        if (force != m_force_sizes.end() && (scope == "force" || scope == "roster") &&
            ((type == "equalTo" && value == 1.0) || (type == "atLeast" && value == 1.0) ||
             (type == "greaterThan" && value == 0.0))) {
            size = force->second;
            return Truth::Unknown;
        }
        return Truth::Unknown;
    }

    /// The conditions and condition groups of `holder`, ANDed (`any`: ORed). `size` receives a
    /// game size when an ANDed condition is "this is an N-point game".
    Truth conditions(pugi::xml_node holder, const std::set<std::string>& ancestry, int& size, bool any = false,
                     int depth = 0) {
        Truth acc = any ? Truth::False : Truth::True;
        bool seen = false;
        const auto combine = [&](Truth t) {
            seen = true;
            if (any) {
                if (t == Truth::True) acc = Truth::True;
                else if (t == Truth::Unknown && acc == Truth::False) acc = Truth::Unknown;
            } else {
                if (t == Truth::False) acc = Truth::False;
                else if (t == Truth::Unknown && acc == Truth::True) acc = Truth::Unknown;
            }
        };
        const auto sized = [&](int s, Truth& t) {
            if (s == 0) return true;
            if (any) {
                t = Truth::Unknown;
                return true;
            }
            if (size != 0 && size != s) {
                t = Truth::False; // two game sizes at once: never
                return true;
            }
            size = s;
            seen = true;
            return false;
        };
        for (const auto c : holder.child("conditions").children("condition")) {
            int s = 0;
            Truth t = condition(c, ancestry, s);
            if (sized(s, t)) combine(t);
        }
        for (const auto g : holder.child("conditionGroups").children("conditionGroup")) {
            int s = 0;
            Truth t = depth > 8 ? Truth::Unknown
                                : conditions(g, ancestry, s, std::string_view(g.attribute("type").as_string()) == "or",
                                             depth + 1);
            if (sized(s, t)) combine(t);
        }
        return seen ? acc : Truth::True;
    }

    Truth modifier_conditions(const Modifier& m, const std::set<std::string>& ancestry, int& size) {
        Truth all = Truth::True;
        for (const auto& holder : m.condition_holders) {
            const Truth t = conditions(holder.node, ancestry, size);
            if (t == Truth::False) return Truth::False;
            if (t == Truth::Unknown) all = Truth::Unknown;
        }
        return all;
    }

    // ---- costs and limits -----------------------------------------------------------------

    Costs costs_of(const Entry& e, const std::set<std::string>& ancestry) {
        Costs out;
        for (const auto& where : {e.target, e.self}) {
            for (const auto c : where.node.child("costs").children("cost")) {
                const auto it = m_cost_types.find(c.attribute("typeId").as_string());
                if (it == m_cost_types.end() || it->second.empty()) continue;
                out.base[it->second] += c.attribute("value").as_double();
            }
            if (e.self.node == e.target.node) break;
        }
        for (const auto& m : modifiers(e)) {
            const std::string field = m.node.node.attribute("field").as_string();
            const auto type_it = m_cost_types.find(field);
            if (type_it == m_cost_types.end()) continue; // not a cost: limits and names elsewhere
            if (type_it->second.empty()) continue;
            if (m.node.node.child("repeats")) {
                note(m.node, "battlescribe.repeat", TR_("A repeated cost modifier on \"{0}\" has no Ost "
                                                        "equivalent: not applied.")
                                                        .arg(e.name));
                continue;
            }
            int size = 0;
            const Truth t = modifier_conditions(m, ancestry, size);
            if (t == Truth::False) continue;
            if (t == Truth::Unknown) {
                note(m.node, "battlescribe.modifier-ignored",
                     TR_("A cost modifier of \"{0}\" depends on a condition Ost cannot decide from the "
                         "list: not applied.")
                         .arg(e.name));
                continue;
            }
            auto& values = size == 0 ? out.base : out.by_size.try_emplace(size, out.base).first->second;
            apply(values[type_it->second], m.node.node);
            if (size == 0) {
                for (auto& [s, v] : out.by_size) apply(v[type_it->second], m.node.node);
            }
        }
        return out;
    }

    static void apply(double& target, pugi::xml_node modifier) {
        const std::string type = modifier.attribute("type").as_string();
        const double value = modifier.attribute("value").as_double();
        if (type == "set") target = value;
        else if (type == "increment") target += value;
        else if (type == "decrement") target -= value;
    }

    /// min/max of `selections` constraints; `own_only`: those written on the link itself.
    Limits limits_of(const Entry& e, bool own_only, const std::set<std::string>& ancestry,
                     bool army_only = false) {
        Limits out;
        const auto mods = modifiers(e);
        for (const auto& where : {e.self, e.target}) {
            if (where.node != e.self.node && own_only) break;
            for (const auto c : where.node.child("constraints").children("constraint")) {
                const std::string field = c.attribute("field").as_string();
                const std::string type = c.attribute("type").as_string();
                const std::string id = c.attribute("id").as_string();
                const std::string scope = c.attribute("scope").as_string();
                // A choice's "1 per parent" is the choice itself, not a limit of the army.
                if (army_only && (scope == "parent" || scope == "self")) continue;
                if (field != "selections") {
                    note(Node{where.file, c}, "battlescribe.constraint-ignored",
                         TR_("A limit of \"{0}\" on {1} (not a number of selections) has no Ost "
                             "equivalent: not imported.")
                             .arg(e.name)
                             .arg(field));
                    continue;
                }
                if (c.attribute("percentValue").as_bool()) {
                    note(Node{where.file, c}, "battlescribe.constraint-ignored",
                         TR_("A percentage limit of \"{0}\" has no Ost equivalent: not imported.").arg(e.name));
                    continue;
                }
                double value = c.attribute("value").as_double();
                for (const auto& m : mods) {
                    if (std::string_view(m.node.node.attribute("field").as_string()) != id) continue;
                    value = limit_modifier(e, m, value, ancestry, type == "max" ? 1 : 0);
                }
                if (value < 0) continue; // -1: no limit
                const int v = static_cast<int>(std::lround(std::min(value, 100000.0)));
                if (type == "min") out.min = std::max(out.min.value_or(0), v);
                if (type == "max") out.max = std::min(out.max.value_or(v), v);
            }
            if (e.self.node == e.target.node) break;
        }
        if (out.min && *out.min == 0) out.min.reset();
        return out;
    }

    /// Applies one modifier of a limit: decidable ones, a WME repeat per 1000 points; checks
    /// game-size ones against the system's scaling table and reports those that differ.
    double limit_modifier(const Entry& e, const Modifier& m, double value, const std::set<std::string>& ancestry,
                          int) {
        const auto repeat = m.node.node.child("repeats").child("repeat");
        const std::string type = m.node.node.attribute("type").as_string();
        const double by = m.node.node.attribute("value").as_double();
        if (repeat) {
            const auto per = m_cost_types.find(repeat.attribute("field").as_string());
            if (m_system.scaling == LimitScaling::PerThousand && per != m_cost_types.end() &&
                per->second == "points" && repeat.attribute("value").as_double() == 1000.0 && value == 0.0 &&
                type == "increment" && !m.node.node.child("conditions") && !m.node.node.child("conditionGroups")) {
                return by * std::max(1, repeat.attribute("repeats").as_int(1));
            }
            note(m.node, "battlescribe.repeat",
                 TR_("A repeated limit modifier of \"{0}\" has no Ost equivalent: not applied.").arg(e.name));
            return value;
        }
        int size = 0;
        const Truth t = modifier_conditions(m, ancestry, size);
        if (t == Truth::False) return value;
        if (t == Truth::True && size == 0) {
            double v = value;
            apply(v, m.node.node);
            return v;
        }
        if (t == Truth::True) {
            // A limit for one game size: Ost derives it from the base with the system's table.
            const auto* s = m_system.army_size(size);
            double v = value;
            apply(v, m.node.node);
            if (s != nullptr && s->scale_den != 0 && m_system.scaling == LimitScaling::SizeTable) {
                const long long scaled = static_cast<long long>(std::floor(value * s->scale_num / s->scale_den));
                if (static_cast<long long>(std::llround(v)) == scaled) return value;
            }
            note(m.node, "battlescribe.size-limit",
                 TR_("At {0} points the data gives \"{1}\" the limit {2}; Ost scales the {3}-point limit "
                     "{4} with the system's table instead.")
                     .arg(size)
                     .arg(e.name)
                     .arg(static_cast<long long>(std::llround(v)))
                     .arg(m_system.default_size)
                     .arg(static_cast<long long>(std::llround(value))));
            return value;
        }
        note(m.node, "battlescribe.modifier-ignored",
             TR_("A limit modifier of \"{0}\" depends on a condition Ost cannot decide from the list: "
                 "not applied.")
                 .arg(e.name));
        return value;
    }

    /// A child is taken with its parent when its own limits force it (min ≥ 1) or when it has
    /// none at all; one with only a maximum is an option.
    bool mandatory(const Entry& c) {
        bool any = false;
        bool min = false;
        for (const auto k : c.self.node.child("constraints").children("constraint")) {
            if (std::string_view(k.attribute("field").as_string()) != "selections") continue;
            any = true;
            if (std::string_view(k.attribute("type").as_string()) == "min" && k.attribute("value").as_double() >= 1)
                min = true;
        }
        return min || !any;
    }

    /// True when the entry or a mandatory sub-entry carries a profile (a troop, a character).
    bool troopish(const Entry& e, int depth = 0) {
        if (depth > kMaxDepth || e.group) return false;
        if (!profiles(e).empty()) return true;
        for (const auto& c : children(e)) {
            if (!c.group && mandatory(c) && troopish(c, depth + 1)) return true;
        }
        return false;
    }

    // ---- lines ----------------------------------------------------------------------------

    std::string fresh(const std::string& name, std::set<std::string>& taken) {
        std::string base = slug_id(name);
        if (base.empty()) base = "entry";
        std::string id = base;
        for (int n = 2; !taken.insert(id).second; ++n) id = base + "-" + std::to_string(n);
        return id;
    }

    std::set<std::string> ancestry_with(const std::set<std::string>& ancestry, const Entry& e) {
        auto out = ancestry;
        out.insert(e.target_id());
        out.insert(e.self.node.attribute("id").as_string());
        return out;
    }

    void add_line(const Entry& e, const std::set<std::string>& ancestry, int depth) {
        if (depth > kMaxDepth) return;
        if (e.hidden()) {
            note(e.self, "battlescribe.hidden", TR_("The hidden entry \"{0}\" is not imported.").arg(e.name));
            return;
        }
        const auto here = ancestry_with(ancestry, e);
        const auto kids = children(e);
        if (e.group) {
            for (const auto& c : kids) add_line(c, here, depth + 1);
            return;
        }
        const bool own_profile = !profiles(e).empty();
        // The same shared line reached again (the ADLG Elamite list has one "Corp" per period,
        // each linking the same lines): one line in the list.
        if (!m_line_targets.insert(e.target_id()).second) return;
        // Troop choices: "Warriors and Militia" = one of several troops, sharing its limits.
        if (!own_profile) {
            for (const auto& c : kids) {
                if (!c.group) continue;
                auto choices = children(c);
                std::erase_if(choices, [&](const Entry& x) { return !troopish(x); });
                if (choices.empty()) continue;
                add_choice_group(e, c, choices, here);
                return;
            }
        }
        // A force organisation (the ADLG "Corp"): no troop of its own, several lines inside.
        int lines = 0;
        for (const auto& c : kids) {
            if (!c.group && (troopish(c) || has_troop_group(c))) ++lines;
        }
        if (!own_profile && lines >= 2) {
            const auto limits = limits_of(e, false, here);
            for (const auto& c : kids) {
                if (!c.group && general_line(c, limits, here)) continue;
                add_line(c, here, depth + 1);
            }
            return;
        }
        UnitEntry u;
        const std::string name = line_name(e);
        u.id = fresh(name, m_unit_ids);
        u.name = {name, name};
        const auto limits = limits_of(e, false, here);
        u.min = limits.min;
        u.max = limits.max;
        build_unit(u, e, ancestry, depth);
        m_result.list.units.push_back(std::move(u));
    }

    /// A line is named by the shared entry it stands for (links to it may rename it per command).
    static std::string line_name(const Entry& e) {
        const std::string own = e.target.node.attribute("name").as_string();
        return canonical_text(own).empty() ? e.name : own;
    }

    bool has_troop_group(const Entry& e) {
        for (const auto& c : children(e)) {
            if (!c.group) continue;
            for (const auto& x : children(c)) {
                if (troopish(x)) return true;
            }
        }
        return false;
    }

    void add_choice_group(const Entry& e, const Entry& group, const std::vector<Entry>& choices,
                          const std::set<std::string>& here) {
        ChoiceGroup g;
        const std::string name = line_name(e);
        g.id = fresh(name, m_group_ids);
        g.name = {name, name};
        const auto limits = limits_of(e, false, here);
        g.min = limits.min;
        g.max = limits.max;
        const auto group_here = ancestry_with(here, group);
        for (const auto& choice : choices) {
            UnitEntry u;
            // A link chosen as is gets the names of what it adds ("Bowmen Pavise Elite").
            std::string shown = choice.name;
            if (choice.self.node != choice.target.node) {
                for (const auto& c : children(choice)) {
                    if (!c.intrinsic && !c.group && mandatory(c) && c.type() == "upgrade") shown += " " + c.name;
                }
            }
            u.id = fresh(name + " " + shown, m_unit_ids);
            u.name = {name + ": " + shown, name + ": " + shown};
            u.group = g.id;
            const auto own = limits_of(choice, false, group_here, true);
            u.min = own.min;
            u.max = own.max;
            build_unit(u, choice, group_here, 0);
            m_result.list.units.push_back(std::move(u));
        }
        m_result.list.groups.push_back(std::move(g));
    }

    /// The one-per-container entry with no troop (the ADLG "Commander" of each "Corp"): a
    /// general line with the container's limits and the grades it offers as upgrades.
    bool general_line(const Entry& c, const Limits& container, const std::set<std::string>& here) {
        if (!m_system.has_catalogue(kGeneralGrade) || !profiles(c).empty()) return false;
        const auto own = limits_of(c, false, here);
        if (!own.min || !own.max || *own.min != 1 || *own.max != 1) return false;
        const auto kids = children(c);
        if (std::none_of(kids.begin(), kids.end(),
                         [&](const Entry& x) { return match(x.name, kGeneralGrade, {}) != nullptr; }))
            return false;
        if (m_general_added) return true; // one general line for every container
        m_general_added = true;
        UnitEntry u;
        u.role = UnitRole::General;
        u.id = fresh("general", m_unit_ids);
        u.name = {"Général", "General"};
        u.min = container.min;
        u.max = container.max;
        // Containers without limits (one per period): one general per command of the standard
        // game (adlg.army-composition.commands).
        const auto* standard = m_system.army_size(m_system.default_size);
        if (!u.min && !u.max && standard != nullptr && standard->commands > 0) {
            u.min = standard->commands;
            u.max = standard->commands;
        }
        std::vector<Entry> pending = children(c);
        for (std::size_t i = 0; i < pending.size() && i < 200; ++i) {
            const Entry x = pending[i];
            if (x.group) {
                for (auto& y : children(x)) pending.push_back(std::move(y));
                continue;
            }
            const auto* grade = match(x.name, kGeneralGrade, {});
            if (grade == nullptr) {
                note(x.self, "battlescribe.name-unmatched",
                     TR_("\"{0}\" matches no general grade of {1}: not imported.").arg(x.name).arg(m_system.name()));
                continue;
            }
            if (std::find(u.upgrades.begin(), u.upgrades.end(), grade->id) == u.upgrades.end())
                u.upgrades.push_back(grade->id);
        }
        std::vector<std::string> ordered;
        for (const auto* grade : m_system.catalogue_of(kGeneralGrade)) {
            if (std::find(u.upgrades.begin(), u.upgrades.end(), grade->id) != u.upgrades.end())
                ordered.push_back(grade->id);
        }
        u.upgrades = std::move(ordered);
        m_result.list.units.push_back(std::move(u));
        return true;
    }

    struct Walk {
        Costs costs;
        std::optional<Node> profile;
        std::string troop_name;
        std::vector<std::pair<std::string, Node>> capabilities;
        std::vector<Node> rules;
    };

    void build_unit(UnitEntry& u, const Entry& e, const std::set<std::string>& ancestry, int depth) {
        Walk w;
        std::set<std::string> option_ids;
        walk(u, e, ancestry, w, option_ids, true, depth);
        const std::string name = fold(e.name);
        const auto cats = categories(e);
        const auto has_cat = [&](std::initializer_list<const char*> words) {
            return std::any_of(cats.begin(), cats.end(), [&](const std::string& c) {
                return std::any_of(words.begin(), words.end(), [&](const char* w2) { return c == w2; });
            });
        };
        if (has_cat({"general"})) u.role = UnitRole::General;
        else if (has_cat({"hero", "wizard", "character"})) u.role = UnitRole::Character;
        else if (name.find("fortification") != std::string::npos) u.role = UnitRole::Fortification;
        else if (name.find("camp") != std::string::npos) u.role = UnitRole::Camp;
        set_costs(u.costs, w.costs, e, true);
        if (w.profile) map_stats(u, *w.profile, w.troop_name, w.capabilities);
        for (const auto& r : w.rules) {
            const auto id = rule_id(r);
            if (!id.empty() && std::find(u.rules.begin(), u.rules.end(), id) == u.rules.end()) u.rules.push_back(id);
        }
    }

    void walk(UnitEntry& u, const Entry& e, const std::set<std::string>& ancestry, Walk& w,
              std::set<std::string>& option_ids, bool naming, int depth) {
        if (depth > kMaxDepth) {
            note(e.self, "battlescribe.too-deep", TR_("Entries nest too deep under \"{0}\": the rest is not "
                                                      "imported.")
                                                      .arg(e.name));
            return;
        }
        const auto here = ancestry_with(ancestry, e);
        w.costs.add(costs_of(e, here));
        const auto ps = profiles(e);
        bool troop_here = false;
        if (!ps.empty() && !w.profile) {
            w.profile = ps.front();
            w.troop_name = e.target.node.attribute("name").as_string();
            troop_here = true;
        }
        for (const auto& r : rules(e)) w.rules.push_back(r);
        for (const auto& c : children(e)) {
            if (c.hidden()) {
                note(c.self, "battlescribe.hidden", TR_("The hidden entry \"{0}\" is not imported.").arg(c.name));
                continue;
            }
            if (c.group) {
                const auto group_here = ancestry_with(here, c);
                for (const auto& x : children(c)) add_option(u, x, group_here, option_ids);
                continue;
            }
            // The troop of a line is taken even when the data only caps it ("max 1").
            if (!mandatory(c) && !(!w.profile && troopish(c))) {
                add_option(u, c, here, option_ids);
                continue;
            }
            const bool names_it = naming && !(troop_here && c.intrinsic) && c.type() == "upgrade";
            if (names_it) w.capabilities.emplace_back(c.name, c.self);
            walk(u, c, here, w, option_ids, naming && !(troop_here && c.intrinsic), depth + 1);
        }
    }

    void add_option(UnitEntry& u, const Entry& c, const std::set<std::string>& ancestry,
                    std::set<std::string>& option_ids) {
        if (c.hidden()) {
            note(c.self, "battlescribe.hidden", TR_("The hidden entry \"{0}\" is not imported.").arg(c.name));
            return;
        }
        if (c.group) {
            for (const auto& x : children(c)) add_option(u, x, ancestry_with(ancestry, c), option_ids);
            return;
        }
        UnitOption o;
        o.id = fresh(c.name, option_ids);
        o.name = {c.name, c.name};
        const auto limits = limits_of(c, false, ancestry);
        o.min = limits.min;
        o.max = limits.max ? limits.max : std::optional<int>(1);
        if (o.min && o.max && *o.min > *o.max) o.min.reset();
        UnitEntry scratch;
        Walk w;
        std::set<std::string> ignored;
        walk(scratch, c, ancestry, w, ignored, false, 1);
        set_costs(o.costs, w.costs, c, false);
        for (const auto& r : w.rules) {
            const auto id = rule_id(r);
            if (!id.empty() && std::find(o.rules.begin(), o.rules.end(), id) == o.rules.end()) o.rules.push_back(id);
        }
        if (!scratch.options.empty()) {
            note(c.self, "battlescribe.nested-options",
                 TR_("The options inside the option \"{0}\" have no Ost equivalent: not imported.").arg(c.name));
        }
        u.options.push_back(std::move(o));
    }

    void set_costs(std::vector<Cost>& out, const Costs& costs, const Entry& e, bool unit) {
        const auto emit = [&](const std::string& type, double value, int size) {
            const auto whole = static_cast<long long>(std::llround(value));
            if (std::fabs(value - static_cast<double>(whole)) > 1e-9) {
                note(e.self, "battlescribe.cost-fraction",
                     TR_("The cost {0} of \"{1}\" is not a whole number: rounded.").arg(value, 2).arg(e.name));
            }
            int v = static_cast<int>(std::clamp<long long>(whole, -1000000, 1000000));
            if (unit && v < 0) {
                note(e.self, "battlescribe.cost-negative",
                     TR_("The cost of \"{0}\" adds up to {1}, below zero: taken as 0.").arg(e.name).arg(v));
                v = 0;
            }
            out.push_back(Cost{type, v, size});
        };
        for (const auto& [type, value] : costs.base) {
            if (value != 0.0 || type == "points") {
                if (value == 0.0 && !unit) continue;
                emit(type, value, 0);
            }
        }
        for (const auto& [size, values] : costs.by_size) {
            for (const auto& [type, value] : values) {
                const auto base = costs.base.find(type);
                if (base != costs.base.end() && base->second == value) continue;
                emit(type, value, size);
            }
        }
        // A line with no cost at all (a general) keeps none rather than "0 points".
        if (unit && std::all_of(out.begin(), out.end(), [](const Cost& c) { return c.value == 0; })) out.clear();
    }

    // ---- names, stats, rules ---------------------------------------------------------------

    /// The catalogue entry of `kind` named `name`: exact (folded, either language or id), then
    /// a variant "Name (…)" eligible for `troop`, then the entry whose name starts the text
    /// ("Competent Commander" → Competent), then one within two edits ("Impetious").
    const CatalogueEntry* match(const std::string& name, const char* kind, const std::string& troop) {
        const std::string folded = fold(std::string(trim(name)));
        if (folded.empty()) return nullptr;
        const auto entries = m_system.catalogue_of(kind);
        const CatalogueEntry* exact = nullptr;
        for (const auto* c : entries) {
            if (fold(c->name.en) == folded || fold(c->name.fr) == folded || c->id == folded) {
                if (troop.empty() || c->eligible_types.empty() ||
                    std::find(c->eligible_types.begin(), c->eligible_types.end(), troop) != c->eligible_types.end())
                    return c;
                if (exact == nullptr) exact = c;
            }
        }
        if (!troop.empty()) {
            for (const auto* c : entries) {
                const auto en = fold(c->name.en);
                if (en.rfind(folded + " (", 0) == 0 &&
                    std::find(c->eligible_types.begin(), c->eligible_types.end(), troop) != c->eligible_types.end())
                    return c;
            }
        }
        if (exact != nullptr) return exact;
        for (const auto* c : entries) {
            const auto en = fold(c->name.en);
            if (!en.empty() && folded.rfind(en + " ", 0) == 0) return c;
        }
        if (folded.size() >= 5) {
            const CatalogueEntry* best = nullptr;
            std::size_t best_distance = 3;
            bool tie = false;
            for (const auto* c : entries) {
                const auto d = edit_distance(folded, fold(c->name.en));
                if (d < best_distance) {
                    best = c;
                    best_distance = d;
                    tie = false;
                } else if (d == best_distance) {
                    tie = true;
                }
            }
            if (best != nullptr && !tie) return best;
        }
        return nullptr;
    }

    void map_stats(UnitEntry& u, Node profile, const std::string& troop_name,
                   const std::vector<std::pair<std::string, Node>>& capabilities) {
        std::vector<std::pair<std::string, std::string>> chars;
        for (const auto c : profile.node.child("characteristics").children("characteristic")) {
            chars.emplace_back(c.attribute("name").as_string(), std::string(trim(c.text().as_string())));
        }
        const auto field_for = [](const ProfileType& pt, const std::string& name) -> const ProfileField* {
            const auto folded = fold(name);
            for (const auto& f : pt.fields) {
                if (fold(f.name.en) == folded || fold(f.name.fr) == folded || f.id == folded) return &f;
            }
            for (const auto& f : pt.fields) {
                const auto en = fold(f.name.en);
                if (folded.size() > en.size() && folded.compare(folded.size() - en.size(), en.size(), en) == 0 &&
                    folded[folded.size() - en.size() - 1] == ' ')
                    return &f;
            }
            return nullptr;
        };
        const ProfileType* best = nullptr;
        int best_hits = -1;
        for (const auto& pt : m_system.profile_types) {
            int hits = 0;
            for (const auto& [n, v] : chars) hits += field_for(pt, n) != nullptr ? 1 : 0;
            if (hits > best_hits) {
                best = &pt;
                best_hits = hits;
            }
        }
        if (best == nullptr) {
            note(profile, "battlescribe.profile-unmapped",
                 TR_("{0} has no stat line: the profile of \"{1}\" is not imported.").arg(m_system.name()).arg(u.name.en));
            return;
        }
        std::map<std::string, std::string> values;
        std::string troop_id;
        for (const auto& f : best->fields) {
            if (f.format == StatFormat::Id) {
                const CatalogueEntry* troop = nullptr;
                for (const auto* c : m_system.catalogue_of(kTroopType)) {
                    if (c->profile.type == best->id &&
                        (fold(c->name.en) == fold(troop_name) || fold(c->name.fr) == fold(troop_name)))
                        troop = c;
                }
                if (troop != nullptr) {
                    values[f.id] = troop->id;
                    troop_id = troop->id;
                } else if (m_system.has_catalogue(kTroopType)) {
                    note(profile, "battlescribe.name-unmatched",
                         TR_("\"{0}\" matches no troop type of {1}: the line has no troop type.")
                             .arg(troop_name)
                             .arg(m_system.name()));
                }
            }
        }
        for (const auto& [name, value] : chars) {
            const auto* f = field_for(*best, name);
            if (f == nullptr) {
                note(profile, "battlescribe.characteristic-unmapped",
                     TR_("The characteristic \"{0}\" of \"{1}\" has no field in {2}: not imported.")
                         .arg(name)
                         .arg(u.name.en)
                         .arg(m_system.name()));
                continue;
            }
            std::string v = value;
            if (!f->choices.empty()) {
                std::string chosen;
                for (const auto& ch : f->choices) {
                    if (ch.id == fold(v) || fold(ch.name.en) == fold(v) || fold(ch.name.fr) == fold(v)) chosen = ch.id;
                }
                if (chosen.empty()) {
                    note(profile, "battlescribe.value-refused",
                         TR_("\"{0}\" is not a choice of the field {1} of {2} (\"{3}\"): not imported.")
                             .arg(v)
                             .arg(f->name.text())
                             .arg(m_system.name())
                             .arg(u.name.en));
                    continue;
                }
                v = chosen;
            } else if (f->format == StatFormat::Id || f->format == StatFormat::Ids) {
                continue; // catalogue references: from the entries, not from a profile text
            }
            try {
                if (!v.empty()) parse_stat(*f, v);
            } catch (const StatSyntaxError&) {
                note(profile, "battlescribe.value-refused",
                     TR_("\"{0}\" is not a valid {1} value (\"{2}\"): not imported.")
                         .arg(v)
                         .arg(f->name.text())
                         .arg(u.name.en));
                continue;
            }
            if (!v.empty()) values[f->id] = v;
        }
        for (const auto& f : best->fields) {
            if (f.format != StatFormat::Ids || !m_system.has_catalogue(kCapability)) continue;
            std::vector<std::string> ids;
            for (const auto& [name, where] : capabilities) {
                const auto* c = match(name, kCapability, troop_id);
                if (c == nullptr) {
                    note(where, "battlescribe.name-unmatched",
                         TR_("\"{0}\" matches no capability of {1}: left out of the capabilities of \"{2}\" (its "
                             "cost is counted).")
                             .arg(name)
                             .arg(m_system.name())
                             .arg(u.name.en));
                    continue;
                }
                if (std::find(ids.begin(), ids.end(), c->id) == ids.end()) ids.push_back(c->id);
            }
            std::string joined;
            for (const auto& id : ids) joined += (joined.empty() ? "" : " ") + id;
            if (!joined.empty()) values[f.id] = joined;
        }
        u.profile.type = best->id;
        for (const auto& f : best->fields) {
            const auto it = values.find(f.id);
            if (it != values.end()) u.profile.values.emplace_back(f.id, it->second);
        }
        if (u.profile.values.empty()) u.profile.type.clear();
    }

    /// The id of `rule` for a line: a system rule of the same name, else a list rule (kept by
    /// name; BattleScribe rule texts are not copied).
    std::string rule_id(Node rule) {
        const std::string name = std::string(trim(rule.node.attribute("name").as_string()));
        if (name.empty()) return {};
        for (const auto& r : m_system.rules) {
            if (fold(r.name.en) == fold(name) || fold(r.name.fr) == fold(name)) return r.id;
        }
        const auto it = m_rule_ids.find(fold(name));
        if (it != m_rule_ids.end()) return it->second;
        SpecialRule r;
        r.id = fresh(name, m_rule_taken);
        r.name = {name, name};
        m_rule_ids[fold(name)] = r.id;
        m_result.list.rules.push_back(r);
        note(rule, "battlescribe.rule-text",
             TR_("The rule \"{0}\" is kept by name only: its text is not imported.").arg(name));
        return r.id;
    }

    // ---- result ---------------------------------------------------------------------------

    void check_result() {
        ArmyList& list = m_result.list;
        for (auto& u : list.units) {
            if (u.min && u.max && *u.min > *u.max) u.min.reset();
        }
        for (auto& g : list.groups) {
            if (g.min && g.max && *g.min > *g.max) g.min.reset();
        }
        // The result must be a list Ost accepts: write it and read it back for the system.
        // A refusal there is a construct of the catalogue this importer does not carry yet: it is
        // reported against the catalogue, with the reason, not against the scratch text.
        try {
            const auto doc = XmlDocument::load_string(write_army_list(list), list.id + ".xml");
            (void)read_army_list(doc, m_system);
        } catch (const InvalidInputError& e) {
            throw InvalidInputError(TR_("The catalogue makes a list Ost cannot read: {0}").arg(e.message()),
                                    e.detail(), Location{m_catalogue.doc.name(), 1, 1});
        }
    }

    void note(Node where, const char* code, Text message) {
        Diagnostic d;
        d.severity = Severity::Warning;
        d.code = code;
        d.message = std::move(message);
        if (where) d.location = where.file->doc.location_of(where.node);
        // Entries are visited more than once (limits, costs, troop checks): one line per finding.
        if (!m_noted.insert(d.code + "\n" + d.location.to_string() + "\n" + d.message.english()).second) return;
        m_result.report.push_back(std::move(d));
    }

    const BattleScribeFile& m_catalogue;
    const GameSystem& m_system;
    BattleScribeImport m_result;
    std::unordered_map<std::string, Node> m_by_id;
    std::map<std::string, std::string> m_cost_types; ///< BattleScribe id → Ost id ("" = none)
    std::map<std::string, int> m_force_sizes;       ///< forceEntry id → army size
    std::set<std::string> m_unit_ids;
    std::set<std::string> m_noted;   ///< findings already reported
    std::set<std::string> m_reached; ///< ids of the entries resolved so far
    std::size_t m_expanded = 0;      ///< entries resolved so far, counted against kMaxBattleScribeExpansion
    std::set<std::string> m_line_targets; ///< shared entries already turned into lines
    std::set<std::string> m_group_ids;
    bool m_general_added = false;
    std::set<std::string> m_rule_taken;
    std::map<std::string, std::string> m_rule_ids;
};

} // namespace

BattleScribeImport import_battlescribe(const BattleScribeFile& catalogue, const BattleScribeFile* game,
                                       const GameSystem& system, const std::string& list_id) {
    if (game != nullptr && !catalogue.game_system && !catalogue.game_system_id.empty() &&
        catalogue.game_system_id != game->id) {
        throw InvalidInputError(TR_("The catalogue \"{0}\" belongs to another BattleScribe game system "
                                    "({1}) than \"{2}\" ({3}).")
                                    .arg(catalogue.name)
                                    .arg(catalogue.game_system_id)
                                    .arg(game->name)
                                    .arg(game->id),
                                {}, Location{catalogue.doc.name(), 1, 1});
    }
    return Importer(catalogue, game, system).run(list_id);
}

} // namespace ost
