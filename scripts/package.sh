#!/usr/bin/env bash
# Builds the Debian package: the man pages, completions and icons generated
# from the code (examples/package_files.rs) into target/package-files, then
# `cargo deb`. Prints the path of the .deb on its last line.
#
# Needs cargo-deb (`cargo install cargo-deb`) and dpkg-dev (for the
# libraries the binary links, which `$auto` in Cargo.toml lists).
# Run it from anywhere: scripts/package.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-deb >/dev/null || { echo "missing cargo-deb: cargo install cargo-deb" >&2; exit 2; }
command -v dpkg-shlibdeps >/dev/null || { echo "missing dpkg-shlibdeps: apt-get install dpkg-dev" >&2; exit 2; }
rm -rf target/package-files
cargo run --release --locked --example package_files -- target/package-files >&2
# Man pages are installed compressed, as Debian's policy asks.
gzip -9n target/package-files/man/*.1
cargo deb -p nqueens --locked --strip >&2
ls -t target/debian/nqueens_*.deb | head -1
