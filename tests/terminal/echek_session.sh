#!/usr/bin/env bash
# Scripted Echek sessions: types menu choices, moves, commands and garbage
# at play/0 and checks what the screen shows.
#
#     bash tests/terminal/echek_session.sh
#
# Sessions typed by a human run on the prolog backend; the ones with a
# computer player run on the c backend when the C core is built. The last
# line printed is "terminal-echek: N passed, M failed"; the exit status is
# non-zero on failure.

set -u
cd "$(dirname "$0")/../.." || exit 2

# shows, never_shows, shows_between, ended_cleanly, report
source tests/terminal/lib/screen_checks.bash

# play_echek BACKEND [GOAL]: runs GOAL (default play/0) with standard
# input as the keyboard.
play_echek() {
    fresh_autosave
    TABULEIRO_BACKEND=$1 swipl -q -g "${2:-play}" -t halt prolog/echek.pl 2>&1
}

computer_backend=prolog
[ -f build/lib/tabuleiro.so ] && computer_backend=c

echo "Session 1: human vs human, every move form, garbage, reasons, moves, undo, help, end of input"
screen=$(play_echek prolog <<'EOF'
7
1
n
queen b1
q a1
emperor c3
queen z9
moves
q c3
pawn c1 b1
pawn b1 a1
undo
tower b1
bishop b2 c1
bishop d2
bishop d2 b2
swap
king b4 b3
help
EOF
)
status=$?
shows "(you typed \"7\")"
shows "     1    2    3"
shows "   +----+----+----+"
shows " b | .. | kB | .. |"
shows " c | .. | kW | .. |"
shows "White's reserve: qW tW bW hW pW"
shows "Black's reserve: qB tB bB hB pB"
shows "Tower-King swap left: White and Black"
shows_text "The move queen b1 is not legal here: a piece may not be placed beside the enemy King, as b1 is."
shows_text "The move queen a1 is not legal here: a piece is placed next to one of your own pieces, and a1 touches none."
shows "I did not understand \"emperor c3\"."
shows_text "The move queen z9 is not legal here: z9 is not a cell of the board shown."
shows "Legal moves: king b1, king b3, king c1, king c3, bishop c1,"
shows "pawn d3 c3, pawn d3 d2"
shows " c | .. | kW | qW | .. |"
shows_text "The move pawn c1 b1 is not legal here: a piece may not be placed beside the enemy King, as c1 is."
shows " b | .. | pB | .. | .. | .. |"
shows "taken back: "
shows_between "taken back: " "^Black> " " b | .. | kB | .. | .. |"
shows " b | .. | tB | kB | .. | .. |"
shows_text "The move bishop b2 c1 is not legal here: b2 is occupied."
shows_text "The move bishop d2 is not legal here: the Bishop must send a piece back"
shows " d | .. | bW | .. | .. | .. |"
shows "Black's reserve: qB tB bB hB pB"
shows_text "The move swap is not legal here: your Tower is not on the table."
shows "I did not understand \"king b4 b3\"."
shows "- A Bishop placed sends one piece (not a King, any colour) back"
shows "Rule options in this game: none."
shows "End of input: goodbye."
ended_cleanly

echo "Session 2: human vs human, White surrounds the black King"
screen=$(play_echek prolog <<'EOF'
1
n
knight d3
pawn b3 c3
pawn e3
queen b3
bishop e4 c3
pawn c4 d4
bishop b1

0
EOF
)
status=$?
shows "The Black King is surrounded."
shows "White wins!"
shows "Game over."
never_shows "is not legal here"
never_shows "End of input"
ended_cleanly

echo "Session 3: human vs computer, the computer answers, undo takes back both, hint"
screen=$(play_echek "$computer_backend" <<'EOF'
2
1
n
queen c3
undo
hint
quit
y
EOF
)
status=$?
shows "Black (computer, level 1) plays"
shows "taken back: "
shows_between "taken back: " "Hint:" " c | .. | kW | .. |"
shows "Hint: "
shows "Game abandoned."
shows "End of input: goodbye."
ended_cleanly

echo "Session 4: draft_bishop, chess glyphs, a Bishop beyond the 4x4 play area"
screen=$(play_echek prolog "echek:set_display(unicode), play" <<'EOF'
1
y
q c3
h a2
pawn e2
rook b3
bishop f2
bishop c0
help
EOF
)
status=$?
shows "Rule option draft_bishop"
shows " b | ·  | ♞  | ♜  | ·  |"
shows " f | ·  | ♗  | ·  | ·  |"
shows "I did not understand \"bishop c0\"."
shows "Rule options in this game: draft_bishop."
ended_cleanly

echo "Session 5: the same Bishop under the final rules breaks the 4x4 play area"
screen=$(play_echek prolog <<'EOF'
1
n
q c3
h a2
pawn e2
rook b3
bishop f2
EOF
)
status=$?
shows " e | .. | pW | .. | .. |"
shows_text "The move bishop f2 is not legal here: the pieces would not fit in the 4x4 play area."
ended_cleanly

echo "Session 6: human vs human, a draw by threefold repetition"
screen=$(play_echek prolog <<'EOF'
1
n
king b1
king a2
king b1
king a2
0
EOF
)
status=$?
shows "Draw: the same position has occurred three times."
shows "Game over."
ended_cleanly

echo "Session 7: computer vs computer, level 3 against level 2, to the end"
screen=$(play_echek "$computer_backend" <<'EOF'
4
3
2
1
n
0
EOF
)
status=$?
shows "White (computer, level 3) plays"
shows "Black (computer, level 2) plays"
shows "Game over."
ended_cleanly

report terminal-echek
