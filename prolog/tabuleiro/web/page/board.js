// The browser board: draws what the server sends and sends what the
// player clicks.  Every rule is decided in Prolog; this script only knows
// the cells a move starts from and goes to, as the server describes them.
'use strict';

const $ = id => document.getElementById(id);
// view: the game as it is now; step: null, or the number of moves
// played in the position shown while stepping through the game (then
// stepView is that position's view); hint: the last hint, until the
// position changes.
const state = { catalogue: null, view: null, selected: null, timer: null, step: null, stepView: null, hint: null };

async function api(method, path, body) {
    const options = { method, headers: { 'Content-Type': 'application/json' } };
    if (body !== undefined) options.body = JSON.stringify(body);
    const response = await fetch(path, options);
    const text = await response.text();
    const json = response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : null;
    if (!response.ok) throw new Error(json ? json.error : text);
    return json ?? text;
}

// say: what went wrong, in the red alert area; tell: what happened
// (the computer's move, a save), in the plain one.
function say(text) { $('message').textContent = text || ''; }
function tell(text) { $('info').textContent = text || ''; }

async function guarded(action) {
    try { say(''); await action(); } catch (e) { say(e.message); }
}

// onGame(method, action, body): the server's answer to an action on the
// game shown (/api/game/ID/ACTION), or null when another game was opened
// before it came: a slow answer about the earlier game (a backend switch,
// a computer move) must not replace the new game on the board.
async function onGame(method, action, body) {
    const id = state.view.id;
    const answer = await api(method, `/api/game/${id}/${action}`, body);
    return state.view?.id === id ? answer : null;
}

// showOnGame(method, action, body): onGame's view of the game, shown.
async function showOnGame(method, action, body) {
    const view = await onGame(method, action, body);
    if (view) show(view);
    return view;
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
    state.step = null;
    state.stepView = null;
    state.hint = null;
    $('notice').textContent = view.notices.join(' ');
    $('backend').value = view.backend;
    $('played').replaceChildren(...view.played.map((text, i) => {
        const li = Object.assign(document.createElement('li'), { textContent: text, title: 'Show the position after this move' });
        li.addEventListener('click', () => stepTo(i + 1));
        return li;
    }));
    $('moves').replaceChildren(...view.moves.map(move => button(move.text, () => play(move.text), 'move')));
    $('hints').replaceChildren();
    $('choices').replaceChildren();
    tell('');
    drawShown();
    scheduleComputer();
}

// The position shown: the game's own, or the one stepped to.
function shown() { return state.step === null ? state.view : state.stepView; }

function drawShown() {
    const view = shown();
    $('status').textContent = state.step === null ? view.status
        : `After move ${state.step} of ${state.view.played.length}: ${view.status}`;
    document.body.classList.toggle('stepping', state.step !== null);
    drawLastMove(view);
    drawReserves();
    drawBoard();
    drawLegend(view.board.legend);
    drawStepper();
}

// The last move in words, beside the board where it is marked.
function drawLastMove(view) {
    const last = view.last;
    if (!last) { $('last-move').textContent = ''; return; }
    const side = state.view.sides.find(s => s.player === last.player)?.side;
    const who = side === undefined || side === 'human' ? '' : `, computer level ${side}`;
    $('last-move').textContent = `Last move: ${last.text} (${last.player_name}${who})`;
}

function button(text, onClick, className) {
    const b = document.createElement('button');
    b.textContent = text;
    if (className) b.className = className;
    b.addEventListener('click', onClick);
    return b;
}

// A cell's size fills the screen: the board takes the height left by
// the lines above and below it, and at most 60% of the width.
function cellSize(board) {
    const rows = board.rows.length + 1, cols = board.col_labels.length + 1;
    const high = (window.innerHeight - 260) / rows;
    const wide = (window.innerWidth * 0.6 - 60) / cols;
    return Math.max(44, Math.min(160, Math.floor(Math.min(high, wide))));
}

function drawBoard() {
    const board = shown().board;
    drawGrid($('board'), board, cellSize(board), (row, col) => clickCell(row, col));
    highlight();
    markLast();
    drawHintOnBoard();
}

// After the window's size changed: the board again, if its cells change.
function redrawIfResized() {
    const cell = $('board').querySelector('.cell');
    if (state.view && !(cell && Math.abs(cell.getBoundingClientRect().width - cellSize(shown().board)) < 1)) drawBoard();
}

function cellAt([row, col]) {
    return $('board').querySelector(`.cell[data-row="${row}"][data-col="${col}"]`);
}

// The last move's cells (where it started, where it went) are marked.
function markLast() {
    const last = shown().last;
    for (const cell of [last?.from, last?.to]) if (cell) cellAt(cell)?.classList.add('last');
}

