#!/usr/bin/env bash
# GUI start-up in bad states (issue 14, "never locked out"): the real app (ost-smoke --smoke-start)
# starts under Xvfb on a damaged user DB, an absurd saved window geometry, a corrupted autosave of
# the last roster, a huge last roster (reopened with progress, then cancelled) and a DB another
# process holds locked, and must reach its main window each time; a run that cannot finish in
# time is stopped by the watchdog with a message (never a hang).
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
cli=${3:-}
failures=0
# run NAME DB [ANSWERS [OPTION...]]: starts the app on DB (answering the start-up questions), log in NAME.log
run() {
  local name=$1 db=$2 answers=${3:-}
  local args=(--db "$db" --lang en --smoke-test "$out/$name" --smoke-start --smoke-watchdog 60)
  [ -n "$answers" ] && args+=(--smoke-answers "$answers")
  [ $# -gt 3 ] && args+=("${@:4}")
  if in_xvfb "$app" "${args[@]}" >"$out/$name.log" 2>&1 \
      && grep -q "main window shown, 0 errors" "$out/$name.log"; then
    echo "$name: main window reached"
  else
    echo "$name: FAILED (see $out/$name.log)"; cat "$out/$name.log"; failures=$((failures + 1))
  fi
}
# within NAME MS: the first thing the user saw (a question or the main window) came within MS ms of
# the start, and so did each next one after the one before (ost-smoke logs when each came).
within() {
  local last=0 at
  for at in $(sed -n 's/^smoke test: \(question [0-9]*\|main window\) after \([0-9]*\) ms$/\2/p' "$out/$1.log"); do
    if [ $((at - last)) -gt "$2" ]; then
      echo "$1: FAILED: nothing new on screen for $((at - last)) ms (limit $2 ms)"; failures=$((failures + 1)); return
    fi
    last=$at
  done
  [ "$last" -gt 0 ] || { echo "$1: FAILED: no start-up time in the log"; failures=$((failures + 1)); return; }
  echo "$1: window or question within $2 ms ($(sed -n 's/^smoke test: \(question [0-9]*\|main window\) after \([0-9]*\) ms$/\1 \2 ms/p' "$out/$1.log" | paste -sd, -))"
}
expect() { # expect NAME PATTERN: the log of NAME holds PATTERN
  if ! grep -q -- "$2" "$out/$1.log"; then echo "$1: FAILED: no \"$2\" in the log"; failures=$((failures + 1)); fi
}

# A user DB that is not a database: one question; "Start with a new database" (0) keeps it aside.
printf 'not a database, only text that was here before\n%.0s' {1..100} >"$out/damaged.sqlite"
cp "$out/damaged.sqlite" "$out/damaged.orig"
run damaged "$out/damaged.sqlite" 0
expect damaged "damaged.sqlite is damaged, so Ost cannot read all of your data (file is not a database)"
expect damaged "kept beside it as damaged.sqlite.damaged-1"
cmp -s "$out/damaged.orig" "$out/damaged.sqlite.damaged-1" || { echo "damaged: FAILED: the old file was not kept"; failures=$((failures + 1)); }
within damaged 3000

# A database damaged after it was made (issue 28): its header reads, a data page does not. The
# question comes before the window (every page is read first), never "unexpected problem".
if [ -n "$cli" ]; then
  for i in 1 2 3 4 5 6; do
    "$cli" --db "$out/page.sqlite" --lang en roster import "$(dirname "$0")/../data/rosters/wme-legal.ostr" >/dev/null
  done
  sqlite3 "$out/page.sqlite" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
  size=$(stat -c %s "$out/page.sqlite")
  head -c 4096 /dev/zero | tr '\0' '\377' | dd of="$out/page.sqlite" bs=4096 seek=$((size / 4096 - 1)) conv=notrunc status=none
  run damaged-page "$out/page.sqlite" 0
  expect damaged-page "page.sqlite is damaged, so Ost cannot read all of your data"
  expect damaged-page "kept beside it as page.sqlite.damaged-1"
  within damaged-page 3000
  if grep -q "unexpected problem" "$out/damaged-page.log"; then
    echo "damaged-page: FAILED: an unexpected problem was reported"; failures=$((failures + 1))
  fi
fi

# A good DB first made by a normal start, then given absurd geometries and a corrupted autosave.
run fresh "$out/user.sqlite"
for geometry in "-99999 -99999 0 0" "100000 100000 100000000 100000000" "0 0 -5 1" "50 50 1 1"; do
  read -r x y w h <<<"$geometry"
  sqlite3 "$out/user.sqlite" "INSERT OR REPLACE INTO setting (key, value) VALUES ('window.x', '$x'), ('window.y', '$y'), ('window.width', '$w'), ('window.height', '$h')"
  run "geometry-${w}x${h}" "$out/user.sqlite"
  expect "geometry-${w}x${h}" "main window shown"
done

sqlite3 "$out/user.sqlite" "INSERT INTO roster (id, name, system_id, army_id, army_size, document) VALUES (77, 'Broken autosave', 'wme', 'empire', 2000, '<roster broken'); INSERT OR REPLACE INTO setting (key, value) VALUES ('roster.last_id', '77')"
run autosave "$out/user.sqlite"
expect autosave "warning shown: The last roster could not be reopened"
expect autosave "Broken autosave"
# Not reopened automatically next time: the second start asks nothing and warns of nothing.
[ -z "$(sqlite3 "$out/user.sqlite" "SELECT value FROM setting WHERE key = 'roster.last_id'")" ] \
  || { echo "autosave: FAILED: the broken roster is still the last one"; failures=$((failures + 1)); }
run autosave-again "$out/user.sqlite"
if grep -q "could not be reopened" "$out/autosave-again.log"; then
  echo "autosave-again: FAILED: warned again"; failures=$((failures + 1))
fi

# A huge roster (1000 entries, the entries-per-roster limit) as the last roster: it reopens in
# steps (progress logged); a scripted Cancel leaves an empty workspace, the user is told, and the
# next start does not reopen it (it stays among the stored rosters).
if [ -n "$cli" ]; then
  {
    echo '<roster format="1" system="wme" list="empire" size="2000"><name>Huge roster</name>'
    for i in $(seq 1 1000); do echo "<entry id=\"e$i\" unit=\"halberdiers\" count=\"1\"/>"; done
    echo '</roster>'
  } >"$out/huge.ostr"
  huge=$("$cli" --db "$out/user.sqlite" --lang en roster import "$out/huge.ostr" | sed -n 's/.*roster number \([0-9]*\).*/\1/p')
  [ -n "$huge" ] || { echo "huge: FAILED: the huge roster was not stored"; failures=$((failures + 1)); }
  sqlite3 "$out/user.sqlite" "INSERT OR REPLACE INTO setting (key, value) VALUES ('roster.last_id', '$huge')"
  run huge "$out/user.sqlite"
  expect huge "progress 50% Checking the roster (1000 entries)"
  expect huge "roster workspace holds a roster"
  # A slow load (each step 1.5 s more, whatever the roster): the window comes first, then the
  # roster; the next start reopens it (it opened).
  run huge-slow "$out/user.sqlite" "" --smoke-slow-load 1500
  within huge-slow 3000
  expect huge-slow "roster workspace holds a roster"
  run huge-cancel "$out/user.sqlite" "" --smoke-cancel-load
  expect huge-cancel "Cancel pressed"
  expect huge-cancel "roster workspace empty"
  expect huge-cancel "warning shown: The last roster was not opened"
  expect huge-cancel "Huge roster"
  [ -z "$(sqlite3 "$out/user.sqlite" "SELECT value FROM setting WHERE key = 'roster.last_id'")" ] \
    || { echo "huge-cancel: FAILED: the cancelled roster is still the last one"; failures=$((failures + 1)); }
  [ "$(sqlite3 "$out/user.sqlite" "SELECT count(*) FROM roster WHERE id = $huge")" = 1 ] \
    || { echo "huge-cancel: FAILED: the cancelled roster left the stored rosters"; failures=$((failures + 1)); }
  run huge-next "$out/user.sqlite"
  expect huge-next "roster workspace empty"
  if grep -q "smoke test: progress\|not opened\|could not be reopened" "$out/huge-next.log"; then
    echo "huge-next: FAILED: the cancelled roster was reopened or warned of again"; failures=$((failures + 1))
  fi
else
  echo "huge: FAILED: no ost-cli given to store the huge roster"; failures=$((failures + 1))
fi

# Another process holds the write lock of the DB while the app starts.
( echo "BEGIN EXCLUSIVE; INSERT OR REPLACE INTO setting (key, value) VALUES ('lock', 'held');"; sleep 20; echo "COMMIT;" ) \
  | sqlite3 "$out/user.sqlite" &
locker=$!
sleep 1
run locked "$out/user.sqlite" 1
within locked 3000
expect locked "is in use by"
kill "$locker" 2>/dev/null || true
wait "$locker" 2>/dev/null || true

# Another process holds the DB exclusively (nobody can even read it): the question within 3 s,
# "Open read-only" (1) does not wait again, then "Go on without saving" (1) reaches the window.
# ost-cli says it within 3 s too (exit 2), instead of waiting in silence.
( echo "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; INSERT OR REPLACE INTO setting (key, value) VALUES ('lock', 'held');"; sleep 30; echo "COMMIT;" ) \
  | sqlite3 "$out/user.sqlite" &
locker=$!
sleep 1
run locked-hard "$out/user.sqlite" 1,1
within locked-hard 3000
expect locked-hard "is in use by this program: sqlite3"
expect locked-hard "Nothing will be kept\|main window shown"
if [ -n "$cli" ]; then
  set +e
  start=$(date +%s%N)
  "$cli" --db "$out/user.sqlite" --lang en roster list >"$out/locked-cli.log" 2>&1
  code=$?
  took=$(( ($(date +%s%N) - start) / 1000000 ))
  set -e
  if [ "$code" != 0 ] && [ "$took" -lt 3000 ] && grep -q "is in use by" "$out/locked-cli.log"; then
    echo "locked-cli: told in $took ms (exit $code)"
  else
    echo "locked-cli: FAILED (exit $code after $took ms)"; cat "$out/locked-cli.log"; failures=$((failures + 1))
  fi
fi
kill "$locker" 2>/dev/null || true
wait "$locker" 2>/dev/null || true

# --smoke-test never hangs: a run that cannot end in time (the whole tour in 1 s) stops with a
# message and exit code 3 instead of waiting.
set +e
in_xvfb "$app" --db "$out/watchdog.sqlite" --lang en --smoke-test "$out/watchdog" --smoke-watchdog 1 \
  >"$out/watchdog.log" 2>&1
code=$?
set -e
if [ "$code" = 3 ] && grep -q "smoke test: FAILED: no result after 1 s" "$out/watchdog.log"; then
  echo "watchdog: the run stopped with a message"
else
  echo "watchdog: FAILED (exit $code, see $out/watchdog.log)"; failures=$((failures + 1))
fi

echo "bad states: $failures failure(s)"
[ "$failures" -eq 0 ]
