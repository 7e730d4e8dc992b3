#!/usr/bin/env python3
# Tests the layering guard on a planted tree (tests/data/layout/planted) and temporary ones: each planted
# fault is reported, nothing else (front ends past services, a leaking façade, app files > 800 / functions > 80).
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
    # The games' layer: above the shared engine and validator, below storage's reach.
    "core/engine/names_a_game.cpp:3: core/engine may not include core/systems/toy/toy_module.h",
    "core/validation/game_rules.cpp:3: core/validation may not include core/systems/toy/toy_army_rules.h",
    "core/systems/toy/toy_module.cpp:4: core/systems may not include core/storage/user_database.h",
    "core/systems/CMakeLists.txt: ost_systems may not link ost_storage",
    # Reached through a header that may include it: app -> services/facade.h -> storage/hidden.h.
    "app/transitive.cpp:3: app reaches core/storage/hidden.h through core/services/facade.h",
    # Issue 25: a front end names services, model, support and the engine's value headers only
    # (app/facade_ok.cpp reaches the rules façade through services: no fault).
    "app/direct.cpp:3: app may not include core/io/roster_code.h",
    "app/direct.cpp:4: app may not include core/reference/rules_service.h",
    "app/direct.cpp:5: app may not include core/validation/army_limits.h",
    "cli/engine.cpp:3: cli may not include core/engine/hex_attack.h (an engine header that is not a value type",
    "cli/through.cpp:3: cli reaches core/io/roster_reader.h through core/services/files.h",
    "app/second_rules.cpp:3: app builds a RulesService of its own",
    "app/second_rules.cpp:4: app builds a SearchWorker of its own",
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


with tempfile.TemporaryDirectory() as leaky:
    # A façade the front ends may reach (reference/rules_service.h) that starts including storage:
    # the façade itself fails, and so does the front end that reaches storage through it.
    root = pathlib.Path(leaky)
    for folder in ("app", "core/services", "core/reference", "core/storage"):
        (root / folder).mkdir(parents=True)
    (root / "app" / "rules_page.cpp").write_text('#include "core/services/rules_companion.h"\n')
    (root / "core" / "services" / "rules_companion.h").write_text('#include "core/reference/rules_service.h"\n')
    (root / "core" / "reference" / "rules_service.h").write_text(
        '#include "core/model/rule_hit.h"\n#include "core/storage/user_database.h"\n')
    (root / "core" / "storage" / "user_database.h").write_text('#include <SQLiteCpp/Database.h>\n')
    leak = subprocess.run([sys.executable, str(checker), str(root)], capture_output=True, text=True)
    leak_lines = [l for l in leak.stdout.splitlines() if not l.startswith("layout:")]
    for fault in ["core/reference/rules_service.h:2: a header the front ends reach through services includes "
                  "core/storage/user_database.h",
                  "app/rules_page.cpp:1: app reaches core/storage/user_database.h through core/services/rules_companion.h"]:
        if not any(l.startswith(fault) for l in leak_lines):
            failures.append(f"not reported: {fault} (got {leak_lines})")
    if leak.returncode != 1 or len(leak_lines) != 2:
        failures.append(f"the leaking façade: exit {leak.returncode}, faults {leak_lines}")


def body(lines: int) -> str:
    """A function of `lines` lines, signature and closing brace included."""
    inner = "".join(f"    total += {i};\n" for i in range(lines - 3))
    return "int sum() {\n    int total = 0;\n" + inner + "}\n"


def sized_tree(root: pathlib.Path, file_lines: int, function_lines: int) -> subprocess.CompletedProcess:
    """A tree with one app file of `file_lines` lines holding a function of `function_lines`,
    a constructor with brace initialisers and a lambda table (neither is a function to count)."""
    (root / "app").mkdir(parents=True)
    text = ('// sized\n#include <string>\n'
            'struct Box { Box(int a); int m_a; int m_b; };\n'
            'Box::Box(int a) : m_a{a}, m_b{2} {\n    m_a += 1;\n}\n'
            'const int kTable[] = {\n' + "    1,\n" * 100 + '};\n' + body(function_lines))
    padding = file_lines - text.count("\n")
    (root / "app" / "sized.cpp").write_text(text + "// padding\n" * padding)
    return subprocess.run([sys.executable, str(checker), str(root)], capture_output=True, text=True)


with tempfile.TemporaryDirectory() as tmp:
    within = sized_tree(pathlib.Path(tmp) / "within", 800, 80)
    if within.returncode != 0:
        failures.append(f"an 800-line file with an 80-line function failed: {within.stdout}")
    over = sized_tree(pathlib.Path(tmp) / "over", 801, 81)
    over_lines = [l for l in over.stdout.splitlines() if not l.startswith("layout:")]
    for fault in ["app/sized.cpp: 801 lines (an app file has at most 800)",
                  "app/sized.cpp:109: sum is 81 lines (an app function has at most 80)"]:
        if fault not in over_lines:
            failures.append(f"not reported: {fault} (got {over_lines})")
    if over.returncode != 1 or len(over_lines) != 2:
        failures.append(f"the oversized tree: exit {over.returncode}, faults {over_lines}")

for f in failures:
    print("FAIL:", f)
print("layout fixture:", "1 passed, 0 failed" if not failures else "0 passed, 1 failed")
sys.exit(1 if failures else 0)
