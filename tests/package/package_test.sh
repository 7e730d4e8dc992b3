#!/usr/bin/env bash
# Package test (label package): builds the DEB from this build tree with cpack, unpacks it with
# dpkg-deb -x into a temporary root and runs the unpacked programs on the unpacked data only.
# Usage: package_test.sh BUILD_DIR SOURCE_DIR CPACK COMPILED_DATA_DIR SMOKE_APP
set -euo pipefail
build=$1
src=$2
cpack=$3
compiled_data=$4 # the install-prefix fallback compiled into this build (not the DEB's /usr)
smoke_app=$5     # ost-smoke: the app with the smoke-test hook (a test build, not in the package)
work=$(mktemp -d "${TMPDIR:-/tmp}/ost-package-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
step() { echo "== $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
need() { command -v "$1" >/dev/null || fail "$1 is missing (run installer/install-deps.sh)"; }
need dpkg-deb; need desktop-file-validate; need appstreamcli; need update-mime-database; need file

step "cpack -G DEB"
"$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log"; fail "cpack failed"; }
debs=("$work"/out/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb in $work/out"
deb=${debs[0]}
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for d in wx3.2-i18n libwxgtk3.2 libsqlite3 libc6; do
  [[ $depends == *"$d"* ]] || fail "Depends lacks $d"
done

step "unpack"
root=$work/root
dpkg-deb -x "$deb" "$root"
usr=$root/usr
for f in bin/ost bin/ost-cli share/ost/ost-reference.sqlite share/ost/lists share/ost/data \
         share/ost/data/guide/guide.xml share/ost/data/samples/wme-empire.ostr \
         share/locale/fr/LC_MESSAGES/ost.mo share/mime/packages/ost.xml \
         share/icons/hicolor/scalable/apps/ost.svg share/doc/ost/README.md; do
  [ -e "$usr/$f" ] || fail "missing in the package: /usr/$f"
done
for size in 16 32 48 64 128 256; do
  png=$usr/share/icons/hicolor/${size}x${size}/apps/ost.png
  file "$png" | grep -q "PNG image data, $size x $size" || fail "bad or missing icon $png"
done

# A clean environment: fresh HOME and XDG dirs, run from an empty folder, so nothing from the
# build tree or the user's home can be picked up.
home=$work/home
mkdir -p "$home" "$work/cwd"
run() {
  (cd "$work/cwd" && env -i PATH=/usr/bin:/bin HOME="$home" XDG_DATA_HOME="$home/xdg" \
     XDG_CONFIG_HOME="$home/config" LANG=C.UTF-8 LC_ALL=C.UTF-8 "$@")
}
cli() { run "$usr/bin/ost-cli" --db "$work/user.sqlite" "$@"; }
expect() { # expect CODE REGEX command...: runs it, checks the exit code and that the output matches
  local code=$1 regex=$2 out rc=0
  shift 2
  out=$("$@" 2>&1) || rc=$?
  echo "$ ${*##*/} -> $rc"
  head -20 <<<"$out" # not `echo | head`: head leaving early would kill echo (SIGPIPE), and pipefail the script
  # On failure the end of the output too: the reason is often on the last lines (a smoke error).
  [ "$rc" -eq "$code" ] || { echo "... (last lines)"; echo "$out" | grep -v "^$" | tail -15; fail "exit code $rc, expected $code"; }
  grep -Eq -- "$regex" <<<"$out" || fail "output does not match: $regex"
}

step "unpacked ost-cli on the unpacked data"
expect 0 "^ost-cli [0-9]+\.[0-9]+\.[0-9]+" cli --version
expect 0 "adlg.*" cli systems
[ "$(cli systems | wc -l)" -eq 4 ] || fail "expected the 4 game systems"
# The data is the unpacked one, found beside the binary (<root>/usr/bin/../share/ost).
expect 0 "^data-dir	$usr/share/ost$" cli paths
expect 0 "^locale-dir	$usr/share/locale$" cli paths
expect 0 "Utilisation : ost-cli" cli --lang fr --help

step "unpacked ost-cli: army lists, rules search, roster validation, legality checks"
expect 0 "empire" cli lists --system wme
expect 0 "^15 army lists$" cli lists --system wme
expect 0 '"id": *"empire"' cli show-list wme/empire --json
expect 0 "^adlg\.rout\.unit" cli rules search deroute --lang fr --limit 1
expect 0 "^adlg\.elephant-fury" cli rules search "elephant fury" --lang en --limit 1
expect 0 "^wme\.charge" cli rules search charg --system wme --limit 1
expect 0 "^guide\.print" cli rules search imprimer --lang fr --limit 1
for roster in "$src"/tests/data/rosters/*-legal.ostr; do
  expect 0 "Legal roster" cli validate "$roster"
done
for roster in "$src"/tests/data/rosters/*-illegal.ostr; do
  expect 1 "Illegal roster" cli validate "$roster"
done
expect 0 "Halberdiers" cli export "$src/tests/data/rosters/wme-legal.ostr" --format text
expect 0 "Verdict: Allowed" cli --lang en check "$src/tests/data/engine/legality/adlg-contact-bowmen-flank-in-melee.json"
expect 1 "Verdict : Interdit" cli --lang fr check "$src/tests/data/engine/legality/wme-charge-cavalry-column-35cm.json"
expect 0 "legality rules of adlg are fine" cli --lang en check-data "$usr/share/ost/data/engine/adlg.xml"

step "missing and damaged reference DB are reported with the place looked at"
db=$usr/share/ost/ost-reference.sqlite
mv "$db" "$db.saved"
if [ ! -e "$compiled_data/ost-reference.sqlite" ]; then
  expect 2 "Looked in: $usr/share/ost" cli systems
else
  echo "(skipped: $compiled_data holds an installed reference DB, which is the next place looked at)"
fi
echo "not a database" >"$db"
expect 2 "reference database $db is damaged" cli systems
mv "$db.saved" "$db"
expect 0 "adlg" cli systems

step "desktop entry, AppStream metainfo, MIME type"
desktop=("$usr"/share/applications/*.desktop)
metainfo=("$usr"/share/metainfo/*.metainfo.xml)
desktop-file-validate "${desktop[@]}"
grep -qx 'Exec=ost %f' "${desktop[@]}" || fail "Exec=ost %f missing"
grep -qx 'MimeType=application/x-ost-roster;' "${desktop[@]}" || fail "MimeType missing"
[ "$(basename "${desktop[0]}" .desktop)" = "$(basename "${metainfo[0]}" .metainfo.xml)" ] ||
  fail "desktop entry and metainfo names differ"
appstreamcli validate --no-net "${metainfo[@]}"
appstreamcli validate-tree --no-net "$root" # desktop entry, launchable and icon agree
cp -r "$usr/share/mime" "$work/mime"
update-mime-database "$work/mime"
grep -q 'application/x-ost-roster:\*\.ostr' "$work/mime/globs2" || fail "*.ostr not registered"

step "unpacked ost finds every library it links"
if ldd "$usr/bin/ost" | grep -q "not found"; then
  ldd "$usr/bin/ost" >&2
  fail "ost links a library that is not installed"
fi

if command -v xvfb-run >/dev/null; then
  # The package has no test hook: ost-smoke (the same app library plus the smoke test) is put
  # beside the unpacked ost, so it finds the unpacked data and catalogs as ost does.
  step "the app on the unpacked data under Xvfb, with a roster file argument"
  cp "$smoke_app" "$usr/bin/ost-smoke"
  cp "$src/tests/data/rosters/wme-legal.ostr" "$work/sample.ostr"
  expect 0 "roster file to open: $work/sample.ostr" run xvfb-run -a -s "-screen 0 1280x800x24" \
    "$usr/bin/ost-smoke" --db "$work/gui.sqlite" --lang fr --smoke-test "$work/shots" "$work/sample.ostr"
  rm "$usr/bin/ost-smoke"
fi
echo "== package test passed"
