// The browser board: draws what the server sends and sends what the
// player clicks.  Every rule is decided in Prolog; this script only knows
// the cells a move starts from and goes to, as the server describes them.
'use strict';

const $ = id => document.getElementById(id);
const state = { catalogue: null, view: null, selected: null, timer: null };

async function api(method, path, body) {
    const options = { method, headers: { 'Content-Type': 'application/json' } };
    if (body !== undefined) options.body = JSON.stringify(body);
    const response = await fetch(path, options);
    const text = await response.text();
    const json = response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : null;
    if (!response.ok) throw new Error(json ? json.error : text);
    return json ?? text;
}

function say(text) { $('message').textContent = text || ''; }

async function guarded(action) {
    try { say(''); await action(); } catch (e) { say(e.message); }
}

// ---- Set-up -------------------------------------------------------------

function gameEntry() { return state.catalogue.games.find(g => g.name === $('game').value); }

function fillSetup() {
    const entry = gameEntry();
    $('rules').replaceChildren(...entry.rules.map(rule => {
        const label = document.createElement('label');
        label.innerHTML = `<input type="checkbox" value="${rule}"> ${rule}`;
        return label;
    }));
    for (const [select, player] of [[$('first'), entry.players[0]], [$('second'), entry.players[1]]]) {
        select.previousSibling.textContent = `${player.name} `;
        select.replaceChildren(new Option('human', 'human'),
            ...entry.levels.map(l => Object.assign(new Option(`computer ${l.level}`, l.level), { title: l.text })));
    }
    $('topic').replaceChildren(...entry.topics.map(t => new Option(t.title, t.topic)));
}

async function newGame(event) {
    event?.preventDefault();
    const side = value => value === 'human' ? 'human' : Number(value);
    const rules = [...$('rules').querySelectorAll('input:checked')].map(i => i.value);
    await guarded(async () => {
        show(await api('POST', '/api/game', {
            game: $('game').value, rules, backend: $('backend').value,
            players: { first: side($('first').value), second: side($('second').value) },
        }));
        history.replaceState(null, '', `#${state.view.id}`);
    });
}

// ---- Drawing ------------------------------------------------------------

function show(view) {
    state.view = view;
    state.selected = null;
    $('status').textContent = view.status;
    $('notice').textContent = view.notices.join(' ');
    $('backend').value = view.backend;
    $('played').replaceChildren(...view.played.map(text => Object.assign(document.createElement('li'), { textContent: text })));
    $('moves').replaceChildren(...view.moves.map(move => button(move.text, () => play(move.text), 'move')));
    $('hints').replaceChildren();
    $('choices').replaceChildren();
    drawReserves();
    drawBoard();
    scheduleComputer();
}

function button(text, onClick, className) {
    const b = document.createElement('button');
    b.textContent = text;
    if (className) b.className = className;
    b.addEventListener('click', onClick);
    return b;
}

function drawBoard() {
    drawGrid($('board'), state.view.board, 48, (row, col) => clickCell(row, col));
    highlight();
}

// drawGrid(element, board, size, onClick): the cells of a board view
// with their row and column labels; size is a cell's width in pixels.
function drawGrid(grid, board, size, onClick) {
    grid.style.gridTemplateColumns = `2em repeat(${board.col_labels.length}, ${size}px)`;
    const cells = [Object.assign(document.createElement('span'), { className: 'label' })];
    for (const label of board.col_labels) cells.push(Object.assign(document.createElement('span'), { className: 'label', textContent: label }));
    board.rows.forEach((row, r) => {
        cells.push(Object.assign(document.createElement('span'), { className: 'label', textContent: board.row_labels[r] }));
        row.forEach((cell, c) => {
            const b = document.createElement('button');
            b.className = `cell ${cell.kind}` + (cell.side ? ` side-${cell.side}` : '');
            b.textContent = cell.glyph.trim() ? cell.glyph : '';
            b.dataset.row = r + 1;
            b.dataset.col = c + 1;
            b.dataset.letter = cell.letter;
            b.title = cell.kind === 'piece' ? `${cell.side} ${cell.piece}` : '';
            if (onClick) b.addEventListener('click', () => onClick(r + 1, c + 1));
            cells.push(b);
        });
    });
    grid.replaceChildren(...cells);
}

function drawReserves() {
    const reserves = state.view.board.reserves;
    if (!reserves) { $('reserves').replaceChildren(); return; }
    const line = side => {
        const div = document.createElement('div');
        div.append(`${side} reserve: `);
        for (const piece of reserves[side]) {
            const b = button(piece, () => select({ reserve: piece }), 'reserve');
            b.dataset.piece = piece;
            b.disabled = side !== state.view.player;
            div.append(b);
        }
        return div;
    };
    $('reserves').replaceChildren(line('white'), line('black'));
}

