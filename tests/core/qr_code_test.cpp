// Tests of QR codes: the symbol's structure, its SVG and PNG renderings pixel by pixel, base64
// against RFC 4648 vectors, and an independent reader (zbarimg) decoding the PNG to the text.
#include "core/io/roster_code.h"
#include "core/io/roster_reader.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"
#include "core/support/qr_code.h"
#include "core/support/strings.h"

#include <catch2/catch.hpp>
#include <zlib.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "tests/core/temp_dir.h"

using namespace ost;

namespace {

std::uint32_t u32(const std::string& s, std::size_t at) {
    std::uint32_t v = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        v = (v << 8) | static_cast<unsigned char>(s[at + i]);
    }
    return v;
}

/// True when the 7×7 finder pattern (dark ring, light ring, dark 3×3) has its corner at (x0, y0).
bool finder_at(const QrCode& code, int x0, int y0) {
    for (int y = 0; y < 7; ++y) {
        for (int x = 0; x < 7; ++x) {
            const bool ring = x == 0 || y == 0 || x == 6 || y == 6;
            const bool centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
            if (code.dark(x0 + x, y0 + y) != (ring || centre)) {
                return false;
            }
        }
    }
    return true;
}

/// What `command` prints on its standard output.
std::string output_of(const std::string& command) {
    std::string out;
    FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    char buffer[4096];
    std::size_t n = 0;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) {
        out.append(buffer, n);
    }
    pclose(pipe);
    return out;
}

} // namespace

TEST_CASE("base64 follows RFC 4648, standard and url alphabets", "[qr][base64]") {
    CHECK(base64_encode("", false).empty());
    CHECK(base64_encode("f", false) == "Zg==");
    CHECK(base64_encode("fo", false) == "Zm8=");
    CHECK(base64_encode("foo", false) == "Zm9v");
    CHECK(base64_encode("foob", false) == "Zm9vYg==");
    CHECK(base64_encode("fooba", false) == "Zm9vYmE=");
    CHECK(base64_encode("foobar", false) == "Zm9vYmFy");
    CHECK(base64_encode("fooba", true) == "Zm9vYmE");
    CHECK(base64_encode("\xfb\xff", false) == "+/8=");
    CHECK(base64_encode("\xfb\xff", true) == "-_8");
}

TEST_CASE("a QR code has the size of its version and its three finder patterns", "[qr]") {
    const auto small = make_qr_code("ost1.abc");
    CHECK(small.size == 21); // version 1 holds 14 bytes at level M
    CHECK(small.modules.size() == 21u * 21u);
    CHECK(finder_at(small, 0, 0));
    CHECK(finder_at(small, small.size - 7, 0));
    CHECK(finder_at(small, 0, small.size - 7));
    CHECK_FALSE(finder_at(small, small.size - 7, small.size - 7));
    // Timing pattern: row 6 alternates between the finders.
    for (int x = 8; x < small.size - 8; ++x) {
        CHECK(small.dark(x, 6) == (x % 2 == 0));
    }
    const auto full = make_qr_code(std::string(kQrCodeMaxBytes, 'x'));
    CHECK(full.size == 177); // version 40
    CHECK((make_qr_code(std::string(300, 'a')).size - 17) % 4 == 0);
}

TEST_CASE("a QR code refuses an empty or too long text", "[qr]") {
    try {
        (void)make_qr_code(std::string(kQrCodeMaxBytes + 1, 'x'));
        FAIL("accepted");
    } catch (const InvalidInputError& e) {
        CHECK(e.message().english() ==
              "The text is too long for a QR code (2332 characters; at most 2331).");
    }
    CHECK_THROWS_AS(make_qr_code(""), InvalidInputError);
}

