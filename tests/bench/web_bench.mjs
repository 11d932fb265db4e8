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
