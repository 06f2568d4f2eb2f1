// The playground's behaviour: each puzzle's board editor (a canvas that
// repaints only the cells an edit touched), the judge's text kept in step
// with it both ways, and the answer, walkthrough and picture of every edit,
// computed by the puzzle's own main() compiled to WebAssembly (a fresh
// instance each run; no solver logic lives here, only the formats).
'use strict';

// ---------------------------------------------------------------------------
// The solvers: the same C++ programs, run as a judge runs them.

const FACTORIES = { civ: createCiv, sokoban: createSokoban, chameleon: createChameleon };
const JUDGE_FILES = { civ: 'input.txt', sokoban: 'sokoban.in', chameleon: 'input.txt' };
const FIRST_SAMPLES = { civ: 'statement', sokoban: 'statement_two_pushes', chameleon: 'statement' };
const PAGE_PATH = '/picture.html';  // where --html writes, in the instance's memory
const FOLLOW_MS = 250;  // the walkthrough and the picture follow once the edits pause this long

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

// The instances' memories, kept from run to run and cleared before each
// (a fresh one every run left megabytes for the garbage collector, whose
// pauses held the page's input back): 4 MiB to start (-sINITIAL_MEMORY),
// growing up to 2 GiB as a run needs.
const freeMemories = [];
function takeMemory() {
  const memory = freeMemories.pop();
  if (!memory) return new WebAssembly.Memory({ initial: 64, maximum: 32768 });
  new Uint8Array(memory.buffer).fill(0);
  return memory;
}

// Runs PUZZLE's main with ARGS and the bytes INPUT as standard input, in a
// fresh instance (on a cleared memory): { code, stdout, stderr, page (what
// --html wrote) }, all bytes.
async function runSolver(puzzle, args, input) {
  const wasm = await compiledModule(puzzle);
  const memory = takeMemory();
  return new Promise((resolve, reject) => {
    const stdout = [], stderr = [];
    let at = 0, instance = null;
    FACTORIES[puzzle]({
      wasmMemory: memory,
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
        let page = new Uint8Array();
        try { if (args.includes('--html')) page = instance.FS.readFile(PAGE_PATH); } catch (e) { page = new Uint8Array(); }
        freeMemories.push(memory);
        resolve({ code, stdout: Uint8Array.from(stdout), stderr: Uint8Array.from(stderr), page });
      },
    });
  });
}

// A refusal as the program words it, without "civ: standard input: ".
const programReason = (puzzle, stderr) => decode(stderr).trim().replace(new RegExp(`^${puzzle}: standard input: `), '');

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
// A board on a canvas: COLUMNS x ROWS cells of CELL pixels, numbered on the
// top and left edges from FIRST (the statement's numbering), each cell drawn
// by drawCell(ctx, column, row, left, top, size) clipped to its square, so
// that an edit repaints the cells it touched and nothing else.

const LABEL_FONT = '11px system-ui, sans-serif';
class CanvasBoard {
  constructor({ columns, rows, cell, first, drawCell, drawAll, name }) {
    Object.assign(this, { columns, rows, cell, first, drawCell, drawAll });
    const digits = String(Math.max(columns, rows) - 1 + first).length;
    this.left = 8 + 7 * digits;  // room for the row numbers
    this.top = 16;               // and for the column numbers
    const width = this.left + columns * cell + 14, height = this.top + rows * cell + 2;
    this.canvas = el('canvas', { class: 'board', 'aria-label': name, 'data-cell-px': cell, 'data-left': this.left, 'data-top': this.top });
    const scale = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(width * scale);
    this.canvas.height = Math.round(height * scale);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.ctx = this.canvas.getContext('2d');
    this.ctx.scale(scale, scale);
    this.drawEdges();
    this.paintAll();
  }

  // The numbers on the edges, as many as fit without touching.
  drawEdges() {
    const { ctx, cell, first } = this;
    // Every STEP-th number, and the first, but none nearer the first than a number's room.
    const step = (room) => [1, 2, 5, 10, 20, 25, 50].find((s) => s * cell >= room) || 100;
    const columnRoom = 7 * String(this.columns - 1 + first).length + 4, rowRoom = 12;
    const columnStep = step(columnRoom), rowStep = step(rowRoom);
    const shown = (at, every, room) => at === 0 || ((at + first) % every === 0 && at * cell >= room);
    ctx.fillStyle = '#4a5263';
    ctx.font = LABEL_FONT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    for (let c = 0; c < this.columns; c += 1) {
      if (shown(c, columnStep, columnRoom)) ctx.fillText(String(c + first), this.left + (c + 0.5) * cell, this.top - 4);
    }
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (let r = 0; r < this.rows; r += 1) {
      if (shown(r, rowStep, rowRoom)) ctx.fillText(String(r + first), this.left - 4, this.top + (r + 0.5) * cell);
    }
  }

