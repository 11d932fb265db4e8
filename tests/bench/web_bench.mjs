// The browser board's server under load (a benchmark, not a test):
// 50 clients at once, each creating Teeko games and playing them move by
// move, reading the game after each move, for 30 s.  Prints the cycles
// (create, then move + get) a second, the 99th-percentile latency of a
// request, and the server's resident memory before and after.
//
//     node tests/bench/web_bench.mjs      (from the project's root)
import { readFileSync } from 'node:fs';
import { startServer } from '../web/server.mjs';

const clients = 50, seconds = 30;
const rss = pid => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

// All clients are one peer here (127.0.0.1), and each leaves its game
// after 8 moves: games end after 10 s without a request (not the hour of
// a classroom), so that the 1000 games the server keeps are not all
// abandoned ones.
const { base, stop, pid } = await startServer({ TABULEIRO_WEB_GAMES_PER_CLIENT: '1000',
                                                TABULEIRO_WEB_CONNECTIONS_PER_CLIENT: '64',
                                                TABULEIRO_WEB_IDLE: '10' });
const before = rss(pid);
const latencies = [];
let requests = 0, failures = 0, unanswered = 0;

// A request that gets no answer (the connection fails) is counted, and
// its client goes on with a new game.
async function timed(method, path, body) {
    const start = performance.now();
    try {
        const r = await fetch(base + path, { method, headers: { 'Content-Type': 'application/json' },
            body: body && JSON.stringify(body), signal: AbortSignal.timeout(30000) });
        const json = await r.json();
        latencies.push(performance.now() - start);
        requests++;
        if (!r.ok) failures++;
        return json;
    } catch {
        unanswered++;
        return {};
    }
}

async function client(k, end) {
    while (performance.now() < end) {
        let view = await timed('POST', '/api/game', { game: 'teeko' });
        for (let ply = 0; ply < 8 && view.moves?.length && performance.now() < end; ply++) {
            const move = view.moves[(k + ply) % view.moves.length].text;
            await timed('POST', `/api/game/${view.id}/move`, { move });
            view = await timed('GET', `/api/game/${view.id}`);
        }
    }
}

const end = performance.now() + seconds * 1000;
await Promise.all(Array.from({ length: clients }, (_, k) => client(k, end)));
const after = rss(pid);
stop();
latencies.sort((a, b) => a - b);
const p99 = latencies[Math.floor(latencies.length * 0.99)];
console.log(`web: ${clients} clients for ${seconds} s: ${requests} requests, ${(requests / seconds).toFixed(0)} a second, ` +
            `${failures} refused, ${unanswered} unanswered; 99th percentile ${p99.toFixed(1)} ms; server RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`);

// A classroom: 50 clients from 10 addresses (127.0.0.1 to 127.0.0.10)
// under the server's own limits, each playing the four games on both
// backends with computer moves, hints and undos, for 30 s.  The server's
// memory is sampled every half second: its bound is 200 MB.
const classroom = await startServer({});
const statuses = new Map();
let peak = rss(classroom.pid);
const sampler = setInterval(() => { peak = Math.max(peak, rss(classroom.pid)); }, 500);

async function asked(address, method, path, body) {
    const { request } = await import('node:http');
    const url = new URL(classroom.base + path);
    return new Promise(resolve => {
        const req = request({ host: url.hostname, port: url.port, path: url.pathname, method, localAddress: address,
                              agent: false, headers: { 'Content-Type': 'application/json' } }, res => {
            let text = '';
            res.on('data', chunk => { text += chunk; });
            res.on('end', () => {
                statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
                try { resolve(JSON.parse(text)); } catch { resolve({}); }
            });
        });
        req.on('error', () => { statuses.set('unanswered', (statuses.get('unanswered') ?? 0) + 1); resolve({}); });
        req.end(body && JSON.stringify(body));
    });
}

async function pupil(k, end) {
    const address = `127.0.0.${1 + k % 10}`;
    const games = ['teeko', 'shi', 'shakti', 'echek'];
    while (performance.now() < end) {
        const view = await asked(address, 'POST', '/api/game', { game: games[k % 4], backend: k % 3 ? 'c' : 'prolog' });
        if (!view.id) { await new Promise(r => setTimeout(r, 200)); continue; }
        for (let step = 0; step < 6 && performance.now() < end; step++) {
            await asked(address, 'POST', `/api/game/${view.id}/${['computer', 'hint', 'computer', 'undo'][(k + step) % 4]}`, {});
            await asked(address, 'GET', `/api/game/${view.id}`);
        }
    }
}

const classroomStart = rss(classroom.pid);
const classroomEnd = performance.now() + seconds * 1000;
await Promise.all(Array.from({ length: clients }, (_, k) => pupil(k, classroomEnd)));
clearInterval(sampler);
const classroomAfter = rss(classroom.pid);
classroom.stop();
const counts = [...statuses].sort().map(([status, n]) => `${n} × ${status}`).join(', ');
console.log(`web: a classroom of ${clients} clients from 10 addresses for ${seconds} s (computer moves, hints, ` +
            `undos and reads of the four games, both backends, default limits): ${counts}; server RSS ` +
            `${classroomStart.toFixed(0)} MB before, at most ${peak.toFixed(0)} MB, ${classroomAfter.toFixed(0)} MB after ` +
            `(bound: 200 MB${peak <= 200 ? ', held' : ', NOT held'})`);
