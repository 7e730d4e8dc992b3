// Warmaster Evolution's army-selection rules as diagnostics (wme.army-selection.*). The numbers
// (one General, one magic item and one attachment per unit) are `<army-limit>` of system.xml.
#include "core/systems/wme/wme_army_rules.h"

#include "core/model/catalogue_kinds.h"
#include "core/validation/roster_check.h"

#include <algorithm>
#include <map>

namespace ost {

namespace {
constexpr const char* kCharacters = "wme.army-selection.characters";
constexpr const char* kMagicItems = "wme.army-selection.magic-items";
constexpr const char* kAttachments = "wme.army-selection.attachments";

/// "exactly one General" as the rules word it when the data says one, the number otherwise.
Text general_count_message(const ArmyLimit& limit, int generals) {
    if (limit.min == 1 && limit.max == 1) {
        return TRP_("The army must have exactly one General, whatever its size: {n} chosen",
                    "The army must have exactly one General, whatever its size: {n} chosen",
                    generals);
    }
    if (limit.min && limit.max && *limit.min == *limit.max) {
        return TRP_("The army must have exactly {0} Generals, whatever its size: {n} chosen",
                    "The army must have exactly {0} Generals, whatever its size: {n} chosen",
                    generals)
            .arg(*limit.max);
    }
    return TRP_("The army must have {0} to {1} Generals, whatever its size: {n} chosen",
                "The army must have {0} to {1} Generals, whatever its size: {n} chosen", generals)
        .arg(limit.min.value_or(0))
        .arg(limit.max ? Text::verbatim(std::to_string(*limit.max)) : Text::verbatim("…"));
}

bool outside(const ArmyLimit& limit, int n) {
    return (limit.min && n < *limit.min) || (limit.max && n > *limit.max);
}

/// One pass over the entries: generals, magic items and attachments counted, per-entry faults added.
class WmeCheck {
  public:
    explicit WmeCheck(RosterCheck& check) : m_c(check), m_sys(check.system()) {}

    void run() {
        for (const auto& r : m_c.resolved()) {
            if (r.unit != nullptr) {
                entry(r);
            }
        }
        if (const auto* limit = m_sys.army_limit("generals"); limit != nullptr && outside(*limit, m_generals)) {
            m_c.add(Severity::Error, "wme.general-count", general_count_message(*limit, m_generals),
                    kCharacters, m_general_subject);
        }
        for (const auto& [id, slot] : m_items) {
            const auto* item = m_sys.catalogue_entry(id);
            if (item->army_max && slot.first > *item->army_max) {
                m_c.add(Severity::Error, "wme.magic-unique",
                        TRP_("Each magic item is taken once per army at most: {0} is taken {n} time",
                             "Each magic item is taken once per army at most: {0} is taken {n} times",
                             slot.first)
                            .arg(item->name.text()),
                        kMagicItems, slot.second);
            }
        }
        attachments_per_unit();
    }

  private:
    void entry(const RosterCheck::Resolved& r) {
        const auto& e = *r.entry;
        if (r.unit->role == UnitRole::General) {
            m_generals += e.count;
            if (m_general_subject.empty() || m_generals > 1) {
                m_general_subject = e.id;
            }
        }
        magic_per_unit(r);
        for (const auto& id : e.magic_items) {
            magic_item(r, id);
        }
        attachment(r);
    }

    void magic_per_unit(const RosterCheck::Resolved& r) {
        const auto& e = *r.entry;
        const auto* limit = m_sys.army_limit("magic-items-per-unit");
        if (limit == nullptr || !limit->max ||
            static_cast<long long>(e.magic_items.size()) <= static_cast<long long>(e.count) * *limit->max) {
            return;
        }
        m_c.add(Severity::Error, "wme.magic-per-unit",
                *limit->max == 1
                    ? TRP_("Each unit or character carries one magic item at most: {0} has {1} for "
                           "{n} unit",
                           "Each unit or character carries one magic item at most: {0} has {1} for "
                           "{n} units",
                           e.count)
                          .arg(m_c.name_of(r))
                          .arg(e.magic_items.size())
                    : TRP_("Each unit or character carries {2} magic items at most: {0} has {1} "
                           "for {n} unit",
                           "Each unit or character carries {2} magic items at most: {0} has {1} "
                           "for {n} units",
                           e.count)
                          .arg(m_c.name_of(r))
                          .arg(e.magic_items.size())
                          .arg(*limit->max),
                kMagicItems, e.id);
    }

