#!/usr/bin/env bash
# A toy fifth game (tests/data/systems: "skirmish", data only) through ost-cli: a reference
# database built from its folders alone, a roster built, validated legal then illegal, its rules
# found, its legality table asked (allowed, forbidden, depends).
# Usage: toy_game.sh OST_CLI WORK_DIR
# shellcheck source=toy_setup.sh
source "$(dirname "$0")/toy_setup.sh" "$1" "$2" "$2"
cd "$work"
ost systems | grep -qx $'skirmish\tSkirmish (test game)' || fail "the toy system is not listed"

ost roster new band.ostr --system skirmish --list villagers --size 100 >/dev/null
ost roster add band.ostr militia --count 3 >/dev/null
ost roster add band.ostr riders >/dev/null
out=$(ost validate band.ostr) || fail "a legal toy roster is refused: $out"
grep -q '^Points: 55/100 (45 pts left) · Units: 4$' <<<"$out" || fail "points line: $out"
grep -q '^Legal roster' <<<"$out" || fail "verdict: $out"

ost roster add band.ostr riders --count 2 >/dev/null
capture ost validate band.ostr
[ "$rc" = 1 ] || fail "an illegal toy roster exits $rc, not 1"
grep -q 'Riders: at most 2 for a 100-point army, 3 chosen' <<<"$out" || fail "unit maximum: $out"
grep -q 'more than its size of 100 points (5 over).*(rule skirmish.muster)' <<<"$out" || fail "points over: $out"

ost rules search fight | grep -q '^skirmish.fight' || fail "the toy rules are not searchable"
ost --lang fr rules search egalite | grep -q '^skirmish.steady' || fail "the toy rules are not searchable in French"
# Its legality table (data/engine/skirmish.xml) through `ost-cli check`: allowed, forbidden, depends.
capture ost check "$toy/scenarios/charge-open.json"
[ "$rc" = 0 ] || fail "charge in the open exits $rc, not 0 (allowed): $out"
grep -q 'A band charges only an enemy it sees. (met) (rule skirmish.charge)' <<<"$out" || fail "reason: $out"
capture ost --lang fr check "$toy/scenarios/charge-marsh.json"
[ "$rc" = 1 ] || fail "charge into a marsh exits $rc, not 1 (forbidden): $out"
grep -q 'Personne ne charge dans un marais. (règle skirmish.charge)' <<<"$out" || fail "French reason: $out"
capture ost check "$toy/scenarios/charge-unseen.json"
[ "$rc" = 3 ] || fail "charge with sight unknown exits $rc, not 3 (depends): $out"
grep -q 'Does the band see the target?' <<<"$out" || fail "question asked: $out"
echo "toy game: roster, validation, rules search and legality through ost-cli"
