#!/usr/bin/env bash
# Regenerates i18n/ost.pot from the C++ sources and merges it into every i18n/<lang>.po.
# Entries carry no source locations and are sorted by msgid, so parallel branches rarely conflict.
# Run from the repository root (or via `cmake --build build --target update-po`).
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(find src -name '*.cpp' -o -name '*.h' | sort)
xgettext --from-code=UTF-8 --language=C++ --package-name=Ost --msgid-bugs-address=ost@example.invalid \
  --keyword=_ --keyword=TR_ --keyword=TRP_:1,2 --keyword=wxPLURAL:1,2 --keyword=wxTRANSLATE \
  --keyword=wxGETTEXT_IN_CONTEXT:1c,2 --add-comments=TRANSLATORS --no-location --sort-output \
  -o i18n/ost.pot $files
sed -i 's/^"Content-Type: text\/plain; charset=CHARSET\\n"/"Content-Type: text\/plain; charset=UTF-8\\n"/' i18n/ost.pot
# A fixed creation date: parallel branches would otherwise conflict on this header line alone.
pin_date() { sed -i 's/^"POT-Creation-Date: .*\\n"$/"POT-Creation-Date: 2026-01-01 00:00+0000\\n"/' "$@"; }
pin_date i18n/ost.pot
for lang in $(grep -E '^[a-z]' i18n/LINGUAS); do
  if [ -f "i18n/$lang.po" ]; then
    msgmerge --quiet --update --backup=none --no-fuzzy-matching --no-location --sort-output "i18n/$lang.po" i18n/ost.pot
    msgattrib --no-obsolete --sort-output -o "i18n/$lang.po" "i18n/$lang.po"
  else
    msginit --no-translator --locale="$lang" -i i18n/ost.pot -o "i18n/$lang.po"
  fi
done
pin_date i18n/*.po
msgfmt --check --statistics -o /dev/null i18n/*.po
