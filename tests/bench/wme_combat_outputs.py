#!/usr/bin/env python3
# Captures `ost-cli combat` outputs of WME combats (text and --json, English and French) and
# compares two captures: a change of the combat's arithmetic is checked against the outputs before.
"""Usage:
  wme_combat_outputs.py capture OST_CLI OUT_DIR [COUNT] [SEED]
      every WME combat scenario of tests/data/engine, then COUNT generated combats (default 300)
      that take the double path (large units, every type, charges, supports, several units,
      flyers, terror, covers, one or two rounds); writes OUT_DIR/<name>.<lang>.txt|json
  wme_combat_outputs.py compare BEFORE_DIR AFTER_DIR
      byte-identical outputs, outputs that differ, and the largest difference of a JSON
      probability (relative) and of a printed text figure; exit 1 when a JSON probability
      differs by more than 1e-12 relative (and 1e-300 absolute) or a structure differs."""
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ENGINE = os.path.join(HERE, "..", "data", "engine")
TYPES = ["infantry", "cavalry", "chariot", "monster", "artillery", "machine"]
ARMOURS = ["-", "6+", "5+", "4+", "3+"]


def side(rng, attacker):
    stands = rng.randint(8, 40)
    attacks = rng.randint(1, max(1, min(4, 120 // stands - 2)))
    hits = rng.randint(1, max(1, min(4, 120 // stands)))
    s = {"type": rng.choice(TYPES), "attacks": attacks, "hits": hits, "armour": rng.choice(ARMOURS), "stands": stands}
    if rng.random() < 0.3:
        s["supports"] = rng.randint(1, 4)
    if rng.random() < 0.2:
        s["units"] = rng.randint(2, 3)
    if attacker and rng.random() < 0.4:
        s["charging"] = True
    for flag, chance in (("flying", 0.1), ("terrifying", 0.1), ("confused", 0.1), ("flank", 0.1)):
        if rng.random() < chance:
            s[flag] = True
    return s


def generated(rng, i):
    scenario = {"system": "wme", "test": "combat", "attacker": side(rng, True), "defender": side(rng, False),
                "situation": {"terrain": rng.choice(["open", "open", "defended", "fortified"])},
                "rounds": 2 if rng.random() < 0.8 else 1}
    if rng.random() < 0.1:
        scenario["situation"]["pursue"] = False
    return f"gen{i:04d}", scenario


def scenarios(count, seed):
    out = []
    for name in sorted(os.listdir(ENGINE)):
        if name.startswith("wme-combat") and name.endswith(".json"):
            with open(os.path.join(ENGINE, name), encoding="utf-8") as f:
                out.append((name[:-5], json.load(f), os.path.join(ENGINE, name)))
    rng = random.Random(seed)
    for i in range(count):
        name, s = generated(rng, i)
        out.append((name, s, None))
    return out


def capture(cli, out_dir, count, seed):
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "user.sqlite")
        for name, scenario, path in scenarios(count, seed):
            if path is None:
                path = os.path.join(tmp, name + ".json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(scenario, f)
            for lang in ("en", "fr"):
                for fmt, extra in (("txt", []), ("json", ["--json"])):
                    run = subprocess.run([cli, "--db", db, "--lang", lang, "combat", *extra, path], capture_output=True,
                                         cwd=ENGINE)
                    with open(os.path.join(out_dir, f"{name}.{lang}.{fmt}"), "wb") as f:
                        f.write(run.stdout + run.stderr + f"\nexit {run.returncode}\n".encode())


def numbers(text):
    """The figures of a text output, in order (percentages and other decimals)."""
    out = []
    for word in text.replace(",", ".").split():
        try:
            out.append(float(word.rstrip("%")))
        except ValueError:
            pass
    return out


def json_part(raw):
    return json.loads(raw[: raw.rindex(b"\nexit")].decode())


def walk(a, b, worst):
    """Compares two JSON values: probabilities by relative difference, everything else exactly."""
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        return all(walk(a[k], b[k], worst) for k in a)
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return all(walk(x, y, worst) for x, y in zip(a, b))
    if isinstance(a, float) and isinstance(b, (int, float)) or isinstance(b, float) and isinstance(a, (int, float)):
        diff = abs(a - b)
        rel = diff / max(abs(a), abs(b)) if diff > 0 else 0.0
        worst[0] = max(worst[0], rel if diff > 1e-300 else 0.0)
        return True
    return a == b


def compare(before, after):
    names = sorted(os.listdir(before))
    same = differ = 0
    worst_json = [0.0]
    worst_text = 0.0
    broken = []
    for name in names:
        with open(os.path.join(before, name), "rb") as f:
            a = f.read()
        with open(os.path.join(after, name), "rb") as f:
            b = f.read()
        if a == b:
            same += 1
            continue
        differ += 1
        if name.endswith(".json"):
            if not walk(json_part(a), json_part(b), worst_json):
                broken.append(name)
        else:
            na, nb = numbers(a.decode()), numbers(b.decode())
            if len(na) != len(nb):
                broken.append(name)
            else:
                worst_text = max([worst_text] + [abs(x - y) for x, y in zip(na, nb)])
    print(f"{len(names)} outputs: {same} byte-identical, {differ} differ")
    print(f"largest relative difference of a JSON probability: {worst_json[0]:.3g}")
    print(f"largest difference of a printed text figure: {worst_text:.3g}")
    for name in broken:
        print(f"structure differs: {name}")
    return 0 if not broken and worst_json[0] <= 1e-12 else 1


def main(argv):
    if len(argv) >= 3 and argv[0] == "capture":
        capture(os.path.abspath(argv[1]), os.path.abspath(argv[2]), int(argv[3]) if len(argv) > 3 else 300,
                int(argv[4]) if len(argv) > 4 else 26)
        return 0
    if len(argv) == 3 and argv[0] == "compare":
        return compare(argv[1], argv[2])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
