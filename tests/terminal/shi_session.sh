#!/usr/bin/env bash
# Scripted Shi sessions: types menu choices, moves, commands and garbage
# at play/0 and checks what the screen shows.
#
#     bash tests/terminal/shi_session.sh
#
# Sessions typed by a human run on the prolog backend; the ones with a
# computer player run on the c backend when the C core is built (the
# environment variable TABULEIRO_BACKEND chooses). The last line printed
# is "terminal-shi: N passed, M failed"; the exit status is non-zero on failure.

set -u
cd "$(dirname "$0")/../.." || exit 2

# shows, never_shows, shows_between, ended_cleanly, report
source tests/terminal/lib/screen_checks.bash

# play_shi BACKEND: runs play/0 with standard input as the keyboard.
play_shi() {
    fresh_autosave
    TABULEIRO_BACKEND=$1 swipl -q -g play -t halt prolog/shi.pl 2>&1
}

# The fastest backend there is for the computer's moves.
computer_backend=prolog
[ -f build/lib/tabuleiro.so ] && computer_backend=c

echo "Session 1: human vs human, the three move forms, garbage, moves, undo, help, end of input"
screen=$(play_shi prolog <<'EOF'
9
1
xyz
9 3 5 3
8 3 8 3
8 3 5 3
moves
13 43
undo
1-3 4-3
help
83-53
5 3 2 3
EOF
)
status=$?
shows "(you typed \"9\")"
shows "      1   2   3   4   5   6   7   8"
shows "    ---------------------------------"
shows "  1 | N | N | N | N | N | N | N | N |"
shows "  8 | S | S | S | S | S | S | S | S |"
shows "Pieces: Samurai 8, Ninja 8."
shows "Samurai to move. Even in pieces."
shows "I did not understand \"xyz\"."
shows "I did not understand \"9 3 5 3\"."
shows_text "Type two cells, row then column, such as 8 3 5 3, 83 53, 8-3 5-3 or 83-53, or one of: moves, hint, undo, history, save FILE, help, quit."
shows_text "The move 83-83 is not legal here"
shows "  5 |   |   | S |   |   |   |   |   |"
shows "  8 | S | S |   | S | S | S | S | S |"
shows "Ninja to move. Even in pieces."
shows "Legal moves: 11-21 11-22 11-31 11-33 11-41 11-44"
shows "  4 |   |   | N |   |   |   |   |   |"
shows "taken back: "
shows_between "taken back: " "^Ninja> " "  4 |   |   |   |   |   |   |   |   |"
shows_between "taken back: " "^Ninja> " "Ninja to move."
shows "Samurai moves first."
shows "with no legal move loses"
shows "Rule options in this game: none."
shows_text "The move 83-53 is not legal here"
shows_text "The move 53-23 is not legal here"
shows "End of input: goodbye."
ended_cleanly

echo "Session 2: human vs human, four jump attacks and Samurai wins"
screen=$(play_shi prolog <<'EOF'
1
87 54
14 36
8 1 3 6
16 43
8-3 6-5
15 55
85-55
18 78
65 43
13 22
88 22

0
EOF
)
status=$?
shows "Pieces: Samurai 8, Ninja 7."
shows "Pieces: Samurai 8, Ninja 5."
shows "  2 |   | S |   |   |   |   |   |   |"
shows "Pieces: Samurai 8, Ninja 4."
shows "Samurai wins!"
shows "Game over."
never_shows "not legal"
never_shows "End of input"
ended_cleanly

echo "Session 3: human vs computer, the computer answers, undo takes back both, hint"
screen=$(play_shi "$computer_backend" <<'EOF'
2
4
1
8 3 5 3
undo
hint
quit
y
EOF
)
status=$?
shows "Please answer with one of: 1, 2, 3 (you typed \"4\")"
shows "Ninja (computer, level 1) plays"
shows "taken back: "
shows_between "taken back: " "Hint:" "  8 | S | S | S | S | S | S | S | S |"
shows_between "taken back: " "Hint:" "Samurai to move. Even in pieces."
shows "Hint: "
shows "Game abandoned."
shows "End of input: goodbye."
ended_cleanly

echo "Session 4: human vs human, a hint from the prolog search, a draw by threefold repetition"
screen=$(play_shi prolog <<'EOF'
1
hint
81 71
11 21
71 81
21 11
81 71
11 21
71 81
21 11
0
EOF
)
status=$?
shows "Hint: "
shows "Draw: the same position has occurred three times."
shows "Game over."
ended_cleanly

echo "Session 5: computer vs computer plays a whole game, then its moves are listed"
screen=$(play_shi "$computer_backend" <<'EOF'
4
2
1
1
history

0
EOF
)
status=$?
shows "Samurai (computer, level 2) plays"
shows "Ninja (computer, level 1) plays"
shows "Game over."
shows "history to list the moves, save FILE to keep the game, or press Enter to leave it."
shows_between "^Game over." "^Shi$" "Moves played:"
shows_between "^Game over." "^Shi$" "1. 8"
never_shows "End of input"
ended_cleanly

echo "Session 6: the course's move terms at the prompt, as valid_moves/2 gives them"
screen=$(play_shi prolog <<'EOF'
1
move(8-1, 5-1).
move(1-1,2-1)
move(5-1, 4-3).
history
EOF
)
status=$?
shows "  5 | S |   |   |   |   |   |   |   |"
shows "  2 | N |   |   |   |   |   |   |   |"
shows_text "The move 51-43 is not legal here"
shows "1. 81-51   2. 11-21"
never_shows "I did not understand"
ended_cleanly

report terminal-shi
