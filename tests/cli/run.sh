#!/usr/bin/env bash
# The command-line tool: output formats and bad arguments.
set -u
cd "$(dirname "$0")/../.."
# TABULEIRO: another build of the tool; VALGRIND: a command to run it under
# (make memcheck). Both are words for the shell to split: no spaces in paths.
tool="${VALGRIND:+$VALGRIND }${TABULEIRO:-build/bin/tabuleiro}"
passed=0
failed=0

check() { # description, then a command that must succeed
    local what=$1
    shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $what"; fi
}

# Exit status 2 and exactly one line on stderr, nothing on stdout.
rejects() {
    local out err status
    out=$($tool "$@" 2>/tmp/tabuleiro_cli_err.$$)
    status=$?
    err=$(cat /tmp/tabuleiro_cli_err.$$)
    rm -f /tmp/tabuleiro_cli_err.$$
    [ "$status" -eq 2 ] && [ -z "$out" ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] &&
        [[ "$err" == tabuleiro:* ]]
}

# Exit status 2, and exactly `message` on stderr.
rejects_with() {
    local message=$1
    shift
    rejects "$@" && [ "$($tool "$@" 2>&1 >/dev/null)" = "$message" ]
}

start_perft=$'1 25\n2 600\n3 13800\n4 303600\n5 6375600'
check "perft teeko 5" [ "$($tool perft teeko 5)" = "$start_perft" ]
check "25 first moves" [ "$($tool moves teeko | wc -l)" -eq 25 ]
check "moves are terms" [ "$($tool moves teeko | head -n 1)" = "drop(1-1)" ]
check "centre ban" [ "$($tool moves teeko --rules centre_ban | grep -c 'drop(3-3)')" -eq 0 ]
check "position as one argument" \
    [ "$($tool moves teeko 'bbb../....b/www../...../....w b' | wc -l)" -eq 14 ]
check "position as two arguments" \
    [ "$($tool moves teeko 'bbb../....b/www../...../....w' b | wc -l)" -eq 14 ]
check "divide sums to perft" \
    [ "$($tool divide teeko 3 | awk '{s += $2} END {print s}')" -eq 13800 ]
check "divide lines" [ "$($tool divide teeko 2 | head -n 1)" = "drop(1-1) 24" ]
check "best takes the win" \
    [ "$($tool best teeko 'bbb../....b/www../...../....w b' --depth 3 2>/dev/null)" = "step(2-5,1-4) 99999" ]
check "best at level 1" [ "$($tool best teeko --level 1 --seed 4 | wc -l)" -eq 1 ]
check "corners win in advanced only" \
    [ "$($tool moves teeko 'b...b/..w../.www./...../b...b w' --rules advanced | wc -l)" -eq 0 ]
check "corners do not win in standard" \
    [ "$($tool moves teeko 'b...b/..w../.www./...../b...b w' | wc -l)" -gt 0 ]
check "unknown game" rejects moves chess
check "unknown command" rejects fly teeko
check "no game" rejects moves
check "bad depth" rejects perft teeko x
check "negative depth" rejects perft teeko -1
check "missing depth" rejects divide teeko
check "unknown rule" rejects moves teeko --rules fast
check "bad position" rejects moves teeko '...../...../...../...../.... b'
check "impossible position" rejects moves teeko 'b..../...../...../...../..... b'
check "unknown option" rejects moves teeko --fast
check "bad level" rejects best teeko --level 9
check "levels come from the game" rejects_with "tabuleiro: the level must be a whole number from 1 to 3, not '4'" best shi --level 4
check "usage names the perfect level" eval "$tool --help | grep -q 'perfect play'"
check "option without value" rejects best teeko --ms
check "solve only teeko" rejects solve chess
check "solve takes no position" rejects solve teeko '...../...../...../...../..... b'
check "solve thread count" rejects solve teeko --threads 0
check "perft depth 0" rejects perft teeko 0
check "divide depth 0, as perft" rejects divide teeko 0
check "a newline in a position stays on one line" rejects moves teeko $'bbb../....b/www../..\n.../....w b'
check "a newline is shown escaped" \
    [ "$($tool moves teeko $'....\n/...../...../...../..... b' 2>&1)" = \
      "tabuleiro: bad teeko position '....\\n/...../...../...../..... b': row a: '\\n' is not a cell (use . b w)" ]
check "an escape sequence is shown escaped" rejects_with \
    "tabuleiro: unknown game '\\x1b[2Jchess' (the games: teeko, shi, shakti, echek)" moves $'\e[2Jchess'

