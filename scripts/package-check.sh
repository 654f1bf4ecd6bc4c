#!/usr/bin/env bash
# The package as a desktop user gets it: builds the .deb (scripts/package.sh),
# installs it with apt-get, validates the menu entry and the AppStream
# metadata, finds the man pages and the completions, counts from
# /usr/bin/nqueens, opens the window from the menu entry's Exec line under
# Xvfb (a screenshot goes to $OUT), then removes the package and checks that
# nothing of it is left. Run as root on Debian: scripts/package-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-$(mktemp -d)}
mkdir -p "$OUT"
ID=io.github.nqueens.Explorer
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q --no-install-recommends dpkg-dev desktop-file-utils appstream \
  man-db bash-completion xvfb xauth xdotool x11-utils imagemagick >/dev/null
command -v cargo-deb >/dev/null || cargo install --locked cargo-deb
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

deb=$(scripts/package.sh | tail -1)
ok "built $deb ($(du -h "$deb" | cut -f1); the binary $(dpkg-deb --fsys-tarfile "$deb" | tar -tvf - ./usr/bin/nqueens | awk '{print $3}') bytes)"
apt-get install -y -q "./$deb" >/dev/null
ok "installed: $(dpkg-query -W -f='${Package} ${Version}, depends: ${Depends}' nqueens)"

desktop=/usr/share/applications/$ID.desktop
desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
ok "desktop-file-validate $desktop"
appstreamcli validate --no-net --pedantic "/usr/share/metainfo/$ID.metainfo.xml" \
  || fail "appstreamcli validate"
ok "appstreamcli validate"
for page in nqueens nqueens-count nqueens-export; do
  man -w "$page" >/dev/null || fail "man -w $page"
done
ok "man -w nqueens: $(man -w nqueens)"
man nqueens 2>/dev/null | grep -q "Exit status" || fail "the man page has no exit codes"
for icon in 16x16 32x32 48x48 64x64 128x128 256x256; do
  [ -f "/usr/share/icons/hicolor/$icon/apps/nqueens.png" ] || fail "no $icon icon"
done
ok "icons in hicolor: $(cd /usr/share/icons/hicolor && ls -d */apps/nqueens.* | tr '\n' ' ')"
# Tab completion as bash gets it: the subcommands after `nqueens `.
words=$(bash -c 'source /usr/share/bash-completion/bash_completion
  source /usr/share/bash-completion/completions/nqueens
  COMP_WORDS=(nqueens ""); COMP_CWORD=1; COMP_LINE="nqueens "; COMP_POINT=8
  _nqueens nqueens "" nqueens; echo "${COMPREPLY[*]}"')
for sub in count solve export check sum; do
  [[ " $words " == *" $sub "* ]] || fail "bash completion lacks $sub: $words"
done
ok "bash completes: $words"
[ -f /usr/share/zsh/vendor-completions/_nqueens ] || fail "no zsh completion"
[ -f /usr/share/fish/vendor_completions.d/nqueens.fish ] || fail "no fish completion"
ok "zsh and fish completions installed"

[ "$(command -v nqueens)" = /usr/bin/nqueens ] || fail "nqueens is $(command -v nqueens)"
[ "$(/usr/bin/nqueens count 8)" = 92 ] || fail "/usr/bin/nqueens count 8"
ok "/usr/bin/nqueens count 8 = 92; $(/usr/bin/nqueens --version)"

# The menu's command, under Xvfb, as a desktop would run it.
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
export exec_line OUT
HOME=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
  cd /; env -i HOME="$HOME" DISPLAY="$DISPLAY" XAUTHORITY="$XAUTHORITY" PATH=/usr/bin:/bin $exec_line &
  APP=$!
  WID=$(timeout 30 xdotool search --sync --onlyvisible --name "N-Queens" | head -1)
  [ -n "$WID" ] || { echo "FAIL: no window from Exec=$exec_line" >&2; kill $APP; exit 1; }
  sleep 2
  import -window "$WID" "$OUT/package-window.png"
  # The menu ties the window to its entry by StartupWMClass.
  class=$(xprop -id "$WID" WM_CLASS | sed -n "s/.*, \"\(.*\)\"$/\1/p")
  wanted=$(sed -n "s/^StartupWMClass=//p" /usr/share/applications/*nqueens*.desktop)
  [ "$class" = "$wanted" ] || { echo "FAIL: WM_CLASS $class, the entry says $wanted" >&2; kill $APP; exit 1; }
  echo "ok: Exec=$exec_line opened \"$(xdotool getwindowname "$WID")\", WM_CLASS \"$class\" as the entry says"
  kill $APP; wait $APP 2>/dev/null || true'
ok "screenshot: $OUT/package-window.png"

apt-get remove -y -q --purge nqueens >/dev/null
! dpkg-query -W nqueens 2>/dev/null | grep -q . || [ -z "$(dpkg-query -W -f='${Status}' nqueens 2>/dev/null | grep installed)" ] \
  || fail "nqueens is still installed"
for path in /usr/bin/nqueens "$desktop" /usr/share/metainfo/$ID.metainfo.xml \
  /usr/share/man/man1/nqueens.1.gz /usr/share/icons/hicolor/64x64/apps/nqueens.png; do
  [ ! -e "$path" ] || fail "$path left after removal"
done
ok "removed cleanly"
