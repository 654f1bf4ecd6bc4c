#!/usr/bin/env bash
# The Slurm recipe on a real Slurm: installs slurm-wlm and munge from
# Debian, starts a one-node cluster on this machine (as root, no cgroups),
# submits deploy/slurm-count.sbatch exactly as docs/cli.md says for n = 15
# with nqueens on the submitting shell's PATH, waits for the 64 tasks, sums
# the parts and compares with the reference (2,279,184 and 285,053); then
# superqueens of 14 in 8 parts as the docs' a(27) recipe has them (PIECE,
# PARTS, --array; 5,180 and 653), one task killed and resubmitted to go on
# from its kept chunks; then stops the cluster. Run it from anywhere:
# scripts/slurm-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }
export DEBIAN_FRONTEND=noninteractive
command -v slurmctld >/dev/null || apt-get install -y -q --no-install-recommends slurm-wlm munge >/dev/null
[ -x target/release/nqueens ] || cargo build --release --locked

# A one-node cluster: this machine, all its CPUs, no cgroups.
cpus=$(nproc)
mem=$(awk '/MemTotal/ {print int($2 / 1024) - 512}' /proc/meminfo)
mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/munge
cat > /etc/slurm/slurm.conf <<CONF
ClusterName=nqueens-check
SlurmctldHost=localhost
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
ReturnToService=2
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
NodeName=localhost CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=check Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
[ -f /etc/munge/munge.key ] || { mkdir -p /etc/munge; dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none; }
chown -R munge:munge /etc/munge /run/munge /var/lib/munge /var/log/munge 2>/dev/null || true
chmod 400 /etc/munge/munge.key
pkill -x slurmctld 2>/dev/null || true
pkill -x slurmd 2>/dev/null || true
pgrep -x munged >/dev/null || su -s /bin/sh munge -c munged || munged --force
slurmctld
slurmd
stop() { pkill -x slurmd || true; pkill -x slurmctld || true; }
trap stop EXIT
for _ in $(seq 1 30); do
  sinfo -h -o %T 2>/dev/null | grep -qE 'idle|mixed' && break
  sleep 1
done
sinfo -h -o %T | grep -qE 'idle|mixed' || fail "the node did not come up: $(sinfo 2>&1)"
ok "a one-node Slurm: $(sinfo -h -o '%P %D nodes %C CPUs (A/I/O/T) %T')"

# The command docs/cli.md gives, with nqueens on the PATH of the submitting shell.
work=$(mktemp -d)
cd "$work"
export PATH="$repo/target/release:$PATH"
job=$(sbatch --parsable --export=ALL,N=15 "$repo/deploy/slurm-count.sbatch")
ok "submitted array job $job: sbatch --export=ALL,N=15 deploy/slurm-count.sbatch"
started=$(date +%s)
# Until all 64 tasks have left the queue (each leaves its log behind).
count() { find "$1" -maxdepth 1 -name "$2" 2>/dev/null | wc -l; }
until [ "$(count . "parts-nqueens-count-${job}_*.log")" = 64 ] && [ -z "$(squeue -h 2>/dev/null)" ]; do
  [ $(($(date +%s) - started)) -lt 900 ] || fail "the array did not finish in 15 minutes: $(squeue)"
  sleep 2
done
done_parts=$(count parts-15 "part-*.txt")
[ "$done_parts" = 64 ] || fail "$done_parts of 64 parts written; logs: $(cat parts-nqueens-count-*.log | head -5)"
leftover=$(count parts-15 "*.tmp")
[ "$leftover" = 0 ] || fail "$leftover temporary files left"
ok "64 parts in $(($(date +%s) - started)) s, no temporary file left"
total=$(nqueens sum parts-15/part-*.txt)
unique=$(nqueens sum --unique parts-15/part-*.txt)
[ "$total" = 2279184 ] || fail "sum gave $total, not 2279184"
[ "$unique" = 285053 ] || fail "sum --unique gave $unique, not 285053"
ok "nqueens sum parts-15/part-*.txt = $total; --unique = $unique (A000170 and A002562)"

# Superqueens, as the a(27) recipe has them, at a size that takes seconds.
job=$(sbatch --parsable --array=0-7 --export=ALL,N=14,PIECE=superqueen,PARTS=8 "$repo/deploy/slurm-count.sbatch")
until [ "$(count . "parts-nqueens-count-${job}_*.log")" = 8 ] && [ -z "$(squeue -h 2>/dev/null)" ]; do sleep 1; done
[ "$(count parts-14 "part-*.txt")" = 8 ] || fail "superqueens: $(count parts-14 "part-*.txt") of 8 parts written"
total=$(nqueens sum parts-14/part-*.txt)
unique=$(nqueens sum --unique parts-14/part-*.txt)
[ "$total" = 5180 ] || fail "superqueens: sum gave $total, not 5180"
[ "$unique" = 653 ] || fail "superqueens: sum --unique gave $unique, not 653"
grep -q "piece=superqueen" parts-14/part-0.txt || fail "superqueens: part 0 names no piece"
ok "superqueens of 14 in 8 parts: $total; --unique = $unique (A051223 and A051224)"
# A task killed by its time limit, resubmitted: it goes on from its chunks.
rm parts-14/part-3.txt parts-14/kept-3/*chunk-1[0-9]-of-64.txt
job=$(sbatch --parsable --array=3 --export=ALL,N=14,PIECE=superqueen,PARTS=8 "$repo/deploy/slurm-count.sbatch")
until [ "$(count . "parts-nqueens-count-${job}_*.log")" = 1 ] && [ -z "$(squeue -h 2>/dev/null)" ]; do sleep 1; done
grep -q "54 of 64 chunks of part 3 of 8 of superqueens, n = 14 already counted" parts-nqueens-count-"$job"_3.log \
  || fail "a resubmitted task did not go on from its chunks: $(cat parts-nqueens-count-"$job"_3.log)"
[ "$(nqueens sum parts-14/part-*.txt)" = 5180 ] || fail "superqueens: the resubmitted part does not add up"
ok "a task resubmitted goes on from 54 of its 64 chunks; the sum still 5180"
rm -r parts-14

# Without the binary in reach, a task says so and leaves nothing behind.
job=$(env PATH=/usr/bin:/bin NQUEENS=/nonexistent/nqueens sbatch --parsable --export=ALL,N=14 --array=0-1 "$repo/deploy/slurm-count.sbatch")
until [ "$(count . "parts-nqueens-count-${job}_*.log")" = 2 ] && [ -z "$(squeue -h 2>/dev/null)" ]; do sleep 1; done
grep -q "no nqueens binary at /nonexistent/nqueens" parts-nqueens-count-"$job"_0.log \
  || fail "a task without the binary did not say so: $(cat parts-nqueens-count-"$job"_0.log)"
[ "$(count parts-14 "*")" = 0 ] || fail "a failed task left $(ls parts-14)"
ok "a task that cannot find nqueens says so and leaves parts-14/ empty"
