#!/usr/bin/env bash
# make bench: measures both backends and the C search, and writes
# reports/performance.md. Figures are wall-clock on this machine; only
# ratios measured in the same run are comparable.
set -euo pipefail
cd "$(dirname "$0")/../.."
games=(teeko shakti shi echek)
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
    search_row shakti "x.....x/.w.k.w./......./......./......./.W.K.W./x.....x w" 7
    search_row shakti "x.....x/.w.k.w./......./.W...../.x...../...K.W./x.....x b" 7
    search_row shakti "x.....x/..k..w./.w...../.W.Wx../.x...x./...K.../x.....x w" 8
    search_row shakti "x.....x/.w.k.x./......w/.W.W.../.x..x../...K.../x.....x w" 8
    search_row shi "nnnnnnnn/......../......../......../......../......../......../ssssssss s" 5
    search_row shi "n.nn.nnn/......../.n....../......../..s..s../......../......../ss.ss.ss s" 5
    search_row shi "nn.nnn.n/..s...../......../...n..../......../.....s../......../s.ss.s.s n" 6
    search_row shi "n..n..n./.n...s../......../..n.s.../......../......s./.s...n../s.s..s.. s" 5
    search_row echek "k/K w QRBNPqrbnp Ss" 6
    search_row echek "..k./RKQN b BPqrbnp Ss" 6
    search_row echek "k./.b/K. w QRBNPqrnp Ss" 6
    search_row echek "bn../..rN/.kKB/pP.. w R -" 8
    echo
    echo "## Level 3 against level 2"
    echo
    echo "\`swipl tests/bench/level_match.pl GAME DEPTH GAMES\`: the C search of level 3 at a fixed"
    echo "depth against level 2 (greedy on \`value/3\`, through the course API), taking the"
    echo "first move in turn, seeds 1..GAMES; 300 plies without an end count as a draw."
    echo "Depth 1 is the control: it sees no further than level 2."
    echo
    echo "| game | search depth | games | level 3 won | level 2 won | drawn | plies a game |"
    echo "|---|---:|---:|---:|---:|---:|---:|"
    for depth in 1 2 3; do swipl tests/bench/level_match.pl shi "$depth" 20; done
    for depth in 1 2 3; do swipl tests/bench/level_match.pl shakti "$depth" 20; done
    for depth in 1 2 3; do swipl tests/bench/level_match.pl echek "$depth" 20; done
    echo
    echo "## Teeko solved (standard rules)"
    echo
    timing=$(mktemp)
    /usr/bin/time -v "$tool" solve teeko >/dev/null 2>"$timing"
    echo "\`build/bin/tabuleiro solve teeko\` (retrograde analysis, 2 threads; \`/usr/bin/time -v\`):"
    echo "wall time $(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$timing"),"
    echo "peak memory $(( $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$timing") / 1024 )) MiB."
    echo "Results for every rule set: [teeko-solution.md](teeko-solution.md) (\`make solve\`)."
    rm -f "$timing"
} >"$report.tmp"
mv "$report.tmp" "$report"
cat "$report"
