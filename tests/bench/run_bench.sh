#!/usr/bin/env bash
# make bench: measures both backends and the C search, and writes
# reports/performance.md. Figures are wall-clock on this machine; only
# ratios measured in the same run are comparable.
set -euo pipefail
cd "$(dirname "$0")/../.."
games=(teeko)
report=reports/performance.md
tool=build/bin/tabuleiro
mkdir -p reports

# Search speed: fixed depth, so the node counts are reproducible.
search_row() { # game, position, depth
    local stats
    stats=$("$tool" best "$1" "$2" --depth "$3" 2>&1 >/dev/null)
    local pattern='depth ([0-9]+), ([0-9]+) nodes in ([0-9.]+) s \(([0-9]+) nodes/s\)'
    [[ "$stats" =~ $pattern ]] || { echo "unexpected search output: $stats" >&2; exit 1; }
    echo "| $1 | \`$2\` | ${BASH_REMATCH[1]} | ${BASH_REMATCH[2]} | ${BASH_REMATCH[3]} | ${BASH_REMATCH[4]} |"
}

{
    echo "# Tabuleiro performance"
    echo
    echo "Written by \`make bench\` on $(date -u '+%Y-%m-%d %H:%M UTC'), on $(nproc) cores of"
    echo "\"$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)\", SWI-Prolog $(swipl --version | awk '{print $3}')."
    echo "Each figure is one run on one core; compare ratios within this report."
    echo
    swipl tests/bench/bench.pl "${games[@]}"
    echo
    echo "## C search (negamax, alpha-beta, iterative deepening, transposition table)"
    echo
    echo "\`build/bin/tabuleiro best GAME POSITION --depth D\`, one core:"
    echo
    echo "| game | position | depth | nodes | seconds | nodes/s |"
    echo "|---|---|---:|---:|---:|---:|"
    search_row teeko "...../...../...../...../..... b" 8
    search_row teeko "...../.b.w./...../..w../..b.. b" 9
    search_row teeko "b.w../..bw./b...w/.b.w./..... b" 10
    search_row teeko "..b../.wb../.bw../..w.b/...w. w" 10
} >"$report.tmp"
mv "$report.tmp" "$report"
cat "$report"
