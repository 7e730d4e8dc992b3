// Exact distributions of the common dice mechanics: one die, sums of dice, success pools
// (binomial, Poisson-binomial), opposed rolls. Game-independent; the resolvers combine them.
#pragma once

#include "core/engine/distribution.h"

#include <vector>

namespace ost::engine {

/// One fair die numbered 1..faces.
Distribution die(int faces = 6);
/// The total of `count` dice of `faces` faces (0 dice: always 0).
Distribution dice_sum(int count, int faces = 6);
/// P(one D`faces` shows `target` or more), e.g. 4+ on a D6 = 1/2; 0 above `faces`, 1 below 2.
Probability at_least_on_die(int target, int faces = 6);
/// Number of successes among `count` independent trials of probability `p`.
Distribution binomial(int count, const Probability& p);
/// Number of successes among independent trials with their own probabilities.
Distribution poisson_binomial(const std::vector<Probability>& trials);
/// (D6 + own) - (D6 + other): the margin of an opposed roll, from the first side's view.
Distribution opposed_margin(int own, int other, int faces = 6);

} // namespace ost::engine
