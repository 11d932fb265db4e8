// The browser board's server under slow and greedy clients: while one
// address (127.0.0.1) attacks, a probe from another (127.0.0.2; Linux
// routes all of 127/8 to the loopback) asks GET /api/games every 0.5 s
// and must get the four games within 1 s each time.  The attacks: 130
// connections sending their header a line every 2 s; 40 connections that
// send nothing (at most 8 held, the others 503 at once; afterwards the
// address has its 8 slots again, no more, no fewer); a body sent 10 bytes
// a second; a 100 MB body (413) and a chunked one (411); bodies of 60 KB
// that must not cost the CPU dear.  Every reply closes its connection;
// the server's memory stays small.  Loopback only,
// bounded in time; small limits through the environment.
//
//     node tests/web/attack_test.mjs        (from the project's root)
import http from 'node:http';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { startServer, checks } from './server.mjs';

const t = checks('web-attacks');
const deadline = 3, perClient = 8;          // seconds; connections of one address
const margin = 3;                           // seconds granted to a busy machine
const { base, stop, pid } = await startServer({ TABULEIRO_WEB_HEADER_SECONDS: String(deadline),
                                                TABULEIRO_WEB_CONNECTIONS_PER_CLIENT: String(perClient) });
const port = Number(new URL(base).port);
const sockets = new Set();
const finish = () => { for (const s of sockets) s.destroy(); stop(); };
const limit = setTimeout(() => { t.check(false, 'the suite took over 90 s'); finish(); process.exit(t.report() || 1); }, 90000);
const sleep = ms => new Promise(r => setTimeout(r, ms));

// request(path, options): {status, headers, text, ms}, or {error, ms};
// a new connection each time, from options.localAddress if given.
function request(path, { method = 'GET', body, headers = {}, localAddress, timeout = 10000 } = {}) {
    const start = performance.now();
    return new Promise(resolve => {
        const req = http.request({ host: '127.0.0.1', port, path, method, localAddress, agent: false,
                                   headers: { 'Content-Type': 'application/json', ...headers } }, res => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', chunk => { text += chunk; });
            res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text, ms: performance.now() - start }));
            res.on('error', error => resolve({ error, ms: performance.now() - start }));
        });
        req.setTimeout(timeout, () => req.destroy(new Error(`no answer within ${timeout} ms`)));
        req.on('error', error => resolve({ error, ms: performance.now() - start }));
        req.end(body);
    });
}

// A probe from 127.0.0.2 every 0.5 s until stopped: each answer within
// 1 s, 200 and the four games, its connection closed.
function probe() {
    const answers = [];
    let running = true;
    const loop = (async () => {
        while (running) {
            answers.push(await request('/api/games', { localAddress: '127.0.0.2', timeout: 5000 }));
            await sleep(500);
        }
    })();
    return async what => {
        running = false;
        await loop;
        const games = a => { try { return JSON.parse(a.text).games.map(g => g.name).join(); } catch { return null; } };
        const wrong = answers.filter(a => a.error || a.status !== 200 || a.ms > 1000 || a.headers.connection !== 'close' ||
            games(a) !== 'teeko,shi,shakti,echek');
        t.check(answers.length >= 3 && wrong.length === 0,
            `${what}: the probe from 127.0.0.2 is answered within 1 s, right, each time ` +
            `(${answers.length} probes; ${wrong.map(a => a.error ? String(a.error) : `${a.status} in ${a.ms.toFixed(0)} ms`).join(', ')})`);
        return answers;
    };
}

// raw(): a connection from 127.0.0.1 whose bytes the test writes; its
// answer and when it was opened and closed (ms since the test began).
function raw() {
    const c = { answer: '', opened: null, closed: null, firstByte: null };
    c.socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.1' });
    sockets.add(c.socket);
    c.ready = new Promise(resolve => c.socket.on('connect', () => { c.opened = performance.now(); resolve(); }));
    c.done = new Promise(resolve => c.socket.on('close', () => { c.closed = performance.now(); sockets.delete(c.socket); resolve(); }));
    c.socket.on('data', chunk => { c.firstByte ??= performance.now(); c.answer += chunk.toString('latin1'); });
    c.socket.on('error', () => {});
    c.status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(c.answer)?.[1] ?? 0);
    c.write = text => { if (!c.socket.destroyed && c.socket.writable) c.socket.write(text); };
    return c;
}
const closesConnection = c => /\r\nConnection: close\r\n/i.test(c.answer);

