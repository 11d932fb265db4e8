# What the suites of tests/shards/ share: the small class, its single
# run, the comparison of two reports, and the count.  Sourced by
# run.sh, parallel.sh and slurm.sh, each having set `suite` (its name).
# A suite's last line is "$suite: N passed, M failed".
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
work=$(mktemp -d "${TMPDIR:-/tmp}/tabuleiro-shards.XXXXXX")
passed=0
failed=0
# The options of every grading of the class: few positions, so that a
# suite takes seconds; the ready sets are checked in full all the same.
grade_options=(--positions=5)

# cleanup: what a suite adds to the end, whatever happens (stopping what
# it started); the work folder goes last.
cleanup() { :; }
trap 'cleanup; chmod -R u+rwX "$work" 2>/dev/null; rm -rf "$work"' EXIT

check() { # description, then a command that must succeed
    local what=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok: $what"
    else
        failed=$((failed + 1))
        echo "FAILED: $what"
    fi
}

finish() {
    echo "$suite: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

# small_class DIR: six submissions whose rows are of every kind a slice
# must carry back as written: agreed, disagreed (with kinds and a
# position drawn), not loaded (with a loading error), a link (not
# graded), a folder name made to break a spreadsheet and a line, and
# one that is not UTF-8 (neither has a .pl file: not graded).
small_class() {
    local all=$work/all-submissions
    [ -d "$all" ] || bash tests/cross_check/make_class.sh "$all" >/dev/null
    mkdir -p "$1"
    cp -R "$all/alice_right" "$all/bob_moves_after_win" "$all/erin_no_adapter_facts" "$1/"
    ln -s alice_right "$1/link_to_alice"
    mkdir "$1/$(printf '=cmd|'"'"' \\C calc'"'"'!A0,"x"\nline2')"
    mkdir "$1/$(printf 'jos\351')"
}

# grade_single CLASS OUT: the single run's report of CLASS in OUT.
grade_single() {
    timeout 600 swipl prolog/grade.pl "$1" "${grade_options[@]}" --out="$2" \
        </dev/null >"$work/single.log" 2>&1
}

# same_report A B: the two reports are the same but for the times taken.
same_report() {
    timeout 120 swipl tests/shards/same_report.pl "$1" "$2" </dev/null
}

# refused_in_one_line TEXT COMMAND...: COMMAND exits with status 2,
# saying one line on stderr that holds TEXT (no Prolog error or
# backtrace), and nothing on stdout.
refused_in_one_line() {
    local text=$1 out err status
    shift
    out=$("$@" 2>"$work/stderr" </dev/null)
    status=$?
    err=$(cat "$work/stderr")
    if [ "$status" -eq 2 ] && [ -z "$out" ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] &&
       [[ $err == *"$text"* ]]; then
        return 0
    fi
    echo "status $status, stdout: $out"
    echo "stderr: $err"
    return 1
}
