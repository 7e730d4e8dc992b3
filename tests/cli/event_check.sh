#!/usr/bin/env bash
# The organiser's desk through the CLI (issue 30): a Warmaster Evolution event restricting optional
# units, checked on a mixed folder — legal, illegal, unreadable, a duplicate, a sharing code in a
# text file, a wm-selector link, a file with no roster — whose report is compared line by line
# with tests/data/event/expected-report.txt; then the CSV, HTML and JSON reports, a zip, the exit
# codes, `event show` and `roster fingerprint`.
# Usage: event_check.sh OST-CLI   (OST_EVENT_REPORT_OUT=FILE also copies the report there, to
# refresh the expected file after a deliberate change; review the diff before committing it)
set -euo pipefail
cli=$1
here=$(cd "$(dirname "$0")" && pwd)
data="$here/../data"
work=$(mktemp -d "${TMPDIR:-/tmp}/ost-event-XXXXXX")
trap 'rm -rf "$work"' EXIT
export LC_ALL=C LANG=C
ost() { "$cli" --db "$work/user.sqlite" --lang en "$@"; }
failures=0
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }

made=$(ost event new "$work/wme.ostevent" --system wme --name "Tournoi d'essai" --name-en "Test tournament" \
  --size 2000 --ban-rule regle-optionnelle --allow-unit chevaliers-des-ordres --deadline 2027-03-01 \
  --player Anne --player Marc --player Zoe)
[ -f "$work/wme.ostevent" ] || fail "event new wrote no file"
# The game by its name, as the other commands name it, never its id.
[ "$made" = "Event \"Test tournament\" (Warmaster Evolution) → $work/wme.ostevent" ] || fail "event new said: $made"

lists="$work/lists"
mkdir -p "$lists/late"
cp "$data/rosters/wme-legal.ostr" "$lists/01-legal.ostr"
ost roster set "$lists/01-legal.ostr" --player Anne >/dev/null
cp "$data/rosters/wme-illegal.ostr" "$lists/02-illegal.ostr"
ost roster set "$lists/02-illegal.ostr" --player Bob >/dev/null
cp "$data/rosters/broken.ostr" "$lists/03-broken.ostr"
cp "$lists/01-legal.ostr" "$lists/04-copy.ostr"
cp "$data/rosters/wme-legal.ostr" "$work/marc.ostr"
ost roster set "$work/marc.ostr" --player Marc >/dev/null
ost roster remove "$work/marc.ostr" e12 >/dev/null
ost roster add "$work/marc.ostr" chevaliers-demi-griffons >/dev/null
printf 'My list for Saturday:\n%s\nThanks!\n' "$(ost roster code "$work/marc.ostr")" > "$lists/05-code.txt"
cp "$data/wm-selector/saves/empire.txt" "$lists/06-link.url"
echo "See you on Saturday." > "$lists/07-notes.txt"
cp "$data/rosters/adlg-legal.ostr" "$lists/late/08-adlg.ostr"

set +e
ost event check "$work/wme.ostevent" "$lists" --out "$work/report.html" --csv "$work/report.csv" \
  > "$work/report.txt" 2> "$work/err.txt"
code=$?
set -e
[ "$code" = 1 ] || fail "event check: exit $code, expected 1 (some illegal or unreadable)"
[ -n "${OST_EVENT_REPORT_OUT:-}" ] && cp "$work/report.txt" "$OST_EVENT_REPORT_OUT"
if ! diff -u "$data/event/expected-report.txt" "$work/report.txt"; then
  fail "the text report differs from tests/data/event/expected-report.txt (diff above)"
fi
grep -q "Report → $work/report.html" "$work/err.txt" || fail "no line saying where the HTML report went"

# CSV: a header and one row per file, in the same order, with verdicts and fingerprints.
[ "$(wc -l < "$work/report.csv")" = 9 ] || fail "CSV: $(wc -l < "$work/report.csv") lines, expected 9"
head -1 "$work/report.csv" | grep -q "^File,Format,Verdict,Player,List,Points,Army size,Units,Fingerprint,Findings,Duplicates" \
  || fail "CSV header"
