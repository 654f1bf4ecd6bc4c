#!/usr/bin/env bash
# Times `nqueens count N` beside Evgeny Kluev's quadrant-join counter
# (github.com/EvgenyKluev/N-Queens-Count-Sol, MIT) on this machine, in one
# sitting, the three commands in turn, the median of RUNS (default 3) runs
# of each (the peak memory is the last run's).
#
#   scripts/versus-kluev.sh PEER_CHECKOUT [N ...]     (default N: 16 17 18 19)
#
# The peer's board size is a constant of its sources: the script copies the
# checkout once per N, sets `size` in solcounter.h, and builds it as its
# README says (g++ -std=c++20 -O3, here with -march=native), into
# target/peer/kluevN. Nothing of the peer enters this repository. The same
# binaries serve `PEER_DIR=target/peer cargo bench --bench engine`.
set -euo pipefail

peer_src=${1:?usage: $0 PEER_CHECKOUT [N ...]}
shift
sizes=("${@:-16 17 18 19}")
read -r -a sizes <<<"${sizes[*]}"
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/target/peer"
mkdir -p "$out"

cargo build --release --quiet --bin nqueens --manifest-path "$root/Cargo.toml"
ours="$root/target/release/nqueens"

for n in "${sizes[@]}"; do
    if [[ ! -x "$out/kluev$n" ]]; then
        work=$(mktemp -d)
        cp -r "$peer_src"/. "$work"
        sed -i "s/inline constexpr int size = [0-9]*;/inline constexpr int size = $n;/" "$work/solcounter.h"
        g++ -std=c++20 -O3 -march=native -pthread "$work/main.cpp" -o "$out/kluev$n"
        rm -rf "$work"
    fi
done

# GNU time's elapsed seconds and peak resident set, of one run.
measure() {
    /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1
}

# The median of RUNS runs (default 3), the three commands in turn.
median() {
    sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

runs=${RUNS:-3}
printf '%-3s %-14s %-14s %-14s %s\n' n "nqueens (s)" "kluev 1 thr" "kluev 2 thr" "ratio to best"
for n in "${sizes[@]}"; do
    ours_all=() k1_all=() k2_all=()
    for ((run = 0; run < runs; run++)); do
        read -r s ours_kb < <(measure "$ours" count "$n")
        ours_all+=("$s")
        read -r s _ < <(measure "$out/kluev$n" 1)
        k1_all+=("$s")
        read -r s k2_kb < <(measure "$out/kluev$n" 2)
        k2_all+=("$s")
    done
    ours_s=$(printf '%s\n' "${ours_all[@]}" | median)
    k1_s=$(printf '%s\n' "${k1_all[@]}" | median)
    k2_s=$(printf '%s\n' "${k2_all[@]}" | median)
    best=$(echo "if ($k1_s < $k2_s) $k1_s else $k2_s" | bc -l)
    ratio=$(echo "scale=2; $ours_s / $best" | bc -l)
    printf '%-3s %-14s %-14s %-14s %s\n' "$n" "$ours_s ($((ours_kb / 1024)) MB)" "$k1_s" "$k2_s ($((k2_kb / 1024)) MB)" "$ratio"
done
