#!/usr/bin/env bash
# The real window under Xvfb, as a person at an X desktop with no portal and
# no zenity would use it: Ctrl+C puts the board on the X clipboard (and the
# primary selection), text offered by another program (xclip) comes in with
# Ctrl+V, SIGTERM keeps the state, and Ctrl+S opens the app's own file
# dialog, which saves the board. Screenshots go to $OUT (default: a temporary
# folder).
#
# Needs: apt-get install xvfb xauth xdotool xclip imagemagick, and
# `cargo build --release`. Run it from the repository: scripts/desktop-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-target/release/nqueens}
OUT=${OUT:-$(mktemp -d)}
mkdir -p "$OUT"
[ -x "$BIN" ] || { echo "build first: cargo build --release" >&2; exit 2; }
for tool in xvfb-run xdotool xclip import; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install xvfb xauth xdotool xclip imagemagick)" >&2; exit 2; }
done
export BIN OUT
# A home of its own: the saved state starts empty and is read back below.
HOME=$(mktemp -d)
export HOME
# No session bus, no zenity: no system file dialog can open.
unset DBUS_SESSION_BUS_ADDRESS
export PATH=/usr/local/bin:/usr/bin:/bin

xvfb-run -a -s "-screen 0 1280x1024x24" bash -euo pipefail -c '
  fail() { echo "FAIL: $*" >&2; kill "$APP" 2>/dev/null || true; exit 1; }
  start() {
    "$BIN" 2>"$OUT/stderr.txt" & APP=$!
    WID=$(xdotool search --sync --onlyvisible --name "N-Queens" | head -1)
    sleep 3
    xdotool windowfocus --sync "$WID"
  }
  start
  # 1. Ctrl+C: the X clipboard and the primary selection hold the board.
  xdotool key ctrl+c; sleep 1
  expected=$(printf "Q.......\n....Q...\n.......Q\n.....Q..\n..Q.....\n......Q.\n.Q......\n...Q....")
  [ "$(xclip -o -selection clipboard)" = "$expected" ] || fail "clipboard: $(xclip -o -selection clipboard | head -c 200)"
  [ "$(xclip -o -selection primary)" = "$expected" ] || fail "primary selection"
  echo "ok: Ctrl+C put solution 1 on the clipboard and the primary selection"
  import -window "$WID" "$OUT/copied.png"
  # 2. Text copied in another program, then Ctrl+V: solution 92 opens.
  printf "#######Q\n###Q####\nQ#######\n##Q#####\n#####Q##\n#Q######\n######Q#\n####Q###\n" \
    | xclip -i -selection clipboard -loops 1 &
  sleep 1
  xdotool key ctrl+v; sleep 2
  title=$(xdotool getwindowname "$WID")
  case "$title" in *"solution 92 of 92"*) ;; *) fail "title after paste: $title";; esac
  echo "ok: Ctrl+V opened the board copied by xclip ($title)"
  import -window "$WID" "$OUT/pasted.png"
  # 3. SIGTERM saves the state: the next start shows solution 92 again.
  kill -TERM "$APP"; wait "$APP" || true
  start
  title=$(xdotool getwindowname "$WID")
  case "$title" in *"solution 92 of 92"*) ;; *) fail "title after SIGTERM and restart: $title";; esac
  echo "ok: SIGTERM kept the state ($title)"
  import -window "$WID" "$OUT/restarted.png"
  # 4. Ctrl+S with no portal and no zenity: the app'"'"'s own dialog opens
  # (in the middle of the 1180 x 760 window) and Save writes the file.
  xdotool key ctrl+s; sleep 1.5
  import -window "$WID" "$OUT/dialog.png"
  xdotool mousemove --window "$WID" 746 617 click 1; sleep 2
  [ -s "$HOME/queens-8-no-92.png" ] || fail "the app'"'"'s own dialog saved nothing"
  echo "ok: the app'"'"'s own dialog saved $HOME/queens-8-no-92.png"
  kill "$APP"; wait "$APP" || true
'
echo "screenshots in $OUT"
