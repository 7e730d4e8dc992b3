// Custom dice from data and their multinomial pools, enumerated over compositions of the pool
// among the distinct face kinds (faces bearing the same asked symbols are merged first).
#include "core/engine/custom_die.h"

#include "core/engine/distribution.h"
#include "core/support/error.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace ost::engine {

CustomDie::CustomDie(std::string id, std::vector<DieFace> faces) : m_id(std::move(id)), m_faces(std::move(faces)) {
    for (const auto& f : m_faces) {
        m_total += f.count;
    }
    if (m_total <= 0) {
        throw InvalidInputError(TR_("The die \"{0}\" has no faces.").arg(m_id));
    }
}

CustomDie CustomDie::from_system(const GameSystem& system) {
    std::vector<DieFace> faces;
    for (const CatalogueEntry* entry : system.catalogue_of("die-face")) {
        DieFace face;
        face.id = entry->id;
        face.name = entry->name.text();
        const std::string* count = entry->profile.get("count");
        const std::string* symbols = entry->profile.get("symbols");
        if (count == nullptr || symbols == nullptr) {
            continue; // a face named for the glossary only
        }
        const auto [end, ec] = std::from_chars(count->data(), count->data() + count->size(), face.count);
        if (ec != std::errc() || end != count->data() + count->size() || face.count < 0) {
            throw InvalidInputError(TR_("The die face \"{0}\" of {1} has a bad face count \"{2}\".")
                                        .arg(entry->id)
                                        .arg(system.id)
                                        .arg(*count));
        }
        std::istringstream words(*symbols);
        for (std::string s; words >> s;) {
            face.symbols.push_back(s);
        }
        faces.push_back(std::move(face));
    }
    if (faces.empty()) {
        throw InvalidInputError(TR_("The system {0} defines no die faces with counts.").arg(system.id));
    }
    return CustomDie(system.id + "-die", std::move(faces));
}

CustomDie CustomDie::numbered(int faces) {
    std::vector<DieFace> numbers;
    for (int n = 1; n <= faces; ++n) {
        numbers.push_back(DieFace{std::to_string(n), Text::verbatim(std::to_string(n)), 1, {}});
    }
    return CustomDie("D" + std::to_string(faces), std::move(numbers));
}

const DieFace* CustomDie::face(const std::string& id) const {
    const auto it = std::find_if(m_faces.begin(), m_faces.end(), [&](const DieFace& f) { return f.id == id; });
    return it == m_faces.end() ? nullptr : &*it;
}

CustomDie CustomDie::with_counts(const std::map<std::string, int>& counts) const {
    std::vector<DieFace> faces = m_faces;
    for (const auto& entry : counts) {
        // Not a structured binding: clang 14 (the fuzz build) cannot capture one in a lambda.
        const std::string& id = entry.first;
        auto it = std::find_if(faces.begin(), faces.end(), [&](const DieFace& f) { return f.id == id; });
        if (it == faces.end()) {
            throw InvalidInputError(TR_("The die has no face \"{0}\".").arg(id));
        }
        it->count = entry.second;
    }
    return CustomDie(m_id, std::move(faces));
}

Probability CustomDie::p_symbol(const std::string& symbol) const {
    int n = 0;
    for (const auto& f : m_faces) {
        if (std::find(f.symbols.begin(), f.symbols.end(), symbol) != f.symbols.end()) {
            n += f.count;
        }
    }
    return Probability::fraction(static_cast<Count>(n), static_cast<Count>(m_total));
}

Probability CustomDie::p_faces(const std::vector<std::string>& face_ids) const {
    int n = 0;
    for (const auto& f : m_faces) {
        if (std::find(face_ids.begin(), face_ids.end(), f.id) != face_ids.end()) {
            n += f.count;
        }
    }
    return Probability::fraction(static_cast<Count>(n), static_cast<Count>(m_total));
}

void JointDistribution::add(const std::vector<int>& counts, const Probability& p) {
    const auto [it, inserted] = m_cells.try_emplace(counts, p);
    if (!inserted) {
        it->second += p;
    }
}

Distribution JointDistribution::marginal(const std::string& name) const {
    const auto it = std::find(m_names.begin(), m_names.end(), name);
    const auto index = static_cast<std::size_t>(it - m_names.begin());
    DistributionBuilder builder;
    for (const auto& [counts, p] : m_cells) {
        builder.add(it == m_names.end() ? 0 : counts[index], p);
    }
    if (m_cells.empty()) {
        return Distribution::point(0);
    }
    return builder.build();
}

namespace {
struct FaceKind {
    std::vector<int> marks; // 0/1 per asked symbol
    Count faces = 0;
};

/// Walks the compositions of the pool over the face kinds, kind by kind, carrying the product
/// of binomials C(left, k) and face powers (exact and long double) and the symbol counts, so a
/// leaf costs one addition: no division, no allocation.
struct PoolEnumeration {
    const std::vector<FaceKind>& kinds;
    int dice;
    bool exact;
    std::size_t symbols;
    std::vector<std::vector<Count>> binomial;        // binomial[n][k], n <= dice (exact)
    std::vector<std::vector<long double>> binomial_ld;
    std::vector<std::vector<Count>> power;          // power[kind][k] = faces^k (exact)
    std::vector<std::vector<long double>> power_ld; // (faces/total)^k
    std::vector<std::size_t> stride;                // index weight of one die of each kind
    // Results accumulated by encoded counts (base dice+1): numerators over the denominator.
    std::vector<Count> numerators;
    std::vector<long double> values;