# --help, -h and help: the usage on stdout, status 0, nothing on stderr.
for asked in --help -h help; do
    check "$asked prints the usage" [ "$($tool $asked 2>/dev/null | head -n 1)" = "usage: tabuleiro COMMAND GAME [ARGUMENTS]" ]
    check "$asked succeeds quietly" eval "$tool $asked >/dev/null 2>/tmp/tabuleiro_cli_help.$$ && [ ! -s /tmp/tabuleiro_cli_help.$$ ]"
    rm -f /tmp/tabuleiro_cli_help.$$
done
check "usage lists solve" eval "$tool --help | grep -q 'tabuleiro solve  teeko'"
check "no arguments is a usage error" rejects
check "help with more arguments is a usage error" rejects --help teeko

echek_perft=$'1 39\n2 1493\n3 63503'
check "perft echek 3" [ "$($tool perft echek 3)" = "$echek_perft" ]
check "perft echek 3, draft_bishop" [ "$($tool perft echek 3 --rules draft_bishop | tail -n 1)" = "3 61963" ]
check "39 first echek moves" [ "$($tool moves echek | wc -l)" -eq 39 ]
check "echek moves are terms" [ "$($tool moves echek | tail -n 1)" = "place(pawn,4-3,4-2)" ]
check "echek divide sums to perft" \
    [ "$($tool divide echek 2 | awk '{s += $2} END {print s}')" -eq 1493 ]
check "echek pass" [ "$($tool moves echek 'Nprb/.PK./..k./Bn.R' b - S)" = "pass" ]
check "echek best surrounds the King" \
    [ "$($tool best echek 'b./kp/K. w QRBNPqrn Ss' --depth 2 2>/dev/null)" = "place(pawn,4-1,3-1) 99999" ]
check "echek disconnected position" rejects moves echek 'k.../...K w QRBNPqrbnp Ss'
check "echek unknown rule" rejects moves echek --rules advanced

# Saved games: the final position, or the rejected file's line and reason.
saved=$(mktemp -d)
trap 'rm -rf "$saved"' EXIT
teeko_header=$'# Tabuleiro saved game\ngame: teeko\nrules: standard\nplayer b: human\nplayer w: computer level 3\nmoves:\n'
printf '%s' "$teeko_header" $'a1\ne5\na2\ne4\na3\ne3\na4\n' >"$saved/won.txt"
printf '%s' "$teeko_header" >"$saved/start.txt"
printf 'game: echek\r\nrules: standard\r\nplayer white: human\r\nplayer black: human\r\nmoves:\r\nqueen c3\r\npawn b3 a3\r\n' >"$saved/echek.txt"
printf '%s' "$teeko_header" $'a1\n\n# oops\nA1\n' >"$saved/illegal.txt"
printf '%s' "$teeko_header" 'c3' >"$saved/unended.txt"
printf 'game: chess\n' >"$saved/chess.txt"
printf '%s' "$teeko_header" $'a1\ne5\na2\ne4\na3\ne3\na4\ne1\n' >"$saved/over.txt"
check "replay a won game" [ "$($tool replay "$saved/won.txt")" = "bbbb./...../...../...../..www w" ]
check "replay ~/ is the home folder" [ "$(HOME="$saved" $tool replay '~/won.txt')" = "bbbb./...../...../...../..www w" ]
mkfifo "$saved/pipe.txt"
ln -s /dev/zero "$saved/zero.txt"
check "replay a pipe" rejects_with "tabuleiro: $saved/pipe.txt: not a regular file: a folder, a device or a pipe" replay "$saved/pipe.txt"
check "replay a link to /dev/zero" rejects_with "tabuleiro: $saved/zero.txt: not a regular file: a folder, a device or a pipe" replay "$saved/zero.txt"
check "replay no moves" [ "$($tool replay "$saved/start.txt")" = "...../...../...../...../..... b" ]
check "replay CRLF echek" [ "$($tool replay "$saved/echek.txt")" = ".p/k./KQ w RBNPqrbn Ss" ]
check "replay illegal move" rejects_with \
    "tabuleiro: $saved/illegal.txt: line 10: \"A1\" is not a legal move here" replay "$saved/illegal.txt"
check "replay a last line without its newline" \
    [ "$($tool replay "$saved/unended.txt")" = "...../...../..b../...../..... w" ]
check "replay unknown game" rejects_with \
    "tabuleiro: $saved/chess.txt: line 1: unknown game \"chess\"" replay "$saved/chess.txt"
check "replay move after the end" rejects_with \
    "tabuleiro: $saved/over.txt: line 14: the game is already over" replay "$saved/over.txt"
check "replay missing file" rejects_with \
    "tabuleiro: $saved/none.txt: there is no such file" replay "$saved/none.txt"
check "replay a directory" rejects replay "$saved"
check "replay without a file" rejects replay
check "replay two files" rejects replay "$saved/won.txt" "$saved/won.txt"
head -c $((4 * 1024 * 1024 + 1)) /dev/zero | tr '\0' '\n' >"$saved/huge.txt"
check "replay caps the size" rejects_with \
    "tabuleiro: $saved/huge.txt: larger than 4 MiB, too large for a saved game" replay "$saved/huge.txt"
