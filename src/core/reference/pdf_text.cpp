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
#include <cctype>
#include <cstdint>
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

/// The dictionary written before the stream keyword at `keyword` (the text since its "obj").
std::string_view stream_dictionary(std::string_view pdf, std::size_t keyword) {
    const std::size_t from = keyword > 4096 ? keyword - 4096 : 0;
    auto dictionary = pdf.substr(from, keyword - from);
    if (const auto obj = dictionary.rfind("obj"); obj != std::string_view::npos) {
        dictionary.remove_prefix(obj);
    }
    return dictionary;
}

/// The stream filters that can unpack a little into a lot (Flate, LZW, RunLength) and the text
/// encodings put in front of them (ASCIIHex, ASCII85): the ones measured before poppler runs.
enum class Filter { Flate, Lzw, RunLength, Hex, Ascii85, Other };

/// `name` with its #xx escapes decoded (a PDF name may spell any byte so).
std::string pdf_name(std::string_view name) {
    std::string out;
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (name[i] == '#' && i + 2 < name.size() && std::isxdigit(static_cast<unsigned char>(name[i + 1])) &&
            std::isxdigit(static_cast<unsigned char>(name[i + 2]))) {
            out += static_cast<char>(std::stoi(std::string(name.substr(i + 1, 2)), nullptr, 16));
            i += 2;
        } else {
            out += name[i];
        }
    }
    return out;
}

Filter filter_named(const std::string& name) {
    if (name == "FlateDecode" || name == "Fl") return Filter::Flate;
    if (name == "LZWDecode" || name == "LZW") return Filter::Lzw;
    if (name == "RunLengthDecode" || name == "RL") return Filter::RunLength;
    if (name == "ASCIIHexDecode" || name == "AHx") return Filter::Hex;
    if (name == "ASCII85Decode" || name == "A85") return Filter::Ascii85;
    return Filter::Other;
}

/// The filters a stream's dictionary names after /Filter (one name or an array of names), in
/// the order they are applied; empty when there is none or it is given indirectly.
std::vector<Filter> stream_filters(std::string_view dictionary) {
    std::vector<Filter> out;
    const auto at = dictionary.find("/Filter");
    if (at == std::string_view::npos) return out;
    auto rest = dictionary.substr(at + 7);
    const auto start = rest.find_first_not_of(" \t\r\n\f");
    if (start == std::string_view::npos) return out;
    rest.remove_prefix(start);
    const bool array = rest.front() == '[';
    const auto end = array ? rest.find(']') : rest.find_first_of(" \t\r\n\f/>[", 1);
    rest = rest.substr(array ? 1 : 0, end == std::string_view::npos ? std::string_view::npos : end - (array ? 1 : 0));
    for (std::size_t i = rest.find('/'); i != std::string_view::npos; i = rest.find('/', i + 1)) {
        const auto stop = rest.find_first_of(" \t\r\n\f/[]<>", i + 1);
        out.push_back(filter_named(pdf_name(rest.substr(i + 1, stop == std::string_view::npos ? stop : stop - i - 1))));
    }
    return out;
}

/// Where decoded bytes go: counted against the budget, and kept when a next layer decodes them
/// (Keep::Always) or may (Keep::IfZlib: only while they start like zlib data, so the last layer
/// of a real book is counted, not held in memory).
class Layer {
  public:
    enum class Keep { Never, IfZlib, Always };
    Layer(std::uintmax_t& total, std::uintmax_t budget, const std::string& name, Keep keep)
        : m_total(total), m_budget(budget), m_name(name), m_keep(keep) {}
    void add(const unsigned char* bytes, std::size_t size) {
        m_total += size;
        if (m_total > m_budget) throw bomb(m_name);
        if (m_head.size() < 2) m_head.append(reinterpret_cast<const char*>(bytes), std::min<std::size_t>(size, 2 - m_head.size()));
        if (m_keep == Keep::IfZlib && m_head.size() == 2 && !looks_like_zlib()) {
            m_keep = Keep::Never;
            m_bytes.clear();
        }
        if (m_keep != Keep::Never) m_bytes.append(reinterpret_cast<const char*>(bytes), size);
    }
    std::string& bytes() { return m_bytes; }
    /// True when the layer's first bytes are a zlib header (another Flate layer inside).
    bool looks_like_zlib() const {
        if (m_head.size() < 2) return false;
        const auto cmf = static_cast<unsigned char>(m_head[0]);
        const auto flg = static_cast<unsigned char>(m_head[1]);
        return (cmf & 0x0F) == 8 && (cmf >> 4) <= 7 && (cmf * 256 + flg) % 31 == 0;
    }

