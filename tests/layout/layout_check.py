#!/usr/bin/env python3
# The layering guard: follows every #include of src/ transitively; fails on an edge the table below
# forbids (front ends: services, model, support, engine values), wx in core, SQL outside storage, app size.
"""Usage: layout_check.py SRC_DIR  -> exit 0 when the tree keeps the layers, 1 with one line per fault."""
import pathlib
import re
import sys

# Which folders a file in each folder may include (besides its own). Core layers bottom to top;
# `engine` sees only model and support; `systems` (one folder per game and the registry) sits
# above the shared engine and validator, which never see a game; the front ends never see storage
# or a game's folder (they call services).
ALLOWED = {
    "core/support": set(),
    "core/model": {"core/support"},
    "core/io": {"core/model", "core/support"},
    "core/validation": {"core/model", "core/support"},
    "core/storage": {"core/io", "core/model", "core/support"},
    "core/reference": {"core/storage", "core/io", "core/model", "core/support"},
    "core/engine": {"core/model", "core/support"},
    "core/systems": {"core/engine", "core/validation", "core/model", "core/support"},
    "core/services": {"core/reference", "core/storage", "core/systems", "core/validation", "core/engine",
                      "core/io", "core/model", "core/support"},
    # The front ends (issue 25): services, model, support and the engine's value headers
    # (FRONT_END_ENGINE) only; io, reference, validation and storage stay behind the services.
    "cli": {"core/services", "core/engine", "core/model", "core/support"},
    "app": {"core/services", "core/engine", "core/model", "core/support"},
}
FRONT_ENDS = ("app", "cli")
# The engine headers a front end may name: the values the pages and commands draw (the combat
# schema and scenario, odds, dice, legality situations, verdicts and fact domains, the hex board's
# geometry). A named list, not the whole engine: the machinery the game modules (core/systems)
# build on stays behind the schema and the scenario: adding a game changes no front-end file. What these
# headers include is the engine's own business (the engine sees only model and support).
FRONT_END_ENGINE = {
    "core/engine/combat_schema.h", "core/engine/custom_die.h", "core/engine/dice_source.h",
    "core/engine/odds_result.h", "core/engine/scenario.h",
    "core/engine/legality/check_result.h", "core/engine/legality/fact_domain.h",
    "core/engine/legality/hex_board_facts.h", "core/engine/legality/hex_grid.h",
    "core/engine/legality/hex_line_of_sight.h", "core/engine/legality/rule_table.h",
    "core/engine/legality/situation.h", "core/engine/legality/verdict.h",
}
# The only headers of the layers below services a front end may reach, and only through a
# services header (never by its own #include): the façades the services hand out. Each may
# itself include model and support only (checked), so none opens a path to files or SQLite.
FRONT_END_THROUGH_SERVICES = {
    # Session::rules() returns it (services/rules_companion.h); its header names no storage type.
    "core/reference/rules_service.h",
    # RosterReport and the validator's read-only queries (list, system, allies, choices of an
    # entry): RosterEditor::validator() and the roster services return them.
    "core/validation/roster_validator.h",
}
# Debts being paid: front-end files that still include a repository header. The service façade
# (issue 11) emptied it; it stays empty (a file may only leave it, never join it).
PENDING_FRONT_END_STORAGE: set[str] = set()

# Size limits of the GUI (src/app): a file over 800 lines, a function over 80 lines fails.
MAX_APP_FILE_LINES = 800
MAX_APP_FUNCTION_LINES = 80
# Being split on another branch, issue 25: files (or one function, "file:Class::function") that
# another helper brings under the size limits on its own branch. The lead empties this set when
# the branches are merged; nothing else goes in it.
PENDING_SIZE_SPLIT: set[str] = set()  # emptied when issue 25's branches merged; it stays empty
# Headers only src/core/storage may reach (the front ends call services, never SQLite).
STORAGE_ONLY_EXTERNAL = ("SQLiteCpp/", "sqlite3.h")

# A front end never builds a RulesService (or a search worker, which holds one) of its own: it
# uses the session's (Session::rules(), Session::search_worker()).
OWN_RULES_SERVICE = re.compile(r"make_(unique|shared)\s*<\s*(reference::)?(RulesService|SearchWorker)\b|"
                               r"\bnew\s+(reference::)?(RulesService|SearchWorker)\b|"
                               r"\b(RulesService|SearchWorker)\s+\w+\s*[({]")
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


