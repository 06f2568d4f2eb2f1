// The playground's behaviour: each puzzle's board editor, the judge's text
// kept in step with it both ways, and the answer, walkthrough and picture of
// every edit, computed by the puzzle's own main() compiled to WebAssembly
// (a fresh instance each run; no solver logic lives here, only the formats).
'use strict';

// ---------------------------------------------------------------------------
// The solvers: the same C++ programs, run as a judge runs them.

const FACTORIES = { civ: createCiv, sokoban: createSokoban, chameleon: createChameleon };
const JUDGE_FILES = { civ: 'input.txt', sokoban: 'sokoban.in', chameleon: 'input.txt' };
const FIRST_SAMPLES = { civ: 'statement', sokoban: 'statement_two_pushes', chameleon: 'statement' };
const PAGE_PATH = '/picture.html';  // where --html writes, in the instance's memory

function fromBase64(text) {
  const chars = atob(text);
  return Uint8Array.from(chars, (c) => c.charCodeAt(0));
}
function toBase64(bytes) {
  let chars = '';
  for (const byte of bytes) chars += String.fromCharCode(byte);
  return btoa(chars);
}

const compiled = {};  // puzzle -> Promise<WebAssembly.Module>, compiled once
function compiledModule(puzzle) {
  if (!compiled[puzzle]) compiled[puzzle] = WebAssembly.compile(fromBase64(PLAYGROUND_DATA.modules[puzzle]));
  return compiled[puzzle];
}

// Runs PUZZLE's main with ARGS and the bytes INPUT as standard input, in a
// fresh instance: { code, stdout, stderr (bytes), page (what --html wrote) }.
async function runSolver(puzzle, args, input) {
  const wasm = await compiledModule(puzzle);
  return new Promise((resolve, reject) => {
    const stdout = [], stderr = [];
    let at = 0, instance = null;
    FACTORIES[puzzle]({
      arguments: args,
      stdin: () => (at < input.length ? input[at++] : null),
      stdout: (byte) => { if (byte !== null) stdout.push(byte & 255); },
      stderr: (byte) => { if (byte !== null) stderr.push(byte & 255); },
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(wasm, imports).then(done, reject);
        return {};
      },
      preRun: [(module) => { instance = module; }],
      quit: (code, toThrow) => { throw toThrow; },  // never the browser's tab
      onAbort: (what) => reject(new Error(`${puzzle} aborted: ${what}`)),
      onExit: (code) => {
        let page = '';
        try { if (args.includes('--html')) page = instance.FS.readFile(PAGE_PATH, { encoding: 'utf8' }); } catch (e) { page = ''; }
        resolve({ code, stdout: Uint8Array.from(stdout), stderr: Uint8Array.from(stderr), page });
      },
    });
  });
}

// ---------------------------------------------------------------------------
// Text and bytes: «Хамелеон»'s files come in four encodings. Encoding a code
// page goes by the browser's own decoder of it, read backwards.

const ENCODINGS = { 'UTF-8': 'utf-8', CP1251: 'windows-1251', CP866: 'ibm866', 'KOI8-R': 'koi8-r' };
const encoders = {};
function encode(text, encoding) {
  if (encoding === 'UTF-8') return new TextEncoder().encode(text);
  if (!encoders[encoding]) {
    const decoder = new TextDecoder(ENCODINGS[encoding]);
    const table = new Map();
    for (let byte = 255; byte >= 0; byte -= 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
    encoders[encoding] = table;
  }
  const table = encoders[encoding];
  return Uint8Array.from(Array.from(text), (char) => (table.has(char) ? table.get(char) : 0x3f));
}
const decode = (bytes, encoding = 'UTF-8') => new TextDecoder(ENCODINGS[encoding]).decode(bytes);

// The encoding a «Хамелеон» file is most likely in: UTF-8 when it is valid
// UTF-8, else the code page that reads the most letters of the word.
function likelyEncoding(bytes) {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'UTF-8';
  } catch (e) {
    const letters = (text) => Array.from(text).filter((c) => 'ХАМЕЛОН'.includes(c)).length;
    return ['CP1251', 'CP866', 'KOI8-R'].reduce((best, e2) => (letters(decode(bytes, e2)) > letters(decode(bytes, best)) ? e2 : best));
  }
}

// ---------------------------------------------------------------------------
// The puzzles: each reads its judge's text into a model (leniently: the
// program has accepted the text already), writes it back, and draws it.

