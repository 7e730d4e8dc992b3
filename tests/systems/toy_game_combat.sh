#!/usr/bin/env bash
# The toy fifth game fights (tests/data/systems: "skirmish", data only): its engine data declares
# the shared opposed-roll mechanic; build-db stores it in a reference DB, and `ost-cli combat`,
# given a data folder holding only that DB, answers with exact odds and a seeded roll. The
# expected fractions are worked out here by enumerating the dice, from the list's fight values.
# Usage: toy_game_combat.sh OST_CLI WORK_DIR
# shellcheck source=toy_setup.sh
source "$(dirname "$0")/toy_setup.sh" "$1" "$2" "$2/data"
[ "$(ls "$work/data")" = "ost-reference.sqlite" ] || fail "the data folder holds more than the reference DB"

# Each scenario: its JSON answer against the odds enumerated over two D6 (ties as the data says).
for scenario in fight-riders-charge fight-steady; do
  ost --lang en --json combat "$toy/scenarios/$scenario.json" >"$work/$scenario.json" \
    || fail "$scenario: ost-cli combat failed: $(cat "$work/$scenario.json")"
  python3 - "$toy" "$scenario" "$work/$scenario.json" <<'PY' || fail "$scenario: odds differ"
import json, sys, xml.etree.ElementTree as ET
from fractions import Fraction
toy, name, answer = sys.argv[1], sys.argv[2], json.load(open(sys.argv[3]))
scenario = json.load(open(f"{toy}/scenarios/{name}.json"))
units = {u.get("id"): int(u.find("stats").get("fight"))
         for u in ET.parse(f"{toy}/lists/skirmish/villagers.xml").getroot().iter("unit")}
def total(side):
    o = scenario.get(side, {})
    fight = o.get("fight", units[o["unit"].split("/")[-1]] if "unit" in o else 1)
    return fight + o.get("charging", 0)
a, d = total("attacker"), total("defender")
steady = scenario.get("defender", {}).get("steady", False)
odds = {"attacker_wins": Fraction(0), "tie": Fraction(0), "defender_wins": Fraction(0)}
for x in range(1, 7):
    for y in range(1, 7):
        m = (x + a) - (y + d)
        key = "attacker_wins" if m > 0 else "defender_wins" if m < 0 or steady else "tie"
        odds[key] += Fraction(1, 36)
expected = {k: str(v) for k, v in odds.items() if not (k == "tie" and steady)}
got = {o["id"]: o["exact"] for o in answer["outcomes"]}
print(name, "expected", expected, "got", got)
sys.exit(0 if got == expected else 1)
PY
done

# Its fields are the data's, listed by combat-fields like a compiled game's.
out=$(ost --lang en combat-fields skirmish fight) || fail "combat-fields: $out"
grep -q '^  attacker.fight  Fight value$' <<<"$out" || fail "combat-fields field: $out"
grep -q 'a whole number from 0 to 6' <<<"$out" || fail "combat-fields range: $out"
# Without --data, the reference DB beside the program (bin/../share/ost, as installed) is read too:
# its data-declared game is listed after the compiled ones.
mkdir -p "$work/install/bin" "$work/install/share/ost"
ln "$cli" "$work/install/bin/ost-cli" 2>/dev/null || cp "$cli" "$work/install/bin/ost-cli"
cp "$data/ost-reference.sqlite" "$work/install/share/ost/"
out=$("$work/install/bin/ost-cli" --db "$work/user.sqlite" --lang en combat-fields) || fail "combat-fields, bundled DB: $out"
[ "$(tail -n 1 <<<"$out")" = "  skirmish fight  Fight  (the Combat page opens on it)" ] \
  || fail "combat-fields without --data does not list the toy game last: $out"
