#!/usr/bin/env bash
# A full disk or a file size limit while ost-cli saves (issue 28: the player read SQLite's "disk
# I/O error"): the message says what failed (the save of the roster, of the file) and why, in the
# player's language; it names no file the player did not give (a temporary file, the -wal); the
# old file is kept whole; ost-cli exits 2 instead of being killed by SIGXFSZ.
# A file size limit (`ulimit -f`) works everywhere; a real full disk (a small tmpfs) is tried in a
# user namespace (`unshare -rm`) and reported as skipped where the system does not allow one.
# Usage: full_disk.sh OST_CLI WORK
set -u
cli=$1
work=$2
rm -rf "$work" && mkdir -p "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
notes=$(head -c 60000 /dev/zero | tr '\0' 'n')

# check NAME RC OUTPUT_FILE PATTERN: exit 2 (not a signal) and PATTERN in the output, no internal file
check() {
  local name=$1 rc=$2 file=$3 pattern=$4
  [ "$rc" = 2 ] || fail "$name: exit $rc (2 expected; 153 is a kill by SIGXFSZ): $(cat "$file")"
  grep -q -- "$pattern" "$file" || fail "$name: no \"$pattern\" in: $(cat "$file")"
  if grep -q -e '\.tmp' -e '-wal' -e '-shm' -e '-journal' "$file"; then
    fail "$name: an internal file is named: $(cat "$file")"
  fi
  echo "$name: $(head -c 300 "$file")"
}

db="$work/user.sqlite"
"$cli" --db "$db" roster new "$work/army.ostr" --system wme --list empire --size 2000 >/dev/null || fail "roster new"
cp "$work/army.ostr" "$work/army.orig"

# 1. A roster file save past a 40 KB file size limit (the database's files stay within it).
( ulimit -f 40; exec "$cli" --db "$db" --lang en roster set "$work/army.ostr" --notes "$notes" ) >"$work/file.out" 2>&1
check file-limit $? "$work/file.out" "Cannot save $work/army.ostr. The file would be larger than this system lets Ost write (a file size limit)"
cmp -s "$work/army.ostr" "$work/army.orig" || fail "file-limit: the roster file was changed"
ls -a "$work" | grep -q '\.tmp' && fail "file-limit: a temporary file was left: $(ls -a "$work")"

# 2. A database write past the limit: the roster's row does not fit the -wal.
"$cli" --db "$db" roster set "$work/army.ostr" --notes "$notes" >/dev/null || fail "roster set (no limit)"
( ulimit -f 40; exec "$cli" --db "$db" --lang en roster import "$work/army.ostr" ) >"$work/db.out" 2>&1
check db-limit $? "$work/db.out" "Cannot save the roster .*The file would be larger than this system lets Ost write"

# 3. The same in French.
( ulimit -f 40; exec "$cli" --db "$db" --lang fr roster import "$work/army.ostr" ) >"$work/fr.out" 2>&1
check db-limit-fr $? "$work/fr.out" "limite de taille"

# 4. A real full disk: a 512 KB tmpfs in a user namespace, filled up, then a save to it.
if unshare -rm true 2>/dev/null; then
  unshare -rm bash -s "$cli" "$work" "$notes" >"$work/full.log" 2>&1 <<'INNER'
cli=$1 work=$2 notes=$3
mkdir -p "$work/small"
mount -t tmpfs -o size=512k tmpfs "$work/small" || { echo "SKIP: no tmpfs"; exit 0; }
small="$work/small"
"$cli" --db "$small/user.sqlite" roster new "$small/army.ostr" --system wme --list empire --size 2000 >/dev/null
cp "$small/army.ostr" "$work/small.orig"
dd if=/dev/zero of="$small/fill" bs=4k 2>/dev/null # until the disk is full
# The roster file on the full disk, the database elsewhere: the file's save meets the full disk.
"$cli" --db "$work/user.sqlite" --lang en roster set "$small/army.ostr" --notes "$notes" >"$work/full-file.out" 2>&1
echo "file rc=$?"
cmp -s "$small/army.ostr" "$work/small.orig" && echo "file kept"
"$cli" --db "$small/user.sqlite" --lang en roster import "$work/army.ostr" >"$work/full-db.out" 2>&1
echo "db rc=$?"
INNER
  if grep -q SKIP "$work/full.log"; then
    echo "full-disk: skipped ($(cat "$work/full.log"))"
  else
    grep -q "file rc=2" "$work/full.log" || fail "full-disk file: $(cat "$work/full.log")"
    grep -q "file kept" "$work/full.log" || fail "full-disk file: the roster file was changed"
    grep -q "db rc=2" "$work/full.log" || fail "full-disk db: $(cat "$work/full.log")"
    check full-disk-file 2 "$work/full-file.out" "Cannot save $work/small/army.ostr. The disk is full (no space is left on it): free some space"
    check full-disk-db 2 "$work/full-db.out" "Cannot open the database $work/small/user.sqlite. The disk is full (no space is left on it): free some space"
  fi
else
  echo "full-disk: skipped (no user namespace here; the file size limit above covers the messages)"
fi

[ "$failures" = 0 ] && echo ok
exit "$failures"
