// A die whose faces are data (Alexandre et Bayard, Jomini): each face bears a set of symbols.
// Loaded from the `die-face` entries of lists/<system>/system.xml; pools give joint symbol counts.
#pragma once

#include "core/engine/distribution.h"
#include "core/model/game_system.h"
#include "core/support/text.h"

#include <map>
#include <string>
#include <vector>

namespace ost::engine {

/// One kind of face: how many faces of the die show it and the symbols it bears.
struct DieFace {
    std::string id;              ///< catalogue entry id, e.g. "face-red-hit"
    Text name;                   ///< as the data names it
    int count = 1;               ///< faces of the die showing it
    std::vector<std::string> symbols; ///< e.g. {"hit-green", "hit-blue", "hit-red"}
};

/// A die described by its faces. Face probabilities are count / total faces, exactly.
class CustomDie {
public:
    CustomDie(std::string id, std::vector<DieFace> faces);
    /// The system's die: every catalogue entry of kind "die-face" whose stats give `count` and
    /// `symbols` (space-separated). Throws InvalidInputError naming the entry when a face has
    /// a bad count, and when the system has no die.
    static CustomDie from_system(const GameSystem& system);
    /// A numbered die "D<faces>": faces "1".."faces", one each, named by their number, bearing no
    /// symbol (how a numbered die is offered for entering rolls; GivenDice reads the same ids).
    static CustomDie numbered(int faces);

    const std::string& id() const { return m_id; }
    const std::vector<DieFace>& faces() const { return m_faces; }
    int face_total() const { return m_total; }
    /// The face with this id, or nullptr.
    const DieFace* face(const std::string& id) const;
    /// The same die with some faces' counts changed ({face id: count}), as a scenario's "die"
    /// gives them. Throws InvalidInputError naming a face the die does not have.
    CustomDie with_counts(const std::map<std::string, int>& counts) const;
    /// P(one roll shows a face bearing `symbol`).
    Probability p_symbol(const std::string& symbol) const;
    /// P(one roll shows one of the faces `face_ids`).
    Probability p_faces(const std::vector<std::string>& face_ids) const;

private:
    std::string m_id;
    std::vector<DieFace> m_faces;
    int m_total = 0;
};

/// A joint distribution of several counts (e.g. hits, flags, specials over a pool of dice).
class JointDistribution {
public:
    explicit JointDistribution(std::vector<std::string> names) : m_names(std::move(names)) {}
    const std::vector<std::string>& names() const { return m_names; }
    /// P(counts) for each reachable vector of counts, in the order of names().
    const std::map<std::vector<int>, Probability>& cells() const { return m_cells; }
    void add(const std::vector<int>& counts, const Probability& p);
    /// The distribution of the count named `name` alone.
    Distribution marginal(const std::string& name) const;

private:
    std::vector<std::string> m_names;
    std::map<std::vector<int>, Probability> m_cells;
};

/// Rolling `dice` copies of `die`: the joint distribution of how many dice show each of
/// `symbols` (a face bearing two asked symbols counts for both). Exact while the die's total
/// faces to the power `dice` fits in 128 bits. Cost: compositions of the pool over the distinct
/// face kinds (1820 for 12 dice over 5 kinds).
JointDistribution symbol_pool(const CustomDie& die, int dice, const std::vector<std::string>& symbols);

} // namespace ost::engine
