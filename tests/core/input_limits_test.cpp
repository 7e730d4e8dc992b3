// Issue 28 ("Hardening II"), inputs and work budgets: every reader takes regular files only and
// caps the bytes it reads; links, long lines, spreadsheets, PDF streams and roster entries are
// bounded, and the largest input each accepts is handled in under 2 s.
#include "core/io/battlescribe_importer.h"
#include "core/io/battlescribe_reader.h"
#include "core/io/roster_reader.h"
#include "core/io/roster_writer.h"
#include "core/io/spreadsheet_importer.h"
#include "core/io/system_reader.h"
#include "core/io/xml_document.h"
#include "core/model/limits.h"
#include "core/reference/pdf_text.h"
#include "core/services/legality_scenario.h"
#include "core/services/roster_editor.h"
#include "core/services/roster_export.h"
#include "core/support/atomic_file.h"
#include "core/support/confined_path.h"
#include "core/support/error.h"
#include "core/support/json_document.h"
#include "core/support/progress.h"
#include "core/support/translator.h"
#include "tests/core/temp_dir.h"
#include "tests/engine/legality_fixtures.h"
#include "tests/roster/roster_fixtures.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <sys/stat.h>
#include <zlib.h>

namespace fs = std::filesystem;

namespace {

// The bound every reader meets on its largest accepted input (src/README.md "Robustness limits"). The
// sanitizer build (Debug, -O1, ASan+UBSan) runs this code several times slower: there the bound is
// ten times looser; the normal build keeps the real one.
#if defined(__SANITIZE_ADDRESS__)
constexpr double kBudgetSeconds = 20.0;
#else
constexpr double kBudgetSeconds = 2.0;
#endif
const fs::path kSource = OST_SOURCE_DIR;

/// CPU seconds the process spends on `action` (each test case runs in its own process). CPU time,
/// not wall time: a machine loaded by a parallel build or test stretches the wall clock (these
/// bounds failed at load 10 on two cores), not the work a reader does.
double seconds(const std::function<void()>& action) {
    const auto cpu = [] {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
    };
    const double start = cpu();
    action();
    return cpu() - start;
}

/// The English message of the InvalidInputError `action` throws ("" when it throws none).
std::string refusal(const std::function<void()>& action) {
    try {
        action();
    } catch (const ost::InvalidInputError& e) {
        return e.message().english();
    }
    return {};
}

void write(const fs::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary) << text;
}

ost::GameSystem system_of(const std::string& id) {
    return ost::read_system(ost::XmlDocument::load_file(kSource / "lists" / id / "system.xml"));
}
} // namespace

// ---- inputs: regular files only, bytes read capped ----------------------------------------

TEST_CASE("Every reader refuses a folder, a device and a FIFO at once, naming the file", "[limits][input]") {
    const auto dir = ost::test::unique_temp_dir("inputs");
    const auto fifo = dir / "pipe.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const std::vector<std::pair<fs::path, std::string>> bad{
        {dir, "it is a folder, not a file"}, {"/dev/zero", "a device, a pipe or a socket"}, {fifo, "a device, a pipe or a socket"}};
    const std::vector<std::pair<const char*, std::function<void(const fs::path&)>>> readers{
        {"read_file", [](const fs::path& f) { (void)ost::read_file(f); }},
        {"JSON", [](const fs::path& f) { (void)ost::JsonDocument::load_file(f); }},
        {"XML", [](const fs::path& f) { (void)ost::XmlDocument::load_file(f); }},
        {"roster", [](const fs::path& f) { (void)ost::read_roster_file(f); }},
        {"BattleScribe", [](const fs::path& f) { (void)ost::load_battlescribe_file(f); }},
        {"message catalog", [](const fs::path& f) { ost::MoCatalog(f, "fr"); }},
        {"PDF", [](const fs::path& f) {
             ost::NullProgress progress;
             (void)ost::reference::read_pdf_pages(f, f.string(), progress);
         }},
    };
    for (const auto& [file, why] : bad) {
        for (const auto& [reader, read] : readers) {
            INFO(reader << " on " << file);
            std::string message;
            CHECK(seconds([&] { message = refusal([&] { read(file); }); }) < kBudgetSeconds);
            CHECK(message.find(file.string()) != std::string::npos);
            CHECK(message.find(why) != std::string::npos);
        }
    }
    fs::remove_all(dir);
}

