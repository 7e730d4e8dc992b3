#!/usr/bin/env python3
# The dependency test: every Debian package the build or the project's scripts use must be installed by
# installer/install-deps.sh (named there, pulled in by a named package, or part of the base system).
"""A green build on a machine that already had a package hides a missing install step: the README's
commands then fail on a fresh Debian 12. This reads what the compiler really used (the depfiles and
CMake's dependency records and link lines in the build folders) and the programs the test, install
and CI scripts run, maps each file to its package with `dpkg -S`, and reports, with one file each,
the packages that install-deps.sh neither names nor pulls in.

Our choice: dependencies are followed in dpkg's records of the installed packages (Depends and
Pre-Depends, through Provides, every alternative that is installed), the same graph as
`apt-cache depends --recurse` restricted to what is installed, and it needs no apt lists.

Usage: deps_check.py --source DIR --build DIR [--build DIR …]
       [--plant-file PATH=PACKAGE …] [--plant-script FILE …]
--plant-file makes PATH a used file owned by PACKAGE (the planted-fault test); --plant-script adds a
script whose programs are read too (its programs may be mapped with --plant-file as well).
Exit 0: nothing missing; 1: packages missing (named); 2: nothing could be read.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

SCRIPT_GLOBS = ("tests", "installer", ".ci")
SHELL_WORDS = {
    "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in",
    "function", "select", "time", "local", "export", "set", "unset", "shift", "return", "exit", "cd",
    "echo", "printf", "read", "source", "trap", "eval", "exec", "wait", "true", "false", "test",
    "declare", "readonly", "let", "break", "continue", "command", "type", "hash", "kill", "umask",
    "pushd", "popd", "shopt", "builtin", "jobs", "getopts", "mapfile", "ulimit", "alias",
}
# Where a word stands at a command position in a shell line.
CMD_AT = re.compile(r"(?:^|[|;&({`]|\$\(|\bthen\b|\bdo\b|\belse\b|\bexec\b|\btime\b|!|"
                    r"\bcommand -v\b|\bneed\b|xvfb-run(?: -a)?(?: -s \"[^\"]*\")?|"
                    r"\btimeout(?: -[a-z]+(?: [A-Z0-9]+)?)* [0-9.]+[smh]?|\bsetpriv [^|;]*? --|\benv(?: [A-Za-z_]+=\S*)*)"
                    r"\s*([a-z][a-z0-9._+-]*)(?=\s|$|;|\)|\|)")
CMAKE_PROG = re.compile(r"(?:find_program\(\s*\w+\s+(?:NAMES\s+)?|COMMAND\s+)([a-z][a-z0-9._+-]*)")


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=False).stdout


def install_deps_packages(source):
    out = run(["bash", os.path.join(source, "installer", "install-deps.sh"), "--list", "every"])
    return sorted({p.strip() for p in out.split() if p.strip()})


def files_from_build(build):
    """System files (under /usr) the compiler read or the linker linked, for one build folder."""
    found = set()
    for top, _dirs, names in os.walk(build):
        for name in names:
            path = os.path.join(top, name)
            if name in ("compiler_depend.make", "depend.make") or name.endswith(".o.d"):
                with open(path, errors="replace") as f:
                    found.update(re.findall(r"/usr/[^\s:\\]+", f.read()))
            elif name == "link.txt":
                with open(path, errors="replace") as f:
                    for word in f.read().split():
                        if re.match(r"^/usr/lib/.+\.(so|a)(\.[0-9.]+)?$", word):
                            found.add(word)
                        m = re.match(r"^-l([A-Za-z0-9_+.-]+)$", word)
                        if m:
                            for d in ("/usr/lib/x86_64-linux-gnu", "/usr/lib"):
                                lib = f"{d}/lib{m.group(1)}.so"
                                if os.path.exists(lib):
                                    found.add(lib)
    return {f for f in found if os.path.exists(f)}


def script_files(source):
    for sub in SCRIPT_GLOBS:
        for top, dirs, names in os.walk(os.path.join(source, sub)):
            dirs[:] = [d for d in dirs if d not in ("corpus", "data", "screenshots")]
            for name in names:
                if name.endswith((".sh", ".cmake")) or name in ("CMakeLists.txt", "run"):
                    yield os.path.join(top, name)


def programs_of(script):
    """Names at a command position in a shell or CMake script (comments skipped)."""
    names = set()
    is_cmake = script.endswith((".cmake", "CMakeLists.txt"))
    with open(script, errors="replace") as f:
        for line in f:
            code = line.split("#", 1)[0] if not line.lstrip().startswith("#!") else ""
            if is_cmake:
                names.update(CMAKE_PROG.findall(code))
            else:
                names.update(CMD_AT.findall(code))
    return {n for n in names if n not in SHELL_WORDS}


def owners(paths, planted):
    """path -> package, by dpkg -S (planted owners first); files no package owns are left out."""
    result = {}
    ask = []
    for p in paths:
        if p in planted:
            result[p] = planted[p]
        else:
            ask.append(p)
    candidates = {}
    for p in ask:
        forms = [p, os.path.realpath(p)]
        for f in list(forms):  # merged /usr: a package may ship /bin/x for /usr/bin/x
            if f.startswith(("/usr/bin/", "/usr/sbin/", "/usr/lib/")):
                forms.append(f[4:])
        for f in forms:
            candidates.setdefault(f, set()).add(p)
    names = sorted(candidates)
    for i in range(0, len(names), 300):
        for line in run(["dpkg", "-S"] + names[i:i + 300]).splitlines():
            if line.startswith("diversion") or ": " not in line:
                continue
            pkgs, path = line.split(": ", 1)
            for orig in candidates.get(path.strip(), ()):
                if orig not in result:
                    result[orig] = pkgs.split(",")[0].strip().split(":")[0]
    return result


def allowed_packages(named):
    """Named packages, the base system (required or essential), and all they depend on."""
    fmt = "${Package}\t${Status}\t${Provides}\t${Depends}, ${Pre-Depends}\t${Priority}\t${Essential}\n"
    installed, provides, deps, base = set(), {}, {}, set()
    for line in run(["dpkg-query", "-W", "-f=" + fmt]).splitlines():
        f = line.split("\t")
        if len(f) < 6 or "ok installed" not in f[1]:
            continue
        pkg = f[0]
        installed.add(pkg)
        for v in re.split(r",\s*", f[2]):
            if v.strip():
                provides.setdefault(v.split()[0], set()).add(pkg)
        deps[pkg] = [a.split()[0].split(":")[0] for alt in re.split(r",\s*", f[3]) if alt.strip()
                     for a in alt.split("|") if a.strip()]
        if f[4] == "required" or f[5] == "yes":
            base.add(pkg)
    seen, todo = set(), list(named) + sorted(base)
    while todo:
        p = todo.pop()
        for q in ([p] if p in installed else []) + sorted(provides.get(p, ())):
            if q not in seen:
                seen.add(q)
                todo.extend(deps.get(q, []))
    return seen | set(named)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--build", action="append", default=[])
    ap.add_argument("--plant-file", action="append", default=[])
    ap.add_argument("--plant-script", action="append", default=[])
    args = ap.parse_args()
    planted = dict(p.split("=", 1) for p in args.plant_file)

    files = set(planted)
    for b in args.build:
        if os.path.isdir(b):
            files |= files_from_build(b)
    header_count = len(files)
    programs = {}
    scripts = list(script_files(args.source)) + args.plant_script
    for s in scripts:
        for name in programs_of(s):
            where = shutil.which(name)
            if where and os.path.isfile(where):
                programs.setdefault(where, s)
    if header_count < 50 or len(programs) < 5:
        print(f"deps-check: too little to read ({header_count} system files, {len(programs)} programs):"
              " build the project first", file=sys.stderr)
        return 2
    used = owners(sorted(files | set(programs)), planted)
    allowed = allowed_packages(install_deps_packages(args.source))
    missing = {}
    for path, pkg in sorted(used.items()):
        if pkg not in allowed:
            why = f"run by {os.path.relpath(programs[path], args.source)}" if path in programs else "read by the build"
            missing.setdefault(pkg, f"{path}, {why}")
    print(f"deps-check: {header_count} system files of the build and {len(programs)} programs of "
          f"{len(scripts)} scripts, from {len(set(used.values()))} packages")
    if not missing:
        print("deps-check: every one is installed by installer/install-deps.sh or comes with it")
        return 0
    print("deps-check: packages used but not installed by installer/install-deps.sh"
          " (a fresh Debian 12 machine lacks them):")
    for pkg, example in sorted(missing.items()):
        print(f"  {pkg}   (e.g. {example})")
    return 1


if __name__ == "__main__":
    sys.exit(main())