  private:
    std::uintmax_t& m_total;
    std::uintmax_t m_budget;
    const std::string& m_name;
    Keep m_keep;
    std::string m_bytes;
    std::string m_head;
};

/// Inflates the zlib data at the start of `data` into `out`; stops (without error) at its end or
/// at bytes that are not zlib data: poppler judges those. Returns the bytes of `data` consumed.
std::size_t inflate_into(std::string_view data, Layer& out, const std::string& name) {
    z_stream z{};
    if (inflateInit(&z) != Z_OK) {
        throw InternalError(TR_("Cannot read {0}.").arg(name), "inflateInit failed");
    }
    std::vector<unsigned char> buffer(256 * 1024);
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
    z.avail_in = static_cast<uInt>(std::min<std::size_t>(data.size(), 1u << 30));
    int status = Z_OK;
    try {
        while (status == Z_OK) {
            z.next_out = buffer.data();
            z.avail_out = static_cast<uInt>(buffer.size());
            status = inflate(&z, Z_NO_FLUSH);
            out.add(buffer.data(), buffer.size() - z.avail_out);
            if (status == Z_BUF_ERROR && z.avail_out != 0) break; // input exhausted
            if (status == Z_BUF_ERROR) status = Z_OK;
        }
    } catch (...) {
        inflateEnd(&z);
        throw;
    }
    const auto consumed = static_cast<std::size_t>(z.total_in);
    inflateEnd(&z);
    return consumed;
}

/// LZW as PDF writes it (codes of 9 to 12 bits, most significant bit first, 256 clears, 257 ends,
/// widths changing one code early): a dozen bytes can stand for kilobytes.
void lzw_into(std::string_view data, Layer& out) {
    std::vector<int> prefix(4096, -1);
    std::vector<int> length(4096, 1);
    std::vector<unsigned char> last(4096);
    std::vector<unsigned char> first(4096);
    for (int i = 0; i < 256; ++i) last[i] = first[i] = static_cast<unsigned char>(i);
    std::vector<unsigned char> text(4096);
    int next = 258, width = 9, previous = -1, bits = 0;
    std::uint32_t held = 0;
    std::size_t at = 0;
    for (;;) {
        while (bits < width) {
            if (at >= data.size()) return;
            held = (held << 8) | static_cast<unsigned char>(data[at++]);
            bits += 8;
        }
        const int code = static_cast<int>((held >> (bits - width)) & ((1u << width) - 1));
        bits -= width;
        if (code == 256) {
            next = 258, width = 9, previous = -1;
            continue;
        }
        if (code == 257 || code > next || (previous < 0 && code > 255)) return;
        if (previous >= 0 && next < 4096) {
            prefix[next] = previous;
            length[next] = length[previous] + 1;
            first[next] = first[previous];
            last[next] = code < next ? first[code] : first[previous];
            ++next;
        }
        for (int c = code, i = length[code] - 1; i >= 0; c = prefix[c], --i) text[static_cast<std::size_t>(i)] = last[c];
        out.add(text.data(), static_cast<std::size_t>(length[code]));
        previous = code;
        if (next + 1 >= (1 << width) && width < 12) ++width;
    }
}

/// RunLengthDecode: a length byte, then that many bytes plus one, or one byte repeated 257 - n times.
void run_length_into(std::string_view data, Layer& out) {
    unsigned char run[128];
    for (std::size_t at = 0; at < data.size();) {
        const auto n = static_cast<unsigned char>(data[at++]);
        if (n == 128) return;
        if (n < 128) {
            const auto take = std::min<std::size_t>(n + 1u, data.size() - at);
            out.add(reinterpret_cast<const unsigned char*>(data.data() + at), take);
            at += take;
        } else if (at < data.size()) {
            std::fill(run, run + (257 - n), static_cast<unsigned char>(data[at++]));
            out.add(run, 257u - n);
        }
    }
}

