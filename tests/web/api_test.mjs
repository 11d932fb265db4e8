// HTTP API of the browser board: every bad request gets its status and a
// message and leaves the game as it was; 20 games played at once by
// parallel clients stay independent.  Loopback only; the whole suite is
// bounded in time (a hung request fails it).
//
//     node tests/web/api_test.mjs        (from the project's root)
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { spawnSync } from 'node:child_process';
import { startServer, checks } from './server.mjs';

const t = checks('web-api');
// No Teeko database here: level 4 must say so and play level 3.  The
// suite's 20 parallel clients share one address: it may have 32
// requests in progress (a browser opens 6 at most; the default is 8).  A
// level-3 Shi move on the prolog backend takes seconds, more on a busy
// machine: a request may work 60 s here (the 20 s default has its test).
// Level 3 searches its full second (the suites set TABULEIRO_LEVEL_3_MS
// low), in which a busy machine too ends depth 1 of Shi on the prolog
// backend (some 30 ms on a quiet one).
const noDatabase = mkdtempSync(path.join(os.tmpdir(), 'tabuleiro-no-db-'));
const { base, stop, said, pid } = await startServer({ TABULEIRO_DB_DIR: noDatabase,
                                                      TABULEIRO_WEB_CONNECTIONS_PER_CLIENT: '32',
                                                      TABULEIRO_WEB_SECONDS: '60',
                                                      TABULEIRO_LEVEL_3_MS: '1000' });
// A hung request fails the suite; its server goes with it.
const limit = setTimeout(() => {
    console.log('FAILED: the suite took over 600 s');
    t.check(false, 'time');
    stop();
    rmSync(noDatabase, { recursive: true, force: true });
    process.exit(t.report() || 1);
}, 600000);

async function call(method, path, body, raw) {
    const options = { method, headers: { 'Content-Type': 'application/json' } };
    if (body !== undefined) options.body = raw ? body : JSON.stringify(body);
    const r = await fetch(base + path, { ...options, signal: AbortSignal.timeout(60000) });
    const text = await r.text();
    let json = null;
    try { json = JSON.parse(text); } catch { /* a saved game is text */ }
    return { status: r.status, json, text };
}

// raw(text): the server's answer to text, sent byte for byte (each
// character one byte): a Host header of our choosing, a chunked body.
function raw(text) {
    const { hostname, port } = new URL(base);
    return new Promise(resolve => {
        const socket = net.connect(Number(port), hostname, () => socket.end(Buffer.from(text, 'latin1')));
        let answer = '';
        socket.on('data', chunk => { answer += chunk; });
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
        socket.setTimeout(10000, () => socket.destroy());
    });
}

// What must not change when a request is refused.
const snapshot = async id => {
    const { json } = await call('GET', `/api/game/${id}`);
    return JSON.stringify([json.notation, json.played, json.backend, json.sides]);
};