printf '%s' "$teeko_header" $'a1\n\e]0;owned\a\n' >"$saved/escape.txt"
check "replay escapes what it quotes" rejects_with \
    "tabuleiro: $saved/escape.txt: line 8: \"?]0;owned?\" is not a legal move here" replay "$saved/escape.txt"

# solve, without Valgrind (a solve under it would take an hour). Every
# wait is bounded by `timeout`.
solver=${TABULEIRO:-build/bin/tabuleiro}
db=$saved/new/folders/teeko.db

# rejects_solve_of PATH: solve --db PATH fails at once, with the reason.
rejects_solve_of() {
    local message
    message=$(timeout 60 "$solver" solve teeko --db "$1" 2>&1 >/dev/null)
    [ $? -eq 1 ] && [ "$message" = "tabuleiro: $1 is not a regular file: a database goes to a new name or over a file" ]
}

# parts FOLDER: how many temporary files a solve has there.
parts() { find "$1" -name '*.part' 2>/dev/null | wc -l; }

# Waits (at most 60 s) until FOLDER holds N temporary files.
wait_for_parts() {
    for _ in $(seq 600); do [ "$(parts "$1")" -ge "$2" ] && return 0; sleep 0.1; done
    return 1
}

# Two solves to one --db at once, into folders that do not exist yet.
timeout 300 "$solver" solve teeko --threads 1 --db "$db" >"$saved/solve1.out" 2>"$saved/solve1.err" &
first=$!
timeout 300 "$solver" solve teeko --threads 1 --db "$db" >"$saved/solve2.out" 2>"$saved/solve2.err" &
second=$!
check "two solves to one --db use two temporary files" wait_for_parts "$saved/new/folders" 2
wait "$first"
first_status=$?
wait "$second"
second_status=$?
check "both solves succeed" [ "$first_status$second_status" = 00 ]
check "solve creates the folders and says where it wrote" grep -qx "database: $db" "$saved/solve1.out"
check "the database is there" [ -s "$db" ]
check "no temporary file is left" [ "$(parts "$saved/new")" -eq 0 ]
check "standard Teeko is a draw" grep -qx "start position: draw" "$saved/solve2.out"
check "the counts of the old full database" grep -qx \
    "move phase: 51212676 won, 14986682 lost, 84694462 drawn (positions with the player to move)" "$saved/solve2.out"

# Level 4, perfect play from the database just built.
check "level 4 keeps the draw of the start" \
    eval "'$solver' best teeko --level 4 --db '$db' | grep -qE '^drop\([1-5]-[1-5]\) draw\$'"
check "level 4 takes the fastest win" \
    [ "$("$solver" best teeko 'bbb../....b/www../...../....w b' --level 4 --db "$db")" = "step(2-5,1-4) win(1)" ]
check "level 4 loses as slowly as it can" \
    [ "$("$solver" best teeko 'www../....w/bbb../...../....b b' --level 4 --db "$db" | cut -d' ' -f2)" = "loss(2)" ]
check "level 4 refuses the database of other rules" eval \
    "'$solver' best teeko --rules advanced --level 4 --db '$db' 2>&1 | grep -q 'tabuleiro solve teeko --rules advanced --db $db builds it'"
check "level 4 without a database says how to build it" [ "$("$solver" best teeko --rules centre_ban --level 4 --db "$saved/none.db" 2>&1)" = \
    "tabuleiro: no database at $saved/none.db (tabuleiro solve teeko --rules centre_ban --db $saved/none.db builds it)" ]
check "progress in plain lines when stderr is not a terminal" \
    eval "grep -q '^move phase: plies: 10\$' '$saved/solve1.err' && ! grep -q \$'\\r' '$saved/solve1.err'"
check "the database is stored up to symmetry (under 64 MB)" [ "$(stat -c %s "$db")" -lt 64000000 ]

# Interrupted: the temporary file goes, the signal ends the process.
timeout 300 "$solver" solve teeko --threads 1 --db "$saved/stopped/teeko.db" >/dev/null 2>&1 &
stopped=$!
check "an interrupted solve had started" wait_for_parts "$saved/stopped" 1
sleep 0.5
kill -INT "$stopped"
wait "$stopped"
check "an interrupted solve ends by its signal" [ $? -eq 130 ]
check "an interrupted solve leaves nothing" [ -z "$(ls -A "$saved/stopped")" ]