TEST_CASE("The bytes read are capped, not only the size stat() gives", "[limits][input]") {
    const auto dir = ost::test::unique_temp_dir("read-cap");
    write(dir / "eleven.txt", "eleven byte");
    CHECK(ost::read_file(dir / "eleven.txt", 11) == "eleven byte");
    CHECK(refusal([&] { (void)ost::read_file(dir / "eleven.txt", 10); }).find("too large") != std::string::npos);
    // /proc files say 0 bytes to stat() and hold more.
    struct stat info {};
    REQUIRE(::stat("/proc/self/maps", &info) == 0);
    REQUIRE(info.st_size == 0);
    CHECK(refusal([] { (void)ost::read_file("/proc/self/maps", 16); }).find("too large") != std::string::npos);
    CHECK(!ost::read_file("/proc/self/maps").empty());
    fs::remove_all(dir);
}

TEST_CASE("A scenario's roster is read only beside the scenario or in the data folder", "[limits][input]") {
    const auto dir = ost::test::unique_temp_dir("confined");
    fs::create_directories(dir / "scenarios/rosters");
    fs::create_directories(dir / "data");
    fs::create_directories(dir / "elsewhere");
    write(dir / "scenarios/rosters/a.ostr", "x");
    write(dir / "elsewhere/b.ostr", "x");
    fs::create_symlink(dir / "elsewhere/b.ostr", dir / "scenarios/link.ostr");
    const std::vector<fs::path> roots{dir / "scenarios", dir / "data"};
    CHECK(ost::confined_path("rosters/a.ostr", dir / "scenarios", roots) == fs::canonical(dir / "scenarios/rosters/a.ostr"));
    CHECK(ost::confined_path("../data/c.ostr", dir / "scenarios", roots) == fs::weakly_canonical(dir / "data/c.ostr"));
    for (const std::string outside : {"../elsewhere/b.ostr", "link.ostr", "/etc/passwd", "rosters/../../elsewhere/b.ostr",
                                      "../scenarios-other/x.ostr"}) {
        INFO(outside);
        CHECK(refusal([&] { (void)ost::confined_path(outside, dir / "scenarios", roots); })
                  .find("outside the folders a scenario may use") != std::string::npos);
    }
    // Through the legality scenario reader: located at the "roster" value.
    const auto doc = ost::JsonDocument::load_string(
        R"({ "system": "adlg", "question": "contact", "actor": { "roster": "/etc/passwd", "entry": "e1" } })", "s.json");
    try {
        (void)ost::read_legality_scenario(doc, ost::test::legality(), kSource / "tests/data/engine/legality");
        FAIL("an outside roster was read");
    } catch (const ost::InvalidInputError& e) {
        CHECK(e.message().english().find("outside the folders a scenario may use") != std::string::npos);
        CHECK(e.location().line == 1);
    }
    fs::remove_all(dir);
}

// ---- BattleScribe: links in layers ---------------------------------------------------------

namespace {
/// A catalogue of `layers` layers of `width` shared entries (or groups), each linking to every
/// entry of the next layer: width^layers paths from the root.
std::string layered_catalogue(int layers, int width, bool groups) {
    std::string xml = R"(<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cat-layers" name="Layers" revision="1" battleScribeVersion="2.03" library="false" gameSystemId="gs" gameSystemRevision="1" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <entryLinks><entryLink id="root" name="Root" hidden="false" targetId="l0-0" type="selectionEntry"/></entryLinks>
  <sharedSelectionEntries>
)";
    const auto id = [](int layer, int i) { return "l" + std::to_string(layer) + "-" + std::to_string(i); };
    for (int layer = 0; layer < layers; ++layer) {
        for (int i = 0; i < width; ++i) {
            xml += "    <selectionEntry id=\"" + id(layer, i) + "\" name=\"Entry " + id(layer, i) +
                   "\" hidden=\"false\" type=\"unit\">\n";
            if (layer + 1 < layers) {
                xml += groups ? "      <selectionEntryGroups><selectionEntryGroup id=\"g" + id(layer, i) +
                                    "\" name=\"Choose\" hidden=\"false\">\n"
                              : "";
                xml += "      <entryLinks>\n";
                for (int j = 0; j < width; ++j) {
                    xml += "        <entryLink id=\"k" + id(layer, i) + "-" + std::to_string(j) + "\" name=\"Link\" hidden=\"false\" targetId=\"" +
                           id(layer + 1, j) + "\" type=\"selectionEntry\"/>\n";
                }
                xml += "      </entryLinks>\n";
                xml += groups ? "      </selectionEntryGroup></selectionEntryGroups>\n" : "";
            }
            xml += "    </selectionEntry>\n";
        }
    }
    return xml + "  </sharedSelectionEntries>\n</catalogue>\n";
}
} // namespace

