#!/usr/bin/env bash
# GUI action benchmark (issue 26): a 1000-entry ADLG roster and a generated rulebook of WORDS words
# imported, then under one Xvfb screen: STARTS starts of the app and of the bare wx window (first
# paint, alternated), and one run of the app timing each player action REPS times (ost-gui-bench).
# Usage: run_gui_bench.sh OST_GUI_BENCH OUT OST_CLI [REPS=30] [WORDS=1000000] [STARTS=5]
# OST_BENCH_ACTIONS=tick,count (keystroke, count, tick, select, combat, area) plays only those actions;
# OST_BENCH_WRAP="perf record -g -o FILE --" runs the timed app run under that command (profiling).
# Prints the "gui-bench:" lines (tests/bench/README.md has the figures) and fails when a line is
# missing or the app logged an error; ctest runs it short (label gui), as a smoke test, not a timing.
set -euo pipefail
if [ -z "${OST_BENCH_IN_XVFB:-}" ]; then
  source "$(dirname "$0")/xvfb_common.sh"
  OST_BENCH_IN_XVFB=1 in_xvfb bash "$0" "$@"
  exit
fi
app=$1
out=$2
cli=$3
reps=${4:-30}
words=${5:-1000000}
starts=${6:-5}
mkdir -p "$out"
export LC_ALL=C LANG=C XDG_DATA_HOME="$out/xdg"

# The roster: 3 commands and their generals, then 997 entries of the list's units (e5 carries an option).
units=(4-wheeled-battle-cart-heavy-chariots warriors-and-militia-heavy-spearmen militia-bowmen
       warriors-and-militia-medium-spearmen amorites-mercenaries scouts-on-equids levy)
{
  echo '<roster format="1" system="adlg" list="001-sumer-and-akkad" size="200"><name>Bench roster</name>'
  for c in 1 2 3; do echo "<command id=\"c$c\"><name>Command $c</name></command>"; done
  for c in 1 2 3; do echo "<entry id=\"e$c\" unit=\"general\" count=\"1\" command=\"c$c\" general=\"ordinary\"/>"; done
  for i in $(seq 4 1000); do
    echo "<entry id=\"e$i\" unit=\"${units[$(( (i - 4) % 7 ))]}\" count=\"2\" command=\"c$(( i % 3 + 1 ))\"/>"
  done
  echo '</roster>'
} >"$out/bench.ostr"

# The rulebook: rules words and made-up ones, a heading every 400 words (deterministic).
awk -v W="$words" 'BEGIN {
  srand(5); n = split("unit charge rout pursuit flank rear shooting range melee cohesion general command order move terrain hill wood river elephant cavalry infantry light heavy archer dice roll hit armour retreat advance support the a of to and in is may must not when enemy friendly turn phase point base", v, " ")
  for (i = 0; i < W; i++) {
    if (i % 400 == 0) printf "\n\n## Section %d %s\n\n", i / 400 + 1, v[int(rand() * n) + 1]
    if (rand() < 1 / 3) { w = ""; k = 2 + int(rand() * 3); for (s = 0; s < k; s++) w = w substr("bcdfghjklmnprstvz", int(rand() * 17) + 1, 1) substr("aeiou", int(rand() * 5) + 1, 1); printf "%s", w }
    else printf "%s", v[int(rand() * n) + 1]
    printf (i % 15 == 14) ? ".\n" : " "
  } }' >"$out/book.md"
# The book is of the roster's game: the Rules page narrows its search to the open roster's game (issue 29), and
# the keystroke is timed over the digest and the whole book.
"$cli" --db "$out/user.sqlite" --lang en rules import "$out/book.md" --system adlg --title Generated >/dev/null

timed() { OST_BENCH_T0=$(date +%s%N) "$@"; }
log="$out/bench.log"
: >"$log"
for _ in $(seq 1 "$starts"); do
  OST_BENCH_BARE=1 timed "$app" | tee -a "$log"
  timed "$app" --db "$out/user.sqlite" --lang en --bench-start | tee -a "$log"
done
timed ${OST_BENCH_WRAP:-} "$app" --db "$out/user.sqlite" --lang en --bench-reps "$reps" "$out/bench.ostr" \
  2> >(tee "$out/app.err" >&2) | tee -a "$log"

# The medians of the starts, and their ratio.
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
field() { sed -n "s/^gui-bench: start $1: first paint \\([0-9.]*\\) ms wall, \\([0-9.]*\\) ms CPU/\\$2/p" "$log"; }
ost_wall=$(field ost 1 | median); bare_wall=$(field "bare wx" 1 | median)
ost_cpu=$(field ost 2 | median); bare_cpu=$(field "bare wx" 2 | median)
awk -v a="$ost_wall" -v b="$bare_wall" -v c="$ost_cpu" -v d="$bare_cpu" 'BEGIN {
  printf "gui-bench: start medians: ost %.1f ms wall (%.1f ms CPU), bare wx %.1f ms wall (%.1f ms CPU): %.2fx wall, %.2fx CPU\n", a, c, b, d, a / b, c / d }'

grep -q "gui-bench: 0 errors logged" "$log" || { echo "FAILED: the app logged errors"; exit 1; }
# GTK's warnings during the roster actions: a control given less room than GTK draws it in.
sleep 0.2 # the tee of the app's stderr has written everything
awk '/gui-bench: roster actions begin/ { on = 1 } /gui-bench: roster actions end/ { on = 0 } on && /Gtk-(CRITICAL|WARNING)/' \
  "$out/app.err" >"$out/roster-gtk.txt"
[ ! -s "$out/roster-gtk.txt" ] || { echo "FAILED: GTK complained during the roster actions:"; cat "$out/roster-gtk.txt"; exit 1; }
[ -z "${OST_BENCH_ACTIONS:-}" ] || exit 0 # some actions only: no figure is required
for action in "idle (the measuring loop alone)" "keystroke in the Rules search" "+/- on a count" "ticking an option" \
              "selecting a roster entry" "changing a combat field" "switching area"; do
  grep -qF "gui-bench: $action: UI thread CPU median" "$log" || { echo "FAILED: no figure for $action"; exit 1; }
done
grep -q "gui-bench: entry row after +: " "$log" || { echo "FAILED: the entry's row did not follow its count"; exit 1; }
