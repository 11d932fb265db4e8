#!/usr/bin/env bash
# A one-off check of the Teeko database stored up to symmetry against the
# database of the first format (one byte per placement, 355 MB a rule set),
# which the solver wrote before: builds that solver from git (OLD_COMMIT,
# the last commit with it), solves with both, and compares every position
# and a random sample of a million (tests/bench/compare_old_db.c).
# Needs about 1 GB of disk and 400 MB of memory, some minutes.
# Usage: compare_old_db.sh [RULES...]   (default: standard advanced)
set -euo pipefail
cd "$(dirname "$0")/../.."
old_commit=${OLD_COMMIT:-cd57efe}
rule_sets=("$@")
[ ${#rule_sets[@]} -gt 0 ] || rule_sets=(standard advanced)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

make --no-print-directory build >/dev/null
mkdir "$work/old"
git archive "$old_commit" | tar -x -C "$work/old"
make --no-print-directory -C "$work/old" build/bin/tabuleiro >/dev/null
cc -std=c11 -O2 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -pthread -Ic_core \
    -o "$work/compare_old_db" tests/bench/compare_old_db.c build/lib/libtbcore.a

status=0
for rules in "${rule_sets[@]}"; do
    option=()
    [ "$rules" = standard ] || option=(--rules "$rules")
    "$work/old/build/bin/tabuleiro" solve teeko "${option[@]}" --db "$work/old.db" >/dev/null 2>&1
    build/bin/tabuleiro solve teeko "${option[@]}" --db "$work/new.db" >/dev/null 2>&1
    echo "$rules: old database $(stat -c %s "$work/old.db") bytes, new $(stat -c %s "$work/new.db") bytes"
    "$work/compare_old_db" "$work/old.db" "$work/new.db" "${rules/standard/}" | sed "s/^/$rules: /" || status=1
    rm -f "$work/old.db" "$work/new.db"
done
exit $status
