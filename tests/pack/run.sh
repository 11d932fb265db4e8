#!/usr/bin/env bash
# Tabuleiro as a SWI-Prolog pack: pack_install/2 from a copy of this
# checkout into a temporary pack directory (make, make check, make install
# run by SWI-Prolog's pack tool), then fresh swipl processes, with only that
# pack directory attached, load library(tabuleiro) and each game's library
# and run them on the C backend.
#
#     bash tests/pack/run.sh
#
# No network, no questions (interactive(false), standard input from
# /dev/null), nothing written outside a temporary directory: the user's own
# packs are neither attached (--no-packs) nor touched (XDG_DATA_HOME and
# XDG_CONFIG_HOME point into the temporary directory).  The last line
# printed is "pack: N passed, M failed"; the exit status is non-zero on
# failure.

set -u
cd "$(dirname "$0")/../.." || exit 2
checkout=$(pwd)
passed=0
failed=0

check() { # description, then a command that must succeed
    local what=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok: $what"
    else
        failed=$((failed + 1))
        echo "FAILED: $what"
    fi
}

report() {
    echo "pack: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

if ! command -v swipl >/dev/null 2>&1 ||
   ! swipl --no-packs -g "exists_source(library(prolog_pack))" -t halt </dev/null >/dev/null 2>&1; then
    echo "skipped: SWI-Prolog's pack tool (swipl with library(prolog_pack)) is not available"
    report
fi

# The user's pack directory, before: it must be the same after.
user_packs=${XDG_DATA_HOME:-$HOME/.local/share}/swi-prolog/pack
user_packs_before=$(ls -la --time-style=full-iso "$user_packs" 2>&1)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tabuleiro-pack.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
src=$tmp/src/tabuleiro
packs=$tmp/packs
pack=$packs/tabuleiro
mkdir -p "$src" "$packs" "$tmp/xdg-data" "$tmp/xdg-config"
export XDG_DATA_HOME=$tmp/xdg-data XDG_CONFIG_HOME=$tmp/xdg-config
unset TABULEIRO_BACKEND TABULEIRO_DB_DIR
# play/0 starts with no game of the user's autosave to offer.
export TABULEIRO_AUTOSAVE=$tmp/autosave.txt

# The checkout's files as they are now (committed or not, ignored files and
# build/ left out), as a user's fresh clone would have them.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -z --cached --others --exclude-standard |
        while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
        tar --null -T - -cf - | tar -xf - -C "$src"
else
    tar --exclude=./build --exclude=./.git -cf - . | tar -xf - -C "$src"
fi
check "the copy has pack.pl and no build/" test -f "$src/pack.pl" -a ! -e "$src/build"
version=$(sed -n "s/^version('\(.*\)')\.$/\1/p" "$src/pack.pl")
check "pack.pl has a version" test -n "$version"
arch=$(swipl --arch)

# pack_install/2 as a user types it, without questions.
start=$SECONDS
(cd "$tmp" && swipl --no-packs -g "pack_install('file://$src',
        [ package_directory('$packs'), interactive(false), upgrade(false) ])" \
    -t halt </dev/null >"$tmp/install.log" 2>&1)
status=$?
echo "pack_install took $((SECONDS - start)) s"
installed=true
if [ "$status" -ne 0 ] || grep -q '^ERROR' "$tmp/install.log"; then
    installed=false
    echo "pack_install failed (status $status):"
    cat "$tmp/install.log"
fi
check "pack_install builds and installs the pack, without errors" $installed
check "pack_install ran make check" grep -q 'length(M, 25)' "$tmp/install.log"
check "the foreign library is in lib/$arch" test -f "$pack/lib/$arch/tabuleiro.so"

in_pack() { # a check of tests/pack/pack_checks.pl, in a fresh swipl
    (cd "$tmp" && swipl --no-packs "$checkout/tests/pack/pack_checks.pl" "$packs" "$@" </dev/null)
}
check "pack tabuleiro $version is installed in the temporary pack directory" \
    in_pack installed "$version"
check "library(tabuleiro): play/0, the four games, the C backend" in_pack tabuleiro
check "library(teeko) on the C backend: 25 first moves" in_pack game teeko 25
check "library(shi) on the C backend: 102 first moves" in_pack game shi 102
check "library(shakti) on the C backend: 26 first moves" in_pack game shakti 26
check "library(echek) on the C backend: 39 first moves" in_pack game echek 39
check "the pack publishes the course modules, tabuleiro and the commands, and no other library name" \
    in_pack published cross_check.pl demo.pl echek.pl grade.pl play.pl shakti.pl shi.pl \
    tabuleiro tabuleiro.pl teeko.pl tournament.pl web.pl

menu=$(cd "$tmp" && printf '0\n' | swipl --no-packs \
    -g "attach_packs('$packs', []), use_module(library(tabuleiro)), play" -t halt 2>&1)
status=$?
check "play/0 of library(tabuleiro) shows the menu and exits" \
    [ "$status" -eq 0 -a -n "$(printf '%s\n' "$menu" | grep -x '  1. Teeko')" ]

# Without the build folder, the pack's lib/ARCH is what foreign(tabuleiro) finds.
rm -rf "$pack/build"
check "without build/, the C backend loads from lib/$arch" in_pack foreign_from "lib/$arch"

check "the user's pack directory is untouched" \
    [ "$(ls -la --time-style=full-iso "$user_packs" 2>&1)" = "$user_packs_before" ]

report