const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];

// The moves that start where the player clicked (a cell or a reserve
// piece); with nothing selected, the moves that start nowhere (drops).
function selectedMoves() {
    const s = state.selected;
    return state.view.moves.filter(m =>
        s === null ? m.from === null && m.reserve === null && m.to !== null
        : s.reserve ? m.reserve === s.reserve
        : same(m.from, s.cell));
}

function highlight() {
    const targets = selectedMoves().map(m => m.to);
    for (const b of $('board').querySelectorAll('.cell')) {
        const here = [Number(b.dataset.row), Number(b.dataset.col)];
        b.classList.toggle('from', state.view.moves.some(m => same(m.from, here)));
        b.classList.toggle('selected', !!state.selected?.cell && same(state.selected.cell, here));
        b.classList.toggle('target', targets.some(t => same(t, here)));
    }
    for (const b of $('reserves').querySelectorAll('button'))
        b.classList.toggle('selected', state.selected?.reserve === b.dataset.piece);
}

function select(selection) {
    state.selected = selection;
    $('choices').replaceChildren();
    highlight();
}

// A click on a cell: a move's target plays it; a piece of the player to
// move is selected; any other cell, after a piece or a reserve piece was
// chosen (or a drop's cell, with nothing chosen), is sent as it is, so that
// the server says why the move is not legal, in the prompt's words.
function clickCell(row, col) {
    const here = [row, col];
    const onTarget = selectedMoves().filter(m => same(m.to, here));
    if (onTarget.length === 1) return play(onTarget[0].text);
    if (onTarget.length > 1) {   // e.g. a Pawn placed, then where it steps
        $('choices').replaceChildren('Which one? ', ...onTarget.map(m => button(m.text, () => play(m.text), 'choice')));
        return;
    }
    const s = state.selected;
    if (s?.cell && same(s.cell, here)) return select(null);
    if (state.view.moves.some(m => same(m.from, here)) || ownPiece(here)) return select({ cell: here });
    if (state.view.over !== null) return select(null);
    if (s?.cell) return playClick({ from: s.cell, to: here });
    if (s?.reserve) return playClick({ reserve: s.reserve, to: here });
    if (state.view.moves.some(m => m.from === null && m.reserve === null)) return playClick({ to: here });
    select(null);
}

function ownPiece([row, col]) {
    const cell = state.view.board.rows[row - 1][col - 1];
    return cell.kind === 'piece' && cell.side === state.view.player;
}

// ---- Playing ------------------------------------------------------------

async function play(text) {
    await guarded(async () => show(await api('POST', `/api/game/${state.view.id}/move`, { move: text })));
}

async function playClick(click) {
    select(null);
    await guarded(async () => show(await api('POST', `/api/game/${state.view.id}/move`, click)));
}

// The computer's next move, after the pace's delay, unless paused (then
// the Computer move button plays it).  A new pace applies at once.
function scheduleComputer() {
    clearTimeout(state.timer);
    const view = state.view;
    if (view && view.over === null && view.to_move_side !== 'human' && view.moves.length > 0 && !$('pause').checked)
        state.timer = setTimeout(computerMove, Number($('pace').value));
}

async function computerMove() {
    await guarded(async () => {
        const view = await api('POST', `/api/game/${state.view.id}/computer`);
        show(view);
        say(`Computer played ${view.computer_move} in ${(view.seconds * 1000).toFixed(1)} ms: ${view.how}.`);
    });
}

async function hint() {
    await guarded(async () => {
        const h = await api('POST', `/api/game/${state.view.id}/hint`);
        const items = (h.exact ?? h.values).map(v => Object.assign(document.createElement('li'), {
            textContent: `${v.move}: ${v.value}`, className: v.move === h.suggestion ? 'best' : '' }));
        const title = h.exact ? 'Every move with its exact value:' : `Suggestion: ${h.suggestion}. Each move with the value after it:`;
        const list = document.createElement('ul');
        list.append(...items);
        $('hints').replaceChildren(title, list);
    });
}

async function undo() {
    await guarded(async () => show(await api('POST', `/api/game/${state.view.id}/undo`)));
}

async function switchBackend() {
    if (!state.view) return;
    await guarded(async () => show(await api('POST', `/api/game/${state.view.id}/backend`, { backend: $('backend').value })));
}

