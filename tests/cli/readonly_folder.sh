#!/usr/bin/env bash
# A real read-only database folder (issue 14): tests run as root, which ignores permission bits, so
# the programs run here as an unprivileged user (setpriv, uid/gid 65534) on a folder chmod 555
# holding a copy of a user database; as a normal user, chmod alone does it. ost-cli must take the
# read-only path (a note, reading works, writing fails with exit 2), `ost` (ost-smoke, when given)
# must ask and reach its main window read-only, and the file must be untouched (checksum, no file
# created beside it). The setup is checked first: the folder must really refuse a new file.
# Usage: readonly_folder.sh OST-CLI [OST-SMOKE]
set -euo pipefail
cli=$1
smoke=${2:-}
stage=$(cd "$(dirname "$cli")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/ost-readonly-XXXXXX")
cleanup() { chmod -R u+w "$work" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
chmod 755 "$work"
export LC_ALL=C LANG=C

# The binaries and their data copied where the other user can read them (the build tree may not
# be readable by that user): <work>/stage/bin and <work>/stage/share, the layout they look beside.
mkdir -p "$work/stage/bin" "$work/stage/share" "$work/home"
cp "$cli" "$work/stage/bin/"
[ -n "$smoke" ] && cp "$smoke" "$work/stage/bin/"
cp -r "$stage/share/ost" "$work/stage/share/"
[ -d "$stage/share/locale" ] && cp -r "$stage/share/locale" "$work/stage/share/"
# The sample rosters too: the checkout may lie where that user cannot read (/root/ost on a fresh
# machine), and a refusal must come from the read-only database, not from an unreadable roster.
mkdir -p "$work/rosters"
cp "$(dirname "$0")/../data/rosters/wme-legal.ostr" "$(dirname "$0")/../data/rosters/adlg-legal.ostr" "$work/rosters/"
chmod -R a+rX "$work/stage" "$work/rosters"
ost_cli="$work/stage/bin/$(basename "$cli")"

if [ "$(id -u)" = 0 ]; then
  mode="root, programs run as uid 65534 (setpriv)"
  as_user() { setpriv --reuid=65534 --regid=65534 --clear-groups -- env HOME="$work/home" XDG_DATA_HOME="$work/home" XDG_RUNTIME_DIR= "$@"; }
  chown 65534:65534 "$work/home"
else
  mode="user $(id -un), chmod only"
  as_user() { env HOME="$work/home" XDG_DATA_HOME="$work/home" "$@"; }
fi
echo "read-only folder test as $mode"
failures=0
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }

# A user database with one roster, made normally, then its folder made read-only. The file itself
# stays writable by the user: only the folder refuses (no -wal, -shm or backup can be created).
folder="$work/my data #1"
mkdir -p "$folder"
db="$folder/user.sqlite"
"$ost_cli" --db "$db" --lang en roster import "$(dirname "$0")/../data/rosters/wme-legal.ostr" >/dev/null
[ "$(id -u)" = 0 ] && chown -R 65534:65534 "$folder"
chmod 644 "$db"
chmod 555 "$folder"
sum_before=$(sha256sum "$db" | cut -d' ' -f1)
list_before=$(ls -A "$folder")
# The setup itself: the user cannot create a file in the folder (never skipped silently).
if as_user touch "$folder/probe" 2>/dev/null; then
  fail "the folder is writable by the test user: the test would prove nothing"
  rm -f "$folder/probe"
fi

# ost-cli: reading works, with a note that the database is read read-only.
set +e
as_user "$ost_cli" --db "$db" --lang en roster list >"$work/list.out" 2>"$work/list.err"
code=$?
set -e
[ "$code" = 0 ] || { fail "roster list exited $code"; cat "$work/list.out" "$work/list.err"; }
grep -q "opened read-only" "$work/list.err" || { fail "no read-only note"; cat "$work/list.err"; }
grep -q "$db" "$work/list.err" || fail "the note does not name $db"
grep -q "file:" "$work/list.err" && fail "the note shows a file: URI"
[ -s "$work/list.out" ] || fail "roster list printed nothing"
# Writing fails with a message and exit code 2.
set +e
as_user "$ost_cli" --db "$db" --lang en roster import "$work/rosters/adlg-legal.ostr" \
  >"$work/import.out" 2>"$work/import.err"
