#!/usr/bin/env bash
# Scripted Shakti sessions: types menu choices, moves, commands and garbage
# at play/0 and checks what the screen shows.  Two sessions start the
# game loop on a hand-made position instead, since no short game from the
# start reaches a pass or a position where nobody can move.
#
#     bash tests/terminal/shakti_session.sh
#
# The games run on the prolog backend, chosen with the environment
# variable TABULEIRO_BACKEND=prolog.  The last line printed is
# "terminal-shakti: N passed, M failed"; the exit status is non-zero on failure.

set -u
cd "$(dirname "$0")/../.." || exit 2
export TABULEIRO_BACKEND=prolog

# shows, never_shows, shows_between, ended_cleanly, report
source tests/terminal/lib/screen_checks.bash

# play_shakti: runs play/0 with standard input as the keyboard.
play_shakti() {
    fresh_autosave
    swipl -q -g play -t halt prolog/shakti.pl 2>&1
}

# play_from NOTATION: the game loop, human against human, from a position.
play_from() {
    fresh_autosave
    swipl -q -g "notation_state('$1', [], S),
                 tabuleiro_game_loop:run_session(tabuleiro_game_loop:play_turns(session(shakti, white, human, human), S))" \
        -t halt prolog/shakti.pl 2>&1
}

# shows_count N TEXT: TEXT is on exactly N lines of the screen.
shows_count() {
    local n
    n=$(grep -cF -- "$2" <<<"$screen")
    if [ "$n" -eq "$1" ]; then pass; else fail "screen shows $1 times (not $n): $2"; fi
}

echo "Session 1: human vs human, garbage, moves, undo, help, check, checkmate"
# The game: b2-b4 (a jump: b3 becomes a hole), f6-e7, f2-d4, e7-g5,
# b4-c5 (check), d6-d7, d4-d6 mate.
screen=$(play_shakti <<'EOF'
7
1
maybe
n
b2 b4
xyz
h9 a1
d6 d1
moves
undo
help
b2 b4
f6 e7
F2 D4
e7 g5
b4-c5
d6 d7
d4 d6

0
EOF
)
status=$?
shows "(you typed \"7\")"
shows "Please answer with one of: y, n (you typed \"maybe\")"
shows "  7    [ ][ ][ ][ ][ ]   "
shows "  6 [ ][w][ ][k][ ][w][ ]"
shows "  2 [ ][W][ ][K][ ][W][ ]"
shows "  1    [ ][ ][ ][ ][ ]   "
shows "     a  b  c  d  e  f  g"
shows "White to move."
shows "  4 [ ][W][ ][ ][ ][ ][ ]"
shows "  3 [ ]   [ ][ ][ ][ ][ ]"
shows "Black to move."
shows "I did not understand \"xyz\"."
shows "I did not understand \"h9 a1\"."
shows_text "Type two cells such as b2 b4 (from, to), or one of: moves, hint, undo, history, save FILE, help, quit."
shows_text "The move d6-d1 is not legal here"
shows "Legal moves: b6-a5 b6-a6 b6-b5 b6-b7 b6-c5 b6-c6 b6-c7 d6-c6 d6-c7 d6-d5 d6-d7"
shows "  d6-e5 d6-e6 d6-e7 f6-d4 f6-e5 f6-e6 f6-e7 f6-f4 f6-f5 f6-f7 f6-g5 f6-g6"
shows "taken back: "
shows_between "taken back: " "^White> " "  2 [ ][W][ ][K][ ][W][ ]"
shows "Seeing: looking along a row, column or diagonal, holes are skipped;"
shows "Rule options in this game: none."
shows_count 1 "Black is in check."
shows "  6 [ ][w][ ][k][ ][ ][ ]"
shows "  5 [ ][ ][W][ ][ ][ ][w]"
shows "Black is checkmated.  White wins!"
shows "Game over."
never_shows "End of input"
ended_cleanly

echo "Session 2: a player who cannot move passes, and undo skips the pass"
# White's King d4 sees only holes; Black's King b1 and Warrior f1 move.
screen=$(play_from 'x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x.wx w' <<'EOF'
pass
b1 b3
undo
undo
f1 e2
EOF
)
status=$?
shows "  4          [K]         "
shows "  1    [k][ ]   [ ][w]   "
shows_count 3 "White cannot move and passes."
shows_text "The move pass is not legal here"
shows "  3 [ ][k]         [ ][ ]"
shows "taken back: "
shows "Nothing to undo."
shows "  2 [ ]   [ ]   [w]   [ ]"
shows "End of input: goodbye."
never_shows "White> "
ended_cleanly

echo "Session 3: a position where neither player can move is a draw"
screen=$(play_from 'xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx/xxxxxxx/xkxxxxx w' </dev/null)
status=$?
shows "Draw: neither player can move."
shows "Game over."
never_shows "passes"
ended_cleanly

echo "Session 4: human vs computer on the full board, hint, undo, quit"
screen=$(play_shakti <<'EOF'
2
1
y
f2 f3
hint
undo
quit
y
0
EOF
)
status=$?
shows "Rule option full_board (all 49 cells have a tile at the start, corners included)"
shows "  7 [ ][ ][ ][ ][ ][ ][ ]"
shows "  1 [ ][ ][ ][ ][ ][ ][ ]"
shows "Black (computer, level 1) plays "
shows "Hint: "
shows "taken back: "
shows_between "taken back: " "^White> " "  2 [ ][W][ ][K][ ][W][ ]"
shows "Game abandoned."
ended_cleanly

report terminal-shakti