TEST_CASE("BattleScribe entries linked in layers are refused past the expansion budget", "[limits][battlescribe]") {
    const auto system = system_of("adlg");
    for (const bool groups : {false, true}) {
        INFO((groups ? "through groups" : "through entry links"));
        const auto text = layered_catalogue(14, 4, groups); // 4^14 paths, about 13 KB
        CHECK(text.size() < 40000);
        const auto file = ost::load_battlescribe_bytes(text, "layers.cat");
        std::string message;
        const double took = seconds([&] { message = refusal([&] { (void)ost::import_battlescribe(file, nullptr, system); }); });
        CHECK(took < kBudgetSeconds);
        CHECK(message.find("layers.cat cannot be imported: its entries link to each other in too many layers") !=
              std::string::npos);
    }
    // The largest accepted: layers that stay within the budget are imported in time.
    const auto within = ost::load_battlescribe_bytes(layered_catalogue(8, 4, false), "within.cat"); // 4^8 = 65,536
    double took = 0;
    CHECK_NOTHROW(took = seconds([&] { (void)ost::import_battlescribe(within, nullptr, system); }));
    CHECK(took < kBudgetSeconds);
}

// ---- JSON: positions only for an error -----------------------------------------------------

TEST_CASE("A JSON text on one long line is read in linear time; its errors keep their column", "[limits][json]") {
    // The largest accepted: kMaxJsonBytes of numbers on one line, in an object with many keys.
    std::string text = "{\"roll\": [";
    while (text.size() < ost::kMaxJsonBytes / 2) text += "1, 2, 3, 4, 5, 6, ";
    text += "6], \"objects\": [";
    while (text.size() < ost::kMaxJsonBytes - 8192) {
        text += "{";
        for (std::size_t i = 0; i + 1 < ost::kMaxJsonObjectKeys; ++i) text += "\"k" + std::to_string(i) + "\": 1, ";
        text += "\"k\": 0}, ";
    }
    text += "{}], \"end\": true}";
    REQUIRE(text.size() <= ost::kMaxJsonBytes);
    double took = seconds([&] {
        const auto doc = ost::JsonDocument::load_string(text, "long.json");
        CHECK(doc.root().at("end").as_bool());
    });
    CHECK(took < kBudgetSeconds);
    // An error at the end of the long line is still placed at its column.
    std::string bad = "{\"roll\": [" + std::string(300000, ' ') + "1, \"x\"]}";
    const auto doc = ost::JsonDocument::load_string(bad, "bad.json");
    const auto items = doc.root().at("roll").items();
    CHECK(items.at(1).location().line == 1);
    CHECK(items.at(1).location().column == 10 + 300000 + 4);
    // One field more than an object may hold is refused.
    std::string fields = "{";
    for (std::size_t i = 0; i <= ost::kMaxJsonObjectKeys; ++i) fields += "\"k" + std::to_string(i) + "\": 1, ";
    fields += "\"end\": 1}";
    CHECK(refusal([&] { (void)ost::JsonDocument::load_string(fields, "fields.json"); })
              .find("an object has more than 256 fields") != std::string::npos);
    // One byte more than the limit is refused before parsing.
    CHECK(refusal([] { (void)ost::JsonDocument::load_string(std::string(ost::kMaxJsonBytes + 1, ' '), "big.json"); })
              .find("big.json is too large to read") != std::string::npos);
}

// ---- spreadsheets: linear import -----------------------------------------------------------

TEST_CASE("A spreadsheet of thousands of rows imports in linear time, capped at the list limit", "[limits][spreadsheet]") {
    const auto system = system_of("adlg");
    std::string csv = "Name;Points;Group\n";
    for (int i = 0; i < 5000; ++i) csv += "Bowmen;" + std::to_string(i % 9) + ";Group " + std::to_string(i % 2000) + "\n";
    ost::SpreadsheetImport result;
    const double took = seconds([&] { result = ost::import_spreadsheet(csv, "big.csv", system, "big", "Big"); });
    CHECK(took < kBudgetSeconds);
    CHECK(result.list.units.size() == ost::kMaxListUnits);
    CHECK(result.list.units.back().id == "bowmen-1000");
    const auto capped = std::count_if(result.report.begin(), result.report.end(),
                                      [](const ost::Diagnostic& d) { return d.code == "spreadsheet.too-many-lines"; });
    CHECK(capped == 1);
}

// ---- PDF: decompression bombs ------------------------------------------------------------------

