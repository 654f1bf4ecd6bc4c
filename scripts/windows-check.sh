#!/usr/bin/env bash
# The Windows build, run under Debian's wine as a person on Windows would
# run it: the command line from a console (counts 1 to 12 against OEIS,
# solution 92 of 8, an export in every format to a Windows path read back,
# the parts of a count summed, the exit codes 1, 2 and 3, paths said the
# Windows way, a file open in another program left whole, Ctrl+C), then the window under Xvfb: a screenshot whose pixels show
# the board, and the state saved in %APPDATA% when the window is closed.
#
# Needs what scripts/windows.sh needs, and apt-get install wine wine64 xvfb
# xauth xdotool imagemagick python3-pil. Wine 8 lacks the
# ProcessPrng export Rust's standard library asks for: a stand-in built here
# from packaging/windows/bcryptprimitives-shim.c sits beside the .exe for
# these tests only (it is never shipped).
set -euo pipefail
cd "$(dirname "$0")/.."
target=x86_64-pc-windows-gnu
release=target/$target/release
[ -x "$release/nqueens.exe" ] && [ -x "$release/nqueens-window.exe" ] ||
  { echo "build first: scripts/windows.sh" >&2; exit 2; }
work=$(mktemp -d)
# Wine's processes may still be writing into the prefix as the script
# ends (a CI run failed on "Directory not empty"): stop them, wait, and
# try the removal again; a leftover temporary folder is not a failure.
clean() {
  WINEPREFIX=$work/prefix wineserver -k 2>/dev/null || true
  WINEPREFIX=$work/prefix wineserver -w 2>/dev/null || true
  for _ in 1 2 3 4 5; do
    rm -rf "$work" 2>/dev/null && return 0
    sleep 1
  done
  echo "note: could not remove $work" >&2
}
trap clean EXIT
cp "$release/nqueens.exe" "$release/nqueens-window.exe" "$work/"
x86_64-w64-mingw32-gcc -shared -O2 -o "$work/bcryptprimitives.dll" \
  packaging/windows/bcryptprimitives-shim.c packaging/windows/bcryptprimitives-shim.def -ladvapi32
export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
# The first run makes the prefix (some seconds).
wine "$work/nqueens.exe" --version >/dev/null 2>&1 || true
fail() { echo "FAIL: $*" >&2; exit 1; }
nq() { wine "$work/nqueens.exe" "$@"; }
# Wine's console may end lines with CR LF; compare without the CR.
out() { nq "$@" 2>/dev/null | tr -d '\r'; }

# Counts 1 to 12, OEIS A000170.
expected=(1 0 0 2 10 4 40 92 352 724 2680 14200)
for n in $(seq 1 12); do
  got=$(out count "$n")
  [ "$got" = "${expected[n-1]}" ] || fail "count $n: $got, not ${expected[n-1]}"
done
[ "$(out solve 8 --index 92 --format cols)" = "7 3 0 2 5 1 6 4" ] || fail "solve 8 --index 92"

# An export in every format to a Windows path (drive letter, backslashes),
# read back: boards by check, pictures by their first bytes.
win_dir=$(winepath -w "$work")
for ext in txt ron png svg fen tex; do
  nq export 8 --index 1 -o "$win_dir\\board.$ext" 2>/dev/null || fail "export .$ext"
  [ -s "$work/board.$ext" ] || fail "export .$ext wrote nothing"
done
for ext in txt ron; do
  nq check "$win_dir\\board.$ext" >/dev/null 2>&1 || fail "check board.$ext"
done
[ "$(head -c 4 "$work/board.png" | tail -c 3)" = "PNG" ] || fail "board.png is no PNG"
grep -q "<svg" "$work/board.svg" || fail "board.svg is no SVG"
grep -q "Q7/4Q3/7Q/5Q2/2Q5/6Q1/1Q6/3Q4" "$work/board.fen" || fail "board.fen"
grep -q "begin{tikzpicture}" "$work/board.tex" || fail "board.tex"

# The parts of a count, summed.
for i in 0 1 2; do out count 12 --part "$i/3" > "$work/part-$i.txt"; done
[ "$(out sum "$win_dir\\part-0.txt" "$win_dir\\part-1.txt" "$win_dir\\part-2.txt")" = "14200" ] ||
  fail "sum of the parts of 12"

