#!/usr/bin/env bash
# Installs the Debian 12 packages Ost needs to build, test and package, idempotently.
# Usage: installer/install-deps.sh [build|package|test|all]   (default: all). Only missing packages are installed.
set -euo pipefail

build_pkgs=(build-essential cmake pkg-config ccache gettext
  libwxgtk3.2-dev libx11-dev wx3.2-i18n libsqlitecpp-dev libsqlite3-dev libpoppler-cpp-dev libpugixml-dev
  nlohmann-json3-dev libstemmer-dev libzip-dev librsvg2-bin
  zlib1g-dev libqrencode-dev libcairo2-dev)
# cpack's DEB generator runs dpkg-shlibdeps (dpkg-dev) to compute the package's dependencies.
package_pkgs=(dpkg-dev file)
# clang and its runtimes (libFuzzer, ASan, UBSan) build the real fuzzers of tests/fuzz/run.sh;
# zbarimg (zbar-tools) reads back the QR codes Ost draws; pdftoppm (poppler-utils) renders PDFs.
test_pkgs=(catch2 libbenchmark-dev xvfb xauth desktop-file-utils appstream
  shared-mime-info python3 clang libclang-rt-14-dev zbar-tools poppler-utils)

case "${1:-all}" in
  build) wanted=("${build_pkgs[@]}") ;;
  package) wanted=("${build_pkgs[@]}" "${package_pkgs[@]}") ;;
  test|all) wanted=("${build_pkgs[@]}" "${package_pkgs[@]}" "${test_pkgs[@]}") ;;
  *) echo "usage: $0 [build|package|test|all]" >&2; exit 2 ;;
esac

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