namespace {
/// `megabytes` MB of page description text, zlib-compressed (a few KB per MB).
std::string compressed_text(int megabytes) {
    const std::string chunk(1024 * 1024, ' ');
    z_stream z{};
    REQUIRE(deflateInit2(&z, 9, Z_DEFLATED, 15, 9, Z_RLE) == Z_OK);
    std::string out;
    std::vector<unsigned char> buffer(64 * 1024);
    for (int i = 0; i <= megabytes; ++i) {
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(chunk.data()));
        z.avail_in = i < megabytes ? static_cast<uInt>(chunk.size()) : 0;
        const int flush = i < megabytes ? Z_NO_FLUSH : Z_FINISH;
        do {
            z.next_out = buffer.data();
            z.avail_out = static_cast<uInt>(buffer.size());
            deflate(&z, flush);
            out.append(reinterpret_cast<const char*>(buffer.data()), buffer.size() - z.avail_out);
        } while (z.avail_out == 0);
    }
    deflateEnd(&z);
    return out;
}

/// A one-page PDF whose content is `streams` compressed streams of `megabytes` MB each.
std::string pdf_with_streams(int streams, int megabytes) {
    const auto data = compressed_text(megabytes);
    std::string pdf = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
                      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
                      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [";
    for (int i = 0; i < streams; ++i) pdf += std::to_string(10 + i) + " 0 R ";
    pdf += "] >> endobj\n";
    for (int i = 0; i < streams; ++i) {
        pdf += std::to_string(10 + i) + " 0 obj << /Length " + std::to_string(data.size()) +
               " /Filter /FlateDecode >>\nstream\n" + data + "\nendstream endobj\n";
    }
    return pdf + "trailer << /Root 1 0 R >>\n%%EOF\n";
}
} // namespace

TEST_CASE("A PDF whose streams unpack past the budget is refused before poppler reads it", "[limits][pdf]") {
    const auto dir = ost::test::unique_temp_dir("pdf-bomb");
    // One stream of 300 MB, and 300 streams of 1 MB: the budget is on the whole file.
    for (const auto& [streams, megabytes] : {std::pair{1, 300}, std::pair{300, 1}}) {
        INFO(streams << " streams of " << megabytes << " MB");
        const auto pdf = pdf_with_streams(streams, megabytes);
        CHECK(pdf.size() < 2 * 1024 * 1024);
        write(dir / "bomb.pdf", pdf);
        ost::NullProgress progress;
        std::string message;
        const double took = seconds(
            [&] { message = refusal([&] { (void)ost::reference::read_pdf_pages(dir / "bomb.pdf", "bomb.pdf", progress); }); });
        CHECK(took < kBudgetSeconds);
        CHECK(message.find("bomb.pdf cannot be imported: its compressed content unpacks to more than 256 MB") !=
              std::string::npos);
    }
    // The largest accepted: streams just within the budget pass the check in time.
    const auto within = pdf_with_streams(1, 250);
    CHECK(seconds([&] { CHECK_NOTHROW(ost::reference::check_pdf_streams(within, "within.pdf")); }) < kBudgetSeconds);
    // The bundled sample still reads.
    ost::NullProgress progress;
    CHECK_FALSE(ost::reference::read_pdf_pages(kSource / "tests/data/rulebooks/house_rules.pdf", "house_rules.pdf", progress).empty());
    fs::remove_all(dir);
}

