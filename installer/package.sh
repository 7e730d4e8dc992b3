#!/usr/bin/env bash
# Builds the Ost packages: installs missing Debian packages, configures a release build for the
# /usr prefix in build-package/ and runs cpack (DEB + TGZ). Prints where the packages are.
# Environment: OST_PACKAGE_DIR (default build-package), OST_CPACK_GENERATORS (default "DEB;TGZ").
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/installer/install-deps.sh" package
build=${OST_PACKAGE_DIR:-$root/build-package}
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
# /usr is both where the DEB installs and the fallback data folder compiled into the binaries.
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
  -DBUILD_TESTING=OFF -DOST_BUILD_BENCHMARKS=OFF "${launcher[@]}"
cmake --build "$build" -j"$(nproc)"
(cd "$build" && cpack -G "${OST_CPACK_GENERATORS:-DEB;TGZ}")
echo "packages:"
ls -l "$build"/ost[_-]*.deb "$build"/ost-*.tar.gz 2>/dev/null || true
