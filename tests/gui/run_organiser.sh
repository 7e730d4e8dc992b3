#!/usr/bin/env bash
# GUI Organiser test (issue 30): ost-cli writes a Warmaster Evolution event and a folder of lists
# (legal, illegal, unreadable, a duplicate, a sharing code in a text file); the real app under Xvfb
# checks it on the Organiser page, opens a row read-only, saves the PDF report and the open lists
# booklet in English and French (ost-smoke --smoke-organiser), read back here with pdftotext; then
# the event form adds a player and saves the event over its file; a restart reopens the event, and
# forgets it quietly once its file is gone.
# Usage: run_organiser.sh OST_SMOKE OUT OST_CLI [WIDTHxHEIGHT]
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
cli=$3
size=${4:-1024x700}
data=$(cd "$(dirname "$0")/../data" && pwd)
ost() { "$cli" --db "$out/cli.sqlite" --lang en "$@"; }
ost event new "$out/event.ostevent" --system wme --name "Tournoi d'essai" --name-en "Test tournament" \
  --size 2000 --ban-rule regle-optionnelle --allow-unit chevaliers-des-ordres --player Anne --player Marc >/dev/null
lists="$out/lists"
mkdir -p "$lists"
cp "$data/rosters/wme-legal.ostr" "$lists/01-legal.ostr"
ost roster set "$lists/01-legal.ostr" --player Anne >/dev/null
cp "$data/rosters/wme-illegal.ostr" "$lists/02-illegal.ostr"
ost roster set "$lists/02-illegal.ostr" --player Bob >/dev/null
cp "$data/rosters/broken.ostr" "$lists/03-broken.ostr"
cp "$lists/01-legal.ostr" "$lists/04-copy.ostr"
cp "$data/rosters/wme-legal.ostr" "$out/marc.ostr"
ost roster set "$out/marc.ostr" --player Marc >/dev/null
ost roster remove "$out/marc.ostr" e12 >/dev/null
ost roster add "$out/marc.ostr" chevaliers-demi-griffons >/dev/null
printf 'My list:\n%s\n' "$(ost roster code "$out/marc.ostr")" > "$lists/05-code.txt"

log="$out/run.log"
in_xvfb "$app" --db "$out/user.sqlite" --lang en --smoke-test "$out" --smoke-organiser "$out" \
  --smoke-organiser-size "$size" 2>&1 | tee "$log"
failures=0
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }
expect() { grep -qF -- "$1" "$log" || fail "no line \"$1\" in the log"; }
expect "smoke organiser: 5 rows in en"
expect "smoke organiser: row 01-legal.ostr = legal | 1955/2000"
expect "smoke organiser: row 02-illegal.ostr = illegal | 2355/2000"
expect "smoke organiser: row 03-broken.ostr = unreadable | "
expect "smoke organiser: row 04-copy.ostr = legal | 1955/2000"
expect "smoke organiser: row 05-code.txt = illegal | 1980/2000"
expect "smoke organiser: read-only window \"01-legal.ostr (read-only)\" shows the army sheet"
expect "smoke organiser: cancelled batch stopped, 5 of 5 rows kept"
expect "smoke organiser: 5 rows in fr"
expect "smoke organiser: row 02-illegal.ostr = illégale | 2355/2000"
expect "smoke organiser: event edited, 3 players, army size 2000"
expect "smoke organiser: after a restart, event event.ostevent"
expect "smoke organiser: after a restart, no event open"
expect "smoke organiser: 0 errors logged"
for lang in en fr; do
  for pdf in report booklet; do
    [ -s "$out/$pdf-$lang.pdf" ] || fail "no $pdf-$lang.pdf"
  done
  [ "$(grep -c . "$out/report-$lang.csv")" = 6 ] || fail "report-$lang.csv: expected a header and 5 rows"
done
report=$(pdftotext -layout "$out/report-en.pdf" - | tr -s ' ')
for text in "Test tournament" "01-legal.ostr" "03-broken.ostr" "05-code.txt" "5 files: 2 legal, 2 illegal, 1 unreadable" \
            "Optional unit (opponent's consent)"; do
  grep -qF -- "$text" <<<"$report" || fail "the PDF report lacks \"$text\""
done
booklet=$(pdftotext "$out/booklet-en.pdf" -)
pages=$(pdfinfo "$out/booklet-en.pdf" | sed -n 's/^Pages: *//p')
[ "${pages:-0}" -ge 5 ] || fail "the booklet has ${pages:-0} pages, expected a contents page and 4 sheets"
for text in "Open lists" "Sheet 1 of 4 — 01-legal.ostr" "Sheet 4 of 4 — 05-code.txt" "The Empire"; do
  grep -qF -- "$text" <<<"$booklet" || fail "the booklet lacks \"$text\""
done
grep -q "03-broken.ostr" <<<"$booklet" && fail "the booklet prints the unreadable file"
# Each sheet starts a page: page 2 begins with sheet 1, the last page holds sheet 4.
# (Read into variables first: `grep -q` in a pipe would end pdftotext early, which pipefail counts.)
page2=$(pdftotext -f 2 -l 2 "$out/booklet-en.pdf" -)
grep -qF "Sheet 1 of 4" <<<"$page2" || fail "sheet 1 does not start page 2"
french=$(pdftotext "$out/booklet-fr.pdf" -)
grep -qF "Listes ouvertes" <<<"$french" || fail "the French booklet is not in French"
grep -qF "Feuille 4 sur 4 — 05-code.txt" <<<"$french" || fail "the French booklet lacks its last sheet"
if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "organiser: all checks passed"
