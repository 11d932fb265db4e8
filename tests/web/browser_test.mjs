// The browser board in a real browser: Debian's chromium, headless, driven
// by puppeteer-core.  For each game: a new game, a few moves by clicking
// (a piece, then where it goes), the board checked after every move
// against the server's course API; then hint, undo, save and load, the
// backend switch, the demo view with both timings; and a screenshot of
// each game into $SCREENSHOT_DIR (build/screenshots; `make screenshots`
// writes the README's, in reports/screenshots/).  Finally swipl replays every game's
// moves through the course API alone and must reach the same positions.
//
//     node tests/web/browser_test.mjs      (puppeteer-core in build/web-test)
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { startServer, checks } from './server.mjs';

const require = createRequire(new URL('../../build/web-test/package.json', import.meta.url));
const puppeteer = require('puppeteer-core');

const t = checks('web-browser');
const { base, stop } = await startServer();
const limit = setTimeout(() => { t.check(false, 'the suite took over 240 s'); stop(); process.exit(t.report() || 1); }, 240000);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const screenshots = process.env.SCREENSHOT_DIR || 'build/screenshots';
mkdirSync(screenshots, { recursive: true });

const json = async (path, options) => (await fetch(base + path, options)).json();
const finals = [];

try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.on('pageerror', e => t.check(false, `no script error: ${e.message}`));
    await page.goto(base + '/', { waitUntil: 'networkidle0' });
    const currentView = () => page.evaluate(() => window.tabuleiro.state.view);
    const waitPlayed = n => page.waitForFunction(k => window.tabuleiro.state.view?.played.length === k, { timeout: 30000 }, n);

    // The board the page shows, cell by cell, must be the API's.
    async function boardMatches(id, what) {
        const api = await json(`/api/game/${id}`);
        const shown = await page.$$eval('#board .cell', cells => cells.map(c => c.dataset.letter).join(''));
        const expected = api.board.rows.flat().map(c => c.letter).join('');
        t.check(shown === expected, `${what}: the page's board is the course API's`);
        t.check((await page.$eval('#status', e => e.textContent)) === api.status, `${what}: the status line`);
    }

    // Click a move: its starting cell or reserve piece, then its target.
    async function clickMove(move) {
        if (move.reserve) await page.click(`#reserves button.reserve[data-piece="${move.reserve}"]:not([disabled])`);
        else if (move.from) await page.click(`#board .cell[data-row="${move.from[0]}"][data-col="${move.from[1]}"]`);
        if (move.to) await page.click(`#board .cell[data-row="${move.to[0]}"][data-col="${move.to[1]}"]`);
        const choice = await page.$$('#choices button.choice');
        if (choice.length) await page.evaluate(text => [...document.querySelectorAll('#choices button.choice')].find(b => b.textContent === text).click(), move.text);
        if (!move.to) await page.evaluate(text => [...document.querySelectorAll('#moves button')].find(b => b.textContent === text).click(), move.text);
    }

    for (const game of ['teeko', 'shi', 'shakti', 'echek']) {
        await page.select('#game', game);
        await page.select('#first', 'human');
        await page.select('#second', 'human');
        await page.select('#backend', 'c');
        await page.waitForFunction(() => window.tabuleiro?.state.view);
        const previous = (await currentView()).id;
        await page.click('#new-game');
        await page.waitForFunction((g, old) => window.tabuleiro.state.view.game === g && window.tabuleiro.state.view.id !== old, {}, game, previous);
        const id = (await currentView()).id;
        await boardMatches(id, `${game} start`);

        for (let ply = 0; ply < 4; ply++) {
            const view = await currentView();
            const move = view.moves[(ply * 7) % view.moves.length];
            await clickMove(move);
            await waitPlayed(ply + 1);
            t.check((await currentView()).played[ply] === move.text, `${game}: clicking played ${move.text}`);
            await boardMatches(id, `${game} after ${move.text}`);
        }

        // Hint: every legal move with a value, and a suggestion.
        await page.click('#hint');
        await page.waitForFunction(() => document.querySelectorAll('#hints li').length > 0, { timeout: 60000 });
        const hints = await page.$$eval('#hints li', items => items.length);
        t.check(hints === (await currentView()).moves.length, `${game}: a hint for every legal move`);

        // Undo takes back one move (both sides human).
        await page.click('#undo');
        await waitPlayed(3);
        await boardMatches(id, `${game} after undo`);

        // Save, then load the saved text: the same position in a new game.
        const before = await currentView();
        await page.click('#save');
        await page.waitForFunction(() => window.tabuleiro.state.savedText);
        const saved = await page.evaluate(() => window.tabuleiro.state.savedText);
        t.check(saved.includes(`game: ${game}`), `${game}: save gives the saved-game file`);
        await page.evaluate(() => { window.tabuleiro.state.savedText = null; });
        await page.evaluate(text => window.tabuleiro.loadText(text), saved);
        await page.waitForFunction(id0 => window.tabuleiro.state.view.id !== id0, {}, id);
        const loaded = await currentView();
        t.check(loaded.notation === before.notation && loaded.played.join() === before.played.join(), `${game}: load gives the saved position`);

        // The backend switch: the next move is played on the prolog backend.
        await page.select('#backend', 'prolog');
        await page.waitForFunction(() => window.tabuleiro.state.view.backend === 'prolog');
        const onProlog = await currentView();
        await clickMove(onProlog.moves[0]);
        await waitPlayed(4);
        await boardMatches(loaded.id, `${game} on the prolog backend`);
        finals.push({ game, played: (await currentView()).played, notation: (await currentView()).notation });

        // The demo view: both backends' answers and timings.
        await page.click('#demo-open');
        await page.select('#demo-position', 'topic');
        await page.click('#demo-run');
        await page.waitForSelector('#verdict', { timeout: 60000 });
        const timings = await page.$$eval('#answers tr.answer', rows => rows.map(r => [r.dataset.backend, r.querySelector('.time').textContent]));
        t.check(timings.length === 2 && timings.every(([, time]) => /^[0-9.]+ (ns|µs|ms|s)$/.test(time)), `${game}: the demo shows both timings (${JSON.stringify(timings)})`);
        t.check((await page.$eval('#verdict', e => e.textContent)).startsWith('Both backends find the same moves.'), `${game}: both backends agree in the demo`);
        t.check((await page.$$('#prolog-source pre')).length > 0 && (await page.$$('#c-source pre')).length > 0, `${game}: the demo shows the Prolog and C sources`);
        await page.screenshot({ path: `${screenshots}/${game}.png`, fullPage: true });
        await page.click('#demo-close');
        await page.evaluate(() => { document.getElementById('answers').replaceChildren(); });
    }

    // Computer against computer, at the pace of the slider.
    await page.select('#game', 'shi');
    await page.select('#first', '1');
    await page.select('#second', '2');
    await page.select('#backend', 'c');
    await page.$eval('#pace', e => { e.value = '250'; });
    const before = (await currentView()).id;
    await page.click('#new-game');
    await page.waitForFunction(old => window.tabuleiro.state.view.id !== old, {}, before);
    await waitPlayed(3);
    await page.$eval('#pace', e => { e.value = '3000'; });
    await waitPlayed(4);
    const watched = await currentView();
    await boardMatches(watched.id, 'computer against computer');
    t.check((await page.$eval('#message', e => e.textContent)).startsWith('Computer played'), 'the computer says what it played and how long it took');

    // Two tabs, two games, at once.
    const other = await browser.newPage();
    await other.goto(base + '/', { waitUntil: 'networkidle0' });
    await other.waitForFunction(() => window.tabuleiro.state.view);
    const otherId = await other.evaluate(() => window.tabuleiro.state.view.id);
    t.check(otherId !== (await currentView()).id, 'a second tab plays its own game');
} catch (e) {
    t.check(false, `the suite raised ${e.stack}`);
} finally {
    await browser.close();
    stop();
    clearTimeout(limit);
}

// The course API alone replays each game's moves to the same position.
const goal = finals.map(({ game, played, notation }) =>
    `\\+ \\+ (${game}:initial_state([], S0), foldl([T,S,S1]>>(tabuleiro_game_loop:move_from_text(${game}, S, T, M) -> ${game}:move(S, M, S1) ; tabuleiro_game_loop:move_from_text(${game}, T, M), ${game}:move(S, M, S1)), ${JSON.stringify(played).replace(/"/g, "'")}, S0, Sn), ${game}:state_notation(Sn, N), (N == '${notation}' -> writeln(same) ; writeln(different(${game}))))`).join(', ');
const replay = finals.length === 4
    ? execFileSync('swipl', ['-q', '-g', `use_module(library(yall)), use_module(prolog/teeko), use_module(prolog/shi, []), use_module(prolog/shakti, []), use_module(prolog/echek, []), ${goal}`, '-t', 'halt'], { encoding: 'utf8' })
    : '';
t.check(replay.split('\n').filter(l => l === 'same').length === 4, `the course API replays all four games to the positions the page showed (${replay.trim()})`);
process.exit(t.report());
