#!/usr/bin/env bash
# GUI smoke test: runs the real app under Xvfb on a throw-away user DB; the app visits every
# area in English and French, writes screenshots to DIR and exits non-zero on any logged error.
set -euo pipefail
app=$1
out=$2
rm -rf "$out"
mkdir -p "$out"
export LC_ALL=C LANG=C XDG_DATA_HOME="$out/xdg"
xvfb-run -a -s "-screen 0 1280x800x24" "$app" --db "$out/user.sqlite" --lang en --smoke-test "$out"
count=$(ls "$out"/ost-*.png | wc -l)
echo "screenshots: $count in $out"
[ "$count" -eq 38 ]