try {
    const port0 = new URL(base).port;
    t.check(said().includes(`http://localhost:${port0}/`), `the server prints its address (${said().trim()})`);
    // The server offers the games of the Prolog registry, in its order.
    const games = await call('GET', '/api/games');
    const names = games.json.games.map(g => g.name);
    const registered = spawnSync('swipl', ['-q', '-g', 'use_module(prolog/tabuleiro/games), forall(game(G), writeln(G))', '-t', 'halt'],
                                 { encoding: 'utf8' }).stdout.trim().split('\n');
    t.check(games.status === 200 && names.join() === registered.join(), `the registered games (${names.join(', ')})`);

    const created = await call('POST', '/api/game', { game: 'teeko', players: { first: 'human', second: 'human' } });
    t.check(created.status === 201 && created.json.moves.length === 25, 'a new Teeko game, 25 moves');
    const id = created.json.id;
    t.check((await call('POST', `/api/game/${id}/move`, { move: 'c3' })).status === 200, 'a legal move');
    const before = await snapshot(id);

    const refused = [
        ['an unknown game', 'POST', '/api/game', { game: 'chess' }, false, 400, /Unknown game/],
        ['an unknown game id', 'GET', '/api/game/0000', undefined, false, 404, /No such game/],
        ['an illegal move, with the rule it breaks', 'POST', `/api/game/${id}/move`, { move: 'c3' }, false, 400, /^The move c3 is not legal here: .+\.$/],
        ['a move that is no move', 'POST', `/api/game/${id}/move`, { move: 'z9 q' }, false, 400, /^I did not understand "z9 q": type a cell such as c3/],
        ['an unknown key under players', 'POST', '/api/game', { game: 'teeko', players: { frist: 3 } }, false, 400, /players: an object with "first" and "second" only/],
        ['a move of the wrong type', 'POST', `/api/game/${id}/move`, { move: 42 }, false, 400, /needs "move"/],
        ['malformed JSON', 'POST', `/api/game/${id}/move`, '{"move": ', true, 400, /not valid JSON/],
        ['JSON that is no object', 'POST', `/api/game/${id}/move`, '["c3"]', true, 400, /JSON object/],
        ['a huge body', 'POST', `/api/game/${id}/move`, JSON.stringify({ move: 'a'.repeat(200000) }), true, 413, /too large/],
        ['an unparsable position', 'POST', `/api/game/${id}/position`, { notation: 'bbb../zz' }, false, 400, /teeko_notation/],
        ['an unknown backend', 'POST', `/api/game/${id}/backend`, { backend: 'java' }, false, 400, /Backend/],
        ['a backend that is a number', 'POST', `/api/game/${id}/backend`, { backend: 42 }, false, 400, /Backend/],
        ['a backend that is an object', 'POST', `/api/game/${id}/backend`, { backend: { c: 1 } }, false, 400, /Backend/],
        ['a new game\'s backend that is a number', 'POST', '/api/game', { game: 'teeko', backend: 1.5 }, false, 400, /Backend/],
        ['an unknown rule option', 'POST', '/api/game', { game: 'teeko', rules: ['fast'] }, false, 400, /Rule options/],
        ['rule options that are numbers', 'POST', '/api/game', { game: 'teeko', rules: [1, 2] }, false, 400, /Rule options/],
        ['rule options in a list of lists', 'POST', '/api/game', { game: 'teeko', rules: [['advanced']] }, false, 400, /Rule options/],
        ['an unknown level', 'POST', '/api/game', { game: 'shi', players: { first: 9 } }, false, 400, /level/],
        ['an unknown action', 'POST', `/api/game/${id}/fly`, {}, false, 404, /No such request/],
        ['an unknown demo topic', 'GET', `/api/game/${id}/demo?topic=nothing`, undefined, false, 404, /topic/],
        ['a corrupt saved game', 'POST', '/api/load', { text: 'game: teeko\nmoves:\nz9\n' }, false, 400, /^Cannot load this saved game: line \d/],
    ];
    for (const [what, method, path, body, raw, status, message] of refused) {
        const r = await call(method, path, body, raw);
        t.check(r.status === status, `${what}: status ${status} (got ${r.status})`);
        t.check(r.json && message.test(r.json.error), `${what}: message ${message} (got ${r.text.slice(0, 120)})`);
        t.check(await snapshot(id) === before, `${what}: the game is unchanged`);
    }

    // Bad requests of other kinds: each a 4xx in words, nothing internal.
    const page = await call('GET', '/no/such/page');
    t.check(page.status === 404 && page.json?.error === 'No such page.', `a missing page: 404 in words (got ${page.status} ${page.text.slice(0, 80)})`);
    const trailing = await call('POST', '/api/game', '{"game": "teeko"} {"x": 1}', true);
    t.check(trailing.status === 400 && /not valid JSON/.test(trailing.json?.error), `bytes after the JSON: 400 (got ${trailing.status})`);
    const surrogate = await call('POST', '/api/game', '{"game": "teeko", "rules": ["\\ud800"]}', true);
    t.check(surrogate.status === 400 && /not valid JSON/.test(surrogate.json?.error), `a lone surrogate: 400 (got ${surrogate.status} ${surrogate.text.slice(0, 80)})`);
    const port1 = new URL(base).port;
    const latinBody = '{"game":"t\xff"}';
    const latin = await raw(`POST /api/game HTTP/1.1\r\nHost: 127.0.0.1:${port1}\r\nContent-Type: application/json\r\nContent-Length: ${latinBody.length}\r\nConnection: close\r\n\r\n${latinBody}`);
    t.check(/^HTTP\/1\.1 400/.test(latin) && /not UTF-8/.test(latin), `a body that is not UTF-8: 400 (got ${latin.split('\r\n')[0]})`);
    const chunked = await raw(`POST /api/game HTTP/1.1\r\nHost: 127.0.0.1:${port1}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{"game":"teeko"}\r\n0\r\n\r\nGET /api/games HTTP/1.1\r\nHost: 127.0.0.1:${port1}\r\n\r\n`);
    t.check(/^HTTP\/1\.1 411/.test(chunked) && (chunked.match(/^HTTP\/1\.1/gm) || []).length === 1,
        `a chunked body: 411, and its bytes are not read as a request (got ${chunked.split('\r\n')[0]})`);
    const rebound = await raw(`GET /api/games HTTP/1.1\r\nHost: evil.example:${port1}\r\nConnection: close\r\n\r\n`);
    t.check(/^HTTP\/1\.1 403/.test(rebound) && /localhost only/.test(rebound), `a Host that is not localhost: 403 (got ${rebound.split('\r\n')[0]})`);
    const local = await raw(`GET /api/games HTTP/1.1\r\nHost: localhost:${port1}\r\nConnection: close\r\n\r\n`);
    t.check(/^HTTP\/1\.1 200/.test(local), `Host localhost: served (got ${local.split('\r\n')[0]})`);
    const typo = spawnSync('swipl', ['prolog/web.pl', '--prot=8125'], { encoding: 'utf8', timeout: 30000 });
    t.check(typo.status === 2 && /Unknown option --prot/.test(typo.stderr), `a misspelt option is refused (got ${typo.status}: ${typo.stderr})`);
    t.check(await snapshot(id) === before, 'the game is unchanged by all of these');

    // The game goes on after the refusals.
    const next = await call('POST', `/api/game/${id}/move`, { move: 'b2' });
    t.check(next.status === 200 && next.json.played.join() === 'c3,b2', 'the game goes on');
    t.check(next.json.last?.text === 'b2' && next.json.last.to?.join() === '2,2' && next.json.last.player === next.json.sides[1].player,
        `the view names the last move, where it went and who played it (got ${JSON.stringify(next.json.last)})`);

    // Stepping through a game: the position after its first K moves.
    const ply1 = await call('GET', `/api/game/${id}/ply/1`);
    t.check(ply1.status === 200 && ply1.json.played.join() === 'c3' && ply1.json.last?.text === 'c3' && ply1.json.plies === 2 &&
        ply1.json.board.rows[2][2].kind === 'piece' && ply1.json.board.rows[1][1].kind === 'empty',
        `ply 1: the board after the first move, with that move as the last (got ${ply1.text.slice(0, 100)})`);
    const ply0 = await call('GET', `/api/game/${id}/ply/0`);
    t.check(ply0.status === 200 && ply0.json.last === null && ply0.json.played.length === 0 && ply0.json.notation === created.json.notation,
        'ply 0: the start, no last move');
    for (const bad of ['3', '-1', 'x', '1e3', '0000001'])
        t.check((await call('GET', `/api/game/${id}/ply/${bad}`)).json?.error === 'A ply is a number of moves played, 0 to 2.',
            `ply ${bad}: 400 in words`);
    t.check((await call('GET', '/api/game/0000/ply/0')).status === 404, 'the ply of an unknown game: 404');
    t.check((await call('GET', `/api/game/${id}`)).json.played.join() === 'c3,b2', 'stepping changes nothing');

    // The hint: the suggestion is the first move of the search's line,
    // every line's move legal in turn; every legal move with its values
    // after it and after the best answer, best first by the latter.
    const hinted = await call('POST', '/api/game', { game: 'shi', backend: 'c' });
    await call('POST', `/api/game/${hinted.json.id}/move`, { move: '81-18' });
    const position = await call('GET', `/api/game/${hinted.json.id}`);
    const h = (await call('POST', `/api/game/${hinted.json.id}/hint`)).json;
    t.check(h.level === 3 && h.search?.depth >= 1 && typeof h.search.score_text === 'string' && h.line.length >= 1 &&
        h.line[0].text === h.suggestion && h.line.length <= h.search.depth,
        `the hint's suggestion opens the search's line, as long as its depth at most (got ${h.suggestion}, ${h.line.map(m => m.text).join(' ')}, depth ${h.search?.depth})`);
    const key = v => v.after_reply ?? v.value;
    t.check(h.values.length === position.json.moves.length &&
        h.values.every((v, i) => i === 0 || key(h.values[i - 1]) > key(v) || (key(h.values[i - 1]) === key(v) && h.values[i - 1].value >= v.value)),
        'the hint lists every legal move, best first after the best answer');
    t.check(h.values.every(v => v.after_reply === null ? v.reply === null : typeof v.reply === 'string'), 'each move names its answer');
    const replay = await call('POST', '/api/game', { game: 'shi', backend: 'prolog' });
    await call('POST', `/api/game/${replay.json.id}/move`, { move: '81-18' });
    let legal = true;
    for (const m of h.line) legal &&= (await call('POST', `/api/game/${replay.json.id}/move`, { move: m.text })).status === 200;
    t.check(legal, `the line ${h.line.map(m => m.text).join(' ')} is legal, move after move, on the prolog backend`);
    const onProlog = (await call('POST', `/api/game/${hinted.json.id}/backend`, { backend: 'prolog' }),
                      await call('POST', `/api/game/${hinted.json.id}/hint`)).json;
    t.check(onProlog.line?.[0]?.text === onProlog.suggestion && onProlog.search.depth >= 1 && onProlog.line.length <= onProlog.search.depth,
        `the prolog backend's search gives its line too (got ${onProlog.line?.map(m => m.text).join(' ')})`);

    // The legend: each piece's glyph and the word the moves use for it.
    const echek = (await call('POST', '/api/game', { game: 'echek' })).json;
    const words = echek.board.legend.map(e => e.word);
    t.check(words.includes('horse') && words.includes('tower') && !words.includes('knight') && !words.includes('rook') &&
        echek.board.legend.every(e => e.glyph.trim() && e.side_name),
        `the legend names the pieces as the moves do (got ${words.join(', ')})`);

    // Save, then load: the same position; undo goes back a move.
    const saved = await call('GET', `/api/game/${id}/save`);
    t.check(saved.status === 200 && saved.text.startsWith('# Tabuleiro saved game'), 'save');
    const loaded = await call('POST', '/api/load', { text: saved.text });
    t.check(loaded.status === 201 && loaded.json.notation === next.json.notation && loaded.json.id !== id, 'load gives the same position in a new game');
    const tooLong = await call('POST', '/api/load', { text: saved.text + 'a1\n'.repeat(1001) });
    t.check(tooLong.status === 400 && /moves: the server keeps games of 1,000 moves at most/.test(tooLong.json?.error),
        `a saved game too long to keep: 400 in words (got ${tooLong.status} ${tooLong.text.slice(0, 100)})`);
    const undone = await call('POST', `/api/game/${id}/undo`);
    t.check(undone.json.played.join() === 'c3', 'undo takes back a move');

    // The computer says what its level did: a random move at level 1; at
    // level 3 the search's depth reached, nodes and time.
    const random = await call('POST', '/api/game', { game: 'shi', players: { first: 1, second: 3 }, backend: 'c' });
    const first = await call('POST', `/api/game/${random.json.id}/computer`);
    t.check(first.status === 200 && first.json.how === 'a random legal move' && first.json.search === null,
        `level 1 says it played a random move (got ${first.text.slice(0, 80)})`);
    for (const backend of ['c', 'prolog']) {
        await call('POST', `/api/game/${random.json.id}/backend`, { backend });
        const searched = await call('POST', `/api/game/${random.json.id}/computer`);
        const s = searched.json?.search;
        t.check(searched.status === 200 && s && s.depth >= 1 && s.nodes > 0 && s.seconds > 0 && Number.isInteger(s.score),
            `level 3 on ${backend} gives its search's figures (got ${JSON.stringify(s)})`);
        t.check(/^depth \d+ reached \(.*\): [\d,]+ nodes in [\d.]+ (ns|µs|ms|s), [\d,]+ nodes\/s$/.test(searched.json?.how),
            `level 3 on ${backend} says what it searched (got ${searched.json?.how})`);
        await call('POST', `/api/game/${random.json.id}/undo`);
    }

    // Teeko's level 4 without its database: a notice, and level 3 plays.
    const perfect = await call('POST', '/api/game', { game: 'teeko', players: { first: 'human', second: 4 } });
    t.check(perfect.status === 201 && perfect.json.notices.length === 1 && /not built.*level 3 plays instead/.test(perfect.json.notices[0]),
        `level 4 without its database: a notice (got ${JSON.stringify(perfect.json?.notices)})`);
    await call('POST', `/api/game/${perfect.json.id}/move`, { move: 'c3' });
    const stoodIn = await call('POST', `/api/game/${perfect.json.id}/computer`);
    t.check(stoodIn.status === 200 && /^played at level 3 instead: depth \d+ reached/.test(stoodIn.json.how) && stoodIn.json.search.nodes > 0,
        `level 4 without its database plays level 3 and says so (got ${stoodIn.json?.how})`);
    t.check(created.json.notices.length === 0, 'no notice for a game of humans');

    // Bound to localhost only: this machine's other addresses refuse.
    const port = new URL(base).port;
    const outside = Object.values(os.networkInterfaces()).flat().filter(a => a.family === 'IPv4' && !a.internal);
    for (const { address } of outside) {
        const answered = await fetch(`http://${address}:${port}/api/games`, { signal: AbortSignal.timeout(5000) }).then(() => true, () => false);
        t.check(!answered, `not served on ${address}`);
    }

    // 20 games at once: each client plays its own game, on its own
    // backend, and checks after every move that the server's game is its.
    const client = async k => {
        const game = names[k % names.length], backend = k % 2 ? 'prolog' : 'c';
        const start = await call('POST', '/api/game', { game, backend });
        let view = start.json, mine = [];
        for (let ply = 0; ply < 6 && view.moves.length > 0; ply++) {
            const move = view.moves[(k + ply) % view.moves.length].text;
            const r = await call('POST', `/api/game/${view.id}/move`, { move });
            if (r.status !== 200) return `client ${k}: move ${move} refused (${r.status})`;
            mine.push(move);
            view = r.json;
            if (view.game !== game || view.backend !== backend || view.played.join() !== mine.join())
                return `client ${k}: the server's game is not mine after ${move}`;
        }
        const last = await call('GET', `/api/game/${view.id}`);
        return last.json.played.join() === mine.join() ? null : `client ${k}: moves lost`;
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, k) => client(k)));
    const problems = results.filter(Boolean);
    t.check(problems.length === 0, `20 games at once stay independent: ${problems.join('; ')}`);
    // Memory: a game keeps its moves, not a board per move.  Loads of a
    // 1000-move Shi game (the longest the server keeps): 16 first, which
    // grow the workers' stacks once, then 3 rounds of 13 more (this
    // client's games stay under the 100 an address keeps).  A game's cost
    // is the least growth per game of a round: memory that a game keeps
    // grows the resident memory in every round, while a one-off growth
    // (a stack, a malloc arena) shows in one round only.  That cost,
    // scaled to the most games the server keeps (1000), must stay under
    // 200 MB.
    const longGame = readFileSync('tests/web/shi-1000-moves.txt', 'utf8');
    const rssMB = () => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
    let longLoads = 0;
    const loadLong = async count => {
        for (let k = 0; k < count; k++) {
            const r = await call('POST', '/api/load', { text: longGame, backend: 'c' });
            if (r.status === 201 && r.json.played.length === 1000) longLoads++;
        }
    };
    await loadLong(16);
    const roundGrowths = [];
    for (let round = 0; round < 3; round++) {
        const rssBefore = rssMB();
        await loadLong(13);
        roundGrowths.push(Math.max(0, rssMB() - rssBefore) / 13);
    }
    const rssAfter = rssMB();
    const perGame = Math.min(...roundGrowths);
    const worst = rssAfter + perGame * (1000 - longLoads);
    const shownKB = growth => (growth * 1024).toFixed(0);
    console.log(`web-api: RSS ${rssAfter.toFixed(0)} MB with ${longLoads} games of 1000 moves, ` +
                `${roundGrowths.map(shownKB).join(', ')} KB a game in 3 rounds: about ${worst.toFixed(0)} MB with 1000 such games`);
    t.check(longLoads === 55 && worst < 200, `55 games of 1000 moves loaded (${longLoads}); 1000 of them would take about ${worst.toFixed(0)} MB`);
    const oneMore = await call('POST', '/api/load', { text: longGame + '11-12\n' });
    t.check(oneMore.status === 400 && /has 1,001 moves/.test(oneMore.json?.error), `a 1001-move game is refused (got ${oneMore.status} ${oneMore.text})`);
    // Limits, with a second server whose limits are small: games per
    // client, games that end when idle (never by other clients'
    // activity), and the time a request may work.  Its level 3 searches
    // its full second (the suites set TABULEIRO_LEVEL_3_MS low).
    const small = await startServer({ TABULEIRO_DB_DIR: noDatabase, TABULEIRO_WEB_GAMES_PER_CLIENT: '3',
                                      TABULEIRO_WEB_IDLE: '3', TABULEIRO_WEB_SECONDS: '0.2',
                                      TABULEIRO_LEVEL_3_MS: '1000' });
    try {
        const post = (path, body) => fetch(small.base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body ?? {}), signal: AbortSignal.timeout(60000) })
            .then(async r => ({ status: r.status, reason: r.statusText, json: await r.json().catch(() => null) }));
        const mine = [];
        for (let k = 0; k < 3; k++) mine.push(await post('/api/game', { game: 'shi', backend: 'prolog' }));
        t.check(mine.every(r => r.status === 201), 'a client\'s first 3 games');
        const fourth = await post('/api/game', { game: 'teeko' });
        t.check(fourth.status === 429 && /You have 3 games open/.test(fourth.json?.error), `a 4th game: 429 in words (got ${fourth.status} ${JSON.stringify(fourth.json)})`);
        t.check(fourth.reason === 'Too Many Requests', `a 429 says Too Many Requests (got "${fourth.reason}")`);
        const started = Date.now();
        const slow = await post(`/api/game/${mine[0].json.id}/hint`);
        // Level 3 deepens for about a second on the prolog backend: the
        // request's 0.2 s end it first.
        t.check(slow.status === 503 && /No answer within 0.2 s/.test(slow.json?.error) && Date.now() - started < 15000,
            `a hint on the prolog backend stops at the limit (got ${slow.status} after ${Date.now() - started} ms)`);
        const slowMove = await post(`/api/game/${mine[1].json.id}/computer`);
        const after = await fetch(`${small.base}/api/game/${mine[1].json.id}`).then(r => r.json());
        t.check(slowMove.status === 503 && after.played.length === 0, `a computer move stopped at the limit leaves the game as it was (got ${slowMove.status}, ${after.played})`);
        await new Promise(r => setTimeout(r, 4000));
        const again = await post('/api/game', { game: 'teeko' });
        t.check(again.status === 201, `idle games end, and make room (got ${again.status})`);
        const gone = await fetch(`${small.base}/api/game/${mine[2].json.id}`);
        t.check(gone.status === 404, `an idle game is gone (got ${gone.status})`);
    } finally {
        small.stop();
    }
    // Searches: at most 2 running per client, and a search stops when
    // its client goes away (the server's CPU time stays still after).
    // Level 3 searches its full second, so that two are still running
    // when the third is asked.
    const searching = await startServer({ TABULEIRO_WEB_SECONDS: '60', TABULEIRO_WEB_SEARCHES_PER_CLIENT: '2',
                                          TABULEIRO_LEVEL_3_MS: '1000' });
    try {
        const json = { 'Content-Type': 'application/json' };
        const post = (path, signal) => fetch(searching.base + path, { method: 'POST', headers: json, signal })
            .then(async r => ({ status: r.status, json: await r.json().catch(() => null) }), () => ({ status: 'aborted' }));
        const newShi = () => fetch(searching.base + '/api/game', { method: 'POST', headers: json,
                                                                   body: JSON.stringify({ game: 'shi', backend: 'prolog' }) })
            .then(r => r.json()).then(j => j.id);
        const ids = [await newShi(), await newShi(), await newShi()];
        const cpuTicks = () => readFileSync(`/proc/${searching.pid}/stat`, 'utf8').split(') ')[1].split(' ')
            .slice(11, 13).reduce((a, b) => a + Number(b), 0);
        const hints = ids.slice(0, 2).map(() => new AbortController());
        const running = ids.slice(0, 2).map((id, k) => post(`/api/game/${id}/hint`, hints[k].signal));
        await new Promise(r => setTimeout(r, 500));
        const third = await post(`/api/game/${ids[2]}/hint`);
        t.check(third.status === 429 && /You have 2 searches running/.test(third.json?.error),
            `a third search at once: 429 in words (got ${third.status} ${JSON.stringify(third.json)})`);
        hints.forEach(h => h.abort());
        await Promise.all(running);
        await new Promise(r => setTimeout(r, 1500));
        const ticks0 = cpuTicks();
        await new Promise(r => setTimeout(r, 3000));
        const idleTicks = cpuTicks() - ticks0;
        t.check(idleTicks < 50, `searches stop when their clients go away (${idleTicks} ticks of CPU in the 3 s after)`);
        const again = new AbortController();
        const afterwards = post(`/api/game/${ids[2]}/hint`, again.signal);
        const fourth = await Promise.race([afterwards, new Promise(r => setTimeout(() => r({ status: 'running' }), 1000))]);
        // Still running after a second, or already answered (a hint deepens
        // within its own time): anything but 429.
        t.check(fourth.status === 'running' || fourth.status === 200,
            `the client may search again once its searches stopped (got ${fourth.status})`);
        again.abort();
        await afterwards;
    } finally {
        searching.stop();
    }
} catch (e) {
    t.check(false, `the suite raised ${e}`);
} finally {
    clearTimeout(limit);
    stop();
    rmSync(noDatabase, { recursive: true, force: true });
}
process.exit(t.report());