    void visit(std::size_t kind, int left, Count num, long double value, std::size_t index) {
        const auto n = static_cast<std::size_t>(left);
        if (kind + 1 == kinds.size()) { // the last kind takes the rest
            if (left > 0 && kinds[kind].faces == 0) {
                return;
            }
            values[index + stride[kind] * n] += value * power_ld[kind][n];
            if (exact) {
                numerators[index + stride[kind] * n] += num * power[kind][n];
            }
            return;
        }
        const int top = kinds[kind].faces == 0 ? 0 : left;
        for (int k = 0; k <= top; ++k) {
            const auto kk = static_cast<std::size_t>(k);
            visit(kind + 1, left - k, exact ? num * binomial[n][kk] * power[kind][kk] : 0,
                  value * binomial_ld[n][kk] * power_ld[kind][kk], index + stride[kind] * kk);
        }
    }
};
} // namespace

JointDistribution symbol_pool(const CustomDie& die, int dice, const std::vector<std::string>& symbols) {
    dice = std::max(dice, 0);
    std::vector<FaceKind> kinds;
    for (const auto& face : die.faces()) {
        std::vector<int> marks;
        for (const auto& s : symbols) {
            marks.push_back(std::find(face.symbols.begin(), face.symbols.end(), s) != face.symbols.end() ? 1 : 0);
        }
        auto it = std::find_if(kinds.begin(), kinds.end(), [&](const FaceKind& k) { return k.marks == marks; });
        if (it == kinds.end()) {
            kinds.push_back(FaceKind{marks, 0});
            it = kinds.end() - 1;
        }
        it->faces += static_cast<Count>(face.count);
    }
    JointDistribution out(symbols);
    Count denominator = 1;
    bool exact = true;
    for (int i = 0; i < dice && exact; ++i) {
        exact = !__builtin_mul_overflow(denominator, static_cast<Count>(die.face_total()), &denominator);
    }
    // n! must fit too (34! < 2^128).
    exact = exact && dice <= 34;
    std::size_t cells = 1;
    for (std::size_t i = 0; i < symbols.size(); ++i) {
        cells *= static_cast<std::size_t>(dice + 1);
        if (cells > (std::size_t{1} << 22)) {
            throw InvalidInputError(TR_("Too many dice or symbols for one pool: {0} dice, {1} symbols.")
                                        .arg(dice)
                                        .arg(symbols.size()));
        }
    }
    PoolEnumeration e{kinds, dice, exact, symbols.size(), {}, {}, {}, {}, {}, std::vector<Count>(cells, 0),
                      std::vector<long double>(cells, 0.0L)};
    // C(n, k) by Pascal's triangle: exact up to 34 dice (C(34, 17) < 2^128), long double beyond.
    for (int n = 0; n <= dice; ++n) {
        std::vector<Count> row(static_cast<std::size_t>(n) + 1, 1);
        std::vector<long double> row_ld(static_cast<std::size_t>(n) + 1, 1.0L);
        for (int k = 1; k < n; ++k) {
            const auto kk = static_cast<std::size_t>(k);
            const auto& up = e.binomial_ld.back();
            row_ld[kk] = up[kk - 1] + up[kk];
            if (exact) {
                row[kk] = e.binomial.back()[kk - 1] + e.binomial.back()[kk];
            }
        }
        e.binomial.push_back(std::move(row));
        e.binomial_ld.push_back(std::move(row_ld));
    }
    for (const auto& kind : kinds) {
        std::vector<Count> pw{1};
        std::vector<long double> pl{1.0L};
        for (int k = 1; k <= dice; ++k) {
            pw.push_back(exact ? pw.back() * kind.faces : 0);
            pl.push_back(pl.back() * static_cast<long double>(kind.faces) / static_cast<long double>(die.face_total()));
        }
        e.power.push_back(std::move(pw));
        e.power_ld.push_back(std::move(pl));
        // One die of this kind adds 1 to each symbol it bears: its weight in the encoded index.
        std::size_t weight = 0;
        std::size_t base = 1;
        for (std::size_t s = 0; s < symbols.size(); ++s) {
            weight += static_cast<std::size_t>(kind.marks[s]) * base;
            base *= static_cast<std::size_t>(dice + 1);
        }
        e.stride.push_back(weight);
    }
    if (!kinds.empty()) {
        e.visit(0, dice, 1, 1.0L, 0);
    }
    std::vector<int> counts(symbols.size(), 0);
    for (std::size_t index = 0; index < cells; ++index) {
        if (e.values[index] == 0 && e.numerators[index] == 0) {
            continue;
        }
        std::size_t rest = index;
        for (std::size_t s = 0; s < symbols.size(); ++s) {
            counts[s] = static_cast<int>(rest % static_cast<std::size_t>(dice + 1));
            rest /= static_cast<std::size_t>(dice + 1);
        }
        if (exact) {
            const Fraction fr = Fraction::of(e.numerators[index], denominator);
            out.add(counts, Probability{fr.value(), fr});
        } else {
            out.add(counts, Probability::approximate(e.values[index]));
        }
    }
    return out;
}

} // namespace ost::engine