print=$(ost roster fingerprint "$lists/01-legal.ostr")
sed -n 2p "$work/report.csv" | grep -q "^01-legal.ostr,roster file,legal,Anne,The Empire,[0-9]*,2000,[0-9]*,$print," \
  || fail "CSV row of 01-legal.ostr: $(sed -n 2p "$work/report.csv")"
sed -n 4p "$work/report.csv" | grep -q "^03-broken.ostr,,unreadable,,,,,,,[^,]" || fail "CSV row of 03-broken.ostr"

# HTML: one table row per file, the verdicts classed, the roster text escaped.
[ "$(grep -c '^<tr><td>' "$work/report.html")" = 8 ] || fail "HTML: expected 8 file rows"
grep -q '<td class="unreadable">' "$work/report.html" || fail "HTML: no unreadable row"
grep -q "Tournoi d'essai\|Test tournament" "$work/report.html" || fail "HTML: no event name"

# JSON: the same summary.
ost --json event check "$work/wme.ostevent" "$lists" > "$work/report.json" || true
grep -q '"unreadable": 2' "$work/report.json" || fail "JSON: unreadable count"
grep -q '"clause": "ban-rule/regle-optionnelle"' "$work/report.json" || fail "JSON: clause of the optional unit"

# A zip of the same folder gives the same verdicts.
(cd "$lists" && python3 -c "import zipfile,os
with zipfile.ZipFile('$work/lists.zip','w',zipfile.ZIP_DEFLATED) as z:
    [z.write(os.path.join(d,f), os.path.relpath(os.path.join(d,f))) for d,_,fs in os.walk('.') for f in fs]")
set +e
ost event check "$work/wme.ostevent" "$work/lists.zip" > "$work/zip.txt"
code=$?
set -e
[ "$code" = 1 ] || fail "zip: exit $code"
tail -1 "$work/zip.txt" | grep -q "^8 files: 2 legal, 4 illegal, 2 unreadable; " || fail "zip summary: $(tail -1 "$work/zip.txt")"

# Exit 0 when every file is legal; 2 for bad input.
mkdir "$work/good" && cp "$lists/01-legal.ostr" "$work/good/"
ost event check "$work/wme.ostevent" "$work/good" > /dev/null || fail "a legal folder: exit $?"
set +e
ost event check "$work/wme.ostevent" "$work/nowhere" > /dev/null 2> "$work/bad.txt"; code=$?
set -e
[ "$code" = 2 ] && grep -q "neither a folder nor a zip" "$work/bad.txt" || fail "missing folder: exit $code"
set +e
ost event check "$lists/01-legal.ostr" "$lists" > /dev/null 2> "$work/bad.txt"; code=$?
set -e
[ "$code" = 2 ] && grep -q "01-legal.ostr:2:1: Expected an <event> root element" "$work/bad.txt" \
  || fail "a roster given as event: exit $code, $(cat "$work/bad.txt")"

# event set / show.
made=$(ost --lang fr event set "$work/wme.ostevent" --optional-rule regle-optionnelle --no-player Zoe)
[ "$made" = "Événement « Tournoi d'essai » (Warmaster Evolution) → $work/wme.ostevent" ] || fail "event set said: $made"
ost event show "$work/wme.ostevent" > "$work/show.txt"
grep -q "^  \[optional-rule/regle-optionnelle\] Optional rule played: regle-optionnelle$" "$work/show.txt" \
  || fail "event show: $(cat "$work/show.txt")"
grep -q "player: Zoe" "$work/show.txt" && fail "event set --no-player left Zoe"
ost --lang fr event show "$work/wme.ostevent" | grep -q "Taille d'armée : 2000 points" || fail "event show in French"

# The fingerprint: the same through a sharing code, another after a change.
ost roster from-code "$(ost roster code "$lists/01-legal.ostr")" --out "$work/again.ostr" > /dev/null
[ "$(ost roster fingerprint "$work/again.ostr")" = "$print" ] || fail "fingerprint changed through a sharing code"
ost roster set "$work/again.ostr" e5 --count 3 > /dev/null
[ "$(ost roster fingerprint "$work/again.ostr")" != "$print" ] || fail "fingerprint did not change with a count"
ost export "$lists/01-legal.ostr" | grep -q "^Fingerprint: $print$" || fail "text export without the fingerprint"

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "event check: all checks passed"
