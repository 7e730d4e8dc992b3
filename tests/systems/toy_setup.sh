#!/usr/bin/env bash
# Sourced by the toy-game tests (toy_game.sh, toy_game_combat.sh): strict mode, a fresh WORK_DIR,
# a reference DB built from the toy game's folders alone (tests/data/systems) into DATA_DIR, and
# the helpers the tests share.
# Usage: source toy_setup.sh OST_CLI WORK_DIR DATA_DIR   (DATA_DIR inside WORK_DIR, or WORK_DIR itself)
set -euo pipefail
cli=$1
work=$2
data=$3
toy=$(cd "$(dirname "${BASH_SOURCE[0]}")/../data/systems" && pwd)
rm -rf "$work" && mkdir -p "$data"
# The test's name before each failure, then exit 1.
fail() { echo "$(basename "$0" .sh): $*" >&2; exit 1; }
# ost-cli on the toy DB and a user DB of its own, in English unless a later --lang says otherwise.
ost() { "$cli" --data "$data" --db "$work/user.sqlite" --lang en "$@"; }
# Runs a command that may fail: its output (with errors) in $out, its exit code in $rc.
capture() { set +e; out=$("$@" 2>&1); rc=$?; set -e; }

"$cli" build-db --lists "$toy/lists" --rules "$toy/data" --out "$data/ost-reference.sqlite" >/dev/null
