#!/usr/bin/env bash
# GUI clipping check (issue 29): the real app under Xvfb on a 1920x1080 screen shows every page in
# English and French at 1024x700 and 1920x1080 and fails on any text a player cannot read whole
# (ost-smoke --smoke-pages). Usage: run_pages.sh OST_SMOKE OUT
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
log="$out/run.log"
xvfb-run -a -s "-screen 0 1920x1080x24" "$app" --db "$out/user.sqlite" --lang en --smoke-test "$out" \
    --smoke-pages --smoke-watchdog 280 2>&1 | tee "$log"
grep -q "smoke pages: checked pages-combat-jomini-fr-1920x1080" "$log"
grep -q "smoke pages: 0 errors logged" "$log"
count=$(ls "$out"/pages-*.png | wc -l)
echo "screenshots: $count in $out"
[ "$count" -eq 52 ] # 13 pages, 2 languages, 2 sizes