const el = (tag, attributes = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') node.className = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
};
const lines = (text) => text.split(/\r?\n/).map((line) => line.replace(/\s+$/, '')).filter((line) => line !== '');
const numbers = (line) => line.trim().split(/\s+/).map(Number);
const clamp = (value, lo, hi) => Math.max(lo, Math.min(hi, value));

const civ = {
  tools: [['1', 'plains'], ['2', 'hills'], ['3', 'mountains'], ['*', 'water'], ['-', 'road'], ['=', 'railway'],
    ['.', 'no road'], ['S', 'start'], ['T', 'target']],
  tool: '2',
  drawing: false,  // a drag paints; one pointerup anywhere on the page ends it (below)
  parse(text) {
    const rows = lines(text);
    const [w, h, x1, y1, x2, y2, m] = numbers(rows[0] || '');
    if (!(w > 0 && h > 0) || rows.length < h + 1) return null;
    const cells = rows.slice(1, h + 1).map((row) => Array.from({ length: w }, (_, x) => row.substr(2 * x, 2)));
    if (cells.some((row) => row.some((cell) => cell.length !== 2))) return null;
    return { w, h, start: [x1, y1], target: [x2, y2], m, cells };
  },
  serialize(p) {
    return `${p.w} ${p.h} ${p.start[0]} ${p.start[1]} ${p.target[0]} ${p.target[1]} ${p.m}\n` +
      p.cells.map((row) => row.join('') + '\n').join('');
  },
  resize(p, w, h) {
    const cells = Array.from({ length: h }, (_, y) => Array.from({ length: w }, (_, x) => (p.cells[y] && p.cells[y][x]) || '1.'));
    const inside = ([x, y]) => [clamp(x, 1, w), clamp(y, 1, h)];
    return { ...p, w, h, cells, start: inside(p.start), target: inside(p.target) };
  },
  // The tool applied to cell (x, y), 1-based: the new model, or a reason it is refused.
  apply(p, x, y) {
    const cell = p.cells[y - 1][x - 1];
    if (this.tool === 'S') return { ...p, start: [x, y] };
    if (this.tool === 'T') return { ...p, target: [x, y] };
    const cells = p.cells.map((row) => row.slice());
    if ('123'.includes(this.tool)) cells[y - 1][x - 1] = this.tool + (cell[0] === '*' ? '.' : cell[1]);
    else if (this.tool === '*') cells[y - 1][x - 1] = '**';
    else if (cell[0] === '*') return 'water carries no road or railway: give the cell a terrain first';
    else cells[y - 1][x - 1] = cell[0] + this.tool;
    return { ...p, cells };
  },
  controls(p, change) {
    const number = (label, value, lo, hi, set) => el('label', {}, `${label} `, el('input', {
      type: 'number', min: lo, max: hi, value, 'aria-label': label,
      // (an input the redraw removed still reports its change as it goes: ignored)
      onchange: (event) => { if (event.target.isConnected) change(set(clamp(Math.round(Number(event.target.value)) || lo, lo, hi))); },
    }));
    return [
      number('width', p.w, 2, 100, (w) => this.resize(state.model, w, state.model.h)),
      number('height', p.h, 2, 100, (h) => this.resize(state.model, state.model.w, h)),
      number('M', p.m, 1, 3, (m) => ({ ...state.model, m })),
      ...this.tools.map(([tool, name]) => el('button', {
        type: 'button', class: 'tool', 'aria-pressed': String(this.tool === tool), 'data-tool': name,
        onclick: (event) => {
          this.tool = tool;
          for (const button of event.target.parentNode.querySelectorAll('.tool')) button.setAttribute('aria-pressed', String(button === event.target));
        },
      }, name)),
    ];
  },
  cellClass(p, x, y) {
    const cell = p.cells[y - 1][x - 1];
    const names = ['cell', cell[0] === '*' ? 'water' : `t${cell[0]}`];
    if (cell[1] === '-') names.push('road');
    if (cell[1] === '=') names.push('rail');
    if (p.start[0] === x && p.start[1] === y) names.push('start');
    if (p.target[0] === x && p.target[1] === y) names.push('target');
    return names.join(' ');
  },
  board(p, change, refuse) {
    const size = clamp(Math.floor(560 / Math.max(p.w, p.h)), 5, 28);
    const grid = el('div', { class: 'grid civ' });
    grid.style.gridTemplateColumns = `repeat(${p.w}, ${size}px)`;
    grid.style.setProperty('--cell', `${size}px`);
    const paint = (x, y) => {
      const made = this.apply(state.model, x, y);
      if (typeof made === 'string') refuse(made);
      else change(made);
    };
    for (let y = 1; y <= p.h; y += 1) {
      for (let x = 1; x <= p.w; x += 1) {
        grid.append(el('div', {
          class: this.cellClass(p, x, y), 'data-x': x, 'data-y': y, title: `(${x}, ${y})`,
          onpointerdown: (event) => { event.preventDefault(); this.drawing = true; paint(x, y); },
          onpointerenter: () => { if (this.drawing) paint(x, y); },
        }));
      }
    }
    return grid;
  },
  // Redraws the cells of a model of the board's size in place (a drag
  // repaints thousands of cells otherwise).
  update(grid, p) {
    for (const cell of grid.children) cell.className = this.cellClass(p, Number(cell.dataset.x), Number(cell.dataset.y));
  },
  sameShape: (a, b) => a.w === b.w && a.h === b.h,
};

