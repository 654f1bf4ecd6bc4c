#!/usr/bin/env bash
# Recomputes the tables of prefix counts that number the solutions of
# n = 15 to 20 at once (assets/prefix-counts/nN.bin), with the project's own
# counter (the half-board join, counted under each prefix), then checks
# them with the tests. On this 2-core machine: 15 and 16 in under a second,
# 17 in 5 s, 18 in 16 s, 19 in about 4 minutes, 20 in about 20 minutes.
#
#   scripts/prefix-tables.sh            # 15 to 20
#   scripts/prefix-tables.sh 17 18      # only these
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
((${#sizes[@]})) || sizes=(15 16 17 18 19 20)
cargo build --release --locked --example prefix_tables
target/release/examples/prefix_tables assets/prefix-counts "${sizes[@]}"
ls -l assets/prefix-counts
# The tests read every shipped table back and recount 15 and 16.
cargo test --release --locked --test rank
