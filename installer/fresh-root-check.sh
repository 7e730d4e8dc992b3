#!/usr/bin/env bash
# Tries the README's two commands as a new user would: in a minimal Debian 12 root (debootstrap minbase,
# nothing else but git), on a clone of this checkout's HEAD, as root, exactly as README.md writes them.
# Usage (as root): bash installer/fresh-root-check.sh
#   1. `bash installer/run.sh`: timed until the app's main window is mapped on a virtual display of the
#      host, then the app is closed; GTK warnings at start (a missing image loader…) count as failures.
#   2. `bash tests/run.sh`: timed to its end; must exit 0.
# Prints each command's time, and on failure its first failing line and where its whole log is.
# The minbase root is made once and kept as a tarball (OST_FRESH_DIR, default build-fresh-root/), so a
# later run downloads nothing for it; the root itself is made anew every time.
# Environment: OST_FRESH_DIR, OST_FRESH_MIRROR (default http://deb.debian.org/debian), OST_FRESH_KEEP=1
# (keep the root afterwards), OST_FRESH_TESTS=0 (only the first command), OST_FRESH_APP=0 (only the
# second: it still starts from nothing, as the root is new), OST_FRESH_MIN_GB (free space it needs, 15).
# Exit 0: both commands worked; 1: one failed (named); 2: the check itself could not run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ "$(id -u)" -ne 0 ]; then
  echo "fresh-root-check: run it as root (it uses debootstrap, chroot and mounts)" >&2
  exit 2
fi
bash "$root/installer/install-deps.sh" fresh >/dev/null
work=${OST_FRESH_DIR:-$root/build-fresh-root}
mirror=${OST_FRESH_MIRROR:-http://deb.debian.org/debian}
tarball=$work/bookworm-minbase-git.tgz
sysroot=$work/root
logs=$work/logs
display_num=87 # xvfb-run -a, used by the tests inside, starts at 99
mkdir -p "$work" "$logs"
# Both builds and the sanitizer build take about 10 GB in the root; a disk that fills midway makes apt or
# the compiler fail with a message that looks like Ost's fault, so the check refuses to start instead.
min_gb=${OST_FRESH_MIN_GB:-15}
free_gb=$(( $(df --output=avail -k "$work" | tail -n 1) / 1048576 ))
if [ "$free_gb" -lt "$min_gb" ]; then
  echo "fresh-root-check: only $free_gb GB free in $work, it needs $min_gb (OST_FRESH_MIN_GB)" >&2
  exit 2
fi

xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  # Processes still running inside the root, then its mounts, deepest first.
  for p in /proc/[0-9]*; do
    [ "$(readlink "$p/root" 2>/dev/null)" = "$sysroot" ] && kill -9 "${p#/proc/}" 2>/dev/null || true
  done
  if [ -d "$sysroot" ]; then
    { grep -o " $sysroot/[^ ]*" /proc/mounts || true; } | sort -r | while read -r m; do umount -l "$m" || true; done
    [ "${OST_FRESH_KEEP:-0}" = 1 ] || rm -rf --one-file-system "$sysroot"
  fi
}
trap cleanup EXIT
say() { printf '== %s\n' "$*"; }
# The first line of a log that tells why a command failed, with its line number.
# Test names are left out: a passing test called "… cannot loop …" is no failure.
first_failure() {
  grep -n -vE '^ *Start +[0-9]+: |Test +#[0-9]+: .* Passed' "$1" |
    grep -m1 -E '\*\*\*Failed|FAILED|error:|CMake Error|^[0-9]+:E: |No such file|not found|Could not' ||
    tail -n 5 "$1"
}

# 1. A minimal Debian 12 root with git, from the cached tarball when there is one.
if [ ! -s "$tarball" ]; then
  say "making the minbase tarball (once; downloads from $mirror)"
  rm -rf "$work/tarball-tmp"
  debootstrap --variant=minbase --include=git --make-tarball="$tarball.part" bookworm "$work/tarball-tmp" \
    "$mirror" >"$logs/tarball.log" 2>&1 || { echo "fresh-root-check: debootstrap failed"; tail "$logs/tarball.log"; exit 2; }
  mv "$tarball.part" "$tarball"
  rm -rf "$work/tarball-tmp"
fi
cleanup
say "unpacking a fresh root in $sysroot"
debootstrap --variant=minbase --include=git --unpack-tarball="$tarball" bookworm "$sysroot" "$mirror" \
  >"$logs/debootstrap.log" 2>&1 || { echo "fresh-root-check: debootstrap failed"; tail "$logs/debootstrap.log"; exit 2; }