out=$(ost --lang fr combat "$toy/scenarios/fight-steady.json") || fail "French answer: $out"
grep -q "La bande qui défend l'emporte .*7/12" <<<"$out" || fail "French labels from the data: $out"
grep -q "Une égalité compte comme une victoire de ce camp : bande qui défend" <<<"$out" || fail "tie rule: $out"
out=$(ost --lang en combat "$toy/scenarios/fight-riders-charge.json" --roll --seed 7) || fail "roll: $out"
grep -q "^  D6 = [1-6]  attacking band  \[skirmish.fight\]" <<<"$out" || fail "the roll's dice: $out"
grep -q "Outcome: \(attacker_wins\|tie\|defender_wins\)" <<<"$out" || fail "the roll's outcome: $out"
# Given dice are read on the test's own die: a 7 is not on the fight's D6; with the D8 variant of
# the data (variants/skirmish-d8.json), the duel takes an 8 and refuses a 9, in both languages.
printf '{"system": "skirmish", "test": "fight", "roll": [7, 1]}' >"$work/fight-7.json"
capture ost --lang en combat "$work/fight-7.json"
[ "$rc" != 0 ] || fail "a 7 on the fight's D6 was accepted: $out"
grep -q 'Die 1 of the roll is "7": a D6 shows 1 to 6.' <<<"$out" || fail "D6 given die message: $out"
mkdir -p "$work/d8/data" "$work/d8-rules"
cp -r "$toy/data/." "$work/d8-rules/"
cp "$toy/variants/skirmish-d8.json" "$work/d8-rules/engine/skirmish.json"
"$cli" build-db --lists "$toy/lists" --rules "$work/d8-rules" --out "$work/d8/data/ost-reference.sqlite" >/dev/null
d8() { "$cli" --data "$work/d8/data" --db "$work/user.sqlite" "$@"; }
printf '{"system": "skirmish", "test": "duel", "roll": [8, 7]}' >"$work/duel-8.json"
out=$(d8 --lang en combat "$work/duel-8.json") || fail "a duel rolled 8 and 7 on D8: $out"
grep -q "^  D8 = 8  attacking band  \[skirmish.fight\]" <<<"$out" || fail "the duel's given dice: $out"
grep -q "Outcome: attacker_wins" <<<"$out" || fail "8 + 1 against 7 + 1: $out"
printf '{"system": "skirmish", "test": "duel", "roll": [9, 1]}' >"$work/duel-9.json"
capture d8 --lang en combat "$work/duel-9.json"
[ "$rc" != 0 ] || fail "a 9 on the duel's D8 was accepted: $out"
grep -q 'Die 1 of the roll is "9": a D8 shows 1 to 8.' <<<"$out" || fail "D8 given die message: $out"
capture d8 --lang fr combat "$work/duel-9.json"
[ "$rc" != 0 ] || fail "a 9 on the duel's D8 was accepted in French: $out"
grep -q 'Le dé 1 du jet est « 9 » : un D8 montre de 1 à 8.' <<<"$out" || fail "D8 given die message in French: $out"
# The stored engine data is checked at build-db: an unknown mechanic is refused, located.
mkdir -p "$work/bad/data/engine"
cp -r "$toy/lists" "$work/bad/" && cp -r "$toy/data/rules" "$work/bad/data/"
sed 's/"opposed-roll"/"opposed-rol"/' "$toy/data/engine/skirmish.json" >"$work/bad/data/engine/skirmish.json"
capture "$cli" --lang en build-db --lists "$work/bad/lists" --rules "$work/bad/data" --out "$work/bad.sqlite"
[ "$rc" = 2 ] || fail "an unknown mechanic exits $rc, not 2: $out"
grep -q 'skirmish.json:3:[0-9]*: Unknown mechanic "opposed-rol": this version of Ost has "opposed-roll".' <<<"$out" \
  || fail "unknown mechanic message: $out"
# So is "ties_to" on a whole number (only a true-or-false field gives a tie to a side).
sed 's/"max": 1, "default": 0}/"max": 1, "default": 0, "ties_to": "attacker"}/' "$toy/data/engine/skirmish.json" \
  >"$work/bad/data/engine/skirmish.json"
capture "$cli" --lang en build-db --lists "$work/bad/lists" --rules "$work/bad/data" --out "$work/bad.sqlite"
[ "$rc" = 2 ] || fail "ties_to on a whole number exits $rc, not 2: $out"
grep -q 'skirmish.json:24:[0-9]*: Only a true-or-false field ("type": "boolean") gives a tie to a side ("ties_to"); "attacker.charging" is a whole number.' \
  <<<"$out" || fail "ties_to message: $out"
echo "toy game: combat through the registry, exact odds, a roll, from a DB-only data folder"
