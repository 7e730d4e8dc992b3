#!/usr/bin/env bash
# GUI toy-game test (issue 25): a reference DB built from tests/data/systems alone (a fifth game
# nothing under src/ knows), then the real app under Xvfb opens its Legality page in both languages
# and its Combat page, where its fight (data-declared opposed roll) shows odds (ost-smoke --smoke-toy).
# Its engine data is variants/skirmish-d8.json: the fight (1D6) and a duel on D8, whose "I rolled..."
# offers faces 1 to 8. Usage: run_toy.sh OST_SMOKE OUT OST_CLI
set -euo pipefail
source "$(dirname "$0")/xvfb_common.sh"
cli=$3
toy=$(cd "$(dirname "$0")/../data/systems" && pwd)
mkdir -p "$out/data"
cp -r "$toy/data" "$out/toy-data"
cp "$toy/variants/skirmish-d8.json" "$out/toy-data/engine/skirmish.json"
"$cli" build-db --lists "$toy/lists" --rules "$out/toy-data" --out "$out/data/ost-reference.sqlite" >/dev/null
log="$out/run.log"
in_xvfb "$app" --data "$out/data" --db "$out/user.sqlite" --lang en --smoke-test "$out" --smoke-toy 2>&1 | tee "$log"
grep -q "smoke toy: legality verdict with 2 reasons in en" "$log"
grep -q "smoke toy: legality verdict with 2 reasons in fr" "$log"
grep -q "smoke toy: Combat page opened" "$log"
grep -q "smoke toy: Combat page fight odds shown in fr" "$log"
grep -q "smoke toy: I rolled... offers faces 1 to 6 (D6) for the fight, 1 to 8 (D8) for the duel" "$log"
grep -q "smoke toy: 0 errors logged" "$log"
