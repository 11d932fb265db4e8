#!/usr/bin/env bash
# scripts/shards-slurm.sh on a one-node Slurm cluster that this test
# starts and stops: munged, slurmctld and slurmd on this machine, in a
# private folder, on ports of their own (nothing of the machine's own
# munge or Slurm is used or touched).  Three slices of grading as a job
# array, then the merge job after them, equal the single run but for the
# times taken; a slice that fails leaves nothing merged, and the script
# says so.
suite=shards-slurm
source "$(dirname "$0")/lib.sh"

cluster=$work/cluster
export SLURM_CONF=$cluster/slurm.conf

# Whatever happens, the daemons this test started end with it.
cleanup() {
    local pidfile pid
    for pidfile in "$cluster/slurmd.pid" "$cluster/slurmctld.pid" "$cluster/munge/munged.pid"; do
        [ -s "$pidfile" ] || continue
        pid=$(cat "$pidfile")
        kill "$pid" 2>/dev/null
        for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
        kill -9 "$pid" 2>/dev/null
    done
}

# free_port: a port nothing listens on.
free_port() {
    local port
    while :; do
        port=$((20000 + RANDOM % 30000))
        (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
    done
}

# munged must run as the munge user, in a folder it owns that every user
# may enter (Slurm's commands reach its socket).
start_munge() {
    mkdir -p "$cluster/munge"
    chmod 711 "$work" "$cluster"
    chown munge:munge "$cluster/munge"
    chmod 711 "$cluster/munge"
    runuser -u munge -- /usr/sbin/munged --socket="$cluster/munge/socket" \
        --pid-file="$cluster/munge/munged.pid" --log-file="$cluster/munge/munged.log" \
        --seed-file="$cluster/munge/munged.seed"
}

write_slurm_conf() {
    local host
    host=$(hostname)
    mkdir -p "$cluster/state" "$cluster/spool"
    cat >"$SLURM_CONF" <<CONF
ClusterName=tabuleiro-test
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
AuthType=auth/munge
AuthInfo=socket=$cluster/munge/socket
CredType=cred/munge
StateSaveLocation=$cluster/state
SlurmdSpoolDir=$cluster/spool
SlurmctldPidFile=$cluster/slurmctld.pid
SlurmdPidFile=$cluster/slurmd.pid
SlurmctldLogFile=$cluster/slurmctld.log
SlurmdLogFile=$cluster/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
MpiDefault=none
ReturnToService=2
MailProg=/bin/true
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$host Default=YES State=UP MaxTime=INFINITE
CONF
}

# node_idle: the node has registered and takes jobs (within a minute).
node_idle() {
    for _ in $(seq 1 120); do
        sinfo --noheader --format=%t 2>/dev/null | grep -q idle && return 0
        sleep 0.5
    done
    return 1
}

start_cluster() {
    start_munge &&
    write_slurm_conf &&
    /usr/sbin/slurmctld -c -f "$SLURM_CONF" &&
    /usr/sbin/slurmd -f "$SLURM_CONF" &&
    node_idle
}

class=$work/class
small_class "$class"
grade_single "$class" "$work/single"

if ! check "the one-node cluster starts (munged, slurmctld, slurmd)" start_cluster; then
    [ "$(id -u)" = 0 ] || echo "The cluster's daemons run as root and as munge: run this test as root."
    tail -n 20 "$cluster"/*.log "$cluster"/munge/*.log 2>/dev/null
    finish
fi
check "three slices as a job array, then the merge job, end well" \
    eval 'timeout 900 bash scripts/shards-slurm.sh --shards=3 --wait --work="$work/slices" \
              --out="$work/merged" prolog/grade.pl "$class" "${grade_options[@]}" \
              </dev/null >"$work/slurm.log" 2>&1 || { cat "$work/slurm.log"; exit 1; }'
check "their merge is the single run's report" same_report "$work/single" "$work/merged"
check "each task wrote its slice and its output" \
    eval 'for k in 1 2 3; do [ -f "$work/slices/shard-$k-of-3/manifest.terms" ] || exit 1; done &&
          ls "$work"/slices/slurm-*_3.out >/dev/null'
check "a slice that fails leaves nothing merged, and the script says so" \
    eval 'timeout 600 bash scripts/shards-slurm.sh --shards=2 --wait --work="$work/failing" \
              prolog/grade.pl "$work/no-class" </dev/null >"$work/failing.log" 2>&1
          [ $? -eq 1 ] && grep -q "A slice failed" "$work/failing.log" &&
          [ -z "$(squeue --noheader)" ]'

finish
