#!/usr/bin/env bash
# Recomputes the tables of prefix counts that number the solutions of
# n = 15 to 19 at once (assets/prefix-counts/nN.bin), with the project's own
# counter, then checks them with the tests. Each table is a whole count of n
# by bitmask search, halved by the mirror; on this 2-core machine, with
# other work beside it: 15 and 16 in seconds, 17 in minutes, 18 in about 4
# minutes, 19 in about half an hour, 20 (not shipped) in about 3.5 hours.
#
#   scripts/prefix-tables.sh            # 15 to 19
#   scripts/prefix-tables.sh 17 18      # only these
#
# n = 20 is made a first column at a time, over several sittings (the
# columns already made are kept in assets/prefix-counts/n20-columns/):
#   cargo run --release --locked --example prefix_tables -- assets/prefix-counts 20 --columns 3 4
#   cargo run --release --locked --example prefix_tables -- assets/prefix-counts 20 --assemble
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
((${#sizes[@]})) || sizes=(15 16 17 18 19)
cargo build --release --locked --example prefix_tables
target/release/examples/prefix_tables assets/prefix-counts "${sizes[@]}"
ls -l assets/prefix-counts
# The tests read every shipped table back and recount 15 and 16.
cargo test --release --locked --test rank