async function save() {
    await guarded(async () => {
        const text = await api('GET', `/api/game/${state.view.id}/save`);
        const link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
        link.download = `${state.view.game}-game.txt`;
        link.click();
        state.savedText = text;
        say('Saved.');
    });
}

async function load(event) {
    const file = event.target.files[0];
    if (!file) return;
    await loadText(await file.text());
    event.target.value = '';
}

async function loadText(text) {
    await guarded(async () => {
        show(await api('POST', '/api/load', { text, backend: $('backend').value }));
        $('game').value = state.view.game;
        say('Loaded.');
    });
}

// ---- Demo view ----------------------------------------------------------

// The view opens with both backends run on the game's position: its
// panels are never empty.
function openDemo() {
    $('demo').hidden = false;
    $('demo-title').textContent = `Demo: ${state.view.title}`;
    return runDemo();
}

async function runDemo() {
    await guarded(async () => {
        $('answers').textContent = 'Running both backends, timing each until stable...';
        const d = await api('GET', `/api/game/${state.view.id}/demo?topic=${$('topic').value}&position=${$('demo-position').value}`);
        $('demo-rule').textContent = `${d.title}: ${d.rule} Position: ${d.state.notation}`;
        const mini = Object.assign(document.createElement('div'), { className: 'mini' });
        drawGrid(mini, d.state.board, 30, null);
        const found = new Set(d.answers[0].moves);
        for (const move of d.state.moves.filter(m => found.has(m.text) && m.to))
            mini.querySelector(`.cell[data-row="${move.to[0]}"][data-col="${move.to[1]}"]`).classList.add('target');
        $('demo-board').replaceChildren(mini, ' The cells where the moves found go are green.');
        const rows = d.answers.map(a => `<tr class="answer" data-backend="${a.backend}"><td>${a.backend === 'c' ? 'C core' : 'Prolog'}</td>` +
            `<td>${a.moves.length} moves</td><td class="time">${duration(a.seconds)}</td><td>${a.moves.join(' ')}</td></tr>`);
        const [c, p] = [d.answers.find(a => a.backend === 'c'), d.answers.find(a => a.backend === 'prolog')];
        const verdict = c && p ? (c.moves.join() === p.moves.join() ? 'Both backends find the same moves.' : 'THE BACKENDS DISAGREE.')
            + ` Prolog takes ${(p.seconds / c.seconds).toFixed(1)} times as long as C.` : '';
        $('answers').innerHTML = `<table class="timings"><tr><th>Backend</th><th>Answer</th><th>Per call</th><th>Moves</th></tr>${rows.join('')}</table><p id="verdict">${verdict}</p>`;
        $('prolog-source').replaceChildren(...d.prolog.map(excerpt));
        $('c-source').replaceChildren(...d.c.map(excerpt));
    });
}

function duration(s) {
    return s < 1e-6 ? `${(s * 1e9).toFixed(0)} ns` : s < 1e-3 ? `${(s * 1e6).toFixed(2)} µs`
        : s < 1 ? `${(s * 1e3).toFixed(2)} ms` : `${s.toFixed(2)} s`;
}

function excerpt(e) {
    const pre = document.createElement('pre');
    pre.className = 'excerpt';
    for (const line of e.lines) {
        pre.append(Object.assign(document.createElement('span'), { className: 'n', textContent: String(line.n).padStart(4) + ' ' }), line.text + '\n');
    }
    return pre;
}

// ---- Start --------------------------------------------------------------

async function start() {
    state.catalogue = await api('GET', '/api/games');
    $('game').replaceChildren(...state.catalogue.games.map(g => new Option(g.title, g.name)));
    $('backend').replaceChildren(...state.catalogue.backends.map(b => new Option(b === 'c' ? 'C core' : 'Prolog', b)));
    fillSetup();
    $('game').addEventListener('change', fillSetup);
    $('setup').addEventListener('submit', newGame);
    $('backend').addEventListener('change', switchBackend);
    $('hint').addEventListener('click', hint);
    $('undo').addEventListener('click', undo);
    $('computer').addEventListener('click', computerMove);
    $('pace').addEventListener('input', scheduleComputer);
    $('pause').addEventListener('change', scheduleComputer);
    $('save').addEventListener('click', save);
    $('load').addEventListener('change', load);
    $('demo-open').addEventListener('click', openDemo);
    $('demo-run').addEventListener('click', runDemo);
    $('demo-close').addEventListener('click', () => { $('demo').hidden = true; });
    window.tabuleiro = { state, loadText };
    const id = location.hash.slice(1);
    if (id) await guarded(async () => show(await api('GET', `/api/game/${id}`)));
    if (!state.view) await newGame();
}

start();
