#!/usr/bin/env bash
# What a course student types and expects, in every game: full stops at
# the end of lines, refused moves that say why, quit that asks first,
# save with ~ and before replacing a file, undo that says whose move it
# took back (after the end too), history, the pace of computer against
# computer, and play/0 leaving no choice point at the ?- prompt.
#
#     bash tests/terminal/student_session.sh
#
# The last line printed is "terminal-student: N passed, M failed".

set -u
cd "$(dirname "$0")/../.." || exit 2
export TABULEIRO_BACKEND=prolog

# shows, never_shows, ended_cleanly, fresh_autosave, report
source tests/terminal/lib/screen_checks.bash

play() {
    fresh_autosave
    LANG=C.UTF-8 swipl -q -g play -t halt "prolog/$1.pl" 2>&1
}

echo "Session: play. at the ?- prompt returns without a choice point, in every game"
for game_rules in "teeko n n" "shi" "shakti n" "echek n"; do
    read -r game rules <<<"$game_rules"
    fresh_autosave
    # Computer against computer at level 1, no pause, no rule option, to
    # the end; Enter leaves the finished game (history, undo and save are
    # offered), then exit.
    # shellcheck disable=SC2086
    screen=$(printf '%s\n' 'play.' 4 1 1 1 $rules '' 0 | TABULEIRO_BACKEND=c swipl -q "prolog/$game.pl" 2>&1)
    shows "Game over."
    shows "or press Enter to leave it."
    shows "Your choice: true."
done

echo "Session: Teeko, full stops, reasons, phase, quit asks first"
screen=$(play teeko <<'EOF'
1.
n.
n.
c3.
c3.
b2
a1 a2
quit
n
quit.
y.
0.
EOF
)
status=$?
shows "Drop phase: markers left to drop: Black 4, White 4."
shows "Drop phase: markers left to drop: Black 3, White 3."
shows_text "The move c3 is not legal here: c3 is already taken."
shows_text "The move a1-a2 is not legal here: you still have 3 markers to drop before you can step."
shows "Abandon this game? It will not be kept."
shows "Game abandoned."
never_shows "I did not understand"
never_shows "Please answer"
ended_cleanly

echo "Session: Teeko, the move phase and its reasons"
screen=$(play teeko <<'EOF'
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
e2
a1 a3
c3 b2
c3 e3
a1 b1
quit
y
0
EOF
)
status=$?
shows "Move phase: step a marker to a neighbouring empty cell."
shows_text "The move e2 is not legal here: the drop phase is over: step one of your markers to a neighbouring empty cell."
shows_text "The move a1-a3 is not legal here: a3 is not next to a1 (a marker steps to one of the 8 cells around it)."
shows_text "The move c3-b2 is not legal here: b2 is already taken."
shows_text "The move c3-e3 is not legal here: e3 is not next to c3"
ended_cleanly

echo "Session: Shi and Shakti say why a move is refused"
screen=$(play shi <<'EOF'
1
8 1 8 2
8 1 1 1
8 1 2 3
1 1 2 1
quit
y
0
EOF
)
status=$?
shows "Samurai to move. Even in pieces."
shows_text "The move 81-82 is not legal here: one of your pieces stands on 82."
shows_text "The move 81-11 is not legal here: the enemy piece on 11 can only be taken by jumping over one of your pieces."
shows_text "The move 81-23 is not legal here: 23 is not on a row, column or diagonal through 81."
shows_text "The move 11-21 is not legal here: there is no piece of yours on 11."
ended_cleanly

screen=$(play shakti <<'EOF'
1
n
c2 c4
d2 d5
pass
quit
y
0
EOF
)
status=$?
shows_text "The move c2-c4 is not legal here: there is no piece of yours on c2."
shows_text "The move d2-d5 is not legal here: the piece on d2 cannot reach d5"
shows_text "The move pass is not legal here: you can move, so you may not pass."
ended_cleanly

echo "Session: Echek says where a piece is once the table is framed anew, and what a Bishop sent back"
screen=$(play echek <<'EOF'
1
n
queen d2
queen a2
bishop d1 b2
quit
y
0
EOF
)
status=$?
shows "(the table is framed anew: the Queen is now on b2.)"
shows_text "(the table is framed anew: the Bishop is now on c2; the Bishop sent the Queen from b2 back to Black's reserve.)"
ended_cleanly

echo "Session: save expands ~ and asks before replacing a file"
home=$(mktemp -d)
screen=$(HOME=$home play teeko <<'EOF'
1
n
n
c3
save ~/g.txt
save ~/g.txt
n
save ~/g.txt
y
quit
y
0
EOF
)
status=$?
shows "Game saved in $home/g.txt."
shows "$home/g.txt already exists. Replace it?"
shows "The game is not saved."
if [ -s "$home/g.txt" ]; then pass; else fail "the game is saved in the home folder"; fi
ended_cleanly
rm -rf "$home"

echo "Session: undo says whose move, history lists the moves, undo after the end"
screen=$(play teeko <<'EOF'
1
n
n
a1
e1
undo
e1
a2
e2
a3
e5
history
a4
history
undo
a4

0
EOF
)
status=$?
shows "Move taken back: White's."
shows "Moves played:"
shows "1. a1   2. e1   3. a2   4. e2   5. a3   6. e5"
shows "Black wins!"
shows_text "Type undo to take back a move, history to list the moves,"
shows "7. a4"
shows "Move taken back: Black's."
never_shows "End of input"
ended_cleanly

echo "Session: against the computer, undo takes back the computer's reply too"
screen=$(play teeko <<'EOF'
2
1
n
n
c3
undo
quit
y
0
EOF
)
status=$?
shows "Moves taken back: Black's and White's."
ended_cleanly

echo "Session: computer against computer asks for a pace, Enter steps"
screen=$(play teeko <<'EOF'
4
1
1
3
n
n

history


EOF
)
status=$?
shows "Pace of the game"
shows "  3. press Enter for each move (or type history)"
shows "(Enter for the next move, or history)"
shows "Moves played:"
shows "End of input: goodbye."
ended_cleanly

echo "Session: level 3 on the prolog backend says how deep it looks"
screen=$(play shi <<'EOF'
2
0
EOF
)
shows "3. Search (looks several moves ahead): as deep as one second allows, in Prolog"

report terminal-student
