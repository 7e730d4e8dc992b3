// Ids and translatable words of the legality vocabularies.
// The ids are those of the data files and of the --json answer; the words are translated.
#include "core/engine/legality/verdict.h"

#include <array>
#include <utility>

namespace ost::engine::legality {
namespace {

constexpr std::array<std::pair<QuestionKind, std::string_view>, 3> kKinds{{
    {QuestionKind::Permission, "permission"},
    {QuestionKind::Obligation, "obligation"},
    {QuestionKind::Outcome, "outcome"},
}};
constexpr std::array<std::pair<Verdict, std::string_view>, 8> kVerdicts{{
    {Verdict::Allowed, "allowed"},
    {Verdict::Forbidden, "forbidden"},
    {Verdict::Must, "must"},
    {Verdict::May, "may"},
    {Verdict::Never, "never"},
    {Verdict::Yes, "yes"},
    {Verdict::No, "no"},
    {Verdict::Depends, "depends"},
}};
constexpr std::array<std::pair<Effect, std::string_view>, 4> kEffects{{
    {Effect::Forbids, "forbids"},
    {Effect::Allows, "allows"},
    {Effect::Requires, "requires"},
    {Effect::Note, "note"},
}};

template <typename T, std::size_t N>
std::string_view id_of(const std::array<std::pair<T, std::string_view>, N>& table, T value) {
    for (const auto& [v, id] : table) {
        if (v == value) {
            return id;
        }
    }
    return {};
}

template <typename T, std::size_t N>
std::optional<T> from_id(const std::array<std::pair<T, std::string_view>, N>& table,
                         std::string_view id) {
    for (const auto& [v, name] : table) {
        if (name == id) {
            return v;
        }
    }
    return std::nullopt;
}

} // namespace

std::string_view to_id(QuestionKind kind) { return id_of(kKinds, kind); }
std::string_view to_id(Verdict verdict) { return id_of(kVerdicts, verdict); }
std::string_view to_id(Effect effect) { return id_of(kEffects, effect); }
std::optional<QuestionKind> question_kind_from(std::string_view id) { return from_id(kKinds, id); }
std::optional<Verdict> verdict_from(std::string_view id) { return from_id(kVerdicts, id); }
std::optional<Effect> effect_from(std::string_view id) { return from_id(kEffects, id); }

bool belongs_to(Verdict verdict, QuestionKind kind) {
    switch (verdict) {
    case Verdict::Depends:
        return true;
    case Verdict::Allowed:
    case Verdict::Forbidden:
        return kind == QuestionKind::Permission;
    case Verdict::Must:
    case Verdict::May:
    case Verdict::Never:
        return kind == QuestionKind::Obligation;
    case Verdict::Yes:
    case Verdict::No:
        return kind == QuestionKind::Outcome;
    }
    return false;
}

Text verdict_text(Verdict verdict) {
    switch (verdict) {
    case Verdict::Allowed:
        return TR_("Allowed");
    case Verdict::Forbidden:
        return TR_("Forbidden");
    case Verdict::Must:
        return TR_("Must");
    case Verdict::May:
        return TR_("May");
    case Verdict::Never:
        return TR_("Never");
    case Verdict::Yes:
        return TR_("Yes");
    case Verdict::No:
        return TR_("No");
    case Verdict::Depends:
        return TR_("Depends");
    }
    return Text::verbatim(std::string(to_id(verdict)));
}

Text effect_text(Effect effect) {
    switch (effect) {
    case Effect::Forbids:
        return TR_("forbids");
    case Effect::Allows:
        return TR_("allows");
    case Effect::Requires:
        return TR_("requires");
    case Effect::Note:
        return TR_("note");
    }
    return Text::verbatim(std::string(to_id(effect)));
}

Text set_aside_text(std::size_t exceptions) {
    return TRP_("(set aside by an exception listed here)", "(set aside by {n} exceptions listed here)",
                exceptions);
}

Text no_reason_text() { return TR_("No particular rule applies: the usual answer holds."); }

int exit_code_of(Verdict verdict) {
    switch (verdict) {
    case Verdict::Allowed:
    case Verdict::Must:
    case Verdict::May:
    case Verdict::Yes:
        return 0;
    case Verdict::Forbidden:
    case Verdict::Never:
    case Verdict::No:
        return 1;
    case Verdict::Depends:
        return 3;
    }
    return 3;
}

} // namespace ost::engine::legality