TEST_CASE("PDF bombs behind chained filters are refused in time (the pdf_streams fuzz seeds)",
          "[limits][pdf][issue28]") {
    // tests/fuzz/make_pdf_bombs.py wrote them: a few KB each, 300 MB once unpacked through
    // [/FlateDecode /FlateDecode], [/ASCIIHexDecode /FlateDecode /FlateDecode] or
    // [/FlateDecode /LZWDecode]. A check of the first Flate layer alone let poppler unpack them.
    const fs::path seeds = kSource / "tests/fuzz/corpus/pdf_streams";
    int bombs = 0;
    for (const auto& entry : fs::directory_iterator(seeds)) {
        const auto name = entry.path().filename().string();
        if (name.rfind("bomb-", 0) != 0) continue;
        ++bombs;
        INFO(name);
        CHECK(fs::file_size(entry.path()) < 100 * 1024);
        ost::NullProgress progress;
        std::string message;
        const double took = seconds(
            [&] { message = refusal([&] { (void)ost::reference::read_pdf_pages(entry.path(), name, progress); }); });
        CHECK(took < kBudgetSeconds);
        CHECK(message.find(name + " cannot be imported: its compressed content unpacks to more than 256 MB") !=
              std::string::npos);
    }
    CHECK(bombs == 3);
    // Chained filters of an ordinary size are measured and pass: text in ASCII85 and ASCIIHex
    // over Flate, run-length coded text, and an LZW stream.
    CHECK_NOTHROW(ost::reference::check_pdf_streams(
        "1 0 obj << /Filter /ASCIIHexDecode >>\nstream\n48656C6C6F>\nendstream\n"
        "2 0 obj << /Filter [/A85] >>\nstream\n87cURD]i,\"Ebo80~>\nendstream\n"
        "3 0 obj << /Filter /RunLengthDecode >>\nstream\n\x04Hello\xF0 \x80\nendstream\n"
        "4 0 obj << /Filter /LZWDecode >>\nstream\n\x80\x0B\x60\x50\x22\x0C\x0C\x85\x01\nendstream\n",
        "small.pdf"));
    // A run-length stream past a small budget is refused: every layer is counted.
    std::string runs;
    for (int i = 0; i < 10000; ++i) runs += "\x81 "; // 128 spaces per two bytes
    CHECK(refusal([&] {
              ost::reference::check_pdf_streams("1 0 obj << /Filter /RL >>\nstream\n" + runs + "\nendstream\n",
                                                "runs.pdf", 1024 * 1024);
          }).find("runs.pdf cannot be imported") != std::string::npos);
}

// ---- rosters: caps per entry -----------------------------------------------------------------

namespace {
/// A WME Empire roster at the limits: kMaxRosterEntries entries, each with kMaxEntryOptions
/// options and kMaxEntryMagicItems magic items, and kMaxRosterCommands commands; `extra`
/// adds one more of "option", "magic-item" or "command".
std::string roster_at_limits(const std::string& extra) {
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<roster format=\"1\" system=\"wme\" list=\"empire\" size=\"2000\">\n";
    for (std::size_t c = 0; c < ost::kMaxRosterCommands + (extra == "command" ? 1 : 0); ++c) {
        xml += "  <command id=\"c" + std::to_string(c) + "\"/>\n";
    }
    for (std::size_t e = 0; e < ost::kMaxRosterEntries; ++e) {
        xml += "  <entry id=\"e" + std::to_string(e) + "\" unit=\"halberdiers\" count=\"4\">\n";
        for (std::size_t o = 0; o < ost::kMaxEntryOptions + (extra == "option" && e == 7 ? 1 : 0); ++o) {
            xml += "    <option id=\"o" + std::to_string(o) + "\"/>\n";
        }
        for (std::size_t m = 0; m < ost::kMaxEntryMagicItems + (extra == "magic-item" && e == 7 ? 1 : 0); ++m) {
            xml += "    <magic-item id=\"banniere-de-bataille\"/>\n";
        }
        xml += "  </entry>\n";
    }
    return xml + "</roster>\n";
}
} // namespace

TEST_CASE("Commands, options and magic items per entry are capped in reader and editor", "[limits][roster]") {
    CHECK(refusal([] { (void)ost::read_roster_text(roster_at_limits("command"), "r.ostr"); })
              .find("at most 100 commands") != std::string::npos);
    CHECK(refusal([] { (void)ost::read_roster_text(roster_at_limits("option"), "r.ostr"); })
              .find("at most 100 options") != std::string::npos);
    CHECK(refusal([] { (void)ost::read_roster_text(roster_at_limits("magic-item"), "r.ostr"); })
              .find("at most 100 magic items") != std::string::npos);

    // The largest accepted roster is read, validated and exported in time.
    const auto text = roster_at_limits("");
    ost::Roster roster;
    CHECK(seconds([&] { roster = ost::read_roster_text(text, "r.ostr"); }) < kBudgetSeconds);
    const auto validator = ost::test::bundled_validator("wme", "empire");
    ost::RosterReport report;
    CHECK(seconds([&] { report = validator.validate(roster); }) < kBudgetSeconds);
    CHECK(seconds([&] { (void)ost::export_roster_html(roster, validator, report, ost::EnglishTranslator::instance()); }) < kBudgetSeconds);

    // The editor refuses one more.
    ost::Roster small = roster;
    small.entries.resize(1);
    ost::RosterEditor editor(small, validator);
    CHECK(refusal([&] { (void)editor.add_command("One more", {}); }).find("at most 100 commands") != std::string::npos);
    CHECK(refusal([&] { editor.add_magic_item("e0", "banniere-de-bataille"); }).find("at most 100 magic items") !=
          std::string::npos);
}
