#!/usr/bin/env bash
# make_class.sh DIR: DIR becomes a copy of the test class
# (tests/cross_check/submissions), with Alice's rules copied into the
# two submissions that build on them (see its README.md).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$1"
for submission in "$here"/submissions/*/; do
    cp -R "$submission" "$1/"
done
cp "$here/submissions/alice_right/teeko.pl" "$1/bob_moves_after_win/teeko.pl"
cp "$here/submissions/alice_right/teeko.pl" "$1/frank_module_named_teeko/rules.pl"
cp "$here/submissions/alice_right/teeko.pl" "$1/lena_loops_once/teeko.pl"
cp "$here/submissions/alice_right/teeko.pl" "$1/mia_clears_the_screen/teeko.pl"
cp "$here/submissions/alice_right/teeko.pl" "$1/noah_starts_his_menu/teeko.pl"
cp "$here/submissions/alice_right/teeko.pl" "$1/olga_crashes_once/teeko.pl"
