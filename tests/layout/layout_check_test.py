#!/usr/bin/env python3
# Tests the layering guard itself on a planted tree (tests/data/layout/planted): every planted
# fault is reported with its file and line, and nothing else; a tree with no fault passes.
import pathlib
import subprocess
import sys
import tempfile

here = pathlib.Path(__file__).resolve().parent
checker = here / "layout_check.py"
planted = here.parent / "data" / "layout" / "planted"

result = subprocess.run([sys.executable, str(checker), str(planted)], capture_output=True, text=True)
expected = [
    "core/model/upward.h:4: core/model may not include core/storage/user_database.h",
    "core/engine/sideways.cpp:3: core/engine may not include core/validation/roster_validator.h",
    "core/io/widget.cpp:2: core includes wxWidgets <wx/string.h>",
    "core/services/query.cpp:2: SQL text outside src/core/storage",
    "app/panel.cpp:3: app may not include core/storage/roster_repository.h",
    "core/validation/CMakeLists.txt: ost_validation may not link ost_storage",
]
failures = []
if result.returncode != 1:
    failures.append(f"exit code {result.returncode}, expected 1")
lines = [l for l in result.stdout.splitlines() if not l.startswith("layout:")]
for fault in expected:
    if not any(l.startswith(fault) for l in lines):
        failures.append(f"not reported: {fault}")
if len(lines) != len(expected):
    failures.append(f"{len(lines)} faults reported, expected {len(expected)}:\n" + "\n".join(lines))

with tempfile.TemporaryDirectory() as clean:
    root = pathlib.Path(clean)
    (root / "core" / "support").mkdir(parents=True)
    (root / "core" / "support" / "fine.h").write_text('#pragma once\n#include <string>\n')
    (root / "core" / "model").mkdir()
    (root / "core" / "model" / "ok.h").write_text('#include "core/support/fine.h"\n')
    ok = subprocess.run([sys.executable, str(checker), str(root)], capture_output=True, text=True)
    if ok.returncode != 0:
        failures.append(f"a clean tree failed: {ok.stdout}")

for f in failures:
    print("FAIL:", f)
print("layout fixture:", "1 passed, 0 failed" if not failures else "0 passed, 1 failed")
sys.exit(1 if failures else 0)
