#!/usr/bin/env python3
"""Writes the PDF decompression-bomb seeds of the pdf_streams fuzz target (issue 28).

Each is a one-page PDF, a few KB, whose content stream unpacks to about 300 MB (past the 256 MB
budget of kMaxPdfInflatedBytes in src/core/model/limits.h) through a chain of filters that a
check of the first Flate layer alone does not see through:
  bomb-double-flate.pdf  /Filter [/FlateDecode /FlateDecode]: the first layer is only ~300 KB
  bomb-hex-flate.pdf     /Filter [/ASCIIHexDecode /FlateDecode /FlateDecode]: no zlib header at all
  bomb-lzw.pdf           /Filter [/FlateDecode /LZWDecode]: LZW codes whose strings grow to 4 KB
The same PDFs are made by tests/core/input_limits_test.cpp, which checks that Ost refuses each in
under 2 s. Usage: make_pdf_bombs.py OUTPUT_FOLDER
"""
import sys
import zlib
from pathlib import Path

MB = 1024 * 1024


def deflate(chunks):
    z = zlib.compressobj(9, zlib.DEFLATED, 15, 9)
    out = [z.compress(chunk) for chunk in chunks]
    out.append(z.flush())
    return b"".join(out)


def spaces(megabytes):
    chunk = b" " * MB
    return (chunk for _ in range(megabytes))


def lzw_group_codes(stop, clears):
    """The codes and widths of one group: `clears` clears, 32, then 258 ... stop - 1 (each names
    the string just being defined: one more space than the one before)."""
    codes = [(256, 9)] * clears + [(32, 9)]
    width, next_code = 9, 258
    while next_code < stop:
        code = next_code
        next_code += 1
        codes.append((code, width))
        if next_code + 1 >= (1 << width) and width < 12:
            width += 1
    return codes


def lzw_spaces(groups):
    """LZW codes (PDF: 9-12 bits, early change) of `groups` runs of spaces: after each clear, the
    codes 32, 258, 259, ... name strings of 1, 2, 3, ... spaces (about 7 MB a group). A group
    fills whole bytes, so the groups are byte-for-byte alike and the Flate layer packs them."""
    group = next(g for stop in range(4095, 3800, -1) for clears in (1, 2, 3, 4)
                 for g in [lzw_group_codes(stop, clears)] if sum(w for _, w in g) % 8 == 0)
    bits, held, out = 0, 0, bytearray()
    for code, width in group * groups + [(257, 12)]:
        held = (held << width) | code
        bits += width
        while bits >= 8:
            out.append((held >> (bits - 8)) & 0xFF)
            bits -= 8
    if bits:
        out.append((held << (8 - bits)) & 0xFF)
    return bytes(out)


def pdf(stream, filters):
    return (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
            b"2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
            b"3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 10 0 R >> endobj\n"
            + b"10 0 obj << /Length %d /Filter %s >>\nstream\n" % (len(stream), filters)
            + stream + b"\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    twice = deflate([deflate(spaces(300))])
    seeds = {
        "bomb-double-flate.pdf": pdf(twice, b"[/FlateDecode /FlateDecode]"),
        "bomb-hex-flate.pdf": pdf(twice.hex().encode() + b">", b"[/ASCIIHexDecode /FlateDecode /FlateDecode]"),
        "bomb-lzw.pdf": pdf(deflate([lzw_spaces(45)]), b"[/FlateDecode /LZWDecode]"),
    }
    for name, data in seeds.items():
        (out / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
