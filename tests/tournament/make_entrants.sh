#!/usr/bin/env bash
# make_entrants.sh DIR: DIR becomes a copy of the test entrants
# (tests/tournament/entrants), each with its copy of the Shi rules they
# all build on (tests/cross_check/students/shi_lists.pl), since no
# entrant sees another's folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$1"
for entrant in "$here"/entrants/*/; do
    name=$(basename "$entrant")
    cp -R "$entrant" "$1/"
    cp "$here/../cross_check/students/shi_lists.pl" "$1/$name/shi_lists.pl"
done
