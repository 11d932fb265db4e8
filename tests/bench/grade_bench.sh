#!/usr/bin/env bash
# The grading benchmark (not a test): a class of 60 submissions, copies
# of those of tests/cross_check/submissions graded with the default
# settings, but for those that would measure their limits rather than
# the grading: the loop (its whole time limit, 120 s) and the memory
# hogs (each would fill the 2 GB memory limit of a shared machine).  The
# crash costs a fraction of a second: it is not copied either, so that
# the figure compares with the earlier ones.  Then the sandbox's own
# cost: 20 submissions that load nothing, graded with and without it.
set -eu
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash tests/cross_check/make_class.sh "$work/base"
class=$work/class
mkdir "$class"
cp -r "$work/base/alice_right" "$class/"
n=1
while [ "$n" -lt 60 ]; do
    for s in alice_right bob_moves_after_win dave_halts erin_no_adapter_facts \
             frank_module_named_teeko gina_halts_while_loading; do
        [ "$n" -lt 60 ] || break
        n=$((n + 1))
        cp -r "$work/base/$s" "$class/$(printf '%02d' "$n")_$s"
    done
done
start=$(date +%s.%N)
swipl prolog/grade.pl "$class" --out="$work/report"
end=$(date +%s.%N)

empty=$work/empty
mkdir "$empty"
for i in $(seq -w 1 20); do
    cp -r tests/cross_check/hostile/mallory_no_student_code "$empty/s$i"
done
t0=$(date +%s.%N)
swipl prolog/grade.pl "$empty" --out="$work/empty-sandboxed" >/dev/null
t1=$(date +%s.%N)
swipl prolog/grade.pl "$empty" --unsandboxed --out="$work/empty-unsandboxed" >/dev/null
t2=$(date +%s.%N)
awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN {
    printf "grade: sandbox start-up %.0f ms per submission (%.0f ms in the sandbox, %.0f ms without)\n",
           ((b - a) - (c - b)) * 1000 / 20, (b - a) * 1000 / 20, (c - b) * 1000 / 20 }'
awk -v s="$start" -v e="$end" 'BEGIN { printf "grade: 60 submissions in %.0f s\n", e - s }'
# The verdicts, to see that no right submission ran out of time.
swipl -g "use_module(library(http/json)),
          open('$work/report/grading-report.json', read, In), json_read_dict(In, Rows),
          findall(V, (member(R, Rows), get_dict(verdict, R, V)), Vs), msort(Vs, Sorted),
          clumped(Sorted, Counts),
          findall(T, (member(V-N, Counts), format(atom(T), '~w ~d', [V, N])), Ts),
          atomic_list_concat(Ts, ', ', Line), format('grade: verdicts ~w~n', [Line])" -t halt
