#!/usr/bin/env bash
# The grading benchmark (not a test): a class of 60 submissions, copies
# of those of tests/cross_check/submissions graded with the default
# settings, but for those that would measure their limits rather than
# the grading: the loop (its whole time limit, 120 s) and the memory
# hogs (each would fill the 2 GB memory limit of a shared machine).  The
# crash costs a fraction of a second: it is not copied either, so that
# the figure compares with the earlier ones.
set -eu
cd "$(dirname "$0")/../.."
class=$(mktemp -d)
trap 'rm -rf "$class"' EXIT
# bob and frank load ../alice_right/teeko.pl: alice_right is one of the 60.
cp -r tests/cross_check/submissions/alice_right "$class/"
n=1
while [ "$n" -lt 60 ]; do
    for s in alice_right bob_moves_after_win dave_halts erin_no_adapter_facts \
             frank_module_named_teeko gina_halts_while_loading; do
        [ "$n" -lt 60 ] || break
        n=$((n + 1))
        cp -r "tests/cross_check/submissions/$s" "$class/$(printf '%02d' "$n")_$s"
    done
done
start=$(date +%s)
swipl prolog/grade.pl "$class"
end=$(date +%s)
echo "grade: 60 submissions in $((end - start)) s"
