#!/usr/bin/env bash
# make solve: solves Teeko under each published rule set and writes
# reports/teeko-solution.md with the results, wall time and peak memory.
# Usage: run_solve.sh [REPORT]  (default reports/teeko-solution.md)
set -euo pipefail
cd "$(dirname "$0")/../.."
report=${1:-reports/teeko-solution.md}
tool=build/bin/tabuleiro
mkdir -p reports build/db

# solve_section RULES EXPECTED: one solve, as a Markdown section.
solve_section() {
    local rules=$1 expected=$2 out timing
    out=$(mktemp)
    timing=$(mktemp)
    /usr/bin/time -v "$tool" solve teeko ${rules:+--rules "$rules"} >"$out" 2>"$timing"
    local wall peak
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$timing")
    peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$timing")
    echo "## ${rules:-standard rules}"
    echo
    echo "Published result (Steele): $expected."
    echo
    echo '```'
    cat "$out"
    echo '```'
    echo
    echo "Wall time $wall on $(nproc) cores; peak memory $((peak / 1024)) MiB (\`/usr/bin/time -v\`)."
    echo
    rm -f "$out" "$timing"
}

{
    echo "# Teeko, strongly solved"
    echo
    echo "Written by \`make solve\` on $(date -u '+%Y-%m-%d %H:%M UTC') with"
    echo "\`build/bin/tabuleiro solve teeko [--rules ...]\`: retrograde analysis of every"
    echo "move-phase position (C(25,4)·C(21,4) = 75 710 250 placements per player to move),"
    echo "then the drop phase back to the empty board. Counts are positions with the player"
    echo "to move: won, lost or drawn for that player. Plies count both players' moves."
    echo
    solve_section "" "a draw"
    solve_section advanced "a win for the first player (Black)"
    solve_section advanced,centre_ban "a draw"
} >"$report.tmp"
mv "$report.tmp" "$report"
cat "$report"