def sources(src: pathlib.Path):
    """(path, path relative to src, folder) of every C++ or SQL file of src/ in a layer folder."""
    for path in sorted(src.rglob("*")):
        if path.suffix not in (".h", ".cpp", ".hpp", ".cc", ".sql") or not path.is_file():
            continue
        rel = pathlib.PurePosixPath(path.relative_to(src).as_posix())
        yield path, rel, folder_of(rel)


def includes_of(src: pathlib.Path) -> dict[str, list[tuple[int, str]]]:
    """Every file's #include lines (line number, included name), keyed by its path under src."""
    table = {}
    for path, rel, folder in sources(src):
        if folder is None or path.suffix == ".sql":
            continue
        found = []
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            match = INCLUDE.match(line)
            if match:
                found.append((number, match.group(1)))
        table[str(rel)] = found
    return table


def forbidden(folder: str, include: str) -> str | None:
    """Why `folder` may not reach `include` (directly or through other headers), or None."""
    if folder.startswith("core/") and include.startswith("wx/"):
        return "wxWidgets"
    if include.startswith(STORAGE_ONLY_EXTERNAL) and folder in ("app", "cli"):
        return "SQLite (core/storage only)"
    target = target_folder(include)
    if target and target != folder and target not in ALLOWED[folder]:
        return f"{target} is not below it"
    return None


def engine_fault(folder: str, include: str) -> str | None:
    """Why a front end may not name the engine header `include` itself, or None."""
    if folder in FRONT_ENDS and target_folder(include) == "core/engine" and include not in FRONT_END_ENGINE:
        return "an engine header that is not a value type (FRONT_END_ENGINE)"
    return None


def check_facades(table: dict[str, list[tuple[int, str]]]) -> list[str]:
    """Each header of FRONT_END_THROUGH_SERVICES exists and includes only model and support."""
    faults = []
    for header in sorted(FRONT_END_THROUGH_SERVICES):
        if header not in table:
            continue  # a planted tree without it
        for number, name in table[header]:
            target = target_folder(name)
            if target and target not in ("core/model", "core/support"):
                faults.append(f"{header}:{number}: a header the front ends reach through services "
                              f"includes {name} (only model and support)")
    return faults


def check_transitive(src: pathlib.Path, table: dict[str, list[tuple[int, str]]]) -> list[str]:
    """An include allowed by itself that brings in, through the headers it includes, a header
    the including file's folder may not reach: one fault per include line (the first such header)."""
    faults = []
    reached_cache: dict[str, list[tuple[str, str]]] = {}

    def reached(header: str) -> list[tuple[str, str]]:
        """(header reached, the header that includes it) for everything `header` includes, transitively."""
        if header in reached_cache:
            return reached_cache[header]
        reached_cache[header] = []
        out, queue, seen = [], [header], {header}
        while queue:
            current = queue.pop(0)
            for _, name in table.get(current, []):
                if name in seen:
                    continue
                seen.add(name)
                out.append((name, current))
                if name in table:
                    queue.append(name)
        reached_cache[header] = out
        return out

    for rel, found in table.items():
        folder = folder_of(pathlib.PurePosixPath(rel))
        if folder not in ALLOWED:
            continue
        for number, include in found:
            if include not in table or forbidden(folder, include) or \
                    folder_of(pathlib.PurePosixPath(include)) == folder:
                continue  # a system header, a direct fault (check()) or a header judged on its own
            for name, through in reached(include):
                why = forbidden(folder, name)
                if why and folder in FRONT_ENDS and name in FRONT_END_THROUGH_SERVICES:
                    continue  # a façade the services hand out (its own includes are checked)
                if why and not (folder in ("app", "cli") and rel in PENDING_FRONT_END_STORAGE):
                    faults.append(f"{rel}:{number}: {folder} reaches {name} through {include}"
                                  f" (included by {through}; {why})")
                    break
    return faults


