#!/usr/bin/env bash
# Builds the page: the same crate for WebAssembly, its JS glue, the page and
# the icon, into target/web/ (docs/web.md). Needs the wasm32 target and
# wasm-bindgen-cli of the same version as the wasm-bindgen crate in
# Cargo.lock (scripts/web-tools.sh installs both).
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/web
# The page carries no debug lines: they would triple the download.
CARGO_PROFILE_RELEASE_DEBUG=false cargo rustc --release --locked -p nqueens --lib \
  --target wasm32-unknown-unknown --crate-type cdylib
rm -rf "$out"
mkdir -p "$out"
# Without the name section (0.9 MB of function names, 0.26 MB gzipped): a
# panic's message still reaches the console; a debug build keeps names.
wasm-bindgen --target web --no-typescript --remove-name-section --out-dir "$out" \
  target/wasm32-unknown-unknown/release/nqueens.wasm
cp web/index.html web/worker.js web/manifest.webmanifest "$out/"
cp assets/icon.png "$out/icon.png"
mkdir -p "$out/icons"
cp web/icons/*.png "$out/icons/"
# The service worker last: it precaches every file written above, under a
# cache named after their contents (a new build, a new cache).
files=$(cd "$out" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
build=$(cd "$out" && cat $files | sha256sum | cut -c1-16)
list="'./'"
for f in $files; do list="$list, '$f'"; done
sed -e "s|@BUILD@|$build|" -e "s|@FILES@|$list|" web/sw.js >"$out/sw.js"
echo "$out: $(du -sh "$out" | cut -f1) ($(stat -c %s "$out/nqueens_bg.wasm") bytes of wasm)" >&2