// drawGrid(element, board, size, onClick): the cells of a board view
// with their row and column labels; size is a cell's width in pixels.
function drawGrid(grid, board, size, onClick) {
    grid.style.gridTemplateColumns = `2em repeat(${board.col_labels.length}, ${size}px)`;
    grid.style.setProperty('--cell', `${size}px`);
    const names = pieceNames(board.legend);
    const cells = [Object.assign(document.createElement('span'), { className: 'label' })];
    for (const label of board.col_labels) cells.push(Object.assign(document.createElement('span'), { className: 'label', textContent: label }));
    board.rows.forEach((row, r) => {
        cells.push(Object.assign(document.createElement('span'), { className: 'label', textContent: board.row_labels[r] }));
        row.forEach((cell, c) => {
            const b = document.createElement('button');
            b.className = `cell ${cell.kind}` + (cell.side ? ` side-${cell.side}` : '');
            if (cell.glyph.trim()) b.append(Object.assign(document.createElement('span'), { className: 'glyph', textContent: cell.glyph }));
            b.dataset.row = r + 1;
            b.dataset.col = c + 1;
            b.dataset.letter = cell.letter;
            b.title = cell.kind === 'piece' ? names(cell.side, cell.piece) : '';
            if (onClick) b.addEventListener('click', () => onClick(r + 1, c + 1));
            cells.push(b);
        });
    });
    grid.replaceChildren(...cells);
    if (onClick) fillCells(grid, size);
}

// A glyph drawn small in its font (a disc, a ring) is scaled up to fill
// about two thirds of its cell's width, as letters and chess glyphs do.
function fillCells(grid, size) {
    const scales = new Map();
    for (const span of grid.querySelectorAll('.cell .glyph')) {
        if (!scales.has(span.textContent)) {
            const width = span.getBoundingClientRect().width;
            scales.set(span.textContent, width > 0 ? Math.max(1, Math.min(2.2, 0.62 * size / width)) : 1);
        }
        span.style.transform = `scale(${scales.get(span.textContent).toFixed(2)})`;
    }
}

// pieceNames(legend)(side, piece): "White horse", the piece named as the
// moves name it; legendEntry: its glyph and words.
function pieceNames(legend) {
    return (side, piece) => {
        const entry = (legend || []).find(e => e.side === side && e.piece === piece);
        return entry ? `${entry.side_name} ${entry.word}` : `${side} ${piece}`;
    };
}

function drawReserves() {
    const view = shown();
    const reserves = view.board.reserves;
    if (!reserves) { $('reserves').replaceChildren(); return; }
    const entry = (side, piece) => view.board.legend.find(e => e.side === side && e.piece === piece);
    const line = side => {
        const div = document.createElement('div');
        const name = entry(side, reserves[side][0])?.side_name ?? side;
        div.append(`${name} reserve: `);
        for (const piece of reserves[side]) {
            const e = entry(side, piece);
            const b = button(e ? `${e.glyph} ${e.word}` : piece, () => select({ reserve: piece }), 'reserve');
            b.dataset.piece = piece;
            b.disabled = state.step !== null || side !== view.player;
            div.append(b);
        }
        return div;
    };
    $('reserves').replaceChildren(...Object.keys(reserves).filter(side => reserves[side].length).map(line));
}

// What each piece shown is: its glyph, its side and the moves' word for it.
function drawLegend(legend) {
    if (!legend?.length) { $('legend').replaceChildren(); return; }
    const items = legend.map(e => {
        const span = Object.assign(document.createElement('span'), { className: `legend-item side-${e.side}` });
        span.append(Object.assign(document.createElement('span'), { className: 'glyph', textContent: e.glyph }),
            ` ${e.side_name} ${e.word}`);
        return span;
    });
    $('legend').replaceChildren('Pieces: ', ...items);
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
        b.classList.toggle('from', state.step === null && state.view.moves.some(m => same(m.from, here)));
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
    if (state.step !== null) {
        tell('You are looking at an earlier position: Last (or End) goes back to the game to play on.');
        return;
    }
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
    await guarded(() => showOnGame('POST', 'move', { move: text }));
}

async function playClick(click) {
    select(null);
    await guarded(() => showOnGame('POST', 'move', click));
}

// The computer's next move, after the pace's delay, unless paused (then
// the Computer move button plays it).  A new pace applies at once.
function scheduleComputer() {
    clearTimeout(state.timer);
    const view = state.view;
    if (view && state.step === null && view.over === null && view.to_move_side !== 'human' && view.moves.length > 0 && !$('pause').checked)
        state.timer = setTimeout(computerMove, Number($('pace').value));
}

async function computerMove() {
    await guarded(async () => {
        const view = await showOnGame('POST', 'computer');
        if (view) tell(`Computer played ${view.computer_move} in ${(view.seconds * 1000).toFixed(1)} ms: ${view.how}.`);
    });
}