code=$?
set -e
[ "$code" = 2 ] || { fail "roster import exited $code, not 2"; cat "$work/import.out" "$work/import.err"; }
grep -qi "read-only\|readonly" "$work/import.err" || { fail "the import error does not say why"; cat "$work/import.err"; }
echo "ost-cli: roster list exit 0 (read-only note), roster import exit $code"

# ost (ost-smoke --smoke-start): one question "cannot be written", answered "Open read-only" (0);
# the main window comes up; quitting writes nothing.
if [ -n "$smoke" ]; then
  ost_smoke="$work/stage/bin/$(basename "$smoke")"
  mkdir -p "$work/shots" && chmod 777 "$work/shots"
  set +e
  as_user timeout 120 xvfb-run -a -s "-screen 0 1280x800x24" "$ost_smoke" --db "$db" --lang en \
    --smoke-test "$work/shots" --smoke-start --smoke-answers 0 --smoke-watchdog 60 >"$work/gui.log" 2>&1
  code=$?
  set -e
  [ "$code" = 0 ] || fail "ost-smoke exited $code"
  grep -q "asked \"Your database $db cannot be written" "$work/gui.log" || fail "no read-only question"
  grep -q "main window shown, 0 errors" "$work/gui.log" || fail "the main window was not reached cleanly"
  [ "$failures" = 0 ] || cat "$work/gui.log"
  echo "ost: asked, opened read-only, main window reached (exit $code)"
fi

# No database yet in a read-only folder (issue 28): ost-cli reads the reference data from a
# database in memory (validate, rules search exit 0, with a note), refuses changes; the app asks
# within 3 s and goes on without saving, saying nothing will be kept. Nothing is created.
empty="$work/no db here"
mkdir -p "$empty"
chmod 555 "$empty"
none="$empty/user.sqlite"
for command in "validate $work/rosters/wme-legal.ostr" "rules search charge"; do
  set +e
  # shellcheck disable=SC2086
  as_user "$ost_cli" --db "$none" --lang en $command >"$work/none.out" 2>"$work/none.err"
  code=$?
  set -e
  [ "$code" = 0 ] || { fail "no database: '$command' exited $code"; cat "$work/none.out" "$work/none.err"; }
  grep -q "cannot be created" "$work/none.err" || { fail "no database: no note for '$command'"; cat "$work/none.err"; }
done
set +e
as_user "$ost_cli" --db "$none" --lang en roster import "$work/rosters/adlg-legal.ostr" \
  >"$work/none.out" 2>"$work/none.err"
code=$?
set -e
[ "$code" = 2 ] || { fail "no database: roster import exited $code, not 2"; cat "$work/none.out" "$work/none.err"; }
echo "ost-cli without a database: validate and rules search exit 0, roster import exit $code"
if [ -n "$smoke" ]; then
  set +e
  as_user timeout 120 xvfb-run -a -s "-screen 0 1280x800x24" "$ost_smoke" --db "$none" --lang en \
    --smoke-test "$work/shots" --smoke-start --smoke-answers 0 --smoke-watchdog 60 >"$work/gui-none.log" 2>&1
  code=$?
  set -e
  [ "$code" = 0 ] || fail "ost-smoke without a database exited $code"
  grep -q "asked \"Your database $none cannot be created" "$work/gui-none.log" || fail "no question (no database)"
  grep -q "main window shown, 0 errors" "$work/gui-none.log" || fail "no database: the main window was not reached"
  first=$(sed -n 's/^smoke test: question 1 after \([0-9]*\) ms$/\1/p' "$work/gui-none.log")
  [ -n "$first" ] && [ "$first" -lt 3000 ] || fail "no database: no question within 3 s (${first:-none})"
  [ "$failures" = 0 ] || cat "$work/gui-none.log"
  echo "ost without a database: asked after ${first:-?} ms, went on without saving"
fi
[ -z "$(ls -A "$empty")" ] || fail "files appeared in the folder without a database: $(ls -A "$empty")"

[ "$(sha256sum "$db" | cut -d' ' -f1)" = "$sum_before" ] || fail "the database file changed"
[ "$(ls -A "$folder")" = "$list_before" ] || fail "files appeared in the folder: $(ls -A "$folder")"
echo "read-only folder: $failures failure(s)"
[ "$failures" -eq 0 ]
