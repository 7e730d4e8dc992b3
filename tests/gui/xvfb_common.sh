# Shared opening of the GUI test scripts, sourced with the script's own arguments (APP OUT): a clean
# output folder, the C locale, a private XDG data folder, and in_xvfb to run a program on a screen.
app=$1
out=$2
rm -rf "$out"
mkdir -p "$out"
export LC_ALL=C LANG=C XDG_DATA_HOME="$out/xdg"
# in_xvfb CMD ARGS...: runs CMD on a fresh 1280×800 virtual screen.
in_xvfb() { xvfb-run -a -s "-screen 0 1280x800x24" "$@"; }
