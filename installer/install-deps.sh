#!/usr/bin/env bash
# Installs the Debian 12 packages Ost needs, per use, idempotently: only missing packages are installed.
# Usage: installer/install-deps.sh [--list] [build|package|test|all|fresh|every]   (default: all)
#   --list   prints the group's packages, one a line, and installs nothing;
#   build    what `bash installer/run.sh` needs to build and launch the app (no test packages: run.sh
#            configures without tests and benchmarks, so a player's machine gets only these);
#   package  build + what makes the Debian package;
#   test|all build + package + what `bash tests/run.sh` needs (tests, benchmarks, fuzzers, GUI tests);
#   fresh    what installer/fresh-root-check.sh needs on the host (it is never run by the two commands).
# Every package says in a word or two what it serves. tests/package/deps_check.py (label package)
# fails when the build or a script uses a Debian package that no group here names or pulls in.
set -euo pipefail

build_pkgs=(
  build-essential      # compiler, make
  cmake                # build system, ctest
  pkg-config           # finds libzip
  ccache               # faster rebuilds
  gettext              # msgfmt, xgettext: message catalogs
  libwxgtk3.2-dev      # the desktop app's toolkit
  libx11-dev           # X11 calls of the app: window placement
  wx3.2-i18n           # wxWidgets' own French messages
  libsqlitecpp-dev     # storage
  libsqlite3-dev       # storage
  libpoppler-cpp-dev   # PDF rulebook import
  libpugixml-dev       # XML lists and rosters
  nlohmann-json3-dev   # JSON
  libstemmer-dev       # rules search stemming
  libzip-dev           # zip import, BattleScribe .catz
  librsvg2-bin         # rsvg-convert: app icons from SVG
  librsvg2-common      # GTK's SVG icon loader: the theme's symbolic icons, missing on a minimal system
  zlib1g-dev           # sharing codes
  libqrencode-dev      # QR codes
  libcairo2-dev        # PDF army sheets
)
# cpack's DEB generator runs dpkg-shlibdeps (dpkg-dev) to compute the package's dependencies.
package_pkgs=(
  dpkg-dev             # dpkg-shlibdeps, dpkg-deb
  file                 # cpack and the package test read file types
)
test_pkgs=(
  catch2               # unit tests
  libbenchmark-dev     # Google Benchmark programs
  libgmp-dev           # exact fractions in the engine tests: gmpxx
  sqlite3              # the bad-states GUI test damages and locks databases
  xvfb                 # GUI tests on a virtual display
  xauth                # xvfb-run
  desktop-file-utils   # package test: desktop entry check
  appstream            # package test: metainfo check
  shared-mime-info     # package test: roster MIME type
  python3              # test helpers, the dependency test
  clang                # fuzzers: libFuzzer
  libclang-rt-14-dev   # fuzzers' sanitizer runtimes
  zbar-tools           # zbarimg reads back Ost's QR codes
  poppler-utils        # pdftoppm, pdftotext: army sheet PDFs checked
)
# installer/fresh-root-check.sh runs on the host: it makes a minimal Debian 12 root and shows the app
# on a virtual display of the host.
fresh_pkgs=(
  debootstrap          # the minimal Debian 12 root
  git                  # clones the checkout into it
  xvfb                 # the display the app is shown on
  x11-utils            # xwininfo: waits for the main window
)

list=0
if [ "${1:-}" = --list ]; then list=1; shift; fi
case "${1:-all}" in
  build) wanted=("${build_pkgs[@]}") ;;
  package) wanted=("${build_pkgs[@]}" "${package_pkgs[@]}") ;;
  test|all) wanted=("${build_pkgs[@]}" "${package_pkgs[@]}" "${test_pkgs[@]}") ;;
  fresh) wanted=("${fresh_pkgs[@]}") ;;
  every) wanted=("${build_pkgs[@]}" "${package_pkgs[@]}" "${test_pkgs[@]}" "${fresh_pkgs[@]}") ;;
  *) echo "usage: $0 [--list] [build|package|test|all|fresh|every]" >&2; exit 2 ;;
esac
if [ "$list" = 1 ]; then printf '%s\n' "${wanted[@]}" | sort -u; exit 0; fi

missing=()
for p in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#wanted[@]} packages already installed"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y --no-install-recommends "${missing[@]}"
