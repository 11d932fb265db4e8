#!/usr/bin/env bash
# make bench: measures both backends and the C search, and writes
# reports/performance.md with its plots in reports/plots/. Figures are
# wall-clock on this machine; only ratios measured in the same run are
# comparable.
set -euo pipefail
cd "$(dirname "$0")/../.."
games=(teeko shakti shi echek)
report=reports/performance.md
plots=reports/plots
tool=build/bin/tabuleiro
# This run's figures as gnuplot data, and its plots until the report is
# complete. Emptied first, so that no plot can show an earlier run's figures.
data=build/bench
rm -rf "$data"
mkdir -p "$data" reports "$plots"

report_header() {
    echo "# Tabuleiro performance"
    echo
    echo "Written by \`make bench\` on $(date -u '+%Y-%m-%d %H:%M UTC'), on $(nproc) cores of"
    echo "\"$(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)\", SWI-Prolog $(swipl --version | awk '{print $3}')."
    echo "Each figure is one run on one core; compare ratios within this report."
    echo "The plots are drawn by gnuplot (\`tests/bench/plots.gp\`) from this run's figures."
    echo
}

# valid_moves/2 and perft on both backends: bench.pl prints the tables and
# writes $data/valid_moves.dat and $data/perft.dat.
backend_section() {
    swipl tests/bench/bench.pl "$data" "${games[@]}"
    echo
    echo "![C backend against Prolog backend: speed ratio per game, log scale](plots/backend-ratio.svg)"
    echo
    echo "![perft speed per game and backend, log scale](plots/perft-speed.svg)"
}

# search_row GAME POSITION DEPTH: one search at a fixed depth, so that the
# node counts are reproducible; a table row, and a line of $data/search.dat.
# Positions are numbered per game, as in the plot.
declare -A searched
search_row() {
    local game=$1 position=$2 depth=$3 stats
    stats=$("$tool" best "$game" "$position" --depth "$depth" 2>&1 >/dev/null)
    local pattern='depth ([0-9]+), ([0-9]+) nodes in ([0-9.]+) s \(([0-9]+) nodes/s\)'
    [[ "$stats" =~ $pattern ]] || { echo "unexpected search output: $stats" >&2; exit 1; }
    local n=$(( ${searched[$game]:-0} + 1 ))
    searched[$game]=$n
    local figures="${BASH_REMATCH[1]} ${BASH_REMATCH[2]} ${BASH_REMATCH[3]} ${BASH_REMATCH[4]}"
    echo "$game $n $figures \"$position\"" >>"$data/search.dat"
    echo "| $game | $n | \`$position\` | ${figures// / | } |"
}

search_section() {
    echo "## C search (negamax, alpha-beta, iterative deepening, transposition table)"
    echo
    echo "\`build/bin/tabuleiro best GAME POSITION --depth D\`, one core:"
    echo
    echo "| game | # | position | depth | nodes | seconds | nodes/s |"
    echo "|---|---:|---|---:|---:|---:|---:|"
    echo "# game number depth nodes seconds nodes_per_s position" >"$data/search.dat"
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
    echo "![C search speed per game and position](plots/search-speed.svg)"
}

level_section() {
    echo "## Level 3 against level 2"
    echo
    echo "\`swipl tests/bench/level_match.pl GAME DEPTH GAMES\`: the C search of level 3 at a fixed"
    echo "depth against level 2 (greedy on \`value/3\`, through the course API), taking the"
    echo "first move in turn, seeds 1..GAMES; 300 plies without an end count as a draw."
    echo "Depth 1 is the control: it sees no further than level 2."
    echo
    echo "| game | search depth | games | level 3 won | level 2 won | drawn | plies a game |"
    echo "|---|---:|---:|---:|---:|---:|---:|"
    local game depth
    for game in shi shakti echek; do
        for depth in 1 2 3; do swipl tests/bench/level_match.pl "$game" "$depth" 20; done
    done
}

solver_section() {
    echo "## Teeko solved (standard rules)"
    echo
    local timing
    timing=$(mktemp)
    /usr/bin/time -v "$tool" solve teeko >/dev/null 2>"$timing"
    echo "\`build/bin/tabuleiro solve teeko\` (retrograde analysis, 2 threads; \`/usr/bin/time -v\`):"
    echo "wall time $(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$timing"),"
    echo "peak memory $(( $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$timing") / 1024 )) MiB."
    echo "Results for every rule set: [teeko-solution.md](teeko-solution.md) (\`make solve\`)."
    rm -f "$timing"
}

draw_plots() {
    gnuplot -e "data_dir='$data'; plot_dir='$data'; games='${games[*]}'" tests/bench/plots.gp
}

{
    report_header
    backend_section
    echo
    search_section
    echo
    level_section
    echo
    solver_section
} >"$report.tmp"
draw_plots
# Report and plots replace the previous ones together, once all succeeded.
mv "$data"/*.svg "$plots"/
mv "$report.tmp" "$report"
cat "$report"
