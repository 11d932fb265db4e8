#!/usr/bin/env bash
# shards-slurm.sh: a class's work as a Slurm job array of N slices, then a
# merge job that writes the one report of the single run.
#
#   scripts/shards-slurm.sh [--shards=N] [--out=DIR] [--work=DIR]
#                           [--sbatch=OPTIONS] [--wait] PROGRAM ARGS...
#
# PROGRAM ARGS is the command as you would run it on one machine,
# without swipl: prolog/grade.pl CLASS --positions=200, or
# prolog/tournament.pl CLASS --game=shi.  It submits
#   sbatch --array=1-N   (task K: swipl PROGRAM ARGS --shard=K/N
#                                       --out=WORK/shard-K-of-N)
#   sbatch --dependency=afterok:ARRAY   (swipl PROGRAM --merge
#                       WORK/shard-1-of-N ... WORK/shard-N-of-N [--out=DIR])
# and prints the two job ids; each job's output goes to WORK/slurm-*.out.
# The merge runs only when every task ended well.
#
#   --shards=N        how many slices: tasks of the array [4]
#   --out=DIR         the merged report's folder [the command's default]
#   --work=DIR        the slices' folders and the jobs' output
#                     [a new build/shards/run.XXXXXX]
#   --sbatch=OPTIONS  more options for both sbatch, split at spaces, such
#                     as '--partition=lab --time=30:00 --cpus-per-task=4'
#   --wait            wait for the merge, and exit with its outcome: 0
#                     when it is written, 1 when a task or the merge failed
#   --help            this text
#
# The nodes must see the repository, the class and WORK at the same
# paths (a shared file system) and have swipl and bubblewrap.  Exit
# status 2 for a usage error.
set -u
source "$(dirname "${BASH_SOURCE[0]}")/shards-common.sh"

default_shards() { echo 4; }

sbatch_options=()
wait_for_merge=false
extra_option() {
    case $1 in
        --sbatch=*) read -r -a sbatch_options <<<"${1#--sbatch=}" ;;
        --wait) wait_for_merge=true ;;
        *) return 1 ;;
    esac
}

parse_shard_arguments "$@"
command -v sbatch >/dev/null 2>&1 || refuse "sbatch is not here: this machine is no Slurm client"

array=$(sbatch --parsable --job-name=tabuleiro-slices --chdir="$here" \
               --array="1-$shards" --output="$work/slurm-%A_%a.out" "${sbatch_options[@]}" \
               --wrap="$(slice_command '$SLURM_ARRAY_TASK_ID')") ||
    { echo "sbatch refused the array of slices (above)." >&2; exit 1; }
array=${array%%;*}
merge=$(sbatch --parsable --job-name=tabuleiro-merge --chdir="$here" \
               --dependency="afterok:$array" --output="$work/slurm-merge-%j.out" \
               "${sbatch_options[@]}" --wrap="$(merge_command)") ||
    { echo "sbatch refused the merge (above); the slices run: scancel $array stops them." >&2
      exit 1; }
merge=${merge%%;*}
echo "Submitted the $shards slices as job array $array and their merge as job $merge."
echo "Their output: $work/slurm-*.out"
$wait_for_merge || exit 0

# The merge leaves the queue when it ends; a task that failed leaves it
# pending for ever (DependencyNeverSatisfied), and it is cancelled.
while state=$(squeue --noheader --jobs="$merge" --format='%T %r' 2>/dev/null) && [ -n "$state" ]; do
    if [[ $state == *DependencyNeverSatisfied* ]]; then
        scancel "$merge"
        echo "A slice failed (see $work/slurm-${array}_*.out): nothing was merged." >&2
        exit 1
    fi
    sleep 2
done
if scontrol show job "$merge" 2>/dev/null | grep -q 'JobState=COMPLETED'; then
    cat "$work/slurm-merge-$merge.out"
else
    echo "The merge did not end well:" >&2
    cat "$work/slurm-merge-$merge.out" >&2
    exit 1
fi