TEST_CASE("the SVG draws one square per dark module, inside the quiet zone", "[qr]") {
    const auto code = make_qr_code("ost1.hello-world_0123456789");
    const auto svg = qr_code_svg(code, 120);
    CHECK(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"120\"", 0) ==
          0);
    const auto side = std::to_string(code.size + 8);
    CHECK(svg.find("viewBox=\"0 0 " + side + " " + side + "\"") != std::string::npos);
    std::size_t squares = 0;
    for (auto at = svg.find("h1v1h-1z"); at != std::string::npos;
         at = svg.find("h1v1h-1z", at + 1)) {
        ++squares;
    }
    std::size_t dark = 0;
    for (const bool m : code.modules) {
        dark += m ? 1 : 0;
    }
    CHECK(squares == dark);
    CHECK(svg.find("M4 4h1v1h-1z") != std::string::npos); // the top-left finder's corner
}

TEST_CASE("the PNG holds every module as scale×scale pixels", "[qr]") {
    const auto code = make_qr_code("ost1.png-check");
    const int scale = 3;
    const auto png = qr_code_png(code, scale);
    REQUIRE(png.size() > 33);
    CHECK(png.substr(0, 8) == std::string("\x89PNG\r\n\x1a\n", 8));
    CHECK(png.substr(12, 4) == "IHDR");
    const auto side = static_cast<std::uint32_t>((code.size + 8) * scale);
    CHECK(u32(png, 16) == side);
    CHECK(u32(png, 20) == side);
    CHECK(png[24] == 8); // bit depth
    CHECK(png[25] == 0); // greyscale
    // The IHDR CRC covers type and data.
    CHECK(u32(png, 29) ==
          crc32(0, reinterpret_cast<const Bytef*>(png.data() + 12), 17));
    const auto idat_length = u32(png, 33);
    REQUIRE(png.substr(37, 4) == "IDAT");
    std::string raw(static_cast<std::size_t>(side) * (side + 1), '\0');
    auto raw_size = static_cast<uLongf>(raw.size());
    REQUIRE(uncompress(reinterpret_cast<Bytef*>(raw.data()), &raw_size,
                       reinterpret_cast<const Bytef*>(png.data() + 41), idat_length) == Z_OK);
    REQUIRE(raw_size == raw.size());
    int mismatches = 0;
    for (std::uint32_t py = 0; py < side; ++py) {
        CHECK(raw[py * (side + 1)] == 0); // filter: none
        for (std::uint32_t px = 0; px < side; ++px) {
            const int x = static_cast<int>(px) / scale - 4;
            const int y = static_cast<int>(py) / scale - 4;
            const bool dark = x >= 0 && y >= 0 && x < code.size && y < code.size && code.dark(x, y);
            const auto pixel = static_cast<unsigned char>(raw[py * (side + 1) + 1 + px]);
            mismatches += pixel == (dark ? 0 : 255) ? 0 : 1;
        }
    }
    CHECK(mismatches == 0);
    CHECK(png.substr(png.size() - 8, 4) == "IEND");
    const auto uri = qr_code_png_data_uri(code, scale);
    CHECK(uri == "data:image/png;base64," + base64_encode(png, false));
}

TEST_CASE("an independent reader decodes the QR code of a roster code", "[qr]") {
    // zbarimg (Debian zbar-tools, installed by installer/install-deps.sh for the tests).
    REQUIRE(std::system("command -v zbarimg > /dev/null 2>&1") == 0);
    const auto dir = ost::test::unique_temp_dir("qr");
    const auto roster =
        read_roster_file(std::filesystem::path(OST_TEST_DATA_DIR) / "rosters/adlg-legal.ostr");
    const auto code = encode_roster_code(roster);
    const auto file = dir / "qr.png";
    write_file_atomic(file, qr_code_png(make_qr_code(code), 4));
    const auto read = output_of("zbarimg --raw -q '" + file.string() + "'");
    CHECK(read == code + "\n");
    CHECK(decode_roster_code(read).same_content(roster));
    std::filesystem::remove_all(dir);
}