const sokoban = {
  parse(text) {
    const rows = lines(text);
    const n = Number(rows[0]);
    if (!(n >= 1) || rows.length < 6 + n) return null;
    const walls = rows.slice(6, 6 + n).map((row) => (/\s/.test(row.trim()) ? numbers(row) : Array.from(row.trim(), Number)));
    if (walls.some((row) => row.length !== n)) return null;
    return { n, worker: numbers(rows[1]), crates: [numbers(rows[2]), numbers(rows[3])], targets: [numbers(rows[4]), numbers(rows[5])], walls };
  },
  serialize(p) {
    const cell = ([r, c]) => `${r} ${c}\n`;
    return `${p.n}\n` + cell(p.worker) + p.crates.map(cell).join('') + p.targets.map(cell).join('') +
      p.walls.map((row) => row.join(' ') + '\n').join('');
  },
  things(p) {
    return [['worker', p.worker], ['crate', p.crates[0]], ['crate', p.crates[1]], ['target', p.targets[0]], ['target', p.targets[1]]];
  },
  thingAt(p, r, c) {
    return this.things(p).findIndex(([, at]) => at[0] === r && at[1] === c);
  },
  // Thing `index` (of things()) moved to (r, c): the new model, or why not.
  move(p, index, r, c) {
    const [kind] = this.things(p)[index];
    if (p.walls[r][c]) return `the ${kind} cannot stand on a wall`;
    const there = this.thingAt(p, r, c);
    if (there >= 0 && there !== index) return `the ${kind} cannot share a cell with the ${this.things(p)[there][0]}: the statement's five cells are all different`;
    const moved = { ...p, crates: p.crates.slice(), targets: p.targets.slice() };
    if (index === 0) moved.worker = [r, c];
    else if (index <= 2) moved.crates[index - 1] = [r, c];
    else moved.targets[index - 3] = [r, c];
    return moved;
  },
  toggleWall(p, r, c) {
    const there = this.thingAt(p, r, c);
    if (there >= 0) return `the ${this.things(p)[there][0]} stands there: drag it elsewhere first`;
    const walls = p.walls.map((row) => row.slice());
    walls[r][c] = 1 - walls[r][c];
    return { ...p, walls };
  },
  resize(p, n) {
    const outside = this.things(p).find(([, [r, c]]) => r >= n || c >= n);
    if (outside) return `the ${outside[0]} at (${outside[1].join(', ')}) would fall outside a ${n}×${n} warehouse: move it first`;
    const walls = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (p.walls[r] && p.walls[r][c]) || 0));
    return { ...p, n, walls };
  },
  controls(p, change, refuse) {
    const sizes = el('select', {
      'aria-label': 'n',
      onchange: (event) => {
        const made = this.resize(state.model, Number(event.target.value));
        if (typeof made === 'string') { refuse(made); event.target.value = String(state.model.n); } else change(made);
      },
    }, ...[4, 5, 6, 7, 8, 9, 10].map((n) => el('option', { value: n }, String(n))));
    sizes.value = String(p.n);
    return [el('label', {}, 'n ', sizes), el('span', { class: 'note' }, 'click a cell for a wall; drag the worker (W), a crate (C) or a target (the yellow cells)')];
  },
  board(p, change, refuse) {
    const grid = el('div', { class: 'grid sokoban' });
    grid.style.gridTemplateColumns = `repeat(${p.n}, 40px)`;
    grid.style.setProperty('--cell', '40px');
    let dragged = -1, from = null;
    for (let r = 0; r < p.n; r += 1) {
      for (let c = 0; c < p.n; c += 1) {
        const index = this.thingAt(p, r, c);
        const kind = index >= 0 ? this.things(p)[index][0] : '';
        const onTarget = p.targets.some(([tr, tc]) => tr === r && tc === c);
        const names = ['cell', p.walls[r][c] ? 'wall' : '', onTarget ? 'goal' : ''].filter(Boolean).join(' ');
        const mark = kind === 'worker' ? el('span', { class: 'worker' }, 'W') : kind === 'crate' ? el('span', { class: 'crate' }, 'C') : '';
        grid.append(el('div', {
          class: names, 'data-r': r, 'data-c': c, title: `row ${r}, column ${c}${kind ? `: the ${kind}` : ''}`,
          onpointerdown: (event) => { event.preventDefault(); dragged = index; from = [r, c]; },
          onpointerup: () => {
            if (from === null) return;
            const made = from[0] === r && from[1] === c
              ? (dragged >= 0 ? state.model : this.toggleWall(state.model, r, c))
              : (dragged >= 0 ? this.move(state.model, dragged, r, c) : state.model);
            dragged = -1; from = null;
            if (typeof made === 'string') refuse(made); else if (made !== state.model) change(made);
          },
        }, mark));
      }
    }
    return grid;
  },
};

