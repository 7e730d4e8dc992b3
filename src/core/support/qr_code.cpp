// QR code symbols through libqrencode, and their SVG and PNG renderings (the PNG written by hand:
// a greyscale image, zlib-compressed rows, CRC-32 chunks; no image library in the core).
#include "core/support/qr_code.h"

#include "core/support/error.h"
#include "core/support/strings.h"

#include <qrencode.h>
#include <zlib.h>

#include <cerrno>
#include <cstdint>
#include <memory>

namespace ost {

namespace {

constexpr int kQuietZone = 4;

void put_u32(std::string& out, std::uint32_t v) {
    for (int shift = 24; shift >= 0; shift -= 8) {
        out += static_cast<char>((v >> shift) & 0xFF);
    }
}

void put_chunk(std::string& out, const char* type, const std::string& data) {
    put_u32(out, static_cast<std::uint32_t>(data.size()));
    const std::string body = std::string(type, 4) + data;
    out += body;
    put_u32(out, static_cast<std::uint32_t>(crc32(crc32(0L, Z_NULL, 0),
                                                  reinterpret_cast<const Bytef*>(body.data()),
                                                  static_cast<uInt>(body.size()))));
}

} // namespace

QrCode make_qr_code(std::string_view text) {
    if (text.empty()) {
        throw InvalidInputError(TR_("Cannot draw a QR code of an empty text."));
    }
    if (text.size() > kQrCodeMaxBytes) {
        throw InvalidInputError(
            TR_("The text is too long for a QR code ({0} characters; at most {1}).")
                .arg(text.size())
                .arg(kQrCodeMaxBytes));
    }
    const std::string copy(text); // NUL-terminated; 8-bit mode keeps every byte
    errno = 0;
    std::unique_ptr<QRcode, decltype(&QRcode_free)> symbol(
        QRcode_encodeString8bit(copy.c_str(), 0, QR_ECLEVEL_M), &QRcode_free);
    if (!symbol) {
        throw InternalError(TR_("Cannot draw the QR code: the encoder failed."),
                            "QRcode_encodeString8bit: errno " + std::to_string(errno));
    }
    QrCode code;
    code.size = symbol->width;
    code.modules.resize(static_cast<std::size_t>(code.size) * static_cast<std::size_t>(code.size));
    for (std::size_t i = 0; i < code.modules.size(); ++i) {
        code.modules[i] = (symbol->data[i] & 1) != 0;
    }
    return code;
}

std::string qr_code_svg(const QrCode& code, int pixels) {
    const int total = code.size + 2 * kQuietZone;
    std::string path;
    for (int y = 0; y < code.size; ++y) {
        for (int x = 0; x < code.size; ++x) {
            if (code.dark(x, y)) {
                path += "M" + std::to_string(x + kQuietZone) + " " + std::to_string(y + kQuietZone) +
                        "h1v1h-1z";
            }
        }
    }
    const auto n = std::to_string(total);
    const auto px = std::to_string(pixels);
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + px + "\" height=\"" + px +
           "\" viewBox=\"0 0 " + n + " " + n +
           "\" shape-rendering=\"crispEdges\"><rect width=\"" + n + "\" height=\"" + n +
           "\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
}

std::string qr_code_png(const QrCode& code, int scale) {
    const int side = (code.size + 2 * kQuietZone) * scale;
    std::string raw; // filter byte 0 then one grey byte per pixel, per row
    raw.reserve(static_cast<std::size_t>(side) * static_cast<std::size_t>(side + 1));
    for (int py = 0; py < side; ++py) {
        raw += '\0';
        const int y = py / scale - kQuietZone;
        for (int px = 0; px < side; ++px) {
            const int x = px / scale - kQuietZone;
            const bool dark = x >= 0 && y >= 0 && x < code.size && y < code.size && code.dark(x, y);
            raw += dark ? '\0' : '\xFF';
        }
    }
    std::string packed(compressBound(static_cast<uLong>(raw.size())), '\0');
    auto packed_size = static_cast<uLongf>(packed.size());
    if (compress2(reinterpret_cast<Bytef*>(packed.data()), &packed_size,
                  reinterpret_cast<const Bytef*>(raw.data()), static_cast<uLong>(raw.size()),
                  Z_BEST_COMPRESSION) != Z_OK) {
        throw InternalError(TR_("Cannot draw the QR code: the compressor failed."));
    }
    packed.resize(packed_size);
    std::string png("\x89PNG\r\n\x1a\n", 8);
    std::string header;
    put_u32(header, static_cast<std::uint32_t>(side));
    put_u32(header, static_cast<std::uint32_t>(side));
    header += std::string("\x08\x00\x00\x00\x00", 5); // 8-bit greyscale, deflate, no interlace
    put_chunk(png, "IHDR", header);
    put_chunk(png, "IDAT", packed);
    put_chunk(png, "IEND", {});
    return png;
}

std::string qr_code_png_data_uri(const QrCode& code, int scale) {
    return "data:image/png;base64," + base64_encode(qr_code_png(code, scale), false);
}

} // namespace ost
