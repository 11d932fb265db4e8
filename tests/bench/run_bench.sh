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
    echo "Each figure is one run on one core unless its section says otherwise; compare ratios within this report."
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

# The search before issue 15's work (commit OLD_COMMIT), rebuilt from git
# into build/old/ when missing: the bench compares node counts with it and
# plays its level 3 (tests/bench/level_match.pl, player old_level3).
OLD_COMMIT=cd57efe5
old_tool=build/old/tabuleiro
build_old_tool() {
    [ -x "$old_tool" ] && [ "$(cat build/old/COMMIT 2>/dev/null)" = "$OLD_COMMIT" ] && return
    require_commit "$OLD_COMMIT"
    rm -rf build/old
    mkdir -p build/old/src
    git archive "$OLD_COMMIT" c_core | tar -x -C build/old/src
    cc -std=c11 -O2 -D_POSIX_C_SOURCE=200809L $(grep -qw popcnt /proc/cpuinfo && echo -mpopcnt) \
        -pthread -o "$old_tool" build/old/src/c_core/*.c
    echo "$OLD_COMMIT" >build/old/COMMIT
}

# require_commit COMMIT: exits with a clear message when this copy's git
# history lacks COMMIT.
require_commit() {
    if ! git cat-file -e "$1^{commit}" 2>/dev/null; then
        echo "make bench compares with commit $1, rebuilt from the git history, which" >&2
        echo "this copy lacks (a tarball or a shallow clone): run it in a full clone" >&2
        echo "(git fetch --unshallow in a shallow one)." >&2
        exit 1
    fi
}

# The Prolog search and rules before issue 29's work (commit
# OLD_PROLOG_COMMIT), taken from git into build/old-prolog/: the bench
# runs its tests/bench/prolog_search_bench.pl beside this build's.
OLD_PROLOG_COMMIT=e74dbb0
old_prolog=build/old-prolog
take_old_prolog() {
    [ "$(cat "$old_prolog/COMMIT" 2>/dev/null)" = "$OLD_PROLOG_COMMIT" ] && return
    require_commit "$OLD_PROLOG_COMMIT"
    rm -rf "$old_prolog"
    mkdir -p "$old_prolog"
    git archive "$OLD_PROLOG_COMMIT" prolog tests/bench/prolog_search_bench.pl | tar -x -C "$old_prolog"
    echo "$OLD_PROLOG_COMMIT" >"$old_prolog/COMMIT"
}

# search_stats TOOL GAME POSITION DEPTH: "depth nodes seconds nodes_per_s".
search_stats() {
    local stats
    stats=$("$1" best "$2" "$3" --depth "$4" 2>&1 >/dev/null)
    local pattern='depth ([0-9]+), ([0-9]+) nodes in ([0-9.]+) s \(([0-9]+) nodes/s\)'
    [[ "$stats" =~ $pattern ]] || { echo "unexpected search output: $stats" >&2; exit 1; }
    echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]} ${BASH_REMATCH[3]} ${BASH_REMATCH[4]}"
}

# search_row GAME POSITION DEPTH: one search at a fixed depth, so that the
# node counts are reproducible, by this build and the old one; a table row,
# a line of $data/search.dat, and for every depth from 5 to DEPTH a line of
# $data/search_ratios.dat (nodes after / nodes before). Positions are
# numbered per game, as in the plot.
declare -A searched
search_row() {
    local game=$1 position=$2 depth=$3 new old d
    local n=$(( ${searched[$game]:-0} + 1 ))
    searched[$game]=$n
    for (( d = 5; d <= depth; d++ )); do
        read -r _ new_nodes _ _ <<<"$(search_stats "$tool" "$game" "$position" "$d")"
        read -r _ old_nodes _ _ <<<"$(search_stats "$old_tool" "$game" "$position" "$d")"
        echo "$game $n $d $old_nodes $new_nodes" >>"$data/search_ratios.dat"
    done
    read -r -a new <<<"$(search_stats "$tool" "$game" "$position" "$depth")"
    read -r -a old <<<"$(search_stats "$old_tool" "$game" "$position" "$depth")"
    echo "$game $n ${new[*]} \"$position\"" >>"$data/search.dat"
    echo "| $game | $n | \`$position\` | $depth | ${old[1]} | ${new[1]} |" \
         "$(awk -v a="${new[1]}" -v b="${old[1]}" 'BEGIN { printf "%.2f", a / b }') |" \
         "${old[2]} | ${new[2]} | ${new[3]} |"
}

# The largest after/before ratio over every position and depth 5..D.
worst_ratio() {
    sort -k1,1 -k2,2n -k3,3n "$data/search_ratios.dat" |
        awk '{ r = $5 / $4; if (r > worst) { worst = r; at = $1 " #" $2 " depth " $3 " (" $4 " -> " $5 ")" } }
             END { printf "%.2f, at %s", worst, at }'
}

# "S s CPU (user); the search's own figures" for one search of the tool.
timed_search() {
    local out
    out=$( { /usr/bin/time -f "%U" "$@" >/dev/null; } 2>&1 )
    echo "$(tail -n 1 <<<"$out") s CPU (user); $(head -n 1 <<<"$out")"
}

search_section() {
    echo "## C search (principal variation search, iterative deepening, transposition table, move ordering)"
    echo
    echo "\`build/bin/tabuleiro best GAME POSITION --depth D\`, one core, by this build (after) and by"
    echo "the search of commit $OLD_COMMIT (before; \`$old_tool\`). Seconds are wall-clock,"
    echo "nodes count every position visited, leaves included:"
    echo
    echo "| game | # | position | depth | nodes before | nodes after | after/before | seconds before | seconds after | nodes/s after |"
    echo "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|"
    echo "# game number depth nodes seconds nodes_per_s position" >"$data/search.dat"
    echo "# game number depth nodes_before nodes_after" >"$data/search_ratios.dat"
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
    echo "Largest after/before ratio of nodes over every position above and every depth"
    echo "from 5 to the one in the table: $(worst_ratio)."
    echo
    local shi_start="nnnnnnnn/......../......../......../......../......../......../ssssssss s"
    echo "Shi from the start position to depth 6, after:"
    echo "$(timed_search "$tool" best shi "$shi_start" --depth 6)."
    echo
    echo "![C search speed per game and position](plots/search-speed.svg)"
}

# median_rows N COMMAND...: runs COMMAND N times; each of its Markdown
# table rows, the one of the median run by its last column.
median_rows() {
    local runs=$1 run
    shift
    for (( run = 1; run <= runs; run++ )); do "$@"; done |
        awk -F'|' -v runs="$runs" '
            { lines[NR] = $0; rates[NR] = $(NF - 1) }
            END {
                rows = NR / runs
                for (r = 1; r <= rows; r++) {
                    n = 0
                    for (k = r; k <= NR; k += rows) order[++n] = k
                    for (i = 1; i <= n; i++)             # sort the runs of row r by rate
                        for (j = i + 1; j <= n; j++)
                            if (rates[order[j]] + 0 < rates[order[i]] + 0) {
                                t = order[i]; order[i] = order[j]; order[j] = t
                            }
                    print lines[order[int((n + 1) / 2)]]
                }
            }'
}

prolog_search_section() {
    echo "## Prolog search"
    echo
    echo "\`swipl tests/bench/prolog_search_bench.pl GAME\`: the search of \`prolog/tabuleiro/prolog_search.pl\` on"
    echo "the prolog backend at a fixed depth (seed 1), one core; seconds are wall-clock,"
    echo "nodes count every position visited below the root, leaves included; each row is"
    echo "the median of 3 runs by nodes/s. Before is commit $OLD_PROLOG_COMMIT, the search and"
    echo "the rules modules before their rework (\`$old_prolog/\`), run just before this build"
    echo "on each game; its search visits other nodes, so the speeds are what compare:"
    echo
    echo "| game | position | depth | nodes before | nodes/s before | nodes | seconds | nodes/s | after/before |"
    echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
    local game before after
    for game in "${games[@]}"; do
        # The old tree has no C core: its warning that it runs on the
        # prolog backend alone is dropped.
        before=$(cd "$old_prolog" && median_rows 3 swipl tests/bench/prolog_search_bench.pl "$game" 2>/dev/null)
        after=$(median_rows 3 swipl tests/bench/prolog_search_bench.pl "$game")
        paste -d '|' <(echo "$before") <(echo "$after") |
            awk -F'|' '{ printf "| %s | %s | %s | %s | %s | %s | %s | %s | %.1f |\n",
                         $2, $3, $4, $5, $7, $13, $14, $15, $15 / $7 }' | sed 's/  */ /g'
    done
}