const chameleon = {
  encoding: 'UTF-8',
  parse(text) {
    const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((row) => row.trim() !== '');
    const board = rows.slice(0, 3).map((row) => Array.from(row).concat([' ', ' ', ' ']).slice(0, 3));
    return board.length === 3 ? { cells: board.flat() } : null;
  },
  serialize: (p) => [0, 3, 6].map((i) => p.cells.slice(i, i + 3).join('') + '\n').join(''),
  controls(p, change, refuse, reencode) {
    const choice = el('select', { 'aria-label': 'encoding', onchange: (event) => { this.encoding = event.target.value; reencode(); } },
      ...Object.keys(ENCODINGS).map((name) => el('option', { value: name }, name)));
    choice.value = this.encoding;
    return [el('label', {}, 'the input file in ', choice), el('span', { class: 'note' }, 'click a tile next to the empty cell to slide it')];
  },
  board(p, change, refuse) {
    const grid = el('div', { class: 'grid chameleon' });
    grid.style.gridTemplateColumns = 'repeat(3, 64px)';
    const blank = p.cells.indexOf(' ');
    p.cells.forEach((letter, at) => {
      grid.append(el('div', {
        class: letter === ' ' ? 'cell blank' : 'cell', 'data-cell': at, title: `row ${Math.floor(at / 3) + 1}, column ${at % 3 + 1}`,
        onclick: () => {
          const nextTo = blank >= 0 && Math.abs(Math.floor(at / 3) - Math.floor(blank / 3)) + Math.abs((at % 3) - (blank % 3)) === 1;
          if (letter === ' ') return;
          if (!nextTo) { refuse('only a tile next to the empty cell can slide'); return; }
          const cells = p.cells.slice();
          [cells[at], cells[blank]] = [cells[blank], cells[at]];
          change({ cells });
        },
      }, letter));
    });
    return grid;
  },
};

const PUZZLES = { civ, sokoban, chameleon };

// ---------------------------------------------------------------------------
// The page: one puzzle at a time, its board, its text and the answer.

const $ = (id) => document.getElementById(id);
const state = { puzzle: 'civ', model: null, bytes: new Uint8Array(), grid: null };
const encodingOf = (puzzle) => (puzzle === 'chameleon' ? chameleon.encoding : 'UTF-8');

function refuse(reason) { $('refusal').textContent = reason; }

// A new model from the board: the text and the bytes follow, then the answer.
function changeModel(model) {
  const P = PUZZLES[state.puzzle];
  refuse('');
  const sameShape = state.grid && P.update && P.sameShape(state.model, model);
  state.model = model;
  if (sameShape) P.update(state.grid, model); else drawBoard();
  $('input').value = P.serialize(model);
  state.bytes = encode($('input').value, encodingOf(state.puzzle));
  judge(false);
}

function drawBoard() {
  const P = PUZZLES[state.puzzle];
  state.grid = P.board(state.model, changeModel, refuse);
  $('board').replaceChildren(state.grid);
  $('controls').replaceChildren(...P.controls(state.model, changeModel, refuse, () => {
    state.bytes = encode($('input').value, encodingOf(state.puzzle));
    judge(false);
  }));
}

// Line numbers beside the text, the one a message names marked; the text
// grows with its lines, so that both scroll together.
function showGutter(badLine) {
  const count = Math.max(1, $('input').value.split('\n').length);
  $('input').rows = count + 1;
  $('gutter').replaceChildren(...Array.from({ length: count }, (_, i) =>
    el('span', i + 1 === badLine ? { class: 'bad' } : {}, `${i + 1}\n`)));
}

