#!/usr/bin/env bash
# Scripted sessions at the menu of all games (prolog/play.pl): into each
# game, two moves, save, quit, load the file from the menu and go on; the
# display option; a saved file the loader rejects.
#
#     bash tests/terminal/menu_session.sh
#
# The last line printed is "terminal-menu: N passed, M failed"; the exit
# status is non-zero on failure.

set -u
cd "$(dirname "$0")/../.." || exit 2

# shows, never_shows, shows_between, ended_cleanly, fresh_autosave, report
source tests/terminal/lib/screen_checks.bash

saves=$(mktemp -d)

# play_menu [LANG]: the menu of all games, standard input as the keyboard.
play_menu() {
    fresh_autosave
    LANG=${1:-C} swipl -q -g play -t halt prolog/play.pl 2>&1
}

# The games in menu order: number, name, the answers to the rule options
# (all "no"), two moves, a third move to play after loading, and a line
# of the board after the loaded game's third move.
games=(
    "1|teeko|n n|c3|b2|d4|d |   |   |   | B |   |"
    "2|shi||83 53|13 43|53 54|  5 |   |   |   | S |"
    "3|shakti|n|b2 a3|b6 a5|a3 a4|  4 [W][ ]"
    "4|echek|n|king b1|king a2|queen c3|White's reserve"
)

for entry in "${games[@]}"; do
    IFS='|' read -r key game rules first second third board_line <<<"$entry"
    file=$saves/$game-game.txt
    echo "Session: $game from the menu, save, quit, load, continue"
    # $rules unquoted: one answer a word, none for a game without options.
    # shellcheck disable=SC2086
    screen=$(printf '%s\n' "$key" 1 $rules "$first" "$second" "save $file" quit y 0 \
                 l "$file" "$third" quit y 0 | play_menu)
    status=$?
    shows "Tabuleiro: which game?"
    shows "l. Load a saved game"
    shows "d. Display (now plain)"
    shows "Game saved in $file."
    shows "Game abandoned."
    shows "Loaded $file: a game of"
    shows "after 2 moves."
    shows "$board_line"
    never_shows "I did not understand"
    never_shows "is not legal here"
    ended_cleanly
    if grep -qx "game: $game" "$file" && grep -qx "moves:" "$file"; then
        pass
    else
        fail "$file records the game $game and its moves"
    fi
done

echo "Session: the saved file is plain text a person can read"
file=$saves/teeko-game.txt
expected=$(printf '%s\n' "# Tabuleiro saved game" "game: teeko" "rules: standard" \
    "player b: human" "player w: human" "moves:" "c3" "b2")
if [ "$(cat "$file")" = "$expected" ]; then pass; else fail "the Teeko file reads: $expected"; fi

echo "Session: a file with an illegal move is rejected, naming the line"
printf '%s\n' "game: teeko" "rules: standard" "player b: human" "player w: human" \
    "moves:" "c3" "c3" >"$saves/bad.txt"
screen=$(play_menu <<EOF
l
$saves/bad.txt
l
$saves/missing.txt
l
$saves
0
EOF
)
status=$?
shows "Cannot load $saves/bad.txt: line 7: \"c3\" is not a legal move here."
shows "Cannot load $saves/missing.txt: there is no such file."
shows "Cannot load $saves: "
shows "Tabuleiro: which game?"
ended_cleanly

echo "Session: saving where it cannot be written keeps the game going"
screen=$(play_menu <<EOF
1
1
n
n
c3
save $saves/no/such/folder/game.txt
save
b2
quit
y
0
EOF
)
status=$?
shows "Could not save the game in $saves/no/such/folder/game.txt"
shows_text "Type save and a file name, such as: save my-game.txt"
shows "b |   | W |   |   |   |"
ended_cleanly

echo "Session: the display option, on a Unicode terminal"
screen=$(play_menu C.UTF-8 <<'EOF'
d
2
1
1
n
n
c3
quit
y
0
0
EOF
)
status=$?
shows "1. plain"
shows "2. unicode"
never_shows "colour"     # not a terminal: no colour offered
shows "The boards are now drawn in the unicode style."
shows "c |   |   | ● |   |   |"
shows "● Black   ○ White"
ended_cleanly

echo "Session: the display option, on a terminal without Unicode"
screen=$(play_menu C <<'EOF'
d
2
1
0
EOF
)
status=$?
shows "1. plain"
never_shows "2. unicode"
shows "Please answer with one of: 1 (you typed \"2\")."
ended_cleanly

rm -rf "$saves"
report terminal-menu
