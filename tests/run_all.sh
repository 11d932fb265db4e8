#!/usr/bin/env bash
# Runs every test suite. Each suite ends its output with a line
# "NAME: N passed, M failed"; this script adds them up into the last line.
# A suite that exits non-zero without counting a failure counts as one.
set -u
cd "$(dirname "$0")/.."
mkdir -p build/test-logs

# The suites run in a home folder of their own: the user's autosaved
# games, display setting, configuration and packs are never read or
# written, and another Tabuleiro process (a game in play, a second test
# run from another clone) is never seen by a test, nor sees one.
test_home=$(mktemp -d "${TMPDIR:-/tmp}/tabuleiro-test-home.XXXXXX")
trap 'rm -rf "$test_home"' EXIT
export HOME=$test_home
export XDG_CONFIG_HOME=$test_home/.config XDG_DATA_HOME=$test_home/.local/share
export XDG_CACHE_HOME=$test_home/.cache
unset TABULEIRO_AUTOSAVE_DIR TABULEIRO_CONFIG_DIR TABULEIRO_DB_DIR
passed=0
failed=0

run_suite() {
    local name=$1 log=build/test-logs/$1.log
    shift
    echo "$name: running ($(date +%H:%M:%S); its output goes to $log)"
    "$@" >"$log" 2>&1
    local status=$?
    local line
    line=$(grep -E '^[a-z-]+: [0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    local p=0 f=0
    if [ -n "$line" ]; then
        p=$(echo "$line" | sed -E 's/.*: ([0-9]+) passed.*/\1/')
        f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed$/\1/')
    fi
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
        f=1
        line="$name: exited with status $status without reporting a failure"
    fi
    [ -n "$line" ] || { f=1; line="$name: reported no count"; }
    if [ "$f" -ne 0 ]; then
        echo "---- $name failed; the end of $log:"
        tail -n 40 "$log"
    fi
    echo "$line"
    passed=$((passed + p))
    failed=$((failed + f))
}

run_suite c build/tests/check_core c
run_suite c-sanitized build/tests/check_core_sanitized c-sanitized
run_suite cli bash tests/cli/run.sh
run_suite prolog swipl tests/prolog/run_tests.pl
run_suite cross-check swipl tests/cross_check/run.pl
run_suite fuzz swipl tests/fuzz/fuzz_foreign.pl 20000 1
run_suite pack bash tests/pack/run.sh
run_suite readme swipl tests/readme/readme_examples.pl README.md reports/*.md reports/rules/*.md reports/tournament-example/*.md
run_suite web-api bash tests/web/run.sh api
run_suite web-attacks bash tests/web/run.sh attacks
run_suite web-browser bash tests/web/run.sh browser
for session in tests/terminal/*.sh; do
    run_suite "terminal-$(basename "$session" .sh | tr '_' '-')" bash "$session"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