// The hint: the suggestion first, with how its level chose it (a
// search's value, depth and line of play), drawn on the board; then every
// legal move, best first, with the mover's value just after it and after
// the opponent's best answer, which says why a move that gains at once
// is listed low.  A solved game gives every move's exact value instead.
async function hint() {
    if (state.step !== null) await stepTo(state.view.played.length);   // the hint is the game's
    await guarded(async () => {
        const h = await onGame('POST', 'hint');
        if (!h) return;
        state.hint = h;
        const view = state.view;
        const mover = view.player_name;
        const other = view.sides.map(s => s.player).find(p => p !== view.player);
        const head = document.createElement('div');
        head.className = 'suggestion';
        if (h.suggestion === null) head.textContent = 'No move to suggest: the game is over.';
        else {
            head.append('Suggestion: ', Object.assign(document.createElement('strong'), { textContent: h.suggestion }),
                ` (level ${h.level}: ${h.how}).`);
            if (h.search) {
                const value = h.search.score_text.startsWith('score ')
                    ? `it values the position for ${mover} at ${h.search.score} (higher is better for ${mover})`
                    : `it finds ${h.search.score_text} for ${mover}`;
                head.append(Object.assign(document.createElement('div'), { className: 'search', textContent:
                    `The search looked ${counted(h.search.depth, 'move')} ahead; ${value}.` }));
            }
            if (h.line.length > 1) {
                head.append(Object.assign(document.createElement('div'), { className: 'line', textContent:
                    'The line it expects: ' + h.line.map((m, i) => `${i + 1}. ${m.player_name} ${m.text}`).join(', ') + '.' }));
            }
        }
        const list = document.createElement('ol');
        let title;
        if (h.exact) {
            const rank = v => { const [o, , n] = v.split(' '); return o === 'win' ? 1000 - Number(n) : o === 'loss' ? Number(n) - 1000 : 0; };
            const sorted = [...h.exact].sort((a, b) => (b.move === h.suggestion) - (a.move === h.suggestion) || rank(b.value) - rank(a.value));
            list.append(...sorted.map(v => Object.assign(document.createElement('li'), {
                textContent: `${v.move}: ${v.value}`, className: v.move === h.suggestion ? 'best' : '' })));
            title = 'Every move with its exact value, best first:';
        } else {
            // Every game values a won position 100000 (the search: a win found n plies ahead, 100000 - n).
            const signed = n => n >= 99000 ? 'a win' : n <= -99000 ? 'a loss'
                : (n > 0 ? '+' : n < 0 ? '\u2212' : '') + Math.abs(n);
            const sorted = [...h.values].sort((a, b) => (b.move === h.suggestion) - (a.move === h.suggestion));
            list.append(...sorted.map(v => {
                const li = Object.assign(document.createElement('li'), { className: v.move === h.suggestion ? 'best' : '' });
                li.dataset.move = v.move;
                li.textContent = v.after_reply === null ? `${v.move}: ${signed(v.value)}, and the game ends`
                    : `${v.move}: ${signed(v.value)} at once, ${v.after_reply < v.value ? 'but' : 'and'} ${signed(v.after_reply)} after the answer ${v.reply}`;
                return li;
            }));
            title = `The suggestion, then every other move best first by ${mover}'s value after ${playerName(other)}'s ` +
                'best answer: a move that gains at once but loses more after the answer (a piece taken back) comes low. ' +
                'The search looks further ahead than these two moves.';
        }
        $('hints').replaceChildren(head, Object.assign(document.createElement('p'), { className: 'hint-title', textContent: title }), list);
        drawHintOnBoard();
    });
}

function playerName(player) {
    const entry = state.catalogue.games.find(g => g.name === state.view.game);
    return entry?.players.find(p => p.player === player)?.name ?? player;
}

// The hint on the board: an arrow from where the suggestion starts to
// where it goes (a ring where a piece is placed), its cells marked; the
// answer the line expects in a thinner, dashed arrow.
function drawHintOnBoard() {
    const svg = $('arrows');
    svg.replaceChildren();
    for (const b of $('board').querySelectorAll('.hint-from, .hint-to')) b.classList.remove('hint-from', 'hint-to');
    const h = state.hint;
    if (!h || state.step !== null || !h.line.length) return;
    const frame = $('board-frame').getBoundingClientRect();
    svg.setAttribute('width', frame.width);
    svg.setAttribute('height', frame.height);
    const centre = cell => {
        const r = cellAt(cell).getBoundingClientRect();
        return [r.left - frame.left + r.width / 2, r.top - frame.top + r.height / 2, r.width];
    };
    const ns = 'http://www.w3.org/2000/svg';
    const draw = (move, kind) => {
        if (!move.to) return;
        const [x2, y2, w] = centre(move.to);
        if (move.from) {
            const [x1, y1] = centre(move.from);
            const line = document.createElementNS(ns, 'line');
            Object.entries({ x1, y1, x2, y2, class: `arrow ${kind}`, 'marker-end': `url(#head-${kind})` })
                .forEach(([k, v]) => line.setAttribute(k, v));
            svg.append(line);
        } else {
            const ring = document.createElementNS(ns, 'circle');
            Object.entries({ cx: x2, cy: y2, r: w * 0.36, class: `ring ${kind}` }).forEach(([k, v]) => ring.setAttribute(k, v));
            svg.append(ring);
        }
    };
    svg.innerHTML = '<defs>' + ['suggested', 'answer'].map(k =>
        `<marker id="head-${k}" class="head ${k}" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto">` +
        '<path d="M0,0 L10,5 L0,10 z"/></marker>').join('') + '</defs>';
    const [first, answer] = h.line;
    if (answer) draw(answer, 'answer');
    draw(first, 'suggested');
    if (first.from) cellAt(first.from)?.classList.add('hint-from');
    if (first.to) cellAt(first.to)?.classList.add('hint-to');
}

