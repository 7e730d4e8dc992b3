// PDF rulebooks (issue 16): a small PDF written by hand here (our own text, three pages) imports
// with its sections and their pages; damaged, password-protected and text-less PDFs are refused
// with a message saying why; the page-tagged splitter on its own.
#include "bundled_reference.h"

#include "core/services/rulebook_import.h"
#include "core/reference/rules_service.h"
#include "core/storage/rules_repository.h"
#include "core/storage/user_database.h"
#include "core/support/error.h"
#include "core/support/progress.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace {
/// A PDF 1.4 file whose pages show `pages` (one vector of lines per page) in Helvetica; a page
/// given no lines draws a line instead of text. `encrypted` adds a Standard security handler
/// whose user password is not empty, so a reader cannot open it without one.
std::string make_pdf(const std::vector<std::vector<std::string>>& pages, bool encrypted = false) {
    std::vector<std::string> objects; // object n is objects[n - 1]
    const int font = 3;
    std::string kids;
    objects.push_back("<< /Type /Catalog /Pages 2 0 R >>");
    objects.push_back(""); // the page tree, filled below
    objects.push_back("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
    for (const auto& lines : pages) {
        std::string content;
        if (lines.empty()) {
            content = "0 0 m 200 200 l S\n";
        } else {
            content = "BT /F1 12 Tf 14 TL 72 780 Td\n";
            for (const auto& line : lines) {
                content += "(" + line + ") Tj T*\n";
            }
            content += "ET\n";
        }
        objects.push_back("<< /Length " + std::to_string(content.size()) + " >>\nstream\n" + content +
                          "endstream");
        const int content_id = static_cast<int>(objects.size());
        objects.push_back("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 " +
                          std::to_string(font) + " 0 R >> >> /Contents " + std::to_string(content_id) + " 0 R >>");
        kids += std::to_string(objects.size()) + " 0 R ";
    }
    objects[1] = "<< /Type /Pages /Kids [" + kids + "] /Count " + std::to_string(pages.size()) + " >>";
    std::string encrypt_ref;
    if (encrypted) {
        const std::string pad(64, 'A');
        objects.push_back("<< /Filter /Standard /V 1 /R 2 /O <" + pad + "> /U <" + pad + "> /P -44 >>");
        encrypt_ref = " /Encrypt " + std::to_string(objects.size()) + " 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> "
                      "<0123456789ABCDEF0123456789ABCDEF>]";
    }
    std::string pdf = "%PDF-1.4\n";
    std::vector<std::size_t> offsets;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        offsets.push_back(pdf.size());
        pdf += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const auto xref = pdf.size();
    pdf += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (const auto o : offsets) {
        const auto n = std::to_string(o);
        pdf += std::string(10 - n.size(), '0') + n + " 00000 n \n";
    }
    pdf += "trailer\n<< /Size " + std::to_string(objects.size() + 1) + " /Root 1 0 R" + encrypt_ref +
           " >>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
    return pdf;
}

struct TempDir {
    TempDir() : path(fs::temp_directory_path() / ("ost-test-pdf-" + std::to_string(::getpid()))) {
        fs::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    fs::path write(const std::string& name, const std::string& bytes) const {
        std::ofstream(path / name, std::ios::binary) << bytes;
        return path / name;
    }
    fs::path path;
};

/// Our own rules text, three pages: a numbered chapter running over pages 1-2, a capitals
/// heading on page 3, page numbers in the footers.
std::vector<std::vector<std::string>> house_book() {
    return {{"1 Marching orders", "Every band marches twice its pace on a road.", "Woods halve the pace.", "1"},
            {"A band that ends its march beside a river may ford it next turn.", "2"},
            {"PILLAGE", "A band in a village gains one loot token per turn.", "3"}};
}
} // namespace

TEST_CASE("a PDF rulebook imports with its sections and their pages", "[rules][pdf]") {
    TempDir dir;
    const auto file = dir.write("house.pdf", make_pdf(house_book()));
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    ost::NullProgress progress;
    const auto report = ost::reference::import_rulebook(db, {file, "wme", "en", "House rules"}, progress);
    CHECK(report.sections == 2);
    ost::storage::RulesRepository repo(db.connection(), true, db.statements());
    const auto sections = repo.user_sections(report.rulebook_id);
    REQUIRE(sections.size() == 2);
    CHECK(sections[0].title == "1 Marching orders");
    CHECK(sections[0].page_first == 1);
    CHECK(sections[0].page_last == 2);
    CHECK(sections[0].body.find("ford it next turn") != std::string::npos);
    CHECK(sections[0].body.find("\n1\n") == std::string::npos); // page numbers dropped
    CHECK(sections[1].title == "PILLAGE");
    CHECK(sections[1].page_first == 3);
    CHECK(sections[1].page_last == 3);
    // Found beside the digest, with its page.
    const ost::reference::RulesService service(db);
    const auto hits = service.search({"loot token", {}, "en", 5});
    REQUIRE_FALSE(hits.empty());
    CHECK(hits.front().user);
    CHECK(hits.front().title == "PILLAGE");
    CHECK(hits.front().page == 3);
}

TEST_CASE("damaged, protected and scanned PDFs are refused with the reason", "[rules][pdf]") {
    TempDir dir;
    ost::storage::UserDatabase db(":memory:", ost::test::bundled_reference());
    ost::NullProgress progress;
    const auto refused = [&](const std::string& name, const std::string& bytes) {
        const auto file = dir.write(name, bytes);
        try {
            ost::reference::import_rulebook(db, {file, "wme", "en", {}}, progress);
        } catch (const ost::InvalidInputError& e) {
            return std::string(e.what());
        }
        return std::string("(accepted)");
    };
    const auto good = make_pdf(house_book());
    const auto truncated = refused("cut.pdf", good.substr(0, good.size() / 4));
    CHECK(truncated.find("cut.pdf is not a readable PDF") != std::string::npos);
    const auto locked = refused("locked.pdf", make_pdf(house_book(), true));
    CHECK(locked.find("locked.pdf is protected by a password") != std::string::npos);
    const auto scanned = refused("scan.pdf", make_pdf({{}, {}}));
    CHECK(scanned.find("scan.pdf has no text layer") != std::string::npos);
    const auto not_pdf = refused("notes.pdf", "just some words, not a PDF at all\n");
    CHECK(not_pdf.find("notes.pdf is not a readable PDF") != std::string::npos);
    CHECK(ost::reference::RulesService(db).rulebooks().empty()); // nothing stored
}

TEST_CASE("the PDF splitter keeps each section's pages", "[rules][pdf]") {
    const auto sections = ost::reference::split_pdf_pages(
        {"Foreword text before any heading.\n", "2.1 Shooting\nArchers shoot once.\n\f",
         "More about archers.\n12\n", "2.2 MELEE\n"},
        "Book");
    REQUIRE(sections.size() == 2); // "2.2 MELEE" has no body
    CHECK(sections[0].title == "Book");
    CHECK(sections[0].page_first == 1);
    CHECK(sections[0].page_last == 1);
    CHECK(sections[1].title == "2.1 Shooting");
    CHECK(sections[1].page_first == 2);
    CHECK(sections[1].page_last == 3);
    CHECK(sections[1].body == "Archers shoot once.\nMore about archers.");
    CHECK(ost::reference::split_pdf_pages({}, "Book").empty());
}