# The sources a Debian 12 installation has: the release, its updates and security.
rm -f "$sysroot/etc/apt/sources.list"
cat >"$sysroot/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
cp /etc/resolv.conf "$sysroot/etc/resolv.conf"
mount -t proc proc "$sysroot/proc"
mount -t sysfs sysfs "$sysroot/sys"
mount --bind /dev "$sysroot/dev"
mount -t devpts devpts "$sysroot/dev/pts" -o newinstance,ptmxmode=0666 2>/dev/null || mount --bind /dev/pts "$sysroot/dev/pts"
mount -t tmpfs tmpfs "$sysroot/dev/shm"
mkdir -p "$sysroot/tmp/.X11-unix"
chmod 1777 "$sysroot/tmp" "$sysroot/tmp/.X11-unix"

git clone --quiet "$root" "$sysroot/root/ost"
commit=$(git -C "$sysroot/root/ost" rev-parse --short HEAD)
say "clone of $commit in /root/ost (committed work only)"
in_root() { # a root login shell's environment, nothing of this one's
  chroot "$sysroot" /usr/bin/env -i HOME=/root TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}
in_root git --version >/dev/null || { echo "fresh-root-check: git does not run in the root"; exit 2; }
result=0

# 2. The run command, on a display of the host's (the root has no X server, like a desktop's terminal).
if [ "${OST_FRESH_APP:-1}" != 0 ]; then
Xvfb ":$display_num" -screen 0 1280x800x24 -nolisten tcp >"$logs/xvfb.log" 2>&1 &
xvfb_pid=$!
sleep 1
mount --bind /tmp/.X11-unix "$sysroot/tmp/.X11-unix"
say "bash installer/run.sh"
start=$(date +%s)
in_root DISPLAY=":$display_num" bash -c 'cd /root/ost && exec bash installer/run.sh' >"$logs/run.log" 2>&1 &
app_pid=$!
window=""
while kill -0 "$app_pid" 2>/dev/null; do
  window=$(xwininfo -display ":$display_num" -root -tree 2>/dev/null | grep -m1 -E '\("ost" "Ost"\)' | awk '{print $1}') || true
  if [ -n "$window" ] && xwininfo -display ":$display_num" -id "$window" | grep -q 'IsViewable'; then break; fi
  window=""
  [ $(( $(date +%s) - start )) -gt 5400 ] && break
  sleep 1
done
run_time=$(( $(date +%s) - start ))
if [ -n "$window" ]; then
  sleep 3 # start-up warnings come right after the window
  kill "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  # The app's own GLib/GTK messages start with "(ost:PID)". One that says a file, loader or module is
  # missing means a package is missing (the SVG loader, librsvg2-common, was); others are shown only.
  app_msgs=$(grep -F '(ost:' "$logs/run.log" || true)
  missing=$(echo "$app_msgs" | grep -iE 'could not be found|could not load|failed to load|unable to locate|no such file|cannot open' || true)
  if [ -n "$missing" ]; then
    echo "FAILED: installer/run.sh: the main window was mapped after $run_time s, but the app misses a file:"
    head -n 5 <<<"$missing"
    result=1
  else
    echo "ok: installer/run.sh: main window mapped after $run_time s (build included), then closed"
    [ -z "$app_msgs" ] || { echo "   the app's other messages at start:"; head -n 5 <<<"$app_msgs" | sed 's/^/   /'; }
  fi
else
  kill "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  echo "FAILED: installer/run.sh: no main window after $run_time s; first failure:"
  first_failure "$logs/run.log"
  result=1
fi
echo "   log: $logs/run.log"
umount -l "$sysroot/tmp/.X11-unix"
kill "$xvfb_pid" 2>/dev/null || true
xvfb_pid=""
fi

# 3. The test command.
if [ "${OST_FRESH_TESTS:-1}" != 0 ]; then
  say "bash tests/run.sh"
  start=$(date +%s)
  if in_root bash -c 'cd /root/ost && bash tests/run.sh' >"$logs/tests.log" 2>&1; then
    echo "ok: tests/run.sh: exit 0 after $(( $(date +%s) - start )) s; $(grep -E 'tests passed, [0-9]+ tests failed' "$logs/tests.log" | tr '\n' ';')"
  else
    echo "FAILED: tests/run.sh: exit non-zero after $(( $(date +%s) - start )) s; first failure:"
    first_failure "$logs/tests.log"
    grep -A30 'The following tests FAILED' "$logs/tests.log" | head -n 20 || true
    result=1
  fi
  echo "   log: $logs/tests.log"
fi
exit $result
