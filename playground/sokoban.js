// Sokoban's editor: the warehouse as the program read it (its --fields: n,
// the five positions' rows and columns, each matrix value), its clicks and
// drags, and each edit as the bytes it changes: an obstacle is its one
// value, a move two numbers, a new n the matrix's rows and values.
'use strict';

// The pictures' colours (src/sokoban/main.cpp's --html).
const SOKOBAN_COLOURS = { obstacle: '#5c5f66', floor: '#f4efe6', crate: '#c68642', crateOnTarget: '#2a9d8f', crateEdge: '#5a3a1a', target: '#d00000', worker: '#1d3557' };
const SOKOBAN_THINGS = ['worker', 'crate 1', 'crate 2', 'target 1', 'target 2'];

const sokoban = {
  read(bytes, fields) {
    const n = numberOf(bytes, fields.get('n'));
    const at = (thing) => [numberOf(bytes, fields.get(`${thing} row`)), numberOf(bytes, fields.get(`${thing} column`))];
    const walls = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => numberOf(bytes, fields.get(`cell ${r} ${c}`))));
    return { n, worker: at('worker'), crates: [at('crate 1'), at('crate 2')], targets: [at('target 1'), at('target 2')], walls };
  },
  // The five things in the input's order; a drag takes the topmost one on
  // a cell (the worker, then a crate, then a target under them).
  things: (p) => [['worker', p.worker], ['crate', p.crates[0]], ['crate', p.crates[1]], ['target', p.targets[0]], ['target', p.targets[1]]],
  thingAt(p, r, c) {
    return this.things(p).findIndex(([, at]) => at[0] === r && at[1] === c);
  },
  move(p, fields, index, r, c) {
    const moved = { ...p, crates: p.crates.slice(), targets: p.targets.slice() };
    if (index === 0) moved.worker = [r, c];
    else if (index <= 2) moved.crates[index - 1] = [r, c];
    else moved.targets[index - 3] = [r, c];
    const thing = SOKOBAN_THINGS[index];
    return { model: moved, edits: [numberEdit(fields, `${thing} row`, r), numberEdit(fields, `${thing} column`, c)], check: this.doubtful(moved) };
  },
  toggleWall(p, fields, r, c) {
    const walls = p.walls.map((row) => row.slice());
    walls[r][c] = 1 - walls[r][c];
    const model = { ...p, walls };
    return { model, edits: [numberEdit(fields, `cell ${r} ${c}`, walls[r][c])], check: this.doubtful(model) };
  },
  // A new n: each row's values cut after the n-th or continued with free
  // cells spaced as the row spaces its first two, rows beyond removed, new
  // rows written as the last one is. The program judges the result (a
  // position outside the new warehouse is its refusal).
  resize(p, fields, bytes, n) {
    const edits = [numberEdit(fields, 'n', n)];
    const cell = (r, c) => fields.get(`cell ${r} ${c}`);
    const gap = (r) => bytes.subarray(cell(r, 0).offset + 1, cell(r, 1).offset);
    const values = (r, from, to) => {
      const parts = [];
      for (let c = from; c < to; c += 1) parts.push(...gap(r), 48);
      return Uint8Array.from(parts);
    };
    for (let r = 0; r < Math.min(p.n, n); r += 1) {
      const end = cell(r, p.n - 1).offset + 1;
      if (n < p.n) edits.push({ offset: cell(r, n - 1).offset + 1, length: end - cell(r, n - 1).offset - 1, bytes: new Uint8Array() });
      else if (n > p.n) edits.push({ offset: end, length: 0, bytes: values(r, p.n, n) });
    }
    const newline = newlineOf(bytes), lastEnd = lineEnd(bytes, cell(p.n - 1, 0).offset);
    if (n < p.n) {
      const from = lineEnd(bytes, cell(n - 1, 0).offset) + 1;
      edits.push({ offset: from, length: Math.min(bytes.length, lastEnd + 1) - from, bytes: new Uint8Array() });
    } else if (n > p.n) {
      const row = [48, ...values(p.n - 1, 1, n)];
      const rows = [];
      for (let k = p.n; k < n; k += 1) rows.push(...(k > p.n ? ascii(newline) : []), ...row);
      const place = afterLine(bytes, cell(p.n - 1, 0).offset);
      edits.push({ offset: place.offset, length: 0, bytes: Uint8Array.from(place.newlineFirst ? [...ascii(newline), ...rows] : [...rows, ...ascii(newline)]) });
    }
    return { model: null, edits, check: true };
  },
  // What the program refuses (check_positions in src/sokoban/main.cpp): a
  // position outside the warehouse or on an obstacle, the worker on a crate,
  // two crates or two targets on one cell.
  doubtful(p) {
    const same = (a, b) => a[0] === b[0] && a[1] === b[1];
    return this.things(p).some(([, [r, c]]) => r >= p.n || c >= p.n || p.walls[r][c] === 1) ||
      same(p.worker, p.crates[0]) || same(p.worker, p.crates[1]) || same(p.crates[0], p.crates[1]) || same(p.targets[0], p.targets[1]);
  },
  controls(p, edit) {
    const sizes = el('select', {
      'aria-label': 'n',
      onchange: (event) => {
        if (!startGesture(event)) { drawControls(); return; }
        edit(this.resize(state.model, state.fields, state.bytes, Number(event.target.value)));
      },
    }, ...[4, 5, 6, 7, 8, 9, 10].map((n) => el('option', { value: n }, String(n))));
    sizes.value = String(p.n);
    return [el('label', {}, 'n ', sizes), el('span', { class: 'note' }, say('sokobanHelp'))];
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
  board(p, edit) {
    const board = new CanvasBoard({ columns: p.n, rows: p.n, cell: 40, first: 0, name: say('theWarehouse'), drawCell: (...a) => this.drawCell(state.model, ...a) });
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
      from = null;
      if (!startGesture(event)) return;
      // A click is an obstacle toggled (refused, with the program's reason,
      // under anything); a drag moves what it took.
      if (still) edit(this.toggleWall(state.model, state.fields, r, c));
      else if (dragged >= 0) edit(this.move(state.model, state.fields, dragged, r, c));
    });
    return board;
  },
  changedCells: (a, b) => Array.from({ length: b.n * b.n }, (_, i) => [i % b.n, Math.floor(i / b.n)]),
  sameShape: (a, b) => a.n === b.n,
};
