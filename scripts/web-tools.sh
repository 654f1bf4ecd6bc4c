#!/usr/bin/env bash
# What scripts/web.sh needs: the wasm32 target and wasm-bindgen-cli of the
# version in Cargo.lock (built from crates.io, about 8 minutes once).
set -euo pipefail
cd "$(dirname "$0")/.."
rustup target add wasm32-unknown-unknown >/dev/null
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [[ "$have" != "$want" ]]; then
  cargo install wasm-bindgen-cli --version "$want"
fi
