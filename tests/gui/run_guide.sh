#!/usr/bin/env bash
# GUI guide test (issue 29): a first start on an empty user DB opens the welcome page, whose sample
# army opens in the Rosters page in one click and each game without lists its Legality page; F1 opens the guide in English and in French, a link
# is followed and Back returns; the guide is captured at 1024x700 and 1920x1080 (a 1920x1080
# screen) with the cut-text check. A second start on the same DB opens no welcome page.
# Usage: run_guide.sh OST_SMOKE OUT. The guide's pictures land in OUT/pictures
# (tests/gui/update_guide_pictures.sh copies them into data/guide/pictures).
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
log="$out/run.log"
big_screen() { xvfb-run -a -s "-screen 0 1920x1080x24" "$@"; }
big_screen "$app" --db "$out/user.sqlite" --lang en --smoke-test "$out" \
  --smoke-guide 2>&1 | tee "$log"
grep -q "smoke test: welcome page shown at start" "$log"
grep -q "smoke guide: welcome page open with 2 sample armies" "$log"
grep -q "smoke guide: sample army open in the Rosters page" "$log"
# The games without army lists are offered their engine pages instead of a sample army.
[ "$(grep -c "smoke guide: welcome page offers the engine of 2 games without lists" "$log")" -eq 2 ]
[ "$(grep -c "smoke guide: its Legality link shows jomini" "$log")" -eq 2 ]
grep -q "smoke guide: F1 opened guide.build, link to guide.check, Back returned in en" "$log"
grep -q "smoke guide: F1 opened guide.build, link to guide.check, Back returned in fr" "$log"
grep -q "smoke guide: 0 errors logged" "$log"
count=$(ls "$out"/ost-guide-*.png | wc -l)
echo "guide screenshots: $count in $out"
[ "$count" -eq 8 ]
# A picture for every guide page in both languages, each under 100 KB.
pictures=$(ls "$out"/pictures/guide.*.png | wc -l)
echo "guide pictures: $pictures"
[ "$pictures" -eq "$(( 2 * $(grep -c '<section id="guide\.' "$(dirname "$0")/../../data/guide/guide.xml") ))" ]
if find "$out"/pictures -name '*.png' -size +100k | grep -q .; then echo "a guide picture is over 100 KB" >&2; exit 1; fi
# The second start (same screen: the window comes back where it was): the welcome page stays closed ("Do not show this page at start" was ticked).
again="$out/second.log"
big_screen "$app" --db "$out/user.sqlite" --lang en --smoke-test "$out/second" --smoke-start 2>&1 | tee "$again"
grep -q "smoke test: welcome page not shown at start" "$again"
