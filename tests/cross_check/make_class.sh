#!/usr/bin/env bash
# make_class.sh DIR: DIR becomes a copy of the test class
# (tests/cross_check/submissions), with Alice's rules (rules.pl) copied
# into the submissions that build on them, and her teeko.pl into Noah's
# (see its README.md).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
alice=$here/submissions/alice_right
mkdir -p "$1"
for submission in "$here"/submissions/*/; do
    cp -R "$submission" "$1/"
done
for classmate in bob_moves_after_win carol_loops dave_halts frank_module_named_teeko \
                 hank_memory_hog ivy_stack_hog jack_crashes kate_hangs_on_halt \
                 lena_loops_once mia_clears_the_screen noah_starts_his_menu olga_crashes_once; do
    cp "$alice/rules.pl" "$1/$classmate/rules.pl"
done
cp "$alice/teeko.pl" "$1/noah_starts_his_menu/teeko.pl"
