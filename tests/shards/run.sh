#!/usr/bin/env bash
# Grading in slices (prolog/grade.pl --shard=K/N, --merge DIR...): the
# report merged from N slices is the single run's, but for the times
# taken, for N = 1, 2, 3 and 8 (more slices than the class has
# submissions: some are empty); slices' and merges' default folders;
# every wrong --shard and every merge of folders that are not the N
# slices of one run is refused in one line, with status 2.
suite=shards
source "$(dirname "$0")/lib.sh"

class=$work/class
small_class "$class"
grade_single "$class" "$work/single"
check "the single run writes its report" test -f "$work/single/grading-report.md"

# slices N: the N slices of the class, run side by side, in
# $work/N/shard-K-of-N; merge N: their report in $work/N/merged.
slices() {
    local n=$1 k status=0
    for k in $(seq 1 "$n"); do
        timeout 600 swipl prolog/grade.pl "$class" "${grade_options[@]}" --jobs=1 \
            --shard="$k/$n" --out="$work/$n/shard-$k-of-$n" </dev/null \
            >"$work/slice-$k-of-$n.log" 2>&1 &
    done
    for k in $(seq 1 "$n"); do
        wait -n || status=1
    done
    return $status
}

merge() {
    local n=$1
    timeout 600 swipl prolog/grade.pl --merge $(seq -f "$work/$n/shard-%g-of-$n" 1 "$n") \
        --out="$work/$n/merged" </dev/null >"$work/merge-$n.log" 2>&1
}

for n in 1 2 3 8; do
    check "the $n slice(s) end well" slices "$n"
    check "the merge of $n slice(s) is the single run's report" \
        eval 'merge "$n" && same_report "$work/single" "$work/$n/merged"'
done
check "an empty slice writes its manifest and no record" \
    eval '[ -f "$work/8/shard-7-of-8/manifest.terms" ] && [ ! -s "$work/8/shard-7-of-8/records.terms" ]'

# Default folders: a slice's beside the class, the merge's the class's report.
check "a slice's folder is by default CLASS-report-shard-K-of-N" \
    eval 'timeout 600 swipl prolog/grade.pl "$class" --shard=8/8 </dev/null >/dev/null 2>&1 &&
          [ -f "$class-report-shard-8-of-8/manifest.terms" ]'
check "a merge's folder is by default CLASS-report, as the single run's" \
    eval 'timeout 600 swipl prolog/grade.pl --merge "$work/1/shard-1-of-1" </dev/null >/dev/null 2>&1 &&
          same_report "$work/single" "$class-report"'

help=$(swipl prolog/grade.pl --help </dev/null)
check "--help names --shard and --merge with their defaults" \
    eval 'grep -A1 "^  --shard=K/N" <<<"$help" | grep -q "\[1/1" &&
          grep -q "FOLDER-report-shard-K-of-N" <<<"$help" &&
          grep -q "^  --merge DIR\.\.\." <<<"$help"'

for shard in 0/2 3/2 x 1/0 1/2/3 -1/2; do
    check "--shard=$shard is refused in words" \
        refused_in_one_line "--shard takes K/N, slice K of N" \
        swipl prolog/grade.pl "$class" --shard="$shard"
done
check "--merge without folders is refused" \
    refused_in_one_line "--merge takes the folders of the slices" swipl prolog/grade.pl --merge
check "--merge takes no grading option" \
    refused_in_one_line "unknown option --positions=5; the options are --out=DIR" \
    swipl prolog/grade.pl --merge "$work/1/shard-1-of-1" --positions=5

three=("$work/3/shard-1-of-3" "$work/3/shard-2-of-3" "$work/3/shard-3-of-3")
check "a missing slice is named" \
    refused_in_one_line "slice(s) 3 of 3 missing" \
    swipl prolog/grade.pl --merge "${three[0]}" "${three[1]}"
check "a slice given twice is refused" \
    refused_in_one_line "are both slice 2/3" \
    swipl prolog/grade.pl --merge "${three[@]}" "${three[1]}"
check "slices of different numbers of slices are refused" \
    refused_in_one_line "one of 3 slices and one of 2" \
    swipl prolog/grade.pl --merge "${three[@]}" "$work/2/shard-1-of-2"
# Slice 8 of 8 is empty: cheap to run again with other options.
timeout 600 swipl prolog/grade.pl "$class" --positions=6 --shard=8/8 --out="$work/other-8" \
    </dev/null >/dev/null 2>&1
check "slices graded with other options are refused" \
    refused_in_one_line "their options differ (positions 5 and 6)" \
    swipl prolog/grade.pl --merge $(seq -f "$work/8/shard-%g-of-8" 1 7) "$work/other-8"
check "a folder that is no slice is refused" \
    refused_in_one_line "holds no manifest.terms" swipl prolog/grade.pl --merge "$class"
check "a folder that is not there is refused" \
    refused_in_one_line "no folder $work/nowhere" swipl prolog/grade.pl --merge "$work/nowhere"

# Records are data: code in them is never run, a term of another shape,
# a broken term or a file too large for a slice is refused.
tampered() { # NAME: a copy of the one slice of 1, its records.terms from stdin
    rm -rf "$work/$1"
    cp -R "$work/1/shard-1-of-1" "$work/$1"
    cat >"$work/$1/records.terms"
}
echo ':- halt(7).' | tampered code
check "records holding code are refused, never run" \
    refused_in_one_line "its records are not those of slice 1/1" \
    swipl prolog/grade.pl --merge "$work/code"
echo 'record(1, x, _{name: "a"}' | tampered broken
check "records that do not read back are refused" \
    refused_in_one_line "does not read back as a slice writes it" \
    swipl prolog/grade.pl --merge "$work/broken"
tampered large </dev/null
truncate -s 200M "$work/large/records.terms"
check "a records file larger than a slice writes is refused unread" \
    refused_in_one_line "than a slice writes" swipl prolog/grade.pl --merge "$work/large"
echo 'manifest(_{program: grade}).' >"$work/code/manifest.terms"
check "a manifest of another shape is refused" \
    refused_in_one_line "is not a manifest of a slice" swipl prolog/grade.pl --merge "$work/code"

finish
