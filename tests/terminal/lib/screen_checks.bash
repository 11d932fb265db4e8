# Checks on what a scripted play/0 session showed, for the scripts of
# tests/terminal/ (source this file; it is no suite itself).
#
# A script stores the session's output in $screen and its exit status in
# $status, then calls the checks; each adds one to $passed or $failed, and
# a failure prints "FAILED: what was expected".

passed=0
failed=0
screen=""
status=0

# Sessions keep their autosaved game in a folder of their own, removed by
# report; a script calls fresh_autosave before a session that must not
# be offered the game an earlier session left.
autosave_dir=$(mktemp -d)
export TABULEIRO_AUTOSAVE_DIR=$autosave_dir
# Their display style is never one the user chose and remembered.
export TABULEIRO_CONFIG_DIR=$autosave_dir

fresh_autosave() {
    rm -f "$autosave_dir"/*
}

pass() {
    passed=$((passed + 1))
}

fail() {
    failed=$((failed + 1))
    echo "FAILED: $1"
}

# shows TEXT: the screen shows TEXT somewhere.
shows() {
    if grep -qF -- "$1" <<<"$screen"; then pass; else fail "screen shows: $1"; fi
}

# shows_text TEXT: the screen shows TEXT, perhaps wrapped to the
# terminal's width (a wrapped line goes on in the next, indented by two).
shows_text() {
    if sed ':a;N;$!ba;s/\n  / /g' <<<"$screen" | grep -qF -- "$1"; then
        pass
    else
        fail "screen shows (wrapped or not): $1"
    fi
}

# never_shows TEXT: the screen does not show TEXT.
never_shows() {
    if grep -qF -- "$1" <<<"$screen"; then fail "screen never shows: $1"; else pass; fi
}

# shows_between FROM TO TEXT: TEXT appears between the first line matching
# the pattern FROM and the next line matching the pattern TO.
shows_between() {
    if sed -n "/$1/,/$2/p" <<<"$screen" | grep -qF -- "$3"; then
        pass
    else
        fail "screen shows between '$1' and '$2': $3"
    fi
}

# ended_cleanly: the session exited with status 0 and printed no error.
ended_cleanly() {
    if [ "$status" -eq 0 ]; then pass; else fail "exit status 0 (got $status)"; fi
    never_shows "ERROR"
    never_shows "Warning"
    never_shows "Unknown procedure"
}

# report SUITE: the suite's last line, "SUITE: N passed, M failed", and an
# exit status that is non-zero on failure.
report() {
    rm -rf "$autosave_dir"
    echo "$1: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
