// The browser board in a real browser: Debian's chromium, headless, driven
// by puppeteer-core.  For each game: a new game, a few moves by clicking
// (a piece, then where it goes), the board checked after every move
// against the server's course API; then hint, undo, save and load, the
// backend switch, the demo view with both timings; and a screenshot of
// each game into $SCREENSHOT_DIR (build/screenshots; `make screenshots`
// writes the documents', in reports/screenshots/).  Then Teeko against its
// perfect player (level 4, on a database the test solves first, into a
// folder of its own), each computer move and a hint's exact values checked
// against teeko_value/2; and without a database, level 4 saying so and
// playing level 3.  Computer against computer at a pace, paused and
// stepped.  What a classroom sees is checked in the page itself (classes,
// text), with a screenshot at each fixed point: each game's start
// (GAME-start.png), a move just played (the last move marked), a hint
// shown (its suggestion first, its line in words, an arrow on the board),
// a position stepped back to (and a loaded game stepped through).  Finally swipl replays every game's moves through the course
// API alone and must reach the same positions.
//
//     node tests/web/browser_test.mjs      (puppeteer-core in build/web-test)
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, checks } from './server.mjs';

const require = createRequire(new URL('../../build/web-test/package.json', import.meta.url));
const puppeteer = require('puppeteer-core');

const t = checks('web-browser');
// Teeko solved into a folder of the test's own (a few seconds), so that
// level 4 never depends on an earlier `make solve`; and a folder with no
// database.
const databases = mkdtempSync(path.join(os.tmpdir(), 'tabuleiro-db-'));
const noDatabase = mkdtempSync(path.join(os.tmpdir(), 'tabuleiro-no-db-'));
execFileSync('build/bin/tabuleiro', ['solve', 'teeko', '--threads', '1', '--db', `${databases}/teeko.db`], { stdio: 'ignore' });
const { base, stop } = await startServer({ TABULEIRO_DB_DIR: databases });
const limit = setTimeout(() => { t.check(false, 'the suite took over 240 s'); stop(); process.exit(t.report() || 1); }, 240000);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const screenshots = process.env.SCREENSHOT_DIR || 'build/screenshots';
mkdirSync(screenshots, { recursive: true });

const json = async (path, options) => (await fetch(base + path, options)).json();
const finals = [];

// exactValues(played): for the positions after 0, 1, ... of the moves
// played, a Map from each legal move to its exact value for the mover
// ("win in 3 plies", "draw", "loss in 2 plies"), as tests/web/teeko_exact.pl
// gets them from the course API and teeko_value/2.
function exactValues(played) {
    const out = execFileSync('swipl', ['tests/web/teeko_exact.pl', ...played],
        { encoding: 'utf8', env: { ...process.env, TABULEIRO_DB_DIR: databases } });
    const positions = new Map();
    for (const line of out.trim().split('\n')) {
        const [k, move, ...value] = line.split(' ');
        if (!positions.has(Number(k))) positions.set(Number(k), new Map());
        positions.get(Number(k)).set(move, value.join(' '));
    }
    return positions;
}

// Higher is better: the fastest win, then a draw, then the slowest loss.
function rank(value) {
    const [outcome, , plies] = value.split(' ');
    return outcome === 'win' ? 1000 - Number(plies) : outcome === 'loss' ? Number(plies) - 1000 : 0;
}

const bestRank = values => Math.max(...[...values.values()].map(rank));

// illegalClick(view): a click that is no legal move: from a cell some
// move starts from to a cell none of its moves reaches, or, with no move
// starting on the board, a drop on a cell no move reaches; never on a
// piece of the player to move (that click selects it).
function illegalClick(view) {
    const own = ([r, c]) => { const x = view.board.rows[r - 1][c - 1]; return x.kind === 'piece' && x.side === view.player; };
    const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];
    const cells = view.board.rows.flatMap((row, r) => row.map((x, c) => [r + 1, c + 1]));
    const mover = view.moves.find(m => m.from);
    const from = mover ? mover.from : null;
    const reached = view.moves.filter(m => same(m.from, from) || (!from && !m.from)).map(m => m.to);
    const to = cells.find(x => !own(x) && !reached.some(y => same(x, y)) && view.board.rows[x[0] - 1][x[1] - 1].kind !== 'hole');
    return from ? { from, to } : { to };
}

