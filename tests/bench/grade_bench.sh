#!/usr/bin/env bash
# The grading benchmark (not a test): a class of 60 submissions, copies
# of those of tests/cross_check/submissions graded with the default
# settings, but for those that would measure their limits rather than
# the grading: the loop (its whole time limit, 120 s) and the memory
# hogs (each would fill the 2 GB memory limit of a shared machine).  The
# crash costs a fraction of a second: it is not copied either, so that
# the figure compares with the earlier ones.  The class is graded one
# submission at a time (--jobs=1) and two at a time (--jobs=2), and the
# two reports compared (the same but for the times taken and whether a
# halting process hung: see halt_neutral below).  Then in two slices
# (--shard=1/2 and 2/2, two at a time each, one slice after the other as
# two machines would grade them side by side) merged (--merge), the
# merged report compared with the single run's the same way.  Then the
# sandbox's own cost: 20 submissions that load nothing, graded with and
# without it.
#
#     bash tests/bench/grade_bench.sh               # lines "grade: ..."
#     bash tests/bench/grade_bench.sh --paragraph   # the paragraph of
#                                                   # reports/performance.md
set -eu
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bash tests/cross_check/make_class.sh "$work/base"
class=$work/class
mkdir "$class"
cp -r "$work/base/alice_right" "$class/"
# The other 59, the six kinds in turn (the same class as ever), numbered in a shuffled order (the
# same every run): a class whose kinds came in turn by name would put
# every second one in the same slice of --shard=K/2.
kinds=(alice_right bob_moves_after_win dave_halts erin_no_adapter_facts
       frank_module_named_teeko gina_halts_while_loading)
for n in $(seq 2 60); do
    echo "${kinds[(n - 2) % 6]}"
done | shuf --random-source=<(yes) | awk '{ printf "%02d %s\n", NR + 1, $0 }' |
while read -r n s; do
    cp -r "$work/base/$s" "$class/${n}_$s"
done
# seconds_of COMMAND...: runs it, output dropped, and prints the seconds
# it took.
seconds_of() {
    local s e
    s=$(date +%s.%N)
    "$@" </dev/null >/dev/null
    e=$(date +%s.%N)
    awk -v s="$s" -v e="$e" 'BEGIN { printf "%.1f", e - s }'
}
# graded(JOBS, OUT): grades the class with --jobs=JOBS into OUT and
# prints the seconds it took.
graded() {
    seconds_of swipl prolog/grade.pl "$class" --jobs="$1" --out="$2"
}
one=$(graded 1 "$work/report1")
two=$(graded 2 "$work/report")
slice1=$(seconds_of swipl prolog/grade.pl "$class" --jobs=2 --shard=1/2 --out="$work/slice1")
slice2=$(seconds_of swipl prolog/grade.pl "$class" --jobs=2 --shard=2/2 --out="$work/slice2")
merge=$(seconds_of swipl prolog/grade.pl --merge "$work/slice1" "$work/slice2" --out="$work/merged")
# The same report with either: its rows without their times, the
# gradebook and the feedback files, but for how a process that called
# halt ended (SWI-Prolog 9.0's halt/0 now and then never ends, whatever
# the load: the row then says that it hung while exiting).
halt_neutral() {
    tr '\n' ' ' | sed -e 's/\\n/ /g' -e 's/ (exit status 0)//g' \
        -e 's/ (the process hung while exiting and was stopped)//g' -e 's/  */ /g'
}
for r in report1 report merged; do
    swipl -g "use_module(library(http/json)),
              open('$work/$r/grading-report.json', read, In), json_read_dict(In, Rows),
              forall(member(R, Rows), ( del_dict(seconds, R, _, S), json_write_dict(user_output, S, [width(0)]), nl ))" \
          -t halt 2>/dev/null | halt_neutral >"$work/$r.rows"
    halt_neutral <"$work/$r/grading-report.csv" >"$work/$r.csv"
    cat "$work/$r"/feedback/*.txt | halt_neutral >"$work/$r.feedback"
    ls "$work/$r/feedback" >>"$work/$r.feedback"
done
# same_as_single_run R: yes when report R is the --jobs=2 run's.
same_as_single_run() {
    local f
    for f in rows csv feedback; do
        cmp -s "$work/$1.$f" "$work/report.$f" || { echo no; return; }
    done
    echo yes
}
same=$(same_as_single_run report1)
same_merged=$(same_as_single_run merged)

empty=$work/empty
mkdir "$empty"
for i in $(seq -w 1 20); do
    cp -r tests/cross_check/hostile/mallory_no_student_code "$empty/s$i"
done
t0=$(date +%s.%N)
swipl prolog/grade.pl "$empty" --jobs=1 --out="$work/empty-sandboxed" </dev/null >/dev/null
t1=$(date +%s.%N)
swipl prolog/grade.pl "$empty" --jobs=1 --unsandboxed --out="$work/empty-unsandboxed" </dev/null >/dev/null
t2=$(date +%s.%N)
startup=$(awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN {
    printf "sandbox start-up %.0f ms per submission (%.0f ms in the sandbox, %.0f ms without)",
           ((b - a) - (c - b)) * 1000 / 20, (b - a) * 1000 / 20, (c - b) * 1000 / 20 }')
# The verdicts, to see that no right submission ran out of time.
verdicts=$(swipl -g "use_module(library(http/json)),
          open('$work/report/grading-report.json', read, In), json_read_dict(In, Rows),
          findall(V, (member(R, Rows), get_dict(verdict, R, V)), Vs), msort(Vs, Sorted),
          clumped(Sorted, Counts),
          findall(T, (member(V-N, Counts), format(atom(T), '~w ~d', [V, N])), Ts),
          atomic_list_concat(Ts, ', ', Line), format('verdicts ~w', [Line])" -t halt)
if [ "${1:-}" = --paragraph ]; then
    echo "\`bash tests/bench/grade_bench.sh\`: a class of 60 submissions graded with the default"
    echo "settings, each in its own sandboxed \`swipl\` process: in $one s one at a time"
    echo "(\`--jobs=1\`), in $two s two at a time (\`--jobs=2\`; the default is the number of cores, here $(nproc));"
    if [ "$same" = yes ]; then
        echo "the two reports are the same but for the times taken and whether a halting process hung (rows, gradebook, feedback);"
    else
        echo "**the two reports differ** (rows, gradebook or feedback);"
    fi
    echo "in two slices (\`--shard=1/2\` and \`--shard=2/2\`, each \`--jobs=2\`, one after the other) in $slice1 s and $slice2 s,"
    echo "merged (\`--merge\`) in $merge s: on two machines side by side, the longer slice and the merge, $(awk -v a="$slice1" -v b="$slice2" 'BEGIN { print (a > b) ? a : b }') s + $merge s;"
    if [ "$same_merged" = yes ]; then
        echo "the merged report is the single run's, compared the same way;"
    else
        echo "**the merged report differs from the single run's**;"
    fi
    echo "$startup; $verdicts."
else
    echo "grade: 60 submissions in $one s with --jobs=1, $two s with --jobs=2 on $(nproc) cores; the same report but for the times: $same"
    echo "grade: slices 1/2 and 2/2 with --jobs=2 in $slice1 s and $slice2 s, merged in $merge s; the merged report is the single run's but for the times: $same_merged"
    echo "grade: $startup"
    echo "grade: $verdicts"
fi
