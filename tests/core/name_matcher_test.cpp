// Tests of NameMatcher (support): ids, French and English names matched without accents, case
// or punctuation; ambiguity reported; the three nearest entries suggested for a typo.
#include "core/support/name_matcher.h"

#include <catch2/catch.hpp>

using ost::NameMatcher;
using Ids = std::vector<std::string>;

namespace {
NameMatcher empire_units() {
    // A few lines of lists/wme/empire.xml: id, French name, English name.
    NameMatcher m;
    m.add("halberdiers", {"Halberdiers", "Halberdiers"});
    m.add("arquebusiers", {"Arquebusiers", "Handgunners"});
    m.add("arbaletriers", {"Arbalétriers", "Crossbowmen"});
    m.add("joueurs-d-epee", {"Joueurs d’Epée", "Greatswords"});
    m.add("chevaliers", {"Chevaliers", "Knights"});
    m.add("pistoliers", {"Pistoliers", "Pistoliers"});
    return m;
}
} // namespace

TEST_CASE("NameMatcher finds an entry by id, French or English name", "[name_matcher]") {
    const auto m = empire_units();
    CHECK(m.find("arbaletriers") == Ids{"arbaletriers"});
    CHECK(m.find("crossbowmen") == Ids{"arbaletriers"});
    CHECK(m.find("Crossbowmen") == Ids{"arbaletriers"});
    CHECK(m.find("Arbalétriers") == Ids{"arbaletriers"});
    CHECK(m.find("ARBALETRIERS") == Ids{"arbaletriers"});
    CHECK(m.find("joueurs d'épée") == Ids{"joueurs-d-epee"}); // straight vs curly apostrophe
    CHECK(m.find("  Joueurs   d’Epée ") == Ids{"joueurs-d-epee"});
    CHECK(m.find("greatswords") == Ids{"joueurs-d-epee"});
    CHECK(m.find("dragons").empty());
    CHECK(m.find("").empty());
    CHECK(m.find("crossbow").empty()); // no prefix matching: an exact name or a suggestion
}

TEST_CASE("NameMatcher: an exact id wins; a shared name is ambiguous", "[name_matcher]") {
    NameMatcher m;
    m.add("griffon", {"Griffon", "Griffon"});
    m.add("general-griffon", {"Griffon", "Griffon"});
    m.add("war-altar", {"Autel de Guerre", "War Altar"});
    CHECK(m.find("griffon") == Ids{"griffon"});                      // exact id
    CHECK(m.find("Griffon") == Ids{"griffon", "general-griffon"});   // by name: both
    CHECK(m.find("autel de guerre") == Ids{"war-altar"});
}

TEST_CASE("NameMatcher suggests the three nearest entries", "[name_matcher]") {
    const auto m = empire_units();
    // "crosbowmen" is 1 from "crossbowmen"; then by distance over ids and names.
    const auto near = m.nearest("crosbowmen");
    REQUIRE(near.size() == 3);
    CHECK(near[0] == "arbaletriers");
    CHECK(m.nearest("chevalier", 1) == Ids{"chevaliers"});
    CHECK(m.nearest("pistolier", 2).front() == "pistoliers");
    CHECK(m.nearest("halbardiers", 1) == Ids{"halberdiers"});
    // Distances over folded text: an accent typo costs nothing.
    CHECK(m.nearest("ARBALETRIER", 1) == Ids{"arbaletriers"});
    CHECK(NameMatcher().nearest("x").empty());
}

TEST_CASE("NameMatcher::normalise folds case, accents and punctuation", "[name_matcher]") {
    CHECK(NameMatcher::normalise("Joueurs d’Épée") == "joueurs d epee");
    CHECK(NameMatcher::normalise("joueurs-d-epee") == "joueurs d epee");
    CHECK(NameMatcher::normalise("Chevaliers Demi-Griffons (*)") == "chevaliers demi griffons");
    CHECK(NameMatcher::normalise("  ") == "");
}
