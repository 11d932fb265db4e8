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

# the_autosave: the one unfinished game kept in the autosave folder
# (empty when there is none); autosaves: how many there are.  (A file
# named after a process that runs is another session's, never offered:
# 4194305 is above the largest process id Linux gives.)
the_autosave() {
    find "$autosave_dir" -name 'game-*.txt' | head -n 1
}
autosaves() {
    find "$autosave_dir" -name 'game-*.txt' | wc -l
}

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
        "'unterminated" "move(_, _)" "" "   " "$move" quit y 0 | play "$game")
    status=$?
    shows "Please answer with one of: "
    shows "(you typed \"xxxxxxxxxx"
    shows "I did not understand \"${long_line:0:60}...\"."
    shows "I did not understand \"c3??[2J?]0;title??end\"."
    shows "I did not understand \"日本語 ♔ ｃ３\"."
    shows "I did not understand \"halt\"."
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
    kept=$(the_autosave)
    shows "The game in progress is kept in $kept;"
    shows "End of input: goodbye."
    ended_cleanly
    if [ -s "$kept" ]; then pass; else fail "the autosave file is kept"; fi

    echo "Session: $game, the next start offers the game and goes on"
    screen=$(printf '%s\n' maybe 1 moves quit y 0 | play "$game")
    status=$?
    shows "A game was left unfinished:"
    # The offer names the backend and the display the game was played with.
    shows "1. ${game^} after 1 move, "
    shows " backend, plain display ($kept)"
    shows "Continue which?"
    shows "Please answer with one of: 1, n, d (you typed \"maybe\")."
    shows "$board_line"
    shows "Legal moves: "
    shows "Game abandoned."
    ended_cleanly
    if [ -e "$kept" ]; then fail "quit removes the autosave"; else pass; fi
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
shows "Continue which?"
shows "End of input: goodbye."
ended_cleanly
if [ "$(autosaves)" = 1 ]; then pass; else fail "the autosave outlives an unanswered offer"; fi

echo "Session: not now keeps the game; two sessions keep two games, newest first"
screen=$(printf '%s\n' n 2 1 '83 53' | play play)
status=$?
shows "Continue which?"
ended_cleanly
if [ "$(autosaves)" = 2 ]; then pass; else fail "each session keeps its own game (found $(autosaves))"; fi
screen=$(printf '%s\n' 1 | play play)
shows "2 games were left unfinished (the newest first):"
shows "1. Shi after 1 move"
shows "2. Teeko after 1 move"
shows "  n. not now (keep them for later)"

echo "Session: a game another session is playing is not offered"
fresh_autosave
# The other session plays one move and waits on its input, which stays
# open until the check is done, however long a busy machine takes.
input=$(mktemp -u)
mkfifo "$input"
play teeko <"$input" >/dev/null &
other=$!
exec 3>"$input"
printf '%s\n' 1 n n c3 >&3
for _ in $(seq 600); do
    [ "$(autosaves)" = 1 ] && break
    sleep 0.1
done
screen=$(printf '%s\n' 0 | play play)
never_shows "Continue which?"
exec 3>&-
wait "$other"
rm -f "$input"
screen=$(printf '%s\n' n 0 | play play)
shows "1. Teeko after 1 move"

echo "Session: discarding the offered games"
screen=$(printf '%s\n' d 0 | play play)
status=$?
shows "The unfinished games are discarded."
ended_cleanly
screen=$(printf '%s\n' 0 | play play)
never_shows "Continue which?"
if [ "$(autosaves)" = 0 ]; then pass; else fail "discarded games are gone"; fi

echo "Session: a corrupt autosave is put aside, never lost"
fresh_autosave
corrupt=$autosave_dir/game-20260101-000000-4194305.txt
printf 'game: teeko\nrules: standard\nplayer b: human\nplayer w: human\nmoves:\nc3\nc3\n' >"$corrupt"
screen=$(printf '%s\n' 0 | play play)
status=$?
shows "The autosaved game in $corrupt cannot be loaded (line 7: \"c3\" is not a legal move here);"
shows "it is kept as $corrupt.unreadable-1."
shows "Tabuleiro: which game?"
ended_cleanly
if [ -s "$corrupt.unreadable-1" ]; then pass; else fail "the corrupt autosave is kept aside"; fi
echo "Session: a second corrupt autosave of that name never overwrites the first"
printf 'game: teeko\nmoves:\n' >"$corrupt"
screen=$(printf '%s\n' 0 | play play)
shows "it is kept as $corrupt.unreadable-2."
if [ -s "$corrupt.unreadable-1" ] && [ -s "$corrupt.unreadable-2" ]; then pass; else
    fail "both set-aside files are kept"; fi

echo "Session: an autosave far too large to be a game is put aside at once"
fresh_autosave
huge=$autosave_dir/game-20260101-000000-4194305.txt
{ printf 'game: shi\nrules: standard\nplayer samurai: human\nplayer ninja: human\nmoves:\n'
  yes '83 53' | head -n 1500000; } >"$huge"
screen=$(printf '%s\n' 0 | play play)
status=$?
shows "The autosaved game in $huge cannot be loaded (larger than 4 MiB, too large for a saved game);"
shows "it is kept as $huge.unreadable-1."
shows "Tabuleiro: which game?"
ended_cleanly

echo "Session: an interrupt while the computer thinks keeps the game"
fresh_autosave
# Level 3 on the prolog backend thinks for a while at every Shi move.
log=$(mktemp)
printf '%s\n' 4 3 3 1 | TABULEIRO_BACKEND=prolog swipl -q -g play -t halt prolog/shi.pl >"$log" 2>&1 &
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
kept=$(the_autosave)
shows "Samurai (computer, level 3) plays"
shows "The game in progress is kept in $kept;"
shows "Interrupted: goodbye."
ended_cleanly
if [ -s "$kept" ]; then pass; else fail "the interrupted game is kept"; fi

echo "Session: Ctrl-C during a hint cancels the hint, not the game"
fresh_autosave
log=$(mktemp)
# The hint thinks for a minute, so that however late a busy machine
# runs this loop the interrupt comes while "Thinking..." is shown; the
# rest of the input waits on a fifo until the interrupt is sent.
input=$(mktemp -u)
mkfifo "$input"
TABULEIRO_LEVEL_3_MS=60000 TABULEIRO_BACKEND=prolog \
    swipl -q -g play -t halt prolog/shi.pl <"$input" >"$log" 2>&1 &
pid=$!
exec 3>"$input"
printf '%s\n' 1 hint >&3
for _ in $(seq 600); do
    grep -q "Thinking..." "$log" && break
    sleep 0.1
done
kill -INT "$pid"
printf '%s\n' moves quit y 0 >&3
exec 3>&-
wait "$pid"
status=$?
screen=$(cat "$log")
rm -f "$log" "$input"
shows "Hint cancelled."
shows "Legal moves: 81-21"
shows "Game abandoned."
never_shows "Interrupted: goodbye."
ended_cleanly

echo "Session: a game the computer plays to its end leaves no autosave"
fresh_autosave
screen=$(printf '%s\n' 4 1 1 1 n n 0 | play teeko)
status=$?
shows "Game over."
ended_cleanly
if [ "$(autosaves)" = 0 ]; then pass; else fail "a finished game removes the autosave"; fi

report terminal-hostile
