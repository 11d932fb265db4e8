#!/usr/bin/env bash
# Runs every test suite, several at a time (TABULEIRO_TEST_JOBS of them,
# by default twice as many as the machine has cores: much of a suite's
# time is spent waiting, for sandboxed processes to start, for a time
# limit, for a terminal session's pace), the longest first.  Each
# suite writes its output to build/test-logs/NAME.log and ends it with a
# line "NAME: N passed, M failed"; this script prints a line when a suite
# starts and its count when it ends, and adds the counts up into the last
# line.  A suite that exits non-zero without counting a failure counts as
# one; the end of a failing suite's log is shown.
#
#     bash tests/run_all.sh            every suite (make test)
#     bash tests/run_all.sh --quick    the fast ones (make test-quick)
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
# The computer at level 3 searches a tenth of a second a move, not a
# second: the tests check what it does, never how well (make bench does).
export TABULEIRO_LEVEL_3_MS=100

jobs_max=${TABULEIRO_TEST_JOBS:-$(( 2 * $(nproc 2>/dev/null || echo 1) ))}
[ "$jobs_max" -ge 1 ] 2>/dev/null || jobs_max=2

names=()
commands=()
# suite NAME COMMAND...: a suite to run, in the order given.
suite() {
    names+=("$1")
    shift
    commands+=("$(printf '%q ' "$@")")
}

# Longest first, so that the last to start are short; the cross-check
# and the prolog suites run in parts (tests/cross_check/run.pl --part,
# tests/prolog/run_tests.pl --part), each with its own count.
if [ "${1:-}" = --quick ]; then
    # The edit loop: C, the fast part of the prolog unit tests, the
    # command-line tool and the README's examples, in about a minute.
    suite prolog-units swipl tests/prolog/run_tests.pl --part=units
    suite readme swipl tests/readme/readme_examples.pl README.md
    suite c-sanitized build/tests/check_core_sanitized c-sanitized
    suite cli bash tests/cli/run.sh
    suite c build/tests/check_core c
