# A real terminal of 80x24 (tmux) for the scripts of tests/terminal/
# that check what only a terminal shows (source this file after
# screen_checks.bash; it is no suite itself).  The terminal's server is
# the script's own, and goes when the script ends.

tmux_session=tabuleiro-tty-$$
tmux_socket=$(mktemp -u)
tm() { tmux -S "$tmux_socket" "$@"; }
trap 'tm kill-server 2>/dev/null; rm -f "$tmux_socket"' EXIT

# start COMMAND: runs COMMAND in a fresh 80x24 terminal, with the
# sessions' own autosave and settings folder; the terminal stays a
# minute after COMMAND ends, to be read.
start() {
    tm kill-server 2>/dev/null
    sleep 0.3
    tm new-session -d -s "$tmux_session" -x 80 -y 24 \
        "env TABULEIRO_AUTOSAVE_DIR=$autosave_dir TABULEIRO_CONFIG_DIR=$autosave_dir LANG=C.UTF-8 TERM=xterm $1; sleep 60"
}

# screen_now: what the terminal shows, into $screen.
screen_now() {
    screen=$(tm capture-pane -t "$tmux_session" -p)
}

# wait_for TEXT [SECONDS]: waits (at most SECONDS, 30 unless given)
# until the terminal shows TEXT.
wait_for() {
    local tries=$(( ${2:-30} * 5 ))
    for _ in $(seq "$tries"); do
        screen_now
        grep -qF -- "$1" <<<"$screen" && return 0
        sleep 0.2
    done
    return 1
}

# type KEYS...: tmux send-keys, then a moment for the screen to follow.
type() {
    tm send-keys -t "$tmux_session" "$@"
    sleep 0.4
}
