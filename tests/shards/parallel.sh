#!/usr/bin/env bash
# scripts/shards-parallel.sh with GNU parallel on this machine (':'):
# four slices of grading, then their merge, equal the single run but for
# the times taken; the script passes any command's own arguments through
# and adds --shard, --out and --merge (tests/shards/echo_command.pl);
# its usage errors.
suite=shards-parallel
source "$(dirname "$0")/lib.sh"

class=$work/class
small_class "$class"
grade_single "$class" "$work/single"

check "four slices with GNU parallel, then the merge, end well" \
    eval 'timeout 900 bash scripts/shards-parallel.sh --shards=4 --sshlogin=: \
              --work="$work/slices" --out="$work/merged" \
              prolog/grade.pl "$class" "${grade_options[@]}" </dev/null >"$work/parallel.log" 2>&1'
check "their merge is the single run's report" same_report "$work/single" "$work/merged"
check "each slice ran in its folder" \
    eval 'for k in 1 2 3 4; do [ -f "$work/slices/shard-$k-of-4/manifest.terms" ] || exit 1; done'

# echo_args FOLDER: the arguments that the echo command wrote there.
echo_args() {
    swipl -g "read_term(user_input, argv(A), []), forall(member(X, A), writeln(X))" -t halt \
        <"$1/arguments.terms"
}
odd="a b 'c' \"d\""
check "any command's own arguments are passed through, --shard and --out added" \
    eval 'timeout 300 bash scripts/shards-parallel.sh --shards=2 --work="$work/echo" \
              --out="$work/echo-merged" tests/shards/echo_command.pl "$odd" --game=shi \
              </dev/null >/dev/null 2>&1 &&
          [ "$(echo_args "$work/echo/shard-2-of-2")" = "$(printf "%s\n" "$odd" --game=shi \
              --shard=2/2 "--out=$work/echo/shard-2-of-2")" ] &&
          [ "$(echo_args "$work/echo-merged")" = "$(printf "%s\n" --merge \
              "$work/echo/shard-1-of-2" "$work/echo/shard-2-of-2" "--out=$work/echo-merged")" ]'

check "--shards=0 is refused" \
    refused_in_one_line "--shards takes a positive whole number" \
    bash scripts/shards-parallel.sh --shards=0 prolog/grade.pl "$class"
check "a command is needed" \
    refused_in_one_line "which command?" bash scripts/shards-parallel.sh --shards=2
check "--out among the command's arguments is refused" \
    refused_in_one_line "is the script's to give" \
    bash scripts/shards-parallel.sh prolog/grade.pl "$class" --out=x
check "--help shows the usage" \
    eval 'bash scripts/shards-parallel.sh --help | grep -q -- "--sshlogin=LOGINS"'

finish