def check(src: pathlib.Path) -> list[str]:
    faults = []
    for path, rel, folder in sources(src):
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
                if folder in ("app", "cli") and include.startswith(STORAGE_ONLY_EXTERNAL):
                    faults.append(f"{rel}:{number}: {folder} includes SQLite <{include}> (core/storage only)")
                target = target_folder(include)
                if target and target != folder and target not in ALLOWED[folder]:
                    if folder in ("app", "cli") and target == "core/storage" \
                            and str(rel) in PENDING_FRONT_END_STORAGE:
                        continue
                    faults.append(f"{rel}:{number}: {folder} may not include {include} "
                                  f"({target} is not below it)")
                elif engine_fault(folder, include):
                    faults.append(f"{rel}:{number}: {folder} may not include {include} "
                                  f"({engine_fault(folder, include)})")
                continue
            if folder != "core/storage" and SQL.search(line):
                faults.append(f"{rel}:{number}: SQL text outside src/core/storage")
            if folder in FRONT_ENDS and (own := OWN_RULES_SERVICE.search(line)):
                kind = "SearchWorker" if "SearchWorker" in own.group(0) else "RulesService"
                faults.append(f"{rel}:{number}: {folder} builds a {kind} of its own (the session's: "
                              f"Session::rules(), Session::search_worker())")
    return faults


def code_only(text: str) -> str:
    """`text` with comments, string and character literals blanked (line breaks kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i)
            delimiter = ")" + text[i + 2:open_paren] + '"'
            j = text.find(delimiter, open_paren)
            j = n if j < 0 else j + len(delimiter)
            out.append('""' + "".join(ch if ch == "\n" else " " for ch in text[i + 2:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


CONTAINER = re.compile(r"\b(namespace|class|struct|union|enum)\b|\bextern\s*\"")


def functions(text: str) -> list[tuple[str, int, int]]:
    """(name, first line, last line) of every function body at namespace or class level."""
    code = code_only(text)
    found = []
    header_start = 0  # where the text before the next brace at this level starts
    i, n = 0, len(code)

    def skip_block(k: int) -> int:
        depth = 0
        while k < n:
            if code[k] == "{":
                depth += 1
            elif code[k] == "}":
                depth -= 1
                if depth == 0:
                    return k
            k += 1
        return n - 1

    while i < n:
        c = code[i]
        if c in ";}":
            header_start = i + 1
        elif c == "{":
            header = code[header_start:i]
            flat = re.sub(r"\boperator\s*[^\s(]+", "operator", header)
            if CONTAINER.search(header) and "(" not in header.split("{")[0].rsplit(")", 1)[-1] \
                    and not re.search(r"\)\s*(const|override|noexcept|final|\s)*$", header.strip() + " "):
                header_start = i + 1  # descend into a namespace or class body
            elif "(" in header and not re.search(r"=\s*$", flat.strip()) and \
                    not re.search(r"(?<![=!<>])=(?![=])", flat.split("(")[0]):
                # A function: skip a constructor's member initialisers written with braces.
                k = i
                if re.search(r"\)\s*(noexcept\s*)?:(?!:)", header):
                    while re.search(r"[\w>]\s*$", code[header_start:k]) and not re.search(
                            r"\)\s*(const|override|noexcept|final)\s*$", code[header_start:k]):
                        k = skip_block(k) + 1
                        while k < n and code[k] != "{":
                            k += 1
                end = skip_block(k)
                first = code.count("\n", 0, header_start + len(header) - len(header.lstrip())) + 1
                last = code.count("\n", 0, end) + 1
                name = re.findall(r"([~\w:]+)\s*\(", header)
                found.append((name[0] if name else "?", first, last))
                i = end
                header_start = end + 1
            else:
                i = skip_block(i)  # an initialiser or a table: not a function
                header_start = i + 1
        i += 1
    return found


def check_sizes(src: pathlib.Path) -> list[str]:
    """The GUI's files stay under MAX_APP_FILE_LINES and its functions under MAX_APP_FUNCTION_LINES."""
    faults = []
    for path, rel, folder in sources(src):
        if folder != "app" or path.suffix == ".sql" or str(rel) in PENDING_SIZE_SPLIT:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if lines > MAX_APP_FILE_LINES:
            faults.append(f"{rel}: {lines} lines (an app file has at most {MAX_APP_FILE_LINES})")
        for name, first, last in functions(text):
            if last - first + 1 > MAX_APP_FUNCTION_LINES and f"{rel}:{name}" not in PENDING_SIZE_SPLIT:
                faults.append(f"{rel}:{first}: {name} is {last - first + 1} lines "
                              f"(an app function has at most {MAX_APP_FUNCTION_LINES})")
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
    table = includes_of(src)
    faults = check(src) + check_transitive(src, table) + check_facades(table) + check_links(src) + check_sizes(src)
    for fault in faults:
        print(fault)
    counted = sum(1 for p in src.rglob("*") if p.suffix in (".h", ".cpp"))
    print(f"layout: {counted} files read, {len(faults)} faults")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
