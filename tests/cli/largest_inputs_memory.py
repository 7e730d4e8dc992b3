#!/usr/bin/env python3
"""The largest accepted roster (issue 28, "every reader handles its largest accepted input in
under 2 s and 500 MB"): 1000 entries, each with 100 options and 100 magic items, 100 commands
(the caps of src/core/model/limits.h). `ost-cli validate` and `ost-cli export --format html` run
on it as child processes; the peak memory of each (its own ru_maxrss, from wait4) must stay
under 500 MB and its time under the bound given (the core test input_limits_test checks 2 s in
process; here the whole program, start-up included, on a machine that may be busy).
One more magic item than the cap is refused (exit 2) within the same bounds.
Usage: largest_inputs_memory.py OST_CLI WORK [SECONDS]"""
import os
import subprocess
import sys
import time
from pathlib import Path

LIMIT_MB = 500
ENTRIES, OPTIONS, ITEMS, COMMANDS = 1000, 100, 100, 100


def roster(extra_item=False):
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<roster format="1" system="wme" list="empire" size="2000">']
    lines += ['  <command id="c%d"/>' % c for c in range(COMMANDS)]
    for e in range(ENTRIES):
        lines.append('  <entry id="e%d" unit="halberdiers" count="4">' % e)
        lines += ['    <option id="o%d"/>' % o for o in range(OPTIONS)]
        items = ITEMS + (1 if extra_item and e == 7 else 0)
        lines += ['    <magic-item id="banniere-de-bataille"/>'] * items
        lines.append('  </entry>')
    lines.append('</roster>')
    return "\n".join(lines) + "\n"


def measure(args):
    """Runs `args`; returns (exit status, seconds, peak resident MB of that process alone)."""
    start = time.monotonic()
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    took = time.monotonic() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    return child.returncode, took, usage.ru_maxrss / 1024.0  # Linux: kilobytes


def main():
    cli, work = sys.argv[1], Path(sys.argv[2])
    bound = float(sys.argv[3]) if len(sys.argv) > 3 else 10.0
    work.mkdir(parents=True, exist_ok=True)
    big, over = work / "largest.ostr", work / "over.ostr"
    big.write_text(roster(), encoding="utf-8")
    over.write_text(roster(extra_item=True), encoding="utf-8")
    db = str(work / "user.sqlite")
    runs = [
        ("validate", [cli, "--db", db, "validate", str(big)], (0, 1)),
        ("export html", [cli, "--db", db, "export", str(big), "--format", "html", "--out", str(work / "out.html")], (0,)),
        ("export text", [cli, "--db", db, "export", str(big)], (0,)),
        ("validate one item over the cap", [cli, "--db", db, "validate", str(over)], (2,)),
    ]
    failures = 0
    print("largest accepted roster: %.1f MB" % (big.stat().st_size / 1e6))
    for name, args, expected in runs:
        rc, took, peak = measure(args)
        print("%-32s exit %d, %.2f s, peak %.0f MB" % (name, rc, took, peak))
        if rc not in expected:
            print("FAIL: %s: exit %d, expected %s" % (name, rc, expected))
            failures += 1
        if peak >= LIMIT_MB:
            print("FAIL: %s: %.0f MB, the bound is %d MB" % (name, peak, LIMIT_MB))
            failures += 1
        if took >= bound:
            print("FAIL: %s: %.1f s, the bound here is %.0f s" % (name, took, bound))
            failures += 1
    print("ok" if failures == 0 else "%d failures" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