try {
    // Every kind of reply closes its connection.
    const created = await request('/api/game', { method: 'POST', body: JSON.stringify({ game: 'teeko' }) });
    const lastModified = (await request('/index.html')).headers?.['last-modified'];
    const kinds = [
        ['a JSON 200', await request('/api/games'), 200],
        ['a JSON 201', created, 201],
        ['a JSON 400', await request('/api/game', { method: 'POST', body: '{"game": ' }), 400],
        ['a JSON 404', await request(`/api/game/${JSON.parse(created.text).id}x`), 404],
        ['the page', await request('/'), 200],
        ['a static file', await request('/board.js'), 200],
        ['a 304 of a static file', await request('/index.html', { headers: { 'If-Modified-Since': lastModified } }), 304],
        ['the 404 page', await request('/no/such/page'), 404],
        ['a 405 method', await request('/api/games', { method: 'DELETE' }), 405],
    ];
    for (const [what, r, status] of kinds)
        t.check(r.status === status && r.headers.connection === 'close',
            `${what}: ${status} with Connection: close (got ${r.status ?? r.error}, ${r.headers?.connection})`);

    // (a) 130 connections send a header line every 2 s: each is closed
    // within the deadline (8 held until then, the others refused at
    // once), and the probe is answered all along.
    {
        const stopProbe = probe();
        const slow = [];
        for (let k = 0; k < 130; k++) {
            const c = raw();
            slow.push(c);
            c.ready.then(async () => {
                c.write('GET /api/games HTTP/1.1\r\n');
                for (let line = 0; line < 10 && c.closed === null; line++) {
                    await sleep(2000);
                    c.write(`X-Slow-${line}: ${line}\r\n`);
                }
            });
            if (k % 10 === 9) await sleep(100);     // within the listen queue of 64
        }
        await Promise.race([Promise.all(slow.map(c => c.done)), sleep((deadline + margin + 2) * 1000)]);
        await stopProbe('130 slow connections');
        const late = slow.filter(c => c.closed === null || c.opened === null || c.closed - c.opened > (deadline + margin) * 1000);
        t.check(late.length === 0, `each slow connection is closed within ${deadline} s + ${margin} s (${late.length} were not)`);
        const timedOut = slow.filter(c => c.status() === 408), refused = slow.filter(c => c.status() === 503);
        t.check(timedOut.length <= perClient && refused.length >= 130 - perClient - 10,
            `at most ${perClient} slow connections held until the deadline (408: ${timedOut.length}, 503: ${refused.length})`);
        t.check(timedOut.every(closesConnection) && refused.every(closesConnection), '408 and 503 say Connection: close');
        t.check(/Too many connections from your address at once/.test(refused[0]?.answer), `the 503 in words (${refused[0]?.answer.split('\r\n\r\n')[1]})`);
        t.check(/did not arrive within 3 s/.test(timedOut[0]?.answer ?? 'none held'), `the 408 in words (${timedOut[0]?.answer.split('\r\n\r\n')[1]})`);
    }

    // (b) 40 connections at once that send nothing: 8 held, 32 refused
    // at once; then the address has exactly its 8 slots again.
    {
        const stopProbe = probe();
        const idle = Array.from({ length: 40 }, raw);
        await Promise.all(idle.map(c => c.ready));
        await sleep(1500);
        const refusedAtOnce = idle.filter(c => c.status() === 503 && c.firstByte - c.opened < 1500);
        const held = idle.filter(c => c.answer === '');
        t.check(held.length === perClient && refusedAtOnce.length === 40 - perClient,
            `40 idle connections: ${perClient} held, the others 503 at once (held ${held.length}, 503 ${refusedAtOnce.length})`);
        await Promise.race([Promise.all(idle.map(c => c.done)), sleep((deadline + margin) * 1000)]);
        t.check(held.every(c => c.closed !== null && c.status() === 408), 'the held ones get 408 at the deadline');
        await stopProbe('40 idle connections');

        const again = await request('/api/games');
        t.check(again.status === 200, `afterwards 127.0.0.1 is answered again (got ${again.status ?? again.error})`);
        const eight = Array.from({ length: perClient }, raw);
        await Promise.all(eight.map(c => c.ready));
        await sleep(500);
        const ninth = await request('/api/games', { timeout: 5000 });
        t.check(eight.every(c => c.answer === '') && ninth.status === 503,
            `its slots are back to ${perClient}: ${perClient} held, one more 503 (got ${eight.filter(c => c.answer === '').length} held, ${ninth.status ?? ninth.error})`);
        for (const c of eight) c.socket.destroy();
        await Promise.all(eight.map(c => c.done));
        let after = null;
        for (let k = 0; k < 20 && after?.status !== 200; k++) {
            await sleep(100);
            after = await request('/api/games');
        }
        t.check(after?.status === 200, `connections closed by the client give their slots back (got ${after?.status ?? after?.error})`);
    }

    // (c) A body of 1000 bytes sent 10 bytes a second is cut at the deadline.
    {
        const stopProbe = probe();
        const c = raw();
        await c.ready;
        c.write(`POST /api/game HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`);
        const drip = setInterval(() => c.write('{"game": 1'), 1000);
        await Promise.race([c.done, sleep((deadline + margin) * 1000)]);
        clearInterval(drip);
        await stopProbe('a slow body');
        t.check(c.closed !== null && c.closed - c.opened < (deadline + margin) * 1000 && c.status() === 408 && closesConnection(c),
            `a slow body is cut at the deadline (${c.status()} after ${((c.closed ?? performance.now()) - c.opened).toFixed(0)} ms)`);
    }

    // (d) A 100 MB body: 413 at once; a chunked one: 411.
    {
        const huge = raw();
        await huge.ready;
        huge.write(`POST /api/game HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n`);
        huge.write('x'.repeat(65536));
        await Promise.race([huge.done, sleep(5000)]);
        t.check(huge.status() === 413 && /too large/.test(huge.answer) && closesConnection(huge) && huge.firstByte - huge.opened < 2000,
            `a 100 MB body: 413 at once (got ${huge.status()} after ${((huge.firstByte ?? performance.now()) - huge.opened).toFixed(0)} ms)`);
        const chunked = raw();
        await chunked.ready;
        chunked.write(`POST /api/game HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{"game":"teeko"}\r\n`);
        await Promise.race([chunked.done, sleep(5000)]);
        t.check(chunked.status() === 411 && closesConnection(chunked), `a chunked body: 411 (got ${chunked.status()})`);
    }

    // (e) Large bodies cost little: 20 requests of 60 KB of JSON (strings
    // of 'a', of '\u00e9' escapes) take under 2 s of the server's CPU.
    {
        const cpuTicks = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
            .slice(11, 13).reduce((a, b) => a + Number(b), 0);
        const before = cpuTicks();
        const bodies = [JSON.stringify({ game: 'teeko', pad: 'a'.repeat(60000) }),
                        `{"game": "teeko", "pad": "${'\\u00e9'.repeat(10000)}"}`];
        let created = 0;
        for (let k = 0; k < 20; k++)
            if ((await request('/api/game', { method: 'POST', body: bodies[k % 2] })).status === 201) created++;
        const ticks = cpuTicks() - before;
        t.check(created === 20 && ticks < 200, `20 bodies of 60 KB: ${created} games, ${ticks} ticks of the server's CPU`);
    }

    // (f) A page of another site drives nothing through its visitor's
    // browser: 110 cross-origin POSTs of text/plain (what a form or a
    // no-cors fetch sends) and one of JSON are refused and start no game,
    // a text/plain POST without an Origin too; the board's own page can
    // still start a game afterwards.
    {
        const foreign = [];
        for (let k = 0; k < 110; k++)
            foreign.push((await request('/api/game', { method: 'POST', body: '{"game": "teeko"}',
                headers: { 'Content-Type': 'text/plain', Origin: 'http://evil.example' } })).status);
        const foreignJson = await request('/api/game', { method: 'POST', body: '{"game": "teeko"}',
                                                         headers: { Origin: 'http://evil.example' } });
        const plain = await request('/api/game', { method: 'POST', body: '{"game": "teeko"}',
                                                   headers: { 'Content-Type': 'text/plain' } });
        const own = await request('/api/game', { method: 'POST', body: '{"game": "teeko"}',
                                                 headers: { Origin: `http://127.0.0.1:${port}` } });
        t.check(foreign.every(s => s === 403), `110 cross-origin text/plain POSTs: 403 each (${[...new Set(foreign)]})`);
        t.check(foreignJson.status === 403 && /another site/.test(foreignJson.text),
            `a cross-origin JSON POST: 403 in words (got ${foreignJson.status} ${foreignJson.text})`);
        t.check(plain.status === 415 && /application\/json/.test(plain.text),
            `a text/plain POST: 415 in words (got ${plain.status} ${plain.text})`);
        t.check(own.status === 201, `the board's own page still starts a game (got ${own.status} ${own.text})`);
    }

    // (g) JSON nested 30 000 deep: 400 before it is parsed; 16 such
    // bodies take under 1 s of the server's CPU.
    {
        const cpuTicks = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
            .slice(11, 13).reduce((a, b) => a + Number(b), 0);
        const before = cpuTicks();
        const deep = '['.repeat(30000) + ']'.repeat(30000);
        const answers = [];
        for (let k = 0; k < 16; k++)
            answers.push(await request('/api/game', { method: 'POST', body: k % 2 ? deep : `{"game": ${deep}}` }));
        const ticks = cpuTicks() - before;
        t.check(answers.every(a => a.status === 400 && /nests arrays and objects more than/.test(a.text)) && ticks < 100,
            `16 bodies nested 30 000 deep: 400 in words, ${ticks} ticks of the server's CPU ` +
            `(${[...new Set(answers.map(a => a.status))]})`);
    }

    // (h) Only localhost is served: another Host, with or without a port,
    // and no Host at all, get 403.
    {
        for (const host of ['evil.example', 'evil.example:80', `evil.example:${port}`]) {
            const r = await request('/api/games', { headers: { Host: host } });
            t.check(r.status === 403, `Host: ${host}: 403 (got ${r.status})`);
        }
        const noHost = raw();
        await noHost.ready;
        noHost.write('GET /api/games HTTP/1.0\r\n\r\n');
        await Promise.race([noHost.done, sleep(5000)]);
        t.check(/^HTTP\/1\.1 403/.test(noHost.answer), `no Host header: 403 (got ${noHost.answer.split('\r\n')[0]})`);
    }

    // (i) Paths that leave the page's folder, or cannot name a file: 404.
    for (const path of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd',
                        '/page/../../web.pl', '/.%2e/', '/index.html/..', '/%00', '/a%00.html']) {
        const r = await request(path);
        t.check(r.status === 404, `${path}: 404 (got ${r.status})`);
    }

    // (j) A classroom's worth of searches: 50 clients from 10 addresses
    // ask for computer moves and hints in the four games on both
    // backends for 15 s; the server's memory, sampled every half second,
    // stays under 200 MB (the searches run a few at a time, and give
    // their memory back).
    {
        const rssNow = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
        let peak = rssNow();
        const sampler = setInterval(() => { peak = Math.max(peak, rssNow()); }, 500);
        const end = performance.now() + 15000;
        const games = (await fetch(`${base}/api/games`).then(r => r.json())).games.map(g => g.name);
        const pupil = async k => {
            const localAddress = `127.0.0.${11 + k % 10}`;
            while (performance.now() < end) {
                const made = await request('/api/game', { method: 'POST', localAddress,
                    body: JSON.stringify({ game: games[k % games.length], backend: k % 3 ? 'c' : 'prolog' }) });
                const id = made.status === 201 ? JSON.parse(made.text).id : null;
                if (!id) { await sleep(200); continue; }
                for (let step = 0; step < 4 && performance.now() < end; step++)
                    await request(`/api/game/${id}/${step % 2 ? 'hint' : 'computer'}`, { method: 'POST', body: '{}', localAddress });
            }
        };
        await Promise.all(Array.from({ length: 50 }, (_, k) => pupil(k)));
        clearInterval(sampler);
        console.log(`web-attacks: server RSS under a classroom of searches: at most ${peak.toFixed(0)} MB`);
        t.check(peak < 200, `a classroom of searches: the server's RSS stays under 200 MB (at most ${peak.toFixed(0)} MB)`);
    }

    // (k) The server's memory after all of this.
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
    console.log(`web-attacks: server RSS after attacks: ${rss.toFixed(0)} MB`);
    t.check(rss < 200, `the server's RSS stays under 200 MB (${rss.toFixed(0)} MB)`);
    const last = await request('/api/games');
    t.check(last.status === 200, 'the server still answers 127.0.0.1 at the end');
} catch (e) {
    t.check(false, `the suite raised ${e.stack ?? e}`);
} finally {
    clearTimeout(limit);
    finish();
}
process.exit(t.report());
