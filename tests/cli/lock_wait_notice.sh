#!/usr/bin/env bash
# A write of ost-cli that waits for another program's lock on the user database says so at once
# (issue 28: it waited 60 s in silence): the notice names the program holding the lock and how
# long ost-cli waits at most, is printed while the lock is still held, and the write then
# succeeds once the lock is released. Usage: lock_wait_notice.sh OST_CLI WORK
set -u
cli=$1
work=$2
rm -rf "$work" && mkdir -p "$work"
db="$work/user.sqlite"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

"$cli" --db "$db" roster new "$work/army.ostr" --system wme --list empire --size 2000 >/dev/null || fail "roster new"
"$cli" --db "$db" roster list >/dev/null || fail "roster list" # the database exists

# Another program holds the write lock for 4 s.
python3 - "$db" "$work/locked" 4 <<'PY' &
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
open(sys.argv[2], "w").write("locked")
time.sleep(float(sys.argv[3]))
db.execute("ROLLBACK")
PY
holder=$!
for _ in $(seq 100); do [ -e "$work/locked" ] && break; sleep 0.05; done
[ -e "$work/locked" ] || fail "the lock was not taken"

# `roster import` writes to the database (the default 60 s wait).
start=$(date +%s.%N)
"$cli" --db "$db" --lang en roster import "$work/army.ostr" >"$work/import.out" 2>"$work/import.err" &
writer=$!
sleep 1.5
if ! kill -0 "$writer" 2>/dev/null; then
  fail "ost-cli did not wait for the lock: $(cat "$work/import.out" "$work/import.err")"
fi
notice=$(cat "$work/import.err")
echo "after 1.5 s, while the lock is held: $notice"
case "$notice" in
  *"is in use by "*"(process $holder): waiting for it to finish, at most 60 s"*) ;;
  *) fail "no notice naming process $holder and the 60 s wait on stderr within 1.5 s: '$notice'" ;;
esac
wait "$writer"
rc=$?
end=$(date +%s.%N)
wait "$holder"
[ "$rc" = 0 ] || fail "the import failed once the lock was released (exit $rc): $(cat "$work/import.err")"
[ "$(grep -c 'waiting for it to finish' "$work/import.err")" = 1 ] || fail "the notice was not given once"
echo "import waited $(python3 -c "print(round($end - $start, 1))") s, exit $rc"

# French: the notice is translated.
python3 - "$db" "$work/locked2" 2 <<'PY' &
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
open(sys.argv[2], "w").write("locked")
time.sleep(float(sys.argv[3]))
db.execute("ROLLBACK")
PY
holder=$!
for _ in $(seq 100); do [ -e "$work/locked2" ] && break; sleep 0.05; done
"$cli" --db "$db" --lang fr roster import "$work/army.ostr" >/dev/null 2>"$work/fr.err" || fail "the French import failed"
wait "$holder"
grep -q "60 s" "$work/fr.err" && ! grep -q "waiting for it" "$work/fr.err" || fail "no French notice: $(cat "$work/fr.err")"

[ "$failures" = 0 ] && echo ok
exit "$failures"
