#!/usr/bin/env bash
# A real terminal of 80x24 (tmux): what only a terminal shows.  The arrow
# keys edit the move being typed and bring back the moves typed before;
# help comes a page at a time and every page fits the screen; the colour
# display keeps the shapes of the unicode one; make play prints nothing
# of make before the menu, but shows an install's progress and a build's
# words; make web ends cleanly on Ctrl-C; play. at the ?- prompt ends
# with true.
#
#     bash tests/terminal/tty_session.sh
#
# The last line printed is "terminal-tty: N passed, M failed".

set -u
cd "$(dirname "$0")/../.." || exit 2

# shows, never_shows, report; start, screen_now, wait_for, type
source tests/terminal/lib/screen_checks.bash
source tests/terminal/lib/tmux_terminal.bash

echo "Session: make play shows the menu and no make output"
# As a person types it: not as a make run from within make test.
start "env -u MAKELEVEL -u MAKEFLAGS -u MFLAGS make play"
if wait_for "Tabuleiro: which game?"; then pass; else fail "make play shows the menu"; fi
never_shows "make["
never_shows "cc "
never_shows "Nothing to be done"

echo "Session: arrow keys edit the move, Up brings back the last one"
type 1 Enter
wait_for "Human vs human" >/dev/null
type 1 Enter n Enter n Enter
wait_for "Black>" >/dev/null
type c3 Left Left b Enter
wait_for 'I did not understand "bc3"' && pass || fail 'Left moves the cursor: "bc3" typed'
never_shows "^[[D"
type Up
screen_now
if tail -n 3 <<<"$screen" | grep -qF "Black> bc3"; then pass; else fail "Up brings back bc3"; fi
type BSpace BSpace BSpace c3 Enter
wait_for "White to move." && pass || fail "c3 is played"

echo "Session: help comes a page at a time, each page fits 80x24"
type help Enter
wait_for "-- Enter for more, q to stop --" && pass || fail "help stops after a page"
shows "======== Teeko: the rules ========"
lines=$(grep -c '' <<<"$screen")
if [ "$lines" -le 24 ]; then pass; else fail "a page fits 24 lines ($lines)"; fi
too_wide=$(awk 'length($0) > 80' <<<"$screen" | head -n 1)
if [ -z "$too_wide" ]; then pass; else fail "no line wider than 80: $too_wide"; fi
type Enter
wait_for "======== end of the rules ========" && pass || fail "Enter shows the rest of help"
type quit Enter y Enter 0 Enter

echo "Session: the colour display keeps the shapes, and is remembered"
start "swipl -q -g play -t halt prolog/teeko.pl"
wait_for "Display (now" >/dev/null
type d Enter
wait_for "colour" >/dev/null
type 3 Enter
wait_for "The boards are now drawn in the colour style." && pass || fail "colour is offered at a terminal"
type 1 Enter n Enter n Enter
wait_for "Black>" >/dev/null
type c3 Enter
wait_for "White to move." >/dev/null
shows "c |   |   | ● |   |   |"
shows "● Black   ○ White"
type quit Enter y Enter 0 Enter
start "swipl -q -g play -t halt prolog/teeko.pl"
wait_for "Display (now colour)" && pass || fail "the display style is remembered for the next session"

echo "Session: play. at the ?- prompt ends with true. after loading another game's file"
# Loading an Echek game from Teeko's menu loads a second game's clauses:
# the session must still leave no choice point for the toplevel to offer.
saved=$(mktemp)
printf '%s\n' '# Tabuleiro saved game' 'game: echek' 'rules: standard' \
    'player white: human' 'player black: human' 'moves:' >"$saved"
start "swipl -q prolog/teeko.pl"
wait_for "?-" >/dev/null
type play. Enter
wait_for "Load a saved game" >/dev/null
type l Enter
wait_for "File to load:" >/dev/null
type "$saved" Enter
wait_for "White>" >/dev/null
type quit Enter y Enter
wait_for "Game abandoned." >/dev/null
type 0 Enter
wait_for "true" >/dev/null
sleep 0.5
screen_now
if grep -qx "true." <<<"$screen"; then pass; else fail "the ?- prompt answers true."; fi
type halt. Enter
screen_now
never_shows "Possible actions"
rm -f "$saved"