async function undo() {
    await guarded(() => showOnGame('POST', 'undo'));
}

async function switchBackend() {
    if (!state.view) return;
    await guarded(() => showOnGame('POST', 'backend', { backend: $('backend').value }));
}

async function save() {
    await guarded(async () => {
        const text = await api('GET', `/api/game/${state.view.id}/save`);
        const link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
        link.download = `${state.view.game}-game.txt`;
        link.click();
        state.savedText = text;
        tell('Saved.');
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
        tell('Loaded: First, Back and Forward step through its moves.');
    });
}

// ---- Stepping through the game ------------------------------------------

// stepTo(k): shows the position after the first k moves played (the
// server replays them); k the number played goes back to the game.
async function stepTo(k) {
    tell('');
    const total = state.view.played.length;
    k = Math.max(0, Math.min(total, k));
    if (k === total) {
        state.step = null;
        state.stepView = null;
        drawShown();
        scheduleComputer();
        return;
    }
    await guarded(async () => {
        const view = await onGame('GET', `ply/${k}`);
        if (!view) return;
        clearTimeout(state.timer);
        state.selected = null;
        state.step = k;
        state.stepView = view;
        $('choices').replaceChildren();
        drawShown();
    });
}

function drawStepper() {
    const total = state.view.played.length;
    const at = state.step ?? total;
    $('step-at').textContent = `move ${at} of ${total}`;
    $('step-first').disabled = $('step-back').disabled = at === 0;
    $('step-forward').disabled = $('step-last').disabled = at === total;
    $('played').querySelectorAll('li').forEach((li, i) => li.classList.toggle('current', i + 1 === at && state.step !== null));
}

function stepKeys(event) {
    if (!state.view || event.target.closest('input, select, textarea')) return;
    const at = state.step ?? state.view.played.length;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: state.view.played.length }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    stepTo(to);
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
            `<td>${counted(a.moves.length, 'move')}</td><td class="time">${duration(a.seconds)}</td><td>${a.moves.join(' ')}</td></tr>`);
        const [c, p] = [d.answers.find(a => a.backend === 'c'), d.answers.find(a => a.backend === 'prolog')];
        const verdict = c && p ? (c.moves.join() === p.moves.join() ? 'Both backends find the same moves.' : 'THE BACKENDS DISAGREE.')
            + ` Prolog takes ${(p.seconds / c.seconds).toFixed(1)} times as long as C.` : '';
        $('answers').innerHTML = `<table class="timings"><tr><th>Backend</th><th>Answer</th><th>Per call</th><th>Moves</th></tr>${rows.join('')}</table><p id="verdict">${verdict}</p>`;
        $('prolog-source').replaceChildren(...d.prolog.map(excerpt));
        $('c-source').replaceChildren(...d.c.map(excerpt));
    });
}

// counted(3, 'move'): "3 moves"; counted(1, 'move'): "1 move".
function counted(n, noun) { return `${n} ${n === 1 ? noun : `${noun}s`}`; }

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
    $('step-first').addEventListener('click', () => stepTo(0));
    $('step-back').addEventListener('click', () => stepTo((state.step ?? state.view.played.length) - 1));
    $('step-forward').addEventListener('click', () => stepTo((state.step ?? state.view.played.length) + 1));
    $('step-last').addEventListener('click', () => stepTo(state.view.played.length));
    document.addEventListener('keydown', stepKeys);
    let resizing;
    window.addEventListener('resize', () => { clearTimeout(resizing); resizing = setTimeout(redrawIfResized, 100); });
    window.tabuleiro = { state, loadText, stepTo, cellSize };
    const id = location.hash.slice(1);
    if (id) await guarded(async () => show(await api('GET', `/api/game/${id}`)));
    if (!state.view) await newGame();
}

start();