    void magic_item(const RosterCheck::Resolved& r, const std::string& id) {
        const auto& e = *r.entry;
        const auto* item = m_sys.catalogue_entry(id);
        if (item == nullptr || item->kind != catalogue_kind::kMagicItem) {
            m_c.add(Severity::Error, "wme.magic-unknown",
                    TR_("\"{0}\" is not a magic item of {1}: the choice is kept but not "
                        "counted.")
                        .arg(id)
                        .arg(m_sys.name()),
                    kMagicItems, e.id);
            return;
        }
        auto& slot = m_items[id];
        slot.first += 1;
        if (slot.second.empty() || slot.first == (item->army_max.value_or(0) + 1)) {
            slot.second = e.id;
        }
        if (!may_carry(*item, *r.unit)) {
            m_c.add(Severity::Error, "wme.magic-eligible",
                    TR_("{0} cannot carry the magic item {1}.")
                        .arg(m_c.name_of(r))
                        .arg(item->name.text()),
                    kMagicItems, e.id);
        }
    }

    void attachment(const RosterCheck::Resolved& r) {
        const auto& e = *r.entry;
        const auto& roster = m_c.roster();
        if (r.unit->is_attachment()) {
            const auto* target = e.attached_to.empty() ? nullptr : roster.entry(e.attached_to);
            const auto* target_unit = target == nullptr ? nullptr : m_c.validator().unit_of(*target);
            const bool valid = target_unit != nullptr &&
                               std::find(r.unit->attaches_to.begin(), r.unit->attaches_to.end(),
                                         target_unit->id) != r.unit->attaches_to.end();
            if (!valid) {
                m_c.add(Severity::Error, "wme.attachment-target",
                        TR_("{0} must be attached to a unit of the army that may take it ({1}).")
                            .arg(m_c.name_of(r))
                            .arg(attach_names(*r.list, *r.unit)),
                        kAttachments, e.id);
            } else {
                m_attached[target->id] += e.count;
            }
        } else if (!e.attached_to.empty()) {
            m_c.add(Severity::Error, "wme.attachment-target",
                    TR_("{0} is not an attachment and cannot be attached to another unit.")
                        .arg(m_c.name_of(r)),
                    kAttachments, e.id);
        }
    }

    void attachments_per_unit() {
        const auto* limit = m_sys.army_limit("attachments-per-unit");
        if (limit == nullptr || !limit->max) {
            return;
        }
        for (const auto& [target_id, n] : m_attached) {
            const auto* target = m_c.roster().entry(target_id);
            if (static_cast<long long>(n) <= static_cast<long long>(target->count) * *limit->max) {
                continue;
            }
            const auto units = TRP_("{n} unit", "{n} units", target->count);
            const auto name = m_c.validator().unit_of(*target)->name.text();
            m_c.add(Severity::Error, "wme.attachment-max",
                    *limit->max == 1
                        ? TRP_("One attachment per unit at most: {n} attached to {0} of {1}",
                               "One attachment per unit at most: {n} attached to {0} of {1}", n)
                              .arg(units)
                              .arg(name)
                        : TRP_("At most {2} attachments per unit: {n} attached to {0} of {1}",
                               "At most {2} attachments per unit: {n} attached to {0} of {1}", n)
                              .arg(units)
                              .arg(name)
                              .arg(*limit->max),
                    kAttachments, target_id);
        }
    }

    static Text attach_names(const ArmyList& list, const UnitEntry& unit) {
        std::string pattern;
        for (std::size_t i = 0; i < unit.attaches_to.size(); ++i) {
            pattern += (i == 0 ? "{" : ", {") + std::to_string(i) + "}";
        }
        Text out = Text::verbatim(pattern);
        for (const auto& id : unit.attaches_to) {
            const auto* u = list.unit(id);
            out.arg(u != nullptr ? u->name.text() : Text::verbatim(id));
        }
        return out;
    }

    RosterCheck& m_c;
    const GameSystem& m_sys;
    int m_generals = 0;
    std::string m_general_subject;
    std::map<std::string, std::pair<int, std::string>> m_items; // item -> (count, first entry)
    std::map<std::string, int> m_attached;                      // target entry -> attached units
};
} // namespace

void WmeArmyRules::unit_over_max(const RosterCheck& check, const UnitEntry& unit, int max, int n,
                                 UnitMaxFinding& finding) const {
    if (unit.role != UnitRole::Character) {
        return;
    }
    finding.code = "wme.character-max";
    finding.rule = kCharacters;
    if (max != 0) {
        finding.message =
            TRP_("{1}: at most {0} for {2} (characters per 1000 points), {n} chosen",
                 "{1}: at most {0} for {2} (characters per 1000 points), {n} chosen", n)
                .arg(max)
                .arg(unit.name.text())
                .arg(check.army());
    }
}

void WmeArmyRules::figures(RosterCheck& check) const {
    auto& report = check.report();
    report.break_point = (report.units + 1) / 2; // wme.army-selection.break-point
}

void WmeArmyRules::check(RosterCheck& check) const { WmeCheck(check).run(); }

bool WmeArmyRules::count_free(const RosterEntry& entry, const UnitEntry& unit, bool targeted) const {
    // WmeCheck reads a count for the generals, the magic items per unit and the attachments.
    return unit.role != UnitRole::General && entry.magic_items.empty() && !unit.is_attachment() &&
           entry.attached_to.empty() && !targeted;
}

} // namespace ost
