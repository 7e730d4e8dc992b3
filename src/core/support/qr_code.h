// QR codes (libqrencode) of short texts such as roster sharing codes, as a module matrix, an
// inline SVG and a PNG image (data URI): the HTML army sheet, the app and printing show them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ost {

/// A QR code symbol: `size` × `size` modules, row by row, true = dark. No quiet zone.
struct QrCode {
    int size = 0;
    std::vector<bool> modules;
    bool dark(int x, int y) const { return modules[static_cast<std::size_t>(y * size + x)]; }
};

/// The most bytes make_qr_code() takes (QR version 40, error correction level M, byte mode).
inline constexpr std::size_t kQrCodeMaxBytes = 2331;

/// Encodes `text` as its bytes (8-bit mode) at error-correction level M (15 % of the symbol may
/// be lost: a printed sheet survives a fold), in the smallest version that holds it. Throws
/// InvalidInputError when `text` is empty or longer than kQrCodeMaxBytes, InternalError when
/// libqrencode fails otherwise.
QrCode make_qr_code(std::string_view text);

/// A standalone `<svg>` element of `code` with the 4-module quiet zone the standard asks for,
/// `pixels` wide and high, one path of dark squares (crisp at any zoom and in print).
std::string qr_code_svg(const QrCode& code, int pixels);

/// An 8-bit greyscale PNG of `code`, `scale` pixels per module, with the 4-module quiet zone.
std::string qr_code_png(const QrCode& code, int scale);

/// "data:image/png;base64,…" of qr_code_png(code, scale), for an `<img src>` in HTML pages.
std::string qr_code_png_data_uri(const QrCode& code, int scale);

} // namespace ost