/// ASCIIHexDecode (ends at '>') and ASCII85Decode (ends at "~>"); white space is skipped.
void ascii_into(std::string_view data, bool hex, Layer& out) {
    std::uint32_t group = 0;
    int count = 0;
    unsigned char bytes[4];
    for (const char c : data) {
        if (std::isspace(static_cast<unsigned char>(c))) continue;
        if (hex) {
            if (c == '>' || !std::isxdigit(static_cast<unsigned char>(c))) break;
            group = group * 16 + static_cast<std::uint32_t>(std::stoi(std::string(1, c), nullptr, 16));
            if (++count == 2) {
                bytes[0] = static_cast<unsigned char>(group);
                out.add(bytes, 1);
                group = 0, count = 0;
            }
            continue;
        }
        if (c == 'z' && count == 0) {
            std::fill(bytes, bytes + 4, 0);
            out.add(bytes, 4);
            continue;
        }
        if (c < '!' || c > 'u') break; // '~' of "~>", or not ASCII85
        group = group * 85 + static_cast<std::uint32_t>(c - '!');
        if (++count == 5) {
            for (int i = 3; i >= 0; --i, group >>= 8) bytes[i] = static_cast<unsigned char>(group);
            out.add(bytes, 4);
            group = 0, count = 0;
        }
    }
    if (hex && count == 1) {
        bytes[0] = static_cast<unsigned char>(group << 4);
        out.add(bytes, 1);
    } else if (!hex && count > 1) {
        for (int i = count; i < 5; ++i) group = group * 85 + 84;
        for (int i = 3; i >= 0; --i, group >>= 8) bytes[i] = static_cast<unsigned char>(group);
        out.add(bytes, static_cast<std::size_t>(count - 1));
    }
}

/// Decodes `data` through `filters` in order (more Flate layers are followed when a layer's
/// bytes start with a zlib header: a filter array given indirectly), counting every layer's bytes
/// in `total`. A filter Ost does not decode (pictures' codecs) ends the measure.
void measure_stream(std::string_view data, std::vector<Filter> filters, std::uintmax_t& total,
                    std::uintmax_t budget, const std::string& name) {
    std::string input;
    for (std::size_t i = 0; i < filters.size() && i < 16; ++i) {
        const bool last = i + 1 == filters.size();
        Layer out(total, budget, name,
                  !last ? Layer::Keep::Always : filters[i] == Filter::Flate ? Layer::Keep::IfZlib : Layer::Keep::Never);
        switch (filters[i]) {
        case Filter::Flate: inflate_into(data, out, name); break;
        case Filter::Lzw: lzw_into(data, out); break;
        case Filter::RunLength: run_length_into(data, out); break;
        case Filter::Hex: ascii_into(data, true, out); break;
        case Filter::Ascii85: ascii_into(data, false, out); break;
        case Filter::Other: return;
        }
        if (last && filters[i] == Filter::Flate && out.looks_like_zlib()) {
            filters.push_back(Filter::Flate); // compressed again: measured too
        }
        input = std::move(out.bytes());
        data = input;
    }
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
        const auto dictionary = stream_dictionary(pdf, at);
        if (!keyword || data >= pdf.size() || pdf[data] != '\n' || dictionary.find("/Image") != std::string_view::npos) {
            at += 6;
            continue;
        }
        ++data;
        auto filters = stream_filters(dictionary);
        // Zlib data counts whatever the dictionary spells (a filter given indirectly, say).
        const auto cmf = data + 1 < pdf.size() ? static_cast<unsigned char>(pdf[data]) : 0u;
        const auto flg = data + 1 < pdf.size() ? static_cast<unsigned char>(pdf[data + 1]) : 0u;
        const bool zlib = (cmf & 0x0F) == 8 && (cmf * 256 + flg) % 31 == 0;
        if (zlib && (filters.empty() || filters.front() != Filter::Flate)) {
            filters.insert(filters.begin(), Filter::Flate);
        }
        // Each decoder stops at its own end (zlib's, "~>", '>', EOD): never at the word
        // "endstream", which compressed bytes may spell to cut the measure short.
        measure_stream(pdf.substr(data), filters, total, budget, name);
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
