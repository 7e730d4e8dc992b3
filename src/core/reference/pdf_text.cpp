// PDF text extraction with Debian's libpoppler-cpp: load, refuse locked or damaged files, read
// every page's text in reading order. Poppler's own diagnostics go nowhere (we report our own).
#include "core/reference/pdf_text.h"

#include "core/model/limits.h"
#include "core/support/atomic_file.h"
#include "core/support/error.h"

#include <zlib.h>

#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page.h>

#include <algorithm>
#include <memory>
#include <vector>

namespace ost::reference {

namespace {
void quiet(const std::string&, void*) {}

InvalidInputError bomb(const std::string& name) {
    return InvalidInputError(TR_("{0} cannot be imported: its compressed content unpacks to more than {1} MB "
                                 "(a damaged or hostile file).")
                                 .arg(name)
                                 .arg(static_cast<long long>(kMaxPdfInflatedBytes / (1024 * 1024))));
}

/// True when the dictionary written before a stream (the text since its "obj") marks a picture,
/// which text extraction never unpacks.
bool picture_stream(std::string_view pdf, std::size_t keyword) {
    const std::size_t from = keyword > 4096 ? keyword - 4096 : 0;
    auto dictionary = pdf.substr(from, keyword - from);
    if (const auto obj = dictionary.rfind("obj"); obj != std::string_view::npos) {
        dictionary.remove_prefix(obj);
    }
    return dictionary.find("/Image") != std::string_view::npos;
}

/// Inflates the zlib data at the start of `data`, adding its size to `total`; stops (without
/// error) at the end of the data or at bytes that are not zlib data: poppler judges those.
/// Returns the bytes of `data` consumed.
std::size_t inflate_counting(std::string_view data, std::uintmax_t& total, std::uintmax_t budget,
                             const std::string& name) {
    z_stream z{};
    if (inflateInit(&z) != Z_OK) {
        throw InternalError(TR_("Cannot read {0}.").arg(name), "inflateInit failed");
    }
    std::vector<unsigned char> out(256 * 1024);
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(std::min<std::size_t>(data.size(), 1u << 30));
    int status = Z_OK;
    while (status == Z_OK) {
        z.next_out = out.data();
        z.avail_out = static_cast<uInt>(out.size());
        status = inflate(&z, Z_NO_FLUSH);
        total += out.size() - z.avail_out;
        if (total > budget) {
            inflateEnd(&z);
            throw bomb(name);
        }
        if (status == Z_BUF_ERROR && z.avail_out != 0) {
            break; // input exhausted
        }
        if (status == Z_BUF_ERROR) {
            status = Z_OK;
        }
    }
    const auto consumed = static_cast<std::size_t>(z.total_in);
    inflateEnd(&z);
    return consumed;
}
} // namespace

void check_pdf_streams(std::string_view pdf, const std::string& name, std::uintmax_t budget) {
    std::uintmax_t total = 0;
    std::size_t at = 0;
    while ((at = pdf.find("stream", at)) != std::string_view::npos) {
        std::size_t data = at + 6;
        const bool keyword = at < 3 || pdf.substr(at - 3, 3) != "end";
        if (data < pdf.size() && pdf[data] == '\r') {
            ++data;
        }
        if (!keyword || data >= pdf.size() || pdf[data] != '\n' || picture_stream(pdf, at)) {
            at += 6;
            continue;
        }
        ++data;
        // Any zlib data counts, whatever filter name the dictionary spells (#-escapes included).
        const auto cmf = data + 1 < pdf.size() ? static_cast<unsigned char>(pdf[data]) : 0u;
        const auto flg = data + 1 < pdf.size() ? static_cast<unsigned char>(pdf[data + 1]) : 0u;
        if ((cmf & 0x0F) == 8 && (cmf * 256 + flg) % 31 == 0) {
            data += inflate_counting(pdf.substr(data), total, budget, name);
        }
        at = data;
    }
}

std::vector<std::string> read_pdf_pages(const std::filesystem::path& file, const std::string& name,
                                        ProgressSink& progress, double up_to) {
    poppler::set_debug_error_function(&quiet, nullptr);
    // Read here, not by poppler: a folder, a device or a FIFO is refused at once, the bytes read
    // are capped, and the compressed streams are measured before poppler unpacks them.
    const std::string file_bytes = read_file(file, kMaxRulebookPdfBytes);
    check_pdf_streams(file_bytes, name);
    // poppler reads from `file_bytes`, which outlives `doc`.
    const std::unique_ptr<poppler::document> doc(
        poppler::document::load_from_raw_data(file_bytes.data(), static_cast<int>(file_bytes.size())));
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
    std::size_t text_bytes = 0;
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
        text_bytes += text.size();
        if (text_bytes > kMaxPdfTextBytes) {
            throw InvalidInputError(TR_("{0} cannot be imported: its text passes {1} MB at page {2}, more than any "
                                        "rulebook holds (a damaged or hostile file).")
                                        .arg(name)
                                        .arg(static_cast<long long>(kMaxPdfTextBytes / (1024 * 1024)))
                                        .arg(i + 1));
        }
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
