#!/usr/bin/env bash
# The teaching demo in the terminal: every topic of every game shows its
# Prolog clauses and C function (found by name in the files: a renamed
# clause or function fails here), both backends give the same moves, and
# both timings are printed (never checked: they are measured live).  Then
# the menu, perft, search, a typed position (good and bad) and watch.
#
#     bash tests/terminal/demo_session.sh
#
# The last line printed is "terminal-demo: N passed, M failed".

set -u
cd "$(dirname "$0")/../.." || exit 2
unset TABULEIRO_BACKEND
export COLUMNS=80

# shows, never_shows, shows_between, ended_cleanly, report
source tests/terminal/lib/screen_checks.bash

# shows_count N TEXT: TEXT is on exactly N lines of the screen.
shows_count() {
    local n
    n=$(grep -cF -- "$2" <<<"$screen")
    if [ "$n" -eq "$1" ]; then pass; else fail "screen shows $1 times (not $n): $2"; fi
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
screen=$(swipl -q -g "$goal" -t halt prolog/demo.pl 2>&1)
status=$?
ended_cleanly
if [ "$topic_count" -ge 10 ]; then pass; else fail "at least 10 topics (got $topic_count)"; fi
shows_count "$topic_count" "Both backends find the same moves."
never_shows "THE BACKENDS DISAGREE"
shows_count "$topic_count" "--- c_core/"
shows_count "$topic_count" "--- prolog/rules/"
# Both timings of every topic are printed.
if [ "$(grep -cE '^  C core +[0-9]+ moves +[0-9.]+ (ns|µs|ms|s) per call' <<<"$screen")" -eq "$topic_count" ]; then
    pass; else fail "a C timing for every topic"; fi
if [ "$(grep -cE '^  Prolog +[0-9]+ moves +[0-9.]+ (ns|µs|ms|s) per call' <<<"$screen")" -eq "$topic_count" ]; then
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
screen=$(swipl -q -g "catch(tabuleiro_source_excerpt:prolog_excerpt('prolog/rules/teeko_rules.pl', no_such_rule/9, _), E, (print_message(error, E), halt(3)))" -t halt prolog/demo.pl 2>&1)
status=$?
if [ "$status" -eq 3 ]; then pass; else fail "missing clause raises (status $status)"; fi
shows "no_such_rule/9"
screen=$(swipl -q -g "catch(tabuleiro_source_excerpt:c_excerpt('c_core/teeko.c', no_such_function, _), E, (print_message(error, E), halt(3)))" -t halt prolog/demo.pl 2>&1)
status=$?
if [ "$status" -eq 3 ]; then pass; else fail "missing C function raises (status $status)"; fi

echo "Side by side on a wide terminal"
screen=$(COLUMNS=200 swipl -q -g "demo(teeko, steps, [])" -t halt prolog/demo.pl 2>&1)
status=$?
ended_cleanly
if grep -qE -- "--- prolog/rules/teeko_rules.pl --- +\| --- c_core/teeko.c ---" <<<"$screen"; then
    pass; else fail "both sources side by side"; fi

echo "On a terminal, perft and search show a progress line while they count"
screen=$(script -qec "swipl -q -g \"demo(teeko, drops, [perft(2), search(1)])\" -t halt prolog/demo.pl" /dev/null | tr '\r' '\n')
status=$?
ended_cleanly
shows "C core    depth 2: counting..."
shows "Prolog    depth 2: counting..."
shows "searching depth 1..."

echo "A topic on the game in progress"
screen=$(swipl -q -g "initial_state([], S0), move(S0, drop(3-3), S1), demo(teeko, drops, [position(S1)])" -t halt prolog/demo.pl prolog/teeko.pl 2>&1)
status=$?
ended_cleanly
shows "Position ...../...../..b../...../..... w"
shows "C core    24 moves"
shows "Prolog    24 moves"

echo "The menu: a game, a topic, perft, search, a bad and a good position, back"
screen=$(swipl -q -g demo -t halt prolog/demo.pl 2>&1 <<'INPUT'
7
1
2
p
9
2
s
1
n
this is not teeko
n
bb.../..w../.bw../..wb./.w... b
0
0
0
INPUT
)
status=$?
ended_cleanly
shows "Please answer with one of"
shows "=== Teeko: Steps ==="
shows "Please type a whole number from 1 to 6."
shows_between "^Perft" "What next" "C core    depth 2:"
shows_between "^Perft" "What next" "Prolog    depth 2:"
shows_between "^Search" "What next" "C core    depth"
shows_between "^Search" "What next" "Prolog    depth"
shows "reached: best move"
shows "teeko_notation"
shows "Position bb.../..w../.bw../..wb./.w... b"

echo "End of input in the menu ends it cleanly"
screen=$(swipl -q -g demo -t halt prolog/demo.pl 2>&1 <<'INPUT'
3
INPUT
)
status=$?
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
screen=$(swipl -q -g "watch(teeko, [levels(1, 2), delay(0), plies(4)])" -t halt prolog/demo.pl 2>&1)
status=$?
ended_cleanly
shows_count 4 "Played "
shows "level 1 (Random)"
shows "level 2 (Greedy"
shows "Move limit reached."
screen=$(swipl -q -g "watch(shi, [step(true)])" -t halt prolog/demo.pl 2>&1 <<'INPUT'

q
INPUT
)
status=$?
ended_cleanly
shows_count 2 "Played "
shows "Stopped."

report terminal-demo
