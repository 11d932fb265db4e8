#!/usr/bin/env bash
# The teaching demo in the terminal: every topic of every game shows its
# Prolog clauses and C function (found by name in the files: a renamed
# clause or function fails here), both backends give the same moves, and
# both timings are printed (never checked: they are measured live).  Then
# the menu, perft, search (depth reached, nodes and nodes per second on
# both backends; the node counts of a search to a fixed depth repeat), a
# typed position (good and bad) and watch (each move's level and what it
# did: random, greedy, the search's depth, nodes and time).  A search to
# a depth stops at its time limit and says which depth it reached; in a
# real terminal (tmux), Ctrl-C stops a search or a watched game, and the
# demo goes on from its menu.
#
#     bash tests/terminal/demo_session.sh
#
# The last line printed is "terminal-demo: N passed, M failed".

set -u
cd "$(dirname "$0")/../.." || exit 2
unset TABULEIRO_BACKEND
export COLUMNS=80

# shows, never_shows, shows_between, ended_cleanly, report; start,
# screen_now, wait_for, type
source tests/terminal/lib/screen_checks.bash
source tests/terminal/lib/tmux_terminal.bash

# shows_count N TEXT: TEXT is on exactly N lines of the screen.
shows_count() {
    local n
    n=$(grep -cF -- "$2" <<<"$screen")
    if [ "$n" -eq "$1" ]; then pass; else fail "screen shows $1 times (not $n): $2"; fi
}

# demo_session GOAL: runs GOAL after loading prolog/demo.pl, with what
# is typed on stdin; sets $screen and $status.
demo_session() {
    screen=$(swipl -q -g "$1" -t halt prolog/demo.pl 2>&1)
    status=$?
}

# The topics, one a line: GAME TOPIC PREDICATE... -- FUNCTION...
topics=$(swipl -q -g "forall(tabuleiro_demo_topics:demo_topic(G, T, _),
            ( tabuleiro_demo_topics:topic_detail(G, T, D),
              get_dict(predicates, D, PIs), get_dict(functions, D, Fns),
              atomic_list_concat(PIs, ' ', Ps),
              atomic_list_concat(Fns, ' ', Fs),
              format('~w ~w ~w -- ~w~n', [G, T, Ps, Fs]) ))" -t halt prolog/demo.pl)
topic_count=$(wc -l <<<"$topics")

echo "Every topic of every game ($topic_count topics)"
goal="forall(tabuleiro_demo_topics:demo_topic(G, T, _), demo(G, T, []))"
demo_session "$goal"
ended_cleanly
if [ "$topic_count" -ge 10 ]; then pass; else fail "at least 10 topics (got $topic_count)"; fi
shows_count "$topic_count" "Both backends find the same moves."
never_shows "THE BACKENDS DISAGREE"
shows_count "$topic_count" "--- c_core/"
shows_count "$topic_count" "--- prolog/tabuleiro/rules/"
# Both timings of every topic are printed.
if [ "$(grep -cE '^  C core +[0-9]+ moves? +[0-9.]+ (ns|µs|ms|s) per call' <<<"$screen")" -eq "$topic_count" ]; then
    pass; else fail "a C timing for every topic"; fi
if [ "$(grep -cE '^  Prolog +[0-9]+ moves? +[0-9.]+ (ns|µs|ms|s) per call' <<<"$screen")" -eq "$topic_count" ]; then
    pass; else fail "a Prolog timing for every topic"; fi
