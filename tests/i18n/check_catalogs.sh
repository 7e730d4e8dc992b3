#!/usr/bin/env bash
# Checks the message catalogs: every .po compiles with msgfmt --check, has no untranslated or
# fuzzy entry, and contains every msgid currently in the sources (a fresh xgettext run).
set -euo pipefail
root=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for po in "$root"/i18n/*.po; do
  stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1)
  echo "$(basename "$po"): $stats"
  if echo "$stats" | grep -qE 'untranslated|fuzzy'; then
    echo "FAIL: $po has untranslated or fuzzy entries" >&2
    status=1
  fi
done
cd "$root"
find src -name '*.cpp' -o -name '*.h' | sort > "$work/files"
xgettext --from-code=UTF-8 --language=C++ --keyword=_ --keyword=TR_ --keyword=TRP_:1,2 \
  --keyword=wxPLURAL:1,2 --keyword=wxTRANSLATE -f "$work/files" -o "$work/fresh.pot"
for po in i18n/*.po; do
  if ! msgcmp --use-untranslated "$po" "$work/fresh.pot" 2> "$work/msgcmp.log"; then
    echo "FAIL: $po lacks messages that are in the sources (run i18n/update-po.sh):" >&2
    head -20 "$work/msgcmp.log" >&2
    status=1
  fi
done
# App msgids go through wx's narrow-string conversion: keep them ASCII (see src/app/i18n/wx_text.h).
if grep -rnP '\b_\("[^"]*[^\x00-\x7F]' src/app; then
  echo "FAIL: non-ASCII msgid in _() under src/app" >&2
  status=1
fi
exit $status
