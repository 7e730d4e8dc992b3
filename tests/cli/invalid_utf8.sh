#!/usr/bin/env bash
# ost-cli refuses an argument that is not UTF-8 (exit 2, the argument shown escaped), and a
# rulebook in Latin-1 is still imported (decoded as documented). Usage: invalid_utf8.sh OST_CLI WORK
set -u
cli=$1
work=$2
rm -rf "$work" && mkdir -p "$work"
out=$("$cli" --db "$work/user.sqlite" rules search $'caf\xe9' 2>&1)
code=$?
echo "$out"
[ "$code" -eq 2 ] || { echo "exit $code, expected 2"; exit 1; }
echo "$out" | grep -q 'Argument 5 ("caf\\xE9") holds bytes that are not UTF-8 text, at byte 4' ||
  { echo "message missing"; exit 1; }
out=$("$cli" --db "$work/user.sqlite" --json roster new "$work/r.ostr" --system wme --list empire --size 2000 --name $'\xff\xfe' 2>&1)
code=$?
[ "$code" -eq 2 ] || { echo "a non-UTF-8 name was accepted (exit $code): $out"; exit 1; }
echo ok