# A folder that cannot be written is found before the solve (as an
# unprivileged user: root writes anywhere).
mkdir -p "$saved/read-only"
chmod 755 "$saved"
chmod 555 "$saved/read-only"
as_user=()
[ "$(id -u)" -eq 0 ] && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
timeout 60 "${as_user[@]}" "$solver" solve teeko --db "$saved/read-only/teeko.db" >/dev/null 2>"$saved/eacces.err"
status=$?
check "a folder that cannot be written fails at once with EACCES" \
    eval "[ $status -eq 1 ] && grep -q '(EACCES)' '$saved/eacces.err' && ! grep -q 'move phase' '$saved/eacces.err'"
check "and says so in one line" [ "$(wc -l <"$saved/eacces.err")" -eq 1 ]

# On a terminal the progress is a bar redrawn in place.
timeout 60 script -qec "$solver solve teeko --db $saved/tty/teeko.db" /dev/null >"$saved/tty.out" 2>&1 &
tty_solve=$!
check "on a terminal the progress is a bar" wait_for_parts "$saved/tty" 1
sleep 1
kill -INT "$tty_solve" 2>/dev/null
wait "$tty_solve"
check "a bar redrawn with carriage returns" eval "grep -q \$'\\rmove phase: positions' '$saved/tty.out'"

mkdir -p "$saved/oom"
check "too little memory fails the solve with a message" \
    eval "(ulimit -v 20000; $solver solve teeko --db '$saved/oom/teeko.db' 2>&1 >/dev/null) | grep -qx 'tabuleiro: not enough memory to solve'"
check "and leaves nothing" [ -z "$(ls -A "$saved/oom")" ]

# --db replaces only a regular file: not a pipe, a folder or a symbolic
# link (nor a device: the pipe stands for one, as a test must not touch
# /dev), and it says so before the work.
mkdir -p "$saved/targets/folder"
mkfifo "$saved/targets/pipe"
echo kept >"$saved/targets/file"
ln -s "$saved/targets/file" "$saved/targets/link"
for target in pipe folder link; do
    check "solve --db refuses a $target" rejects_solve_of "$saved/targets/$target"
done
check "a refused target is left as it was" eval \
    "[ -p '$saved/targets/pipe' ] && [ -d '$saved/targets/folder' ] && [ -L '$saved/targets/link' ] && [ \"\$(cat '$saved/targets/file')\" = kept ]"
check "and no temporary file is left" [ "$(parts "$saved/targets")" -eq 0 ]

# make solve (scripts/solve.sh), with a stand-in for the tool that
# logs its calls, writes the database and shows progress on stderr.
stand_in=$saved/stand_in.sh
printf '%s\n' '#!/usr/bin/env bash' \
    'echo "$*" >>"$(dirname "$0")/calls"' \
    'while [ "$1" != --db ]; do shift; done' \
    'echo database >"$2"' \
    'echo "progress frame" >&2' \
    'cat "$(dirname "$0")/results"' \
    'echo "solved in 0.$RANDOM s"' >"$stand_in"
chmod +x "$stand_in"
echo "start position: draw" >"$saved/results"
make_solve() {
    TABULEIRO=$stand_in TABULEIRO_DB_DIR=$saved/db bash scripts/solve.sh "$saved/report.md" \
        >"$saved/make_solve.out" 2>&1
}
calls() { cat "$saved/calls" 2>/dev/null | wc -l; }
make_solve
check "make solve solves each of the four rule sets" [ "$(calls)" -eq 4 ]
check "make solve shows the solver's progress" grep -q "progress frame" "$saved/make_solve.out"
check "make solve writes the report" grep -q "start position: draw" "$saved/report.md"
touch -d '2000-01-01 00:00 UTC' "$saved/report.md"
make_solve
check "make solve keeps the databases already built" [ "$(calls)" -eq 4 ]
check "and does not rewrite the report" [ "$(stat -c %Y "$saved/report.md")" -eq 946684800 ]
check "but prints what each solve found" eval \
    "grep -qx 'standard rules: start position: draw' '$saved/make_solve.out' && grep -qx 'centre_ban: start position: draw' '$saved/make_solve.out'"
FORCE=1 make_solve
check "FORCE=1 solves again" [ "$(calls)" -eq 8 ]
check "the same results, times aside, leave the report as it was" \
    [ "$(stat -c %Y "$saved/report.md")" -eq 946684800 ]
echo "start position: win in 13" >"$saved/results"
FORCE=1 make_solve
check "new results rewrite the report" grep -q "win in 13" "$saved/report.md"

# make bench outside a git clone (a tarball): a clear message, at once.
tarball=$saved/tarball
mkdir -p "$tarball/tests/bench"
cp tests/bench/run_bench.sh "$tarball/tests/bench/"
GIT_CEILING_DIRECTORIES=$saved bash "$tarball/tests/bench/run_bench.sh" >"$saved/bench.out" 2>&1
check "make bench without the git history fails" [ $? -eq 1 ]
check "and says it needs a full clone" grep -q "run it in a full clone" "$saved/bench.out"

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
