#!/usr/bin/env bash
# One command for a release: writes target/release-files/ with the Debian
# package, the Windows zip, the web build's folder as a .tar.gz where it
# has been built (scripts/web.sh writes target/web/), and SHA256SUMS over
# them all. Check a download with `sha256sum -c SHA256SUMS`.
#
# Needs what scripts/package.sh and scripts/windows.sh need.
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/release-files
rm -rf "$out" && mkdir -p "$out"
version=$(cargo metadata --no-deps --format-version 1 |
  python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "nqueens"))')
deb=$(scripts/package.sh | tail -1)
cp "$deb" "$out/"
scripts/windows.sh >/dev/null
if [ -d target/web ]; then
  tar -C target -czf "$out/nqueens-$version-web.tar.gz" --transform "s,^web,nqueens-$version-web," web
else
  echo "no target/web: the web build is left out (scripts/web.sh makes it)" >&2
fi
(cd "$out" && sha256sum -- * > SHA256SUMS && sha256sum -c --quiet SHA256SUMS)
ls -l "$out"
