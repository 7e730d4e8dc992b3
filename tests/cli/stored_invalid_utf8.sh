#!/usr/bin/env bash
# Text that is not UTF-8, stored by an older version (written here with raw SQL), never breaks a
# listing: --json output is valid UTF-8 (bad bytes become U+FFFD), text output shows them as
# \xNN; a stored roster or list with such bytes still opens (repaired as \xNN). Usage: stored_invalid_utf8.sh OST_CLI LIST_FILE WORK
set -u
cli=$1
list=$2
work=$3
rm -rf "$work" && mkdir -p "$work"
db="$work/user.sqlite"
fail() { echo "FAIL: $*"; exit 1; }
"$cli" --db "$db" roster new "$work/r.ostr" --system wme --list empire --size 2000 --name Good >/dev/null ||
  fail "roster new"
"$cli" --db "$db" roster import "$work/r.ostr" >/dev/null || fail "roster import"
"$cli" --db "$db" my-lists import "$list" >/dev/null || fail "my-lists import"
# What an older Ost could store: a Latin-1 é, a lone continuation byte, a cut 3-byte character.
python3 - "$db" <<'PY' ||
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("UPDATE roster SET name = CAST(X'436166E9208020E282' AS TEXT)")
for table in ("roster", "user_list"):
    (doc,) = db.execute(f"SELECT CAST(document AS BLOB) FROM {table}").fetchone()
    doc = doc.replace(b"Tiny army", b"Tiny \xffarmy").replace(b"<name>Good<", b"<name>Caf\xe9<")
    db.execute(f"UPDATE {table} SET document = CAST(? AS TEXT)", (doc,))
db.commit()
PY
  fail "raw SQL"
check_json() { # NAME FILE: exit 0 and the output parses as JSON and as UTF-8
  python3 -c 'import json,sys; json.loads(open(sys.argv[1], "rb").read().decode("utf-8", "strict"))' "$2" ||
    fail "$1: the --json output is not valid UTF-8 JSON: $(cat "$2")"
}
"$cli" --db "$db" --json roster list >"$work/rosters.json" 2>"$work/err" || fail "roster list --json: $(cat "$work/err")"
check_json "roster list" "$work/rosters.json"
grep -qF '"name": "Caf\\xE9 \\x80 \\xE2\\x82"' "$work/rosters.json" || fail "roster list --json: $(cat "$work/rosters.json")"
"$cli" --db "$db" --json my-lists >"$work/lists.json" 2>"$work/err" || fail "my-lists --json: $(cat "$work/err")"
check_json "my-lists" "$work/lists.json"
grep -qF '"name_en": "Tiny \\xFFarmy"' "$work/lists.json" || fail "my-lists --json: $(cat "$work/lists.json")"
"$cli" --db "$db" roster list >"$work/rosters.txt" 2>"$work/err" || fail "roster list: $(cat "$work/err")"
iconv -f UTF-8 -t UTF-8 "$work/rosters.txt" >/dev/null || fail "roster list: output is not UTF-8"
grep -qF 'Caf\xE9 \x80 \xE2\x82' "$work/rosters.txt" || fail "roster list: $(cat "$work/rosters.txt")"
"$cli" --db "$db" --lang en my-lists >"$work/lists.txt" 2>"$work/err" || fail "my-lists: $(cat "$work/err")"
iconv -f UTF-8 -t UTF-8 "$work/lists.txt" >/dev/null || fail "my-lists: output is not UTF-8"
grep -qF 'Tiny \xFFarmy' "$work/lists.txt" || fail "my-lists: $(cat "$work/lists.txt")"
"$cli" --db "$db" roster write 1 "$work/back.ostr" >"$work/out" 2>&1 || fail "roster write: $(cat "$work/out")"
grep -qF '<name>Caf\xE9</name>' "$work/back.ostr" || fail "roster write: $(cat "$work/back.ostr")"
"$cli" --db "$db" my-lists show tiny >"$work/out" 2>&1 || fail "my-lists show: $(cat "$work/out")"
echo ok