# Exit codes: 1 the answer is no, 2 a bad request, 3 the answer cannot be
# written (a folder that does not exist), with the path as Windows writes it.
code() { set +e; nq "$@" >/dev/null 2>"$work/stderr.txt"; echo $?; set -e; }
[ "$(code solve 8 --index 93)" = 1 ] || fail "solve 8 --index 93 is not exit 1"
[ "$(code count 0)" = 2 ] || fail "count 0 is not exit 2"
printf 'Q.\nQ.\nxx\n' > "$work/junk.txt"
[ "$(code check "$win_dir\\junk.txt")" = 2 ] || fail "a junk board is not exit 2"
[ "$(code export 8 --index 1 -o "$win_dir\\missing\\board.txt")" = 3 ] ||
  fail "an unwritable folder is not exit 3"
grep -qF "$win_dir\\missing" "$work/stderr.txt" || fail "the message does not name the folder the Windows way: $(cat "$work/stderr.txt")"

# A file open in another program (without sharing, as Windows programs
# hold files) cannot be replaced: a clear error, exit 3, the old file whole
# and no temporary file left. packaging/windows/hold-open.c is that program.
x86_64-w64-mingw32-gcc -municode -O2 -o "$work/hold-open.exe" packaging/windows/hold-open.c
nq export 8 --index 1 -o "$win_dir\\held.txt" 2>/dev/null || fail "export held.txt"
before=$(sha256sum < "$work/held.txt")
wine "$work/hold-open.exe" "$win_dir\\held.txt" "$win_dir\\holding" &
for _ in $(seq 1 100); do [ -e "$work/holding" ] && break; sleep 0.2; done
[ -e "$work/holding" ] || fail "hold-open.exe did not start"
[ "$(code export 8 --index 2 -o "$win_dir\\held.txt")" = 3 ] || fail "replacing a held file is not exit 3"
grep -q "open in another program" "$work/stderr.txt" || fail "no word of the other program: $(cat "$work/stderr.txt")"
rm -f "$work/holding"
wait
[ "$(sha256sum < "$work/held.txt")" = "$before" ] || fail "the held file changed"
! ls "$work"/.nqueens-* >/dev/null 2>&1 || fail "a temporary file was left"

# Ctrl+C in a console stops a count, exit 130 as on Linux (wine turns the
# signal into the console's Ctrl+C event).
set +e
nq count 19 >/dev/null 2>"$work/stderr.txt" & counting=$!
sleep 6
pkill -INT -f "nqueens.exe count 19"
wait "$counting"; status=$?
set -e
[ "$status" = 130 ] || fail "Ctrl+C during count 19: exit $status, not 130"
grep -q "interrupted" "$work/stderr.txt" || fail "Ctrl+C said nothing"

echo "command line under wine: ok"

# The window under Xvfb: the board drawn, and the state saved on close.
# Xvfb runs no window manager: the window is found by its name (it is never
# "visible" to xdotool's --onlyvisible there), and closed as a person closes
# it from the keyboard, Ctrl+Q, once it has the focus.
export work
# The console's wineserver (and its desktop process, started without a
# display) would take the window too: it ends first.
wineserver -k 2>/dev/null || true
wineserver -w 2>/dev/null || true
xvfb-run -a -s "-screen 0 1280x1024x24" bash -euo pipefail -c '
  wine "$work/nqueens-window.exe" >"$work/window.log" 2>&1 & APP=$!
  WID=
  for _ in $(seq 1 120); do
    WID=$(xdotool search --name "N-Queens" 2>/dev/null | head -1 || true)
    [ -n "$WID" ] && break
    sleep 1
  done
  [ -n "$WID" ] || { echo "no window after 120 s" >&2; kill "$APP"; exit 1; }
  sleep 5
  import -window root "$work/window.png"
  # A click on the status bar gives the window the focus, then Ctrl+Q.
  xdotool mousemove 600 740 click 1
  sleep 0.5
  xdotool key ctrl+q
  for _ in $(seq 1 60); do kill -0 "$APP" 2>/dev/null || exit 0; sleep 0.5; done
  echo "Ctrl+Q did not close the window" >&2; kill "$APP"; exit 1
'
/usr/bin/python3 - "$work/window.png" <<'PY' || fail "the window shows no board"
import sys
from PIL import Image
im = Image.open(sys.argv[1]).convert("RGB")
pixels = list(im.getdata())
light = sum(1 for p in pixels if p == (240, 217, 181))
dark = sum(1 for p in pixels if p == (181, 136, 99))
print(f"board squares: {light} light and {dark} dark pixels")
# The 8x8 board of the default window is some 600 px wide: well over a
# hundred thousand pixels of each colour.
sys.exit(0 if light > 50_000 and dark > 50_000 else 1)
PY
find "$WINEPREFIX/drive_c/users" -path "*AppData/Roaming/*" -name "app.ron" | grep -q . ||
  fail "closing the window saved no state in %APPDATA%"
mkdir -p target/windows-check && cp "$work/window.png" target/windows-check/window.png
echo "window under wine: ok (target/windows-check/window.png)"
