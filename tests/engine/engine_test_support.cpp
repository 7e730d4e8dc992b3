// The engine tests' shared helpers (engine_test_support.h): bundled tables read once from the
// source tree, exact fractions checked and canonical.
#include "tests/engine/engine_test_support.h"

#include "core/engine/scenario.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/systems/ab/ab_tables.h"
#include "core/systems/jomini/jomini_tables.h"
#include "core/systems/wme/wme_tables.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <mutex>
#include <string>

namespace ost::test {

namespace {
const std::filesystem::path kSource(OST_SOURCE_DIR);

/// lists/<id>/system.xml, read once; null when the game has no system file there.
const GameSystem* bundled_system(const std::string& id) {
    static std::mutex lock;
    static std::map<std::string, GameSystem> systems;
    const std::lock_guard<std::mutex> hold(lock);
    if (const auto it = systems.find(id); it != systems.end()) {
        return &it->second;
    }
    const std::filesystem::path file = kSource / "lists" / id / "system.xml";
    if (!std::filesystem::exists(file)) {
        return nullptr;
    }
    return &systems.emplace(id, read_system(XmlDocument::load_file(file))).first->second;
}
} // namespace

const engine::AbTables& ab_tables() {
    static const engine::AbTables t = engine::AbTables::load(kSource / "data/engine/ab.json", bundled_system("ab"));
    return t;
}

const engine::JominiTables& jomini_tables() {
    static const engine::JominiTables t =
        engine::JominiTables::load(kSource / "data/engine/jomini.json", bundled_system("jomini"));
    return t;
}

const engine::WmeTables& wme_tables() {
    static const engine::WmeTables t = engine::WmeTables::load(kSource / "data/engine/wme.json");
    return t;
}

const engine::EngineTables& engine_tables() {
    static const engine::EngineTables t = engine::EngineTables::load(kSource / "data/engine", &bundled_system);
    return t;
}

mpq_class exact_fraction(const engine::Probability& p) {
    REQUIRE(p.exact);
    mpq_class v(p.exact_string());
    v.canonicalize();
    return v;
}

} // namespace ost::test
