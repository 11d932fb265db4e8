#!/usr/bin/env bash
# Scripted Teeko sessions: types menu choices, moves, commands and garbage
# at play/0 and checks what the screen shows.
#
#     bash tests/terminal/teeko_session.sh
#
# The games run on the prolog backend, chosen with the environment
# variable TABULEIRO_BACKEND=prolog.  The last line printed is
# "terminal-teeko: N passed, M failed"; the exit status is non-zero on failure.

set -u
cd "$(dirname "$0")/../.." || exit 2
export TABULEIRO_BACKEND=prolog

# shows, never_shows, shows_between, ended_cleanly, report
source tests/terminal/lib/screen_checks.bash

# play_teeko: runs play/0 with standard input as the keyboard.
play_teeko() {
    fresh_autosave
    swipl -q -g play -t halt prolog/teeko.pl 2>&1
}

# No solved Teeko database is visible unless a session provides one.
TABULEIRO_DB_DIR=$(mktemp -d)
export TABULEIRO_DB_DIR
trap 'rm -rf "$TABULEIRO_DB_DIR"' EXIT

# The eight drops used below, ending the drop phase without a win:
# Black c3 a1 a5 d2, White b2 e5 e1 b4.

echo "Session 1: human vs human, garbage, moves, undo, help, end of input"
screen=$(play_teeko <<'EOF'
9
1
maybe
n
n
c3
xyz
z9
c3 c3
c3
D4
moves
undo
 b2
help
a1
e5
a5
e1
d2
b4
a1 c3
c3
a1-b1
EOF
)
status=$?
shows "Please answer with one of: 1, 2, 3, 4"
shows "(you typed \"9\")"
shows "Please answer with one of: y, n (you typed \"maybe\")"
shows "    1   2   3   4   5"
shows "  ---------------------"
shows "c |   |   | B |   |   |"
shows "White to move."
shows "I did not understand \"xyz\"."
shows "I did not understand \"z9\"."
shows "or one of: moves, hint, undo, history, save FILE, help, quit."
shows_text "The move c3-c3 is not legal here"
shows_text "The move c3 is not legal here"
shows "d |   |   |   | W |   |"
shows "Legal moves: a1 a2 a3 a4 a5 b1 b2 b3 b4 b5 c1 c2 c4 c5"
shows "taken back: "
shows_between "taken back: " "^White> " "d |   |   |   |   |   |"
shows_between "taken back: " "^White> " "White to move."
shows "b |   | W |   |   |   |"
shows "Black moves first."
shows "Draw (an addition of this program, not one of Scarne's rules)"
shows_text "The move a1-c3 is not legal here"
shows "a |   |   |   |   | B |"
shows "b | B | W |   | W |   |"
shows "End of input: goodbye."
ended_cleanly

echo "Session 2: human vs human, Black wins in the drop phase"
screen=$(play_teeko <<'EOF'
1
n
n
a1
e1
a2
e2
a3
e5
A4

0
EOF
)
status=$?
shows "a | B | B | B | B |   |"
shows "e | W | W |   |   | W |"
shows "Black wins!"
shows "Game over."
never_shows "End of input"
ended_cleanly

echo "Session 3: human vs computer, the computer answers, undo takes back both"
screen=$(play_teeko <<'EOF'
2
7
1
n
y
c3
a1
undo
hint
quit
y
EOF
)
status=$?
shows "Please answer with one of: 1, 2, 3, 4 (you typed \"7\")"
shows_text "The move c3 is not legal here"
shows "White (computer, level 1) plays"
shows "taken back: "
shows_between "taken back: " "Hint:" "a |   |   |   |   |   |"
shows_between "taken back: " "Hint:" "Black to move."
shows "Hint: "
shows "Game abandoned."
shows "End of input: goodbye."
ended_cleanly

echo "Session 4: human vs human, a draw by threefold repetition"
screen=$(play_teeko <<'EOF'
1
n
n
c3
b2
a1
e5
a5
e1
d2
b4
a1 b1
e5 d5
b1 a1
d5 e5
a1 b1
e5 d5
b1 a1
d5 e5
0
EOF
)
status=$?
shows "Draw: the same position has occurred three times."
shows "Game over."
ended_cleanly

echo "Session: level 4 without its database, declined, then level 3 plays"
screen=$(TABULEIRO_BACKEND=c play_teeko <<'EOF'
2
4
n
n
n
c3
quit
y
0
EOF
)
status=$?
shows "4. Perfect (the solved game)"
shows "Perfect play needs the solved game for these rules, not built yet."
shows "The computer plays at level 3 (search) instead."
shows "White (computer, level 3) plays"
ended_cleanly

report terminal-teeko