else
    for part in projects students grading; do
        suite cross-check-$part swipl tests/cross_check/run.pl --part=$part
    done
    suite prolog-tournament swipl tests/prolog/run_tests.pl --part=tournament
    suite cross-check-classes swipl tests/cross_check/run.pl --part=classes
    suite prolog-units swipl tests/prolog/run_tests.pl --part=units
    suite cross-check-rules swipl tests/cross_check/run.pl --part=rules
    # The terminal session that waits on the clock (at 80x24, resized)
    # starts with the long suites, not last.
    suite terminal-tty-session bash tests/terminal/tty_session.sh
    suite readme swipl tests/readme/readme_examples.pl README.md docs/*.md reports/*.md reports/rules/*.md reports/tournament-example/*.md
    suite web-attacks bash tests/web/run.sh attacks
    suite web-api bash tests/web/run.sh api
    suite web-browser bash tests/web/run.sh browser
    # 5 000 hostile calls of the foreign predicates; make fuzz makes
    # 200 000, then runs the libFuzzer targets.
    suite fuzz swipl tests/fuzz/fuzz_foreign.pl 5000 1
    for session in tests/terminal/*.sh; do
        [ "$session" = tests/terminal/tty_session.sh ] && continue
        suite "terminal-$(basename "$session" .sh | tr '_' '-')" bash "$session"
    done
    # Grading in slices: merged, with GNU parallel, and as a Slurm job
    # array on a one-node cluster that the suite starts and stops.
    suite shards bash tests/shards/run.sh
    suite shards-parallel bash tests/shards/parallel.sh
    suite shards-slurm bash tests/shards/slurm.sh
    suite c-sanitized build/tests/check_core_sanitized c-sanitized
    suite cli bash tests/cli/run.sh
    suite pack bash tests/pack/run.sh
    suite c build/tests/check_core c
fi

# cpu_ticks: the machine's busy and total CPU ticks since it started
# ("BUSY TOTAL", from /proc/stat's first line; "0 0" without it).
cpu_ticks() {
    awk '/^cpu / { busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6; found = 1 }
         END { if (!found) print 0, 0 }' /proc/stat 2>/dev/null || echo 0 0
}

# Where the kernel can count it (cgroup v1's cpuacct, writable: root on
# most machines), each suite runs in a control group of its own, whose
# CPU time counts every process it started, even one that outlived its
# parent (a sandboxed submission, a browser, a cluster's daemons);
# elsewhere `times` in the suite's shell counts those it waited for.
cgroup_root=/sys/fs/cgroup/cpuacct
cgroups=""
if [ -w "$cgroup_root" ] && [ -r "$cgroup_root/cpuacct.usage" ]; then
    cgroups=$cgroup_root/tabuleiro-tests-$$
    mkdir "$cgroups" 2>/dev/null || cgroups=""
fi

passed=0
failed=0
cpu_total=0
read -r busy_at_start ticks_at_start < <(cpu_ticks)
declare -A running_name=() started_at=()

start_suite() {
    local name=$1 command=$2 log=build/test-logs/$1.log
    echo "$name: running ($(date +%H:%M:%S); its output goes to $log)"
    # An asynchronous command ignores Ctrl-C (SIGINT) unless told: the
    # terminal suites send Ctrl-C to the programs they test.
    # Its processes' CPU time goes to NAME.cpu: suites share the cores,
    # and their wall times alone do not say which costs the most.  It is
    # bash's `times` (its children's line), in the subshell itself (a
    # pipeline's would run in a new process, with no children); it
    # counts every process waited for, not one that outlived its parent.
    local group=""
    if [ -n "$cgroups" ] && mkdir "$cgroups/$name" 2>/dev/null; then
        group=$cgroups/$name
    fi
    ( trap - INT QUIT
      [ -z "$group" ] || echo "$BASHPID" >"$group/cgroup.procs" 2>/dev/null || group=""
      eval "$command"; status=$?
      times >"build/test-logs/$name.cpu"
      [ -z "$group" ] || echo "cgroup $(cat "$group/cpuacct.usage")" >>"build/test-logs/$name.cpu"
      exit $status ) </dev/null >"$log" 2>&1 &
    running_name[$!]=$name
    started_at[$!]=$SECONDS
}

# cpu_seconds FILE: the suite's CPU seconds, rounded: its control
# group's ("cgroup NANOSECONDS"), else the user and system seconds of
# the children's line of `times` ("0m1.250s 0m0.310s") in FILE, added
# up; 0 without either.
cpu_seconds() {
    [ -r "$1" ] || { echo 0; return; }
    awk '/^cgroup / { group = $2 / 1e9; grouped = 1; next }
         NF == 2 { waited = 0
                   for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); waited += 60 * t[1] + t[2] } }
         END { printf "%d\n", (grouped ? group : waited) + 0.5 }' "$1"
}

# end_suite NAME STATUS SECONDS: its count, read from its log.
end_suite() {
    local name=$1 status=$2 took=$3 log=build/test-logs/$1.log
    local line
    line=$(grep -E '^[a-z0-9-]+: [0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
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
    local cpu
    cpu=$(cpu_seconds "build/test-logs/$name.cpu")
    echo "$line ($took s, $cpu s of CPU)"
    cpu_total=$((cpu_total + cpu))
    passed=$((passed + p))
    failed=$((failed + f))
}

next=0
while [ "$next" -lt "${#names[@]}" ] || [ "${#running_name[@]}" -gt 0 ]; do
    if [ "$next" -lt "${#names[@]}" ] && [ "${#running_name[@]}" -lt "$jobs_max" ]; then
        start_suite "${names[$next]}" "${commands[$next]}"
        next=$((next + 1))
        continue
    fi
    done_pid=""
    wait -n -p done_pid
    status=$?
    [ -n "$done_pid" ] || continue
    end_suite "${running_name[$done_pid]}" "$status" $((SECONDS - started_at[$done_pid]))
    unset "running_name[$done_pid]" "started_at[$done_pid]"
done

# How busy the cores were (the whole machine's, the suites' and any
# other work's): well below 100%, more suites at a time would end sooner.
read -r busy_at_end ticks_at_end < <(cpu_ticks)
busy_share=""
if [ "$ticks_at_end" -gt "$ticks_at_start" ]; then
    busy_share="; the cores were busy $(( 100 * (busy_at_end - busy_at_start) / (ticks_at_end - ticks_at_start) ))% of it"
fi
counted_by="processes each suite waited for"
if [ -n "$cgroups" ]; then
    counted_by="every process of each suite, counted by its control group"
    rmdir "$cgroups"/* "$cgroups" 2>/dev/null
fi
echo "CPU time of all suites ($counted_by): $cpu_total s, in $SECONDS s of wall time on $(nproc 2>/dev/null || echo 1) cores$busy_share"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
