#!/usr/bin/env bash
# Hostile input at every game's prompts: very long lines, control
# characters, Unicode, Prolog terms that are no move, end of input in
# every prompt state; and the autosave that keeps a game the input cut
# short, offered at the next start.
#
#     bash tests/terminal/hostile_session.sh
#
# The last line printed is "terminal-hostile: N passed, M failed"; the
# exit status is non-zero on failure.

set -u
cd "$(dirname "$0")/../.." || exit 2

# shows, never_shows, ended_cleanly, fresh_autosave, report
source tests/terminal/lib/screen_checks.bash

# play GAME: the game's own play/0 (GAME=play: the menu of all games),
# standard input as the keyboard, with whatever autosave is there.
play() {
    LANG=C.UTF-8 swipl -q -g play -t halt "prolog/$1.pl" 2>&1
}

long_line=$(head -c 100000 /dev/zero | tr '\0' 'x')
control_line=$(printf 'c3\001\033[2J\033]0;title\007\177end')

# game: the answers that start a human vs human game (its rule options
# all "no"), a legal first move, and a line of the board after it.
games=(
    "teeko|1 n n|c3|c |   |   | B |   |   |"
    "shi|1|83 53|  5 |   |   | S |"
    "shakti|1 n|b2 a3|  3 [W][ ]"
    "echek|1 n|king b1|kW"
)

for entry in "${games[@]}"; do
    IFS='|' read -r game start move board_line <<<"$entry"

    echo "Session: $game, garbage at the menus and at the move prompt"
    fresh_autosave
    # $start unquoted: one answer a word.
    # shellcheck disable=SC2086
    screen=$(printf '%s\n' "$long_line" "$control_line" "日本語 ♔" $start \
        "$long_line" "$control_line" "日本語 ♔ ｃ３" "halt." "drop(3-3)" "foo(X" \
        "'unterminated" "move(_, _)" "" "   " "$move" quit 0 | play "$game")
    status=$?
    shows "Please answer with one of: "
    shows "(you typed \"xxxxxxxxxx"
    shows "I did not understand \"${long_line:0:60}...\"."
    shows "I did not understand \"c3??[2J?]0;title??end\"."
    shows "I did not understand \"日本語 ♔ ｃ３\"."
    shows "I did not understand \"halt.\"."
    shows "I did not understand \"foo(X\"."
    shows "$board_line"
    shows "Game abandoned."
    never_shows $'\033[2J'
    ended_cleanly

    echo "Session: $game, end of input at the move prompt keeps the game"
    fresh_autosave
    # shellcheck disable=SC2086
    screen=$(printf '%s\n' $start "$move" | play "$game")
    status=$?
    shows "The game in progress is kept in $TABULEIRO_AUTOSAVE;"
    shows "End of input: goodbye."
    ended_cleanly
    if [ -s "$TABULEIRO_AUTOSAVE" ]; then pass; else fail "the autosave file is kept"; fi

    echo "Session: $game, the next start offers the game and goes on"
    screen=$(printf '%s\n' maybe y moves quit 0 | play "$game")
    status=$?
    shows "was left unfinished after 1 move (kept in $TABULEIRO_AUTOSAVE)."
    shows "Continue it?"
    shows "Please answer with one of: y, n (you typed \"maybe\")."
    shows "$board_line"
    shows "Legal moves: "
    shows "Game abandoned."
    ended_cleanly
    if [ -e "$TABULEIRO_AUTOSAVE" ]; then fail "quit removes the autosave"; else pass; fi
done

echo "Session: end of input at every question of the menus"
# The answers that reach each question; end of input follows each.
for answers in "" "1" "1 2" "1 2 1" "1 2 1 n" "1 1 n n c3" "l" "d" "1 l" "1 d"; do
    fresh_autosave
    # shellcheck disable=SC2086
    screen=$(printf '%s\n' $answers | play play)
    status=$?
    shows "End of input: goodbye."
    ended_cleanly
done

echo "Session: end of input at the autosave offer keeps the game"
fresh_autosave
printf '%s\n' 1 1 n n c3 | play play >/dev/null
screen=$(printf '' | play play)
status=$?
shows "Continue it?"
shows "End of input: goodbye."
ended_cleanly
if [ -s "$TABULEIRO_AUTOSAVE" ]; then pass; else fail "the autosave outlives an unanswered offer"; fi

echo "Session: declining the offer discards the game"
screen=$(printf '%s\n' n 0 | play play)
status=$?
shows "The unfinished game is discarded."
ended_cleanly
screen=$(printf '%s\n' 0 | play play)
never_shows "Continue it?"

echo "Session: a corrupt autosave is put aside, never lost"
fresh_autosave
printf 'game: teeko\nrules: standard\nplayer b: human\nplayer w: human\nmoves:\nc3\nc3\n' \
    >"$TABULEIRO_AUTOSAVE"
screen=$(printf '%s\n' 0 | play play)
status=$?
shows "The autosaved game in $TABULEIRO_AUTOSAVE cannot be loaded (line 7: \"c3\" is not a legal move here);"
shows "it is kept as $TABULEIRO_AUTOSAVE.unreadable."
shows "Tabuleiro: which game?"
ended_cleanly
if [ -s "$TABULEIRO_AUTOSAVE.unreadable" ]; then pass; else fail "the corrupt autosave is kept aside"; fi

echo "Session: an interrupt while the computer thinks keeps the game"
fresh_autosave
# Level 3 on the prolog backend thinks for a while at every Shi move.
log=$(mktemp)
printf '%s\n' 4 3 3 | TABULEIRO_BACKEND=prolog swipl -q -g play -t halt prolog/shi.pl >"$log" 2>&1 &
pid=$!
# Once the first move is played, the computer is thinking about the next.
for _ in $(seq 60); do
    grep -q "(computer, level 3) plays" "$log" && break
    sleep 0.5
done
sleep 0.5
kill -INT "$pid"
wait "$pid"
status=$?
screen=$(cat "$log")
rm -f "$log"
shows "Samurai (computer, level 3) plays"
shows "The game in progress is kept in $TABULEIRO_AUTOSAVE;"
shows "Interrupted: goodbye."
ended_cleanly
if [ -s "$TABULEIRO_AUTOSAVE" ]; then pass; else fail "the interrupted game is kept"; fi

echo "Session: a game the computer plays to its end leaves no autosave"
fresh_autosave
screen=$(printf '%s\n' 4 1 1 n n 0 | play teeko)
status=$?
shows "Game over."
ended_cleanly
if [ -e "$TABULEIRO_AUTOSAVE" ]; then fail "a finished game removes the autosave"; else pass; fi

report terminal-hostile
