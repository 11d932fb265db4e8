#!/usr/bin/env bash
# shards-parallel.sh: a class's work in N slices across lab machines with
# GNU parallel, then merged into the one report of the single run.
#
#   scripts/shards-parallel.sh [--shards=N] [--sshlogin=LOGINS] [--out=DIR]
#                              [--work=DIR] PROGRAM ARGS...
#
# PROGRAM ARGS is the command as you would run it on one machine,
# without swipl: prolog/grade.pl CLASS --positions=200, or
# prolog/tournament.pl CLASS --game=shi.  Each slice K runs
#   swipl PROGRAM ARGS --shard=K/N --out=WORK/shard-K-of-N
# on one of the machines, one slice at a time on each (the command uses
# the machine's cores); when every slice has ended well, this machine
# runs
#   swipl PROGRAM --merge WORK/shard-1-of-N ... WORK/shard-N-of-N [--out=DIR]
#
#   --shards=N        how many slices [the number of machines in --sshlogin]
#   --sshlogin=LOGINS GNU parallel's --sshlogin: machines with commas
#                     between them, such as lab01,lab02,2/lab03 (2 slices
#                     at once there); ':' is this machine [:]
#   --out=DIR         the merged report's folder [the command's default]
#   --work=DIR        the slices' folders [a new build/shards/run.XXXXXX]
#   --help            this text
#
# Every machine must see the repository, the class and WORK at the same
# paths (a home on a network file system, as lab machines have), log in
# by ssh without a password, and have swipl and bubblewrap.  Exit
# status: 0 when the merge is written, 1 when a slice or the merge
# failed (its output says which), 2 for a usage error.
set -u
source "$(dirname "${BASH_SOURCE[0]}")/shards-common.sh"


sshlogin=:
extra_option() {
    case $1 in
        --sshlogin=*) sshlogin=${1#--sshlogin=} ;;
        *) return 1 ;;
    esac
}
# One slice per machine named, when --shards does not say.
default_shards() {
    local machines
    IFS=, read -r -a machines <<<"$sshlogin"
    echo "${#machines[@]}"
}

parse_shard_arguments "$@"
command -v parallel >/dev/null 2>&1 && parallel --version 2>/dev/null | grep -q 'GNU parallel' ||
    refuse "GNU parallel is not installed (Debian: apt-get install parallel)"

echo "$shards slice(s) of: $program ${args[*]}"
echo "The slices' folders: $work/shard-K-of-$shards"
parallel --will-cite --sshlogin "$sshlogin" --jobs 1 --tag --line-buffer \
         --halt soon,fail=1 --joblog "$work/parallel.log" \
         "$(slice_command '{}')" ::: $(seq 1 "$shards") ||
    { echo "A slice failed (above; $work/parallel.log lists them): nothing was merged." >&2
      exit 1; }
sh -c "$(merge_command)"
