// Tests of the model's name lookups: systems, units and shared names, with the wording of the
// "did you mean" errors (the three nearest entries, each as name and id).
#include "core/model/name_lookup.h"
#include "core/support/error.h"

#include <catch2/catch.hpp>

#include <array>
#include <functional>

using namespace ost;

namespace {
std::string error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const InvalidInputError& e) {
        return e.message().english();
    }
    return {};
}

std::vector<GameSystem> four_systems() {
    std::vector<GameSystem> out;
    for (const auto& [id, fr, en] : std::vector<std::array<std::string, 3>>{
             {"adlg", "L'Art de la Guerre", "L'Art de la Guerre"},
             {"wme", "Warmaster Evolution", "Warmaster Evolution"},
             {"ab", "Alexandre et Bayard", "Alexandre et Bayard"},
             {"jomini", "Jomini", "Jomini"}}) {
        GameSystem s;
        s.id = id;
        s.name_fr = fr;
        s.name_en = en;
        out.push_back(s);
    }
    return out;
}
} // namespace

TEST_CASE("require_system: by id or name, else the nearest systems", "[name_lookup]") {
    const auto systems = four_systems();
    CHECK(require_system(systems, "wme").id == "wme");
    CHECK(require_system(systems, "warmaster evolution").id == "wme");
    CHECK(require_system(systems, "L’ART DE LA GUERRE").id == "adlg");
    // "jomin" is 1 from "jomini", 4 from "wme" (shared m), 5 from "adlg" and "ab": the tie keeps
    // the systems' order, so adlg before ab. Names are all farther.
    CHECK(error_of([&] { require_system(systems, "jomin"); }) ==
          "Unknown game system \"jomin\" (did you mean \"Jomini\" (jomini), \"Warmaster Evolution\" (wme) "
          "or \"L'Art de la Guerre\" (adlg)?).");
    CHECK(error_of([&] { require_system({}, "wme"); }) == "Unknown game system \"wme\".");
}

TEST_CASE("unit_named and resolve_named: shared names ask for the id", "[name_lookup]") {
    ArmyList list;
    list.name = {"Essai", "Test"};
    UnitEntry a;
    a.id = "griffon-mount";
    a.name = {"Griffon", "Griffon"};
    UnitEntry b;
    b.id = "griffon-beast";
    b.name = {"Griffon", "Griffon"};
    list.units = {a, b};
    CHECK(unit_named(list, "griffon-beast").id == "griffon-beast");
    CHECK(error_of([&] { unit_named(list, "griffon"); }) ==
          "\"griffon\" names several entries: \"Griffon\" (griffon-mount) or \"Griffon\" "
          "(griffon-beast). Give the id.");
    CHECK(error_of([&] { unit_named(list, "grifon-beast"); }) ==
          "The list Test has no unit \"grifon-beast\" (did you mean \"Griffon\" (griffon-beast) or "
          "\"Griffon\" (griffon-mount)?).");
    CHECK(find_named({{"x", {"Ex", "Ex"}}}, "ex") == std::optional<std::string>("x"));
    CHECK_FALSE(find_named({{"x", {"Ex", "Ex"}}}, "why"));
}
