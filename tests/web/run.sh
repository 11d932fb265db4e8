#!/usr/bin/env bash
# The browser board's suites: `api` (HTTP API), `attacks` (slow and
# greedy clients) or `browser` (headless chromium).  Installs what a
# fresh Debian machine lacks: nodejs and npm, and for `browser` Debian's
# chromium (apt-get; sudo when not root) and puppeteer-core (npm, into
# build/web-test, never into the repository).
#
#     bash tests/web/run.sh api|attacks|browser
#     bash tests/web/run.sh install      (all of it, before the suites:
#                                         make test, on the terminal)
set -u
cd "$(dirname "$0")/../.." || exit 2
suite=${1:?api, attacks, browser or install}

missing=""
command -v node >/dev/null 2>&1 || missing="$missing nodejs"
command -v npm >/dev/null 2>&1 || missing="$missing npm"
if [ "$suite" = browser ] || [ "$suite" = install ]; then
    [ -x /usr/bin/chromium ] || missing="$missing chromium"
fi
if [ -n "$missing" ]; then
    sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
    echo "Installing:$missing"
    $sudo apt-get update -qq &&
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null ||
        { echo "web-$suite: 0 passed, 1 failed"; exit 1; }
fi

# puppeteer-core, which drives chromium, from npm into build/web-test.
install_puppeteer() {
    [ -d build/web-test/node_modules/puppeteer-core ] && return 0
    echo "Installing: puppeteer-core (npm, into build/web-test)"
    mkdir -p build/web-test
    [ -f build/web-test/package.json ] || echo '{"private": true}' >build/web-test/package.json
    (cd build/web-test && npm install --no-audit --no-fund --silent puppeteer-core@25)
}

case $suite in
    install)
        install_puppeteer ;;
    api)
        exec node tests/web/api_test.mjs ;;
    attacks)
        exec node tests/web/attack_test.mjs ;;
    browser)
        install_puppeteer || { echo "web-browser: 0 passed, 1 failed"; exit 1; }
        exec node tests/web/browser_test.mjs ;;
    *)
        echo "usage: bash tests/web/run.sh api|attacks|browser|install" >&2; exit 2 ;;
esac
