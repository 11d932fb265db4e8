// Starts the browser board's server for a test: a free loopback port,
// SWI-Prolog in a child process, stopped with the test.
import { spawn } from 'node:child_process';
import net from 'node:net';

function freePort() {
    return new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.on('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address();
            probe.close(() => resolve(port));
        });
    });
}

// startServer(env): {base, stop, said, pid}; base is http://127.0.0.1:PORT,
// said() what the server printed, pid the server's process.  The server
// is started as a user starts it: swipl prolog/web.pl --port=PORT, with
// the variables of env added to
// the environment (e.g. TABULEIRO_DB_DIR, where Teeko's database is).
export async function startServer(env = {}) {
    const port = await freePort();
    const child = spawn('swipl', ['prolog/web.pl', `--port=${port}`],
        { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', chunk => { output += chunk; });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
        try {
            const r = await fetch(`${base}/api/games`);
            if (r.ok) break;
        } catch { /* not up yet */ }
        await new Promise(r => setTimeout(r, 200));
    }
    return { base, stop: () => child.kill('SIGTERM'), said: () => output, pid: child.pid };
}

// A tiny check counter: the suite's last line is "NAME: N passed, M failed".
export function checks(name) {
    let passed = 0, failed = 0;
    return {
        check(ok, what) {
            if (ok) passed++; else { failed++; console.log(`FAILED: ${what}`); }
        },
        report() {
            console.log(`${name}: ${passed} passed, ${failed} failed`);
            return failed === 0 ? 0 : 1;
        },
    };
}