echo "Session: make play on a fresh machine shows the install and the build as they go"
# A PATH with every command but pgrep (so procps is missing), and
# stand-ins for apt-get (it prints what the real one prints, installs
# nothing), sudo, and the compiler and ar (they say what a compiler might
# and make the files asked for, empty; the menu loads the real build's
# library): in a build folder of its own, with no C core built yet, the
# install line, apt-get's progress and the compiler's words are on the
# screen before the menu, not in a file of the build folder.
shim=$(mktemp -d)
for dir in /usr/local/bin /usr/bin /bin; do
    for command in "$dir"/*; do
        name=${command##*/}
        [ "$name" = pgrep ] || [ -e "$shim/$name" ] || ln -s "$command" "$shim/$name"
    done
done
rm -f "$shim/apt-get" "$shim/sudo" "$shim/cc" "$shim/ar"
printf '%s\n' '#!/bin/sh' 'for word; do' '    case $word in' \
    '        update) echo "Hit:1 http://deb.debian.org/debian stable InRelease" ;;' \
    '        install|-*) ;;' \
    '        *) echo "Unpacking $word ..."; echo "Setting up $word ..." ;;' \
    '    esac' 'done' >"$shim/apt-get"
printf '%s\n' '#!/bin/sh' 'exec "$@"' >"$shim/sudo"
cat >"$shim/cc" <<'STAND_IN'
#!/bin/sh
[ -z "$CC_FAILS" ] || { echo "c_core/teeko.c:1:1: error: a stand-in that fails" >&2; exit 1; }
case " $* " in
    *" -c "*) echo "cc stand-in: note: compiled" >&2
              for word; do case $word in *.c) : >"$(basename "$word" .c).o" ;; esac; done ;;
esac
next=
for word; do [ "$next" = -o ] && : >"$word"; next=$word; done
STAND_IN
printf '%s\n' '#!/bin/sh' ': >"$2"' >"$shim/ar"
chmod +x "$shim/apt-get" "$shim/sudo" "$shim/cc" "$shim/ar"
fresh=$(mktemp -d)
start "env -u MAKELEVEL -u MAKEFLAGS -u MFLAGS PATH=$shim make play BUILD=$fresh/build"
if wait_for "Tabuleiro: which game?" 60; then pass; else fail "make play reaches the menu"; fi
shows "Installing: procps"
shows "Hit:1 http://deb.debian.org/debian stable InRelease"
shows "Setting up procps ..."
shows "Building the C core (a few seconds)..."
shows "cc stand-in: note: compiled"
never_shows "make["
type 0 Enter
if [ -f "$fresh/build/lib/tabuleiro.so" ] && [ -z "$(find "$fresh/build" -name '*.log')" ]; then
    pass; else fail "the build made the C core's library, and no log"; fi

echo "Session: make play says when the build fails, with the compiler's words"
rm -rf "${fresh:?}/build"
start "env -u MAKELEVEL -u MAKEFLAGS -u MFLAGS CC_FAILS=1 PATH=$shim make play BUILD=$fresh/build"
if wait_for "make play: the build failed (the compiler's words are above)." 60; then
    pass; else fail "make play says the build failed"; fi
shows "c_core/teeko.c:1:1: error: a stand-in that fails"
never_shows "Tabuleiro: which game?"
rm -rf "$shim" "$fresh"

echo "Session: make web ends cleanly on Ctrl-C"
# Typed at an interactive shell, as a person does: Ctrl-C reaches the
# whole foreground job (make, its shell, swipl), and the shell stays.
start "bash --norc --noprofile"
wait_for "$" >/dev/null
type "env -u MAKELEVEL -u MAKEFLAGS -u MFLAGS make web PORT=$(( 20000 + $$ % 20000 ))" Enter
if wait_for "(Ctrl-C stops)" 60; then pass; else fail "make web serves"; fi
type C-c
wait_for "Stopped: the browser board is no longer served." && pass || fail "Ctrl-C stops the server with a word"
never_shows "Interrupt"
never_shows "make: ***"

report terminal-tty
