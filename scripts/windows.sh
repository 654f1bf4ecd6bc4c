#!/usr/bin/env bash
# Builds the Windows executables by cross-compiling on Debian and packs them:
# target/release-files/nqueens-VERSION-windows-x86_64.zip holds nqueens.exe
# (the command line; with no arguments it opens the window too, beside a
# console), nqueens-window.exe (the window alone, for Explorer and the Start
# menu), the README, the changelog, the command line's reference and the
# licences. Prints the zip's path.
#
# Needs: rustup target add x86_64-pc-windows-gnu, and
# apt-get install gcc-mingw-w64-x86-64 zip (mingw's linker and windres).
set -euo pipefail
cd "$(dirname "$0")/.."
target=x86_64-pc-windows-gnu
rustup target list --installed 2>/dev/null | grep -qx "$target" || rustup target add "$target" >&2
cargo build --release --locked -p nqueens --target "$target" --features windowed --bins >&2
version=$(cargo metadata --no-deps --format-version 1 |
  python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "nqueens"))')
out=target/release-files
stage=target/windows-stage/nqueens-$version-windows-x86_64
rm -rf "$stage" && mkdir -p "$stage" "$out"
cp "target/$target/release/nqueens.exe" "target/$target/release/nqueens-window.exe" "$stage/"
x86_64-w64-mingw32-strip "$stage"/*.exe
cp README.md CHANGELOG.md "$stage/"
cp docs/cli.md "$stage/COMMAND-LINE.md"
cp assets/fonts/NotoSansCJK-LICENSE.txt "$stage/"
printf 'N-Queens Explorer is licensed under MIT OR Apache-2.0, at your option.\n' > "$stage/LICENSE.txt"
zip_path=$out/nqueens-$version-windows-x86_64.zip
rm -f "$zip_path"
(cd "$(dirname "$stage")" && zip -qr9 "$OLDPWD/$zip_path" "$(basename "$stage")")
echo "$zip_path"
