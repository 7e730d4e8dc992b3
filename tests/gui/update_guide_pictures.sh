#!/usr/bin/env bash
# Remakes the guide's pictures (data/guide/pictures/<page>.<lang>.png) from the app itself: the GUI
# guide test (tests/gui/run_guide.sh) grabs the main window at 1024x700 in English and French,
# scaled to 640 pixels wide. Usage: tests/gui/update_guide_pictures.sh [BUILD_DIR] (default: build).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../../build}
pictures=$here/../../data/guide/pictures
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash "$here/run_guide.sh" "$build/stage/bin/ost-smoke" "$work/run" >/dev/null
cp "$work/run/pictures/"*.png "$pictures/"
ls -l "$pictures"