shows_count "$topic_count" "Prolog takes"
# Each named clause and function is shown from its file, with its line
# number: the predicate's head, the function's definition.
while read -r game topic rest; do
    names=${rest%% -- *}
    functions=${rest##* -- }
    for pi in $names; do
        name=${pi%/*}
        if grep -qE "^ *[0-9]+ $name\(" <<<"$screen"; then pass; else fail "$game $topic: clauses of $pi"; fi
    done
    for f in $functions; do
        if grep -qE "^ *[0-9]+ [a-z].*[ *]$f\(" <<<"$screen"; then pass; else fail "$game $topic: C function $f"; fi
    done
done <<<"$topics"

echo "A name that is not in the file is an error, not an empty excerpt"
demo_session "catch(tabuleiro_source_excerpt:prolog_excerpt('prolog/tabuleiro/rules/teeko_rules.pl', no_such_rule/9, _), E, (print_message(error, E), halt(3)))"
if [ "$status" -eq 3 ]; then pass; else fail "missing clause raises (status $status)"; fi
shows "no_such_rule/9"
demo_session "catch(tabuleiro_source_excerpt:c_excerpt('c_core/teeko.c', no_such_function, _), E, (print_message(error, E), halt(3)))"
if [ "$status" -eq 3 ]; then pass; else fail "missing C function raises (status $status)"; fi

echo "Side by side on a wide terminal"
COLUMNS=200 demo_session "demo(teeko, steps, [])"
ended_cleanly
if grep -qE -- "--- prolog/tabuleiro/rules/teeko_rules.pl --- +\| --- c_core/teeko.c ---" <<<"$screen"; then
    pass; else fail "both sources side by side"; fi

echo "Perft: a short count is timed over many calls, and the rate's rise with the depth is explained"
# A count of microseconds timed once is mostly the call's own start-up
# (575 k nodes/s at depth 1, 175 M at depth 2): such a count is timed over
# many calls and shows one call's time, and a note says so, and why
# small depths are slower.
demo_session "demo(shi, queen_moves, [perft(2)])"
ended_cleanly
if grep -qE '^  C core +depth 1: 78 nodes in [0-9.]+ (ns|µs|ms|s) a call \([0-9,]+ nodes/s\)$' <<<"$screen"; then
    pass; else fail "depth 1 is timed over many calls"; fi
shows "(A count shorter than a tenth of a second is timed over many calls: the"
shows "depth's moves are counted, not played: at small depths the call itself is"

echo "On a terminal, perft and search show a progress line while they count"
screen=$(script -qec "swipl -q -g \"demo(teeko, drops, [perft(2), search(1)])\" -t halt prolog/demo.pl" /dev/null | tr '\r' '\n')
status=$?
ended_cleanly
shows "C core    depth 2: counting..."
shows "Prolog    depth 2: counting..."
shows "searching depth 1..."

# search_lines: the lines of the screen that give a search's result.
search_lines() {
    grep -E '^  (C core|Prolog) +depth [0-9]+ reached' <<<"$screen"
}

# plausible_search BACKEND MAX_DEPTH: BACKEND's search line has its
# figures (depth 1 to MAX_DEPTH, a best move, a score, nodes in a time,
# nodes per second) with more than 0 nodes.
plausible_search() {
    local line depth nodes
    line=$(search_lines | grep -E "^  $1 ")
    if grep -qE '^  (C core|Prolog) +depth [0-9]+ reached: best move [^ ]+ \((score -?[0-9]+|a (win|loss) in [0-9]+ plies?)\); [0-9,]+ nodes in [0-9.]+ (ns|µs|ms|s), [0-9,]+ nodes/s' <<<"$line"; then
        pass; else fail "$1: a search line with its figures (got: $line)"; fi
    depth=$(sed -E 's/^.* depth ([0-9]+) reached.*$/\1/' <<<"$line")
    nodes=$(sed -E 's/^.*; ([0-9,]+) nodes in .*$/\1/; s/,//g' <<<"$line")
    if [ "${depth:-0}" -ge 1 ] 2>/dev/null && [ "$depth" -le "$2" ]; then
        pass; else fail "$1: depth from 1 to $2 (got $depth)"; fi
    if [ "${nodes:-0}" -gt 0 ] 2>/dev/null; then pass; else fail "$1: more than 0 nodes (got $nodes)"; fi
}

echo "Search to a fixed depth: depth, nodes, nodes per second; the same counts twice"
# A limit a busy machine cannot reach: the depth asked is searched.
demo_session "demo(teeko, drops, [search_depth(3), time_limit(120)])"
ended_cleanly
shows "Search to depth 3 (alpha-beta) on both backends:"
shows "  (each deepens from depth 1, and stops after 120 s)"
plausible_search "C core" 3
plausible_search "Prolog" 3
if search_lines | grep -qE '^  Prolog +depth 3 reached'; then pass; else fail "Prolog searches the depth asked"; fi
shows "The C core visits"
first=$(search_lines | sed -E 's/ nodes in .*//')
demo_session "demo(teeko, drops, [search_depth(3), time_limit(120)])"
second=$(search_lines | sed -E 's/ nodes in .*//')
if [ "$(wc -l <<<"$first")" -eq 2 ] && [ "$first" = "$second" ]; then
    pass; else fail "the same move, score and node count twice: '$first' then '$second'"; fi

echo "Search to a depth within a time limit: the depth the limit stopped Prolog at"
# Prolog searches Shi's jump attack a ply or two deep in a second, where
# C searches all six: three seconds are too short for depth 6, and long
# enough for depth 1 even on a busy machine.
demo_session "demo(shi, jump_attack, [time_limit(3), search_depth(6)])"
ended_cleanly
shows "  (each deepens from depth 1, and stops after 3 s)"
if grep -qE '^  Prolog +depth [1-5] of 6 within 3 s: best move [^ ]+ \((score -?[0-9]+|a (win|loss) in [0-9]+ plies?)\); [0-9,]+ nodes in ' <<<"$screen"; then
    pass; else fail "Prolog says the depth it reached of the 6 asked within 3 s"; fi
plausible_search "C core" 6
shows "The C core visits"
demo_session "demo(shi, jump_attack, [time_limit(0), search_depth(6)])"
shows "time_limit_in_seconds"
never_shows "Search to depth"

echo "Search deepening within a time: the depth reached on each backend"
demo_session "demo(teeko, drops, [search(1)])"
ended_cleanly
shows "deepening within 1 s; a depth unfinished then is dropped"
plausible_search "C core" 64
plausible_search "Prolog" 64
shows "The C core visits"

echo "A topic on the game in progress"
screen=$(swipl -q -g "initial_state([], S0), move(S0, drop(3-3), S1), demo(teeko, drops, [position(S1)])" -t halt prolog/demo.pl prolog/teeko.pl 2>&1)
status=$?
ended_cleanly
shows "Position ...../...../..b../...../..... w"
shows "C core    24 moves"
shows "Prolog    24 moves"

echo "The menu: a game, a topic, perft, search, a time limit, a bad and a good position, back"
demo_session demo <<'INPUT'
7
1
2
p
9
2
s
1
t
60
d
2
n
this is not teeko
n
bb.../..w../.bw../..wb./.w... b
0
0
0
INPUT
ended_cleanly
shows "Please answer with one of"
shows "=== Teeko: Steps ==="
shows "Please type a whole number from 1 to 6."
shows_between "^Perft" "What next" "C core    depth 2:"
shows_between "^Perft" "What next" "Prolog    depth 2:"
shows_between "^Search" "What next" "C core    depth"
shows_between "^Search" "What next" "Prolog    depth"
shows "reached: best move"
shows "A search to a depth now stops after 60 s on each backend."
shows "  (each deepens from depth 1, and stops after 60 s)"
shows_between "^Search to depth 2" "What next" "C core    depth"
shows_between "^Search to depth 2" "What next" "Prolog    depth 2 reached"
shows "teeko_notation"
shows "Position bb.../..w../.bw../..wb./.w... b"

echo "End of input in the menu ends it cleanly"
demo_session demo <<'INPUT'
3
INPUT
ended_cleanly
shows "End of input: goodbye."

echo "swipl prolog/demo.pl opens the menu, then the toplevel"
screen=$(swipl prolog/demo.pl 2>&1 <<'INPUT'
0
X = menu_closed.
INPUT
)
status=$?
shows "Tabuleiro teaching demos: which game?"
shows "X = menu_closed"

echo "Watch: computer against computer, paced, with the move list"
demo_session "watch(teeko, [levels(1, 2), delay(0), plies(4)])"
ended_cleanly
shows_count 4 "Played "
shows "level 1, Random,"
shows_count 2 "  a random legal move"
shows "level 2, Greedy (best value"
if [ "$(grep -cE '^  greedy: the best value after one move, -?[0-9]+$' <<<"$screen")" -eq 2 ]; then
    pass; else fail "level 2 says it was greedy, with the value"; fi
shows "Move limit reached."
demo_session "watch(shi, [step(true)])" <<'INPUT'

q
INPUT
ended_cleanly
shows_count 2 "Played "
shows "Stopped."

echo "Watch level 3: each move's depth reached, nodes and time, on both backends"
# Level 3 searches its full second here (the suites set
# TABULEIRO_LEVEL_3_MS low): depth 1 ends within it on a busy machine too.
for backend in c prolog; do
    TABULEIRO_LEVEL_3_MS=1000 TABULEIRO_BACKEND=$backend \
        demo_session "watch(teeko, [levels(3, 3), delay(0), plies(2)])"
    ended_cleanly
    shows_count 2 "level 3, Search (looks"
    shows_count 2 "on the $backend backend"
    lines=$(grep -E '^  depth [0-9]+ reached \((score -?[0-9]+|a (win|loss) in [0-9]+ plies?)\): [0-9,]+ nodes in [0-9.]+ (ns|µs|ms|s), [0-9,]+ nodes/s$' <<<"$screen")
    if [ "$(grep -c . <<<"$lines")" -eq 2 ]; then pass; else fail "$backend: two moves with their search figures"; fi
    if ! grep -qE '^  depth 0 |; 0 nodes|: 0 nodes' <<<"$lines"; then pass; else fail "$backend: depth and nodes above 0"; fi
done

echo "Watch: stepping, a number typed goes on at that pace"
demo_session "watch(shi, [levels(1, 1), step(true), plies(4)])" <<'INPUT'

0
INPUT
ended_cleanly
shows_count 4 "Played "
shows_count 2 "Enter for the next move, a number of seconds to go on at that pace, q to stop:"
shows "Move limit reached."

echo "Watch: Teeko's level 4 without its database says so and plays level 3"
TABULEIRO_DB_DIR=$autosave_dir/no-db demo_session "watch(teeko, [levels(4, 1), delay(0), plies(1)])"
shows "level 4, Perfect (the solved game),"
shows "is not built"
if grep -qE '^  played at level 3 instead: depth [0-9]+ reached' <<<"$screen"; then
    pass; else fail "level 4 says it played level 3, with the search's figures"; fi

echo "Watch: a level the game does not have, a negative delay, a limit that is no number are refused"
demo_session "watch(shi, [levels(4, 1)])"
shows "No level 4 for shi; its levels: [1,2,3]."
never_shows "Played "
demo_session "watch(teeko, [levels(1, 1), delay(-1)])"
shows "delay_in_seconds"
never_shows "Played "
demo_session "watch(teeko, [levels(1, 1), plies(none)])"
shows "positive_integer"
never_shows "Played "

echo "Watch from the menu: the game's levels, a typed delay"
demo_session demo <<'INPUT'
w
1
1
2
3
0
0
INPUT
ended_cleanly
shows "Level of the first player (1-4):"
shows "Seconds between moves (0-60):"
shows "level 1, Random,"
shows "level 2, Greedy (best value"

# start_demo: the demo's menu in a fresh terminal; the exit status is
# printed when the demo ends.
start_demo() {
    start "swipl -q -g demo -t halt prolog/demo.pl; echo \"The demo ended with status \$?.\""
    wait_for "which game?" 60 >/dev/null
}

# ctrl_c_stops RUNNING STEP MENU: once the terminal shows RUNNING, a
# Ctrl-C stops STEP with "Stopped." and the demo asks MENU again.  The
# waits are generous: the machine may be busy.  SWI-Prolog 9.0.4 now and
# then loses a Ctrl-C, more often on a busy machine (prolog/tabuleiro/interrupt.pl):
# one not answered in 15 s is typed again, as a person would, at most
# twice more.
ctrl_c_stops() {
    if wait_for "$1" 120; then pass; else fail "$2 runs"; fi
    local stopped=no
    for _ in 1 2 3; do
        type C-c
        if wait_for "Stopped." 15; then stopped=yes; break; fi
    done
    if [ "$stopped" = yes ]; then pass; else fail "Ctrl-C stops $2"; fi
    wait_for "Your choice:" >/dev/null
    shows_between "^Stopped[.]$" "^Your choice:" "$3"
    never_shows "Interrupted"
    never_shows "ERROR"
}

# leave_demo KEYS...: types KEYS, the way back out of the menus; the
# demo ends, with status 0.
leave_demo() {
    type "$@"
    if wait_for "The demo ended with status 0." 60; then pass; else fail "the demo goes on until it is left"; fi
}

echo "Ctrl-C in a real terminal stops a long search, and the demo goes on"
# Minutes of Prolog search (Shi at depth 6, within 60 s) stopped at once;
# the topic, its position and the time limit chosen are kept.
start_demo
type 2 Enter
wait_for "Shi: which rule?" >/dev/null
type 2 Enter
wait_for "What next?" 120 >/dev/null
type t Enter 60 Enter
wait_for "now stops after 60 s" >/dev/null
type d Enter 6 Enter
ctrl_c_stops "Prolog    searching depth" "the search" "What next?"
shows "Time limit of a search to a depth (now 60 s)"
never_shows "searching depth"
never_shows "Prolog    depth"
type d Enter 1 Enter
if wait_for "Prolog    depth 1 reached" 120; then pass; else fail "a search after the stopped one answers"; fi
shows_between "^Search to depth 1 " "Prolog    depth 1" "  (each deepens from depth 1, and stops after 60 s)"
wait_for "Your choice:" >/dev/null
leave_demo 0 Enter 0 Enter 0 Enter

echo "Ctrl-C in a real terminal stops a watched game, and the demo goes on"
start_demo
type w Enter 2 Enter
wait_for "Level of the first player" >/dev/null
type 3 Enter 3 Enter 2 Enter
ctrl_c_stops "Played " "the game" "Tabuleiro teaching demos: which game?"
leave_demo 0 Enter

report terminal-demo