level_section() {
    echo "## Computer levels against each other"
    echo
    echo "\`swipl tests/bench/level_match.pl GAME A B GAMES\`: A takes the first player's side in the"
    echo "odd games, seeds 1..GAMES; 300 plies without an end count as a draw. level1 and level2"
    echo "play through the course API (random; greedy on \`value/3\`); level3(T) is this build's"
    echo "search as deep as T ms allow (level 3 itself takes 1000 ms), old_level3(T) level 3 of"
    echo "commit $OLD_COMMIT (depth 6 within T ms); depth(D) the search at a fixed depth."
    echo
    echo "| game | A | B | games | A won | B won | drawn | plies a game |"
    echo "|---|---|---|---:|---:|---:|---:|---:|"
    local game depth
    for game in teeko shi shakti echek; do
        swipl tests/bench/level_match.pl "$game" level2 level1 50
    done
    for game in teeko shi shakti echek; do
        swipl tests/bench/level_match.pl "$game" "level3(200)" "old_level3(200)" 50
    done
    for game in shi shakti echek; do
        for depth in 1 2 3; do swipl tests/bench/level_match.pl "$game" "depth($depth)" level2 20; done
    done
}

overrun_section() {
    echo "## Time limits"
    echo
    echo "\`swipl tests/bench/overrun.pl GAME 200 200\`: 200 searches per game with a 200 ms limit and"
    echo "no depth limit, as level 3 searches, timed from Prolog; milliseconds past the limit (negative:"
    echo "the search ended early, no iteration starting after half the time):"
    echo
    echo "| game | searches | limit ms | median ms over | max ms over | over by more than 20 ms |"
    echo "|---|---:|---:|---:|---:|---:|"
    local game
    for game in teeko shi shakti echek; do swipl tests/bench/overrun.pl "$game" 200 200; done
    echo
    echo "\`swipl tests/bench/interrupt.pl\`: seconds until a search to depth 40 and a perft to"
    echo "depth 12 from the start, each minutes long, give up under \`call_with_time_limit(0.2, ...)\`:"
    echo
    echo "| game | search | perft |"
    echo "|---|---:|---:|"
    swipl tests/bench/interrupt.pl
}

