#!/usr/bin/env python3
# The layering guard: reads every #include of src/ and fails on an edge the table below forbids,
# on any wxWidgets include in core and on SQL text outside src/core/storage. src/core/README.md draws it.
"""Usage: layout_check.py SRC_DIR  -> exit 0 when the tree keeps the layers, 1 with one line per fault."""
import pathlib
import re
import sys

# Which folders a file in each folder may include (besides its own). Core layers bottom to top;
# `engine` sees only model and support; the front ends never see storage (they call services).
ALLOWED = {
    "core/support": set(),
    "core/model": {"core/support"},
    "core/io": {"core/model", "core/support"},
    "core/validation": {"core/model", "core/support"},
    "core/storage": {"core/io", "core/model", "core/support"},
    "core/reference": {"core/storage", "core/io", "core/model", "core/support"},
    "core/engine": {"core/model", "core/support"},
    "core/services": {"core/reference", "core/storage", "core/validation", "core/engine",
                      "core/io", "core/model", "core/support"},
    "cli": {"core/services", "core/reference", "core/validation", "core/engine", "core/io",
            "core/model", "core/support"},
    "app": {"core/services", "core/reference", "core/validation", "core/engine", "core/io",
            "core/model", "core/support"},
}
# Debts being paid: front-end files that still include a repository header. The service façade
# (issue 11) emptied it; it stays empty (a file may only leave it, never join it).
PENDING_FRONT_END_STORAGE: set[str] = set()

INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]')
SQL = re.compile(r'"[^"\n]*\b(SELECT\s|INSERT\s+(OR\s+\w+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|'
                 r'CREATE\s+(TABLE|VIRTUAL|INDEX|TRIGGER|VIEW)|PRAGMA\s|ATTACH\s+DATABASE|'
                 r'BEGIN\s+(IMMEDIATE|EXCLUSIVE|DEFERRED)|DROP\s+(TABLE|INDEX))')


def folder_of(rel: pathlib.PurePosixPath) -> str | None:
    parts = rel.parts
    if len(parts) >= 2 and parts[0] == "core":
        return f"core/{parts[1]}" if len(parts) > 2 else None
    if parts and parts[0] in ("app", "cli"):
        return parts[0]
    return None


def target_folder(include: str) -> str | None:
    parts = include.split("/")
    if len(parts) >= 3 and parts[0] == "core":
        return f"core/{parts[1]}"
    if len(parts) >= 2 and parts[0] in ("app", "cli"):
        return parts[0]
    return None


def check(src: pathlib.Path) -> list[str]:
    faults = []
    for path in sorted(src.rglob("*")):
        if path.suffix not in (".h", ".cpp", ".hpp", ".cc", ".sql") or not path.is_file():
            continue
        rel = pathlib.PurePosixPath(path.relative_to(src).as_posix())
        folder = folder_of(rel)
        if folder is None:
            continue
        if folder not in ALLOWED:
            faults.append(f"{rel}: folder {folder} is not in the layer table (tests/layout/layout_check.py)")
            continue
        if path.suffix == ".sql" and folder != "core/storage":
            faults.append(f"{rel}: SQL file outside src/core/storage")
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            match = INCLUDE.match(line)
            if match:
                include = match.group(1)
                if folder.startswith("core/") and include.startswith("wx/"):
                    faults.append(f"{rel}:{number}: core includes wxWidgets <{include}>")
                target = target_folder(include)
                if target and target != folder and target not in ALLOWED[folder]:
                    if folder in ("app", "cli") and target == "core/storage" \
                            and str(rel) in PENDING_FRONT_END_STORAGE:
                        continue
                    faults.append(f"{rel}:{number}: {folder} may not include {include} "
                                  f"({target} is not below it)")
                continue
            if folder != "core/storage" and SQL.search(line):
                faults.append(f"{rel}:{number}: SQL text outside src/core/storage")
    return faults


LINK = re.compile(r"target_link_libraries\(\s*ost_(\w+)\s+(?:PUBLIC|PRIVATE|INTERFACE)?([^)]*)\)", re.S)


def check_links(src: pathlib.Path) -> list[str]:
    """The layer targets' CMake links must follow the same table (ost_X links only layers below)."""
    faults = []
    for cmake in sorted((src / "core").glob("*/CMakeLists.txt")):
        rel = cmake.relative_to(src).as_posix()
        for match in LINK.finditer(cmake.read_text(encoding="utf-8")):
            layer = f"core/{match.group(1)}"
            if layer not in ALLOWED:
                continue
            for dep in match.group(2).split():
                if dep.startswith("ost_") and dep != "ost_stemmer":
                    target = f"core/{dep[4:]}"
                    if target not in ALLOWED[layer]:
                        faults.append(f"{rel}: ost_{match.group(1)} may not link {dep}")
                if "wx" in dep.lower():
                    faults.append(f"{rel}: ost_{match.group(1)} links wxWidgets ({dep})")
    return faults


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    src = pathlib.Path(sys.argv[1])
    if not src.is_dir():
        print(f"layout_check: {src} is not a folder", file=sys.stderr)
        return 2
    faults = check(src) + check_links(src)
    for fault in faults:
        print(fault)
    counted = sum(1 for p in src.rglob("*") if p.suffix in (".h", ".cpp"))
    print(f"layout: {counted} files read, {len(faults)} faults")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