  paintCell(c, r) {
    if (c < 0 || r < 0 || c >= this.columns || r >= this.rows) return;
    const { ctx, cell } = this, x = this.left + c * cell, y = this.top + r * cell;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, cell, cell);
    ctx.clip();
    this.drawCell(ctx, c, r, x, y, cell);
    ctx.restore();
  }

  // The whole board: drawAll(ctx, left, top, size) where the puzzle has one
  // (one pass, far faster than cell by cell), else every cell.
  paintAll() {
    if (this.drawAll) { this.drawAll(this.ctx, this.left, this.top, this.cell); return; }
    for (let r = 0; r < this.rows; r += 1) for (let c = 0; c < this.columns; c += 1) this.paintCell(c, r);
  }

  // The cell under a pointer event, or null off the board.
  cellAt(event) {
    const box = this.canvas.getBoundingClientRect();
    const c = Math.floor((event.clientX - box.left - this.left) / this.cell);
    const r = Math.floor((event.clientY - box.top - this.top) / this.cell);
    return c >= 0 && r >= 0 && c < this.columns && r < this.rows ? [c, r] : null;
  }

  // The centre of a cell in the page's coordinates (for the tests and the benchmark).
  centre(c, r) {
    const box = this.canvas.getBoundingClientRect();
    return { x: box.left + this.left + (c + 0.5) * this.cell, y: box.top + this.top + (r + 0.5) * this.cell };
  }
}

// The cell size that shows the whole board at once in the editor's width and
// the window's height (at least MIN pixels, at most MAX).
function fittingCell(columns, rows, min, max) {
  const board = $('board');
  const width = board.clientWidth - 40;
  const height = window.innerHeight - board.getBoundingClientRect().top - window.scrollY - 56;
  return clamp(Math.floor(Math.min(width / columns, Math.max(height, 240) / rows)), min, max);
}

