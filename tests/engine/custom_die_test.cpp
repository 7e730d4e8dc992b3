// Tests for custom dice from data: the A&B and Jomini dice of lists/*/system.xml, hit chances
// per armour colour, and multinomial pools checked against enumeration of every face sequence.
#include "core/engine/custom_die.h"
#include "core/engine/dice_source.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <map>
#include <numeric>

using namespace ost::engine;

namespace {
const std::filesystem::path kLists = std::filesystem::path(OST_SOURCE_DIR) / "lists";

CustomDie load_die(const char* system) {
    return CustomDie::from_system(ost::read_system(ost::XmlDocument::load_file(kLists / system / "system.xml")));
}

std::string reduced(long long num, long long den) {
    const long long g = std::gcd(num, den);
    if (num == 0) {
        return "0";
    }
    return den / g == 1 ? std::to_string(num / g) : std::to_string(num / g) + "/" + std::to_string(den / g);
}
} // namespace

TEST_CASE("The A&B die gives 4/6, 3/6, 2/6, 1/6 and 1/12 from yellow to black", "[engine][dice][ab]") {
    const CustomDie die = load_die("ab");
    CHECK(die.face_total() == 6);
    // Yellow: a green hit or a special hit; black: a red hit confirmed by a green hit or better.
    const Probability yellow = die.p_symbol("hit-green") + die.p_symbol("special");
    CHECK(yellow.exact_string() == "2/3");
    CHECK(die.p_symbol("hit-green").exact_string() == "1/2");
    CHECK(die.p_symbol("hit-blue").exact_string() == "1/3");
    CHECK(die.p_symbol("hit-red").exact_string() == "1/6");
    CHECK((die.p_symbol("hit-red") * die.p_symbol("hit-green")).exact_string() == "1/12");
    CHECK(die.p_symbol("flag").exact_string() == "1/3");
    REQUIRE(die.face("face-red-hit") != nullptr);
    CHECK(die.face("face-red-hit")->symbols.size() == 3);
}

TEST_CASE("The Jomini die has one face per symbol", "[engine][dice][jomini]") {
    const CustomDie die = load_die("jomini");
    CHECK(die.face_total() == 6);
    for (const char* s : {"infantry", "cavalry", "artillery", "flag", "order-letter", "tactical-advantage"}) {
        CHECK(die.p_symbol(s).exact_string() == "1/6");
    }
}

TEST_CASE("Custom-dice pools match enumeration of every face sequence", "[engine][dice][ab]") {
    const CustomDie die = load_die("ab");
    const std::vector<std::string> symbols{"hit-blue", "flag", "special"};
    const int dice = 5;
    const JointDistribution pool = symbol_pool(die, dice, symbols);
    // Brute force: the 6 physical faces, 6^5 sequences, integer counts.
    std::vector<const DieFace*> faces;
    for (const auto& f : die.faces()) {
        for (int i = 0; i < f.count; ++i) {
            faces.push_back(&f);
        }
    }
    REQUIRE(faces.size() == 6);
    std::map<std::vector<int>, long long> counts;
    for (int seq = 0; seq < 7776; ++seq) {
        std::vector<int> c(symbols.size(), 0);
        int m = seq;
        for (int d = 0; d < dice; ++d) {
            const DieFace* f = faces[static_cast<std::size_t>(m % 6)];
            m /= 6;
            for (std::size_t s = 0; s < symbols.size(); ++s) {
                c[s] += std::count(f->symbols.begin(), f->symbols.end(), symbols[s]) > 0 ? 1 : 0;
            }
        }
        ++counts[c];
    }
    CHECK(pool.cells().size() == counts.size());
    for (const auto& [c, n] : counts) {
        const auto it = pool.cells().find(c);
        REQUIRE(it != pool.cells().end());
        CHECK(it->second.exact_string() == reduced(n, 7776));
    }
    const Distribution flags = pool.marginal("flag");
    CHECK(flags.mean() == Approx(5.0 / 3.0));
    CHECK(flags.p(0).exact_string() == "32/243"); // (4/6)^5
}

TEST_CASE("A 12-dice pool agrees with seeded rolls", "[engine][dice][ab]") {
    const CustomDie die = load_die("ab");
    const JointDistribution pool = symbol_pool(die, 12, {"hit-green", "flag"});
    Probability total;
    for (const auto& [c, p] : pool.cells()) {
        total += p;
    }
    CHECK(total.exact_string() == "1");
    // P(at least 6 green hits and at least 3 flags), against 10^6 seeded pools.
    Probability exact;
    for (const auto& [c, p] : pool.cells()) {
        if (c[0] >= 6 && c[1] >= 3) {
            exact += p;
        }
    }
    REQUIRE(exact.exact);
    SeededDice dice(2024);
    long long hits = 0;
    const long long n = 1'000'000;
    const std::size_t green = 0;
    for (long long t = 0; t < n; ++t) {
        if (t % 10000 == 0) {
            dice = SeededDice(static_cast<std::uint64_t>(t) + 7);
            dice.keep_log(false);
        }
        int g = 0;
        int f = 0;
        for (int d = 0; d < 12; ++d) {
            const auto& face = die.faces()[dice.roll_face(die, "ab.dice.results")];
            g += std::count(face.symbols.begin(), face.symbols.end(), "hit-green") > 0 ? 1 : 0;
            f += std::count(face.symbols.begin(), face.symbols.end(), "flag") > 0 ? 1 : 0;
        }
        hits += (g >= 6 && f >= 3) ? 1 : 0;
    }
    (void)green;
    const long double freq = static_cast<long double>(hits) / n;
    const long double se = std::sqrt(exact.value * (1 - exact.value) / n);
    CHECK(std::fabs(static_cast<double>(freq - exact.value)) <= static_cast<double>(4 * se));
}