try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.on('pageerror', e => t.check(false, `no script error: ${e.message}`));
    await page.goto(base + '/', { waitUntil: 'networkidle0' });
    const currentView = () => page.evaluate(() => window.tabuleiro.state.view);
    // At least n plies played.  Not exactly n: the page is polled once a
    // frame, and at pace 0 the computer may play two plies between polls.
    const waitPlayed = n => page.waitForFunction(k => window.tabuleiro.state.view?.played.length >= k, { timeout: 30000 }, n);

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

    // What each game's start must show: a legend of the pieces shown with
    // the moves' words for them, reserve buttons in those words, pieces
    // that fill most of their cell (readable on a projector).
    async function startChecks(game) {
        const view = await currentView();
        const legend = await page.$$eval('#legend .legend-item', items => items.map(i => i.textContent.trim()));
        t.check(legend.length === view.board.legend.length && view.board.legend.every(e => legend.includes(`${e.glyph} ${e.side_name} ${e.word}`)),
            `${game}: a legend of the pieces shown (${legend.join(', ')})`);
        const reserves = await page.$$eval('#reserves button.reserve', bs => bs.map(b => [b.dataset.piece, b.textContent, b.disabled]));
        for (const [piece, text, disabled] of reserves) {
            if (disabled) continue;
            const typed = view.moves.filter(m => m.reserve === piece).map(m => m.text.split(' ')[0]);
            t.check(typed.length > 0 && typed.every(w => text.endsWith(` ${w}`)), `${game}: the reserve button ${text} names the piece as its moves do (${typed[0]})`);
        }
        const sizes = await page.$$eval('#board .cell .glyph', gs => gs.map(g => [g.getBoundingClientRect().width, g.parentElement.getBoundingClientRect().width]));
        const pieces = view.board.rows.flat().filter(c => c.kind === 'piece').length;
        t.check(sizes.length === pieces, `${game}: its ${pieces} pieces on the board drawn at the start`);
        t.check(sizes.every(([glyph, cell]) => cell >= 48 && glyph >= 0.5 * cell), `${game}: pieces fill their cells (glyph and cell widths ${JSON.stringify(sizes.slice(0, 2))})`);
        await page.screenshot({ path: `${screenshots}/${game}-start.png` });
    }

    // The last move is marked where it started and went, and said in words.
    async function lastMoveMarked(move, what) {
        const marked = await page.$$eval('#board .cell.last', cs => cs.map(c => `${c.dataset.row},${c.dataset.col}`).sort().join(' '));
        const expected = [move.from, move.to].filter(Boolean).map(c => c.join()).sort().join(' ');
        t.check(marked === expected, `${what}: the last move's cells are marked (${marked}; expected ${expected})`);
        const said = await page.$eval('#last-move', e => e.textContent);
        t.check(said.startsWith(`Last move: ${move.text} (`), `${what}: the last move in words (${said})`);
    }

    // Stepping back two moves shows the position after the first two (as
    // a new game playing just those reaches it), with its last move
    // marked; a click there plays nothing; First shows the start, Last
    // the game again.
    async function stepChecks(game, id) {
        const live = await currentView();
        await page.click('#step-back');
        await page.waitForFunction(() => window.tabuleiro.state.step === 3);
        await page.click('#step-back');
        await page.waitForFunction(() => window.tabuleiro.state.step === 2);
        const post = body => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        const fresh = await json('/api/game', post({ game, backend: 'c' }));
        let after = fresh;
        for (const move of live.played.slice(0, 2)) after = await json(`/api/game/${fresh.id}/move`, post({ move }));
        const shown = await page.$$eval('#board .cell', cells => cells.map(c => c.dataset.letter).join(''));
        t.check(shown === after.board.rows.flat().map(c => c.letter).join(''), `${game}: stepped back to move 2, the board is the one after ${live.played.slice(0, 2).join(', ')}`);
        t.check((await page.$eval('#status', e => e.textContent)).startsWith('After move 2 of 4: '), `${game}: the status says which move is shown`);
        t.check((await page.$eval('#step-at', e => e.textContent)) === 'move 2 of 4' &&
            (await page.$$eval('#played li.current', li => li.map(l => l.textContent))).join() === live.played[1],
            `${game}: the stepper and the list of moves show move 2`);
        await lastMoveMarked(after.last, `${game} stepped back to move 2`);
        await page.screenshot({ path: `${screenshots}/${game}-stepped-back.png` });
        await page.click('#board .cell[data-row="1"][data-col="1"]');
        t.check((await json(`/api/game/${id}`)).played.length === 4 && (await currentView()).played.length === 4, `${game}: a click on an earlier position plays nothing`);
        await page.click('#step-first');
        await page.waitForFunction(() => window.tabuleiro.state.step === 0);
        t.check((await page.$$('#board .cell.last')).length === 0 && (await page.$eval('#step-back', b => b.disabled)), `${game}: First shows the start`);
        await page.click('#step-forward');
        await page.waitForFunction(() => window.tabuleiro.state.step === 1);
        await page.click('#step-last');
        await page.waitForFunction(() => window.tabuleiro.state.step === null);
        await boardMatches(id, `${game} back at the last move`);
    }

    // The hint: the suggestion first, with its level's account; on a
    // search, its depth, value and line in words; the suggestion drawn on
    // the board; the other moves best first after the best answer, a move
    // that gains at once and loses after the answer saying so.
    async function hintChecks(game) {
        const h = await page.evaluate(() => window.tabuleiro.state.hint);
        const items = await page.$$eval('#hints li', li => li.map(l => [l.className, l.textContent]));
        t.check(items[0][0] === 'best' && items[0][1].startsWith(`${h.suggestion}: `), `${game}: the suggestion is listed first (${items[0][1]})`);
        const head = await page.$eval('#hints .suggestion', e => e.textContent);
        t.check(head.startsWith(`Suggestion: ${h.suggestion} (level ${h.level}: `), `${game}: the suggestion with its level's account (${head.slice(0, 120)})`);
        if (h.search) t.check(head.includes(`looked ${h.search.depth} ${h.search.depth === 1 ? 'move' : 'moves'} ahead`), `${game}: the search's depth and value in words (${head})`);
        t.check(h.line.length < 2 || head.includes(`The line it expects: 1. ${h.line[0].player_name} ${h.line[0].text}, 2. ${h.line[1].player_name} ${h.line[1].text}`),
            `${game}: the line it expects in words (${h.line.length} moves)`);
        t.check(h.line.length >= 2 || h.level !== 4, `${game}: a perfect player's line goes on past its first move (${h.line.length} moves)`);
        const first = h.line[0];
        const drawn = await page.$$eval('#arrows .arrow.suggested, #arrows .ring.suggested', e => e.length);
        const marked = await page.$$eval('#board .cell.hint-to', cs => cs.map(c => `${c.dataset.row},${c.dataset.col}`));
        t.check(first.to === null || (drawn === 1 && marked.join() === first.to.join()), `${game}: the suggestion is drawn on the board (${drawn} arrow, cell ${marked})`);
        if (!h.exact) {
            const key = v => v.after_reply ?? v.value;
            const rest = items.slice(1).map(([, text]) => h.values.find(v => text.startsWith(`${v.move}: `)));
            t.check(rest.every((v, i) => v && (i === 0 || key(rest[i - 1]) >= key(v))), `${game}: the other moves best first after the best answer`);
            const lost = h.values.find(v => v.after_reply !== null && v.after_reply < v.value && v.move !== h.suggestion);
            if (lost) {
                const text = items.find(([, x]) => x.startsWith(`${lost.move}: `))[1];
                t.check(/ at once, but .* after the answer /.test(text) && text.includes(lost.reply), `${game}: a move that loses after the answer says so (${text})`);
            }
        }
        await page.screenshot({ path: `${screenshots}/${game}-hint.png` });
    }


    // Every game the server offers: the games of the Prolog registry.
    const names = (await json('/api/games')).games.map(g => g.name);
    t.check(names.length > 0, `the server offers games (${names.join(', ')})`);
    for (const game of names) {
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
        await startChecks(game);

        for (let ply = 0; ply < 4; ply++) {
            const view = await currentView();
            const move = view.moves[(ply * 7) % view.moves.length];
            await clickMove(move);
            await waitPlayed(ply + 1);
            t.check((await currentView()).played[ply] === move.text, `${game}: clicking played ${move.text}`);
            await boardMatches(id, `${game} after ${move.text}`);
            await lastMoveMarked(move, `${game} after ${move.text}`);
        }
        const pieces = await page.$$eval('#board .cell .glyph', gs => gs.map(g => [g.getBoundingClientRect().width, g.parentElement.getBoundingClientRect().width]));
        t.check(pieces.length > 0 && pieces.every(([glyph, cell]) => cell >= 48 && glyph >= 0.5 * cell),
            `${game}: the pieces played fill their cells (glyph and cell widths ${JSON.stringify(pieces.slice(0, 2))})`);
        await page.screenshot({ path: `${screenshots}/${game}-move-played.png` });
        await stepChecks(game, id);

        // A click that is not a legal move (a piece, then a cell it cannot
        // go to; or, when the game drops pieces, an opponent's cell) gets
        // the server's words for that move, as the prompt gives them, and
        // the game stays as it was.
        const refused = await illegalClick(await currentView());
        const cell = ([r, c]) => `#board .cell[data-row="${r}"][data-col="${c}"]`;
        await page.evaluate(() => { document.getElementById('message').textContent = ''; });
        if (refused.from) await page.click(cell(refused.from));
        await page.click(cell(refused.to));
        await page.waitForFunction(() => document.getElementById('message').textContent !== '', { timeout: 30000 });
        const shown = await page.$eval('#message', e => e.textContent);
        const answer = await fetch(`${base}/api/game/${id}/move`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
                                                                           body: JSON.stringify(refused) });
        const explained = (await answer.json()).error;
        t.check(answer.status === 400 && shown === explained && /is not legal here/.test(shown),
            `${game}: an illegal click ${JSON.stringify(refused)} is explained as the prompt does (${shown})`);
        t.check((await json(`/api/game/${id}`)).played.length === 4, `${game}: an illegal click changes nothing`);

        // Hint: every legal move with a value, and a suggestion.
        await page.click('#hint');
        await page.waitForFunction(() => document.querySelectorAll('#hints li').length > 0, { timeout: 60000 });
        const hints = await page.$$eval('#hints li', items => items.length);
        t.check(hints === (await currentView()).moves.length, `${game}: a hint for every legal move`);
        await hintChecks(game);

        // Undo takes back one move (both sides human).
        await page.click('#undo');
        await page.waitForFunction(() => window.tabuleiro.state.view.played.length === 3, { timeout: 30000 });
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
        await page.click('#step-first');
        await page.waitForFunction(() => window.tabuleiro.state.step === 0);
        const startView = await json(`/api/game/${loaded.id}/ply/0`);
        t.check((await page.$$eval('#board .cell', c => c.map(x => x.dataset.letter).join(''))) === startView.board.rows.flat().map(c => c.letter).join('') &&
            (await page.$$('#board .cell.last')).length === 0, `${game}: a loaded game steps back to its start`);
        await page.click('#step-last');
        await page.waitForFunction(() => window.tabuleiro.state.step === null);

        // The backend switch: the next move is played on the prolog backend.
        await page.select('#backend', 'prolog');
        await page.waitForFunction(() => window.tabuleiro.state.view.backend === 'prolog');
        const onProlog = await currentView();
        await clickMove(onProlog.moves[0]);
        await waitPlayed(4);
        await boardMatches(loaded.id, `${game} on the prolog backend`);
        finals.push({ game, played: (await currentView()).played, notation: (await currentView()).notation });

        // The demo view: both backends' answers and timings, from the
        // moment it opens, then on the topic's position.
        await page.click('#demo-open');
        await page.waitForSelector('#verdict', { timeout: 60000 });
        t.check((await page.$$('#prolog-source pre')).length > 0 && (await page.$$('#c-source pre')).length > 0,
            `${game}: the demo view opens with both panels filled`);
        await page.evaluate(() => { document.getElementById('answers').replaceChildren(); });
        await page.select('#demo-position', 'topic');
        await page.click('#demo-run');
        await page.waitForSelector('#verdict', { timeout: 60000 });
        const timings = await page.$$eval('#answers tr.answer', rows => rows.map(r => [r.dataset.backend, r.querySelector('.time').textContent]));
        t.check(timings.length === 2 && timings.every(([, time]) => /^[0-9.]+ (ns|µs|ms|s)$/.test(time)), `${game}: the demo shows both timings (${JSON.stringify(timings)})`);
        t.check((await page.$eval('#verdict', e => e.textContent)).startsWith('Both backends find the same moves.'), `${game}: both backends agree in the demo`);
        t.check((await page.$$('#prolog-source pre')).length > 0 && (await page.$$('#c-source pre')).length > 0, `${game}: the demo shows the Prolog and C sources`);
        await page.screenshot({ path: `${screenshots}/${game}.png`, fullPage: true });
        await page.click('#demo-close');
        await page.evaluate(() => {
            for (const panel of ['answers', 'prolog-source', 'c-source'])
                document.getElementById(panel).replaceChildren();
        });
    }

    // On a projector's screen (1920 x 1080) the board fills most of the
    // height, its pieces their cells, and the text grows.
    // (The board is drawn to the window's size when it changes or
    // when a position is shown: wait for its cells.)
    const resized = () => page.waitForFunction(() => {
        const t = window.tabuleiro, cell = document.querySelector('#board .cell');
        return Math.abs(cell.getBoundingClientRect().width - t.cellSize((t.state.stepView ?? t.state.view).board)) < 1;
    });
    await page.setViewport({ width: 1920, height: 1080 });
    await page.evaluate(() => window.tabuleiro.stepTo(2));
    await page.waitForFunction(() => window.tabuleiro.state.step === 2);
    await resized();
    const large = await page.evaluate(() => {
        const board = document.getElementById('board').getBoundingClientRect();
        const glyph = document.querySelector('#board .cell .glyph')?.getBoundingClientRect().width ?? 0;
        const cell = document.querySelector('#board .cell').getBoundingClientRect().width;
        return { height: board.height, glyph, cell, text: parseFloat(getComputedStyle(document.body).fontSize) };
    });
    t.check(large.height >= 0.6 * 1080 && large.glyph >= 0.5 * large.cell && large.text >= 19,
        `on a 1920 x 1080 screen the board fills the height, its pieces their cells (${JSON.stringify(large)})`);
    await page.screenshot({ path: `${screenshots}/large-screen.png` });
    await page.setViewport({ width: 1280, height: 900 });
    await page.evaluate(() => window.tabuleiro.stepTo(window.tabuleiro.state.view.played.length));
    await resized();

    // Teeko against level 4: every computer move is a best one by
    // teeko_value/2; a hint gives every legal move its exact value, the
    // suggestion a best one.
    async function newGame(game, first, second) {
        await page.select('#game', game);
        await page.select('#first', first);
        await page.select('#second', second);
        await page.select('#backend', 'c');
        const old = (await currentView()).id;
        await page.click('#new-game');
        await page.waitForFunction(o => window.tabuleiro.state.view.id !== o, {}, old);
    }
    await page.$eval('#pace', e => { e.value = '0'; });
    await newGame('teeko', 'human', '4');
    t.check((await page.$eval('#notice', e => e.textContent)) === '', 'level 4 with its database: no notice');
    for (let ply = 0; ply < 6; ply += 2) {
        const view = await currentView();
        await clickMove(view.moves[(ply * 5 + 3) % view.moves.length]);
        await waitPlayed(ply + 2);
    }
    const perfect = await currentView();
    const said = await page.$eval('#info', e => e.textContent);
    t.check(/^Computer played \S+ in [\d.]+ ms: perfect play from the solved game: a (win in \d+ plies?|draw|loss in \d+ plies?)\.$/.test(said),
        `level 4 says it played perfectly (${said})`);
    await page.click('#hint');
    await page.waitForFunction(() => document.querySelectorAll('#hints li').length > 0, { timeout: 60000 });
    const exact = exactValues(perfect.played);
    for (const k of [1, 3, 5]) {
        const values = exact.get(k);
        t.check(rank(values.get(perfect.played[k])) === bestRank(values),
            `level 4's move ${perfect.played[k]} is a best one (${values.get(perfect.played[k])})`);
    }
    const hintTitle = await page.$eval('#hints .hint-title', e => e.textContent);
    t.check(hintTitle === 'Every move with its exact value, best first:', `the hint gives exact values (${hintTitle})`);
    const exactOrder = await page.$$eval('#hints li', items => items.map(li => li.textContent.split(': ')[1]));
    t.check(exactOrder.slice(1).every((v, i) => i === 0 || rank(exactOrder[i]) >= rank(v)), `the exact values best first after the suggestion (${exactOrder.join(', ')})`);
    const hinted = await page.$$eval('#hints li', items => items.map(li => li.textContent));
    const expected = [...exact.get(6)].map(([move, value]) => `${move}: ${value}`);
    t.check(hinted.length === perfect.moves.length && hinted.slice().sort().join('|') === expected.sort().join('|'),
        `every legal move with its exact value, as teeko_value/2 gives it (page: ${hinted.join(', ')}; teeko_value/2: ${expected.join(', ')})`);
    const suggested = await page.$eval('#hints li.best', li => li.textContent.split(': ')[0]).catch(() => null);
    t.check(suggested !== null && rank(exact.get(6).get(suggested)) === bestRank(exact.get(6)),
        `the hint suggests a best move (${suggested})`);

    // Without the database, level 4 says so and plays level 3.
    const bare = await startServer({ TABULEIRO_DB_DIR: noDatabase });
    try {
        const lone = await browser.newPage();
        lone.on('pageerror', e => t.check(false, `no script error: ${e.message}`));
        await lone.goto(bare.base + '/', { waitUntil: 'networkidle0' });
        await lone.waitForFunction(() => window.tabuleiro?.state.view);
        await lone.select('#first', 'human');
        await lone.select('#second', '4');
        await lone.$eval('#pace', e => { e.value = '0'; });
        await lone.click('#new-game');
        await lone.waitForFunction(() => window.tabuleiro.state.view.sides[1].side === 4);
        const notice = await lone.$eval('#notice', e => e.textContent);
        t.check(/perfect-play database .* is not built .*level 3 plays instead/.test(notice), `without its database, level 4 says so (${notice})`);
        await lone.click('#board .cell[data-row="3"][data-col="3"]');
        await lone.waitForFunction(() => window.tabuleiro.state.view.played.length === 2, { timeout: 30000 });
        const instead = await lone.$eval('#info', e => e.textContent);
        t.check(/: played at level 3 instead: depth \d+ reached/.test(instead), `without its database, level 4 plays level 3 (${instead})`);
        await lone.click('#hint');
        await lone.waitForFunction(() => document.querySelectorAll('#hints li').length > 0, { timeout: 60000 });
        t.check((await lone.$eval('#hints', e => e.firstChild.textContent)).startsWith('Suggestion:'), 'without its database, the hint has no exact values');
        await lone.close();
    } finally {
        bare.stop();
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
    const told = await page.$eval('#info', e => e.textContent);
    t.check(await page.$eval('#message', e => e.textContent) === '', 'the computer\'s move is not told in the red error area');
    t.check(/^Computer played \S+ in [\d.]+ ms: (a random legal move|greedy: the best value after one move, -?\d+)\.$/.test(told),
        `the computer says what it played, how long it took and what its level did (${told})`);

    // Paused, the computer waits (the pace now 0, at once); the Computer
    // move button plays one move; unpaused, the game goes on.
    await page.$eval('#pace', e => { e.value = '0'; e.dispatchEvent(new Event('input')); });
    await page.click('#pause');
    await new Promise(r => setTimeout(r, 1000));
    const paused = (await currentView()).played.length;
    await new Promise(r => setTimeout(r, 1500));
    t.check((await currentView()).played.length === paused, 'paused, the computer waits');
    await page.click('#computer');
    await waitPlayed(paused + 1);
    await new Promise(r => setTimeout(r, 1000));
    t.check((await currentView()).played.length === paused + 1, 'paused, Computer move plays one move');
    await page.click('#pause');
    // Three more plies, or the end of the game if it comes first.
    await page.waitForFunction(k => { const v = window.tabuleiro.state.view; return v.played.length >= k || v.over !== null; },
        { timeout: 30000 }, paused + 4);
    t.check((await currentView()).played.length > paused + 1, 'unpaused, the computer plays on');
    await page.click('#pause');

    // Two tabs, two games, at once.
    const other = await browser.newPage();
    await other.goto(base + '/', { waitUntil: 'networkidle0' });
    await other.waitForFunction(() => window.tabuleiro.state.view);
    const otherId = await other.evaluate(() => window.tabuleiro.state.view.id);
    t.check(otherId !== (await currentView()).id, 'a second tab plays its own game');

    // A slow answer about the game shown does not replace a game opened
    // after it was asked for: the answer to a backend switch is held back
    // until the new game is on the board (a busy server answered so, and
    // the new game's board showed the earlier game's position and moves).
    // (The first tab comes to the front again: a tab behind draws no frames.)
    await page.bringToFront();
    await page.select('#first', 'human');
    await page.select('#second', 'human');
    await page.select('#backend', 'c');
    await page.waitForFunction(() => window.tabuleiro.state.view.backend === 'c');
    await page.waitForNetworkIdle({ idleTime: 200 });
    // The page's next /backend request waits until release() sends it.
    await page.evaluate(() => {
        const send = window.fetch;
        window.fetch = (url, options) => {
            if (!url.endsWith('/backend') || window.release) return send(url, options);
            return new Promise(resolve => { window.release = () => { window.fetch = send; resolve(send(url, options)); }; });
        };
    });
    const earlier = (await currentView()).id;
    await page.select('#backend', 'prolog');
    await page.waitForFunction(() => window.release);
    await page.click('#new-game');
    await page.waitForFunction(o => window.tabuleiro.state.view.id !== o, {}, earlier);
    const opened = (await currentView()).id;
    const answered = page.waitForResponse(r => r.url().endsWith('/backend'));
    await page.evaluate(() => window.release());
    await answered;
    await page.waitForNetworkIdle({ idleTime: 300 });
    t.check((await currentView()).id === opened, 'a late answer about the earlier game leaves the new game on the board');
    await boardMatches(opened, 'the new game after a late answer about the earlier one');
} catch (e) {
    t.check(false, `the suite raised ${e.stack}`);
} finally {
    await browser.close();
    stop();
    clearTimeout(limit);
    rmSync(databases, { recursive: true, force: true });
    rmSync(noDatabase, { recursive: true, force: true });
}

// The course API alone replays each game's moves to the same position.
const goal = finals.map(({ game, played, notation }) =>
    `\\+ \\+ (${game}:initial_state([], S0), foldl([T,S,S1]>>(tabuleiro_game_plugin:move_from_text(${game}, S, T, M) -> ${game}:move(S, M, S1) ; tabuleiro_game_plugin:move_from_text(${game}, T, M), ${game}:move(S, M, S1)), ${JSON.stringify(played).replace(/"/g, "'")}, S0, Sn), ${game}:state_notation(Sn, N), (N == '${notation}' -> writeln(same) ; writeln(different(${game}))))`).join(', ');
const replay = finals.length > 0
    ? execFileSync('swipl', ['-q', '-g', `use_module(library(yall)), use_module(prolog/tabuleiro/games), forall(game(G), load_game_module(G)), ${goal}`, '-t', 'halt'], { encoding: 'utf8' })
    : '';
t.check(finals.length > 0 && replay.split('\n').filter(l => l === 'same').length === finals.length,
    `the course API replays every game to the position the page showed (${replay.trim()})`);
process.exit(t.report());
