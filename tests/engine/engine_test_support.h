// Shared by the engine tests: the bundled engine tables (data/engine/*.json, the hex games with the
// dice and troop tables of lists/<id>/system.xml), each read once, and exact fractions as GMP rationals.
#pragma once

#include "core/engine/probability.h"

#include <gmpxx.h>

namespace ost::engine {
struct AbTables;
struct EngineTables;
struct JominiTables;
struct WmeTables;
} // namespace ost::engine

namespace ost::test {

/// data/engine/ab.json with the A&B die of lists/ab/system.xml.
const engine::AbTables& ab_tables();
/// data/engine/jomini.json with the Jomini die and troop table of lists/jomini/system.xml.
const engine::JominiTables& jomini_tables();
/// data/engine/wme.json.
const engine::WmeTables& wme_tables();
/// Every game's tables of data/engine, each with its lists/<id>/system.xml.
const engine::EngineTables& engine_tables();

/// The exact fraction of `p`, canonical; the test fails (REQUIRE) when `p` is not exact.
mpq_class exact_fraction(const engine::Probability& p);

} // namespace ost::test
