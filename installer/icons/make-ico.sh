#!/usr/bin/env bash
# Regenerates installer/windows/ost.ico (16, 32, 48 and 256 px) from installer/icons/ost.svg.
# Needs rsvg-convert (librsvg2-bin) and icotool (icoutils). Run after changing the SVG; commit the result.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for size in 16 32 48 256; do
  rsvg-convert --width "$size" --height "$size" --output "$tmp/ost-$size.png" "$here/ost.svg"
done
icotool --create --output "$here/../windows/ost.ico" "$tmp/ost-16.png" "$tmp/ost-32.png" \
  "$tmp/ost-48.png" --raw="$tmp/ost-256.png"
echo "wrote $here/../windows/ost.ico"
