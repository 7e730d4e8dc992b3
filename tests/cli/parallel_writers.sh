#!/usr/bin/env bash
# Ten parallel writers on one roster file (`roster add`) and ten on one army list of the user's
# (`my-lists add-unit`), issue 28: every edit is kept, or refused with a message and a non-zero
# exit; none is lost while its writer says it succeeded. Then ten parallel `my-lists import` of
# one list file: one stores it, every other one says the list exists (none replaces it without
# --replace). Usage: parallel_writers.sh OST_CLI WORK
set -u
cli=$1
work=$2
rm -rf "$work" && mkdir -p "$work"
db="$work/user.sqlite"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
writers=10

# Checks the writers of one round: each exit 0 is a kept edit, each other exit has a message.
# check_round NAME KEPT (outputs in $work/NAME.N.out, exits in $work/NAME.N.rc)
check_round() {
  local name=$1 kept=$2 ok=0 refused=0 i rc
  for i in $(seq "$writers"); do
    rc=$(cat "$work/$name.$i.rc")
    if [ "$rc" = 0 ]; then
      ok=$((ok + 1))
    elif grep -q "being changed by another program" "$work/$name.$i.out"; then
      refused=$((refused + 1))
    else
      fail "$name writer $i: exit $rc without the message: $(cat "$work/$name.$i.out")"
    fi
  done
  echo "$name: $writers writers, $ok succeeded, $refused refused with a message, $kept edits kept"
  [ "$ok" = "$kept" ] || fail "$name: $ok writers succeeded but $kept edits are kept (edits lost)"
  [ $((ok + refused)) = "$writers" ] || fail "$name: some writers neither succeeded nor were refused"
}

# One roster file, ten `roster add` at once.
roster="$work/army.ostr"
"$cli" --db "$db" roster new "$roster" --system wme --list empire --size 2000 >/dev/null || fail "roster new"
for i in $(seq "$writers"); do
  ( "$cli" --db "$db" --lang en roster add "$roster" halberdiers >"$work/roster.$i.out" 2>&1
    echo $? >"$work/roster.$i.rc" ) &
done
wait
check_round roster "$(grep -c '<entry ' "$roster")"

# One army list of the user's (in the user DB), ten `my-lists add-unit` at once.
"$cli" --db "$db" my-lists new mine --system wme --name Mine >/dev/null || fail "my-lists new"
for i in $(seq "$writers"); do
  ( "$cli" --db "$db" --lang en my-lists add-unit mine "Guard $i" >"$work/list.$i.out" 2>&1
    echo $? >"$work/list.$i.rc" ) &
done
wait
units=$("$cli" --db "$db" --json my-lists | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["units"])')
check_round list "$units"

# One list file, ten `my-lists import` at once: exactly one stores it; the others find it stored
# and say so (without --replace nothing is replaced), or are refused while it is being written.
"$cli" --db "$db" my-lists export mine "$work/mine.xml" >/dev/null || fail "my-lists export"
"$cli" --db "$db" my-lists delete mine >/dev/null || fail "my-lists delete"
for i in $(seq "$writers"); do
  ( "$cli" --db "$db" --lang en my-lists import "$work/mine.xml" >"$work/import.$i.out" 2>&1
    echo $? >"$work/import.$i.rc" ) &
done
wait
stored=0
for i in $(seq "$writers"); do
  rc=$(cat "$work/import.$i.rc")
  if [ "$rc" = 0 ]; then
    stored=$((stored + 1))
  elif ! grep -q -e 'You already have a list with the id "mine"' -e "being changed by another program" \
      "$work/import.$i.out"; then
    fail "import $i: exit $rc without saying the list exists: $(cat "$work/import.$i.out")"
  fi
done
echo "import: $writers parallel imports of one list, $stored stored it"
[ "$stored" = 1 ] || fail "import: $stored imports say they stored the list (one should; the others find it)"

[ "$failures" = 0 ] && echo ok
exit "$failures"
