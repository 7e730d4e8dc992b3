#!/usr/bin/env python3
# Words meant for us must not reach players (issue 29, item 12): runs ost-cli on the examples of
# tests/data (roster exports and findings, legality checks, odds) in English and French and fails
# on "seed", a rule-table "row", or a raw id (a word with a dot or slash, "wme.army-selection",
# "wme/empire/chevaliers") outside the details a line ends with.
"""Usage: player_words.py OST-CLI TESTS-DATA-DIR

Details are allowed where players expect them: the bracketed codes and the "(rule …)" /
"(entry …)" references at the end of a finding, the sharing code and fingerprint, the data's
source line, quoted names the file gave (an unknown unit) and file paths.
"""
import pathlib
import re
import subprocess
import sys
import tempfile

BANNED_WORDS = re.compile(
    r"\b(seeds?|rows?|lignes? de règle|our (?:belief|sources?|rules texts)|"
    r"notre (?:hypothèse|source)|nos (?:sources|textes))\b", re.IGNORECASE)
ALLOWED_PHRASES = re.compile(r"\bin a row\b|\bd'affilée\b", re.IGNORECASE)
RAW_ID = re.compile(r"(?<![\w/.])[a-z][a-z0-9_-]*(?:[./][a-z0-9_-]+)+(?![\w])")
# A rule row's or an entry's id: lower-case words joined by three hyphens or more.
RAW_KEBAB = re.compile(r"(?<![\w/.'-])[a-z0-9]+(?:-[a-z0-9]+){3,}(?![\w'-])")
DETAIL_LINE = re.compile(
    r"^\s*(Roster code|Code de la liste|Code de partage|Fingerprint|Empreinte|Data|Données)\s*:", re.IGNORECASE)


def strip_details(line: str) -> str:
    """The line without what players read as details (see the module docstring)."""
    line = re.sub(r"\[[^\]]*\]", " ", line)  # finding codes, facts, commands
    line = re.sub(r"\((?:rule|règle|entry|entrée|unité)\s[^)]*\)", " ", line, flags=re.IGNORECASE)
    line = re.sub(r"\"[^\"]*\"|«[^»]*»|“[^”]*”", " ", line)  # names as the file gave them
    line = re.sub(r"\(\w+\)\s*$", " ", line)  # a figure's key at the end: "(retreat_cm)"
    line = re.sub(r"(?:^|\s)/\S+", " ", line)  # file paths
    line = re.sub(r"ost1\.\S+|https?://\S+", " ", line)
    line = re.sub(r"\b(?:e\.g|i\.e|etc)\.", " ", line)
    return line


def problems(text: str, where: str):
    for number, line in enumerate(text.splitlines(), 1):
        if DETAIL_LINE.match(line):
            continue
        kept = strip_details(ALLOWED_PHRASES.sub(" ", line))
        for match in BANNED_WORDS.finditer(kept):
            yield f"{where}:{number}: \"{match.group(0)}\" in: {line.strip()}"
        for match in list(RAW_ID.finditer(kept)) + list(RAW_KEBAB.finditer(kept)):
            yield f"{where}:{number}: raw id \"{match.group(0)}\" in: {line.strip()}"


def main() -> int:
    cli, data = sys.argv[1], pathlib.Path(sys.argv[2])
    runs = []
    for roster in sorted((data / "rosters").glob("*.ostr")):
        if roster.name.startswith("broken"):
            continue  # not a roster: its error message names the file
        runs += [["export", str(roster)], ["validate", str(roster)]]
    for scenario in sorted((data / "engine" / "legality").glob("*.json")):
        runs.append(["check", str(scenario)])
    for scenario in sorted((data / "engine").glob("*.json")):
        runs.append(["combat", str(scenario)])
    found = []
    with tempfile.TemporaryDirectory() as home:
        for args in runs:
            for lang in ("en", "fr"):
                command = [cli, "--db", f"{home}/user.sqlite", "--lang", lang] + args
                result = subprocess.run(command, capture_output=True, text=True, check=False)
                if result.returncode not in (0, 1, 3):
                    found.append(f"{' '.join(command)}: exit {result.returncode}: {result.stderr.strip()}")
                    continue
                where = f"{lang} {args[0]} {pathlib.Path(args[1]).name}"
                found += list(problems(result.stdout, where))
    for line in found:
        print(line)
    print(f"player words: {len(runs) * 2} outputs scanned, {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
