// Parser for <system> definition files.
// Validates identifiers, bilingual names, profile types and the catalogue before the database.
#include "core/io/system_reader.h"

#include "core/model/catalogue_kinds.h"
#include "core/io/xml_fields.h"
#include "core/support/error.h"

#include <charconv>
#include <set>

namespace ost {

namespace {
void unique(const XmlDocument& doc, pugi::xml_node node, std::set<std::string>& seen,
            const std::string& id) {
    if (!seen.insert(id).second) {
        throw InvalidInputError(TR_("The id \"{0}\" is used twice in <{1}> elements.").arg(id).arg(node.name()),
                                {}, doc.location_of(node.attribute("id"), node));
    }
}

void read_scale(const XmlDocument& doc, pugi::xml_node node, ArmySize& size) {
    const auto attribute = node.attribute("scale");
    if (!attribute) {
        return;
    }
    const std::string text = attribute.value();
    const auto slash = text.find('/');
    const auto parse = [&](std::string_view part, int& out) {
        const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
        return ec == std::errc() && end == part.data() + part.size() && out > 0;
    };
    const std::string_view view(text);
    const bool ok = slash == std::string::npos
                        ? parse(view, size.scale_num)
                        : parse(view.substr(0, slash), size.scale_num) &&
                              parse(view.substr(slash + 1), size.scale_den);
    if (!ok) {
        throw InvalidInputError(TR_("The scale \"{0}\" must be a positive whole number or fraction such as 3/2.")
                                    .arg(text),
                                {}, doc.location_of(attribute, node));
    }
}

void read_army_sizes(const XmlDocument& doc, pugi::xml_node node, GameSystem& s) {
    check_attributes(doc, node, {"default", "scaling", "any", "section"});
    s.selection_section = node.attribute("section").value();
    check_children(doc, node, {"size"});
    const std::string scaling = node.attribute("scaling").value();
    if (scaling == "per-1000") {
        s.scaling = LimitScaling::PerThousand;
    } else if (scaling == "table") {
        s.scaling = LimitScaling::SizeTable;
    } else if (scaling.empty() || scaling == "none") {
        s.scaling = LimitScaling::None;
    } else {
        throw InvalidInputError(TR_("Unknown scaling \"{0}\" (use per-1000, table or none).").arg(scaling), {},
                                doc.location_of(node.attribute("scaling"), node));
    }
    s.any_size = bool_attribute(doc, node, "any", false);
    s.default_size = static_cast<int>(integer_attribute(doc, node, "default", 0));
    for (auto child : node.children("size")) {
        check_attributes(doc, child, {"points", "commands", "scale"});
        ArmySize size;
        size.points = static_cast<int>(integer_attribute(doc, child, "points", 0));
        if (size.points <= 0) {
            doc.fail(child, TR_("An army size needs a positive \"points\" attribute."));
        }
        size.commands = static_cast<int>(integer_attribute(doc, child, "commands", 0));
        read_scale(doc, child, size);
        s.army_sizes.push_back(size);
    }
    if (s.default_size != 0 && !s.any_size && s.army_size(s.default_size) == nullptr) {
        doc.fail(node, TR_("The default army size {0} is not one of the listed sizes.").arg(s.default_size));
    }
}

ProfileType read_profile_type(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id"});
    check_children(doc, node, {"name", "field"});
    ProfileType type;
    type.id = read_id(doc, node);
    type.name = read_localized(doc, node, "name", true);
    std::set<std::string> seen;
    for (auto f : node.children("field")) {
        check_attributes(doc, f, {"id", "format"});
        check_children(doc, f, {"name", "choice", "wording"});
        ProfileField field;
        field.id = read_id(doc, f);
        unique(doc, f, seen, field.id);
        field.name = read_localized(doc, f, "name", true);
        std::set<std::string> choices;
        for (auto c : f.children("choice")) {
            check_attributes(doc, c, {"id"});
            check_children(doc, c, {"name"});
            ProfileChoice choice{read_id(doc, c), read_localized(doc, c, "name", true)};
            unique(doc, c, choices, choice.id);
            field.choices.push_back(std::move(choice));
        }
        std::set<std::string> worded;
        for (auto w : f.children("wording")) {
            check_attributes(doc, w, {"value"});
            check_children(doc, w, {"name"});
            StatWording wording{w.attribute("value").value(), read_localized(doc, w, "name", true)};
            if (wording.value.empty()) {
                doc.fail(w, TR_("A <wording> needs the published value it rewords in \"value\"."));
            }
            if (!worded.insert(wording.value).second) {
                throw InvalidInputError(TR_("The value \"{0}\" has two <wording> elements.").arg(wording.value),
                                        {}, doc.location_of(w.attribute("value"), w));
            }
            field.wordings.push_back(std::move(wording));
        }
        field.format = field.choices.empty() ? StatFormat::Text : StatFormat::Choice;
        if (const auto format = f.attribute("format"); !format.empty()) {
            const auto parsed = stat_format_from(format.value());
            if (!parsed) {
                throw InvalidInputError(TR_("Unknown stat format \"{0}\" (see lists/README.md).").arg(format.value()),
                                        {}, doc.location_of(format, f));
            }
            field.format = *parsed;
        }
        if ((field.format == StatFormat::Choice) != !field.choices.empty()) {
            doc.fail(f, TR_("A field has <choice> children exactly when its format is \"choice\"."));
        }
        type.fields.push_back(std::move(field));
    }
    return type;
}

SpecialRule read_rule(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id", "section"});
    check_children(doc, node, {"name", "summary"});
    SpecialRule rule;
    rule.id = read_id(doc, node);
    rule.section = node.attribute("section").value();
    rule.name = read_localized(doc, node, "name", true);
    rule.summary = read_localized(doc, node, "summary", false);
    return rule;
}

CatalogueEntry read_entry(const XmlDocument& doc, pugi::xml_node node, const GameSystem& s) {
    check_attributes(doc, node, {"id", "kind", "profile", "army-max", "types", "armour", "confirmed"});
    check_children(doc, node, {"name", "stats", "cost", "rule", "note"});
    CatalogueEntry e;
    e.id = read_id(doc, node);
    e.kind = read_id(doc, node, "kind");
    e.name = read_localized(doc, node, "name", true);
    e.note = read_localized(doc, node, "note", false);
    e.army_max = optional_int(doc, node, "army-max");
    e.eligible_types = id_list(doc, node, "types");
    e.eligible_armour = id_list(doc, node, "armour");
    e.confirmed = bool_attribute(doc, node, "confirmed", true);
    const std::string profile = node.attribute("profile").value();
    if (const auto stats = node.child("stats")) {
        if (profile.empty()) {
            doc.fail(stats, TR_("<stats> needs a \"profile\" attribute on its <{0}>.").arg(node.name()));
        }
        e.profile = read_stats(doc, stats, s, profile);
    }
    for (auto c : node.children("cost")) {
        e.costs.push_back(read_cost(doc, c));
        if (s.cost_type(e.costs.back().type) == nullptr) {
            doc.fail(c, TR_("Unknown cost type \"{0}\".").arg(e.costs.back().type));
        }
    }
    for (auto r : node.children("rule")) {
        check_attributes(doc, r, {"ref"});
        const auto ref = read_id(doc, r, "ref");
        if (s.rule(ref) == nullptr) {
            doc.fail(r, TR_("Unknown special rule \"{0}\".").arg(ref));
        }
        e.rules.push_back(ref);
    }
    return e;
}
} // namespace

namespace {
/// `<army-limit id min max grade>`: a constant of the game's army-composition rules.
ArmyLimit read_army_limit(const XmlDocument& doc, pugi::xml_node node) {
    check_attributes(doc, node, {"id", "min", "max", "grade"});
    check_children(doc, node, {});
    ArmyLimit limit;
    limit.id = read_id(doc, node);
    limit.grade = node.attribute("grade").value();
    limit.min = optional_int(doc, node, "min", 0);
    limit.max = optional_int(doc, node, "max", 0);
    if (!limit.min && !limit.max) {
        doc.fail(node, TR_("<army-limit> \"{0}\" needs a min or a max.").arg(limit.id));
    }
    if (limit.min && limit.max && *limit.min > *limit.max) {
        doc.fail(node, TR_("<army-limit> \"{0}\": min {1} is above max {2}.").arg(limit.id).arg(*limit.min).arg(*limit.max));
    }
    return limit;
}
} // namespace

Profile read_stats(const XmlDocument& doc, pugi::xml_node stats, const GameSystem& system,
                   const std::string& profile_type) {
    const auto* type = system.profile_type(profile_type);
    if (type == nullptr) {
        doc.fail(stats, TR_("Unknown profile type \"{0}\" in system \"{1}\".").arg(profile_type).arg(system.id));
    }
    check_children(doc, stats, {});
    Profile profile;
    profile.type = profile_type;
    for (auto attribute : stats.attributes()) {
        const auto* field = type->field(attribute.name());
        if (field == nullptr) {
            throw InvalidInputError(TR_("Unknown profile field \"{0}\" for profile type \"{1}\".")
                                        .arg(attribute.name())
                                        .arg(profile_type),
                                    {}, doc.location_of(attribute, stats));
        }
        const std::string value = attribute.value();
        if (!field->choices.empty() && field->choice(value) == nullptr) {
            throw InvalidInputError(TR_("\"{0}\" is not an allowed value of the profile field \"{1}\".")
                                        .arg(value)
                                        .arg(field->id),
                                    {}, doc.location_of(attribute, stats));
        }
        profile.values.emplace_back(attribute.name(), value);
    }
    return profile;
}

GameSystem read_system(const XmlDocument& doc) {
    const auto root = doc.root();
    if (std::string(root.name()) != "system") {
        doc.fail(root, TR_("Expected a <system> root element, found <{0}>.").arg(root.name()));
    }
    GameSystem s;
    s.id = read_id(doc, root);
    s.position = static_cast<int>(integer_attribute(doc, root, "position", 0));
    const auto names = read_localized(doc, root, "name", true);
    s.name_fr = names.fr;
    s.name_en = names.en;
    const auto source = root.child("source");
    if (!source || std::string(source.text().get()).empty()) {
        doc.fail(root, TR_("<system> needs a <source> saying where its figures come from."));
    }
    s.source = source.text().get();
    s.file = doc.name();
    check_attributes(doc, root, {"id", "position", "dated", "army-rules", "board", "wm-selector"});
    s.dated = bool_attribute(doc, root, "dated", false);
    s.wm_selector_game = root.attribute("wm-selector").value();
    if (const auto board = root.attribute("board")) {
        const std::string value = board.value();
        if (value != "hex" && value != "table") {
            throw InvalidInputError(TR_("Unknown board \"{0}\" (use hex or table).").arg(value), {},
                                    doc.location_of(board, root));
        }
        s.hex_board = value == "hex";
    }
    if (const auto rules = root.attribute("army-rules")) {
        // Which rule sets exist is the game registry's to say (systems::require_known_army_rules, run by
        // check-data and build-db); here only the form of the name is checked.
        const std::string value = rules.value();
        if (value.empty() || value.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos) {
            throw InvalidInputError(TR_("The army rules \"{0}\" are not a rule set name: lower-case letters, digits "
                                        "and hyphens, or none.").arg(value), {}, doc.location_of(rules, root));
        }
        s.army_rules = value == "none" ? std::string() : value;
    }
    check_children(doc, root, {"name", "source", "army-sizes", "army-limit", "cost-type", "profile-type", "rule", "entry"});
    if (const auto sizes = root.child("army-sizes")) {
        read_army_sizes(doc, sizes, s);
    }
    std::set<std::string> limit_ids;
    for (auto node : root.children("army-limit")) {
        auto limit = read_army_limit(doc, node);
        unique(doc, node, limit_ids, limit.id);
        s.army_limits.push_back(std::move(limit));
    }
    std::set<std::string> cost_ids;
    std::set<std::string> profile_ids;
    std::set<std::string> rule_ids;
    std::set<std::string> entry_ids;
    // Definitions first, so entries can use them whatever the order in the file.
    for (auto node : root.children("cost-type")) {
        check_attributes(doc, node, {"id"});
        check_children(doc, node, {"name"});
        CostType type{read_id(doc, node), read_localized(doc, node, "name", true)};
        unique(doc, node, cost_ids, type.id);
        s.cost_types.push_back(std::move(type));
    }
    if (s.cost_types.empty()) {
        s.cost_types.push_back({"points", {"Points", "Points"}});
    }
    for (auto node : root.children("profile-type")) {
        auto type = read_profile_type(doc, node);
        unique(doc, node, profile_ids, type.id);
        s.profile_types.push_back(std::move(type));
    }
    for (auto node : root.children("rule")) {
        auto rule = read_rule(doc, node);
        unique(doc, node, rule_ids, rule.id);
        s.rules.push_back(std::move(rule));
    }
    for (auto node : root.children("entry")) {
        auto entry = read_entry(doc, node, s);
        unique(doc, node, entry_ids, entry.id);
        s.catalogue.push_back(std::move(entry));
    }
    auto limit_node = root.children("army-limit").begin();
    for (const auto& limit : s.army_limits) {
        const auto* grade = limit.grade.empty() ? nullptr : s.catalogue_entry(limit.grade);
        if (!limit.grade.empty() && (grade == nullptr || grade->kind != catalogue_kind::kGeneralGrade)) {
            doc.fail(*limit_node, TR_("Unknown general grade \"{0}\".").arg(limit.grade));
        }
        ++limit_node;
    }
    return s;
}

} // namespace ost
