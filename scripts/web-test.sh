#!/usr/bin/env bash
# The page's tests in a real browser (docs/web.md): serves target/web (built
# by scripts/web.sh) on 127.0.0.1 and runs web/tests with Debian's chromium
# driven by playwright-core.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ -f target/web/nqueens_bg.wasm ]] || { echo "no target/web: run scripts/web.sh first" >&2; exit 1; }
# The command line's export is what a download is held against.
nqueens="$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')/release/nqueens"
[[ -x "$nqueens" ]] || cargo build --release --locked --bin nqueens
(cd web/tests && npm ci --no-audit --no-fund --silent)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory target/web >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 50); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && break
  sleep 0.1
done
cd web/tests
# offline.test.mjs serves copies of target/web itself (PAGE_DIR). A test
# past 5 minutes is stopped and fails.
NQUEENS="$nqueens" PAGE_URL="http://127.0.0.1:$port/" PAGE_DIR="$PWD/../../target/web" \
  node --test --test-concurrency=1 --test-timeout=300000 ${WEB_TEST_PATTERN:+--test-name-pattern="$WEB_TEST_PATTERN"} \
  page.test.mjs offline.test.mjs workers.test.mjs
