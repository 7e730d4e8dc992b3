// Finds the entry a user meant from what they typed: its id, its French or its English name,
// ignoring accents, case and punctuation, with the nearest entries for "did you mean …?".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ost {

/// A set of candidates (units of a list, options of a unit, catalogue entries, lists…), each
/// known by an id and by names. Front ends accept names, not only ids, through it, so the CLI
/// and the app resolve "crossbowmen", "Arbalétriers" and "arbaletriers" to the same entry.
class NameMatcher {
  public:
    /// Adds a candidate known by `id` and by `names` (e.g. its French and English names).
    void add(std::string id, std::vector<std::string> names);

    /// The ids of the candidates `query` designates: the one whose id is exactly `query` when
    /// there is one; otherwise every candidate whose id or one of whose names equals `query`
    /// once both are normalised (see normalise()), in the order added. Empty when none does;
    /// more than one id means the query is ambiguous (two entries share that name).
    std::vector<std::string> find(std::string_view query) const;

    /// The ids of the `count` candidates nearest to `query`: smallest edit_distance() between
    /// the normalised query and the normalised id or names, ties in the order added.
    std::vector<std::string> nearest(std::string_view query, std::size_t count = 3) const;

    /// Folded (fold(): lower case, no accents) words separated by one space: "Joueurs d’Épée"
    /// and "joueurs-d-epee" both give "joueurs d epee".
    static std::string normalise(std::string_view text);

  private:
    struct Candidate {
        std::string id;
        std::vector<std::string> keys; ///< normalised id and names
    };
    std::vector<Candidate> m_candidates;
};

} // namespace ost
