#!/usr/bin/env bash
# The mutation benchmark (not a test): how many of the mutants of
# tests/cross_check/mutants/mutants.pl (right course-style encodings,
# each with one student mistake) grading catches, that is does not
# grade `agreed`: once with the default settings, once with
# --positions=15 (as the test mutant_grading.pl grades them, there with
# --perft=2).  Prints
# the lines starting "mutants: ", with the wall-clock seconds per
# submission and the names of the mutants not caught.
set -eu
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swipl tests/cross_check/mutants/make_mutant_class.pl "$work/class" mutants

# score REPORT SECONDS SETTINGS: the lines of one grading, from its JSON
# report and its wall-clock seconds.
score() {
    swipl -g "use_module(library(http/json)), use_module('tests/cross_check/mutants/mutants'),
              open('$1/grading-report.json', read, In), json_read_dict(In, Rows),
              findall(N, mutant(N, _, _, _, _, _), Names), length(Names, All),
              findall(N, ( member(N, Names), atom_string(N, S), member(R, Rows),
                           get_dict(name, R, S), get_dict(verdict, R, \"agreed\") ), Missed),
              length(Missed, M), Caught is All - M,
              format('mutants: caught ~d of ~d (~0f%) ~w, ~1f s per submission~n',
                     [Caught, All, 100 * Caught / All, '$3', $2 / All]),
              ( Missed == [] -> Text = none ; atomic_list_concat(Missed, ', ', Text) ),
              format('mutants: not caught ~w: ~w~n', ['$3', Text])" -t halt
}

# grade REPORT OPTION...: grades the class into REPORT and prints its
# wall-clock seconds.
grade() {
    local report=$1 start end
    shift
    start=$(date +%s.%N)
    swipl prolog/grade.pl "$work/class" --out="$report" "$@" >/dev/null
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }'
}

seconds=$(grade "$work/default")
score "$work/default" "$seconds" "at the default settings"
seconds=$(grade "$work/p15" --positions=15)
score "$work/p15" "$seconds" "at --positions=15"
