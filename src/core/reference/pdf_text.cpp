// PDF text extraction with Debian's libpoppler-cpp: load, refuse locked or damaged files, read
// every page's text in reading order. Poppler's own diagnostics go nowhere (we report our own).
#include "core/reference/pdf_text.h"

#include "core/support/error.h"

#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page.h>

#include <memory>

namespace ost::reference {

namespace {
void quiet(const std::string&, void*) {}
} // namespace

std::vector<std::string> read_pdf_pages(const std::filesystem::path& file, const std::string& name,
                                        ProgressSink& progress, double up_to) {
    poppler::set_debug_error_function(&quiet, nullptr);
    const std::unique_ptr<poppler::document> doc(poppler::document::load_from_file(file.string()));
    if (!doc) {
        throw InvalidInputError(TR_("{0} is not a readable PDF: the file is damaged or incomplete "
                                   "(was the download cut short?).")
                                    .arg(name));
    }
    if (doc->is_locked()) {
        throw InvalidInputError(TR_("{0} is protected by a password: open it in a PDF reader and "
                                   "save an unprotected copy to import it.")
                                    .arg(name));
    }
    const int count = doc->pages();
    if (count <= 0) {
        throw InvalidInputError(TR_("{0} is not a readable PDF: the file is damaged or incomplete "
                                   "(was the download cut short?).")
                                    .arg(name));
    }
    std::vector<std::string> pages;
    pages.reserve(static_cast<std::size_t>(count));
    bool any_text = false;
    for (int i = 0; i < count; ++i) {
        if (i % 8 == 0) {
            report_progress(progress, up_to * i / count, TR_("Reading page {0} of {1}").arg(i + 1).arg(count));
        }
        const std::unique_ptr<poppler::page> page(doc->create_page(i));
        if (!page) {
            throw InvalidInputError(TR_("{0} is not a readable PDF: page {1} is damaged or missing.")
                                        .arg(name)
                                        .arg(i + 1));
        }
        const auto bytes = page->text(poppler::rectf(), poppler::page::physical_layout).to_utf8();
        std::string text(bytes.begin(), bytes.end());
        any_text = any_text || text.find_first_not_of(" \t\r\n\f") != std::string::npos;
        pages.push_back(std::move(text));
    }
    if (!any_text) {
        throw InvalidInputError(TR_("{0} has no text layer: its pages are pictures (a scanned book). "
                                   "Run it through OCR software first, then import the result.")
                                    .arg(name));
    }
    return pages;
}

} // namespace ost::reference
