# What scripts/shards-parallel.sh and scripts/shards-slurm.sh share:
# their options, the command of one slice and the command of the merge.
# Sourced, not run.  A script that sources it has its usage in its
# header (the comment from its second line to `set -u`, which --help
# prints), may add options of its own with `extra_option` (a function
# that takes an argument and returns 0 when it took it), then
# calls `parse_shard_arguments "$@"`; `default_shards` prints the number
# of slices when --shards does not say.
#
# The command (PROGRAM and its ARGS, such as prolog/grade.pl CLASS
# --positions=200) is passed through as it is; the scripts add
# --shard=K/N --out=WORK/shard-K-of-N to each slice and run
# `swipl PROGRAM --merge WORK/shard-1-of-N ... [--out=OUT]` after them.

shards=""
out=""
work=""
program=""
args=()

usage() {
    sed -n '2,/^set -u$/p' "$0" | sed '$d; s/^# \{0,1\}//'
}

# refuse MESSAGE: one line on stderr, exit status 2.
refuse() {
    echo "$(basename "$0"): $1 (--help shows the usage)" >&2
    exit 2
}

parse_shard_arguments() {
    while [ $# -gt 0 ]; do
        case $1 in
            --help) usage; exit 0 ;;
            --shards=*) shards=${1#--shards=} ;;
            --out=*) out=${1#--out=} ;;
            --work=*) work=${1#--work=} ;;
            --*) declare -F extra_option >/dev/null && extra_option "$1" ||
                     refuse "unknown option $1" ;;
            *) break ;;
        esac
        shift
    done
    [ $# -gt 0 ] || refuse "which command? such as prolog/grade.pl CLASS"
    program=$1
    shift
    args=("$@")
    [ -n "$shards" ] || shards=$(default_shards)
    [[ $shards =~ ^[1-9][0-9]*$ ]] || refuse "--shards takes a positive whole number, not '$shards'"
    [ -f "$program" ] || refuse "no file $program: the command is a Prolog program, such as prolog/grade.pl"
    local arg
    for arg in "${args[@]}"; do
        case $arg in
            --shard=*|--out=*|--merge)
                refuse "$arg is the script's to give: give --out=DIR before the command" ;;
        esac
    done
    here=$(pwd)
    if [ -z "$work" ]; then
        local repository
        repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
        mkdir -p "$repository/build/shards"
        work=$(mktemp -d "$repository/build/shards/run.XXXXXX")
    fi
    mkdir -p "$work" || refuse "cannot make the folder $work"
    work=$(cd "$work" && pwd)
}

# sh_quote WORD: WORD in single quotes for sh (a remote login's shell,
# or the /bin/sh of a Slurm job).
sh_quote() {
    printf "'%s'" "${1//\'/\'\\\'\'}"
}

# slice_folder K: the folder of slice K.
slice_folder() {
    printf '%s/shard-%s-of-%s' "$work" "$1" "$shards"
}

# slice_command K: the command that runs slice K, for sh; K is a number
# or a word that the shell of the job replaces, such as {} (GNU
# parallel) or $SLURM_ARRAY_TASK_ID, left unquoted.
slice_command() {
    local command word
    command="cd $(sh_quote "$here") && swipl $(sh_quote "$program")"
    for word in "${args[@]}"; do
        command+=" $(sh_quote "$word")"
    done
    printf '%s --shard=%s/%s %s%s%s' "$command" "$1" "$shards" \
        "$(sh_quote "--out=$work/shard-")" "$1" "$(sh_quote "-of-$shards")"
}

# merge_command: the command that merges the N slices, for sh.
merge_command() {
    local command k
    command="cd $(sh_quote "$here") && swipl $(sh_quote "$program") --merge"
    for k in $(seq 1 "$shards"); do
        command+=" $(sh_quote "$(slice_folder "$k")")"
    done
    [ -z "$out" ] || command+=" $(sh_quote "--out=$out")"
    printf '%s' "$command"
}