// A disc as the pictures draw the start and the target; on cells too small
// to see it, at least 5 pixels across its radius (it then covers a little of
// the neighbouring cells, which draw it too).
const discRadius = (size) => Math.max(size * 0.42, Math.min(5, 1.4 * size));
function disc(ctx, x, y, size, fill, label) {
  ctx.beginPath();
  ctx.arc(x + size / 2, y + size / 2, discRadius(size), 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.08);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  if (label && size >= 16) {  // as the picture: a letter only where it can be read
    ctx.fillStyle = '#fff';
    ctx.font = `600 ${Math.round(size * 0.55)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x + size / 2, y + size / 2 + 1);
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

// A number field that shows the value the judge's text holds: what is typed
// is rounded and clamped to LO..HI, and the field shows the clamped value.
function numberField(label, value, lo, hi, set) {
  return el('label', {}, `${label} `, el('input', {
    type: 'number', min: lo, max: hi, value, 'aria-label': label,
    onchange: (event) => {
      if (replacingControls || !event.target.isConnected) return;  // an input the redraw removes reports its change as it goes
      const clamped = clamp(Math.round(Number(event.target.value)) || lo, lo, hi);
      event.target.value = String(clamped);
      set(clamped);
    },
  }));
}

// The pictures' colours (src/civ/main.cpp's --html), so that the editor, the
// picture and the legend draw each thing alike.
const CIV_COLOURS = { '*': '#6fa8dc', 1: '#d9ecc0', 2: '#e8cf8a', 3: '#b49a86', road: '#8a4b1f', rail: '#23262f', start: '#2d6a4f', target: '#1d3557' };
const CIV_CELLS = new Set(['**', '1.', '1-', '1=', '2.', '2-', '2=', '3.', '3-', '3=']);
const EIGHT = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];

const civ = {
  tools: [['1', 'plains'], ['2', 'hills'], ['3', 'mountains'], ['*', 'water'], ['-', 'road'], ['=', 'railway'],
    ['.', 'no road'], ['S', 'start'], ['T', 'target']],
  tool: '2',
  zoom: 'fit',
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
  // The tool applied to cell (x, y), 1-based: the new model (the same one
  // when nothing changes); cells of the old one are never changed in place.
  apply(p, x, y) {
    const cell = p.cells[y - 1][x - 1];
    if (this.tool === 'S') return p.start[0] === x && p.start[1] === y ? p : { ...p, start: [x, y] };
    if (this.tool === 'T') return p.target[0] === x && p.target[1] === y ? p : { ...p, target: [x, y] };
    let made;
    if ('123'.includes(this.tool)) made = this.tool + (cell[0] === '*' ? '.' : cell[1]);
    else if (this.tool === '*') made = '**';
    else made = cell[0] + this.tool;
    if (made === cell) return p;
    const cells = p.cells.slice();
    cells[y - 1] = cells[y - 1].slice();
    cells[y - 1][x - 1] = made;
    return { ...p, cells };
  },
  // What the program would refuse in a model the tools made: a cell that is
  // neither "**" nor a terrain 1-3 with '.', '-' or '=' (a road on water).
  validCell: (cell) => CIV_CELLS.has(cell),
  doubtful(p) { return p.cells.some((row) => row.some((cell) => !this.validCell(cell))); },
  controls(p, propose) {
    const zoom = el('select', { 'aria-label': 'cell size', onchange: (event) => { this.zoom = event.target.value; drawBoard(); } },
      ...['fit', '8', '12', '16', '24'].map((size) => el('option', { value: size }, size === 'fit' ? 'fit the window' : `${size} px`)));
    zoom.value = this.zoom;
    return [
      numberField('width', p.w, 1, 100, (w) => propose(this.resize(state.model, w, state.model.h))),
      numberField('height', p.h, 1, 100, (h) => propose(this.resize(state.model, state.model.w, h))),
      numberField('M', p.m, 1, 3, (m) => propose({ ...state.model, m })),
      el('label', {}, 'cells ', zoom),
      ...this.tools.map(([tool, name]) => el('button', {
        type: 'button', class: 'tool', 'aria-pressed': String(this.tool === tool), 'data-tool': name,
        onclick: (event) => {
          this.tool = tool;
          for (const button of event.target.parentNode.querySelectorAll('.tool')) button.setAttribute('aria-pressed', String(button === event.target));
        },
      }, name)),
    ];
  },
  // Roads and railways as the picture draws them: a line between the
  // centres of two neighbouring cells that both carry one (railway when both
  // carry '='), a dot on a cell that joins none. Here the halves of those
  // lines that start at cells (x, y) with X0 <= x <= X1, Y0 <= y <= Y1.
  connections(p, x0, y0, x1, y1) {
    const kind = (x, y) => (x >= 0 && y >= 0 && x < p.w && y < p.h ? p.cells[y][x][1] : '*');
    const found = { roads: [], rails: [], dots: [] };
    for (let y = Math.max(0, y0); y <= Math.min(p.h - 1, y1); y += 1) {
      for (let x = Math.max(0, x0); x <= Math.min(p.w - 1, x1); x += 1) {
        const here = kind(x, y);
        if (here !== '-' && here !== '=') continue;
        let joined = false;
        for (const [dx, dy] of EIGHT) {
          const there = kind(x + dx, y + dy);
          if (there !== '-' && there !== '=') continue;
          joined = true;
          (here === '=' && there === '=' ? found.rails : found.roads).push([x, y, dx, dy]);
        }
        if (!joined) found.dots.push([x, y, here]);
      }
    }
    return found;
  },
  // Draws what connections() found, the board's top left corner at (LEFT, TOP).
  drawConnections(ctx, { roads, rails, dots }, left, top, size) {
    const centre = (v, origin) => origin + (v + 0.5) * size;
    const stroke = (segments, colour, width, dash) => {
      if (!segments.length) return;
      ctx.beginPath();
      for (const [x, y, dx, dy] of segments) {
        ctx.moveTo(centre(x, left), centre(y, top));
        ctx.lineTo(centre(x + dx / 2, left), centre(y + dy / 2, top));
      }
      ctx.strokeStyle = colour;
      ctx.lineWidth = Math.max(1, width * size);
      ctx.setLineDash(dash ? [0.12 * size, 0.12 * size] : []);
      ctx.lineCap = dash ? 'butt' : 'round';
      ctx.stroke();
    };
    stroke(roads, CIV_COLOURS.road, 0.16);
    stroke(rails, CIV_COLOURS.rail, 0.26);
    stroke(rails, '#fff', 0.08, true);
    ctx.setLineDash([]);
    for (const [x, y, what] of dots) {
      ctx.beginPath();
      ctx.arc(centre(x, left), centre(y, top), Math.max(1, 0.16 * size), 0, 2 * Math.PI);
      ctx.fillStyle = what === '=' ? CIV_COLOURS.rail : CIV_COLOURS.road;
      ctx.fill();
    }
  },
  drawMarkers(p, ctx, left, top, size, onlyAt) {
    for (const [at, colour, label] of [[p.start, CIV_COLOURS.start, 'S'], [p.target, CIV_COLOURS.target, 'T']]) {
      if (!onlyAt || (Math.abs(at[0] - 1 - onlyAt[0]) <= 1 && Math.abs(at[1] - 1 - onlyAt[1]) <= 1)) disc(ctx, left + (at[0] - 1) * size, top + (at[1] - 1) * size, size, colour, label);
    }
  },
  // One cell, clipped to its square: its terrain, the road and railway lines
  // that cross it (those of its neighbours too, for the corners they cut),
  // and the start or target disc.
  drawCell(p, ctx, c, r, left, top, size) {
    ctx.fillStyle = CIV_COLOURS[p.cells[r][c][0]];
    ctx.fillRect(left, top, size, size);
    const boardLeft = left - c * size, boardTop = top - r * size;
    this.drawConnections(ctx, this.connections(p, c - 1, r - 1, c + 1, r + 1), boardLeft, boardTop, size);
    this.drawMarkers(p, ctx, boardLeft, boardTop, size, [c, r]);
  },
  // The whole map in one pass: the terrain a colour at a time, then the lines, then the markers.
  drawAll(p, ctx, left, top, size) {
    for (const terrain of ['*', '1', '2', '3']) {
      ctx.beginPath();
      for (let y = 0; y < p.h; y += 1) for (let x = 0; x < p.w; x += 1) if (p.cells[y][x][0] === terrain) ctx.rect(left + x * size, top + y * size, size, size);
      ctx.fillStyle = CIV_COLOURS[terrain];
      ctx.fill();
    }
    this.drawConnections(ctx, this.connections(p, 0, 0, p.w - 1, p.h - 1), left, top, size);
    this.drawMarkers(p, ctx, left, top, size, null);
  },
  board(p, propose) {
    const cell = this.zoom === 'fit' ? fittingCell(p.w, p.h, 3, 48) : Number(this.zoom);
    const board = new CanvasBoard({ columns: p.w, rows: p.h, cell, first: 1, name: 'the map', drawCell: (...a) => this.drawCell(state.model, ...a), drawAll: (...a) => this.drawAll(state.model, ...a) });
    let last = null, asked = false;
    // A drag paints every cell on the line from the last cell to this one,
    // so that a fast pointer skips none.
    const paintTo = ([c, r]) => {
      const [c0, r0] = last || [c, r];
      const steps = Math.max(Math.abs(c - c0), Math.abs(r - r0));
      let model = state.model, refused = null;
      for (let i = last ? 1 : 0; i <= steps; i += 1) {
        const x = c0 + Math.round(((c - c0) * i) / (steps || 1)) + 1, y = r0 + Math.round(((r - r0) * i) / (steps || 1)) + 1;
        const made = this.apply(model, x, y);
        if (made !== model && !this.validCell(made.cells[y - 1][x - 1])) refused = refused || made;
        else model = made;
      }
      last = [c, r];
      if (model !== state.model) propose(model);
      if (refused && !asked) { asked = true; propose(refused); }  // the program names the reason
    };
    board.canvas.addEventListener('pointerdown', (event) => {
      const at = board.cellAt(event);
      if (!at) return;
      event.preventDefault();
      board.canvas.setPointerCapture(event.pointerId);
      last = null;
      asked = false;
      markEdit(event);
      paintTo(at);
    });
    board.canvas.addEventListener('pointermove', (event) => {
      if (last === null) return;
      const at = board.cellAt(event);
      if (!at || (at[0] === last[0] && at[1] === last[1])) return;
      markEdit(event);
      paintTo(at);
    });
    const end = () => { last = null; };
    board.canvas.addEventListener('pointerup', end);
    board.canvas.addEventListener('pointercancel', end);
    return board;
  },
  // The cells whose drawing differs between two models of one size: those
  // that changed, their neighbours (roads join across), and the markers.
  changedCells(a, b) {
    const cells = [];
    for (let y = 0; y < b.h; y += 1) {
      if (a.cells[y] === b.cells[y]) continue;
      for (let x = 0; x < b.w; x += 1) if (a.cells[y][x] !== b.cells[y][x]) cells.push([x, y]);
    }
    for (const at of [a.start, a.target, b.start, b.target]) cells.push([at[0] - 1, at[1] - 1]);
    return cells.flatMap(([x, y]) => [[x, y], ...EIGHT.map(([dx, dy]) => [x + dx, y + dy])]);
  },
  sameShape: (a, b) => a.w === b.w && a.h === b.h,
};

// The pictures' colours (src/sokoban/main.cpp's --html).
const SOKOBAN_COLOURS = { obstacle: '#5c5f66', floor: '#f4efe6', crate: '#c68642', crateOnTarget: '#2a9d8f', crateEdge: '#5a3a1a', target: '#d00000', worker: '#1d3557' };

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
  // The five things in the input's order; a drag takes the topmost one on
  // a cell (the worker, then a crate, then a target under them).
  things: (p) => [['worker', p.worker], ['crate', p.crates[0]], ['crate', p.crates[1]], ['target', p.targets[0]], ['target', p.targets[1]]],
  thingAt(p, r, c) {
    return this.things(p).findIndex(([, at]) => at[0] === r && at[1] === c);
  },
  move(p, index, r, c) {
    const moved = { ...p, crates: p.crates.slice(), targets: p.targets.slice() };
    if (index === 0) moved.worker = [r, c];
    else if (index <= 2) moved.crates[index - 1] = [r, c];
    else moved.targets[index - 3] = [r, c];
    return moved;
  },
  toggleWall(p, r, c) {
    const walls = p.walls.map((row) => row.slice());
    walls[r][c] = 1 - walls[r][c];
    return { ...p, walls };
  },
  resize(p, n) {
    const walls = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (p.walls[r] && p.walls[r][c]) || 0));
    return { ...p, n, walls };
  },
  // What the program refuses (check_positions in src/sokoban/main.cpp): a
  // position outside the warehouse or on an obstacle, the worker on a crate,
  // two crates or two targets on one cell.
  doubtful(p) {
    const same = (a, b) => a[0] === b[0] && a[1] === b[1];
    return this.things(p).some(([, [r, c]]) => r >= p.n || c >= p.n || p.walls[r][c] === 1) ||
      same(p.worker, p.crates[0]) || same(p.worker, p.crates[1]) || same(p.crates[0], p.crates[1]) || same(p.targets[0], p.targets[1]);
  },
  controls(p, propose) {
    const sizes = el('select', {
      'aria-label': 'n',
      onchange: (event) => { propose(this.resize(state.model, Number(event.target.value))); },
    }, ...[4, 5, 6, 7, 8, 9, 10].map((n) => el('option', { value: n }, String(n))));
    sizes.value = String(p.n);
    return [el('label', {}, 'n ', sizes), el('span', { class: 'note' }, 'click a cell for an obstacle; drag the worker, a crate or a target (the red rings)')];
  },
  drawCell(p, ctx, c, r, left, top, size) {
    ctx.fillStyle = p.walls[r][c] ? SOKOBAN_COLOURS.obstacle : SOKOBAN_COLOURS.floor;
    ctx.fillRect(left, top, size, size);
    ctx.strokeStyle = '#e2dccf';
    ctx.lineWidth = 1;
    ctx.strokeRect(left + 0.5, top + 0.5, size - 1, size - 1);
    // Drawn as the picture draws them: a target's ring, a crate over it
    // (teal when on a target), the worker on top.
    const here = ([tr, tc]) => tr === r && tc === c;
    const onTarget = p.targets.some(here);
    if (onTarget) {
      ctx.beginPath();
      ctx.arc(left + size / 2, top + size / 2, 0.3 * size, 0, 2 * Math.PI);
      ctx.strokeStyle = SOKOBAN_COLOURS.target;
      ctx.lineWidth = 0.08 * size;
      ctx.stroke();
    }
    if (p.crates.some(here)) {
      ctx.fillStyle = onTarget ? SOKOBAN_COLOURS.crateOnTarget : SOKOBAN_COLOURS.crate;
      ctx.strokeStyle = SOKOBAN_COLOURS.crateEdge;
      ctx.lineWidth = 0.06 * size;
      ctx.beginPath();
      ctx.roundRect(left + 0.1 * size, top + 0.1 * size, 0.8 * size, 0.8 * size, 0.12 * size);
      ctx.fill();
      ctx.stroke();
    }
    if (here(p.worker)) {
      ctx.beginPath();
      ctx.arc(left + size / 2, top + size / 2, 0.32 * size, 0, 2 * Math.PI);
      ctx.fillStyle = SOKOBAN_COLOURS.worker;
      ctx.fill();
    }
  },
  board(p, propose) {
    const board = new CanvasBoard({ columns: p.n, rows: p.n, cell: 40, first: 0, name: 'the warehouse', drawCell: (...a) => this.drawCell(state.model, ...a) });
    let dragged = -1, from = null;
    board.canvas.addEventListener('pointerdown', (event) => {
      const at = board.cellAt(event);
      if (!at) return;
      event.preventDefault();
      board.canvas.setPointerCapture(event.pointerId);
      from = [at[1], at[0]];
      dragged = this.thingAt(state.model, from[0], from[1]);
    });
    board.canvas.addEventListener('pointerup', (event) => {
      const at = board.cellAt(event);
      if (from === null || !at) { from = null; return; }
      const [r, c] = [at[1], at[0]];
      const still = from[0] === r && from[1] === c;
      markEdit(event);
      // A click is an obstacle toggled (refused, with the program's reason,
      // under anything); a drag moves what it took.
      if (still) propose(this.toggleWall(state.model, r, c));
      else if (dragged >= 0) propose(this.move(state.model, dragged, r, c));
      from = null;
    });
    return board;
  },
  changedCells: (a, b) => Array.from({ length: b.n * b.n }, (_, i) => [i % b.n, Math.floor(i / b.n)]),
  sameShape: (a, b) => a.n === b.n,
};

// The pictures' colours (src/chameleon/main.cpp's --html); the goal as the statement gives it.
const CHAMELEON_COLOURS = { tile: '#8ecae6', blank: '#e9ecef', edge: '#1d3557', stranger: '#b3261e' };
const CHAMELEON_GOAL = 'ХАМЕЛЕОН '.split('');
const WORD_LETTERS = 'ХАМЕЛОН';

const chameleon = {
  encoding: 'UTF-8',
  parse(text) {
    const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((row) => row.trim() !== '');
    const board = rows.slice(0, 3).map((row) => Array.from(row).concat([' ', ' ', ' ']).slice(0, 3));
    return board.length === 3 ? { cells: board.flat() } : null;
  },
  serialize: (p) => [0, 3, 6].map((i) => p.cells.slice(i, i + 3).join('') + '\n').join(''),
  doubtful: () => false,
  controls(p, propose, reencode) {
    const choice = el('select', { 'aria-label': 'encoding', onchange: (event) => { this.encoding = event.target.value; reencode(); } },
      ...Object.keys(ENCODINGS).map((name) => el('option', { value: name }, name)));
    choice.value = this.encoding;
    return [el('label', {}, 'the input file in ', choice), el('span', { class: 'note' }, 'click a tile next to the empty cell to slide it')];
  },
  // A tile as the picture draws it; one that is not a letter of the word
  // (a Latin look-alike, say) is outlined in red and crossed in its corner.
  drawTile(cells, ctx, c, r, left, top, size) {
    const letter = cells[r * 3 + c];
    ctx.fillStyle = '#fff';
    ctx.fillRect(left, top, size, size);
    const blank = letter === ' ';
    const stranger = !blank && !WORD_LETTERS.includes(letter);
    ctx.beginPath();
    ctx.roundRect(left + 0.04 * size, top + 0.04 * size, 0.92 * size, 0.92 * size, 0.1 * size);
    ctx.fillStyle = blank ? CHAMELEON_COLOURS.blank : CHAMELEON_COLOURS.tile;
    ctx.fill();
    if (!blank) {
      ctx.lineWidth = stranger ? 0.08 * size : 0.04 * size;
      ctx.strokeStyle = stranger ? CHAMELEON_COLOURS.stranger : CHAMELEON_COLOURS.edge;
      ctx.stroke();
      ctx.fillStyle = CHAMELEON_COLOURS.edge;
      ctx.font = `${Math.round(0.56 * size)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(letter, left + size / 2, top + size / 2 + 2);
    }
    if (stranger) {
      ctx.fillStyle = CHAMELEON_COLOURS.stranger;
      ctx.font = `600 ${Math.round(0.22 * size)}px system-ui, sans-serif`;
      ctx.fillText('?', left + 0.82 * size, top + 0.2 * size);
    }
  },
  board(p, propose) {
    const board = new CanvasBoard({ columns: 3, rows: 3, cell: 64, first: 1, name: 'the board', drawCell: (...a) => this.drawTile(state.model.cells, ...a) });
    const goal = new CanvasBoard({ columns: 3, rows: 3, cell: 40, first: 1, name: 'the goal', drawCell: (...a) => this.drawTile(CHAMELEON_GOAL, ...a) });
    board.canvas.addEventListener('pointerdown', (event) => {
      const at = board.cellAt(event);
      if (!at) return;
      event.preventDefault();
      markEdit(event);
      const cells = state.model.cells, cell = at[1] * 3 + at[0], blank = cells.indexOf(' ');
      if (cells[cell] === ' ') return;
      const nextTo = blank >= 0 && Math.abs(at[1] - Math.floor(blank / 3)) + Math.abs(at[0] - (blank % 3)) === 1;
      if (!nextTo) { refuse('only a tile next to the empty cell can slide'); return; }
      const slid = cells.slice();
      [slid[cell], slid[blank]] = [slid[blank], slid[cell]];
      propose({ cells: slid });
    });
    const strangers = p.cells.filter((letter) => letter !== ' ' && !WORD_LETTERS.includes(letter));
    board.extras = [
      el('figure', {}, goal.canvas, el('figcaption', {}, 'the goal')),
      ...(strangers.length ? [el('p', { class: 'note', id: 'strangers' }, `marked ?: ${strangers.map((s) => `'${s}' (U+${s.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ')} ${strangers.length === 1 ? 'is not a letter' : 'are not letters'} of ХАМЕЛЕОН`)] : []),
    ];
    return board;
  },
  // Nine tiles and a note of the strange letters: drawn anew on every change.
  sameShape: () => false,
};

const PUZZLES = { civ, sokoban, chameleon };

// ---------------------------------------------------------------------------
// The page: one puzzle at a time, its board, its text and the answer.

const $ = (id) => document.getElementById(id);
const state = { puzzle: 'civ', model: null, bytes: new Uint8Array(), board: null, edited: 0 };
const encodingOf = (puzzle) => (puzzle === 'chameleon' ? chameleon.encoding : 'UTF-8');

// Each refusal replaces the one before; an edit that goes through clears it.
function refuse(reason) { $('refusal').textContent = reason; }

// The time of the input event an edit came from (the answer's latency is
// measured from it).
function markEdit(event) { state.edited = event && event.timeStamp ? event.timeStamp : performance.now(); }

// An edit of the board: taken at once when the program would accept it
// (the cells it touched repainted and the text rewritten before this frame
// is drawn; a drag's pointer events come once a frame), else asked of the
// program, whose reason is shown.
async function propose(model) {
  const P = PUZZLES[state.puzzle], puzzle = state.puzzle;
  if (model === state.model) return;
  if (P.doubtful(model)) {
    const run = await runSolver(puzzle, [], encode(P.serialize(model), encodingOf(puzzle)));
    if (puzzle !== state.puzzle) return;
    if (run.code !== 0) {
      refuse(programReason(puzzle, run.stderr));
      drawControls();  // the fields show the model's values again
      return;
    }
  }
  refuse('');
  showModel(model);
  setText(P.serialize(model));
  judgeText(false);
}

// MODEL on the board: the cells where it differs repainted, or the board
// drawn anew when its shape changed.
function showModel(model) {
  const P = PUZZLES[state.puzzle], old = state.model;
  state.model = model;
  if (state.board && old && P.sameShape(old, model)) {
    for (const [c, r] of P.changedCells(old, model)) state.board.paintCell(c, r);
  } else {
    drawBoard();
  }
}

// The judge's text as the bytes the judge reads (in the puzzle's
// encoding), and its answer asked for.
function judgeText(fromText) {
  state.bytes = encode($('input').value, encodingOf(state.puzzle));
  judge(fromText);
}

function setText(text) {
  $('input').value = text;
  showGutter(0);
}

let replacingControls = false;
function drawControls() {
  const P = PUZZLES[state.puzzle];
  const controls = P.controls(state.model, propose, () => {
    markEdit(null);
    judgeText(false);
  });
  replacingControls = true;
  try { $('controls').replaceChildren(...controls); } finally { replacingControls = false; }
}

function drawBoard() {
  const P = PUZZLES[state.puzzle];
  state.board = null;
  drawControls();
  state.board = P.board(state.model, propose);
  $('board').replaceChildren(state.board.canvas, ...(state.board.extras || []));
  window.playground.board = state.board;
}

// Line numbers beside the text, the one a message names marked; the text
// grows with its lines, so that both scroll together.
let gutterShown = { count: -1, bad: -1 };
function showGutter(badLine) {
  const text = $('input').value;
  let count = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count += 1;
  if (gutterShown.count === count && gutterShown.bad === badLine) return;
  gutterShown = { count, bad: badLine };
  $('input').rows = count + 1;
  $('gutter').replaceChildren(...Array.from({ length: count }, (_, i) =>
    el('span', i + 1 === badLine ? { class: 'bad' } : {}, String(i + 1))));
}

// The answer to the current bytes: the plain run at once, painted in the
// next frame (edits that come while a run is under way are judged after it,
// the latest only, and no answer is shown for a state the page has left);
// the walkthrough and the picture (--explain, --html) once the edits pause.
let pending = null, running = false, followTimer = 0;
function judge(fromText) {
  pending = { puzzle: state.puzzle, bytes: state.bytes, fromText, edited: state.edited || performance.now() };
  state.edited = 0;
  clearTimeout(followTimer);
  $('explain-state').textContent = $('picture-state').textContent = '(follows when the edits pause)';
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
const current = (job) => !pending && job.puzzle === state.puzzle && job.bytes === state.bytes;

async function judgeNow(job) {
  const { puzzle, bytes, fromText, edited } = job;
  const plain = await runSolver(puzzle, [], bytes);
  if (!current(job)) return;
  const answer = $('answer');
  const message = decode(plain.stderr).trim();
  answer.dataset.stdout = toBase64(plain.stdout);
  answer.dataset.code = String(plain.code);
  history.replaceState(null, '', `#${puzzle}:${toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_')}`);
  $('error').textContent = message;  // the refusal, or a hint the program gives beside its answer
  if (plain.code !== 0) {
    const line = /line (\d+)/.exec(message);
    showGutter(line ? Number(line[1]) : 0);
    answer.className = 'refused';
    answer.replaceChildren(el('span', { class: 'head' }, 'no answer: the program refused this input'));
    $('picture-section').classList.add('stale');
    $('explain-state').textContent = $('picture-state').textContent = '(of the last input the program accepted)';
  } else {
    showGutter(0);
    if (fromText) {
      const model = PUZZLES[puzzle].parse($('input').value);
      if (model) {  // a text the program accepted becomes the board, its fields too
        showModel(model);
        drawControls();
      }
    }
    const [head, ...rest] = decode(plain.stdout, encodingOf(puzzle)).replace(/\n$/, '').split('\n');
    answer.className = '';
    answer.replaceChildren(el('span', { class: 'head' }, head), ...(rest.length ? [el('span', { class: 'rest' }, rest.join('\n'))] : []));
    followTimer = setTimeout(() => follow(job), FOLLOW_MS);
  }
  answer.dataset.input = toBase64(bytes);
  // Painted once the next frame is drawn: that is what the person waits for.
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
  const now = performance.now();
  answer.dataset.ms = (now - edited).toFixed(1);
  answer.dataset.paintedAt = now.toFixed(1);
  answer.dataset.painted = answer.dataset.input;  // the tests and the benchmark wait for this
  window.playground.painted.push(answer.dataset.input);
  $('timing').textContent = `(painted ${Math.round(now - edited)} ms after the edit)`;
}

// The walkthrough and the picture of an answered input, if the page is
// still on it: the run in a worker (a large page takes the program tens of
// milliseconds to write) and the picture in a sandboxed frame (its own
// process: parsing it never holds the board's input back).
let follower = null, following = null;
function followInWorker(puzzle, args, input) {
  if (following) { follower.terminate(); follower = null; following.reject(new Error('superseded')); }
  if (!follower) {
    const source = `${$('solvers').textContent}
const FACTORIES = { civ: typeof createCiv !== 'undefined' && createCiv, sokoban: typeof createSokoban !== 'undefined' && createSokoban, chameleon: typeof createChameleon !== 'undefined' && createChameleon };
const PAGE_PATH = ${JSON.stringify(PAGE_PATH)}, compiled = {};
const compiledModule = (puzzle) => compiled[puzzle];
const freeMemories = [];
${takeMemory.toString()}
${runSolver.toString()}
onmessage = async ({ data }) => {
  compiled[data.puzzle] = Promise.resolve(data.module);
  const result = await runSolver(data.puzzle, data.args, data.input);
  postMessage(result, [result.page.buffer, result.stderr.buffer]);  // handed over, not copied
};`;
    follower = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  }
  return compiledModule(puzzle).then((module) => new Promise((resolve, reject) => {
    following = { reject };
    follower.onmessage = ({ data }) => { following = null; resolve(data); };
    follower.onerror = (error) => { following = null; reject(error); };
    follower.postMessage({ puzzle, args, input, module });
  }));
}
// The picture is shown by a viewer page in the sandboxed frame (its own
// process): the page's bytes are handed to it (transferred, not copied:
// a megabyte on a 100x100 map), and it decodes and loads them in a frame
// of its own, so that nothing of a large picture holds the board's input
// back. The picture's page tells its height (and how many drawings it
// holds), which the viewer passes on, so that the frame shows it whole.
const VIEWER = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>html, body { margin: 0; } iframe { border: 0; width: 100%; display: block; }</style></head>
<body><iframe id="page" title="the picture"></iframe><script>
const frame = document.getElementById('page');
const TELL_HEIGHT = '<script>parent.postMessage({ pictureHeight: document.documentElement.scrollHeight, drawings: document.querySelectorAll("svg").length }, "*");<\\/script>';
onmessage = (event) => {
  if (event.source === parent && event.data.page instanceof Uint8Array) {
    frame.srcdoc = new TextDecoder().decode(event.data.page).replace('</body>', TELL_HEIGHT + '</body>');
  } else if (event.source === frame.contentWindow && event.data && event.data.pictureHeight) {
    frame.style.height = event.data.pictureHeight + 'px';
    parent.postMessage({ pictureHeight: event.data.pictureHeight, drawings: event.data.drawings }, '*');
  }
};
parent.postMessage({ viewerReady: true }, '*');
<\/script></body></html>`;
// Ready when the viewer says so (a frame's first load event may be its
// empty document's, before the viewer's).
const viewerReady = new Promise((ready) => window.addEventListener('message', function listen(event) {
  if (event.source === $('picture').contentWindow && event.data && event.data.viewerReady) {
    window.removeEventListener('message', listen);
    ready();
  }
}));
$('picture').srcdoc = VIEWER;

async function follow(job) {
  let full;
  try {
    full = await followInWorker(job.puzzle, ['--explain', '--html', PAGE_PATH], job.bytes);
  } catch (error) {
    if (error.message === 'superseded') return;
    throw error;
  }
  if (job.puzzle !== state.puzzle || job.bytes !== state.bytes) return;
  showWalkthrough(decode(full.stderr));
  $('explain-state').textContent = '';
  waitingPicture = { job, page: full.page };
  $('picture-state').textContent = pictureInView ? '' : '(drawn when scrolled to)';
  showPictureIfInView();
}

// The picture is drawn only while its frame is on screen: laying out a
// large one takes its process a good half second of a processor, which a
// 2-core machine would otherwise take from the board's answers.
let waitingPicture = null, pictureInView = false;
async function showPictureIfInView() {
  if (!waitingPicture || !pictureInView) return;
  const { job, page } = waitingPicture;
  waitingPicture = null;
  await viewerReady;
  if (job.puzzle !== state.puzzle || job.bytes !== state.bytes) return;
  $('picture').contentWindow.postMessage({ page }, '*', [page.buffer]);  // handed over, not copied
  $('picture-section').classList.remove('stale');
  $('picture-state').textContent = '';
  $('picture').dataset.input = toBase64(job.bytes);
  window.playground.pictured.push($('picture').dataset.input);
}
new IntersectionObserver(([entry]) => {
  pictureInView = entry.isIntersecting;
  showPictureIfInView();
}).observe($('picture'));
// The walkthrough, its first WALKTHROUGH_LINES lines at once (a 100x100
// map's runs to thousands, whose layout would hold the board's input back
// for tens of milliseconds) and the rest at a click.
const WALKTHROUGH_LINES = 120;
function showWalkthrough(text) {
  const lines = text.split('\n');
  if (lines.length <= WALKTHROUGH_LINES + 1) { $('explain').replaceChildren(text); return; }
  const more = el('button', { type: 'button', class: 'more', onclick: () => $('explain').replaceChildren(text) },
    `show the other ${lines.length - WALKTHROUGH_LINES} lines`);
  $('explain').replaceChildren(lines.slice(0, WALKTHROUGH_LINES).join('\n') + '\n', more);
}

window.addEventListener('message', (event) => {
  if (event.source === $('picture').contentWindow && event.data && event.data.pictureHeight) {
    $('picture').style.height = `${Math.max(200, Number(event.data.pictureHeight) + 8)}px`;
    $('picture').dataset.drawings = String(Number(event.data.drawings));  // how many SVG drawings the picture shows
  }
});

// Opens PUZZLE on BYTES (a sample, named by SAMPLE, or a link's test).
function open(puzzle, bytes, sample = '') {
  state.puzzle = puzzle;
  for (const button of document.querySelectorAll('#puzzles button')) button.setAttribute('aria-pressed', String(button.dataset.puzzle === puzzle));
  if (puzzle === 'chameleon') chameleon.encoding = likelyEncoding(bytes);
  const named = sample || (PLAYGROUND_DATA.samples[puzzle].find(([, data]) => data === toBase64(bytes)) || [''])[0];
  $('sample').replaceChildren(el('option', { value: '' }, '(choose a sample)'),
    ...PLAYGROUND_DATA.samples[puzzle].map(([name]) => el('option', { value: name }, name)));
  $('sample').value = named;
  state.bytes = bytes;
  setText(decode(bytes, encodingOf(puzzle)));
  const model = PUZZLES[puzzle].parse($('input').value);
  state.model = model || state.model;
  state.board = null;
  refuse('');
  $('error').textContent = '';
  if (model) drawBoard(); else $('board').replaceChildren();
  markEdit(null);
  judge(false);
}
const sampleBytes = (puzzle, name) => fromBase64(PLAYGROUND_DATA.samples[puzzle].find(([sample]) => sample === name)[1]);

function openFromLink() {
  const [, puzzle, data] = /^#(civ|sokoban|chameleon):([A-Za-z0-9_=-]*)$/.exec(location.hash) || [];
  if (!puzzle) return false;
  open(puzzle, fromBase64(data.replace(/-/g, '+').replace(/_/g, '/')));
  return true;
}

// For the tests and the benchmark: the board on show, and every input whose
// answer, and whose picture, the page has shown, in order.
window.playground = { board: null, painted: [], pictured: [] };
for (const button of document.querySelectorAll('#puzzles button')) {
  button.addEventListener('click', () => open(button.dataset.puzzle, sampleBytes(button.dataset.puzzle, FIRST_SAMPLES[button.dataset.puzzle]), FIRST_SAMPLES[button.dataset.puzzle]));
}
$('sample').addEventListener('change', (event) => { if (event.target.value) open(state.puzzle, sampleBytes(state.puzzle, event.target.value), event.target.value); });
$('input').addEventListener('input', (event) => {
  markEdit(event);
  showGutter(0);
  judgeText(true);
});
$('download').addEventListener('click', () => {
  const link = el('a', { href: URL.createObjectURL(new Blob([state.bytes])), download: JUDGE_FILES[state.puzzle] });
  link.click();
  URL.revokeObjectURL(link.href);
});
window.addEventListener('hashchange', openFromLink);
let resizeTimer = 0;
window.addEventListener('resize', () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { if (state.puzzle === 'civ' && state.model && civ.zoom === 'fit') drawBoard(); }, 150); });
for (const puzzle of Object.keys(FACTORIES)) compiledModule(puzzle);  // all three compile at once, at load
if (!openFromLink()) open('civ', sampleBytes('civ', FIRST_SAMPLES.civ), FIRST_SAMPLES.civ);