solver_section() {
    echo "## Teeko solved (standard rules)"
    echo
    local timing wall cpu peak bytes
    timing=$(mktemp)
    /usr/bin/time -v -o "$timing" "$tool" solve teeko >/dev/null 2>&1
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$timing")
    cpu=$(awk -F': ' '/User time|System time/ {s += $2} END {printf "%.1f", s}' "$timing")
    peak=$(( $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$timing") / 1024 ))
    bytes=$(stat -c %s build/db/teeko.db)
    rm -f "$timing"
    echo "\`build/bin/tabuleiro solve teeko\` (retrograde analysis, 2 threads; \`/usr/bin/time -v\`):"
    echo "wall time $wall (load average $(cut -d' ' -f1 /proc/loadavg)), CPU time $cpu s,"
    echo "peak memory $peak MiB; the database \`build/db/teeko.db\` takes $bytes bytes."
    echo
    swipl tests/bench/teeko_lookup.pl
    echo
    echo "Results for every rule set: [teeko-solution.md](teeko-solution.md) (\`make solve\`)."
}

kit_section() {
    echo "## The cross-check kit"
    echo
    echo "\`swipl tests/bench/cross_check_bench.pl 5000\`: the right encoding of each game in"
    echo "\`tests/cross_check/students/\` checked on 5 000 random positions (successors, winners,"
    echo "perft to depth 2, every position reported), per 1 000 positions, with the CPU time"
    echo "the student's code took (their predicates and adapters) and the kit's share of the rest:"
    echo
    swipl tests/bench/cross_check_bench.pl 5000 | sed 's/^/- /'
    echo
    bash tests/bench/grade_bench.sh --paragraph 2>/dev/null
    echo
    mutation_section
    echo
    program_section
    echo
    projects_section
}

# How many of the mutant suite's mistakes grading catches.
mutation_section() {
    local mutation
    mutation=$(bash tests/bench/mutation_bench.sh 2>/dev/null | grep '^mutants: ' | sed 's/^mutants: //')
    echo "\`bash tests/bench/mutation_bench.sh\`: the mutants of \`tests/cross_check/mutants/mutants.pl\`,"
    echo "right course-style encodings of the four games each with one student's mistake, graded"
    echo "with the default settings and with \`--positions=15\` (make test grades them so, with perft to depth 2); a mutant is caught when it is not"
    echo "\`agreed\`:"
    echo
    echo "$mutation" | sed 's/^/- /'
}

# The course-style program of examples/c_core_in_your_program: its own
# minimax on its own rules, then on the C core plugged in by its adapter.
program_section() {
    local own c_core inferred
    own=$(swipl tests/bench/program_bench.pl own)
    c_core=$(swipl tests/bench/program_bench.pl c_core)
    inferred=$(swipl tests/bench/program_bench.pl c_core_as_it_is 2>/dev/null)
    echo "\`swipl tests/bench/program_bench.pl own|c_core|c_core_as_it_is\`: the course-style Teeko"
    echo "program of \`examples/c_core_in_your_program/\` chooses a move with its own minimax (its"
    echo "own evaluation, in Prolog), on its own rules, then with its valid_moves, move and"
    echo "game_over answered by the C core through its adapter (\`rules_on_c_core/2\`), then with"
    echo "no adapter (\`rules_on_c_core/1\`: its encoding inferred, its move terms learnt from its"
    echo "own rules):"
    echo
    echo "| position | depth | nodes | own rules s | C core s | speed-up | C core, no adapter s | speed-up |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|"
    paste -d' ' <(echo "$own") <(echo "$c_core") <(echo "$inferred") | awk '
        { position = (NR == 1) ? "start" : "move phase"
          printf "| %s | %d | %d | %.2f | %.2f | %.1fx | %.2f | %.1fx |\n", position, $2, $3, $4, \
                 $8, $4 / $8, $12, $4 / $12 }'
}

# The course projects of tests/cross_check/projects/, as they are: each
# one's own computer game on its own rules, then on the C core plugged in
# with no adapter.
projects_section() {
    echo "\`swipl tests/bench/projects_bench.pl\`: each course project of \`tests/cross_check/projects/\`"
    echo "(no adapter) plays a game of at most 60 plies, its own computer on both sides, on its"
    echo "own rules, then with the C core plugged in by \`rules_on_c_core/1\` (its encoding"
    echo "inferred); CPU time a game, and whether the two games are the same, move for move. Its"
    echo "computer plays through the signatures the project has (new, old, player first, or the"
    echo "position in the database alone); the goal is a computer at least 2x faster on the C core."
    echo "Each game is played once, then again as often as half a second of CPU takes, in three"
    echo "processes for each rules, the two rules alternating: the columns \"ms a game\" and the"
    echo "speed-up are those of the fastest of the games after the first (the others were slowed"
    echo "by what else the machine did). On the C core the first game is the one in which the kit"
    echo "learns the project's move terms (each position where a move is new to it, by playing the"
    echo "project's own moves there, or where every term learnt writes the cells of our move, by"
    echo "comparing the project's list with our moves written so) and its lists' order; the later"
    echo "games replay positions learnt."
    echo "The first game's CPU time (the least of the three) has a column of its own:"
    echo
    swipl tests/bench/projects_bench.pl
}

web_section() {
    echo "## The browser board's server"
    echo
    echo "\`node tests/bench/web_bench.mjs\`: 50 clients at once create Teeko games and play"
    echo "them, 8 moves each, reading the game after each move, for 30 s (games idle for 10 s"
    echo "end; all clients are one peer, allowed 1000 games and 64 requests at once; the"
    echo "server closes each connection after its answer, so every request opens one); then"
    echo "a classroom under the server's own limits, whose memory must stay under 200 MB:"
    echo
    node tests/bench/web_bench.mjs 2>/dev/null | sed -n 's/^web: /- /p'
}

# The class tournament: its protocol's cost per move (goal: under 1 ms),
# a round robin of 20 fast entrants (goal: under 10 minutes), a Swiss of
# 150 fast entrants in 9 rounds (goal: under 10 minutes), and the example
# report on the test entrants.
tournament_section() {
    echo "## Tournament"
    echo
    echo "### Protocol"
    echo
    echo "\`swipl tests/bench/tournament_protocol_bench.pl 300\`: a student's random Shi player"
    echo "(\`tests/tournament/entrants/random_lists\`) chooses its move in the same 300 positions"
    echo "through the tournament's protocol (its own sandboxed process, asked over the link as the"
    echo "referee asks) and in process (the same call answered by the same code, loaded without"
    echo "the sandbox or the link); milliseconds per move, the median over the positions, after"
    echo "20 moves of warm-up; the cost is the difference:"
    echo
    echo "| positions | protocol ms | in process ms | protocol's cost ms |"
    echo "|---:|---:|---:|---:|"
    swipl tests/bench/tournament_protocol_bench.pl 300
    echo
    level_strength_section
    echo
    round_robin_section
    echo
    restart_section
    echo
    swiss_section
    echo
    tournament_example
}

# tournament_seconds CLASS OUT OPTION...: plays the tournament of CLASS into
# OUT (its progress lines into OUT.log) and prints its wall-clock seconds.
tournament_seconds() {
    local class=$1 out=$2 start end
    shift 2
    start=$(date +%s.%N)
    swipl prolog/tournament.pl "$class" --out="$out" "$@" >"$out.log" 2>&1 ||
        { echo "the tournament of $class failed: see $out.log" >&2; exit 1; }
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }'
}

# Level 3 (a second a move) against level 1 in an SPRT match: level 3
# must be found the stronger within 12 games, or the bench fails.  This
# was a test of make test; it waits out level 3's full second a move,
# and its outcome is the strength of a search in wall-clock time, so it
# is a benchmark.
level_strength_section() {
    local class=$data/no-entrants out=$data/level-match games
    mkdir -p "$class"
    TABULEIRO_LEVEL_3_MS=1000 swipl prolog/tournament.pl "$class" --game=shi \
        --match='level 3,level 1' --elo1=200 --plies=60 --seconds=3 --out="$out" >"$out.log" 2>&1 ||
        { echo "the match of level 3 and level 1 failed: see $out.log" >&2; exit 1; }
    games=$(swipl -g "use_module(library(http/json)), open('$out/match-report.json', read, In), \
json_read_dict(In, R), get_dict(decision, R, \"accept_h1\"), get_dict(games, R, Gs), \
length(Gs, N), N =< 12, format('~d', [N])" -t halt 2>/dev/null)
    if [ -z "$games" ] || ! grep -q "level 3 is stronger than level 1" "$out.log"; then
        echo "level 3 was not found stronger than level 1 within 12 games: see $out.log" >&2
        exit 1
    fi
    echo "### Level 3 against level 1"
    echo
    echo "\`swipl prolog/tournament.pl CLASS --game=shi --match='level 3,level 1' --elo1=200"
    echo "--plies=60\`, level 3 searching a second a move: the SPRT finds level 3 the stronger"
    echo "after $games games (the bench fails unless it does within 12)."
}

# fast_class CLASS LISTS FACTS GREEDY: CLASS holds copies of the test
# entrants that play at once (made in $data/test-entrants if missing):
# LISTS of random_lists, FACTS of random_facts, GREEDY of greedy_old.
fast_class() {
    local entrants=$data/test-entrants class=$1 i
    [ -d "$entrants" ] || bash tests/tournament/make_entrants.sh "$entrants"
    mkdir -p "$class"
    for i in $(seq "$2"); do cp -R "$entrants/random_lists" "$class/random_lists_$i"; done
    for i in $(seq "$3"); do cp -R "$entrants/random_facts" "$class/random_facts_$i"; done
    for i in $(seq "$4"); do cp -R "$entrants/greedy_old" "$class/greedy_$i"; done
}

# 18 copies of the test entrants that play at once (random ones on lists
# and on facts, a greedy one), with Tabuleiro's levels 1 and 2.
round_robin_section() {
    local class=$data/fast-entrants out=$data/fast-tournament seconds games
    fast_class "$class" 5 4 9
    seconds=$(tournament_seconds "$class" "$out" --game=shi --games=2 --levels=1,2)
    games=$(ls "$out/games" | wc -l)
    echo "### A round robin of 20 fast entrants"
    echo
    echo "\`swipl prolog/tournament.pl CLASS --game=shi --games=2 --levels=1,2\`, CLASS holding 18"
    echo "copies of the test entrants \`random_lists\` (5), \`random_facts\` (4) and \`greedy_old\` (9),"
    echo "each in its sandboxed process, with Tabuleiro's levels 1 and 2: every pair on two"
    echo "openings, each played with both colours, $(nproc) games at once; wall-clock time:"
    echo
    echo "| entrants | games | minutes | games per minute |"
    echo "|---:|---:|---:|---:|"
    awk -v g="$games" -v s="$seconds" 'BEGIN { printf "| 20 | %d | %.1f | %.0f |\n", g, s / 60, g / s * 60 }'
}

# The same round robin of 20 fast entrants with each --restart: a
# process per student for each game, then for each pairing's four games.
restart_section() {
    local class=$data/fast-entrants restart out seconds games
    fast_class "$class" 5 4 9
    cat <<EOF
### Restarting the students' processes for each game or each pairing

\`swipl prolog/tournament.pl CLASS --game=shi --games=2 --levels=1,2 --restart=R\`, CLASS the
round robin's 18 copies of the test entrants above, with Tabuleiro's levels 1 and 2: each
student's sandboxed process started for each game (\`game\`) or once for the four games of
each pairing (\`pairing\`), $(nproc) games at once; wall-clock time, one run each, one after
the other:

| --restart | entrants | games | minutes | games per minute |
|---|---:|---:|---:|---:|
EOF
    for restart in game pairing; do
        out=$data/restart-$restart
        seconds=$(tournament_seconds "$class" "$out" --game=shi --games=2 --levels=1,2 \
                                     --restart="$restart")
        games=$(ls "$out/games" | wc -l)
        echo "$restart $games $seconds" >>"$data/restart.dat"
        awk -v r="$restart" -v g="$games" -v s="$seconds" \
            'BEGIN { printf "| %s | 20 | %d | %.1f | %.0f |\n", r, g, s / 60, g / s * 60 }'
    done
    echo
    awk '{ rate[$1] = $2 / $3 }
         END { printf "With `--restart=pairing`, %.1f times the games a minute of `--restart=game`.\n",
                      rate["pairing"] / rate["game"] }' "$data/restart.dat"
}

# A course's Swiss: 148 copies of the test entrants that play at once,
# in the round robin's proportions (random ones on lists and on facts, a
# greedy one), with Tabuleiro's levels 1 and 2: 150 entrants, 9 rounds of
# 75 pairings on one opening with both colours, 1 350 games; with each
# --restart (a process per student for each game, or for a pairing's two
# games).
swiss_section() {
    local class=$data/swiss-entrants restart out seconds games
    fast_class "$class" 41 33 74
    cat <<EOF
### A Swiss of 150 fast entrants

\`swipl prolog/tournament.pl CLASS --game=shi --swiss=9 --levels=1,2 --restart=R\`, CLASS
holding 148 copies of the test entrants \`random_lists\` (41), \`random_facts\` (33) and
\`greedy_old\` (74), each in its sandboxed process (started for each game, \`game\`, the
default, or once for the two games of each pairing, \`pairing\`), with Tabuleiro's levels
1 and 2: 9 rounds of 75 pairings on one opening, each played with both colours, $(nproc)
games at once, each round paired when the one before has ended; wall-clock time, pairing
and report included, one run each, one after the other:

| --restart | entrants | rounds | games | minutes | games per minute |
|---|---:|---:|---:|---:|---:|
EOF
    for restart in game pairing; do
        out=$data/swiss-$restart
        seconds=$(tournament_seconds "$class" "$out" --game=shi --swiss=9 --levels=1,2 \
                                     --restart="$restart")
        games=$(ls "$out/games" | wc -l)
        awk -v r="$restart" -v g="$games" -v s="$seconds" \
            'BEGIN { printf "| %s | 150 | 9 | %d | %.1f | %.0f |\n", r, g, s / 60, g / s * 60 }'
    done
}

# The tournament of the test entrants with the default settings, its
# report, plot and games kept as reports/tournament-example/.
tournament_example() {
    local out=$data/tournament-example seconds
    seconds=$(tournament_seconds "$data/test-entrants" "$out" --game=shi)
    # The records a merge reads (manifest.terms names this machine's
    # folders) are not part of the example a reader opens.
    rm -f "$out/manifest.terms" "$out/records.terms"
    echo "### The example report"
    echo
    echo "[tournament-example/tournament-report.md](tournament-example/tournament-report.md): the"
    echo "test entrants (\`tests/tournament/entrants/\`, one of each style and fault) and levels 1"
    echo "to 3 in Shi, \`swipl prolog/tournament.pl ENTRANTS --game=shi\`, in $seconds s."
}

draw_plots() {
    gnuplot -e "data_dir='$data'; plot_dir='$data'; games='${games[*]}'" tests/bench/plots.gp
}

# run_bench.sh --section NAME: that section alone (restart_section, ...)
# on stdout, the report left as it is.
if [ "${1:-}" = --section ]; then
    "$2"
    exit
fi

build_old_tool
take_old_prolog
{
    report_header
    backend_section
    echo
    search_section
    echo
    prolog_search_section
    echo
    overrun_section
    echo
    level_section
    echo
    solver_section
    echo
    kit_section
    echo
    tournament_section
    echo
    web_section
} >"$report.tmp"
draw_plots
# Report, plots and example replace the previous ones together, once all
# succeeded.
mv "$data"/*.svg "$plots"/
rm -rf reports/tournament-example
mv "$data/tournament-example" reports/tournament-example
mv "$report.tmp" "$report"
cat "$report"
