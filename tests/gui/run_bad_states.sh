#!/usr/bin/env bash
# GUI start-up in bad states (issue 14, "never locked out"): the real app (ost-smoke --smoke-start)
# starts under Xvfb on a damaged user DB, an absurd saved window geometry, a corrupted autosave of
# the last roster and a DB another process holds locked, and must reach its main window each time.
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
failures=0
# run NAME DB [ANSWERS]: starts the app on DB (answering the start-up questions), log in NAME.log
run() {
  local name=$1 db=$2 answers=${3:-}
  local args=(--db "$db" --lang en --smoke-test "$out/$name" --smoke-start --smoke-watchdog 60)
  [ -n "$answers" ] && args+=(--smoke-answers "$answers")
  if in_xvfb "$app" "${args[@]}" >"$out/$name.log" 2>&1 \
      && grep -q "main window shown, 0 errors" "$out/$name.log"; then
    echo "$name: main window reached"
  else
    echo "$name: FAILED (see $out/$name.log)"; cat "$out/$name.log"; failures=$((failures + 1))
  fi
}
expect() { # expect NAME PATTERN: the log of NAME holds PATTERN
  if ! grep -q -- "$2" "$out/$1.log"; then echo "$1: FAILED: no \"$2\" in the log"; failures=$((failures + 1)); fi
}

# A user DB that is not a database: one question; "Start with a new database" (0) keeps it aside.
printf 'not a database, only text that was here before\n%.0s' {1..100} >"$out/damaged.sqlite"
cp "$out/damaged.sqlite" "$out/damaged.orig"
run damaged "$out/damaged.sqlite" 0
expect damaged "cannot be opened"
cmp -s "$out/damaged.orig" "$out/damaged.sqlite.damaged-1" || { echo "damaged: FAILED: the old file was not kept"; failures=$((failures + 1)); }

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

# Another process holds the write lock of the DB while the app starts.
( echo "BEGIN EXCLUSIVE; INSERT OR REPLACE INTO setting (key, value) VALUES ('lock', 'held');"; sleep 20; echo "COMMIT;" ) \
  | sqlite3 "$out/user.sqlite" &
locker=$!
sleep 1
run locked "$out/user.sqlite" 0
kill "$locker" 2>/dev/null || true
wait "$locker" 2>/dev/null || true

echo "bad states: $failures failure(s)"
[ "$failures" -eq 0 ]
