#!/usr/bin/env bash
# Army sheet GUI test: runs ost-sheet-test under Xvfb (sample rosters saved as PDF through the
# app, sheet and QR dialogs captured), then checks each PDF with poppler-utils: one A4 page,
# not blank once rendered, the unit names in its text. Renders the WME page as PNG for the README.
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
in_xvfb "$app" --db "$out/user.sqlite" --lang en --sheet-test "$out"
status=0
fail() { echo "FAIL: $*" >&2; status=1; }
check() { # PDF, then words its text must hold
  local pdf=$1; shift
  [ -f "$pdf" ] || { fail "$pdf was not written"; return; }
  local info; info=$(pdfinfo "$pdf")
  echo "$(basename "$pdf"): $(grep -E '^(Pages|Page size):' <<<"$info" | tr -s ' ' | paste -sd ' ')"
  grep -qE '^Pages: +1$' <<<"$info" || fail "$pdf: not one page"
  grep -qE '^Page size: +595\.2[0-9]* x 841\.8[0-9]* pts \(A4\)' <<<"$info" || fail "$pdf: not A4"
  # Rendered in grey at 50 dpi: a blank page has no dark pixel; a sheet has thousands.
  pdftoppm -r 50 -gray -singlefile "$pdf" "${pdf%.pdf}-gray"
  local dark; dark=$(python3 -c '
import sys
data = open(sys.argv[1], "rb").read()
# PGM (P5): magic, width, height, maxval, then one byte a pixel.
fields, pos = [], 0
while len(fields) < 4:
    while data[pos:pos+1].isspace(): pos += 1
    end = pos
    while not data[end:end+1].isspace(): end += 1
    fields.append(data[pos:end]); pos = end
pixels = data[pos+1:]
print(sum(1 for b in pixels if b < 128))' "${pdf%.pdf}-gray.pgm")
  echo "  dark pixels at 50 dpi: $dark"
  [ "$dark" -gt 2000 ] || fail "$pdf renders blank ($dark dark pixels)"
  local text; text=$(pdftotext -layout "$pdf" -)
  for word in "$@"; do
    grep -qF -- "$word" <<<"$text" || fail "$pdf: \"$word\" not in its text"
  done
}
check "$out/ost-sheet-wme-legal-fr.pdf" "Arbalétriers" "Tank à Vapeur" "Empire : sorts" "Bannière de Bataille" "Armée légale"
check "$out/ost-sheet-wme-legal-en.pdf" "Crossbowmen" "Steam Tank" "The Empire: spells" "Battle Banner" "Legal army"
# Issue 29: a 2000-point WME army of sixteen entries fits one A4 page in both languages.
check "$out/ost-sheet-wme-sixteen-fr.pdf" "Chevaliers Demi-Griffons" "Flagellants" "Tank à Vapeur"
check "$out/ost-sheet-wme-sixteen-en.pdf" "Demigryph Knights" "Flagellants" "Steam Tank"
# Issue 29: a player reads names, never section ids (the glossary and the rules' headings).
for lang in fr en; do
  if pdftotext "$out/ost-sheet-wme-legal-$lang.pdf" - | grep -qE '\(wme\.[a-z.-]+\)'; then fail "wme-legal $lang: a section id is printed"; fi
done
check "$out/ost-sheet-adlg-legal-fr.pdf" "Lanciers lourds" "Levée" "Camp fortifié" "non confirmées"
check "$out/ost-sheet-adlg-legal-en.pdf" "Heavy Spearmen" "Levy" "Fortified Camp" "not confirmed"
for lang in fr en; do
  pdftoppm -r 60 -png -singlefile "$out/ost-sheet-wme-sixteen-$lang.pdf" "$out/ost-army-sheet-pdf-wme-sixteen-$lang"
  for sample in wme adlg; do
    pdftoppm -r 110 -png -singlefile "$out/ost-sheet-$sample-legal-$lang.pdf" "$out/ost-army-sheet-pdf-$sample-$lang"
  done
done
count=$(ls "$out"/ost-army-sheet-??.png "$out"/ost-qr-code-??.png "$out"/ost-new-roster-??.png 2>/dev/null | wc -l)
echo "dialog screenshots: $count in $out"
[ "$count" -eq 6 ] || fail "expected 6 dialog screenshots"
exit $status
