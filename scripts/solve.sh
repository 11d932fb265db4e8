#!/usr/bin/env bash
# make solve: solves Teeko under each of its four rule sets into build/db/,
# showing the solver's progress, and writes reports/teeko-solution.md with
# the results, wall time, peak memory and database size.
#
# A database already built is kept (with its section of the report, saved
# beside it as build/db/NAME.md) unless FORCE=1. The report is rewritten
# only when its results change: times and dates alone do not count, so
# each section gives the date of the solve its times come from.
# Usage: FORCE=1 scripts/solve.sh [REPORT]  (default reports/teeko-solution.md)
# TABULEIRO: another build of the tool; TABULEIRO_DB_DIR: another folder
# for the databases (as for the games).
set -euo pipefail
cd "$(dirname "$0")/.."
report=${1:-reports/teeko-solution.md}
tool=${TABULEIRO:-build/bin/tabuleiro}
db_dir=${TABULEIRO_DB_DIR:-build/db}
mkdir -p "$(dirname "$report")" "$db_dir"

# solve_section RULES EXPECTED: solves unless already solved; the section
# goes to build/db/NAME.md.
solve_section() {
    local rules=$1 expected=$2 name db section out timing
    name=teeko${rules:+-${rules//,/-}}
    db=$db_dir/$name.db
    section=$db_dir/$name.md
    if [ "${FORCE:-0}" != 1 ] && [ -s "$db" ] && [ -s "$section" ]; then
        echo "$db: already solved (FORCE=1 solves it again)"
        return
    fi
    echo "Solving Teeko, ${rules:-standard rules}:"
    out=$(mktemp)
    timing=$(mktemp)
    # The progress goes to the terminal; the results and timing to files.
    /usr/bin/time -v -o "$timing" "$tool" solve teeko ${rules:+--rules "$rules"} --db "$db" >"$out"
    local wall cpu peak bytes load when
    when=$(date -u '+%Y-%m-%d %H:%M UTC')
    load=$(cut -d' ' -f1 /proc/loadavg)
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$timing")
    cpu=$(awk -F': ' '/User time|System time/ {s += $2} END {printf "%.1f", s}' "$timing")
    peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$timing")
    bytes=$(stat -c %s "$db")
    {
        echo "## ${rules:-standard rules}"
        echo
        echo "Published result (Steele): $expected."
        echo
        echo '```'
        cat "$out"
        echo '```'
        echo
        echo "Solved on $when: wall time $wall on $(nproc) cores (load average $load), CPU time $cpu s, peak memory $((peak / 1024)) MiB (\`/usr/bin/time -v\`)."
        echo
        echo "Database: $bytes bytes."
        echo
    } >"$section"
    rm -f "$out" "$timing"
}

solve_section "" "a draw"
solve_section advanced "a win for the first player (Black)"
solve_section advanced,centre_ban "a draw"
solve_section centre_ban "none for this rule set"

{
    echo "# Teeko, strongly solved"
    echo
    echo "Written by \`make solve\` on $(date -u '+%Y-%m-%d %H:%M UTC') with"
    echo "\`build/bin/tabuleiro solve teeko [--rules ...]\`: retrograde analysis of every"
    echo "move-phase position (C(25,4)·C(21,4) = 75 710 250 placements per player to move),"
    echo "then the drop phase back to the empty board. Each position is stored once up to"
    echo "the board's 8 symmetries and, in the move phase, up to swapping the colours."
    echo "Counts are positions with the player to move: won, lost or drawn for that player."
    echo "Plies count both players' moves. The times of a rule set are those of the solve"
    echo "dated in its section: the report is rewritten only when the results change."
    echo
    cat "$db_dir/teeko.md" "$db_dir/teeko-advanced.md" "$db_dir/teeko-advanced-centre_ban.md" \
        "$db_dir/teeko-centre_ban.md"
} >"$report.tmp"

# The results: the report without its dates, times and memory.
results() {
    grep -v -e '^Written by' -e '^solved in' -e '^Solved on' -e '^Wall time' "$1" 2>/dev/null || true
}

if [ -f "$report" ] && [ "$(results "$report")" = "$(results "$report.tmp")" ]; then
    rm -f "$report.tmp"
    echo "$report: the results are unchanged; not rewritten"
else
    mv "$report.tmp" "$report"
    echo "$report: written"
fi

# What the solves found, whether they ran now or before.
for name in teeko teeko-advanced teeko-advanced-centre_ban teeko-centre_ban; do
    rule_set=$(sed -n 's/^## //p' "$db_dir/$name.md")
    found=$(grep -m 1 '^start position:' "$db_dir/$name.md" || true)
    echo "${rule_set}: ${found:-see $report}"
done