// The answer to the current bytes: the plain run first (the answer and its
// time), then one with --explain and --html for the walkthrough and the
// picture. Edits that come while a run is under way are judged after it,
// the latest only.
let pending = null, running = false;
function judge(fromText) {
  pending = { puzzle: state.puzzle, bytes: state.bytes, fromText, edited: performance.now() };
  if (!running) pump();
}
async function pump() {
  running = true;
  try {
    while (pending) {
      const job = pending;
      pending = null;
      await judgeNow(job);
    }
  } catch (error) {
    $('error').textContent = String(error);
  }
  running = false;
}
async function judgeNow({ puzzle, bytes, fromText, edited }) {
  const plain = await runSolver(puzzle, [], bytes);
  if (puzzle !== state.puzzle) return;
  const answer = $('answer');
  const message = decode(plain.stderr).trim();
  answer.dataset.stdout = toBase64(plain.stdout);
  answer.dataset.code = String(plain.code);
  answer.dataset.ms = (performance.now() - edited).toFixed(1);  // from the edit to the answer, for the benchmark
  $('timing').textContent = `(${answer.dataset.ms} ms after the edit, in WebAssembly)`;
  history.replaceState(null, '', `#${puzzle}:${toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_')}`);
  if (plain.code !== 0) {
    answer.textContent = '—';
    $('error').textContent = message;
    const line = /line (\d+)/.exec(message);
    showGutter(line ? Number(line[1]) : 0);
    $('explain').textContent = '';
    $('picture').srcdoc = '';
  } else {
    answer.textContent = decode(plain.stdout, encodingOf(puzzle));
    $('error').textContent = message;  // a hint the program gives beside its answer, if any
    showGutter(0);
    if (fromText) {
      const model = PUZZLES[puzzle].parse($('input').value);
      if (model) { state.model = model; drawBoard(); }
    }
    const full = await runSolver(puzzle, ['--explain', '--html', PAGE_PATH], bytes);
    if (puzzle !== state.puzzle) return;
    $('explain').textContent = decode(full.stderr);
    $('picture').srcdoc = full.page;
  }
  answer.dataset.input = toBase64(bytes);  // the tests wait for this
}

// Opens PUZZLE on BYTES (a sample or a link's test).
function open(puzzle, bytes) {
  state.puzzle = puzzle;
  for (const button of document.querySelectorAll('#puzzles button')) button.setAttribute('aria-pressed', String(button.dataset.puzzle === puzzle));
  if (puzzle === 'chameleon') chameleon.encoding = likelyEncoding(bytes);
  $('sample').replaceChildren(el('option', { value: '' }, '(choose a sample)'),
    ...PLAYGROUND_DATA.samples[puzzle].map(([name]) => el('option', { value: name }, name)));
  state.bytes = bytes;
  $('input').value = decode(bytes, encodingOf(puzzle));
  const model = PUZZLES[puzzle].parse($('input').value);
  state.model = model || state.model;
  refuse('');
  $('error').textContent = '';
  if (model) drawBoard();
  showGutter(0);
  judge(false);
}
const sampleBytes = (puzzle, name) => fromBase64(PLAYGROUND_DATA.samples[puzzle].find(([sample]) => sample === name)[1]);

function openFromLink() {
  const [, puzzle, data] = /^#(civ|sokoban|chameleon):([A-Za-z0-9_=-]*)$/.exec(location.hash) || [];
  if (!puzzle) return false;
  open(puzzle, fromBase64(data.replace(/-/g, '+').replace(/_/g, '/')));
  return true;
}

for (const button of document.querySelectorAll('#puzzles button')) {
  button.addEventListener('click', () => open(button.dataset.puzzle, sampleBytes(button.dataset.puzzle, FIRST_SAMPLES[button.dataset.puzzle])));
}
$('sample').addEventListener('change', (event) => { if (event.target.value) open(state.puzzle, sampleBytes(state.puzzle, event.target.value)); });
$('input').addEventListener('input', () => {
  state.bytes = encode($('input').value, encodingOf(state.puzzle));
  showGutter(0);
  judge(true);
});
$('download').addEventListener('click', () => {
  const link = el('a', { href: URL.createObjectURL(new Blob([state.bytes])), download: JUDGE_FILES[state.puzzle] });
  link.click();
  URL.revokeObjectURL(link.href);
});
window.addEventListener('hashchange', openFromLink);
document.addEventListener('pointerup', () => { civ.drawing = false; });
for (const puzzle of Object.keys(FACTORIES)) compiledModule(puzzle);  // all three compile at once, at load
if (!openFromLink()) open('civ', sampleBytes('civ', FIRST_SAMPLES.civ));
